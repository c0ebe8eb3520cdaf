import { RUN_STATES, TERMINAL_STATES, type EventName, type RunState } from '@irs/shared/run-states';

const NON_TERMINAL = RUN_STATES.filter((s) => !TERMINAL_STATES.includes(s));

/**
 * The run state machine as data: which action is allowed from which state, where it leads and which event it raises.
 * Pure and deterministic: used inside the workflow, and unit-tested without Temporal.
 */
interface Transition {
  from: readonly RunState[];
  to: RunState;
  event: EventName | null;
}

/** Actions a caller triggers (Temporal Updates), then transitions the workflow makes itself. */
export const TRANSITIONS = {
  completeInfo: { from: ['INFO_NEEDED'], to: 'GENERATING_PLAN', event: 'interview.info_completed' },
  approvePlan: { from: ['PENDING'], to: 'APPROVED', event: 'interview.approved' },
  rejectPlan: { from: ['PENDING'], to: 'REJECTED', event: 'interview.rejected' },
  revisePlan: { from: ['PENDING'], to: 'GENERATING_PLAN', event: 'interview.modification_requested' },
  editPlan: { from: ['PENDING'], to: 'PENDING', event: null },
  invite: { from: ['APPROVED', 'INVITED'], to: 'INVITED', event: null },
  approveAssessment: { from: ['ASSESSMENT_READY'], to: 'COMPLETED', event: 'interview.completed' },
  rejectAssessment: { from: ['ASSESSMENT_READY'], to: 'REJECTED', event: 'interview.rejected' },
  cancel: { from: NON_TERMINAL, to: 'CANCELLED', event: 'interview.cancelled' },
  startInterview: { from: ['INVITED'], to: 'IN_PROGRESS', event: null },
  // A candidate's request holds the invited run until a recruiter grants it (or cancels the run) (issue 37).
  requestAccommodation: { from: ['INVITED'], to: 'INVITED', event: 'interview.accommodation_requested' },
  requestAlternative: { from: ['INVITED'], to: 'INVITED', event: 'interview.alternative_requested' },
  grantRequest: { from: ['INVITED'], to: 'INVITED', event: null },
  completeInterview: { from: ['IN_PROGRESS'], to: 'ASSESSMENT_PENDING', event: 'interview.assessment_pending' },
  assessmentReady: { from: ['ASSESSMENT_PENDING'], to: 'ASSESSMENT_READY', event: 'interview.assessment_ready' },
  planReady: { from: ['GENERATING_PLAN'], to: 'PENDING', event: 'interview.plan_generated' },
  planInsufficient: { from: ['GENERATING_PLAN'], to: 'INFO_NEEDED', event: 'interview.info_needed' },
} as const satisfies Record<string, Transition>;

export type TransitionName = keyof typeof TRANSITIONS;

/** States in which the run waits for a person (recruiter or reviewer), not for the system or the candidate. */
export const AWAITING_HUMAN: readonly RunState[] = ['INFO_NEEDED', 'PENDING', 'ASSESSMENT_READY'];

/** What each waiting state waits for: the workflow's current details in the Temporal UI. */
export const WAITING_FOR: Record<RunState, string> = {
  INFO_NEEDED: 'Waiting for the recruiter to supply missing information (PATCH .../info)',
  GENERATING_PLAN: 'Generating the interview plan',
  PENDING: 'Waiting for plan review: approve, reject or revise',
  APPROVED: 'Waiting for the candidate invite (POST .../invite)',
  INVITED: 'Waiting for the candidate to start the interview',
  IN_PROGRESS: 'Interview in progress',
  ASSESSMENT_PENDING: 'Scoring the interview',
  ASSESSMENT_READY: 'Waiting for assessment review: approve or reject',
  COMPLETED: 'Completed',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
};

export class InvalidTransition extends Error {
  constructor(
    readonly transition: TransitionName,
    readonly state: RunState,
  ) {
    const allowed = TRANSITIONS[transition].from.join(', ');
    super(`${transition} is not allowed in state ${state} (allowed in: ${allowed})`);
  }
}

export class RunMachine {
  /** Per-run sequence of transitions: orders projection writes and events. */
  sequence = 0;

  constructor(public state: RunState) {}

  get terminal(): boolean {
    return TERMINAL_STATES.includes(this.state);
  }

  get awaitingHuman(): boolean {
    return AWAITING_HUMAN.includes(this.state);
  }

  /** Throws InvalidTransition when `name` is not allowed now: the synchronous update validator. */
  check(name: TransitionName): void {
    if (!(TRANSITIONS[name].from as readonly RunState[]).includes(this.state))
      throw new InvalidTransition(name, this.state);
  }

  /** Applies a transition synchronously; returns what must be recorded. */
  apply(name: TransitionName): { state: RunState; sequence: number; event: EventName | null } {
    this.check(name);
    this.state = TRANSITIONS[name].to;
    this.sequence += 1;
    return { state: this.state, sequence: this.sequence, event: TRANSITIONS[name].event };
  }
}
