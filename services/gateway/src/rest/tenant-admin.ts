import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import {
  AddTenantUserBody,
  ApiKeyEntity,
  CreateTenantApiKeyBody,
  PRESETS,
  TENANT_ROLES,
  TenantApiKey,
  TenantApiKeyIssued,
  TenantApiKeyList,
  TenantSettingsBody,
  TenantSettingsView,
  TenantUserAdded,
  TenantUserList,
  UUID_PATTERN,
  UserEntity,
  WORKSPACE_PERMISSIONS,
  createApiKey,
  createUser,
  forbidden,
  holds,
  notFound,
  randomHex,
  type ApiKey,
  type Permission,
  type Tenant,
  type TenantSettings,
  type User,
} from '@irs/shared';
import { isSuper, principalOf } from '../auth/guards.js';
import { auditWrite } from '../audit.js';
import type { ApiRegistry } from './registry.js';

const NOT_ADMIN =
  'Not an administrator of this tenant: a tenant admin (every workspace permission) or a platform admin';

/**
 * The tenant the request acts for, when the caller administers it: a user of that tenant holding every workspace
 * permission (the tenant admin preset), or a platform user holding platform:tenants:manage acting for it (identify
 * has already confined X-Tenant-ID to the platform's own tenants). Anything else is a 403 that says what is missing.
 */
export function administeredTenant(req: Request): Tenant {
  const p = principalOf(req);
  if (p.kind !== 'user') throw forbidden('This endpoint needs a user session (Bearer token from /api/v1/auth/login)');
  if (isSuper(p)) return p.tenant;
  if (p.home.kind === 'PLATFORM') {
    if (!holds(p.permissions, 'platform:tenants:manage'))
      throw forbidden('Missing permission: platform:tenants:manage (to administer a tenant of your platform)');
    return p.tenant;
  }
  const missing = WORKSPACE_PERMISSIONS.filter((perm) => !holds(p.permissions, perm));
  if (missing.length)
    throw forbidden(`Tenant administration needs every workspace permission; missing: ${missing.join(', ')}`);
  return p.tenant;
}

const keyView = (k: ApiKey) => ({
  id: k.id,
  name: k.name,
  key_prefix: k.key_prefix,
  permissions: k.permissions,
  created_at: k.created_at.toISOString(),
  revoked_at: k.revoked_at?.toISOString() ?? null,
});

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === new Set(b).size && new Set([...a, ...b]).size === a.length;

/** The preset a user's permissions are exactly, else `custom` (set by a platform admin, or a super admin's `*`). */
const roleOf = (permissions: readonly string[]) =>
  TENANT_ROLES.find((role) => sameSet([...new Set(permissions)], PRESETS[role])) ?? 'custom';

const userView = (u: User) => ({
  id: u.id,
  email: u.email,
  role: roleOf(u.permissions),
  permissions: u.permissions,
  created_at: u.created_at.toISOString(),
});

const RETENTION = [
  'candidate_pii_retention_days',
  'assessment_retention_days',
  'recording_retention_days',
  'audit_retention_days',
] as const;

const settingsView = (tenantId: string, s: TenantSettings) => ({
  tenant_id: tenantId,
  auto_approve_plans: s.auto_approve_plans ?? false,
  candidate_pii_retention_days: s.candidate_pii_retention_days ?? null,
  assessment_retention_days: s.assessment_retention_days ?? null,
  recording_retention_days: s.recording_retention_days ?? null,
  audit_retention_days: s.audit_retention_days ?? null,
});

/**
 * The tenant's own administration (the console's settings): its API keys, its users from the permission presets, its
 * behaviour settings. Every query names the acting tenant: a tenant admin reaches its own tenant only, a platform
 * admin the tenant it selected with X-Tenant-ID. Every write is audited.
 */
export function registerTenantAdmin(api: ApiRegistry, ds: DataSource): void {
  const common = {
    tag: 'Tenant administration',
    auth: 'user',
    responses: { 403: `${NOT_ADMIN} (X-Tenant-ID selects the tenant)` },
  } as const;
  const keys = ds.getRepository(ApiKeyEntity);
  const users = ds.getRepository(UserEntity);

  api.route(
    {
      ...common,
      method: 'get',
      path: '/api/v2/tenant/api-keys',
      summary: "The tenant's API keys, newest first, revoked ones included (never the key itself)",
      ok: { schema: TenantApiKeyList },
    },
    async (req, res) => {
      const tenant = administeredTenant(req);
      const rows = await keys.find({ where: { tenant_id: tenant.id }, order: { created_at: 'DESC' } });
      res.json({ items: rows.map(keyView) });
    },
  );

  api.route(
    {
      ...common,
      method: 'post',
      path: '/api/v2/tenant/api-keys',
      summary: 'Create an API key for the tenant (at most your own permissions); api_key is shown once',
      body: CreateTenantApiKeyBody,
      ok: { schema: TenantApiKeyIssued },
      responses: { ...common.responses, 201: 'Created; api_key is in this answer only' },
    },
    async (req, res, { body }) => {
      const tenant = administeredTenant(req);
      const p = principalOf(req);
      const { record, plaintext } = await createApiKey(ds, {
        tenantId: tenant.id,
        name: body.name,
        permissions: body.permissions,
        createdBy: p.userId,
        grantor: p.permissions,
      });
      await auditWrite(ds, req, {
        action: 'api_key.create',
        targetTenantId: tenant.id,
        targetId: record.id,
        detail: { permissions: record.permissions },
      });
      res.status(201).json({ ...keyView(record), api_key: plaintext });
    },
  );

  api.route(
    {
      ...common,
      method: 'delete',
      path: '/api/v2/tenant/api-keys/:id',
      summary: 'Revoke an API key of the tenant, at once (revoking a revoked key changes nothing)',
      ok: { schema: TenantApiKey },
      responses: { ...common.responses, 404: 'No such key in this tenant' },
    },
    async (req, res) => {
      const tenant = administeredTenant(req);
      const id = req.params.id as string;
      const key = UUID_PATTERN.test(id) ? await keys.findOneBy({ id, tenant_id: tenant.id }) : null;
      if (!key) throw notFound(`API key ${id} not found in this tenant`);
      if (key.revoked_at) return void res.json(keyView(key));
      const saved = await keys.save({ ...key, revoked_at: new Date() });
      await auditWrite(ds, req, { action: 'api_key.revoke', targetTenantId: tenant.id, targetId: key.id });
      res.json(keyView(saved));
    },
  );

  api.route(
    {
      ...common,
      method: 'get',
      path: '/api/v2/tenant/users',
      summary: "The tenant's users and the preset each holds (recruiter, tenant_admin or custom)",
      ok: { schema: TenantUserList },
    },
    async (req, res) => {
      const tenant = administeredTenant(req);
      const rows = await users.find({ where: { tenant_id: tenant.id }, order: { created_at: 'ASC' } });
      res.json({ items: rows.map(userView) });
    },
  );

  api.route(
    {
      ...common,
      method: 'post',
      path: '/api/v2/tenant/users',
      summary: 'Add a recruiter or a tenant admin; without a password one is generated and answered once',
      body: AddTenantUserBody,
      ok: { schema: TenantUserAdded },
      responses: { ...common.responses, 201: 'Created', 409: 'A user with this e-mail exists' },
    },
    async (req, res, { body }) => {
      const tenant = administeredTenant(req);
      const permissions = [...PRESETS[body.role]];
      const beyond = permissions.filter((perm) => !holds(principalOf(req).permissions, perm as Permission));
      if (beyond.length) throw forbidden(`role: you cannot grant permissions you do not hold: ${beyond.join(', ')}`);
      const password = body.password ?? randomHex(12);
      const user = await createUser(ds, { tenantId: tenant.id, email: body.email, password, permissions });
      await auditWrite(ds, req, {
        action: 'user.create',
        targetTenantId: tenant.id,
        targetId: user.id,
        detail: { role: body.role, permissions: user.permissions },
      });
      res.status(201).json({ ...userView(user), ...(body.password ? {} : { password }) });
    },
  );

  api.route(
    {
      ...common,
      method: 'get',
      path: '/api/v2/tenant/settings',
      summary: "The tenant's behaviour settings: plan auto-approval and retention (null: kept until deleted)",
      ok: { schema: TenantSettingsView },
    },
    async (req, res) => {
      const tenant = administeredTenant(req);
      const [row] = (await ds.query(`SELECT settings FROM tenants WHERE id = $1`, [tenant.id])) as {
        settings: TenantSettings;
      }[];
      res.json(settingsView(tenant.id, row?.settings ?? {}));
    },
  );

  api.route(
    {
      ...common,
      method: 'patch',
      path: '/api/v2/tenant/settings',
      summary: "Change the tenant's settings; only the given ones change, a retention of null removes it",
      body: TenantSettingsBody,
      ok: { schema: TenantSettingsView },
    },
    async (req, res, { body }) => {
      const tenant = administeredTenant(req);
      const set = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null));
      const removed = RETENTION.filter((name) => body[name] === null);
      // One statement: a concurrent change to another setting is not overwritten by a stale copy.
      const [row] = (await ds.query(
        `UPDATE tenants SET settings = (settings || $2::jsonb) - $3::text[] WHERE id = $1 RETURNING settings`,
        [tenant.id, JSON.stringify(set), removed],
      )) as [{ settings: TenantSettings }[], number];
      await auditWrite(ds, req, {
        action: 'tenant.settings_update',
        targetTenantId: tenant.id,
        targetId: tenant.id,
        detail: { settings: body },
      });
      res.json(settingsView(tenant.id, row[0]?.settings ?? {}));
    },
  );
}
