import type { Db } from './data-source.js';

/** A candidate's invitation: a join-link token and a one-time code, both stored as hashes only. */
export interface Invite {
  id: string;
  run_id: string;
  otp_hash: string;
  otp_used_at: Date | null;
  expires_at: Date;
  failed_attempts: number;
}

/** Stores a new, not yet active invite (it replaces the run's earlier one with `activateInvite`). Returns its id. */
export async function createInvite(
  db: Db,
  i: { runId: string; tokenHash: string; otpHash: string; expiresAt: Date },
): Promise<string> {
  const [invite] = (await db.query(
    `INSERT INTO invites (run_id, token_hash, otp_hash, expires_at) VALUES ($1, $2, $3, $4) RETURNING id`,
    [i.runId, i.tokenHash, i.otpHash, i.expiresAt],
  )) as { id: string }[];
  return invite!.id;
}

/** Makes this invite the run's only active one: earlier links stop working. */
export async function activateInvite(db: Db, runId: string, inviteId: string): Promise<void> {
  await db.query(`UPDATE invites SET active = (id = $2) WHERE run_id = $1`, [runId, inviteId]);
}

/** Withdraws the runs' invites (a purge): their links stop working. */
export async function deactivateInvites(db: Db, runIds: readonly string[]): Promise<void> {
  await db.query(`UPDATE invites SET active = false WHERE run_id = ANY($1) AND active`, [runIds]);
}

export async function findActiveInvite(db: Db, tokenHash: string): Promise<Invite | undefined> {
  const [invite] = (await db.query(`SELECT * FROM invites WHERE token_hash = $1 AND active`, [tokenHash])) as Invite[];
  return invite;
}

/**
 * Takes one of the invite's `max` code-mail slots in a sliding window of `windowSeconds` (one conditional UPDATE, so
 * parallel requests cannot overshoot). Without a free slot, answers in how many seconds the oldest mail leaves the
 * window.
 */
export async function reserveOtpMail(
  db: Db,
  inviteId: string,
  windowSeconds: number,
  max: number,
): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
  const recent = `ARRAY(SELECT t FROM unnest(otp_mails_at) t WHERE t > now() - make_interval(secs => $2))`;
  const [rows] = (await db.query(
    `UPDATE invites SET otp_mails_at = ${recent} || now() WHERE id = $1 AND cardinality(${recent}) < $3 RETURNING id`,
    [inviteId, windowSeconds, max],
  )) as [unknown[], number];
  if (rows.length) return { ok: true };
  const [wait] = (await db.query(
    `SELECT ceil(extract(epoch FROM min(t) + make_interval(secs => $2) - now()))::int AS seconds
     FROM invites, unnest(otp_mails_at) t WHERE id = $1`,
    [inviteId, windowSeconds],
  )) as { seconds: number | null }[];
  return { ok: false, retryAfterSeconds: Math.max(1, wait?.seconds ?? 1) };
}

/** A fresh code replaces the earlier one (which stops working) and is unused. */
export async function replaceOtp(db: Db, inviteId: string, otpHash: string): Promise<void> {
  await db.query(`UPDATE invites SET otp_hash = $2, otp_used_at = NULL WHERE id = $1`, [inviteId, otpHash]);
}

/**
 * Reserves one evaluation of a code before it happens: a conditional UPDATE that counts it and checks the lock at
 * once, so parallel guesses never get more than `max` evaluations. Returns the count including this one, or null
 * when the invite is locked.
 */
export async function reserveOtpAttempt(db: Db, inviteId: string, max: number): Promise<number | null> {
  // TypeORM answers an UPDATE ... RETURNING with [rows, affected].
  const [[row]] = (await db.query(
    `UPDATE invites SET failed_attempts = failed_attempts + 1 WHERE id = $1 AND failed_attempts < $2
     RETURNING failed_attempts`,
    [inviteId, max],
  )) as [[{ failed_attempts: number }?], number];
  return row?.failed_attempts ?? null;
}

/** A right code is no failed attempt: gives the reservation back. */
export async function releaseOtpAttempt(db: Db, inviteId: string): Promise<void> {
  await db.query(`UPDATE invites SET failed_attempts = failed_attempts - 1 WHERE id = $1`, [inviteId]);
}

/** Uses the code up if it is still this one and unused (once, even for parallel requests); false otherwise. */
export async function useOtp(db: Db, inviteId: string, otpHash: string): Promise<boolean> {
  const [used] = (await db.query(
    `UPDATE invites SET otp_used_at = now() WHERE id = $1 AND otp_hash = $2 AND otp_used_at IS NULL AND active
     RETURNING id`,
    [inviteId, otpHash],
  )) as [unknown[], number];
  return used.length > 0;
}
