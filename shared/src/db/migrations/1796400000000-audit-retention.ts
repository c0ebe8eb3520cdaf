import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Audit retention (issue 37, "keep the trail"): the trail still refuses deletes, except inside the one transaction
 * that prunes a tenant's chain past its `audit_retention_days` (shared/src/audit.ts `pruneAuditTrail`), which sets
 * `irs.audit_prune` for that transaction only. Owner module: shared/src/audit.ts.
 */
export class AuditRetention1796400000000 implements MigrationInterface {
  name = 'AuditRetention1796400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE RULE audit_log_no_delete AS ON DELETE TO audit_log
        WHERE coalesce(current_setting('irs.audit_prune', true), '') <> 'on' DO INSTEAD NOTHING
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE RULE audit_log_no_delete AS ON DELETE TO audit_log DO INSTEAD NOTHING`);
  }
}
