import { z } from 'zod';
import type { DataSource } from 'typeorm';
import {
  ApiKeyEntity,
  ApiKeyView,
  CreateApiKeyBody,
  ApiKeyCreated,
  TenantApiKeyCreated,
  UpdateApiKeyBody,
  apiKeyView,
  createApiKey,
  notFound,
  refuseNonKeyPermissions,
} from '@irs/shared';
import { principalOf } from '../auth/guards.js';
import { adminTarget } from '../auth/tenant-scope.js';
import { auditWrite } from '../audit.js';
import type { ApiRegistry } from './registry.js';

/**
 * API keys (docs/spec.md "API keys"): self-serve creation by a logged-in user for its own tenant, and the platform
 * admin routes for a tenant of its platform. The plaintext key is in the create response only.
 */
export function registerApiKeys(api: ApiRegistry, ds: DataSource): void {
  const common = { tag: 'API keys', auth: 'credential' } as const;
  const repo = ds.getRepository(ApiKeyEntity);

  api.route(
    {
      ...common,
      auth: 'user',
      method: 'post',
      path: '/api/v2/api-keys',
      summary: 'Create an API key for your tenant (at most your own permissions)',
      ok: { schema: ApiKeyCreated },
      body: CreateApiKeyBody,
      responses: { 201: 'Created; apiKey is shown once' },
    },
    async (req, res, { body }) => {
      const p = principalOf(req);
      const { record, plaintext } = await createApiKey(ds, {
        tenantId: p.home.id,
        ...body,
        createdBy: p.id,
        grantor: p.permissions,
      });
      await auditWrite(ds, req, {
        action: 'api_key.create',
        targetTenantId: p.home.id,
        targetId: record.id,
        detail: { permissions: record.permissions },
      });
      res.status(201).json({
        id: record.id,
        name: record.name,
        apiKey: plaintext,
        keyPrefix: record.key_prefix,
        permissions: record.permissions,
      });
    },
  );

  const base = '/api/v2/admin/tenants/:tenantId/api-keys';

  api.route(
    {
      ...common,
      method: 'get',
      path: base,
      summary: "A tenant's API keys (never the key itself)",
      ok: { schema: z.array(ApiKeyView) },
      permissions: ['platform:tenants:read'],
    },
    async (req, res) => {
      const target = await adminTarget(ds, principalOf(req), req.params.tenantId as string);
      const keys = await repo.find({ where: { tenant_id: target.id }, order: { created_at: 'ASC' } });
      res.json(keys.map(apiKeyView));
    },
  );

  api.route(
    {
      ...common,
      method: 'post',
      path: base,
      summary: 'Create an API key for a tenant of your platform',
      ok: { schema: TenantApiKeyCreated },
      permissions: ['platform:tenants:manage'],
      body: CreateApiKeyBody,
      responses: { 201: 'Created; key is shown once' },
    },
    async (req, res, { body }) => {
      const p = principalOf(req);
      const target = await adminTarget(ds, p, req.params.tenantId as string);
      // Admin creation skips the escalation guard (docs/spec.md rule 4) but still refuses platform: permissions.
      const { record, plaintext } = await createApiKey(ds, {
        tenantId: target.id,
        ...body,
        createdBy: p.userId,
        grantor: null,
      });
      await auditWrite(ds, req, {
        action: 'api_key.create',
        targetTenantId: target.id,
        targetId: record.id,
        detail: { permissions: record.permissions },
      });
      res.status(201).json({
        id: record.id,
        name: record.name,
        key: plaintext,
        tenantId: record.tenant_id,
        createdAt: record.created_at.toISOString(),
        permissions: record.permissions,
      });
    },
  );

  async function keyOf(tenantId: string, id: string) {
    const key = /^[0-9a-f-]{36}$/i.test(id) ? await repo.findOneBy({ id, tenant_id: tenantId }) : null;
    if (!key) throw notFound(`API key ${id} not found`);
    return key;
  }

  api.route(
    {
      ...common,
      method: 'patch',
      path: `${base}/:id`,
      summary: 'Rename an API key or change its permissions',
      ok: { schema: ApiKeyView },
      permissions: ['platform:tenants:manage'],
      body: UpdateApiKeyBody,
    },
    async (req, res, { body }) => {
      const target = await adminTarget(ds, principalOf(req), req.params.tenantId as string);
      const key = await keyOf(target.id, req.params.id as string);
      refuseNonKeyPermissions(body.permissions ?? []);
      const saved = await repo.save({
        ...key,
        name: body.name ?? key.name,
        permissions: body.permissions ? [...new Set(body.permissions)] : key.permissions,
      });
      await auditWrite(ds, req, {
        action: 'api_key.update',
        targetTenantId: target.id,
        targetId: key.id,
        detail: { ...body },
      });
      res.json(apiKeyView(saved));
    },
  );

  api.route(
    {
      ...common,
      method: 'delete',
      path: `${base}/:id`,
      summary: 'Revoke an API key (at once)',
      ok: { schema: ApiKeyView },
      permissions: ['platform:tenants:manage'],
    },
    async (req, res) => {
      const target = await adminTarget(ds, principalOf(req), req.params.tenantId as string);
      const key = await keyOf(target.id, req.params.id as string);
      const saved = key.revoked_at ? key : await repo.save({ ...key, revoked_at: new Date() });
      await auditWrite(ds, req, { action: 'api_key.revoke', targetTenantId: target.id, targetId: key.id });
      res.json(apiKeyView(saved));
    },
  );
}
