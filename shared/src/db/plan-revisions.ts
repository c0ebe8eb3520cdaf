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

/** Whose plan: a run's, or an interview template's (the same history, in a table of its own). */
export type PlanOwner = 'run' | 'template';
const TABLES: Record<PlanOwner, { table: string; key: string }> = {
  run: { table: 'plan_revisions', key: 'run_id' },
  template: { table: 'template_plan_revisions', key: 'template_id' },
};

/** Records a plan revision; a retried write of the same revision changes nothing. */
export async function recordPlanRevision(
  db: Db,
  ownerId: string,
  r: Omit<PlanRevision, 'created_at' | 'changes'> & { changes?: string[] },
  owner: PlanOwner = 'run',
): Promise<void> {
  const { table, key } = TABLES[owner];
  await db.query(
    `INSERT INTO ${table} (${key}, revision, cause, comments, actor_type, actor_id, plan, changes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (${key}, revision) DO NOTHING`,
    [
      ownerId,
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

/** A run's (or template's) plan revisions, oldest first. */
export async function listPlanRevisions(db: Db, ownerId: string, owner: PlanOwner = 'run'): Promise<PlanRevision[]> {
  const { table, key } = TABLES[owner];
  const rows = (await db.query(
    `SELECT revision, cause, comments, actor_type, actor_id, plan, changes, created_at
     FROM ${table} WHERE ${key} = $1 ORDER BY revision`,
    [ownerId],
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
