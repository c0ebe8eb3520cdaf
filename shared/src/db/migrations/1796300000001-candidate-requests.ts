import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A candidate's requests before the interview (issue 37 §1): an accommodation (free text, encrypted with the
 * service's key) or an alternative process. An open request holds the run; a recruiter grants it (extra minutes,
 * notes: encrypted) or closes the run as handled outside. At most one open request per run. The purge erases the
 * texts. Owner module: shared/src/db/candidate-requests.ts.
 */
export class CandidateRequests1796300000001 implements MigrationInterface {
  name = 'CandidateRequests1796300000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE candidate_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        run_id text NOT NULL REFERENCES runs(run_id),
        tenant_id uuid NOT NULL REFERENCES tenants(id),
        kind text NOT NULL CHECK (kind IN ('accommodation', 'alternative')),
        details_enc text,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'granted', 'closed')),
        extra_minutes integer CHECK (extra_minutes BETWEEN 1 AND 240),
        notes_enc text,
        created_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz,
        resolved_by_type text,
        resolved_by_id text
      );
      CREATE UNIQUE INDEX candidate_requests_open_idx ON candidate_requests (run_id) WHERE status = 'open';
      CREATE INDEX candidate_requests_tenant_idx ON candidate_requests (tenant_id, status, created_at);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE candidate_requests`);
  }
}
