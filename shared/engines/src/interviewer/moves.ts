/** Moves that dig into the same topic; they spend the probe budget. Clarifications do not: the candidate asked. */
const PROBES = [
  'probe_specific',
  'probe_own_part',
  'probe_outcome',
  'redirect',
  'alternative_angle',
  'different_example',
] as const;

/** The interviewer's moves, as recorded on each interviewer turn of the transcript (and labelled in eval/interviewer). */
export const MOVES = [...PROBES, 'next_topic', 'rephrase', 'explain', 'defer'] as const;

/** A move label, or the turns that are not answers to anything: the greeting, a screening question, the closing. */
export type MoveName = (typeof MOVES)[number] | 'greeting' | 'screening' | 'closing';

export const PROBE_MOVES: ReadonlySet<MoveName> = new Set(PROBES);
