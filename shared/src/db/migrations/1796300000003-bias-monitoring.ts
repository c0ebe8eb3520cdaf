import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bias monitoring (issue 37 §4, LL144-style impact ratios). `self_identifications`: a candidate's optional answers
 * (sex, race/ethnicity), encrypted, one row per run, deleted by the purge. `bias_outcomes`: one de-identified row per
 * approved assessment (the answers' categories, position, level, month, outcome tier) with no link to the run, so the
 * aggregates stay right after purges. Owner module: shared/src/db/bias.ts.
 */
export class BiasMonitoring1796300000003 implements MigrationInterface {
  name = 'BiasMonitoring1796300000003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE self_identifications (
        run_id text PRIMARY KEY REFERENCES runs(run_id),
        tenant_id uuid NOT NULL REFERENCES tenants(id),
        answers_enc text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE bias_outcomes (
        id bigserial PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(id),
        position text NOT NULL,
        level text NOT NULL,
        month date NOT NULL,
        outcome_tier text NOT NULL CHECK (outcome_tier IN ('sufficient', 'partial', 'insufficient')),
        sex text NOT NULL,
        race text NOT NULL
      );
      CREATE INDEX bias_outcomes_tenant_idx ON bias_outcomes (tenant_id, month);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE bias_outcomes, self_identifications`);
  }
}
