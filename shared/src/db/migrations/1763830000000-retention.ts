import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Retention and legal hold (issue 10).
 * - `legal_hold` (+ reason, set time): set through PUT/DELETE …/interviews/:run_id/legal-hold; blocks the retention sweep.
 * - `closed_at`: when the run reached COMPLETED, REJECTED or CANCELLED, the start of its retention clock. A trigger
 *   keeps it, whichever code path writes the state; runs closed before this migration take their last update.
 */
export class Retention1763830000000 implements MigrationInterface {
  name = 'Retention1763830000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE runs ADD COLUMN legal_hold boolean NOT NULL DEFAULT false;
      ALTER TABLE runs ADD COLUMN legal_hold_reason text;
      ALTER TABLE runs ADD COLUMN legal_hold_set_at timestamptz;
      ALTER TABLE runs ADD COLUMN closed_at timestamptz;
      UPDATE runs SET closed_at = updated_at WHERE state IN ('COMPLETED', 'REJECTED', 'CANCELLED');

      CREATE FUNCTION runs_closed_at() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.state IN ('COMPLETED', 'REJECTED', 'CANCELLED') THEN
          IF NEW.closed_at IS NULL THEN NEW.closed_at := now(); END IF;
        ELSE
          NEW.closed_at := NULL;
        END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER runs_closed_at BEFORE INSERT OR UPDATE OF state ON runs
        FOR EACH ROW EXECUTE FUNCTION runs_closed_at();

      -- The sweep's scan: per tenant, by the retention clock, held runs left out.
      CREATE INDEX runs_retention_idx ON runs (tenant_id, (coalesce(closed_at, updated_at))) WHERE NOT legal_hold;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX runs_retention_idx;
      DROP TRIGGER runs_closed_at ON runs;
      DROP FUNCTION runs_closed_at();
      ALTER TABLE runs DROP COLUMN closed_at;
      ALTER TABLE runs DROP COLUMN legal_hold_set_at;
      ALTER TABLE runs DROP COLUMN legal_hold_reason;
      ALTER TABLE runs DROP COLUMN legal_hold;
    `);
  }
}
