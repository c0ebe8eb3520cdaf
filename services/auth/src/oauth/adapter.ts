import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import { DCR_CLIENT_ID_PREFIX, findDynamicClient, saveRegisteredClient, type OAuthClient } from '@irs/shared';
import { findOAuthClient, revokeGrant } from './store.js';

/** Client metadata as oidc-provider reads it: the secret is its SHA-256 (see `compareClientSecret` in provider.ts). */
export function clientMetadata(c: OAuthClient): AdapterPayload {
  const confidential = c.client_type === 'confidential';
  const interactive = c.redirect_uris.length > 0;
  return {
    client_id: c.client_id,
    client_name: c.name,
    ...(confidential ? { client_secret: c.secret_hash ?? undefined } : {}),
    token_endpoint_auth_method: confidential ? 'client_secret_basic' : 'none',
    redirect_uris: c.redirect_uris,
    response_types: interactive ? ['code'] : [],
    grant_types: [
      ...(interactive ? ['authorization_code', 'refresh_token'] : []),
      ...(confidential ? ['client_credentials'] : []),
    ],
  };
}

/**
 * oidc-provider storage in PostgreSQL: one row per model instance (codes, refresh tokens, grants, interactions,
 * sessions) keyed by (kind, id). Clients are read from the `oauth_clients` registry. `consume` is a single
 * conditional UPDATE, so a code or refresh token is consumed exactly once even when two requests race.
 */
/**
 * Models whose id is itself the bearer secret: stored under its SHA-256 (and without the `jti` copy in the payload),
 * so the table never holds a usable refresh token or code. Rows written before this kept their plaintext id and
 * are still found (`keys`).
 */
const SECRET_IDS = new Set(['RefreshToken', 'AuthorizationCode']);
const sha256 = (id: string) => `sha256:${createHash('sha256').update(id).digest('hex')}`;

export class PostgresAdapter implements Adapter {
  constructor(
    private readonly kind: string,
    private readonly ds: DataSource,
  ) {}

  private get hashed(): boolean {
    return SECRET_IDS.has(this.kind);
  }

  /** The ids a row of this model may be stored under. */
  private keys(id: string): string[] {
    return this.hashed ? [sha256(id), id] : [id];
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    if (this.kind === 'Client') {
      // Only oidc-provider's own registration endpoint stores a client (RFC 7591, dynamic-clients.ts); admins register
      // theirs through POST /api/v2/admin/oauth-clients.
      if (!id.startsWith(DCR_CLIENT_ID_PREFIX)) throw new Error('clients are registered through the admin API');
      return saveRegisteredClient(this.ds, id, payload);
    }
    if (this.hashed) {
      await this.ds.query(`DELETE FROM oidc_payloads WHERE kind = $1 AND id = $2`, [this.kind, id]);
      payload = { ...payload };
      delete payload.jti;
    }
    const grantId = this.kind === 'Grant' ? id : (payload.grantId ?? null);
    await this.ds.query(
      `INSERT INTO oidc_payloads (kind, id, payload, grant_id, uid, user_code, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::int IS NULL THEN NULL ELSE now() + make_interval(secs => $7::int) END)
       ON CONFLICT (kind, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
         uid = EXCLUDED.uid, user_code = EXCLUDED.user_code, expires_at = EXCLUDED.expires_at`,
      [
        this.kind,
        this.keys(id)[0],
        JSON.stringify(payload),
        grantId,
        payload.uid ?? null,
        payload.userCode ?? null,
        expiresIn ? Math.ceil(expiresIn) : null,
      ],
    );
  }

  private async findWhere(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
    const rows = (await this.ds.query(
      `SELECT payload, consumed_at FROM oidc_payloads
       WHERE kind = $1 AND ${column} = ANY($2) AND (expires_at IS NULL OR expires_at > now())`,
      [this.kind, column === 'id' ? this.keys(value) : [value]],
    )) as { payload: AdapterPayload; consumed_at: Date | null }[];
    const row = rows[0];
    if (!row) return undefined;
    const jti = column === 'id' && this.hashed ? { jti: value } : {};
    return { ...row.payload, ...jti, ...(row.consumed_at ? { consumed: true } : {}) };
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    if (this.kind === 'Client') {
      // A self-registered client's stored registration. A metadata document client (an https client_id) is never
      // answered from here: oidc-provider fetches its document and caches it for as long as the document allows.
      if (id.startsWith(DCR_CLIENT_ID_PREFIX)) {
        const dynamic = await findDynamicClient(this.ds, id);
        return dynamic?.kind === 'registration' ? (dynamic.metadata as AdapterPayload) : undefined;
      }
      const client = await findOAuthClient(this.ds, id);
      return client ? clientMetadata(client) : undefined;
    }
    return this.findWhere('id', id);
  }

  findByUid(uid: string) {
    return this.findWhere('uid', uid);
  }

  findByUserCode(userCode: string) {
    return this.findWhere('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    const rows = (await this.ds.query(
      `WITH c AS (UPDATE oidc_payloads SET consumed_at = now()
                  WHERE kind = $1 AND id = ANY($2) AND consumed_at IS NULL RETURNING id)
       SELECT id FROM c`,
      [this.kind, this.keys(id)],
    )) as unknown[];
    // Lost a race against a concurrent redemption of the same code or refresh token.
    if (rows.length !== 1) throw new errors.InvalidGrant('grant already consumed');
  }

  async destroy(id: string): Promise<void> {
    await this.ds.query(`DELETE FROM oidc_payloads WHERE kind = $1 AND id = ANY($2)`, [this.kind, this.keys(id)]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await revokeGrant(this.ds, grantId);
  }
}
