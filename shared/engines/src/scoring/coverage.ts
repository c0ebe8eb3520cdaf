/**
 * Stage 11: the coverage rule. Results are coverage-based: the decision field is overall_coverage plus the gap
 * analysis; scores are internal evidence weights.
 *
 * Default rule (DEFAULT_COVERAGE_RULE, every number configurable through CoverageRule). Each competency gets one of
 * three evidence levels (docs/engines.md has worked examples):
 *   - WELL EVIDENCED when its score ≥ 0.5 and at least 2 distinct evidence units (quotes) support it;
 *   - EVIDENCED when it is not, but one story gave it a complete example (a situation, the candidate's own action and
 *     an outcome; examples.ts);
 *   - NOT EVIDENCED otherwise (nothing, or only fragments). Only this level is a gap: it is listed in
 *     gap_competencies (a desirable one too, unless `desirable_gaps: false`), and an essential one raises the HITL flag
 *     `unmet_essential:<competency_id>`.
 *   - overall_coverage is
 *       insufficient  when fewer than 50 % of the competencies are at least evidenced, or more than half of the
 *                     essential competencies are not evidenced (a plan without competencies is insufficient too);
 *       sufficient    when every essential competency is at least evidenced and at least 80 % are well evidenced;
 *       partial       otherwise.
 *   - covered_count = competencies_well_evidenced, total_count = the plan's competencies,
 *     competencies_with_gaps = gap_competencies.length.
 * `notCounted` (the LLM scorer only; empty otherwise): competencies that LLM-only credit would make well evidenced;
 * they stay gaps (reason `llm_only`), so a model's word alone never widens coverage.
 */
import type { CompetencyAggregate } from './aggregate.js';
import type { CoverageRule, CoverageSummary, EvidenceLevel, HighlightGap, OverallCoverage } from './types.js';

export const DEFAULT_COVERAGE_RULE: Readonly<CoverageRule> = Object.freeze({
  min_score: 0.5,
  min_refs: 2,
  sufficient_share: 0.8,
  insufficient_share: 0.5,
  max_unmet_essential_share: 0.5,
  desirable_gaps: true,
  saturation_refs: 3,
});

/** The rule to apply: the default, or a checked custom rule (RangeError on a value out of range). */
export function resolveRule(rule?: Partial<CoverageRule>): CoverageRule {
  const r: CoverageRule = { ...DEFAULT_COVERAGE_RULE, ...(rule ?? {}) };
  const share = (k: keyof CoverageRule): void => {
    const v = r[k];
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 1) {
      throw new RangeError(`coverage rule: ${k} must be a number from 0 to 1`);
    }
  };
  const count = (k: keyof CoverageRule): void => {
    const v = r[k];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) {
      throw new RangeError(`coverage rule: ${k} must be a non-negative integer`);
    }
  };
  share('min_score');
  share('sufficient_share');
  share('insufficient_share');
  share('max_unmet_essential_share');
  count('min_refs');
  count('saturation_refs');
  if (r.saturation_refs < 1) throw new RangeError('coverage rule: saturation_refs must be at least 1');
  if (typeof r.desirable_gaps !== 'boolean') throw new RangeError('coverage rule: desirable_gaps must be a boolean');
  return r;
}

export interface CoverageResult {
  summary: CoverageSummary;
  gaps: HighlightGap[];
  wellEvidenced: Set<string>;
}

export function coverage(
  aggregates: readonly CompetencyAggregate[],
  rule: CoverageRule,
  notCounted: ReadonlySet<string> = new Set(),
  examples: ReadonlyMap<string, number> = new Map(),
): CoverageResult {
  const well = new Set<string>();
  const gap_competencies: string[] = [];
  const hitl_flags: string[] = [];
  const gaps: HighlightGap[] = [];
  let essentials = 0;
  let heard = 0;
  let unheardEssentials = 0;
  for (const a of aggregates) {
    const { competency_id, score, requirement_type } = a.result;
    const essential = requirement_type === 'essential';
    if (essential) essentials += 1;
    const met = score >= rule.min_score && a.evidenceUnits >= rule.min_refs;
    const complete = examples.get(competency_id) ?? 0;
    const level: EvidenceLevel = notCounted.has(competency_id)
      ? 'not_evidenced'
      : met
        ? 'well_evidenced'
        : complete > 0
          ? 'evidenced'
          : 'not_evidenced';
    a.result.evidence_level = level;
    a.result.complete_examples = complete;
    if (level === 'well_evidenced') well.add(competency_id);
    if (level !== 'not_evidenced') {
      heard += 1;
      continue;
    }
    if (essential) unheardEssentials += 1;
    if (!essential && !rule.desirable_gaps) continue;
    const flag = essential ? `unmet_essential:${competency_id}` : null;
    gap_competencies.push(competency_id);
    if (flag) hitl_flags.push(flag);
    gaps.push({
      competency_id,
      requirement_type,
      score,
      evidence_units: a.evidenceUnits,
      reason: met
        ? 'llm_only'
        : a.evidenceUnits === 0
          ? 'no_evidence'
          : score < rule.min_score
            ? 'below_min_score'
            : 'too_few_refs',
      hitl_flag: flag,
    });
  }
  const total = aggregates.length;
  const heardShare = total ? heard / total : 0;
  const unheardShare = essentials ? unheardEssentials / essentials : 0;
  let overall: OverallCoverage;
  if (total === 0 || heardShare < rule.insufficient_share || unheardShare > rule.max_unmet_essential_share) {
    overall = 'insufficient';
  } else if (unheardEssentials === 0 && well.size / total >= rule.sufficient_share) overall = 'sufficient';
  else overall = 'partial';
  return {
    wellEvidenced: well,
    gaps,
    summary: {
      overall_coverage: overall,
      gap_competencies,
      covered_count: well.size,
      total_count: total,
      competencies_well_evidenced: well.size,
      competencies_with_gaps: gap_competencies.length,
      hitl_flags,
    },
  };
}
