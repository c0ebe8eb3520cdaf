/**
 * The LLM scorer: an OpenAI-compatible chat model proposes which competencies each candidate turn evidences, quoting
 * the turn; the deterministic checker keeps only verbatim quotes that the offline engine reads as about the claimed
 * competency, and the evidence rules still decide what is credited (stages 4-13 are the deterministic scorer's).
 *
 * What the model may add is bounded (security review 2, finding 3):
 *   - answers an answer guard flags (an injection among them) are never sent (withheld_answers);
 *   - a claim counts in full only on segments the offline attribution stage itself places under the competency; a
 *     claim it does not place there counts only when the offline semantic matcher still reads the answer as about the
 *     competency (LLM-only credit: one quote per competency, llm_only_claims), and is dropped otherwise
 *     (dropped_off_competency);
 *   - LLM-only credit never makes a competency well evidenced (its gap reads `llm_only`), so coverage is never wider
 *     than the corroborated claims make it;
 *   - competencies the LLM path credits and the offline engine does not are listed in llm_added_competencies.
 * A reply that stays malformed after one retry, or any provider trouble, leaves the decision to the deterministic
 * scorer (the semantic matcher when the input carries an embedder), and stage_trace.matchers.llm_fallback records the
 * kind of failure (the detail goes to the endpoint's onFailure, for the server's log).
 */
import { completeJson, type ChatEndpoint } from '../llm/index.js';
import {
  checkClaims,
  claimMessages,
  claimsSchema,
  joinClaims,
  promptable,
  verifyClaims,
  type VerifiedClaims,
} from './llm-claims.js';
import { MEANING_THRESHOLDS, type AnswerMeaning } from './meaning.js';
import { resolveRule } from './coverage.js';
import { prepare, score, semanticFindings, type Findings, type Prepared } from './scorer.js';
import type { AssessmentPayload, CoverageRule, Scorer } from './types.js';

export function createChatCompletionsScorer(endpoint: ChatEndpoint): Scorer {
  return {
    name: 'chat-completions',
    async score(input, rule) {
      const prepared = prepare(input);
      const { norm, models, segments } = prepared;
      // The offline engine's own reading: the fallback, and what every claim is checked against.
      const offline = await semanticFindings(input, prepared);
      const prompted = promptable(norm.answers);
      const reply = await completeJson(endpoint, claimMessages(models, prompted, input.private_names), claimsSchema);
      if (!reply.ok)
        return score(prepared, rule, { ...offline, llm_model: endpoint.model, llm_fallback: reply.reason });
      const { verified, dropped } = verifyClaims(reply.value, models, prompted, segments);
      const checked = checkClaims(verified, models, prompted, segments, offline.byAnswer);
      const llm = (claims: VerifiedClaims, notCounted?: ReadonlySet<string>): Findings => ({
        byAnswer: claimedMeanings(prepared, claims),
        semantic_model: null,
        llm_model: endpoint.model,
        unverifiable: dropped,
        llm_fallback: null,
        llm_checks: {
          withheld_answers: norm.answers.length - prompted.length,
          dropped_off_competency: checked.offCompetency,
          llm_only_claims: countClaims(checked.llmOnly),
        },
        ...(notCounted ? { not_counted: notCounted } : {}),
      });
      // Competencies the LLM-only claims touch and that are not well evidenced without them: they may not count.
      const corroborated = wellEvidenced(score(prepared, rule, llm(checked.corroborated)), rule);
      const touched = new Set([...checked.llmOnly.values()].flatMap((claims) => [...claims.keys()]));
      const notCounted = new Set([...touched].filter((id) => !corroborated.has(id)));
      const payload = score(prepared, rule, llm(joinClaims(checked.corroborated, checked.llmOnly), notCounted));
      const offlineCredited = credited(score(prepared, rule, offline));
      const added = models.map((m) => m.id).filter((id) => credited(payload).has(id) && !offlineCredited.has(id));
      payload.stage_trace.matchers = { ...payload.stage_trace.matchers!, llm_added_competencies: added };
      return payload;
    },
  };
}

const countClaims = (claims: VerifiedClaims): number => [...claims.values()].reduce((n, c) => n + c.size, 0);

/** Competencies with at least one credited evidence unit. */
const credited = (p: AssessmentPayload): Set<string> =>
  new Set(p.stage_trace.evidence_units.map((u) => u.competency_id));

/** The competencies a payload counts as well evidenced: the coverage rule read back from its results and refs. */
function wellEvidenced(p: AssessmentPayload, ruleIn: CoverageRule | undefined): Set<string> {
  const rule = resolveRule(ruleIn);
  const units = new Map<string, Set<string>>();
  for (const t of p.traces)
    for (const r of t.refs) units.set(t.competency_id, (units.get(t.competency_id) ?? new Set()).add(r.unit_id));
  return new Set(
    p.competencies
      .filter((c) => c.score >= rule.min_score && (units.get(c.competency_id)?.size ?? 0) >= rule.min_refs)
      .map((c) => c.competency_id),
  );
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
      addressed: false,
      otherJob: false,
      thresholds: MEANING_THRESHOLDS,
      segments: new Map([...claimed].map(([id, c]) => [id, c.segments])),
    });
  }
  return out;
}
