import type { RunState } from '../api/types';

/** What happens now, said at the top of the decision panel. */
export const STATE_NOTES: Record<RunState, string> = {
  INFO_NEEDED: 'The posting lacks what a plan needs. Once the missing information is supplied, the plan is generated.',
  GENERATING_PLAN: 'The plan is being generated. This page updates when it is ready.',
  PENDING: 'The plan waits for your decision. Read the competencies and the screening facts first.',
  APPROVED: 'The plan is approved. Invite the candidate to start the interview.',
  INVITED: 'The candidate is invited. Inviting again replaces the link and the code.',
  IN_PROGRESS: 'The candidate is in the interview.',
  ASSESSMENT_PENDING: 'The interview is over; the assessment is being scored.',
  ASSESSMENT_READY: 'The assessment waits for your decision. Read the quotes behind each level first.',
  COMPLETED: 'The assessment is approved and delivered.',
  REJECTED: 'This run was rejected.',
  CANCELLED: 'This run was cancelled.',
};
