import type { Plan } from '../planner/types.js';
import type { Embedder } from '../semantic.js';
import type { Utterance } from '../transcript.js';
import type { MoveName } from './moves.js';

/** Everything an interviewer needs to choose its next turn. */
export interface InterviewContext {
  plan: Plan;
  position: string;
  company_name: string | null;
  duration_minutes: number;
  /** The conversation so far, oldest first (empty before the greeting). */
  transcript: Utterance[];
  /** Milliseconds since the interview started. */
  elapsed_ms: number;
  /** Reads answers by meaning (off-topic, repeated) when given; without it the interviewer reads the words only. */
  embedder?: Embedder;
  /** The tenant's `ask_screening` setting: ask the plan's screening questions first (default true). */
  ask_screening?: boolean;
  /** Names that never reach an LLM provider (the candidate's): masked in the LLM interviewer's prompt. */
  private_names?: readonly string[];
}

/** The interviewer's next turn. `done: true` comes with the closing turn; after it nothing more is asked. */
export interface InterviewerTurn {
  text: string;
  kind: 'greeting' | 'screening' | 'question' | 'follow_up' | 'closing';
  topic_id: string | null;
  competency_id: string | null;
  /** The screening item a 'screening' turn asks. */
  screening_id?: string;
  done: boolean;
  /** The move made and why (recorded on the transcript for recruiters). */
  move: MoveName;
  reason: string;
}

/** An interviewer walks an approved plan. The default is deterministic and offline; an LLM-backed one can replace it. */
export interface Interviewer {
  readonly name: string;
  next(ctx: InterviewContext): Promise<InterviewerTurn>;
}

export interface Progress {
  /** Main questions asked so far. */
  asked: number;
  /** Main questions the plan holds (one per question topic). */
  total: number;
}
