import type { Db } from './data-source.js';

/**
 * The claim-check protocol (docs/design.md §2: Temporal payloads carry ids only): what a caller sends along with an
 * action is stored in `run_inputs` first, the Update carries only the row's id, and the activity that applies it
 * reads it back. The gateway writes these kinds, the activities read them; a purge deletes them all (they may quote
 * the candidate).
 */
export type ClaimCheckInput =
  /** complete-info: the missing fields' values, merged into the run's info. */
  | { kind: 'info'; payload: { fields: Record<string, string> } }
  /** request-modifications: comments for the regenerated plan. */
  | { kind: 'revision'; payload: { comments: string } }
  /** approve (plan or assessment): an optional comment, kept for the record. */
  | { kind: 'comment'; payload: { comment: string } }
  /** reject or cancel: the reason, kept for the record. */
  | { kind: 'reason'; payload: { reason: string } }
  /** The candidate's answer, consumed by the conversation step that appends it. */
  | { kind: 'answer'; payload: { text: string } }
  /**
   * A recruiter's direct edit of the plan under review: the next revision, built on `base_revision`, applied only if
   * the plan is still that revision (an edit never overwrites a newer plan).
   */
  | {
      kind: 'plan_edit';
      payload: { plan: Record<string, unknown>; base_revision: number; comment: string | null };
    };

/** Stores an input for an action on the run; returns the claim check (the row's id) the Update carries. */
export async function storeRunInput(db: Db, runId: string, input: ClaimCheckInput): Promise<string> {
  const [row] = (await db.query(`INSERT INTO run_inputs (run_id, kind, payload) VALUES ($1, $2, $3) RETURNING id`, [
    runId,
    input.kind,
    JSON.stringify(input.payload),
  ])) as { id: string }[];
  return row!.id;
}

/** The input behind a claim check of this run (none for a foreign or purged one). */
export async function findRunInput(db: Db, runId: string, inputId: string): Promise<ClaimCheckInput | undefined> {
  const [input] = (await db.query(`SELECT kind, payload FROM run_inputs WHERE id = $1 AND run_id = $2`, [
    inputId,
    runId,
  ])) as ClaimCheckInput[];
  return input;
}

/** Takes a candidate's answer out (deleted as it is read): a retried conversation step finds it gone. */
export async function takeAnswer(db: Db, runId: string, inputId: string): Promise<string | undefined> {
  // TypeORM answers a DELETE ... RETURNING with [rows, affected].
  const [[input]] = (await db.query(
    `DELETE FROM run_inputs WHERE id = $1 AND run_id = $2 AND kind = 'answer' RETURNING payload`,
    [inputId, runId],
  )) as [{ payload: { text: string } }[], number];
  return input?.payload.text;
}

export async function deleteRunInputs(db: Db, runIds: readonly string[]): Promise<void> {
  await db.query(`DELETE FROM run_inputs WHERE run_id = ANY($1)`, [runIds]);
}
