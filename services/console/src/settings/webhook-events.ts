import { EVENT_NAMES } from '@irs/shared/run-states';

/** What each webhook event tells the receiver, in the words the run page uses. */
const WHAT: Record<(typeof EVENT_NAMES)[number], string> = {
  'interview.info_needed': 'More information needed',
  'interview.info_completed': 'Missing information supplied',
  'interview.plan_generated': 'Plan ready for review',
  'interview.modification_requested': 'Plan revision requested',
  'interview.approved': 'Plan approved',
  'interview.rejected': 'Run rejected',
  'interview.assessment_pending': 'Interview finished, scoring',
  'interview.assessment_ready': 'Assessment ready for review',
  'interview.completed': 'Assessment approved',
  'interview.cancelled': 'Run cancelled',
  'interview.accommodation_requested': 'Candidate asked for an accommodation',
  'interview.alternative_requested': 'Candidate asked for an alternative process',
};

export const WEBHOOK_EVENTS = EVENT_NAMES.map((id) => ({ id, label: WHAT[id] }));
