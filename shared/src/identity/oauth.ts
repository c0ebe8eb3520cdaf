import type { DataSource } from 'typeorm';
import type { Db } from '../db/data-source.js';

/**
 * The revocation list of OAuth access tokens (JWTs cannot be recalled, so their jti is checked): a token revoked at
 * /oauth/revoke, by a withdrawn consent or by a revoked grant stops working at the gateway at once.
 */
export async function isAccessTokenRevoked(ds: DataSource, jti: unknown): Promise<boolean> {
  if (typeof jti !== 'string') return true;
  const rows = (await ds.query(`SELECT 1 FROM oauth_access_tokens WHERE jti = $1 AND revoked_at IS NOT NULL`, [
    jti,
  ])) as unknown[];
  return rows.length > 0;
}

/** Revokes a whole grant: its codes and refresh tokens are deleted, its JWT access tokens go on the revocation list. */
export async function revokeOAuthGrant(db: Db, grantId: string): Promise<void> {
  await db.query(`DELETE FROM oidc_payloads WHERE grant_id = $1`, [grantId]);
  await db.query(`UPDATE oauth_access_tokens SET revoked_at = now() WHERE grant_id = $1 AND revoked_at IS NULL`, [
    grantId,
  ]);
}

/*
 * Dynamic OAuth clients (issue 35, docs/mcp.md): clients of the MCP endpoint that registered themselves, through
 * Dynamic Client Registration (RFC 7591) or a Client ID Metadata Document. This module owns their two tables
 * (migration 1796100000000-dynamic-oauth-clients).
 */

export type DynamicClientKind = 'registration' | 'metadata_document';

export interface DynamicClient {
  /** The row's own id: what the tenant administration API names (a client_id may be a long URL). */
  id: string;
  client_id: string;
  kind: DynamicClientKind;
  name: string;
  /** The client metadata as the authorization server holds it (no secret: these clients are public). */
  metadata: Record<string, unknown>;
  created_at: Date;
  last_authorized_at: Date | null;
}

/** The client_id prefix of a client registered through RFC 7591 (a registered client's id is a UUID). */
export const DCR_CLIENT_ID_PREFIX = 'dyn_';
/** The longest client_id accepted for a metadata document URL. */
export const MAX_CLIENT_ID_URL = 2048;

/** A self-registered client: an RFC 7591 registration or an https client_id (a Client ID Metadata Document). */
export const isDynamicClientId = (clientId: string) =>
  clientId.startsWith(DCR_CLIENT_ID_PREFIX) || clientId.startsWith('https://');

/** A name as shown on the consent screen and to admins: the client's own, bounded, or a neutral one. */
const nameOf = (name: unknown) =>
  typeof name === 'string' && name.trim() ? name.trim().slice(0, 200) : 'Unnamed application';

/**
 * Stores an RFC 7591 registration. Registrations never authorized within a day are dropped meanwhile, so open
 * registration cannot fill the table.
 */
export async function saveRegisteredClient(db: Db, clientId: string, metadata: Record<string, unknown>) {
  await db.query(
    `DELETE FROM oauth_dynamic_clients
     WHERE kind = 'registration' AND last_authorized_at IS NULL AND created_at < now() - interval '1 day'`,
  );
  await db.query(
    `INSERT INTO oauth_dynamic_clients (client_id, kind, name, metadata) VALUES ($1, 'registration', $2, $3)
     ON CONFLICT (client_id) DO UPDATE SET name = EXCLUDED.name, metadata = EXCLUDED.metadata`,
    [clientId, nameOf(metadata.client_name), JSON.stringify(metadata)],
  );
}

/** Records (or refreshes) a client known by its metadata document, once the document has been fetched and checked. */
export async function saveMetadataDocumentClient(db: Db, clientId: string, metadata: Record<string, unknown>) {
  if (clientId.length > MAX_CLIENT_ID_URL) return;
  await db.query(
    `INSERT INTO oauth_dynamic_clients (client_id, kind, name, metadata) VALUES ($1, 'metadata_document', $2, $3)
     ON CONFLICT (client_id) DO UPDATE SET name = EXCLUDED.name, metadata = EXCLUDED.metadata`,
    [clientId, nameOf(metadata.client_name), JSON.stringify(metadata)],
  );
}

export async function findDynamicClient(db: Db, clientId: unknown): Promise<DynamicClient | null> {
  if (typeof clientId !== 'string' || !isDynamicClientId(clientId) || clientId.length > MAX_CLIENT_ID_URL) return null;
  const rows = (await db.query(
    `SELECT id, client_id, kind, name, metadata, created_at, last_authorized_at
     FROM oauth_dynamic_clients WHERE client_id = $1`,
    [clientId],
  )) as DynamicClient[];
  return rows[0] ?? null;
}

/** A user allowed the client: it is in use (and no longer a candidate for the unused-registration sweep). */
export async function markDynamicClientAuthorized(db: Db, clientId: string): Promise<void> {
  await db.query(`UPDATE oauth_dynamic_clients SET last_authorized_at = now() WHERE client_id = $1`, [clientId]);
}

/** Whether the tenant's admins revoked this self-registered client for the tenant. */
export async function dynamicClientRevoked(db: Db, tenantId: string, clientId: string): Promise<boolean> {
  const rows = (await db.query(
    `SELECT 1 FROM oauth_dynamic_client_revocations WHERE tenant_id = $1 AND client_id = $2`,
    [tenantId, clientId],
  )) as unknown[];
  return rows.length > 0;
}

export interface TenantDynamicClient {
  id: string;
  client_id: string;
  kind: DynamicClientKind;
  name: string;
  redirect_uris: string[];
  /** Users of the tenant who currently allow it. */
  users: number;
  /** The union of the scopes those users allowed. */
  scopes: string[];
  created_at: Date;
  last_authorized_at: Date | null;
  revoked_at: Date | null;
}

/**
 * The self-registered clients a tenant's users have allowed, or its admins revoked: what the tenant administration
 * lists. Only the tenant's own consents are counted.
 */
export async function listTenantDynamicClients(db: Db, tenantId: string): Promise<TenantDynamicClient[]> {
  const rows = (await db.query(
    `WITH allowed AS (
       SELECT c.client_id, count(*)::int AS users,
              string_agg(array_to_string(c.scopes, ' '), ' ') AS joined
       FROM oauth_consents c JOIN users u ON u.id = c.user_id AND u.tenant_id = $1
       GROUP BY c.client_id
     )
     SELECT d.id, d.client_id, d.kind, d.name, d.metadata, d.created_at, d.last_authorized_at, r.revoked_at,
            COALESCE(a.users, 0) AS users, COALESCE(a.joined, '') AS joined
     FROM oauth_dynamic_clients d
     LEFT JOIN allowed a ON a.client_id = d.client_id
     LEFT JOIN oauth_dynamic_client_revocations r ON r.client_id = d.client_id AND r.tenant_id = $1
     WHERE d.client_id IN (SELECT client_id FROM allowed
                           UNION SELECT client_id FROM oauth_dynamic_client_revocations WHERE tenant_id = $1)
     ORDER BY d.created_at`,
    [tenantId],
  )) as (Omit<TenantDynamicClient, 'redirect_uris' | 'scopes'> & {
    metadata: Record<string, unknown>;
    joined: string;
  })[];
  return rows.map(({ metadata, joined, ...r }) => ({
    ...r,
    scopes: [...new Set(joined.split(' ').filter(Boolean))].sort(),
    redirect_uris: Array.isArray(metadata.redirect_uris) ? (metadata.redirect_uris as string[]) : [],
  }));
}

/**
 * Revokes a self-registered client for one tenant: every grant its users gave it (codes and refresh tokens deleted,
 * access tokens on the revocation list), their consents, and any further authorization in the tenant (refused at the
 * consent screen and at the token endpoint). Other tenants' users keep theirs. Null when the tenant knows no such
 * client (`id` is the listing's row id).
 */
export async function revokeDynamicClientForTenant(
  ds: DataSource,
  tenantId: string,
  id: string,
  revokedBy: string | null,
): Promise<{ client_id: string; grants: number } | null> {
  return ds.transaction(async (m) => {
    const [client] = (await m.query(`SELECT client_id FROM oauth_dynamic_clients WHERE id = $1`, [id])) as {
      client_id: string;
    }[];
    if (!client) return null;
    const known = (await m.query(
      `SELECT 1 FROM oauth_consents c JOIN users u ON u.id = c.user_id AND u.tenant_id = $1 WHERE c.client_id = $2
       UNION ALL SELECT 1 FROM oauth_dynamic_client_revocations WHERE tenant_id = $1 AND client_id = $2
       UNION ALL SELECT 1 FROM oauth_access_tokens WHERE tenant_id = $1 AND client_id = $2 LIMIT 1`,
      [tenantId, client.client_id],
    )) as unknown[];
    if (!known.length) return null;
    await m.query(
      `INSERT INTO oauth_dynamic_client_revocations (tenant_id, client_id, revoked_by) VALUES ($1, $2, $3)
       ON CONFLICT (tenant_id, client_id) DO NOTHING`,
      [tenantId, client.client_id, revokedBy],
    );
    const grants = (await m.query(
      `SELECT p.id FROM oidc_payloads p JOIN users u ON u.id::text = p.payload->>'accountId' AND u.tenant_id = $1
       WHERE p.kind = 'Grant' AND p.payload->>'clientId' = $2`,
      [tenantId, client.client_id],
    )) as { id: string }[];
    for (const g of grants) await revokeOAuthGrant(m, g.id);
    await m.query(
      `DELETE FROM oauth_consents c USING users u WHERE u.id = c.user_id AND u.tenant_id = $1 AND c.client_id = $2`,
      [tenantId, client.client_id],
    );
    await m.query(
      `UPDATE oauth_access_tokens SET revoked_at = now() WHERE tenant_id = $1 AND client_id = $2 AND revoked_at IS NULL`,
      [tenantId, client.client_id],
    );
    return { client_id: client.client_id, grants: grants.length };
  });
}
