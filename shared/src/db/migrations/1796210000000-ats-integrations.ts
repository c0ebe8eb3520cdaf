import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ATS adapters (issue 36, docs/integrations/): Greenhouse and Ashby call us as an assessment partner.
 * - `ats_settings`: per tenant, which adapters are on, the outbound credentials (AES-256-GCM under ENCRYPTION_KEY,
 *   shown only by a hint) and Ashby's API base URL.
 * - `ats_runs`: the runs an ATS started, with what the ATS needs back: the application, the test (template), the
 *   Greenhouse completion `url` and the key Greenhouse used (encrypted: the callback's default credential). A repeated
 *   Greenhouse send_test for one key, test and application finds its run here; `invited_at` once the candidate's
 *   invitation was mailed (a repeat after a failed mail sends it).
 * - `ats_errors`: what Greenhouse reports through response_error, for the tenant's admins.
 * Outbound calls are rows of `webhook_deliveries` with `source` greenhouse or ashby: the delivery log and its attempts.
 * Owner module: shared/src/db/ats.ts.
 */
export class AtsIntegrations1796210000000 implements MigrationInterface {
  name = 'AtsIntegrations1796210000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ats_settings (
        tenant_id uuid PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
        greenhouse_enabled boolean NOT NULL DEFAULT false,
        greenhouse_credential_enc text,
        greenhouse_credential_hint text,
        ashby_enabled boolean NOT NULL DEFAULT false,
        ashby_api_key_enc text,
        ashby_api_key_hint text,
        ashby_base_url text CHECK (length(ashby_base_url) <= 2048),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE ats_runs (
        run_id text PRIMARY KEY REFERENCES runs(run_id) ON DELETE CASCADE,
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        ats text NOT NULL CHECK (ats IN ('greenhouse', 'ashby')),
        api_key_id uuid NOT NULL,
        test_id uuid NOT NULL,
        application_id text NOT NULL CHECK (length(application_id) <= 200),
        callback_url text CHECK (length(callback_url) <= 2048),
        credential_enc text,
        invited_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX ats_runs_greenhouse_idx ON ats_runs (tenant_id, api_key_id, test_id, application_id)
        WHERE ats = 'greenhouse';
      CREATE INDEX ats_runs_application_idx ON ats_runs (tenant_id, ats, application_id);
      CREATE TABLE ats_errors (
        id bigserial PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        ats text NOT NULL,
        run_id text,
        report jsonb NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX ats_errors_tenant_idx ON ats_errors (tenant_id, received_at DESC);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ats_errors, ats_runs, ats_settings`);
  }
}
