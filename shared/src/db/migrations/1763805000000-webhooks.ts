import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Webhooks1763805000000 implements MigrationInterface {
  name = 'Webhooks1763805000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      -- One webhook config per tenant (a platform tenant's row is the platform config). The secret is encrypted.
      CREATE TABLE webhook_configs (
        tenant_id uuid PRIMARY KEY REFERENCES tenants(id),
        callback_url text NOT NULL,
        secret_enc text NOT NULL,
        secret_hint text NOT NULL,
        events text[] NOT NULL DEFAULT '{}',
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      -- One delivery per event that had a destination: what was sent (the envelope) and how it went.
      CREATE TABLE webhook_deliveries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        event_id uuid NOT NULL UNIQUE,
        tenant_id uuid NOT NULL REFERENCES tenants(id),
        run_id text REFERENCES runs(run_id),
        event text NOT NULL,
        envelope jsonb NOT NULL,
        source text NOT NULL,
        callback_url text NOT NULL,
        status text NOT NULL,
        reason text,
        test boolean NOT NULL DEFAULT false,
        attempt_count integer NOT NULL DEFAULT 0,
        last_attempt_at timestamptz,
        next_attempt_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX webhook_deliveries_tenant_idx ON webhook_deliveries (tenant_id, created_at DESC);
      CREATE INDEX webhook_deliveries_run_idx ON webhook_deliveries (run_id);

      -- Every HTTP attempt of a delivery.
      CREATE TABLE webhook_attempts (
        id bigserial PRIMARY KEY,
        delivery_id uuid NOT NULL REFERENCES webhook_deliveries(id),
        attempt integer NOT NULL,
        trigger text NOT NULL,
        attempted_at timestamptz NOT NULL,
        callback_url text NOT NULL,
        webhook_timestamp bigint NOT NULL,
        success boolean NOT NULL,
        status_code integer,
        duration_ms integer NOT NULL,
        error text,
        response_excerpt text
      );
      CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, attempt);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE webhook_attempts, webhook_deliveries, webhook_configs`);
  }
}
