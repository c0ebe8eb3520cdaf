import { humanize } from '../format';

/** docs/spec.md "Event names", as a recruiter says them. */
const EVENT_LABELS: Record<string, string> = {
  'interview.info_needed': 'More information needed',
  'interview.info_completed': 'Missing information supplied',
  'interview.plan_generated': 'Plan ready for review',
  'interview.modification_requested': 'Plan revision requested',
  'interview.approved': 'Plan approved',
  'interview.rejected': 'Rejected',
  'interview.assessment_pending': 'Interview finished',
  'interview.assessment_ready': 'Assessment ready for review',
  'interview.completed': 'Assessment approved',
  'interview.cancelled': 'Cancelled',
  'interview.accommodation_requested': 'Accommodation requested',
  'interview.alternative_requested': 'Alternative process requested',
};

/** A run event's name in words; an event this console does not know yet, humanized. */
export const eventLabel = (event: string) => EVENT_LABELS[event] ?? humanize(event.replace(/^interview\./, ''));
