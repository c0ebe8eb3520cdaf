import type { Db } from './data-source.js';

/** What made a plan revision: the planner (first plan, or after revision comments) or a recruiter's direct edit. */
export type PlanRevisionCause = 'generated' | 'revised' | 'edited';

export interface PlanRevision {
  revision: number;
  cause: PlanRevisionCause;
  /** The revision comments, or the editor's note. */
  comments: string | null;
  /** Who caused it: the recruiter for an edit or comments; null when the record does not know. */
  actor: { type: string; id: string | null } | null;
  plan: Record<string, unknown>;
  changes: string[];
  created_at: string;
}

/** Records a plan revision; a retried write of the same revision changes nothing. */
export async function recordPlanRevision(
  db: Db,
  runId: string,
  r: Omit<PlanRevision, 'created_at' | 'changes'> & { changes?: string[] },
): Promise<void> {
  await db.query(
    `INSERT INTO plan_revisions (run_id, revision, cause, comments, actor_type, actor_id, plan, changes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (run_id, revision) DO NOTHING`,
    [
      runId,
      r.revision,
      r.cause,
      r.comments,
      r.actor?.type ?? null,
      r.actor?.id ?? null,
      JSON.stringify(r.plan),
      JSON.stringify(r.changes ?? []),
    ],
  );
}

/** A run's plan revisions, oldest first. */
export async function listPlanRevisions(db: Db, runId: string): Promise<PlanRevision[]> {
  const rows = (await db.query(
    `SELECT revision, cause, comments, actor_type, actor_id, plan, changes, created_at
     FROM plan_revisions WHERE run_id = $1 ORDER BY revision`,
    [runId],
  )) as (Omit<PlanRevision, 'actor' | 'created_at'> & {
    actor_type: string | null;
    actor_id: string | null;
    created_at: Date;
  })[];
  return rows.map(({ actor_type, actor_id, created_at, ...r }) => ({
    ...r,
    actor: actor_type ? { type: actor_type, id: actor_id } : null,
    created_at: created_at.toISOString(),
  }));
}
