import type { RunStatus } from '../api/types';

/** How far an IN_PROGRESS interview is (services/gateway/src/runs/progress.ts): counts and times, nothing said. */
export interface InterviewProgress {
  questions: { asked: number; planned: number };
  competencies: { reached: number; planned: number };
  answers: number;
  planned_minutes: number | null;
  started_at: string | null;
  last_answer_at: string | null;
}

export interface LegalHold {
  reason: string | null;
  set_at: string | null;
}

/** The status read's members that api/types.ts does not name: the interview's progress, the hold and the purge. */
export interface RunStatusExtras {
  /** Only while IN_PROGRESS. */
  progress?: InterviewProgress;
  legal_hold?: LegalHold | null;
  purged_at?: string | null;
}

export const extrasOf = (status: RunStatus): RunStatusExtras => status as RunStatus & RunStatusExtras;

/** The states a run ends in: nothing is left to cancel. */
export const CLOSED_STATES: readonly RunStatus['state'][] = ['COMPLETED', 'REJECTED', 'CANCELLED'];
