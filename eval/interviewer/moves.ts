import { MOVES } from '@irs/engines/interviewer';

/** The moves the labelled cases are written in (README.md defines each): the interviewer's own vocabulary. */
export { MOVES };
export type Move = (typeof MOVES)[number];

/** Answer styles the set is stratified by. */
export const STYLES = [
  'general',
  'we',
  'no_outcome',
  'off_topic',
  'no_experience',
  'repeated',
  'complete',
  'clarification',
] as const;
export type Style = (typeof STYLES)[number];

/** The baseline interviewer's scripted follow-up has no move of its own: it matches no label. */
export const UNLABELLED_FOLLOW_UP = 'follow_up_scripted';
export type ChosenMove = Move | typeof UNLABELLED_FOLLOW_UP;
