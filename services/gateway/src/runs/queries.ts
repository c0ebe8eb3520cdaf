import type { DataSource } from 'typeorm';
import {
  RunIdParam,
  encodeCursor,
  holds,
  listRunEvents,
  notFound,
  type RunListFilters,
  type RunListItem,
  type RunListPage,
  type RunTimelineEntry,
} from '@irs/shared';
import type { Principal } from '../auth/principal.js';

/**
 * The read side of the run list and timeline, scoped to the caller's tenant (another tenant's run is a 404, as in
 * runs/service.ts). Every list query is an index range: shared/src/db/migrations/1796037000000-run-list-indexes.ts.
 */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The sort key to the microsecond as text: a cursor built from a JS Date would fall between rows. */
const COLUMNS = `run_id, interview_id, external_id, candidate_ref, candidate_name, position, level, state, awaiting_human,
  CASE WHEN state IN ('ASSESSMENT_READY', 'COMPLETED', 'REJECTED') THEN overall_coverage END AS overall_coverage,
  created_at, updated_at, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS sort_key`;

/** The list's SQL: one more row than the page, to know whether a next page exists. Exported for the EXPLAIN test. */
export function runListQuery(tenantId: string, f: RunListFilters): { sql: string; params: unknown[] } {
  const params: unknown[] = [tenantId];
  const where = ['tenant_id = $1'];
  const add = (value: unknown, clause: (p: string) => string) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  // One state is an equality, so runs_list_state_idx returns it in order.
  if (f.state?.length === 1) add(f.state[0], (p) => `state = ${p}`);
  else if (f.state) add(f.state, (p) => `state = ANY(${p}::text[])`);
  // A literal (not a parameter), so the planner may prove the partial index's predicate.
  if (f.awaiting_human !== undefined) where.push(f.awaiting_human ? 'awaiting_human' : 'NOT awaiting_human');
  if (f.position) add(`%${escapeLike(f.position)}%`, (p) => `position ILIKE ${p}`);
  if (f.level) add(f.level, (p) => `level = ${p}`);
  if (f.external_id) add(f.external_id, (p) => `external_id = ${p}`);
  if (f.candidate_ref) add(f.candidate_ref, (p) => `candidate_ref = ${p}`);
  if (f.cursor) {
    params.push(f.cursor.updated_at, f.cursor.run_id);
    where.push(`(updated_at, run_id) < ($${params.length - 1}::timestamptz, $${params.length})`);
  }
  params.push(f.limit + 1);
  return {
    sql: `SELECT ${COLUMNS} FROM runs WHERE ${where.join(' AND ')}
          ORDER BY updated_at DESC, run_id DESC LIMIT $${params.length}`,
    params,
  };
}

type ListRow = Omit<RunListItem, 'created_at' | 'updated_at'> & {
  created_at: Date;
  updated_at: Date;
  sort_key: string;
};

/** A page of the tenant's runs, last change first; the candidate's name only for a caller holding candidate:read. */
export async function listRuns(ds: DataSource, principal: Principal, f: RunListFilters): Promise<RunListPage> {
  const { sql, params } = runListQuery(principal.tenant.id, f);
  const rows = (await ds.query(sql, params)) as ListRow[];
  const page = rows.slice(0, f.limit);
  const withName = holds(principal.permissions, 'candidate:read');
  const last = page.at(-1);
  return {
    items: page.map(({ sort_key: _key, created_at, updated_at, candidate_name, ...r }) => ({
      ...r,
      candidate_name: withName ? candidate_name : null,
      created_at: created_at.toISOString(),
      updated_at: updated_at.toISOString(),
    })),
    next_cursor:
      rows.length > f.limit && last ? encodeCursor({ updated_at: last.sort_key, run_id: last.run_id }) : null,
  };
}

/** A run id from a path; one of another shape names no run (and never reaches a query). */
export function runIdParam(id: string): string {
  if (!RunIdParam.safeParse(id).success) throw notFound(`run ${id} not found`);
  return id;
}

async function requireRun(ds: DataSource, tenantId: string, runId: string): Promise<void> {
  runIdParam(runId);
  const [found] = (await ds.query(`SELECT 1 FROM runs WHERE run_id = $1 AND tenant_id = $2`, [
    runId,
    tenantId,
  ])) as unknown[];
  if (!found) throw notFound(`run ${runId} not found`);
}

/**
 * The run's timeline, oldest first. A candidate actor is named by type only: the id would be their session's, which
 * a recruiter has no use for.
 */
export async function runTimeline(
  ds: DataSource,
  tenantId: string,
  runId: string,
): Promise<{ items: RunTimelineEntry[] }> {
  await requireRun(ds, tenantId, runId);
  const events = await listRunEvents(ds, tenantId, runId);
  return {
    items: events.map((e) => ({
      sequence: e.sequence,
      event: e.event,
      state: e.state,
      actor: e.actor && { type: e.actor.type, id: e.actor.type === 'candidate' ? null : e.actor.id },
      at: e.at.toISOString(),
    })),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The legacy `interviews/:id` names a run by its run_id or its interview_id; anything else is not found. */
export async function runIdOf(ds: DataSource, tenantId: string, id: string): Promise<string> {
  if (RunIdParam.safeParse(id).success) return id;
  const [run] = UUID.test(id)
    ? ((await ds.query(`SELECT run_id FROM runs WHERE interview_id = $1 AND tenant_id = $2`, [id, tenantId])) as {
        run_id: string;
      }[])
    : [];
  if (!run) throw notFound(`interview ${id} not found`);
  return run.run_id;
}
