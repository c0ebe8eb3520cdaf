import {
  UUID_PATTERN,
  candidateExport,
  conflict,
  listCandidateRequests,
  notFound,
  resolveCandidateRequest,
  type CandidateRequest,
} from '@irs/shared';
import * as msg from '@irs/workflows/messages';
import { auditWrite } from '../audit.js';
import { actorType } from '../auth/principal.js';
import { sendUpdate } from './run-updates.js';
import { cancelRun, loadRun, purgeCandidateData, type RunContext } from './service.js';

/**
 * A recruiter's side of a candidate's request (issue 37 §1): read the run's requests, grant the open one (extra
 * minutes for the interviewer's time budget, notes), or close it as handled outside, which cancels the run.
 */
export type RequestContext = RunContext & { encKey: Buffer };

export async function runRequests(ctx: RequestContext, runId: string): Promise<{ items: CandidateRequest[] }> {
  const run = await loadRun(ctx, runId);
  return { items: await listCandidateRequests(ctx.ds, ctx.encKey, run.tenant_id, run.run_id) };
}

/** The run's open request `requestId`, or a 404 (unknown) or 409 (answered already). */
async function openRequest(ctx: RequestContext, runId: string, requestId: string) {
  const { items } = await runRequests(ctx, runId);
  const request = UUID_PATTERN.test(requestId) ? items.find((r) => r.id === requestId) : undefined;
  if (!request) throw notFound(`request ${requestId} not found on run ${runId}`);
  if (request.status !== 'open') throw conflict(`request ${requestId} is already ${request.status}`);
  return request;
}

export async function grantRequest(
  ctx: RequestContext,
  runId: string,
  requestId: string,
  grant: { extra_minutes?: number; notes?: string },
): Promise<CandidateRequest> {
  const run = await loadRun(ctx, runId);
  const request = await openRequest(ctx, runId, requestId);
  const by = { type: actorType(ctx.principal), id: ctx.principal.id };
  if (request.kind === 'erasure') return confirmErasure(ctx, run, requestId, by);
  // The workflow lets the candidate start once the request is granted: recorded first, so a refused update leaves
  // the request open.
  await sendUpdate(ctx, run.run_id, msg.grantRequest, { actor: by });
  await resolveCandidateRequest(ctx.ds, ctx.encKey, {
    runId: run.run_id,
    id: requestId,
    status: 'granted',
    extraMinutes: grant.extra_minutes ?? null,
    notes: grant.notes ?? null,
    by,
  });
  await auditWrite(ctx.ds, ctx, {
    action: 'run.request_grant',
    run,
    detail: { request_id: requestId, extra_minutes: grant.extra_minutes ?? null },
  });
  return (await runRequests(ctx, runId)).items.find((r) => r.id === requestId)!;
}

/** The candidate's erasure confirmed: the purge runs, unless a legal hold keeps the data (then a 409 says so). */
async function confirmErasure(
  ctx: RequestContext,
  run: Awaited<ReturnType<typeof loadRun>>,
  requestId: string,
  by: { type: string; id: string | null },
): Promise<CandidateRequest> {
  if (run.legal_hold)
    throw conflict('The run is on legal hold: its data must be kept; lift the hold first, or close the request');
  await purgeCandidateData(ctx, run.run_id, 'erasure requested by the candidate');
  await resolveCandidateRequest(ctx.ds, ctx.encKey, { runId: run.run_id, id: requestId, status: 'granted', by });
  await auditWrite(ctx.ds, ctx, { action: 'run.erasure_confirm', run, detail: { request_id: requestId } });
  return (await runRequests(ctx, run.run_id)).items.find((r) => r.id === requestId)!;
}

/** Everything the run holds about its candidate (GDPR Art. 15 and 20), for integrators with candidate:read; audited. */
export async function exportCandidateData(ctx: RequestContext, runId: string) {
  const run = await loadRun(ctx, runId);
  const { items } = await runRequests(ctx, runId);
  await auditWrite(ctx.ds, ctx, { action: 'run.candidate_export', run });
  return candidateExport(run, items);
}

/**
 * Handled outside the AI process (a human interview): the request is closed and the run cancelled. An erasure request
 * closed is declined (a legal obligation to keep the data): the run goes on.
 */
export async function closeRequest(
  ctx: RequestContext,
  runId: string,
  requestId: string,
  reason?: string,
): Promise<CandidateRequest> {
  const request = await openRequest(ctx, runId, requestId);
  if (request.kind !== 'erasure')
    await cancelRun(ctx, runId, reason ?? 'Handled outside the AI interview at the candidate’s request');
  await resolveCandidateRequest(ctx.ds, ctx.encKey, {
    runId,
    id: requestId,
    status: 'closed',
    by: { type: actorType(ctx.principal), id: ctx.principal.id },
  });
  await auditWrite(ctx.ds, ctx, {
    action: 'run.request_close',
    run: await loadRun(ctx, runId),
    detail: { request_id: requestId },
  });
  return (await runRequests(ctx, runId)).items.find((r) => r.id === requestId)!;
}
