import { Router } from 'express';
import type { DataSource } from 'typeorm';
import {
  CreateTenantBody,
  CreateUserBody,
  TenantEntity,
  UpdateTenantBody,
  createTenant,
  createUser,
  forbidden,
  holds,
  isPlatformPermission,
  parseInput,
  platformOf,
  userView,
  type Permission,
  type Tenant,
} from '@irs/shared';
import { isSuper, principalOf, requirePermission } from '../auth/guards.js';
import { adminTarget } from '../auth/tenant-scope.js';
import { auditWrite } from './audit.js';

export const tenantView = (t: Tenant) => ({
  id: t.id,
  name: t.name,
  kind: t.kind,
  parent_platform_id: t.parent_platform_id,
  features: t.features,
  created_at: t.created_at.toISOString(),
});

/** Tenants and their users (DESIGN.md §4), for platform admins within their platform and super admins anywhere. */
export function adminTenantsRouter(ds: DataSource): Router {
  const router = Router();
  const repo = ds.getRepository(TenantEntity);

  router.post('/api/v2/admin/tenants', requirePermission('platform:tenants:manage'), async (req, res) => {
    const p = principalOf(req);
    const body = parseInput(CreateTenantBody, req.body);
    if (!isSuper(p)) {
      if (p.home.kind !== 'PLATFORM') throw forbidden('Admin endpoints need a platform account');
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
  });

  router.get('/api/v2/admin/tenants', requirePermission('platform:tenants:read'), async (req, res) => {
    const p = principalOf(req);
    if (!isSuper(p) && p.home.kind !== 'PLATFORM') throw forbidden('Admin endpoints need a platform account');
    const tenants = isSuper(p)
      ? await repo.find({ order: { created_at: 'ASC' } })
      : await repo.find({
          where: [{ id: p.home.id }, { parent_platform_id: p.home.id }],
          order: { created_at: 'ASC' },
        });
    res.json(tenants.map(tenantView));
  });

  router.patch('/api/v2/admin/tenants/:tenantId', requirePermission('platform:tenants:manage'), async (req, res) => {
    const target = await adminTarget(ds, principalOf(req), req.params.tenantId as string);
    const body = parseInput(UpdateTenantBody, req.body);
    const updated = await repo.save({
      ...target,
      name: body.name ?? target.name,
      features: { ...target.features, ...body.features },
    });
    await auditWrite(ds, req, {
      action: 'tenant.update',
      targetTenantId: target.id,
      targetId: target.id,
      detail: { ...body },
    });
    res.json(tenantView(updated));
  });

  router.post(
    '/api/v2/admin/tenants/:tenantId/users',
    requirePermission('platform:tenants:manage'),
    async (req, res) => {
      const p = principalOf(req);
      const target = await adminTarget(ds, p, req.params.tenantId as string);
      const body = parseInput(CreateUserBody, req.body);
      const beyond = body.permissions.filter((perm) => !holds(p.permissions, perm as Permission));
      if (beyond.length)
        throw forbidden(`permissions: you cannot grant permissions you do not hold: ${beyond.join(', ')}`);
      if (target.kind === 'CUSTOMER') {
        const platformOnly = body.permissions.filter((perm) => isPlatformPermission(perm) || perm === '*');
        if (platformOnly.length)
          throw forbidden(`permissions: users of a customer tenant cannot hold ${platformOnly.join(', ')}`);
      }
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

  return router;
}
