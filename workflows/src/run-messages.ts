import { defineQuery, defineUpdate } from '@temporalio/workflow';
import type { RunState } from '@irs/shared/run-states';

/** Start input: ids and non-personal labels only (docs/design.md principle 3). */
export interface RunInput {
  runId: string;
  tenantId: string;
  externalId: string;
  /**
   * GENERATING_PLAN, or INFO_NEEDED when the create request could not yield a plan, or APPROVED for a run started
   * from an interview template: its plan (copied from the template) was approved there by a person.
   */
  initialState: RunState;
  /** Job title and level: shown in the Temporal UI summary. */
  position: string;
  level: string;
  /** Started by an ATS adapter (issue 36): the run's transitions are also reported to that ATS. */
  ats?: boolean;
}

/** Update arguments carry at most a claim-check id (a run_inputs row holding the comment, reason or fields). */
export interface ActionInput {
  inputId?: string;
  /** Who acted, for the audit trail written with the transition. */
  actor?: { type: string; id: string | null };
}

export interface ActionResult {
  state: RunState;
}

export const completeInfo = defineUpdate<ActionResult, [ActionInput]>('completeInfo');
export const approvePlan = defineUpdate<ActionResult, [ActionInput]>('approvePlan');
export const rejectPlan = defineUpdate<ActionResult, [ActionInput]>('rejectPlan');
export const revisePlan = defineUpdate<ActionResult, [ActionInput]>('revisePlan');
/** A recruiter's direct edit of the plan under review (claim-checked); the run stays PENDING. */
export const editPlan = defineUpdate<ActionResult, [ActionInput]>('editPlan');
export const invite = defineUpdate<ActionResult, [ActionInput]>('invite');
export const approveAssessment = defineUpdate<ActionResult, [ActionInput]>('approveAssessment');
export const rejectAssessment = defineUpdate<ActionResult, [ActionInput]>('rejectAssessment');
export const cancel = defineUpdate<ActionResult, [ActionInput]>('cancel');

/**
 * A candidate's request (issue 37; its text is in candidate_requests, never here) holds the invited run: the interview
 * cannot start until a recruiter grants it (`grantRequest`) or cancels the run.
 */
export const requestAccommodation = defineUpdate<ActionResult, [ActionInput]>('requestAccommodation');
export const requestAlternative = defineUpdate<ActionResult, [ActionInput]>('requestAlternative');
export const grantRequest = defineUpdate<ActionResult, [ActionInput]>('grantRequest');

/** The candidate's turns: the answer text is claim-checked (inputId); the reply goes to the read model. */
export interface TurnResult {
  state: RunState;
  /** The interviewer has closed the conversation: only `completeInterview` remains. */
  done: boolean;
}
export const startInterview = defineUpdate<TurnResult, [ActionInput]>('startInterview');
export const candidateMessage = defineUpdate<TurnResult, [ActionInput]>('candidateMessage');
export const completeInterview = defineUpdate<ActionResult, [ActionInput]>('completeInterview');

export const stateQuery = defineQuery<RunState>('state');

/** ApplicationFailure type of a rejected update: the gateway maps it to 409 / JSON-RPC -32003. */
export const INVALID_STATE = 'InvalidState';
