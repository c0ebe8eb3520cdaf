import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Candidate1763820000000 implements MigrationInterface {
  name = 'Candidate1763820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE runs ADD COLUMN consent jsonb;
      ALTER TABLE runs ADD COLUMN interview_started_at timestamptz;
      ALTER TABLE invites ADD COLUMN locked_at timestamptz;

      -- Candidate sessions: opaque bearer tokens (stored hashed) bound to one run, minted by a verified OTP.
      CREATE TABLE candidate_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        run_id text NOT NULL REFERENCES runs(run_id),
        invite_id uuid NOT NULL REFERENCES invites(id),
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX candidate_sessions_run_idx ON candidate_sessions (run_id);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE candidate_sessions;
      ALTER TABLE invites DROP COLUMN locked_at;
      ALTER TABLE runs DROP COLUMN interview_started_at;
      ALTER TABLE runs DROP COLUMN consent;
    `);
  }
}
