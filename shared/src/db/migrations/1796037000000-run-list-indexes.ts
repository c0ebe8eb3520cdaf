import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The run list (GET …/interviews and the legacy list): one tenant's runs, last change first, read in keyset pages of
 * (updated_at, run_id), so every page is an index range, however deep. Per filter:
 * - none, `position`, `level`, `awaiting_human=false`: `runs_list_idx`, in order, the filter applied on the way;
 * - `state`: `runs_list_state_idx` (one state in order; several: their rows only, then sorted);
 * - `awaiting_human=true` (the recruiter's inbox): the partial `runs_list_awaiting_idx`, only the waiting runs;
 * - `external_id`: the existing unique (tenant_id, external_id); `candidate_ref`: `runs_candidate_ref_idx`.
 * test/runs/lists.test.ts EXPLAINs each.
 */
export class RunListIndexes1796037000000 implements MigrationInterface {
  name = 'RunListIndexes1796037000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE INDEX runs_list_idx ON runs (tenant_id, updated_at DESC, run_id DESC);
      CREATE INDEX runs_list_state_idx ON runs (tenant_id, state, updated_at DESC, run_id DESC);
      CREATE INDEX runs_list_awaiting_idx ON runs (tenant_id, updated_at DESC, run_id DESC) WHERE awaiting_human;
      CREATE INDEX runs_candidate_ref_idx ON runs (tenant_id, candidate_ref) WHERE candidate_ref IS NOT NULL;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX runs_candidate_ref_idx, runs_list_awaiting_idx, runs_list_state_idx, runs_list_idx`);
  }
}
