import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Identity1763780000000 implements MigrationInterface {
  name = 'Identity1763780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tenants (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('PLATFORM', 'CUSTOMER')),
        parent_platform_id uuid REFERENCES tenants(id),
        features jsonb NOT NULL DEFAULT '{"integration_api": true, "oauth": true, "webhooks": true}',
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((kind = 'CUSTOMER') = (parent_platform_id IS NOT NULL))
      );
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tenant_id uuid NOT NULL REFERENCES tenants(id),
        email text NOT NULL,
        password_hash text NOT NULL,
        permissions text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX users_email_key ON users (lower(email));
      CREATE INDEX users_tenant_idx ON users (tenant_id);
      CREATE TABLE api_keys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tenant_id uuid NOT NULL REFERENCES tenants(id),
        name text NOT NULL,
        key_prefix text NOT NULL,
        key_hash text NOT NULL UNIQUE,
        permissions text[] NOT NULL DEFAULT '{}',
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      );
      CREATE INDEX api_keys_tenant_idx ON api_keys (tenant_id);
      CREATE TABLE signing_keys (
        kid text PRIMARY KEY,
        public_jwk jsonb NOT NULL,
        private_jwk_enc text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        retired_at timestamptz
      );
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor_type text NOT NULL,
        actor_id text,
        acting_tenant_id uuid,
        target_tenant_id uuid,
        action text NOT NULL,
        target_id text,
        request_id text,
        detail jsonb NOT NULL DEFAULT '{}'
      );
      CREATE INDEX audit_log_target_tenant_idx ON audit_log (target_tenant_id, at);
      CREATE RULE audit_log_no_update AS ON UPDATE TO audit_log DO INSTEAD NOTHING;
      CREATE RULE audit_log_no_delete AS ON DELETE TO audit_log DO INSTEAD NOTHING;
      CREATE TABLE rate_limit_hits (
        bucket text NOT NULL,
        window_start timestamptz NOT NULL,
        hits integer NOT NULL,
        PRIMARY KEY (bucket, window_start)
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rate_limit_hits, audit_log, signing_keys, api_keys, users, tenants`);
  }
}
