import type { DataSource } from 'typeorm';
import type { Planner } from '@irs/engines/planner';
import { assessmentActivities } from './assessment.js';
import { conversationActivities } from './conversation.js';
import type { Interviewer } from '@irs/engines/interviewer';
import { runActivities } from './runs.js';
import { DEFAULT_COVERAGE_RULE, deterministicScorer, type CoverageRule, type Scorer } from '@irs/engines/scoring';
import { systemActivities } from './system.js';
import { retentionActivities } from './retention.js';
import { templateActivities } from './templates.js';
import { atsActivities } from './ats.js';

export interface ActivityDeps {
  ds: DataSource;
  /** {app_url}: the candidate-facing web app, for links in events. */
  appUrl: string;
  /** {origin}: for links to the console's run page that an ATS shows its recruiters. */
  origin: string;
  /** Defaults to the deterministic, offline planner on the process's semantic model. */
  planner?: Planner;
  interviewer: Interviewer;
  /** Defaults to the deterministic, offline scorer. */
  scorer?: Scorer;
  /** Defaults to DEFAULT_COVERAGE_RULE (coverageRuleFor(config) applies COVERAGE_RULE). */
  coverageRule?: CoverageRule;
  /** Runs per retention activity call (RETENTION_BATCH_SIZE); defaults to 500. */
  retentionBatchSize?: number;
  /** ENCRYPTION_KEY: what the activities decrypt (the self-identification answers at approval). */
  encKey: Buffer;
}

/** Every activity the `interview-runs` worker registers. */
export function createActivities(deps: ActivityDeps) {
  return {
    ...systemActivities(deps.ds),
    ...runActivities({ ds: deps.ds, appUrl: deps.appUrl, planner: deps.planner, encKey: deps.encKey }),
    ...templateActivities({ ds: deps.ds, planner: deps.planner }),
    ...atsActivities({ ds: deps.ds, origin: deps.origin }),
    ...conversationActivities({ ds: deps.ds, interviewer: deps.interviewer }),
    ...assessmentActivities({
      ds: deps.ds,
      scorer: deps.scorer ?? deterministicScorer,
      rule: deps.coverageRule ?? DEFAULT_COVERAGE_RULE,
    }),
    ...retentionActivities({ ds: deps.ds, batchSize: deps.retentionBatchSize ?? 500 }),
  };
}

export type Activities = ReturnType<typeof createActivities>;
export { checkLlmProvider, coverageRuleFor, interviewerFor, plannerFor, scorerFor } from './configured-engines.js';
export { createWebhookActivities, type WebhookActivities, type WebhookActivityDeps } from './webhooks/delivery.js';
export { sendWebhook, refuseUrl, type SendOptions, type SendResult } from './webhooks/sender.js';
export { planMissing, runNotFound, type NonRetryableType } from './failures.js';
export type { TemplateActivities, TemplatePlanInput } from './templates.js';
export { ashbyUpdateUrl, type AtsTransition } from './ats.js';
export type { RetentionActivities, RetentionBatchInput, RetentionBatchResult, RetentionKind } from './retention.js';
