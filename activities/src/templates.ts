import { findTemplate, recordPlanRevision, updateTemplate } from '@irs/shared';
import { planInput, type Planner } from '@irs/engines/planner';
import type { DataSource } from 'typeorm';
import { nextRevision, plannerNow } from './runs.js';

/** Names a template's plan generation: ids and a counter only (no role text in the workflow's history). */
export interface TemplatePlanInput {
  tenantId: string;
  templateId: string;
  generation: number;
}

export function templateActivities(deps: { ds: DataSource; planner?: Planner }) {
  const { ds } = deps;
  return {
    /**
     * Plans an interview template with the run planner, on the template's role and its revision comments, and leaves
     * the plan for review (`pending`). An answer for an older generation (the role or comments changed meanwhile) or
     * for a deleted template is dropped.
     */
    async generateTemplatePlan(input: TemplatePlanInput): Promise<void> {
      const t = await findTemplate(ds, input.tenantId, input.templateId);
      if (!t || t.generation !== input.generation || t.plan_status !== 'generating') return;
      const result = await (
        await plannerNow(deps.planner)
      ).plan(planInput({ position: t.position, level: t.level, request: t.request, info: {}, revisions: t.revisions }));
      await ds.transaction(async (tx) => {
        const now = await findTemplate(tx, input.tenantId, input.templateId, true);
        if (!now || now.generation !== input.generation || now.plan_status !== 'generating') return;
        if (!result.ok) {
          const missing = result.missing_fields.map((m) => ({ field: m.field, reason: m.reason }));
          await updateTemplate(tx, t.tenant_id, t.id, { plan_status: 'pending', missing_fields: missing });
          return;
        }
        const plan = { ...result.plan, revision: nextRevision(now.plan as { revision?: number } | null, result.plan) };
        await updateTemplate(tx, t.tenant_id, t.id, {
          plan_status: 'pending',
          plan: { ...plan },
          missing_fields: null,
        });
        await recordPlanRevision(
          tx,
          t.id,
          {
            revision: plan.revision,
            cause: now.revisions.length ? 'revised' : 'generated',
            comments: now.revisions.at(-1) ?? null,
            actor: null,
            plan: { ...plan },
            changes: plan.changes,
          },
          'template',
        );
      });
    },
  };
}

export type TemplateActivities = ReturnType<typeof templateActivities>;
