import type { DataSource } from 'typeorm';
import { OAuthClientEntity, findTenant, revokeOAuthGrant, type OAuthClient } from '@irs/shared';

/** Table names of the OAuth storage (migration 1763810000000-oauth). */
const PAYLOADS = 'oidc_payloads';

export async function findOAuthClient(ds: DataSource, clientId: unknown): Promise<OAuthClient | null> {
  if (typeof clientId !== 'string' || !clientId || clientId.length > 200) return null;
  return ds.getRepository(OAuthClientEntity).findOneBy({ client_id: clientId });
}

export async function clientTenant(ds: DataSource, client: OAuthClient) {
  return findTenant(ds, client.tenant_id);
}

/** Revokes a whole grant: its codes and refresh tokens are deleted, its JWT access tokens go on the revocation list. */
export async function revokeGrant(ds: DataSource, grantId: string): Promise<void> {
  await revokeOAuthGrant(ds, grantId);
}

/** The grant ids a user gave a client (one per completed authorization). */
export async function grantsOf(ds: DataSource, userId: string, clientId: string): Promise<string[]> {
  const rows = (await ds.query(
    `SELECT id FROM ${PAYLOADS} WHERE kind = 'Grant' AND payload->>'accountId' = $1 AND payload->>'clientId' = $2`,
    [userId, clientId],
  )) as { id: string }[];
  return rows.map((r) => r.id);
}

/** Records an issued JWT access token (jti ledger = revocation list). */
export async function recordAccessToken(
  ds: DataSource,
  t: { jti: string; clientId: string; sub: string; tenantId: string; grantId: string | null; ttlSeconds: number },
): Promise<void> {
  await ds.query(
    `INSERT INTO oauth_access_tokens (jti, client_id, sub, tenant_id, grant_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6)) ON CONFLICT (jti) DO NOTHING`,
    [t.jti, t.clientId, t.sub, t.tenantId, t.grantId, t.ttlSeconds],
  );
}

/** Puts one access token on the revocation list (also one that was never recorded, e.g. issued before a restore). */
export async function revokeAccessToken(
  ds: DataSource,
  t: { jti: string; clientId: string; sub: string; tenantId: string; exp: number },
): Promise<void> {
  await ds.query(
    `INSERT INTO oauth_access_tokens (jti, client_id, sub, tenant_id, grant_id, expires_at, revoked_at)
     VALUES ($1, $2, $3, $4, NULL, to_timestamp($5), now())
     ON CONFLICT (jti) DO UPDATE SET revoked_at = COALESCE(oauth_access_tokens.revoked_at, now())`,
    [t.jti, t.clientId, t.sub, t.tenantId, t.exp],
  );
}

/** Withdraws everything a user gave a client: the consent, every grant, every access token. */
export async function revokeUserClient(ds: DataSource, userId: string, clientId: string): Promise<boolean> {
  const grants = await grantsOf(ds, userId, clientId);
  for (const grantId of grants) await revokeGrant(ds, grantId);
  const consent = (await ds.query(`DELETE FROM oauth_consents WHERE user_id = $1 AND client_id = $2 RETURNING 1`, [
    userId,
    clientId,
  ])) as unknown;
  await ds.query(
    `UPDATE oauth_access_tokens SET revoked_at = now() WHERE sub = $1 AND client_id = $2 AND revoked_at IS NULL`,
    [userId, clientId],
  );
  const deleted = Array.isArray(consent) && Array.isArray(consent[0]) ? consent[0].length : 0;
  return deleted > 0 || grants.length > 0;
}
