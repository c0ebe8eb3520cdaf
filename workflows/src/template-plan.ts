import { proxyActivities } from '@temporalio/workflow';
import type { TemplateActivities, TemplatePlanInput } from '@irs/activities';
import { RUN_ACTIVITY_TIMEOUT_MS } from './contract.js';

/** Retried until the database and the planner answer: the template waits in `generating` meanwhile. */
const { generateTemplatePlan } = proxyActivities<TemplateActivities>({
  startToCloseTimeout: RUN_ACTIVITY_TIMEOUT_MS,
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

/**
 * One plan generation of an interview template (workflowId `template-plan-<id>-<generation>`, task queue
 * `interview-runs`, where the planner's worker is): the template's plan is built by the same planner as a run's.
 */
export async function templatePlan(input: TemplatePlanInput): Promise<void> {
  await generateTemplatePlan(input);
}
