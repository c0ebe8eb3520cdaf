import type { Plan } from '../planner/types.js';
import type { Utterance } from '../transcript.js';

/**
 * The scorer's contract. Input: the approved plan and the finished transcript. Output: the assessment payload of
 * SPEC.md "Assessment" (see the scoring module for the full shape). Deterministic and offline by default.
 */
export interface ScoringInput {
  plan: Plan;
  transcript: Utterance[];
}
