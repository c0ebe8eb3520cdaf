/**
 * Stages 7-10: merge near-duplicate evidence, then aggregate refs → signals → sub-dimensions → competencies.
 *
 * Aggregation is monotonic, so more evidence never lowers a score:
 *   - a signal's strength is the noisy-OR of its refs' contributions (1 − Π(1 − cᵢ));
 *   - near-duplicates (same signal, word sets with Jaccard ≥ DUPLICATE_JACCARD against a group's first quote, in
 *     transcript order) collapse into one ref, the group's strongest; later evidence only joins or adds groups;
 *   - a sub-dimension's score is its signal's strength; a competency's score is Σ weightᵢ × sub-dimension scoreᵢ with
 *     weights fixed by the plan.
 */
import type { CompetencyModel } from './attribute.js';
import { DUPLICATE_JACCARD } from './cues.js';
import { noisyOr, round4, words } from './text.js';
import type {
  CompetencyResult,
  CoverageRule,
  EvidenceRef,
  EvidenceTypeId,
  SignalTrace,
  SubDimensionDetail,
} from './types.js';

/** A ref before deduplication. */
export interface RefCandidate {
  unit_id: string;
  utterance_id: string;
  evidence_type_id: EvidenceTypeId;
  quote: string;
  words: Set<string>;
  strength: number;
  quality: number;
  confidence: number;
  specificity: number;
  relevance: number;
  fit: number;
  contribution: number;
}

export interface SignalResult {
  trace: SignalTrace;
  /** Unrounded strength. */
  strength: number;
  kept: RefCandidate[];
}

function jaccardSets(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let inter = 0;
  for (const x of a) if (b.has(x)) inter += 1;
  return inter / (a.size + b.size - inter);
}

export const wordSet = (text: string): Set<string> => new Set(words(text));

/** Stage 7 for one signal: groups of near-duplicates, each represented by its strongest member. */
export function deduplicate(refs: readonly RefCandidate[]): { kept: RefCandidate[]; merged: number } {
  const groups: { anchor: Set<string>; best: RefCandidate; size: number }[] = [];
  for (const r of refs) {
    const g = groups.find((x) => jaccardSets(x.anchor, r.words) >= DUPLICATE_JACCARD);
    if (!g) groups.push({ anchor: r.words, best: r, size: 1 });
    else {
      g.size += 1;
      if (r.contribution > g.best.contribution) g.best = r;
    }
  }
  return { kept: groups.map((g) => g.best), merged: groups.reduce((n, g) => n + g.size - 1, 0) };
}

function toRef(r: RefCandidate): EvidenceRef {
  return {
    utterance_id: r.utterance_id,
    unit_id: r.unit_id,
    evidence_type_id: r.evidence_type_id,
    strength: round4(r.strength),
    quote: r.quote,
    measures: {
      quality: round4(r.quality),
      confidence: round4(r.confidence),
      contribution: round4(r.contribution),
      specificity: round4(r.specificity),
      relevance: round4(r.relevance),
      sub_dimension_fit: round4(r.fit),
    },
  };
}

/** Stages 7-8 for one (competency, sub-dimension) signal. */
export function aggregateSignal(
  competency_id: string,
  sub_dimension_id: string,
  refs: readonly RefCandidate[],
): SignalResult {
  const { kept, merged } = deduplicate(refs);
  const strength = noisyOr(kept.map((r) => r.contribution));
  return {
    strength,
    kept,
    trace: {
      signal_id: `${competency_id}/${sub_dimension_id}`,
      competency_id,
      sub_dimension_id,
      strength: round4(strength),
      merged_duplicates: merged,
      refs: kept.map(toRef),
    },
  };
}

/** Stage 9. */
export function subDimensionDetail(
  model: CompetencyModel,
  index: number,
  signal: SignalResult,
  rule: CoverageRule,
): SubDimensionDetail {
  const sd = model.sub_dimensions[index];
  return {
    competency_id: model.id,
    sub_dimension_id: sd?.id ?? '',
    score: round4(signal.strength),
    rubric: sd?.rubric ?? '',
    observed_signals: signal.kept.length,
    coverage_factor: round4(Math.min(1, signal.kept.length / Math.max(1, rule.saturation_refs))),
  };
}

export interface CompetencyAggregate {
  result: CompetencyResult;
  /** Unrounded score. */
  score: number;
  /** Distinct evidence units among the kept refs of all its sub-dimensions. */
  evidenceUnits: number;
}

/** Stage 10. */
export function aggregateCompetency(model: CompetencyModel, signals: readonly SignalResult[]): CompetencyAggregate {
  const sub_dimension_scores: Record<string, number> = {};
  const sub_dimension_weights: Record<string, number> = {};
  let score = 0;
  const units = new Set<string>();
  model.sub_dimensions.forEach((sd, i) => {
    const s = signals[i];
    const strength = s?.strength ?? 0;
    sub_dimension_scores[sd.id] = round4(strength);
    sub_dimension_weights[sd.id] = sd.weight;
    score += sd.weight * strength;
    for (const r of s?.kept ?? []) units.add(r.unit_id);
  });
  score = Math.min(1, Math.max(0, score));
  const c = model.competency;
  return {
    score,
    evidenceUnits: units.size,
    result: {
      competency_id: model.id,
      score: round4(score),
      role_importance: typeof c.role_importance === 'number' ? c.role_importance : 0,
      requirement_type: c.requirement_type === 'essential' ? 'essential' : 'desirable',
      sub_dimension_scores,
      sub_dimension_weights,
    },
  };
}
