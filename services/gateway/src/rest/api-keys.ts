import { Router } from 'express';
import type { DataSource } from 'typeorm';
import {
  ApiKeyEntity,
  CreateApiKeyBody,
  UpdateApiKeyBody,
  apiKeyView,
  createApiKey,
  notFound,
  parseInput,
  refuseNonKeyPermissions,
} from '@irs/shared';
import { principalOf, requirePermission, requireUserSession } from '../auth/guards.js';
import { adminTarget } from '../auth/tenant-scope.js';
import { auditWrite } from './audit.js';

/**
 * API keys (SPEC.md "API keys"): self-serve creation by a logged-in user for its own tenant, and the platform admin
 * routes for a tenant of its platform. The plaintext key is in the create response only.
 */
export function apiKeysRouter(ds: DataSource): Router {
  const router = Router();
  const repo = ds.getRepository(ApiKeyEntity);

  router.post('/api/v2/api-keys', requireUserSession, async (req, res) => {
    const p = principalOf(req);
    const body = parseInput(CreateApiKeyBody, req.body);
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
    res
      .status(201)
      .json({
        id: record.id,
        name: record.name,
        apiKey: plaintext,
        keyPrefix: record.key_prefix,
        permissions: record.permissions,
      });
  });

  const base = '/api/v2/admin/tenants/:tenantId/api-keys';

  router.get(base, requirePermission('platform:tenants:read'), async (req, res) => {
    const target = await adminTarget(ds, principalOf(req), req.params.tenantId as string);
    const keys = await repo.find({ where: { tenant_id: target.id }, order: { created_at: 'ASC' } });
    res.json(keys.map(apiKeyView));
  });

  router.post(base, requirePermission('platform:tenants:manage'), async (req, res) => {
    const p = principalOf(req);
    const target = await adminTarget(ds, p, req.params.tenantId as string);
    const body = parseInput(CreateApiKeyBody, req.body);
    // Admin creation skips the escalation guard (SPEC rule 4) but still refuses platform: permissions.
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
  });

  async function keyOf(tenantId: string, id: string) {
    const key = /^[0-9a-f-]{36}$/i.test(id) ? await repo.findOneBy({ id, tenant_id: tenantId }) : null;
    if (!key) throw notFound(`API key ${id} not found`);
    return key;
  }

  router.patch(`${base}/:id`, requirePermission('platform:tenants:manage'), async (req, res) => {
    const target = await adminTarget(ds, principalOf(req), req.params.tenantId as string);
    const key = await keyOf(target.id, req.params.id as string);
    const body = parseInput(UpdateApiKeyBody, req.body);
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
  });

  router.delete(`${base}/:id`, requirePermission('platform:tenants:manage'), async (req, res) => {
    const target = await adminTarget(ds, principalOf(req), req.params.tenantId as string);
    const key = await keyOf(target.id, req.params.id as string);
    const saved = key.revoked_at ? key : await repo.save({ ...key, revoked_at: new Date() });
    await auditWrite(ds, req, { action: 'api_key.revoke', targetTenantId: target.id, targetId: key.id });
    res.json(apiKeyView(saved));
  });

  return router;
}
