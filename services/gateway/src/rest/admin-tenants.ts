import { z } from 'zod';
import type { DataSource } from 'typeorm';
import {
  CreateTenantBody,
  CreateUserBody,
  TenantEntity,
  TenantView,
  UpdateTenantBody,
  UserView,
  createTenant,
  createUser,
  forbidden,
  holds,
  isPlatformPermission,
  platformOf,
  userView,
  type Permission,
  type Tenant,
} from '@irs/shared';
import { isSuper, principalOf } from '../auth/guards.js';
import { adminTarget } from '../auth/tenant-scope.js';
import { auditWrite } from '../audit.js';
import type { ApiRegistry } from './registry.js';

export const tenantView = (t: Tenant) => ({
  id: t.id,
  name: t.name,
  kind: t.kind,
  parent_platform_id: t.parent_platform_id,
  features: t.features,
  settings: t.settings,
  created_at: t.created_at.toISOString(),
});

const NOT_PLATFORM = 'Admin endpoints need a platform account';

/** Tenants and their users (docs/design.md §4), for platform admins within their platform and super admins anywhere. */
export function registerAdminTenants(api: ApiRegistry, ds: DataSource): void {
  const common = { tag: 'Administration', auth: 'credential' } as const;
  const repo = ds.getRepository(TenantEntity);

  api.route(
    {
      ...common,
      method: 'post',
      path: '/api/v2/admin/tenants',
      summary: 'Create a tenant (PLATFORM: super admins only; CUSTOMER under your platform)',
      ok: { schema: TenantView },
      permissions: ['platform:tenants:manage'],
      body: CreateTenantBody,
      responses: { 201: 'Created' },
    },
    async (req, res, { body }) => {
      const p = principalOf(req);
      if (!isSuper(p)) {
        if (p.home.kind !== 'PLATFORM') throw forbidden(NOT_PLATFORM);
        if (body.kind === 'PLATFORM') throw forbidden('kind: only a super admin may create a PLATFORM tenant');
        if (body.parent_platform_id && body.parent_platform_id !== p.home.id)
          throw forbidden('parent_platform_id: you can only create tenants under your own platform');
      }
      const tenant = await createTenant(ds, {
        name: body.name,
        kind: body.kind,
        parentPlatformId: body.kind === 'CUSTOMER' ? (body.parent_platform_id ?? platformOf(p.home)) : null,
        features: body.features,
      });
      await auditWrite(ds, req, {
        action: 'tenant.create',
        targetTenantId: tenant.id,
        targetId: tenant.id,
        detail: { kind: tenant.kind },
      });
      res.status(201).json(tenantView(tenant));
    },
  );

  api.route(
    {
      ...common,
      method: 'get',
      path: '/api/v2/admin/tenants',
      summary: 'Tenants of your platform (all, for super admins)',
      ok: { schema: z.array(TenantView) },
      permissions: ['platform:tenants:read'],
    },
    async (req, res) => {
      const p = principalOf(req);
      if (!isSuper(p) && p.home.kind !== 'PLATFORM') throw forbidden(NOT_PLATFORM);
      const where = isSuper(p) ? {} : [{ id: p.home.id }, { parent_platform_id: p.home.id }];
      res.json((await repo.find({ where, order: { created_at: 'ASC' } })).map(tenantView));
    },
  );

  api.route(
    {
      ...common,
      method: 'patch',
      path: '/api/v2/admin/tenants/:tenantId',
      summary: 'Rename a tenant, switch its features, change its settings',
      ok: { schema: TenantView },
      permissions: ['platform:tenants:manage'],
      body: UpdateTenantBody,
    },
    async (req, res, { body }) => {
      const target = await adminTarget(ds, principalOf(req), req.params.tenantId as string);
      const updated = await repo.save({
        ...target,
        name: body.name ?? target.name,
        features: { ...target.features, ...body.features },
        settings: { ...target.settings, ...body.settings },
      });
      await auditWrite(ds, req, {
        action: 'tenant.update',
        targetTenantId: target.id,
        targetId: target.id,
        detail: { ...body },
      });
      res.json(tenantView(updated));
    },
  );

  api.route(
    {
      ...common,
      method: 'post',
      path: '/api/v2/admin/tenants/:tenantId/users',
      summary: 'Create a user in a tenant of your platform (no grant beyond your own permissions)',
      ok: { schema: UserView },
      permissions: ['platform:tenants:manage'],
      body: CreateUserBody,
      responses: { 201: 'Created' },
    },
    async (req, res, { body }) => {
      const p = principalOf(req);
      const target = await adminTarget(ds, p, req.params.tenantId as string);
      const beyond = body.permissions.filter((perm) => !holds(p.permissions, perm as Permission));
      if (beyond.length)
        throw forbidden(`permissions: you cannot grant permissions you do not hold: ${beyond.join(', ')}`);
      const platformOnly = body.permissions.filter((perm) => isPlatformPermission(perm) || perm === '*');
      if (target.kind === 'CUSTOMER' && platformOnly.length)
        throw forbidden(`permissions: users of a customer tenant cannot hold ${platformOnly.join(', ')}`);
      const user = await createUser(ds, { tenantId: target.id, ...body });
      await auditWrite(ds, req, {
        action: 'user.create',
        targetTenantId: target.id,
        targetId: user.id,
        detail: { permissions: user.permissions },
      });
      res.status(201).json(userView(user));
    },
  );
}
