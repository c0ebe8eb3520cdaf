import type { DataSource, EntityManager } from 'typeorm';
import { AT_MICROS_SQL, CHAIN_KEY_SQL, GENESIS_HASH, auditRowHash, lockChain } from './audit-chain.js';

export type ActorType = 'user' | 'api_key' | 'oauth_client' | 'system' | 'anonymous' | 'candidate';

export interface AuditEntry {
  actor_type: ActorType;
  actor_id: string | null;
  acting_tenant_id: string | null;
  target_tenant_id: string | null;
  action: string;
  target_id?: string | null;
  request_id?: string | null;
  detail?: Record<string, unknown>;
}

/** Appends the entry to its tenant's chain, under the chain's lock (held until `m`'s transaction ends). */
async function append(m: EntityManager, entry: AuditEntry): Promise<void> {
  await lockChain(m, entry.target_tenant_id);
  // The id, time, tenants and detail as the row will hold them (detail normalised by jsonb), and the chain's head, read under
  // the lock: the id and time are taken after it, so a chain's ids and times grow in its order.
  const [next] = (await m.query(
    `SELECT nextval(pg_get_serial_sequence('audit_log', 'id'))::text AS id,
            to_char(clock_timestamp() AT TIME ZONE 'UTC', ${AT_MICROS_SQL}) AS at, $2::jsonb AS detail,
            $1::uuid::text AS target_tenant_id, $3::uuid::text AS acting_tenant_id,
            (SELECT row_hash FROM audit_log
              WHERE ${CHAIN_KEY_SQL} = coalesce($1::uuid, '00000000-0000-0000-0000-000000000000'::uuid)
              ORDER BY id DESC LIMIT 1) AS head`,
    [entry.target_tenant_id, JSON.stringify(entry.detail ?? {}), entry.acting_tenant_id],
  )) as {
    id: string;
    at: string;
    detail: unknown;
    target_tenant_id: string | null;
    acting_tenant_id: string | null;
    head: string | null;
  }[];
  const row = {
    id: next!.id,
    at: next!.at,
    actor_type: entry.actor_type,
    actor_id: entry.actor_id,
    acting_tenant_id: next!.acting_tenant_id,
    target_tenant_id: next!.target_tenant_id,
    action: entry.action,
    target_id: entry.target_id ?? null,
    request_id: entry.request_id ?? null,
    detail: next!.detail,
  };
  const prev = next!.head ?? GENESIS_HASH;
  await m.query(
    `INSERT INTO audit_log (id, at, actor_type, actor_id, acting_tenant_id, target_tenant_id, action, target_id,
                            request_id, detail, prev_hash, row_hash)
     VALUES ($1::bigint, $2::timestamptz, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12)`,
    [
      row.id,
      row.at,
      row.actor_type,
      row.actor_id,
      row.acting_tenant_id,
      row.target_tenant_id,
      row.action,
      row.target_id,
      row.request_id,
      JSON.stringify(row.detail),
      prev,
      auditRowHash(row, prev),
    ],
  );
}

/**
 * Appends to the audit trail, the only writer of `audit_log` (the table refuses updates and deletes), chained per
 * target tenant (audit-chain.ts). Inside a transaction the entry commits or rolls back with it, and the tenant's chain
 * stays locked until then; otherwise it takes a transaction of its own. Never put secrets or personal data in `detail`.
 */
export async function audit(db: DataSource | EntityManager, entry: AuditEntry): Promise<void> {
  const inTransaction = 'queryRunner' in db && db.queryRunner?.isTransactionActive;
  if (inTransaction) await append(db, entry);
  else await db.transaction((m) => append(m, entry));
}

/**
 * Drops the tenant's audit rows written before `before` (its `audit_retention_days`), then appends `audit.pruned`
 * naming the last dropped row and its hash: the chain's new anchor, from which verification starts (audit-chain.ts).
 * One transaction under the chain's lock, so the dropped rows are exactly a prefix of the chain. Returns how many.
 */
export async function pruneAuditTrail(
  ds: DataSource,
  tenantId: string,
  before: Date,
  detail: Record<string, unknown>,
): Promise<number> {
  return ds.transaction(async (m) => {
    await lockChain(m, tenantId);
    const [last] = (await m.query(
      `SELECT id::text AS id, row_hash FROM audit_log WHERE ${CHAIN_KEY_SQL} = $1::uuid AND at < $2
        ORDER BY id DESC LIMIT 1`,
      [tenantId, before],
    )) as { id: string; row_hash: string }[];
    if (!last) return 0;
    // The one door through the table's no-delete rule (migration 1796400000000), for this transaction only.
    await m.query(`SELECT set_config('irs.audit_prune', 'on', true)`);
    const [, rows] = (await m.query(`DELETE FROM audit_log WHERE ${CHAIN_KEY_SQL} = $1::uuid AND id <= $2::bigint`, [
      tenantId,
      last.id,
    ])) as [unknown, number];
    await m.query(`SELECT set_config('irs.audit_prune', 'off', true)`);
    await append(m, {
      actor_type: 'system',
      actor_id: 'retention',
      acting_tenant_id: null,
      target_tenant_id: tenantId,
      action: 'audit.pruned',
      detail: { ...detail, rows, before: before.toISOString(), through_id: last.id, through_hash: last.row_hash },
    });
    return rows;
  });
}
