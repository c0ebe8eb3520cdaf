import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import {
  OAuthClientEntity,
  OAuthClientView,
  WORKSPACE_PERMISSIONS,
  badRequest,
  findTenant,
  platformOf,
  randomHex,
  sha256Hex,
  type OAuthClient,
} from '@irs/shared';
import { isSuper, principalOf } from '../auth/guards.js';
import { adminTarget } from '../auth/tenant-scope.js';
import { auditWrite } from '../audit.js';
import type { ApiRegistry } from './registry.js';

/** Client secrets: this prefix and 64 hex characters; stored as SHA-256, shown once. */
const SECRET_PREFIX = 'irs_cs_';

const isLoopback = (host: string) => ['127.0.0.1', '[::1]', 'localhost'].includes(host);

const RedirectUri = z
  .string()
  .max(2000)
  .refine((v) => {
    const url = URL.parse(v);
    if (!url || url.hash || v.includes('*')) return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname));
  }, 'must be an absolute https URL (http only on a loopback host), without fragment or wildcard');

export const CreateOAuthClientBody = z
  .strictObject({
    name: z.string().trim().min(1).max(200),
    tenant_id: z.uuid().optional(),
    audience: z.enum(['TENANT', 'PLATFORM']),
    client_type: z.enum(['confidential', 'public']),
    redirect_uris: z.array(RedirectUri).max(10).default([]),
    scopes: z.array(z.enum(WORKSPACE_PERMISSIONS)).min(1),
  })
  .meta({
    examples: [
      {
        name: 'Acme ATS connector',
        audience: 'TENANT',
        client_type: 'confidential',
        scopes: ['interview:create', 'interview:read'],
      },
    ],
  });

const view = (c: OAuthClient) => ({
  client_id: c.client_id,
  name: c.name,
  tenant_id: c.tenant_id,
  audience: c.audience,
  client_type: c.client_type,
  redirect_uris: c.redirect_uris,
  scopes: c.scopes,
  created_at: c.created_at.toISOString(),
});

/**
 * OAuth client registration (docs/spec.md "OAuth client", docs/design.md §4). The audience is fixed at creation: TENANT
 * clients belong to a customer tenant and only its users may authorize them; PLATFORM clients belong to a platform
 * tenant. The secret of a confidential client is in the create response only; public clients get none.
 */
export function registerOAuthClients(api: ApiRegistry, ds: DataSource): void {
  const common = {
    tag: 'Administration',
    auth: 'credential' as const,
    permissions: ['platform:oauth-clients:manage' as const],
  };
  const repo = ds.getRepository(OAuthClientEntity);

  api.route(
    {
      ...common,
      method: 'post',
      path: '/api/v2/admin/oauth-clients',
      summary: 'Register an OAuth client (client_secret is shown once; public clients get none)',
      ok: { schema: OAuthClientView },
      body: CreateOAuthClientBody,
      responses: { 201: 'Created' },
    },
    async (req, res, { body }) => {
      const p = principalOf(req);
      const target = await adminTarget(ds, p, body.tenant_id ?? p.home.id);
      if (body.audience === 'PLATFORM' && target.kind !== 'PLATFORM')
        throw badRequest('audience: a PLATFORM client belongs to a platform tenant (tenant_id)');
      if (body.audience === 'TENANT' && target.kind !== 'CUSTOMER')
        throw badRequest('audience: a TENANT client belongs to a customer tenant (tenant_id)');
      if (body.client_type === 'public' && !body.redirect_uris.length)
        throw badRequest('redirect_uris: a public client needs at least one (it can only use authorization_code)');
      const secret = body.client_type === 'confidential' ? `${SECRET_PREFIX}${randomHex(32)}` : null;
      const saved = await repo.save(
        repo.create({
          client_id: randomUUID(),
          name: body.name,
          tenant_id: target.id,
          audience: body.audience,
          client_type: body.client_type,
          redirect_uris: [...new Set(body.redirect_uris)],
          scopes: [...new Set(body.scopes)],
          secret_hash: secret ? sha256Hex(secret) : null,
          created_by: p.userId,
        }),
      );
      await auditWrite(ds, req, {
        action: 'oauth_client.create',
        targetTenantId: target.id,
        targetId: saved.client_id,
        detail: { audience: saved.audience, client_type: saved.client_type, scopes: saved.scopes },
      });
      const { client_id, ...rest } = view(saved);
      res.status(201).json({ client_id, ...(secret ? { client_secret: secret } : {}), ...rest });
    },
  );

  api.route(
    {
      ...common,
      method: 'get',
      path: '/api/v2/admin/oauth-clients',
      summary: 'OAuth clients of your platform and its customer tenants (never a secret)',
      ok: { schema: z.array(OAuthClientView) },
    },
    async (req, res) => {
      const p = principalOf(req);
      if (isSuper(p)) return void res.json((await repo.find({ order: { created_at: 'ASC' } })).map(view));
      const home = await findTenant(ds, p.home.id);
      if (home?.kind !== 'PLATFORM') return void res.json([]);
      const rows = (await ds.query(
        `SELECT c.client_id FROM oauth_clients c JOIN tenants t ON t.id = c.tenant_id
         WHERE t.id = $1 OR t.parent_platform_id = $1 ORDER BY c.created_at`,
        [platformOf(home)],
      )) as { client_id: string }[];
      const clients = rows.length ? await repo.findBy(rows.map((r) => ({ client_id: r.client_id }))) : [];
      res.json(clients.map(view));
    },
  );
}
