import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { trace } from '@opentelemetry/api';
import type { DataSource, EntityManager } from 'typeorm';
import {
  RunEntity,
  TERMINAL_STATES,
  audit,
  endCandidateSessions,
  findRunInput,
  notifyRunChange,
  openRequestId,
  recordBiasOutcome,
  recordedEventId,
  recordPlanRevision,
  recordRunEvent,
  type EventName,
  type Run,
  type RunState,
} from '@irs/shared';
import { runNotFound } from './failures.js';
import { mayCallLlm } from './llm-budget.js';
import { REQUEST_EVENTS, eventData, type EventEnvelope } from './run-events.js';
import { createDeterministicPlanner, planInput, type Planner } from '@irs/engines/planner';
import { loadEmbedder } from '@irs/semantic';

export interface RunActivityDeps {
  ds: DataSource;
  /** Defaults to the deterministic planner on the process's semantic model (loaded on the first plan). */
  planner?: Planner;
  /** {app_url}, for links in event payloads. */
  appUrl: string;
  /** Decrypts the self-identification answers to de-identify them at approval (issue 37 §4). */
  encKey: Buffer;
}

export interface TransitionRecord {
  runId: string;
  sequence: number;
  state: RunState;
  awaitingHuman: boolean;
  event: EventName | null;
  /** A claim check whose content the transition applies (info fields, revision comments). */
  inputId?: string;
  actor?: { type: string; id: string | null };
}

async function applyInput(
  tx: EntityManager,
  run: Run,
  inputId: string,
  actor: TransitionRecord['actor'],
): Promise<Partial<Pick<Run, 'info' | 'missing_fields' | 'revisions' | 'plan'>>> {
  const input = await findRunInput(tx, run.run_id, inputId);
  if (input?.kind === 'info') return { info: { ...run.info, ...input.payload.fields }, missing_fields: null };
  if (input?.kind === 'revision' && input.payload.comments)
    return { revisions: [...run.revisions, input.payload.comments] };
  // A direct edit applies to the revision it was built on only; the gateway sees the plan unchanged and answers 409.
  if (
    input?.kind === 'plan_edit' &&
    (run.plan as { revision?: number } | null)?.revision === input.payload.base_revision
  ) {
    const plan = input.payload.plan as { revision: number; changes?: string[] };
    await recordPlanRevision(tx, run.run_id, {
      revision: plan.revision,
      cause: 'edited',
      comments: input.payload.comment,
      actor: actor ?? null,
      plan: input.payload.plan,
      changes: plan.changes ?? [],
    });
    return { plan: input.payload.plan };
  }
  return {};
}

/** The planner of this attempt: an LLM planner's retries past LLM_MAX_ATTEMPTS plan offline at once (llm-budget.ts). */
export async function plannerNow(planner: Planner | undefined): Promise<Planner> {
  return (mayCallLlm() ? planner : undefined) ?? createDeterministicPlanner({ embedder: await loadEmbedder() });
}

/** The next plan revision number: revisions only count up, and a retry that finds this very plan stored keeps its. */
export function nextRevision(stored: { revision?: number } | null, plan: { revision: number }): number {
  const same = stored && isDeepStrictEqual({ ...stored, revision: 0 }, json({ ...plan, revision: 0 }));
  const next = stored?.revision === undefined ? 0 : same ? stored.revision : stored.revision + 1;
  return Math.max(plan.revision, next);
}

/** A value as it reads back from a jsonb column (undefined fields gone), to compare with what is stored. */
const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

export function runActivities(deps: RunActivityDeps) {
  const { ds } = deps;
  return {
    /**
     * Writes one transition to the read model in one transaction: the state, the claim-checked input it applies,
     * and its event in the outbox. Versioned by the per-run sequence: a retried or stale write changes nothing.
     * Returns the id of the recorded event, for its delivery.
     */
    async applyTransition(t: TransitionRecord): Promise<string | null> {
      return ds.transaction(async (tx) => {
        const run = await tx
          .getRepository(RunEntity)
          .findOne({ where: { run_id: t.runId }, lock: { mode: 'pessimistic_write' } });
        if (!run) return null;
        // The activity's span (shared/src/tracing.ts): which run, in which tenant, moved to which state.
        trace
          .getActiveSpan()
          ?.setAttributes({ 'irs.run_id': run.run_id, 'irs.tenant_id': run.tenant_id, 'irs.run.state': t.state });
        if (run.version >= t.sequence) {
          // Already applied (an activity retry): hand back the event it recorded then.
          return recordedEventId(tx, run.run_id, t.sequence);
        }
        const changes = t.inputId ? await applyInput(tx, run, t.inputId, t.actor) : {};
        const updated: Run = {
          ...run,
          ...changes,
          state: t.state,
          awaiting_human: t.awaitingHuman,
          version: t.sequence,
          // COMPLETED is only reached by approving the assessment: from then on the run is ranked.
          ...(t.state === 'COMPLETED' ? { assessment_approved_at: new Date() } : {}),
        };
        await tx.getRepository(RunEntity).save(updated);
        // The approval's de-identified outcome for the bias report (issue 37 §4): no link to the run, kept after purges.
        if (t.state === 'COMPLETED')
          await recordBiasOutcome(tx, deps.encKey, {
            runId: run.run_id,
            tenantId: run.tenant_id,
            position: run.position,
            level: run.level,
            tier: run.overall_coverage ?? 'insufficient',
            approvedAt: updated.assessment_approved_at ?? new Date(),
          });
        // The consoles' live inbox (GET …/interviews/stream), on every gateway, once this commits.
        await notifyRunChange(tx, run.run_id);
        // A closed run (cancelled, rejected, completed) ends the candidate's sessions with it.
        if (TERMINAL_STATES.includes(t.state)) await endCandidateSessions(tx, [run.run_id]);
        let envelope: EventEnvelope | undefined;
        if (t.event) {
          envelope = {
            event_id: randomUUID(),
            sequence: t.sequence,
            event: t.event,
            run_id: run.run_id,
            interview_id: run.interview_id,
            tenant_id: run.tenant_id,
            state: t.state,
            timestamp: new Date().toISOString(),
            // A candidate's request names itself only (its text is read through the API, issue 37).
            data: REQUEST_EVENTS.has(t.event)
              ? { request_id: await openRequestId(tx, run.run_id) }
              : eventData(t.event, updated, deps.appUrl),
          };
          await recordRunEvent(tx, envelope, t.actor);
        }
        if (t.actor?.type === 'system') {
          await audit(tx, {
            actor_type: 'system',
            actor_id: t.actor.id,
            acting_tenant_id: null,
            target_tenant_id: run.tenant_id,
            action: `run.${t.state.toLowerCase()}`,
            target_id: run.run_id,
          });
        }
        return envelope?.event_id ?? null;
      });
    },

    /** Builds the plan from the stored request; returns only whether it worked and whether to approve it at once. */
    async generatePlan(runId: string): Promise<{ ok: boolean; autoApprove: boolean }> {
      const run = await ds.getRepository(RunEntity).findOneBy({ run_id: runId });
      if (!run) throw runNotFound(runId);
      const result = await (await plannerNow(deps.planner)).plan(planInput(run));
      const repo = ds.getRepository(RunEntity);
      if (!result.ok) {
        await repo.save({ run_id: runId, missing_fields: result.missing_fields });
        return { ok: false, autoApprove: false };
      }
      // A plan regenerated after a direct edit follows that edit's number; a retry that finds this very plan stored
      // (its write committed, the activity did not return) keeps its number.
      const plan = { ...result.plan, revision: nextRevision(run.plan as { revision?: number } | null, result.plan) };
      await ds.transaction(async (tx) => {
        await tx
          .getRepository(RunEntity)
          .save({ run_id: runId, plan: { ...plan }, plan_id: randomUUID(), missing_fields: null });
        // The history of the plan: the first one, or the planner's answer to the latest revision comments.
        await recordPlanRevision(tx, runId, {
          revision: plan.revision,
          cause: run.revisions.length ? 'revised' : 'generated',
          comments: run.revisions.at(-1) ?? null,
          actor: null,
          plan: { ...plan },
          changes: plan.changes,
        });
      });
      const [tenant] = (await ds.query(`SELECT settings FROM tenants WHERE id = $1`, [run.tenant_id])) as {
        settings: { auto_approve_plans?: boolean };
      }[];
      return { ok: true, autoApprove: tenant?.settings.auto_approve_plans === true };
    },
  };
}

export type RunActivities = ReturnType<typeof runActivities>;
