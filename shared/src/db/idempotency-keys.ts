import type { DataSource } from 'typeorm';
import type { Db } from './data-source.js';
import { storeRunInput, type ClaimCheckInput } from './run-inputs.js';

/** How long a key is remembered; the retention sweep deletes older ones. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** A key's first request, as far as it got: the response only once it succeeded. */
export interface IdempotencyRecord {
  request_sha256: string;
  response_status: number | null;
  response_body: unknown;
}

/**
 * Claims a key for a request of this run: inserts it, or finds the row of its first use. Two statements, so a
 * concurrent first use is waited for (the insert) and then seen (the select's fresh snapshot).
 */
export async function claimIdempotencyKey(
  db: Db,
  runId: string,
  key: string,
  requestSha256: string,
): Promise<IdempotencyRecord> {
  await db.query(
    `INSERT INTO idempotency_keys (run_id, key, request_sha256) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [runId, key, requestSha256],
  );
  const [row] = (await db.query(
    `SELECT request_sha256, response_status, response_body FROM idempotency_keys WHERE run_id = $1 AND key = $2`,
    [runId, key],
  )) as IdempotencyRecord[];
  return row!;
}

/**
 * The claim check of a key's request, stored on its first attempt only: every attempt sends the same Update id, so
 * a second row would never be read. The row lock makes concurrent attempts share one.
 */
export async function storeInputOnce(
  ds: DataSource,
  runId: string,
  key: string,
  input: ClaimCheckInput,
): Promise<string> {
  return ds.transaction(async (tx) => {
    const [row] = (await tx.query(`SELECT input_id FROM idempotency_keys WHERE run_id = $1 AND key = $2 FOR UPDATE`, [
      runId,
      key,
    ])) as { input_id: string | null }[];
    if (row?.input_id) return row.input_id;
    const inputId = await storeRunInput(tx, runId, input);
    await tx.query(`UPDATE idempotency_keys SET input_id = $3 WHERE run_id = $1 AND key = $2`, [runId, key, inputId]);
    return inputId;
  });
}

/** Keeps a key's first response; returns the one kept, so concurrent attempts answer alike. */
export async function saveIdempotentResponse(
  db: Db,
  runId: string,
  key: string,
  response: { status: number; body: unknown },
): Promise<{ status: number; body: unknown }> {
  // TypeORM answers an UPDATE ... RETURNING with [rows, affected].
  const [[kept]] = (await db.query(
    `UPDATE idempotency_keys
     SET response_status = coalesce(response_status, $3),
         response_body = CASE WHEN response_status IS NULL THEN $4::jsonb ELSE response_body END
     WHERE run_id = $1 AND key = $2 RETURNING response_status, response_body`,
    [runId, key, response.status, JSON.stringify(response.body)],
  )) as [{ response_status: number; response_body: unknown }[], number];
  return kept ? { status: kept.response_status, body: kept.response_body } : response; // gone with a purge meanwhile
}

export async function deleteIdempotencyKeys(db: Db, runIds: readonly string[]): Promise<void> {
  await db.query(`DELETE FROM idempotency_keys WHERE run_id = ANY($1)`, [runIds]);
}

/** Deletes the keys older than IDEMPOTENCY_KEY_TTL_HOURS (the retention sweep); returns how many. */
export async function deleteExpiredIdempotencyKeys(db: Db): Promise<number> {
  const [, deleted] = (await db.query(
    `DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1)`,
    [IDEMPOTENCY_KEY_TTL_HOURS],
  )) as [unknown, number];
  return deleted;
}
