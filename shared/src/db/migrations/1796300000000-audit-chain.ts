import type { MigrationInterface, QueryRunner } from 'typeorm';
import { AT_MICROS_SQL, CHAIN_KEY_SQL, GENESIS_HASH, auditRowHash, type ChainedRow } from '../../audit-chain.js';

/**
 * The audit trail becomes a hash chain per tenant (issue 37 §3, shared/src/audit-chain.ts): `prev_hash` and
 * `row_hash` on every row, the rows already there chained in id order. A unique link per chain makes a fork (two rows
 * after one head) impossible even for a writer that skipped the lock. Owner module: shared/src/audit.ts.
 */
export class AuditChain1796300000000 implements MigrationInterface {
  name = 'AuditChain1796300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE audit_log ADD COLUMN prev_hash text, ADD COLUMN row_hash text`);
    const rows = (await q.query(
      `SELECT id::text AS id, to_char(at AT TIME ZONE 'UTC', ${AT_MICROS_SQL}) AS at, actor_type, actor_id,
              acting_tenant_id::text AS acting_tenant_id, target_tenant_id::text AS target_tenant_id, action,
              target_id, request_id, detail
         FROM audit_log ORDER BY ${CHAIN_KEY_SQL}, audit_log.id`,
    )) as ChainedRow[];
    await q.query(`ALTER TABLE audit_log DISABLE RULE audit_log_no_update`);
    const heads = new Map<string | null, string>();
    for (const row of rows) {
      const prev = heads.get(row.target_tenant_id) ?? GENESIS_HASH;
      const hash = auditRowHash(row, prev);
      await q.query(`UPDATE audit_log SET prev_hash = $2, row_hash = $3 WHERE id = $1::bigint`, [row.id, prev, hash]);
      heads.set(row.target_tenant_id, hash);
    }
    await q.query(`
      ALTER TABLE audit_log ENABLE RULE audit_log_no_update;
      ALTER TABLE audit_log ALTER COLUMN prev_hash SET NOT NULL, ALTER COLUMN row_hash SET NOT NULL;
      CREATE UNIQUE INDEX audit_log_chain_link_idx ON audit_log ((${CHAIN_KEY_SQL}), prev_hash);
      CREATE INDEX audit_log_chain_idx ON audit_log ((${CHAIN_KEY_SQL}), id);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX audit_log_chain_idx;
      DROP INDEX audit_log_chain_link_idx;
      ALTER TABLE audit_log DROP COLUMN row_hash, DROP COLUMN prev_hash;
    `);
  }
}
