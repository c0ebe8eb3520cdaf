import canonicalize from 'canonicalize';
import type { DataSource, EntityManager } from 'typeorm';
import { sha256Hex } from './crypto.js';

/**
 * The audit trail as a hash chain per tenant (issue 37 §3, AI Act Art. 12 and 26 logging): each row carries the
 * previous row's hash of its chain (`prev_hash`) and its own (`row_hash`), SHA-256 over the RFC 8785 canonical JSON of
 * the row's fields and `prev_hash`. A chain is the rows of one target tenant (or of none: the platform's chain) in id
 * order. Editing a row breaks its own hash; deleting or reordering one breaks the next row's link. Retention drops a
 * chain's oldest rows only through `pruneAuditTrail`, which leaves the dropped head's hash as the chain's anchor.
 */

/** The first row's `prev_hash`. */
export const GENESIS_HASH = '0'.repeat(64);

/** The chain a row belongs to, for indexes and locks: its target tenant, or the nil UUID for the platform's. */
export const CHAIN_KEY_SQL = `coalesce(target_tenant_id, '00000000-0000-0000-0000-000000000000'::uuid)`;

/** Times as the hash sees them: UTC to the microsecond, the database's own precision. */
export const AT_MICROS_SQL = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

/** A row's hashed fields, as read back from the database (ids as text, `at` to the microsecond). */
export interface ChainedRow {
  id: string;
  at: string;
  actor_type: string;
  actor_id: string | null;
  acting_tenant_id: string | null;
  target_tenant_id: string | null;
  action: string;
  target_id: string | null;
  request_id: string | null;
  detail: unknown;
}

/** SHA-256 (hex) of the row's canonical encoding with the previous hash; `v` lets a later encoding be told apart. */
export function auditRowHash(row: ChainedRow, prevHash: string): string {
  const encoded = canonicalize({
    v: 1,
    id: row.id,
    at: row.at,
    actor_type: row.actor_type,
    actor_id: row.actor_id,
    acting_tenant_id: row.acting_tenant_id,
    target_tenant_id: row.target_tenant_id,
    action: row.action,
    target_id: row.target_id,
    request_id: row.request_id,
    detail: row.detail,
    prev_hash: prevHash,
  });
  if (encoded === undefined) throw new Error('audit row has no canonical encoding');
  return sha256Hex(encoded);
}

/** Arbitrary constant: the advisory lock class of audit chains (the key within it is the chain's tenant). */
const CHAIN_LOCK_CLASS = 7_263_037;

/**
 * Takes the chain's lock for the rest of the transaction `m` runs in, so that the row it appends is the only one
 * linked to the current head: two writers never read the same head. The lock key is a 32-bit hash of the tenant, so
 * two tenants can share one (they then wait for each other, nothing worse).
 */
export async function lockChain(m: EntityManager, tenantId: string | null): Promise<void> {
  await m.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [CHAIN_LOCK_CLASS, tenantId ?? 'platform']);
}

/** The first link that does not hold: the row, and whether its own hash or its link to the previous row is wrong. */
export interface BrokenLink {
  tenant_id: string | null;
  id: string;
  problem: 'row_hash' | 'prev_hash';
}

export interface ChainReport {
  /** Chains walked (one per tenant with audit rows, and the platform's). */
  chains: number;
  /** Rows checked before the walk stopped. */
  rows: number;
  /** The first broken link (lowest id of the first broken chain), or null when every link holds. */
  broken: BrokenLink | null;
}

const PAGE = 1000;

/**
 * Where a pruned chain starts: the hash of the last row its latest `audit.pruned` entry dropped (audit.ts
 * `pruneAuditTrail`), which the first remaining row must link to; null for a chain never pruned, which starts at
 * genesis.
 */
async function pruneAnchor(db: DataSource | EntityManager, tenantId: string | null): Promise<string | null> {
  const [latest] = (await db.query(
    `SELECT detail->>'through_hash' AS hash FROM audit_log
      WHERE ${CHAIN_KEY_SQL} = coalesce($1::uuid, '00000000-0000-0000-0000-000000000000'::uuid)
        AND action = 'audit.pruned' ORDER BY id DESC LIMIT 1`,
    [tenantId],
  )) as { hash: string | null }[];
  return latest?.hash ?? null;
}

/** Walks one chain in id order, a page at a time; stops at its first broken link. */
async function walkChain(
  db: DataSource | EntityManager,
  tenantId: string | null,
): Promise<{ rows: number; broken: BrokenLink | null }> {
  let prev = (await pruneAnchor(db, tenantId)) ?? GENESIS_HASH;
  let after = '0';
  let rows = 0;
  for (;;) {
    const page = (await db.query(
      `SELECT id::text AS id, to_char(at AT TIME ZONE 'UTC', ${AT_MICROS_SQL}) AS at, actor_type, actor_id,
              acting_tenant_id::text AS acting_tenant_id, target_tenant_id::text AS target_tenant_id, action,
              target_id, request_id, detail, prev_hash, row_hash
         FROM audit_log WHERE ${CHAIN_KEY_SQL} = coalesce($1::uuid, '00000000-0000-0000-0000-000000000000'::uuid)
          AND id > $2::bigint ORDER BY audit_log.id LIMIT ${PAGE}`,
      [tenantId, after],
    )) as (ChainedRow & { prev_hash: string | null; row_hash: string | null })[];
    for (const row of page) {
      rows += 1;
      if (row.prev_hash !== prev) return { rows, broken: { tenant_id: tenantId, id: row.id, problem: 'prev_hash' } };
      if (row.row_hash !== auditRowHash(row, prev))
        return { rows, broken: { tenant_id: tenantId, id: row.id, problem: 'row_hash' } };
      prev = row.row_hash;
    }
    if (page.length < PAGE) return { rows, broken: null };
    after = page[page.length - 1]!.id;
  }
}

/**
 * Checks the chains of the audit trail: one tenant's (`tenantId`), or every chain when `tenantId` is undefined. Reports
 * the first broken link, in chain order, and how much was checked.
 */
export async function verifyAuditChain(db: DataSource | EntityManager, tenantId?: string): Promise<ChainReport> {
  const tenants =
    tenantId === undefined
      ? (
          (await db.query(`SELECT DISTINCT target_tenant_id::text AS t FROM audit_log ORDER BY 1 NULLS FIRST`)) as {
            t: string | null;
          }[]
        ).map((r) => r.t)
      : [tenantId];
  const report: ChainReport = { chains: 0, rows: 0, broken: null };
  for (const t of tenants) {
    const { rows, broken } = await walkChain(db, t);
    report.chains += 1;
    report.rows += rows;
    if (broken) return { ...report, broken };
  }
  return report;
}
