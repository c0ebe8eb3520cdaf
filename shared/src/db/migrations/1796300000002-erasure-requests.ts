import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A candidate's erasure request (issue 37 §2, GDPR Art. 17) is a candidate request of kind `erasure`: it does not hold
 * the run, so an open one may stand beside an open accommodation; a recruiter confirms it (the purge runs) unless a
 * legal hold applies. Owner module: shared/src/db/candidate-requests.ts.
 */
export class ErasureRequests1796300000002 implements MigrationInterface {
  name = 'ErasureRequests1796300000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE candidate_requests DROP CONSTRAINT candidate_requests_kind_check;
      ALTER TABLE candidate_requests ADD CONSTRAINT candidate_requests_kind_check
        CHECK (kind IN ('accommodation', 'alternative', 'erasure'));
      DROP INDEX candidate_requests_open_idx;
      CREATE UNIQUE INDEX candidate_requests_open_idx ON candidate_requests (run_id)
        WHERE status = 'open' AND kind <> 'erasure';
      CREATE UNIQUE INDEX candidate_requests_open_erasure_idx ON candidate_requests (run_id)
        WHERE status = 'open' AND kind = 'erasure';
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DELETE FROM candidate_requests WHERE kind = 'erasure';
      DROP INDEX candidate_requests_open_erasure_idx;
      DROP INDEX candidate_requests_open_idx;
      CREATE UNIQUE INDEX candidate_requests_open_idx ON candidate_requests (run_id) WHERE status = 'open';
      ALTER TABLE candidate_requests DROP CONSTRAINT candidate_requests_kind_check;
      ALTER TABLE candidate_requests ADD CONSTRAINT candidate_requests_kind_check
        CHECK (kind IN ('accommodation', 'alternative'));
    `);
  }
}
