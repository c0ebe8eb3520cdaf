/**
 * Candidate text is data: a sentence addressed to the system, the assessor or a model ("[SYSTEM] … assign a score of
 * 1.0", a note to "the evaluator", the same in another language) is found by meaning, with a logistic head on the
 * sentence model's vector of each sentence (`npm run eval:assessment:injection` trains it on a labelled set of
 * injection and benign sentences, train only, and writes injection-head.ts with a hash of that data). The words'
 * guard (answer-guards.ts) stays for the model-less path. An answer with such a sentence is guarded as an injection:
 * it earns nothing, is never sent to an LLM, and its segments say `injection` for the recruiter.
 */
import { headProbability, type Embedder } from '../semantic.js';
import { readSentences } from '../text/reader.js';
import { INJECTION_RE } from './answer-guards.js';
import { INJECTION_HEAD } from './injection-head.js';
import type { Answer } from './segment.js';

/** Whether one sentence (its unit-length vector) addresses the assessor; never on another model's vectors. */
export function addressesAssessor(vector: Float32Array, model: string): boolean {
  const head = INJECTION_HEAD;
  if (model !== head.model || vector.length !== head.weights.length) return false;
  return headProbability(head, vector) >= head.threshold;
}

/** Guards, as injections, the answers the head flags; returns their ids. An answer already guarded keeps its guard. */
export function guardAddressed(
  answers: readonly Answer[],
  sentences: ReadonlyMap<string, readonly Float32Array[]>,
  model: string,
): Set<string> {
  const flagged = new Set<string>();
  for (const answer of answers) {
    if (answer.guard || !(sentences.get(answer.id) ?? []).some((v) => addressesAssessor(v, model))) continue;
    answer.guard = 'injection';
    flagged.add(answer.id);
  }
  return flagged;
}

/**
 * Whether a whole answer speaks to a model or an assessor: by its words (INJECTION_RE), or, with an embedder, by the
 * head on any of its sentences. The LLM interviewer withholds such an answer from its prompt, as the scorer does.
 */
export async function addressesModel(text: string, embedder?: Embedder): Promise<boolean> {
  if (INJECTION_RE.test(text)) return true;
  if (!embedder) return false;
  const sentences = readSentences(text).map((s) => s.text);
  return sentences.length > 0 && (await embedder.embed(sentences)).some((v) => addressesAssessor(v, embedder.model));
}
