import type { Db } from './data-source.js';
import type { EventName, RunState } from '../run-states.js';

/** An event envelope as it will be sent (stored whole); these members are also the row's columns. */
export interface RecordedEnvelope {
  event_id: string;
  run_id: string;
  tenant_id: string;
  sequence: number;
  event: EventName;
}

/** Who caused a transition: the caller the workflow was given (user, api_key, oauth_client, system, candidate). */
export interface EventActor {
  type: string;
  id: string | null;
}

/**
 * The outbox of run events: one row per recorded transition event, written in the transition's transaction and
 * delivered from there (webhook delivery workflow `webhook-<event_id>`). The actor is kept beside the envelope, never
 * in it: webhooks do not carry it.
 */
export async function recordRunEvent(db: Db, envelope: RecordedEnvelope, actor?: EventActor): Promise<void> {
  await db.query(
    `INSERT INTO run_events (event_id, run_id, tenant_id, sequence, event, envelope, actor_type, actor_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      envelope.event_id,
      envelope.run_id,
      envelope.tenant_id,
      envelope.sequence,
      envelope.event,
      JSON.stringify(envelope),
      actor?.type ?? null,
      actor?.id ?? null,
    ],
  );
}

export interface RecordedEvent {
  sequence: number;
  event: EventName;
  state: RunState;
  /** Null for the service's own steps (plan ready, scored) and for events recorded before actors were. */
  actor: EventActor | null;
  at: Date;
}

/** The run's events in the tenant, oldest first (the `(run_id, sequence)` key serves it). */
export async function listRunEvents(db: Db, tenantId: string, runId: string): Promise<RecordedEvent[]> {
  const rows = (await db.query(
    `SELECT sequence, event, envelope->>'state' AS state, actor_type, actor_id, created_at
       FROM run_events WHERE run_id = $1 AND tenant_id = $2 ORDER BY sequence`,
    [runId, tenantId],
  )) as {
    sequence: number;
    event: EventName;
    state: RunState;
    actor_type: string | null;
    actor_id: string | null;
    created_at: Date;
  }[];
  return rows.map((r) => ({
    sequence: r.sequence,
    event: r.event,
    state: r.state,
    actor: r.actor_type ? { type: r.actor_type, id: r.actor_id } : null,
    at: r.created_at,
  }));
}

/** The event a transition of the run recorded (a retried transition hands it back), if it recorded one. */
export async function recordedEventId(db: Db, runId: string, sequence: number): Promise<string | null> {
  const [done] = (await db.query(`SELECT event_id FROM run_events WHERE run_id = $1 AND sequence = $2`, [
    runId,
    sequence,
  ])) as { event_id: string }[];
  return done?.event_id ?? null;
}

/** A recorded event as its delivery needs it: the envelope, and the run's callback_url (a destination candidate). */
export async function findEventForDelivery(
  db: Db,
  eventId: string,
): Promise<
  | { envelope: Record<string, unknown>; tenant_id: string; run_id: string; event: string; callback_url: string | null }
  | undefined
> {
  const [ev] = (await db.query(
    `SELECT e.envelope, e.tenant_id, e.run_id, e.event, r.callback_url
       FROM run_events e JOIN runs r ON r.run_id = e.run_id WHERE e.event_id = $1`,
    [eventId],
  )) as {
    envelope: Record<string, unknown>;
    tenant_id: string;
    run_id: string;
    event: string;
    callback_url: string | null;
  }[];
  return ev;
}

/**
 * Average seconds from `interview.assessment_pending` to the run's next `interview.assessment_ready` (queueing and
 * storage included), over every run or, given a platform, over the platform's own and its customers' runs.
 */
export async function averageAssessmentWaitSeconds(db: Db, platformId: string | null): Promise<number | null> {
  const [wait] = (await db.query(
    `SELECT avg(EXTRACT(EPOCH FROM ready.created_at - pending.created_at))::float AS seconds
       FROM run_events pending
       JOIN run_events ready ON ready.run_id = pending.run_id AND ready.event = 'interview.assessment_ready'
                            AND ready.sequence > pending.sequence
      WHERE pending.event = 'interview.assessment_pending'
        AND ($1::uuid IS NULL OR pending.tenant_id IN (SELECT id FROM tenants WHERE id = $1 OR parent_platform_id = $1))`,
    [platformId],
  )) as { seconds: number | null }[];
  return wait?.seconds ?? null;
}
