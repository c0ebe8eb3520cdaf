import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rankings filtered by level (the usual ATS query, `?position=&level=`) read only that level's approved rows of the
 * tenant instead of all of them. Measured with 100,000 approved assessments: bench/README.md ("rankings index").
 */
export class RankingsIndex1763845000000 implements MigrationInterface {
  name = 'RankingsIndex1763845000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE INDEX runs_rankings_level_idx ON runs (tenant_id, level) WHERE assessment_approved_at IS NOT NULL;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX runs_rankings_level_idx;`);
  }
}
