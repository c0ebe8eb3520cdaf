// Pure definitions, free of Node dependencies: the workflow sandbox imports this file as '@irs/shared/run-states'.

/** Run states: docs/spec.md's list plus IN_PROGRESS and ASSESSMENT_PENDING (docs/design.md §4). */
export const RUN_STATES = [
  'INFO_NEEDED',
  'GENERATING_PLAN',
  'PENDING',
  'APPROVED',
  'INVITED',
  'IN_PROGRESS',
  'ASSESSMENT_PENDING',
  'ASSESSMENT_READY',
  'COMPLETED',
  'REJECTED',
  'CANCELLED',
] as const;
export type RunState = (typeof RUN_STATES)[number];

export const TERMINAL_STATES: readonly RunState[] = ['COMPLETED', 'REJECTED', 'CANCELLED'];

/** docs/spec.md "Event names"; every one of them can be subscribed to. */
export const EVENT_NAMES = [
  'interview.info_needed',
  'interview.info_completed',
  'interview.plan_generated',
  'interview.approved',
  'interview.rejected',
  'interview.assessment_ready',
  'interview.assessment_pending',
  'interview.completed',
  'interview.modification_requested',
  'interview.cancelled',
  // Extensions (issue 37, docs/webhooks.md): a candidate asked for an accommodation or for another process.
  'interview.accommodation_requested',
  'interview.alternative_requested',
] as const;
export type EventName = (typeof EVENT_NAMES)[number];
