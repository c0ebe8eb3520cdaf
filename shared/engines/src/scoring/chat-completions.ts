/**
 * The LLM scorer: an OpenAI-compatible chat model proposes which competencies each candidate turn evidences, quoting
 * the turn; the deterministic checker keeps only verbatim quotes, and the evidence rules still decide what is credited
 * (stages 4-13 are the deterministic scorer's). A reply that stays malformed after one retry, or any provider trouble,
 * leaves the decision to the deterministic scorer (the semantic matcher when the input carries an embedder), and
 * stage_trace.matchers.llm_fallback records why.
 */
import { completeJson, type ChatEndpoint } from '../llm/index.js';
import { claimMessages, claimsSchema, verifyClaims, type VerifiedClaims } from './llm-claims.js';
import { MEANING_THRESHOLDS, type AnswerMeaning } from './meaning.js';
import { prepare, score, semanticFindings, type Prepared } from './scorer.js';
import type { Scorer } from './types.js';

export function createChatCompletionsScorer(endpoint: ChatEndpoint): Scorer {
  return {
    name: 'chat-completions',
    async score(input, rule) {
      const prepared = prepare(input);
      const { norm, models, segments } = prepared;
      const reply = await completeJson(endpoint, claimMessages(models, norm.answers), claimsSchema);
      if (!reply.ok) {
        const findings = await semanticFindings(input, prepared);
        return score(prepared, rule, { ...findings, llm_model: endpoint.model, llm_fallback: reply.reason });
      }
      const { verified, dropped } = verifyClaims(reply.value, models, norm.answers, segments);
      return score(prepared, rule, {
        byAnswer: claimedMeanings(prepared, verified),
        semantic_model: null,
        llm_model: endpoint.model,
        unverifiable: dropped,
        llm_fallback: null,
      });
    },
  };
}

/** The verified claims in the shape the attribution stage reads: the claimed competencies at full closeness. */
function claimedMeanings({ models, norm }: Prepared, verified: VerifiedClaims): Map<string, AnswerMeaning> {
  const out = new Map<string, AnswerMeaning>();
  for (const answer of norm.answers) {
    const claimed = verified.get(answer.id) ?? new Map();
    out.set(answer.id, {
      matcher: 'llm',
      closeness: models.map((m) => (claimed.has(m.id) ? 1 : 0)),
      shared: models.map(() => 0),
      lean: models.map(() => 0),
      proposed: new Set(claimed.keys()),
      subDimensions: models.map((m) => {
        const named = claimed.get(m.id)?.subDimension;
        const known = m.sub_dimensions.some((s) => s.id === named);
        return m.sub_dimensions.map((s) => (!known || s.id === named ? 1 : 0));
      }),
      toQuestion: 0,
      best: claimed.size ? 1 : 0,
      outside: 0,
      elsewhere: false,
      thresholds: MEANING_THRESHOLDS,
      segments: new Map([...claimed].map(([id, c]) => [id, c.segments])),
    });
  }
  return out;
}
