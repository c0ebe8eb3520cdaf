import type { DataSource } from 'typeorm';
import { z } from 'zod';
import {
  EXAMPLE,
  UUID_PATTERN,
  listTenantDynamicClients,
  notFound,
  revokeDynamicClientForTenant,
  type TenantDynamicClient,
} from '@irs/shared';
import { principalOf } from '../auth/guards.js';
import { auditWrite } from '../audit.js';
import { administeredTenant } from '../rest/tenant-admin.js';
import type { ApiRegistry } from '../rest/registry.js';

const Instant = z.iso.datetime();

const exampleClient = {
  id: EXAMPLE.keyId,
  client_id: 'https://agent.example.com/oauth/client.json',
  kind: 'metadata_document',
  name: 'Example agent',
  redirect_uris: ['https://agent.example.com/callback'],
  users: 2,
  scopes: ['interview:read'],
  created_at: EXAMPLE.time,
  last_authorized_at: EXAMPLE.later,
  revoked_at: null,
};

export const DynamicClientView = z
  .object({
    id: z.uuid(),
    client_id: z.string(),
    /** `registration` (RFC 7591) or `metadata_document` (the client_id is the URL of its metadata document). */
    kind: z.enum(['registration', 'metadata_document']),
    /** The client's own name for itself (self-asserted). */
    name: z.string(),
    redirect_uris: z.array(z.string()),
    /** Users of this tenant who currently allow it, and the union of the scopes they allowed. */
    users: z.number().int(),
    scopes: z.array(z.string()),
    created_at: Instant,
    last_authorized_at: Instant.nullable(),
    /** Set once this tenant's admins revoked it: no user of the tenant can allow it again. */
    revoked_at: Instant.nullable(),
  })
  .meta({ examples: [exampleClient] });

const DynamicClientList = z
  .object({ items: z.array(DynamicClientView) })
  .meta({ examples: [{ items: [exampleClient] }] });

const view = (c: TenantDynamicClient): z.infer<typeof DynamicClientView> => ({
  id: c.id,
  client_id: c.client_id,
  kind: c.kind,
  name: c.name,
  redirect_uris: c.redirect_uris,
  users: c.users,
  scopes: c.scopes,
  created_at: c.created_at.toISOString(),
  last_authorized_at: c.last_authorized_at?.toISOString() ?? null,
  revoked_at: c.revoked_at?.toISOString() ?? null,
});

/**
 * The tenant administration of self-registered OAuth clients (the MCP endpoint's, docs/mcp.md): they belong to no
 * tenant, so a tenant's admins see those its users allowed, and revoke one for the tenant: every grant and token its
 * users gave it ends at once, and no user of the tenant can allow it again. Same administrators as the rest of
 * /api/v2/tenant (services/gateway/src/rest/tenant-admin.ts).
 */
export function registerMcpClientAdmin(api: ApiRegistry, ds: DataSource): void {
  const common = {
    tag: 'Tenant administration',
    auth: 'user',
    responses: { 403: 'Not an administrator of this tenant (X-Tenant-ID selects the tenant)' },
  } as const;

  api.route(
    {
      ...common,
      method: 'get',
      path: '/api/v2/tenant/mcp-clients',
      summary: "Self-registered clients (AI agents on /mcp) the tenant's users allowed, or its admins revoked",
      ok: { schema: DynamicClientList },
    },
    async (req, res) => {
      const tenant = administeredTenant(req);
      res.json({ items: (await listTenantDynamicClients(ds, tenant.id)).map(view) });
    },
  );

  api.route(
    {
      ...common,
      method: 'delete',
      path: '/api/v2/tenant/mcp-clients/:id',
      summary: "Revoke a self-registered client for the tenant: its users' grants and tokens end, no new consent",
      ok: { schema: DynamicClientView },
      responses: { ...common.responses, 404: 'No such client in this tenant' },
    },
    async (req, res) => {
      const tenant = administeredTenant(req);
      const id = req.params.id as string;
      const revoked = UUID_PATTERN.test(id)
        ? await revokeDynamicClientForTenant(ds, tenant.id, id, principalOf(req).userId)
        : null;
      if (!revoked) throw notFound(`client ${id} not found in this tenant`);
      await auditWrite(ds, req, {
        action: 'oauth_client.dynamic_revoke',
        targetTenantId: tenant.id,
        targetId: revoked.client_id,
        detail: { grants_revoked: revoked.grants },
      });
      const after = (await listTenantDynamicClients(ds, tenant.id)).find((c) => c.id === id);
      res.json(view(after!));
    },
  );
}
