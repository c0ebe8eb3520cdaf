import { isDeepStrictEqual } from 'node:util';
import { badRequest, conflict, listPlanRevisions, type PlanEditBody, type PlanRevision } from '@irs/shared';
import { PlanEditError, editPlan as applyEdit, type Plan } from '@irs/engines/planner';
import * as msg from '@irs/workflows/messages';
import { act, loadRun, type RunContext } from './service.js';

/**
 * A recruiter's direct edit of the plan under review (PENDING): the next revision is built here on the plan as read,
 * claim-checked, and applied by the workflow's `editPlan` only if the plan is still that revision, so two editors
 * never overwrite each other silently (the second gets a 409 and reloads). The interviewer and the scorer read the
 * edited plan as they read a generated one.
 */
export async function editPlan(ctx: RunContext, runId: string, body: PlanEditBody) {
  const run = await loadRun(ctx, runId);
  if (run.state !== 'PENDING' || !run.plan)
    throw conflict(`the plan can be edited while it waits for review (PENDING); the run is ${run.state}`);
  const current = run.plan as unknown as Plan;
  const next = editedPlan(current, body);
  await act(ctx, runId, msg.editPlan, {
    action: 'run.plan_edit',
    input: {
      kind: 'plan_edit',
      payload: { plan: { ...next }, base_revision: current.revision, comment: body.comment ?? null },
    },
  });
  const after = await loadRun(ctx, runId);
  const stored = after.plan as unknown as Plan | null;
  // Compared as jsonb reads it back (key order and undefined fields aside): another editor's revision is not ours.
  if (!isDeepStrictEqual(stored, JSON.parse(JSON.stringify(next)))) throw changedMeanwhile();
  return { run_id: after.run_id, interview_id: after.interview_id, plan_id: after.plan_id, payload: after.plan };
}

/**
 * The next revision of a plan under review (a run's, or an interview template's): the edit applied, or a 409 when it
 * was made on an older revision, or a 400 naming what the edit breaks.
 */
export function editedPlan(current: Plan, body: PlanEditBody): Plan {
  if (body.base_revision !== undefined && body.base_revision !== current.revision) throw changedMeanwhile();
  try {
    return applyEdit(current, body);
  } catch (error) {
    if (error instanceof PlanEditError) throw badRequest(`competencies: ${error.message}`);
    throw error;
  }
}

const changedMeanwhile = () => conflict('the plan changed while you edited it: reload it and edit again');

/** Every revision of the run's plan, oldest first: what caused it (planner, comments or a direct edit) and who. */
export async function planRevisions(ctx: RunContext, runId: string): Promise<{ items: PlanRevision[] }> {
  const run = await loadRun(ctx, runId);
  return { items: await listPlanRevisions(ctx.ds, run.run_id) };
}
