/**
 * The deterministic scorer: thirteen explainable stages from transcript to assessment payload. No network, no clock,
 * no randomness: the same input (and the same embedding model) always yields a deep-equal payload.
 *
 *   1 normalise                 candidate utterances only (interviewer turns are never evidence); answer guards
 *   2 segment                   sentences, with offsets into the utterance text
 *   3 attribute                 competencies (question / mention / cue / semantic) and sub-dimension fits per segment
 *   4 detect_evidence           cue hits; short and generic segments drop out
 *   5 classify_evidence         evidence types per (segment, competency) → evidence units
 *   6 measure                   specificity, confidence, quality, strength; refs per sub-dimension
 *   7 deduplicate               near-duplicate refs of a signal merge into the strongest
 *   8 aggregate_signals         noisy-OR per (competency, sub-dimension) signal
 *   9 aggregate_sub_dimensions  score, observed_signals, coverage_factor
 *  10 aggregate_competencies    plan-fixed weights × sub-dimension scores
 *  11 coverage                  the coverage rule → coverage_summary and HITL flags
 *  12 highlights                strongest episodes, gaps, lowlights
 *  13 narrative                 template text about evidence and coverage
 */
import { ONTOLOGY_VERSION } from '../planner/ontology/index.js';
import type { PlanCompetency } from '../planner/types.js';
import {
  type CompetencyAggregate,
  type SignalResult,
  aggregateCompetency,
  aggregateSignal,
  subDimensionDetail,
} from './aggregate.js';
import { attribute, competencyModel } from './attribute.js';
import { completeExamples } from './examples.js';
import { coverage, resolveRule } from './coverage.js';
import { SIGNAL_WEIGHTS_VERSION } from './cues.js';
import { detect } from './evidence.js';
import { highlights, narrative } from './narrative.js';
import { normalise, segment } from './segment.js';
import {
  MEANING_THRESHOLDS,
  centroid,
  relate,
  toldSentences,
  type AnswerMeaning,
  type MeaningThresholds,
} from './meaning.js';
import type { Embedder } from '../semantic.js';
import type { Utterance } from '../transcript.js';
import type {
  AssessmentPayload,
  AttributionVia,
  CoverageRule,
  Matcher,
  MatcherTrace,
  Scorer,
  ScoringInput,
  StageName,
  StageRecord,
} from './types.js';
import { answerOutcomes, evidenceUnits, signalRefs } from './units.js';
import { fallbackNote, type LlmFailureKind } from '../llm/index.js';

/** Stages 1-2 and the plan's competency models: what both the semantic matcher and the rest of the pipeline read. */
export function prepare(input: ScoringInput) {
  const planCompetencies: PlanCompetency[] = Array.isArray(input?.plan?.competencies) ? input.plan.competencies : [];
  const seenIds = new Set<string>();
  const models = planCompetencies
    .filter((c) => c && typeof c.id === 'string' && c.id !== '' && !seenIds.has(c.id) && seenIds.add(c.id))
    .map(competencyModel);
  const norm = normalise(Array.isArray(input?.transcript) ? input.transcript : []);
  return { models, norm, segments: segment(norm.answers) };
}

export type Prepared = ReturnType<typeof prepare>;

/** What the semantic matcher or an LLM found per answer id, which models, and what the LLM path dropped. */
export interface Findings {
  byAnswer: ReadonlyMap<string, AnswerMeaning>;
  semantic_model: string | null;
  llm_model: string | null;
  /** Claims whose quotes were not verbatim in the turn they name (the ones the evidence rules reject are added). */
  unverifiable: number;
  llm_fallback: LlmFailureKind | null;
  /** LLM scorer: what its claim checks found, added to stage_trace.matchers. */
  llm_checks?: Pick<MatcherTrace, 'withheld_answers' | 'dropped_off_competency' | 'llm_only_claims'>;
  /** LLM scorer: competencies that may not count as well evidenced (only LLM-only credit would make them so). */
  not_counted?: ReadonlySet<string>;
}

const LEXICAL_ONLY: Findings = {
  byAnswer: new Map(),
  semantic_model: null,
  llm_model: null,
  unverifiable: 0,
  llm_fallback: null,
};

/** The semantic matcher's findings (or none without an embedder). */
export async function semanticFindings(
  input: ScoringInput,
  prepared: Prepared,
  thresholds: MeaningThresholds = MEANING_THRESHOLDS,
): Promise<Findings> {
  const embedder = input?.embedder;
  if (!embedder) return LEXICAL_ONLY;
  const byAnswer = await relate(embedder, prepared.norm.answers, prepared.segments, prepared.models, thresholds);
  return { ...LEXICAL_ONLY, byAnswer, semantic_model: embedder.model };
}

/** Each candidate answer's meaning as the semantic matcher reads it: what the setting head is trained on. */
export async function answerVectors(
  transcript: readonly Utterance[],
  embedder: Embedder,
): Promise<Map<string, Float32Array>> {
  const told = toldSentences(segment(normalise(transcript).answers));
  const vectors = await embedder.embed(told.map((t) => t.text));
  const byAnswer = new Map<string, Float32Array[]>();
  told.forEach((t, i) => byAnswer.set(t.answer, [...(byAnswer.get(t.answer) ?? []), vectors[i]!]));
  return new Map([...byAnswer].map(([id, list]) => [id, centroid(list)]));
}

export function score(prepared: Prepared, ruleIn: CoverageRule | undefined, findings: Findings): AssessmentPayload {
  const rule = resolveRule(ruleIn);
  const { models, norm, segments } = prepared;
  const stages: StageRecord[] = [];
  const stage = (name: StageName, counts: Record<string, number>): void => {
    stages.push({ index: stages.length + 1, name, counts });
  };

  // 1-2
  stage('normalise', {
    ...norm.counts,
    guarded_injection: norm.answers.filter((a) => a.guard === 'injection').length,
    guarded_echo: norm.answers.filter((a) => a.guard === 'echo').length,
    guarded_private_life: norm.answers.filter((a) => a.guard === 'private_life').length,
  });
  stage('segment', { answers: norm.answers.length, segments: segments.length });

  // 3
  const attributions = segments.map((s) => attribute(s, models, findings.byAnswer.get(s.answer.id)));
  const viaCount: Record<AttributionVia, number> = { question: 0, mention: 0, cue: 0, semantic: 0, llm: 0 };
  for (const list of attributions) for (const a of list) viaCount[a.via] += 1;
  const proposals = [...findings.byAnswer.values()];
  stage('attribute', {
    competencies: models.length,
    attributions: Object.values(viaCount).reduce((a, b) => a + b, 0),
    by_question: viaCount.question,
    by_mention: viaCount.mention,
    by_cue: viaCount.cue,
    by_semantic: viaCount.semantic,
    by_llm: viaCount.llm,
    proposals: proposals.reduce((n, m) => n + m.proposed.size, 0),
    // Answers the setting head placed outside work (setting.ts): they count for nothing, like a private-life guard.
    outside_work_by_meaning: proposals.filter((m) => m.elsewhere).length,
    // Answers the injection head guarded (injection.ts): counted among guarded_injection too.
    injection_by_meaning: proposals.filter((m) => m.addressed).length,
    general_evidence_attributions: attributions.flat().filter((a) => a.general).length,
    unattributed_segments: attributions.filter((l) => l.length === 0).length,
  });

  // 4
  const detections = segments.map((s) => detect(s, findings.byAnswer.get(s.answer.id)?.elsewhere));
  stage('detect_evidence', {
    segments: segments.length,
    candidates: detections.filter((d) => d.status === 'candidate').length,
    dropped_short: detections.filter((d) => d.status === 'short').length,
    dropped_generic: detections.filter((d) => d.status === 'generic').length,
  });

  // 5-6
  const { units, segmentation, byType, unitsPerAnswer, pairs } = evidenceUnits(segments, detections, attributions);
  stage('classify_evidence', { pairs, evidence_units: units.length, ...byType });
  const { refsBySignal, refCount } = signalRefs(units);
  stage('measure', { evidence_units: units.length, refs: refCount });

  // 7-8
  const signals: SignalResult[][] = models.map((m) =>
    m.sub_dimensions.map((sd) => aggregateSignal(m.id, sd.id, refsBySignal.get(`${m.id}/${sd.id}`) ?? [])),
  );
  const traces = signals.flat().map((s) => s.trace);
  const merged = traces.reduce((n, t) => n + t.merged_duplicates, 0);
  const keptRefs = traces.reduce((n, t) => n + t.refs.length, 0);
  stage('deduplicate', { refs_in: refCount, refs_kept: keptRefs, merged_duplicates: merged });
  stage('aggregate_signals', {
    signals: traces.length,
    signals_with_evidence: traces.filter((t) => t.refs.length > 0).length,
  });

  // 9
  const sub_dimension_details = models.flatMap((m, ci) =>
    m.sub_dimensions.map((_, si) => {
      const s = signals[ci]?.[si];
      return subDimensionDetail(m, si, s ?? aggregateSignal(m.id, m.sub_dimensions[si]?.id ?? '', []), rule);
    }),
  );
  stage('aggregate_sub_dimensions', {
    sub_dimensions: sub_dimension_details.length,
    with_evidence: sub_dimension_details.filter((d) => d.observed_signals > 0).length,
    saturated: sub_dimension_details.filter((d) => d.coverage_factor >= 1).length,
  });

  // 10
  const aggregates: CompetencyAggregate[] = models.map((m, i) => aggregateCompetency(m, signals[i] ?? []));
  stage('aggregate_competencies', {
    competencies: aggregates.length,
    with_evidence: aggregates.filter((a) => a.evidenceUnits > 0).length,
  });

  // 11
  const cov = coverage(
    aggregates,
    rule,
    findings.not_counted,
    completeExamples(
      units.map((u) => u.record),
      norm.answers,
    ),
  );
  stage('coverage', {
    total: cov.summary.total_count,
    well_evidenced: cov.summary.competencies_well_evidenced,
    evidenced: aggregates.filter((a) => a.result.evidence_level === 'evidenced').length,
    gaps: cov.summary.competencies_with_gaps,
    hitl_flags: cov.summary.hitl_flags.length,
    min_score: rule.min_score,
    min_refs: rule.min_refs,
    sufficient_share: rule.sufficient_share,
    insufficient_share: rule.insufficient_share,
    max_unmet_essential_share: rule.max_unmet_essential_share,
  });

  // 12
  const outcomes = answerOutcomes(norm.answers, segments, segmentation, unitsPerAnswer);
  const credited = (matcher: Matcher) => units.filter((u) => u.record.matcher === matcher);
  const creditedUnits = new Set(units.map((u) => `${u.record.segment_id}@${u.record.competency_id}`));
  // A verbatim claim the evidence rules credit nowhere is as unverifiable as a made-up quote; one they credit, by
  // whichever matcher (the offline rules may have found it first), is not.
  const rejected = proposals.flatMap((m) =>
    [...(m.segments ?? [])].filter(([id, segs]) => ![...segs].some((s) => creditedUnits.has(`${s}@${id}`))),
  ).length;
  const matchers: MatcherTrace = {
    semantic_model: findings.semantic_model,
    llm_model: findings.llm_model,
    credited: {
      lexical: credited('lexical').length,
      semantic: credited('semantic').length,
      llm: credited('llm').length,
    },
    dropped_unverifiable: findings.unverifiable + rejected,
    llm_fallback: findings.llm_fallback,
    ...(findings.llm_fallback ? { llm_fallback_note: fallbackNote(findings.llm_fallback) } : {}),
    ...findings.llm_checks,
  };
  const h = highlights(traces, cov, aggregates, outcomes);
  stage('highlights', { episodes: h.episodes.length, gaps: h.gaps.length, lowlights: h.lowlights.length });

  // 13
  const text = narrative(h, cov, models, aggregates, outcomes, rule);
  stage('narrative', {
    highlights_chars: text.highlights_text.length,
    lowlights_chars: text.lowlights_text.length,
  });

  return {
    coverage_summary: cov.summary,
    competencies: aggregates.map((a) => a.result),
    sub_dimension_details,
    traces,
    merged_duplicates: merged,
    narrative: text,
    highlights: h,
    stage_trace: {
      stages,
      segmentation,
      evidence_units: units.map((u) => u.record),
      matchers,
      era_cot: null,
    },
    ontology_version: ONTOLOGY_VERSION,
    signal_weights_version: SIGNAL_WEIGHTS_VERSION,
  };
}

/**
 * The deterministic scorer. With an embedder in the input, the semantic matcher proposes competencies by meaning
 * (the service's default); without one, the lexical rules alone decide (tests, tools without the model). Other
 * thresholds than MEANING_THRESHOLDS are for calibrating them on the evaluation set's train split.
 */
export const createDeterministicScorer = (thresholds: MeaningThresholds = MEANING_THRESHOLDS): Scorer => ({
  name: 'deterministic',
  async score(input, rule) {
    const prepared = prepare(input);
    return score(prepared, rule, await semanticFindings(input, prepared, thresholds));
  },
});

export const deterministicScorer = createDeterministicScorer();

/** The lexical rules alone, synchronously: the deterministic scorer without an embedder. */
export const scoreLexically = (input: ScoringInput, rule?: CoverageRule): AssessmentPayload =>
  score(prepare(input), rule, LEXICAL_ONLY);
