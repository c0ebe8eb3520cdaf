import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import type { Client } from '@temporalio/client';
import {
  RunEntity,
  TERMINAL_STATES,
  activateInvite,
  badRequest,
  conflict,
  createInvite,
  endCandidateSessions,
  hashPassword,
  holds,
  notFound,
  purgeCandidateColumns,
  recordPlanRevision,
  sha256Hex,
  type ClaimCheckInput,
  type Config,
  type CreateInterview,
  type Db,
  type InterviewTemplate,
  type Run,
  type RunState,
} from '@irs/shared';
import { assessSufficiency, planInput, type MissingField } from '@irs/engines/planner';
import { interviewRun } from '@irs/workflows';
import { SEARCH_ATTRIBUTES, TASK_QUEUES } from '@irs/workflows/contract';
import * as msg from '@irs/workflows/messages';
import { auditWrite } from '../audit.js';
import { actorType, type Principal } from '../auth/principal.js';
import { newOtp, newRunId, newToken } from '../mint.js';
import { planFromTemplate } from '../templates/service.js';
import { readProgress } from './progress.js';
import { fromTemporal, sendUpdate } from './run-updates.js';

/**
 * The run operations, once: REST v2, the legacy base and JSON-RPC call these and only translate transport.
 * Every function is scoped to the caller's tenant: a run of another tenant does not exist for it (404).
 */
export interface RunContext {
  ds: DataSource;
  client: Client;
  config: Config;
  principal: Principal;
  requestId: string;
}

export interface ActionResponse {
  run_id: string;
  interview_id: string;
  state: RunState;
  message: string;
}

const respond = (run: Pick<Run, 'run_id' | 'interview_id'>, state: RunState, message: string): ActionResponse => ({
  run_id: run.run_id,
  interview_id: run.interview_id,
  state,
  message,
});

export async function loadRun(ctx: RunContext, runId: string): Promise<Run> {
  const run = await ctx.ds.getRepository(RunEntity).findOneBy({ run_id: runId, tenant_id: ctx.principal.tenant.id });
  if (!run) throw notFound(`run ${runId} not found`);
  return run;
}

/**
 * Creates a run, or returns the existing one for a repeated external_id (`created: false`). From an interview template
 * (the ATS adapters), the run starts APPROVED with its own copy of the template's plan: a person approved it there.
 */
export async function createRun(
  ctx: RunContext,
  body: CreateInterview,
  from?: InterviewTemplate,
): Promise<{ created: boolean; response: ActionResponse }> {
  const repo = ctx.ds.getRepository(RunEntity);
  const tenantId = ctx.principal.tenant.id;
  const existing = await repo.findOneBy({ tenant_id: tenantId, external_id: body.external_id });
  if (existing)
    return {
      created: false,
      response: respond(existing, existing.state, 'A run with this external_id already exists'),
    };

  // The stored request keeps the role data; the candidate's data gets columns of its own (nulled by a purge).
  const {
    external_id,
    candidate_ref,
    candidate_name,
    candidate_email,
    candidate_resume,
    candidate_profile_url,
    callback_url,
    ...request
  } = body;
  const approved = from ? planFromTemplate(from) : null;
  const missing = approved
    ? []
    : assessSufficiency(planInput({ position: body.position, level: body.level, request, info: {}, revisions: [] }));
  const state: RunState = approved ? 'APPROVED' : missing.length ? 'INFO_NEEDED' : 'GENERATING_PLAN';
  const run = repo.create({
    run_id: newRunId(),
    interview_id: randomUUID(),
    tenant_id: tenantId,
    external_id: body.external_id,
    state,
    awaiting_human: state === 'INFO_NEEDED',
    version: 0,
    position: body.position,
    level: body.level,
    request,
    candidate_ref: candidate_ref ?? null,
    candidate_name: candidate_name ?? null,
    candidate_email: candidate_email ?? null,
    candidate_resume: candidate_resume ?? null,
    candidate_profile_url: candidate_profile_url ?? null,
    callback_url: callback_url ?? null,
    template_id: from?.id ?? null,
    plan: approved?.plan ?? null,
    plan_id: approved?.planId ?? null,
    missing_fields: missing.length ? missing : null,
    info: {},
    revisions: [],
  });
  try {
    // One INSERT (save() would wrap a SELECT and the INSERT in a transaction). The cast: TypeORM's partial-entity type
    // does not accept the jsonb Record columns.
    if (!from || !approved) await repo.insert(run as QueryDeepPartialEntity<Run>);
    else
      await ctx.ds.transaction(async (tx) => {
        await tx.getRepository(RunEntity).insert(run as QueryDeepPartialEntity<Run>);
        await recordTemplatePlan(tx, run.run_id, from, approved.plan);
      });
  } catch (error) {
    // Two creates with one external_id at once: the unique index lets one win; the other returns it.
    if ((error as { code?: string }).code !== '23505') throw error;
    const winner = await repo.findOneByOrFail({ tenant_id: tenantId, external_id: body.external_id });
    return { created: false, response: respond(winner, winner.state, 'A run with this external_id already exists') };
  }
  try {
    // Bounded like every action: while Temporal is unreachable the client would retry for long; the caller gets a 503.
    const deadline = Date.now() + ctx.config.RUN_ACTION_TIMEOUT_MS;
    await ctx.client.connection.withDeadline(deadline, () =>
      ctx.client.workflow.start(interviewRun, {
        workflowId: run.run_id,
        taskQueue: TASK_QUEUES.runs,
        args: [
          {
            runId: run.run_id,
            tenantId,
            externalId: body.external_id,
            initialState: state,
            position: body.position,
            level: body.level,
            // Runs start from a template through an ATS adapter: the workflow reports their transitions to it.
            ...(from ? { ats: true } : {}),
          },
        ],
        workflowIdConflictPolicy: 'USE_EXISTING',
        workflowIdReusePolicy: 'REJECT_DUPLICATE',
        typedSearchAttributes: [
          { key: SEARCH_ATTRIBUTES.RunState, value: state },
          { key: SEARCH_ATTRIBUTES.TenantId, value: tenantId },
          { key: SEARCH_ATTRIBUTES.ExternalId, value: body.external_id },
          { key: SEARCH_ATTRIBUTES.AwaitingHuman, value: state === 'INFO_NEEDED' },
        ],
        staticSummary: `${body.position} (${body.level}) for tenant ${tenantId}`,
      }),
    );
  } catch (error) {
    await repo.delete({ run_id: run.run_id }); // nothing half-created: the caller may simply retry
    throw fromTemporal(error);
  }
  await auditWrite(ctx.ds, ctx, { action: 'run.create', run, ...(from ? { detail: { template_id: from.id } } : {}) });
  if (approved) return { created: true, response: respond(run, state, 'Plan approved on its interview template') };
  const message = missing.length
    ? `More information is needed: ${missing.map((m) => m.field).join(', ')}`
    : 'Generating the interview plan';
  return { created: true, response: respond(run, state, message) };
}

/** The run's first plan revision: the template's approved plan, by the person who approved it there. */
async function recordTemplatePlan(db: Db, runId: string, t: InterviewTemplate, plan: Record<string, unknown>) {
  await recordPlanRevision(db, runId, {
    revision: (plan as { revision: number }).revision,
    cause: 'generated',
    comments: `Approved on interview template ${t.id}`,
    actor: t.plan_approved_by_type ? { type: t.plan_approved_by_type, id: t.plan_approved_by_id } : null,
    plan,
    changes: [],
  });
}

/** Runs one action on the run's workflow; wrong state 409 (checked by the workflow's validator), closed runs too. */
export async function act(
  ctx: RunContext,
  runId: string,
  update: (typeof msg)['approvePlan'],
  opts: { action: string; input?: ClaimCheckInput },
): Promise<{ run: Run; state: RunState }> {
  const run = await loadRun(ctx, runId);
  if (TERMINAL_STATES.includes(run.state)) throw conflict(`${opts.action} is not allowed in state ${run.state}`);
  const actor = { type: actorType(ctx.principal), id: ctx.principal.id };
  const result = await sendUpdate(ctx, run.run_id, update, { input: opts.input, actor });
  await auditWrite(ctx.ds, ctx, { action: opts.action, run });
  return { run, state: result.state };
}

/**
 * Supplies the missing fields and starts regeneration at once. `stillMissing` says what the regenerated plan will
 * again lack (the deterministic planner's own sufficiency rule, on the merged data): the run then returns to
 * INFO_NEEDED, which JSON-RPC reports as -32001 straight away.
 */
export async function completeInfo(
  ctx: RunContext,
  runId: string,
  fields: Record<string, string>,
): Promise<{ response: ActionResponse; stillMissing: MissingField[] }> {
  const run = await loadRun(ctx, runId);
  if (run.state !== 'INFO_NEEDED') throw conflict(`info is only accepted in state INFO_NEEDED (run is ${run.state})`);
  const allowed = (run.missing_fields ?? []).map((m) => m.field);
  const unknown = Object.keys(fields).filter((f) => !allowed.includes(f));
  if (!Object.keys(fields).length || unknown.length) {
    throw badRequest(
      `fields: give values for the missing fields only (${allowed.join(', ')})${unknown.length ? `; not missing: ${unknown.join(', ')}` : ''}`,
      [{ field: 'fields', message: `allowed: ${allowed.join(', ')}` }],
    );
  }
  const stillMissing = assessSufficiency(planInput({ ...run, info: { ...run.info, ...fields } }));
  const { state } = await act(ctx, runId, msg.completeInfo, {
    action: 'run.info',
    input: { kind: 'info', payload: { fields } },
  });
  return { response: respond(run, state, 'Information received; regenerating the plan'), stillMissing };
}

export async function approvePlan(ctx: RunContext, runId: string, comment?: string) {
  const { run, state } = await act(ctx, runId, msg.approvePlan, {
    action: 'run.plan_approve',
    input: comment ? { kind: 'comment', payload: { comment } } : undefined,
  });
  return respond(run, state, 'Plan approved');
}

export async function rejectPlan(ctx: RunContext, runId: string, reason: string) {
  const { run, state } = await act(ctx, runId, msg.rejectPlan, {
    action: 'run.plan_reject',
    input: { kind: 'reason', payload: { reason } },
  });
  return respond(run, state, 'Plan rejected');
}

export async function revisePlan(ctx: RunContext, runId: string, comments: string) {
  const { run, state } = await act(ctx, runId, msg.revisePlan, {
    action: 'run.plan_revise',
    input: { kind: 'revision', payload: { comments } },
  });
  return respond(run, state, 'Revision requested; regenerating the plan');
}

export async function cancelRun(ctx: RunContext, runId: string, reason?: string) {
  const { run, state } = await act(ctx, runId, msg.cancel, {
    action: 'run.cancel',
    input: reason ? { kind: 'reason', payload: { reason } } : undefined,
  });
  return respond(run, state, 'Run cancelled');
}

export interface InviteResult {
  run_id: string;
  interview_id: string;
  joinLink: string;
  otp: string;
  expiresAt: string;
}

/**
 * Mints a one-time join link and OTP. Only their hashes are stored; the new invite replaces any earlier one once
 * the workflow has accepted the action (APPROVED or INVITED, else 409).
 */
export async function inviteCandidate(
  ctx: RunContext,
  runId: string,
  opts: { ttl_seconds: number; base_url?: string },
): Promise<InviteResult> {
  const token = newToken();
  const otp = newOtp();
  const expiresAt = new Date(Date.now() + opts.ttl_seconds * 1000);
  const run = await loadRun(ctx, runId);
  const inviteId = await createInvite(ctx.ds, {
    runId: run.run_id,
    tokenHash: sha256Hex(token),
    otpHash: await hashPassword(otp), // a 6-digit code is guessable offline from a fast hash: use the memory-hard one
    expiresAt,
  });
  await act(ctx, runId, msg.invite, { action: 'run.invite' });
  await activateInvite(ctx.ds, run.run_id, inviteId);
  // Sessions opened through an earlier link end with it.
  await endCandidateSessions(ctx.ds, [run.run_id], inviteId);
  const base = (opts.base_url ?? ctx.config.appUrl).replace(/\/$/, '');
  return {
    run_id: run.run_id,
    interview_id: run.interview_id,
    joinLink: `${base}/join/${token}`,
    otp,
    expiresAt: expiresAt.toISOString(),
  };
}

export async function approveAssessment(ctx: RunContext, runId: string, comment?: string) {
  const { run, state } = await act(ctx, runId, msg.approveAssessment, {
    action: 'run.assessment_approve',
    input: comment ? { kind: 'comment', payload: { comment } } : undefined,
  });
  const fresh = await loadRun(ctx, run.run_id);
  return { ...respond(run, state, 'Assessment approved'), coverage_summary: coverageOf(fresh) };
}

export async function rejectAssessment(ctx: RunContext, runId: string, reason: string) {
  const { run, state } = await act(ctx, runId, msg.rejectAssessment, {
    action: 'run.assessment_reject',
    input: { kind: 'reason', payload: { reason } },
  });
  return respond(run, state, 'Assessment rejected');
}

/** The coverage summary as given on status, approve responses and the assessment_ready event. */
function coverageOf(run: Run) {
  const c = run.coverage_summary;
  return c
    ? {
        overall_coverage: c.overall_coverage,
        gap_competencies: c.gap_competencies,
        covered_count: c.covered_count,
        total_count: c.total_count,
      }
    : null;
}

/**
 * Only the columns the status answer needs: the full row carries the plan, transcript and assessment (jsonb), which the
 * hottest read would otherwise fetch and parse on every poll. Measured: bench/README.md ("status reads columns").
 */
export const STATUS_COLUMNS = {
  run_id: true,
  interview_id: true,
  state: true,
  awaiting_human: true,
  coverage_summary: true,
  missing_fields: true,
  external_id: true,
  candidate_ref: true,
  position: true,
  level: true,
  candidate_name: true,
  legal_hold: true,
  legal_hold_reason: true,
  legal_hold_set_at: true,
  purged_at: true,
} as const;

export async function runStatus(ctx: RunContext, runId: string) {
  const run = await ctx.ds.getRepository(RunEntity).findOne({
    select: STATUS_COLUMNS,
    where: { run_id: runId, tenant_id: ctx.principal.tenant.id },
  });
  if (!run) throw notFound(`run ${runId} not found`);
  return {
    run_id: run.run_id,
    interview_id: run.interview_id,
    state: run.state,
    awaiting_human: run.awaiting_human,
    coverage_summary: ['ASSESSMENT_READY', 'COMPLETED'].includes(run.state) ? coverageOf(run) : null,
    ...(run.state === 'INFO_NEEDED' ? { missing_fields: run.missing_fields ?? [] } : {}),
    // Beyond docs/spec.md's members: what a reviewer needs to know whose run it is; the name only with candidate:read.
    external_id: run.external_id,
    candidate_ref: run.candidate_ref,
    position: run.position,
    level: run.level,
    ...(holds(ctx.principal.permissions, 'candidate:read') ? { candidate_name: run.candidate_name } : {}),
    // And what a reviewer needs before cancelling, purging or holding it, and how far its interview is.
    legal_hold: run.legal_hold
      ? { reason: run.legal_hold_reason, set_at: run.legal_hold_set_at?.toISOString() ?? null }
      : null,
    purged_at: run.purged_at?.toISOString() ?? null,
    ...(run.state === 'IN_PROGRESS' ? { progress: await readProgress(ctx.ds, run.run_id) } : {}),
  };
}

export async function runPlan(ctx: RunContext, runId: string) {
  const run = await loadRun(ctx, runId);
  if (['INFO_NEEDED', 'GENERATING_PLAN'].includes(run.state) || !run.plan)
    throw notFound(`the plan of run ${runId} is not available yet (state ${run.state})`);
  return { run_id: run.run_id, interview_id: run.interview_id, plan_id: run.plan_id, payload: run.plan };
}

/** Scored and still reviewable or decided: ASSESSMENT_READY, COMPLETED, or REJECTED at assessment review. */
const assessed = (run: Run) =>
  run.assessment !== null && ['ASSESSMENT_READY', 'COMPLETED', 'REJECTED'].includes(run.state);

export async function runAssessment(ctx: RunContext, runId: string) {
  const run = await loadRun(ctx, runId);
  if (!assessed(run)) throw notFound(`the assessment of run ${runId} is not available yet (state ${run.state})`);
  return {
    run_id: run.run_id,
    interview_id: run.interview_id,
    overall_coverage: run.overall_coverage,
    payload: run.assessment,
  };
}

export async function runTranscript(ctx: RunContext, runId: string) {
  const run = await loadRun(ctx, runId);
  if (!(run.state === 'COMPLETED' || (run.state === 'REJECTED' && run.assessment !== null))) {
    throw conflict(`the transcript is available once the run is COMPLETED (run is ${run.state})`);
  }
  return transcriptOf(run);
}

/**
 * The transcript the assessment was scored from, for its review: from ASSESSMENT_READY on, so a reviewer can read
 * every quote in place before deciding (docs/spec.md's transcript read waits for COMPLETED; this one is the review's).
 */
export async function runReviewTranscript(ctx: RunContext, runId: string) {
  const run = await loadRun(ctx, runId);
  if (!assessed(run)) throw conflict(`the transcript for review is available once scored (run is ${run.state})`);
  return transcriptOf(run);
}

function transcriptOf(run: Run) {
  return {
    run_id: run.run_id,
    interview_id: run.interview_id,
    transcript: run.transcript ?? [],
    proctor_events: run.proctor_events ?? [],
  };
}

const TIER = `CASE overall_coverage WHEN 'sufficient' THEN 0 WHEN 'partial' THEN 1 ELSE 2 END`;

/**
 * docs/spec.md rankings: approved assessments only; coverage tier, then fewest gaps. The candidate's name and e-mail
 * are personal data: only a caller holding candidate:read gets them; for any other caller the two members are omitted.
 * `gaps` (an extension) names the gap competencies from the approved plan, in its order.
 */
export async function rankings(ctx: RunContext, query: { position?: string; level?: string }) {
  const withCandidate = holds(ctx.principal.permissions, 'candidate:read');
  const params: unknown[] = [ctx.principal.tenant.id];
  let where = `tenant_id = $1 AND assessment_approved_at IS NOT NULL`;
  if (query.position) {
    params.push(`%${query.position.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where += ` AND position ILIKE $${params.length}`;
  }
  if (query.level) {
    params.push(query.level);
    where += ` AND level = $${params.length}`;
  }
  const rows = (await ctx.ds.query(
    `SELECT run_id, interview_id, candidate_name, candidate_email, position, level, overall_coverage, gap_count, created_at,
       COALESCE((SELECT jsonb_agg(jsonb_build_object('competency_id', c->>'id', 'name', c->>'name') ORDER BY t.n)
                   FROM jsonb_array_elements(plan->'competencies') WITH ORDINALITY AS t(c, n)
                  WHERE coverage_summary->'gap_competencies' ? (c->>'id')), '[]'::jsonb) AS gaps
     FROM runs WHERE ${where} ORDER BY ${TIER}, gap_count ASC, created_at ASC`,
    params,
  )) as (Pick<
    Run,
    | 'run_id'
    | 'interview_id'
    | 'candidate_name'
    | 'candidate_email'
    | 'position'
    | 'level'
    | 'overall_coverage'
    | 'gap_count'
  > & { created_at: Date; gaps: { competency_id: string; name: string }[] })[];
  return rows.map((r, i) => ({
    rank: i + 1,
    interview_id: r.interview_id,
    run_id: r.run_id,
    ...(withCandidate ? { candidate_name: r.candidate_name, candidate_email: r.candidate_email } : {}),
    position: r.position,
    level: r.level.toLowerCase(),
    overall_coverage: r.overall_coverage,
    gap_count: r.gap_count ?? 0,
    gaps: r.gaps,
    created_at: r.created_at.toISOString(),
  }));
}

/** Nulls the candidate's personal data in any state; the assessment and the audit trail stay. Irreversible. */
export async function purgeCandidateData(ctx: RunContext, runId: string, reason?: string) {
  const run = await loadRun(ctx, runId);
  // The column list is shared with the retention sweep (shared/src/run-purge.ts). A legal hold does not block an
  // explicit purge (docs/spec.md: any state); the audit row records that the run was held.
  const purgedAt = (await purgeCandidateColumns(ctx.ds, [run.run_id])).get(run.run_id) ?? new Date();
  await auditWrite(ctx.ds, ctx, {
    action: 'run.purge_candidate_data',
    run,
    detail: {
      reason_given: Boolean(reason),
      ...(run.legal_hold ? { legal_hold: true } : {}),
    },
  });
  return { purged: true, purged_at: purgedAt.toISOString() };
}
