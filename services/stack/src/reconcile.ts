import { WorkflowNotFoundError, defaultPayloadConverter, isGrpcServiceError, type Client } from '@temporalio/client';
import type { DataSource, EntityManager } from 'typeorm';
import { AesGcmPayloadCodec, RUN_STATES, TERMINAL_STATES, audit, notifyRunChange, type RunState } from '@irs/shared';
import { runActivities, type TransitionRecord } from '@irs/activities/runs';
import { stateQuery } from '@irs/workflows/messages';

/**
 * `npm run reconcile`: after a restore the two stores come from different moments (in production they are backed up
 * apart), so a run's read model (the `runs` row and its `run_events`) can be behind or ahead of its workflow. The
 * workflow is the source of truth. For every open `interviewRun` workflow, and every open row whose workflow has
 * closed, this reads the workflow (its `state` query, and from its history the transitions it recorded: each
 * `applyTransition` with its sequence, state, awaiting_human, event and the event's id) and compares the row:
 *
 * - row behind (version < the workflow's last sequence): the missing transitions are written as the worker writes them
 *   (activities/src/runs.ts: state, version, the claim-checked input, the event in the outbox, sessions of a closed
 *   run ended), each event under the id the workflow already had back, the one its delivery workflow carries;
 * - row ahead (version > the last sequence), or the same version with another state: the row takes the workflow's
 *   state, awaiting_human and sequence, and the events of transitions the workflow never made are removed (the next
 *   real transition takes their sequence).
 *
 * A row whose workflow could not be read (no answer to the query, no history, missing, moving while read) is never
 * touched: it is reported. What no workflow holds (the transcript, the plan, the assessment written after the
 * PostgreSQL backup) cannot come back: runs that miss one are reported for attention. Each repair is audited
 * (`run.reconcile`). Repaired rows agree with their workflows, so a second pass changes nothing.
 */

export interface ReconcileOptions {
  ds: DataSource;
  /** A client of the runs' namespace. */
  client: Client;
  /** The payload key (the history's payloads are encrypted with it). */
  encKey: Buffer;
  /** {app_url}, for the links in events written again. */
  appUrl: string;
  /** false: report what would change, change nothing. */
  apply?: boolean;
  /** Reads at once (each is a query and a history fetch). */
  concurrency?: number;
}

export interface RowState {
  state: RunState;
  awaiting_human: boolean;
  version: number;
}

export interface Repair {
  runId: string;
  from: RowState;
  to: RowState;
  /** Sequences of transitions written from the workflow (row behind). */
  applied: number[];
  /** Events of transitions the workflow never made, removed (row ahead). */
  removed: { sequence: number; event: string }[];
  line: string;
}

export interface ReconcileReport {
  /** Workflows read and compared with their rows. */
  compared: number;
  repairs: Repair[];
  /** Left alone, and why. */
  skipped: { runId: string; reason: string }[];
  /** Repaired or in step, but missing what no workflow holds. */
  attention: { runId: string; reason: string }[];
  /** One line per run that changed, was left alone or needs attention, then a summary. */
  lines: string[];
}

interface Transition {
  record: TransitionRecord;
  /** The event id the activity returned (null: no event; undefined: not completed yet). */
  eventId: string | null | undefined;
}

interface WorkflowView {
  state: RunState;
  transitions: Transition[];
}

const QUERY_TIMEOUT_MS = 10_000;
/** gRPC NOT_FOUND, which a history fetch answers for a workflow id Temporal does not know. */
const GRPC_NOT_FOUND = 5;
const notFound = (error: unknown) =>
  error instanceof WorkflowNotFoundError || (isGrpcServiceError(error) && error.code === GRPC_NOT_FOUND);
/** Every state from the plan's review on, but a cancellation (which may come before any plan). */
const NEEDS_PLAN = RUN_STATES.filter((s) => !['INFO_NEEDED', 'GENERATING_PLAN', 'CANCELLED'].includes(s));
const NEEDS_ASSESSMENT: RunState[] = ['ASSESSMENT_READY', 'COMPLETED'];

type Payloads = { payloads?: unknown[] | null } | null | undefined;

/** The transitions the workflow recorded, from its history, in sequence order. */
async function recordedTransitions(client: Client, codec: AesGcmPayloadCodec, runId: string): Promise<Transition[]> {
  const history = await client.workflow.getHandle(runId).fetchHistory();
  const decode = async (p: Payloads) => {
    const [first] = await codec.decode((p?.payloads ?? []) as never);
    return first === undefined ? undefined : defaultPayloadConverter.fromPayload(first);
  };
  const scheduled = new Map<string, Transition>();
  for (const event of history.events ?? []) {
    const started = event.activityTaskScheduledEventAttributes;
    if (started?.activityType?.name === 'applyTransition')
      scheduled.set(String(event.eventId), {
        record: (await decode(started.input)) as TransitionRecord,
        eventId: undefined,
      });
    const done = event.activityTaskCompletedEventAttributes;
    const transition = done && scheduled.get(String(done.scheduledEventId));
    if (transition) transition.eventId = ((await decode(done.result)) as string | null | undefined) ?? null;
  }
  return [...scheduled.values()].sort((a, b) => a.record.sequence - b.record.sequence);
}

/** The workflow's state (its query) and its recorded transitions, agreeing; a workflow that moved meanwhile is read again. */
async function readWorkflow(client: Client, codec: AesGcmPayloadCodec, runId: string): Promise<WorkflowView> {
  for (let attempt = 0; ; attempt++) {
    const transitions = await recordedTransitions(client, codec, runId);
    const state = await client.connection.withDeadline(Date.now() + QUERY_TIMEOUT_MS, () =>
      client.workflow.getHandle(runId).query(stateQuery),
    );
    const gaps = transitions.some((t, i) => t.record.sequence !== i + 1 || t.record.runId !== runId);
    if (gaps || !transitions.length) throw new Error('its history holds no readable sequence of transitions');
    if (transitions.at(-1)!.record.state === state) return { state, transitions };
    if (attempt === 2)
      throw new Error(`it is moving (state ${state}, last recorded ${transitions.at(-1)!.record.state}); run again`);
  }
}

/**
 * The worker's own write of one transition (applyTransition), in a transaction that then gives the event it recorded
 * the id the workflow had back, when the history has one. Only an event this very transaction inserted is renamed.
 */
function writeTransition(ds: DataSource, appUrl: string, encKey: Buffer, t: Transition): Promise<string | null> {
  const keep = t.eventId;
  const renaming = {
    transaction: <T>(work: (tx: EntityManager) => Promise<T>) =>
      ds.transaction(async (tx) => {
        const eventId = (await work(tx)) as string | null;
        if (!eventId || !keep || eventId === keep) return eventId;
        const [fresh] = (await tx.query(
          `SELECT 1 FROM run_events WHERE event_id = $1 AND xmin = pg_current_xact_id()::xid`,
          [eventId],
        )) as unknown[];
        if (!fresh) return eventId;
        await tx.query(
          `UPDATE run_events SET event_id = $2::text::uuid, envelope = jsonb_set(envelope, '{event_id}', to_jsonb($2::text))
            WHERE event_id = $1`,
          [eventId, keep],
        );
        return keep;
      }),
  } as unknown as DataSource;
  return runActivities({ ds: renaming, appUrl, encKey }).applyTransition(t.record);
}

const describe = (s: RowState) => `${s.state} v${s.version}${s.awaiting_human ? ' (awaiting a person)' : ''}`;

async function loadRow(db: DataSource | EntityManager, runId: string, lock = false) {
  const [row] = (await db.query(
    `SELECT state, awaiting_human, version, tenant_id, plan IS NOT NULL AS has_plan,
            assessment IS NOT NULL AS has_assessment
       FROM runs WHERE run_id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [runId],
  )) as (RowState & { tenant_id: string; has_plan: boolean; has_assessment: boolean })[];
  return row;
}

/** Compares one run's row with its workflow and, unless they agree, repairs it (or, not applying, says how). */
async function reconcileRun(
  opts: ReconcileOptions,
  runId: string,
  view: WorkflowView,
  report: ReconcileReport,
): Promise<void> {
  const { ds } = opts;
  const last = view.transitions.at(-1)!.record;
  const target: RowState = { state: last.state, awaiting_human: last.awaitingHuman, version: last.sequence };
  const row = await loadRow(ds, runId);
  if (!row) {
    report.skipped.push({
      runId,
      reason: `no read-model row (the PostgreSQL backup predates the run); its workflow is in ${view.state}`,
    });
    return;
  }
  const from: RowState = { state: row.state, awaiting_human: row.awaiting_human, version: row.version };
  const agrees = from.state === target.state && from.awaiting_human === target.awaiting_human;
  if (agrees && from.version === target.version) return noteMissing(report, runId, row);

  const repair: Repair = { runId, from, to: target, applied: [], removed: [], line: '' };
  if (from.version < target.version) {
    // Behind: the transitions the row missed, in order, as the worker writes them.
    const missed = view.transitions.slice(from.version);
    repair.applied = missed.map((t) => t.record.sequence);
    if (opts.apply !== false) for (const t of missed) await writeTransition(ds, opts.appUrl, opts.encKey, t);
  } else if (opts.apply !== false) {
    // Ahead (or the same sequence in another state): the workflow's state, and no event of a transition it never made.
    repair.removed = await ds.transaction(async (tx) => {
      const locked = await loadRow(tx, runId, true);
      if (!locked || locked.version < target.version) throw new Error('the row moved meanwhile; run again');
      await tx.query(
        `UPDATE runs SET state = $2, awaiting_human = $3, version = $4, updated_at = now(),
                assessment_approved_at = CASE WHEN $2 = 'COMPLETED' THEN assessment_approved_at END
          WHERE run_id = $1`,
        [runId, target.state, target.awaiting_human, target.version],
      );
      // TypeORM answers a DELETE with [rows, count].
      const [removed] = (await tx.query(
        `DELETE FROM run_events WHERE run_id = $1 AND sequence > $2 RETURNING sequence, event`,
        [runId, target.version],
      )) as [{ sequence: number; event: string }[], number];
      await notifyRunChange(tx, runId);
      return removed.sort((a, b) => a.sequence - b.sequence);
    });
  } else {
    const [events] = (await ds.query(
      `SELECT coalesce(json_agg(json_build_object('sequence', sequence, 'event', event) ORDER BY sequence), '[]') AS e
         FROM run_events WHERE run_id = $1 AND sequence > $2`,
      [runId, target.version],
    )) as { e: { sequence: number; event: string }[] }[];
    repair.removed = events!.e;
  }

  const would = opts.apply === false ? 'would be ' : '';
  const events = repair.removed.map((e) => `${e.sequence} ${e.event}`).join(', ');
  const what = repair.applied.length
    ? `the workflow was ahead: transition(s) ${repair.applied.join(', ')} ${would}written from it`
    : `the read model was ahead: ${events ? `event(s) ${events} ${would}removed` : `state ${would}reset`}`;
  repair.line = `${runId}: ${describe(from)} -> ${describe(target)} (${what})`;
  report.repairs.push(repair);
  if (opts.apply === false) return;
  await audit(ds, {
    actor_type: 'system',
    actor_id: 'reconcile',
    acting_tenant_id: null,
    target_tenant_id: row.tenant_id,
    action: 'run.reconcile',
    target_id: runId,
    detail: { from, to: target, applied: repair.applied, removed: repair.removed.map((e) => e.sequence) },
  });
  noteMissing(report, runId, (await loadRow(ds, runId))!);
}

/** What the row lacks for its state that no workflow holds (written to PostgreSQL alone, after its backup). */
function noteMissing(
  report: ReconcileReport,
  runId: string,
  row: RowState & { has_plan: boolean; has_assessment: boolean },
) {
  if (NEEDS_PLAN.includes(row.state) && !row.has_plan)
    report.attention.push({ runId, reason: `${row.state} without a plan in the read model` });
  if (NEEDS_ASSESSMENT.includes(row.state) && !row.has_assessment)
    report.attention.push({ runId, reason: `${row.state} without an assessment in the read model` });
}

/** Runs `task` over `items`, `width` at a time. */
async function inPool<T>(items: T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(width, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
    }),
  );
}

export async function reconcile(opts: ReconcileOptions): Promise<ReconcileReport> {
  const { ds, client } = opts;
  const codec = new AesGcmPayloadCodec(opts.encKey);
  const report: ReconcileReport = { compared: 0, repairs: [], skipped: [], attention: [], lines: [] };

  // Every open run workflow, and every open row whose workflow is not among them (closed since, or missing).
  const ids = new Set<string>();
  for await (const wf of client.workflow.list({
    query: `WorkflowType = 'interviewRun' AND ExecutionStatus = 'Running'`,
  }))
    ids.add(wf.workflowId);
  const open = (await ds.query(`SELECT run_id FROM runs WHERE NOT (state = ANY($1)) ORDER BY run_id`, [
    TERMINAL_STATES,
  ])) as { run_id: string }[];
  for (const { run_id } of open) ids.add(run_id);

  await inPool([...ids].sort(), opts.concurrency ?? 8, async (runId) => {
    let view: WorkflowView;
    try {
      view = await readWorkflow(client, codec, runId);
    } catch (error) {
      const reason = notFound(error) ? 'it has no workflow' : (error as Error).message;
      report.skipped.push({ runId, reason: `left alone: ${reason}` });
      return;
    }
    report.compared++;
    try {
      await reconcileRun(opts, runId, view, report);
    } catch (error) {
      report.skipped.push({ runId, reason: `not repaired: ${(error as Error).message}` });
    }
  });

  const byRun = (a: { runId: string }, b: { runId: string }) => a.runId.localeCompare(b.runId);
  report.lines = [
    ...report.repairs.sort(byRun).map((r) => r.line),
    ...report.skipped.sort(byRun).map((s) => `${s.runId}: ${s.reason}`),
    ...report.attention.sort(byRun).map((a) => `${a.runId}: needs attention: ${a.reason}`),
    `${report.compared} workflow(s) compared, ${report.repairs.length} row(s) ${opts.apply === false ? 'to repair' : 'repaired'}, ` +
      `${report.skipped.length} left alone, ${report.attention.length} need attention`,
  ];
  return report;
}
