import type { Db } from './data-source.js';
import { TERMINAL_STATES } from '../run-states.js';

/** Opens a session for a verified invite; only the token's hash is stored. Returns the session id. */
export async function openCandidateSession(
  db: Db,
  s: { runId: string; inviteId: string; tokenHash: string; ttlSeconds: number },
): Promise<string> {
  const [session] = (await db.query(
    `INSERT INTO candidate_sessions (run_id, invite_id, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4)) RETURNING id`,
    [s.runId, s.inviteId, s.tokenHash, s.ttlSeconds],
  )) as [{ id: string }];
  return session.id;
}

/**
 * The live session behind a token hash: unexpired, its invite still the active one (not replaced, not withdrawn by
 * a purge) and its run open. Those moments also delete the session; this is the second guard.
 */
export async function findCandidateSession(
  db: Db,
  tokenHash: string,
): Promise<{ id: string; run_id: string } | undefined> {
  const [row] = (await db.query(
    `SELECT s.id, s.run_id FROM candidate_sessions s
     JOIN invites i ON i.id = s.invite_id AND i.active
     JOIN runs r ON r.run_id = s.run_id AND r.state <> ALL($2)
     WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [tokenHash, TERMINAL_STATES],
  )) as { id: string; run_id: string }[];
  return row;
}

/**
 * Deletes the candidate sessions of these runs (closed, purged), or only those opened through another invite than
 * `keepInvite` (a re-invite): their tokens answer 401 from then on.
 */
export async function endCandidateSessions(db: Db, runIds: readonly string[], keepInvite?: string): Promise<void> {
  if (keepInvite)
    await db.query(`DELETE FROM candidate_sessions WHERE run_id = ANY($1) AND invite_id <> $2`, [runIds, keepInvite]);
  else await db.query(`DELETE FROM candidate_sessions WHERE run_id = ANY($1)`, [runIds]);
}
