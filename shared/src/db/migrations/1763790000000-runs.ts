import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Runs1763790000000 implements MigrationInterface {
  name = 'Runs1763790000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE tenants ADD COLUMN settings jsonb NOT NULL DEFAULT '{}';

      -- The read model of every run, and the only place its personal data lives (Temporal carries ids only).
      CREATE TABLE runs (
        run_id text PRIMARY KEY,
        interview_id uuid NOT NULL UNIQUE,
        tenant_id uuid NOT NULL REFERENCES tenants(id),
        external_id text NOT NULL,
        state text NOT NULL,
        awaiting_human boolean NOT NULL DEFAULT false,
        version integer NOT NULL DEFAULT 0,
        position text NOT NULL,
        level text NOT NULL,
        request jsonb NOT NULL,
        candidate_ref text,
        candidate_name text,
        candidate_email text,
        candidate_resume text,
        candidate_profile_url text,
        callback_url text,
        missing_fields jsonb,
        info jsonb NOT NULL DEFAULT '{}',
        revisions jsonb NOT NULL DEFAULT '[]',
        plan jsonb,
        plan_id uuid,
        coverage_summary jsonb,
        overall_coverage text,
        gap_count integer,
        assessment jsonb,
        assessment_approved_at timestamptz,
        transcript jsonb,
        proctor_events jsonb,
        recording jsonb,
        purged_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (tenant_id, external_id)
      );
      CREATE INDEX runs_rankings_idx ON runs (tenant_id, assessment_approved_at) WHERE assessment_approved_at IS NOT NULL;

      -- Claim checks: what a caller sent with an action (comments, reasons, info values), referenced by id from Temporal.
      CREATE TABLE run_inputs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        run_id text NOT NULL REFERENCES runs(run_id),
        kind text NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX run_inputs_run_idx ON run_inputs (run_id);

      -- The event outbox: one row per transition event, delivered by the webhook worker.
      CREATE TABLE run_events (
        event_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        run_id text NOT NULL REFERENCES runs(run_id),
        tenant_id uuid NOT NULL REFERENCES tenants(id),
        sequence integer NOT NULL,
        event text NOT NULL,
        envelope jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (run_id, sequence)
      );
      CREATE INDEX run_events_tenant_idx ON run_events (tenant_id, created_at);

      -- Candidate invites: token and OTP stored as hashes only; a new invite supersedes the previous one.
      CREATE TABLE invites (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        run_id text NOT NULL REFERENCES runs(run_id),
        token_hash text NOT NULL UNIQUE,
        otp_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        active boolean NOT NULL DEFAULT false,
        failed_attempts integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX invites_run_idx ON invites (run_id);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE invites, run_events, run_inputs, runs; ALTER TABLE tenants DROP COLUMN settings`);
  }
}
