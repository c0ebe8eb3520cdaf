/**
 * Complete examples (issue 32's evidence levels): a story for a competency counts as one complete example when the
 * evidence it gave that competency tells the candidate's own action in a situation and an outcome. A story is one
 * question's thread (its first answer and the replies to its follow-ups, where an outcome often arrives), so a
 * story told across follow-ups is one example, and the same question answered twice is never two.
 */
import type { Answer } from './segment.js';
import type { EvidenceTypeId, EvidenceUnitRecord } from './types.js';

const ACTION: readonly EvidenceTypeId[] = ['concrete_example', 'ownership_statement', 'technical_detail'];
const OUTCOME: readonly EvidenceTypeId[] = ['outcome_metric', 'outcome_statement'];

/** Competency id → how many of its stories are complete. */
export function completeExamples(
  units: readonly EvidenceUnitRecord[],
  answers: readonly Answer[],
): Map<string, number> {
  const thread = new Map(answers.map((a) => [a.id, a.topic_id ?? a.id]));
  const told = new Map<string, Set<EvidenceTypeId>>();
  for (const u of units) {
    const key = `${u.competency_id}\u0000${thread.get(u.utterance_id) ?? u.utterance_id}`;
    const types = told.get(key) ?? new Set<EvidenceTypeId>();
    for (const t of u.evidence_types) types.add(t);
    told.set(key, types);
  }
  const out = new Map<string, number>();
  for (const [key, types] of told) {
    if (!ACTION.some((t) => types.has(t)) || !OUTCOME.some((t) => types.has(t))) continue;
    const id = key.split('\u0000')[0]!;
    out.set(id, (out.get(id) ?? 0) + 1);
  }
  return out;
}
