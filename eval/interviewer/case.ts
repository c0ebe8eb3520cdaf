import type { Move, Style } from './moves.js';

export interface Exchange {
  question: string;
  answer: string;
}

/** One labelled case: the interview so far on one competency topic, the answer just given and the move it calls for. */
export interface InterviewerCase {
  id: string;
  family: string;
  style: Style;
  competency: { id: string; name: string; description: string };
  topic: { id: string; prompt: string; follow_ups: string[] };
  /** The same interview's earlier exchanges, oldest first; the last `probes_so_far` are on this topic. */
  earlier: Exchange[];
  /** Follow-ups already asked on this topic, counting `question` when it is one. */
  probes_so_far: number;
  question: string;
  answer: string;
  expected_move: Move;
}
