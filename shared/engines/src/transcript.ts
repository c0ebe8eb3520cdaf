import type { MoveName } from './interviewer/moves.js';

/** One turn of the interview conversation, as stored in the read model (runs.transcript). */
export interface Utterance {
  /** Stable id, e.g. "u-0007"; assessment evidence refers to it. */
  id: string;
  speaker: 'interviewer' | 'candidate';
  text: string;
  /** Milliseconds since the interview started. */
  offset_ms: number;
  /** What the interviewer was doing (candidate turns: 'answer'); 'screening' asks a fact of the plan's screening list. */
  kind: 'greeting' | 'screening' | 'question' | 'follow_up' | 'closing' | 'answer';
  /** The plan topic and competency the turn belongs to (for an answer: those of the question it answers). */
  topic_id: string | null;
  competency_id: string | null;
  /** The screening item a 'screening' turn asks, or that an answer answers (absent otherwise). */
  screening_id?: string;
  /**
   * Interviewer turns: the move made (probe_specific, probe_own_part, next_topic, ...) and why, for recruiters.
   * Optional: transcripts stored before moves were recorded have neither. Never shown to the candidate or in webhooks.
   */
  move?: MoveName;
  reason?: string;
}
