import type { DataSource } from 'typeorm';

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
