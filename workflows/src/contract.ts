import { defineSearchAttributeKey } from '@temporalio/common';

/** Shared by the workflows, the worker, the gateway and the stack: the names Temporal knows us by. */
export const TASK_QUEUES = { runs: 'interview-runs', webhooks: 'webhooks' } as const;

/**
 * The delivery workflow's id: `webhook-<eventId>`, one per event, so a recorded event is delivered once however often
 * its transition is retried. A redelivery names itself apart (`<id>-redelivery-<unique>`): it runs beside the first.
 */
export const webhookWorkflowId = (eventId: string, redelivery?: string) =>
  redelivery ? `webhook-${eventId}-redelivery-${redelivery}` : `webhook-${eventId}`;

/** A template's plan generation: one workflow per generation (shared/src/db/interview-templates.ts). */
export const templatePlanWorkflowId = (templateId: string, generation: number) =>
  `template-plan-${templateId}-${generation}`;

/** Operator-facing search attributes (docs/design.md §3), registered at start-up. */
export const SEARCH_ATTRIBUTES = {
  RunState: defineSearchAttributeKey('RunState', 'KEYWORD'),
  TenantId: defineSearchAttributeKey('TenantId', 'KEYWORD'),
  ExternalId: defineSearchAttributeKey('ExternalId', 'KEYWORD'),
  AwaitingHuman: defineSearchAttributeKey('AwaitingHuman', 'BOOL'),
  OverallCoverage: defineSearchAttributeKey('OverallCoverage', 'KEYWORD'),
} as const;

/** Temporal Schedules the service creates at start-up and in the setup job. */
export const SCHEDULES = { retentionSweep: 'retention-sweep' } as const;

/**
 * The start-to-close timeout of the run workflow's activities (planning, conversation, scoring). LLM work inside them
 * is bounded by LLM_DEADLINE_MS (@irs/engines/llm), kept below this with room for the offline fallback; the security
 * test of review 2, finding 5, checks the two against each other.
 */
export const RUN_ACTIVITY_TIMEOUT_MS = 30_000;
