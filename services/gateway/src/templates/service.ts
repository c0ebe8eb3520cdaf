import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  badRequest,
  conflict,
  deleteTemplate,
  findTemplate,
  insertTemplate,
  listPlanRevisions,
  listTemplates,
  notFound,
  recordPlanRevision,
  updateTemplate,
  type InterviewTemplate,
  type PlanEditBody,
  type TemplateCreate,
  type TemplatePatch,
} from '@irs/shared';
import { assessSufficiency, planInput, type Plan } from '@irs/engines/planner';
import { templatePlan } from '@irs/workflows';
import { TASK_QUEUES, templatePlanWorkflowId } from '@irs/workflows/contract';
import { auditWrite } from '../audit.js';
import { actorType } from '../auth/principal.js';
import { editedPlan } from '../runs/plan-edits.js';
import { fromTemporal } from '../runs/run-updates.js';
import type { RunContext } from '../runs/service.js';

/**
 * Interview templates (issue 36): a tenant's role, planned once by the run planner, reviewed and approved by a person
 * like a run's plan; the ATS adapters start runs from approved templates. Scoped to the caller's tenant throughout.
 */
const ROLE_KEYS = [
  'position',
  'level',
  'qualifications',
  'skills',
  'job_description',
  'company_name',
  'company_description',
  'duration_minutes',
] as const;

type Role = Pick<TemplateCreate, (typeof ROLE_KEYS)[number]>;
const requestOf = ({ position: _p, level: _l, ...request }: Role) => request;

export function templateView(t: InterviewTemplate) {
  const r = t.request as {
    qualifications?: string[];
    skills?: string[];
    job_description?: string;
    company_name?: string;
    company_description?: string;
    duration_minutes?: number;
  };
  return {
    template_id: t.id,
    name: t.name,
    position: t.position,
    level: t.level as TemplateCreate['level'],
    qualifications: r.qualifications ?? [],
    skills: r.skills ?? [],
    job_description: r.job_description ?? null,
    company_name: r.company_name ?? null,
    company_description: r.company_description ?? null,
    duration_minutes: r.duration_minutes ?? 45,
    language: t.language,
    active: t.active,
    plan_status: t.plan_status,
    plan_revision: (t.plan as { revision?: number } | null)?.revision ?? null,
    missing_fields: t.missing_fields,
    plan_approved_at: t.plan_approved_at?.toISOString() ?? null,
    plan_approved_by: t.plan_approved_by_type ? { type: t.plan_approved_by_type, id: t.plan_approved_by_id } : null,
    created_at: t.created_at.toISOString(),
    updated_at: t.updated_at.toISOString(),
  };
}

/** The planner's own sufficiency rule, before any plan is asked for: a template must be plannable as it stands. */
function checkPlannable(role: Role): void {
  const missing = assessSufficiency(
    planInput({ position: role.position, level: role.level, request: requestOf(role), info: {}, revisions: [] }),
  );
  if (missing.length)
    throw badRequest(
      `The role is too thin to plan an interview from: ${missing.map((m) => `${m.field} (${m.reason})`).join('; ')}`,
      missing.map((m) => ({ field: m.field, message: m.question })),
    );
}

export async function loadTemplate(ctx: RunContext, id: string): Promise<InterviewTemplate> {
  const t = await findTemplate(ctx.ds, ctx.principal.tenant.id, id);
  if (!t) throw notFound(`interview template ${id} not found`);
  return t;
}

/** Starts the plan generation the template's `generation` names (its workflow id makes a repeat a no-op). */
async function plan(ctx: RunContext, t: InterviewTemplate): Promise<void> {
  try {
    const deadline = Date.now() + ctx.config.RUN_ACTION_TIMEOUT_MS;
    await ctx.client.connection.withDeadline(deadline, () =>
      ctx.client.workflow.start(templatePlan, {
        workflowId: templatePlanWorkflowId(t.id, t.generation),
        taskQueue: TASK_QUEUES.runs,
        args: [{ tenantId: t.tenant_id, templateId: t.id, generation: t.generation }],
        workflowIdConflictPolicy: 'USE_EXISTING',
      }),
    );
  } catch (error) {
    throw fromTemporal(error);
  }
}

export async function createTemplate(ctx: RunContext, body: TemplateCreate) {
  checkPlannable(body);
  const t = await insertTemplate(ctx.ds, {
    tenant_id: ctx.principal.tenant.id,
    name: body.name,
    position: body.position,
    level: body.level,
    language: body.language,
    request: requestOf(body),
  });
  if (!t) throw conflict('This workspace has reached its limit of interview templates: delete one first');
  if (!body.active) await updateTemplate(ctx.ds, t.tenant_id, t.id, { active: false });
  await auditWrite(ctx.ds, ctx, { action: 'template.create', targetTenantId: t.tenant_id, targetId: t.id });
  await plan(ctx, t);
  return templateView({ ...t, active: body.active });
}

export async function getTemplates(ctx: RunContext) {
  return { items: (await listTemplates(ctx.ds, ctx.principal.tenant.id)).map(templateView) };
}

/** Name, language and `active` change in place; a change to the role asks the planner again and the approval anew. */
export async function patchTemplate(ctx: RunContext, id: string, body: TemplatePatch) {
  const t = await loadTemplate(ctx, id);
  const role: Role = {
    ...(t.request as Omit<Role, 'position' | 'level'>),
    position: t.position,
    level: t.level as Role['level'],
  };
  const next: Role = { ...role };
  for (const key of ROLE_KEYS) if (body[key] !== undefined) Object.assign(next, { [key]: body[key] });
  const replan = !isDeepStrictEqual(JSON.parse(JSON.stringify(next)), JSON.parse(JSON.stringify(role)));
  if (replan) checkPlannable(next);
  const updated = await updateTemplate(ctx.ds, t.tenant_id, t.id, {
    name: body.name,
    language: body.language,
    active: body.active,
    ...(replan
      ? {
          position: next.position,
          level: next.level,
          request: requestOf(next),
          ...restart(t),
          revisions: [],
        }
      : {}),
  });
  if (!updated) throw notFound(`interview template ${id} not found`);
  await auditWrite(ctx.ds, ctx, {
    action: 'template.update',
    targetTenantId: t.tenant_id,
    targetId: t.id,
    detail: { replanned: replan },
  });
  if (replan) await plan(ctx, updated);
  return templateView(updated);
}

/** A new generation: the plan is built again and its approval withdrawn. */
const restart = (t: InterviewTemplate) => ({
  plan_status: 'generating' as const,
  generation: t.generation + 1,
  missing_fields: null,
  plan_approved_at: null,
  plan_approved_by_type: null,
  plan_approved_by_id: null,
});

export async function removeTemplate(ctx: RunContext, id: string) {
  const t = await loadTemplate(ctx, id);
  if (!(await deleteTemplate(ctx.ds, t.tenant_id, t.id))) throw notFound(`interview template ${id} not found`);
  await auditWrite(ctx.ds, ctx, { action: 'template.delete', targetTenantId: t.tenant_id, targetId: t.id });
  return { template_id: t.id, deleted: true as const };
}

export async function templatePlanRead(ctx: RunContext, id: string) {
  const t = await loadTemplate(ctx, id);
  if (!t.plan || t.plan_status === 'generating')
    throw notFound(`the plan of template ${id} is not available yet (${t.plan_status})`);
  return { template_id: t.id, plan_status: t.plan_status, payload: t.plan };
}

export async function templatePlanRevisions(ctx: RunContext, id: string) {
  const t = await loadTemplate(ctx, id);
  return { items: await listPlanRevisions(ctx.ds, t.id, 'template') };
}

const notUnderReview = (t: InterviewTemplate, what: string) =>
  conflict(`${what} while the template's plan waits for review (pending); it is ${t.plan_status}`);

/** Revision comments: the planner plans again with them (a run's revise), and the plan returns to review. */
export async function reviseTemplatePlan(ctx: RunContext, id: string, comments: string) {
  const updated = await ctx.ds.transaction(async (tx) => {
    const t = await findTemplate(tx, ctx.principal.tenant.id, id, true);
    if (!t) throw notFound(`interview template ${id} not found`);
    if (t.plan_status !== 'pending' || !t.plan) throw notUnderReview(t, 'Revision comments are taken');
    return updateTemplate(tx, t.tenant_id, t.id, { ...restart(t), revisions: [...t.revisions, comments] });
  });
  if (!updated) throw notFound(`interview template ${id} not found`);
  await auditWrite(ctx.ds, ctx, {
    action: 'template.plan_revise',
    targetTenantId: updated.tenant_id,
    targetId: updated.id,
  });
  await plan(ctx, updated);
  return templateView(updated);
}

/** A direct edit (the run plan editor's body and rules): the plan's next revision, still under review. */
export async function editTemplatePlan(ctx: RunContext, id: string, body: PlanEditBody) {
  return ctx.ds.transaction(async (tx) => {
    const t = await findTemplate(tx, ctx.principal.tenant.id, id, true);
    if (!t) throw notFound(`interview template ${id} not found`);
    if (t.plan_status !== 'pending' || !t.plan) throw notUnderReview(t, 'The plan can be edited');
    const next = editedPlan(t.plan as unknown as Plan, body);
    const actor = { type: actorType(ctx.principal), id: ctx.principal.id };
    await updateTemplate(tx, t.tenant_id, t.id, { plan: { ...next } });
    await recordPlanRevision(
      tx,
      t.id,
      {
        revision: next.revision,
        cause: 'edited',
        comments: body.comment ?? null,
        actor,
        plan: { ...next },
        changes: next.changes,
      },
      'template',
    );
    await auditWrite(ctx.ds, ctx, { action: 'template.plan_edit', targetTenantId: t.tenant_id, targetId: t.id });
    return { template_id: t.id, plan_status: t.plan_status, payload: { ...next } };
  });
}

/** A person approves the plan under review: from now on runs start from it, their plan gate passed by this. */
export async function approveTemplatePlan(ctx: RunContext, id: string) {
  // Under the row's lock: revision comments or an edit arriving meanwhile are not approved unseen.
  const updated = await ctx.ds.transaction(async (tx) => {
    const t = await findTemplate(tx, ctx.principal.tenant.id, id, true);
    if (!t) throw notFound(`interview template ${id} not found`);
    if (t.plan_status !== 'pending' || !t.plan) throw notUnderReview(t, 'The plan can be approved');
    return updateTemplate(tx, t.tenant_id, t.id, {
      plan_status: 'approved',
      plan_approved_at: new Date(),
      plan_approved_by_type: actorType(ctx.principal),
      plan_approved_by_id: ctx.principal.id,
    });
  });
  if (!updated) throw notFound(`interview template ${id} not found`);
  await auditWrite(ctx.ds, ctx, {
    action: 'template.plan_approve',
    targetTenantId: updated.tenant_id,
    targetId: updated.id,
  });
  return templateView(updated);
}

/** The run's own copy of an approved template's plan (its revision history starts with it). */
export function planFromTemplate(t: InterviewTemplate): { plan: Record<string, unknown>; planId: string } {
  if (t.plan_status !== 'approved' || !t.plan) throw conflict(`template ${t.id} has no approved plan`);
  return { plan: { ...t.plan }, planId: randomUUID() };
}
