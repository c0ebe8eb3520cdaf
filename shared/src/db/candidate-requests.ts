import { decryptText, encryptText } from '../crypto.js';
import type { Db } from './data-source.js';

/**
 * The one owner of `candidate_requests` (issue 37 §1): what a candidate asked for before the interview, and what the
 * recruiter did about it. Free text is stored encrypted (crypto.ts) and decrypted only for the run's own readers.
 */
/** The requests that hold the run (the interview waits for the recruiter's answer). */
export const HOLDING_KINDS = ['accommodation', 'alternative'] as const;
/** An erasure request (GDPR Art. 17) holds nothing: the recruiter confirms it and the purge runs. */
export const REQUEST_KINDS = [...HOLDING_KINDS, 'erasure'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
export type RequestStatus = 'open' | 'granted' | 'closed';

export interface CandidateRequest {
  id: string;
  run_id: string;
  kind: RequestKind;
  details: string | null;
  status: RequestStatus;
  extra_minutes: number | null;
  notes: string | null;
  created_at: string;
  resolved_at: string | null;
}

interface Row {
  id: string;
  run_id: string;
  kind: RequestKind;
  details_enc: string | null;
  status: RequestStatus;
  extra_minutes: number | null;
  notes_enc: string | null;
  created_at: Date;
  resolved_at: Date | null;
}

const view = (key: Buffer, r: Row): CandidateRequest => ({
  id: r.id,
  run_id: r.run_id,
  kind: r.kind,
  details: r.details_enc ? decryptText(key, r.details_enc) : null,
  status: r.status,
  extra_minutes: r.extra_minutes,
  notes: r.notes_enc ? decryptText(key, r.notes_enc) : null,
  created_at: r.created_at.toISOString(),
  resolved_at: r.resolved_at?.toISOString() ?? null,
});

/** Opens a request; null when the run has an open one of its sort (the partial unique indexes decide, race-free). */
export async function openCandidateRequest(
  db: Db,
  key: Buffer,
  r: { runId: string; tenantId: string; kind: RequestKind; details: string | null },
): Promise<string | null> {
  const [row] = (await db.query(
    `INSERT INTO candidate_requests (run_id, tenant_id, kind, details_enc) VALUES ($1, $2, $3, $4)
     ON CONFLICT (run_id) WHERE status = 'open' AND kind ${r.kind === 'erasure' ? '=' : '<>'} 'erasure'
     DO NOTHING RETURNING id`,
    [r.runId, r.tenantId, r.kind, r.details ? encryptText(key, r.details) : null],
  )) as { id: string }[];
  return row?.id ?? null;
}

/** Withdraws a request whose run refused it (the run moved on meanwhile). */
export async function dropCandidateRequest(db: Db, id: string): Promise<void> {
  await db.query(`DELETE FROM candidate_requests WHERE id = $1 AND status = 'open'`, [id]);
}

/** The run's requests in its tenant, oldest first. */
export async function listCandidateRequests(
  db: Db,
  key: Buffer,
  tenantId: string,
  runId: string,
): Promise<CandidateRequest[]> {
  const rows = (await db.query(
    `SELECT * FROM candidate_requests WHERE tenant_id = $1 AND run_id = $2 ORDER BY created_at, id`,
    [tenantId, runId],
  )) as Row[];
  return rows.map((r) => view(key, r));
}

/** The run's open request's id, if any (what holds it). */
export async function openRequestId(db: Db, runId: string): Promise<string | null> {
  const [row] = (await db.query(
    `SELECT id FROM candidate_requests WHERE run_id = $1 AND status = 'open' AND kind <> 'erasure'`,
    [runId],
  )) as { id: string }[];
  return row?.id ?? null;
}

/** Marks the open request granted or closed, once; false when it is not open (or not the run's). */
export async function resolveCandidateRequest(
  db: Db,
  key: Buffer,
  r: {
    runId: string;
    id: string;
    status: 'granted' | 'closed';
    extraMinutes?: number | null;
    notes?: string | null;
    by: { type: string; id: string | null };
  },
): Promise<boolean> {
  const [, count] = (await db.query(
    `UPDATE candidate_requests SET status = $3, extra_minutes = $4, notes_enc = $5, resolved_at = now(),
            resolved_by_type = $6, resolved_by_id = $7
      WHERE id = $1 AND run_id = $2 AND status = 'open'`,
    [r.id, r.runId, r.status, r.extraMinutes ?? null, r.notes ? encryptText(key, r.notes) : null, r.by.type, r.by.id],
  )) as [unknown, number];
  return count === 1;
}

/** The minutes granted to the run's candidate in all: what the interviewer's time budget adds. */
export async function grantedExtraMinutes(db: Db, runId: string): Promise<number> {
  const [row] = (await db.query(
    `SELECT coalesce(sum(extra_minutes), 0)::int AS m FROM candidate_requests WHERE run_id = $1 AND status = 'granted'`,
    [runId],
  )) as { m: number }[];
  return row?.m ?? 0;
}

/** A purge erases what the candidate and the recruiter wrote; the fact of a request stays with the run. */
export async function eraseCandidateRequestTexts(db: Db, runIds: readonly string[]): Promise<void> {
  await db.query(`UPDATE candidate_requests SET details_enc = NULL, notes_enc = NULL WHERE run_id = ANY($1)`, [runIds]);
}
