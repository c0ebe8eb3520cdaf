import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * OAuth authorization server: registered clients, consents, the storage of oidc-provider (codes, refresh tokens,
 * grants, interactions, sessions) and the ledger of issued JWT access tokens, which doubles as the revocation list
 * the gateway checks.
 */
export class OAuth1763810000000 implements MigrationInterface {
  name = 'OAuth1763810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE oauth_clients (
        client_id text PRIMARY KEY,
        name text NOT NULL,
        tenant_id uuid NOT NULL REFERENCES tenants(id),
        audience text NOT NULL CHECK (audience IN ('TENANT', 'PLATFORM')),
        client_type text NOT NULL CHECK (client_type IN ('confidential', 'public')),
        redirect_uris text[] NOT NULL DEFAULT '{}',
        scopes text[] NOT NULL DEFAULT '{}',
        secret_hash text,
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((client_type = 'confidential') = (secret_hash IS NOT NULL))
      );
      CREATE INDEX oauth_clients_tenant_idx ON oauth_clients (tenant_id);
      CREATE TABLE oauth_consents (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        client_id text NOT NULL REFERENCES oauth_clients(client_id) ON DELETE CASCADE,
        scopes text[] NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, client_id)
      );
      CREATE TABLE oidc_payloads (
        kind text NOT NULL,
        id text NOT NULL,
        payload jsonb NOT NULL,
        grant_id text,
        uid text,
        user_code text,
        expires_at timestamptz,
        consumed_at timestamptz,
        PRIMARY KEY (kind, id)
      );
      CREATE INDEX oidc_payloads_grant_idx ON oidc_payloads (grant_id);
      CREATE INDEX oidc_payloads_uid_idx ON oidc_payloads (uid);
      CREATE INDEX oidc_payloads_expires_idx ON oidc_payloads (expires_at);
      CREATE TABLE oauth_access_tokens (
        jti text PRIMARY KEY,
        client_id text NOT NULL,
        sub text NOT NULL,
        tenant_id uuid NOT NULL,
        grant_id text,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      );
      CREATE INDEX oauth_access_tokens_grant_idx ON oauth_access_tokens (grant_id);
      CREATE INDEX oauth_access_tokens_sub_client_idx ON oauth_access_tokens (sub, client_id);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE oauth_access_tokens, oidc_payloads, oauth_consents, oauth_clients`);
  }
}
