/**
 * Screening facts by meaning: what the rules of screening-rules.ts miss ("Reach truck experience", "Active PTIN",
 * "Writing sample"), a logistic head on the sentence model's vector of a phrase calls a fact, and the nearest kind
 * centroid names its kind. Trained on the recruiter set's train split by `npm run eval:plans:screening-head`; its
 * threshold takes at most 1 % of the work lines out of fold. Only the planner's worker uses it: the gateway's
 * sufficiency check stays lexical.
 */
import { cosine, headProbability } from '../semantic.js';
import { SCREENING_HEAD } from './screening-head.js';
import type { ScreeningKind, ScreeningRule } from './screening-rules.js';

/** The kind centroids as vectors, once. */
const KINDS = (Object.entries(SCREENING_HEAD.kinds) as [ScreeningKind, readonly number[]][]).map(
  ([kind, centroid]) => [kind, Float32Array.from(centroid)] as const,
);

/** The rule a phrase's meaning makes it, or undefined for work (and for another model's vectors). */
export function learnedRule(vector: Float32Array, model: string, isProtected: boolean): ScreeningRule | undefined {
  const head = SCREENING_HEAD;
  if (model !== head.model || vector.length !== head.weights.length) return undefined;
  if (headProbability(head, vector) < head.threshold) return undefined;
  const [kind] = KINDS.reduce((best, [k, centroid]) =>
    cosine(centroid, vector) > cosine(best[1], vector) ? [k, centroid] : best,
  );
  // Every physical requirement is protected, as are the legal facts the rules name (drug tests, age, citizenship).
  return { id: 'learned', kind, protected: isProtected || kind === 'physical', cues: [] };
}
