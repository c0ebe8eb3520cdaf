import type { DataSource, EntityManager } from 'typeorm';
import { deleteSelfIdentifications } from './db/bias.js';
import { eraseCandidateRequestTexts } from './db/candidate-requests.js';
import { endCandidateSessions } from './db/candidate-sessions.js';
import { deleteIdempotencyKeys } from './db/idempotency-keys.js';
import { deactivateInvites } from './db/invites.js';
import type { Run } from './db/run-entities.js';
import { deleteRunInputs } from './db/run-inputs.js';

/**
 * What a purge erases, in one place: the manual purge (DELETE …/candidate-data) and the retention sweep both use
 * these lists, so they cannot drift apart.
 */

/** The candidate's identifying data. */
export const CANDIDATE_PII_COLUMNS = [
  'candidate_ref',
  'candidate_name',
  'candidate_email',
  'candidate_resume',
  'candidate_profile_url',
] as const satisfies readonly (keyof Run)[];

/**
 * Everything a candidate purge nulls: identity, what the candidate said and did (transcript, proctor events,
 * recording) and their consent record (holds their IP address). The assessment and the audit trail stay.
 */
export const CANDIDATE_DATA_COLUMNS = [
  ...CANDIDATE_PII_COLUMNS,
  'transcript',
  'recording',
  'proctor_events',
  'consent',
] as const satisfies readonly (keyof Run)[];

/** What recording retention nulls. */
export const RECORDING_COLUMNS = ['recording'] as const satisfies readonly (keyof Run)[];

/**
 * What assessment retention nulls: the assessment and every figure derived from it. With `assessment_approved_at`
 * gone the run also leaves the rankings (which list approved assessments only).
 */
export const ASSESSMENT_COLUMNS = [
  'assessment',
  'coverage_summary',
  'overall_coverage',
  'gap_count',
  'assessment_approved_at',
] as const satisfies readonly (keyof Run)[];

const setNull = (columns: readonly string[]) => columns.map((c) => `${c} = NULL`).join(', ');

/**
 * Nulls the candidate data of the given runs and sets `purged_at` (kept if already set), and deletes their claim-checked
 * inputs (reasons, comments, info values may quote the candidate), the texts of their requests (issue 37) and the
 * candidate's Idempotency-Keys (their stored responses quote the interview). Returns the purge time of each run.
 */
export async function purgeCandidateColumns(
  db: DataSource | EntityManager,
  runIds: readonly string[],
): Promise<Map<string, Date>> {
  if (!runIds.length) return new Map();
  const rows = (await db.query(
    `UPDATE runs SET ${setNull(CANDIDATE_DATA_COLUMNS)}, purged_at = coalesce(purged_at, now())
     WHERE run_id = ANY($1) RETURNING run_id, purged_at`,
    [runIds],
  )) as [{ run_id: string; purged_at: Date }[], number];
  await deleteRunInputs(db, runIds);
  await eraseCandidateRequestTexts(db, runIds);
  await deleteSelfIdentifications(db, runIds);
  await deleteIdempotencyKeys(db, runIds);
  // The candidate's access ends with their data: their links stop working and their sessions are gone.
  await deactivateInvites(db, runIds);
  await endCandidateSessions(db, runIds);
  return new Map(rows[0].map((r) => [r.run_id, r.purged_at]));
}

/** Nulls the given columns (RECORDING_COLUMNS or ASSESSMENT_COLUMNS) of the given runs. */
export async function nullRunColumns(
  db: DataSource | EntityManager,
  runIds: readonly string[],
  columns: readonly (keyof Run)[],
): Promise<void> {
  if (!runIds.length) return;
  await db.query(`UPDATE runs SET ${setNull(columns)} WHERE run_id = ANY($1)`, [runIds]);
}
