import type { Plan } from '../planner/types.js';
import type { Embedder } from '../semantic.js';
import type { Utterance } from '../transcript.js';

/**
 * The scorer's contract. Input: the approved plan and the finished transcript. Output: the assessment payload of
 * docs/spec.md "Assessment" (see the scoring module for the full shape). Deterministic and offline by default.
 */
export interface ScoringInput {
  plan: Plan;
  transcript: Utterance[];
  /** The sentence-embedding model; with it the semantic matcher runs (the service passes the shared one). */
  embedder?: Embedder;
  /** Names that never reach an LLM provider (the candidate's): masked in the LLM scorer's prompt. */
  private_names?: readonly string[];
}

/* ------------------------------------------------------------------------------------------------------------------ */
/* Coverage rule                                                                                                      */
/* ------------------------------------------------------------------------------------------------------------------ */

/**
 * When a competency counts as well evidenced, and how the competency results roll up into overall_coverage.
 * Defaults: DEFAULT_COVERAGE_RULE in the scoring module.
 */
export interface CoverageRule {
  /** Well evidenced needs a competency score (0-1 evidence weight) of at least this. */
  min_score: number;
  /** ...and at least this many distinct evidence units (quotes) supporting the competency. */
  min_refs: number;
  /** `sufficient` needs no essential gap and at least this share (0-1) of the competencies well evidenced. */
  sufficient_share: number;
  /** `insufficient` when less than this share (0-1) of the competencies is well evidenced... */
  insufficient_share: number;
  /** ...or when more than this share (0-1) of the essential competencies is unmet. */
  max_unmet_essential_share: number;
  /** Desirable competencies that are not well evidenced are listed in gap_competencies (they never raise a flag). */
  desirable_gaps: boolean;
  /** Evidence units at which a sub-dimension's coverage_factor reaches 1. */
  saturation_refs: number;
}

/* ------------------------------------------------------------------------------------------------------------------ */
/* Assessment payload (docs/spec.md "Assessment (GET .../assessment)")                                                    */
/* ------------------------------------------------------------------------------------------------------------------ */

export type OverallCoverage = 'sufficient' | 'partial' | 'insufficient';

/** docs/spec.md "coverage_summary"; assignable to the read model's CoverageSummary. */
export interface CoverageSummary {
  overall_coverage: OverallCoverage;
  /** Competency ids that are not well evidenced (essential ones always; desirable ones when the rule says so). */
  gap_competencies: string[];
  covered_count: number;
  total_count: number;
  competencies_well_evidenced: number;
  competencies_with_gaps: number;
  /** `unmet_essential:<competency_id>`, one per essential competency that is not well evidenced. */
  hitl_flags: string[];
}

/** The evidence types the deterministic scorer recognises; see EVIDENCE_TYPES for what each one means. */
export type EvidenceTypeId =
  | 'concrete_example'
  | 'outcome_metric'
  | 'outcome_statement'
  | 'technical_detail'
  | 'ownership_statement'
  | 'reasoning'
  | 'reflection';

/**
 * How a segment came to count for a competency: the question it answers, a mention of the competency, a cue, the
 * semantic matcher's proposal (the answer's meaning is close to the competency) or an LLM's verified claim.
 */
export type AttributionVia = 'question' | 'mention' | 'cue' | 'semantic' | 'llm';

/** Which matcher credited an evidence unit: the lexical rules, the semantic matcher, or an LLM's verified claim. */
export type Matcher = 'lexical' | 'semantic' | 'llm';

/**
 * What was heard for a competency (an extension of SPEC's competency result): `well_evidenced` by the coverage rule's
 * weight and distinct quotes; `evidenced` by one complete example (a situation, the candidate's own action and an
 * outcome); `not_evidenced` when nothing, or only fragments, was heard. Only the last is a gap.
 */
export type EvidenceLevel = 'well_evidenced' | 'evidenced' | 'not_evidenced';

export interface CompetencyResult {
  competency_id: string;
  /** Internal 0-1 evidence weight, not a rating: Σ sub_dimension_weights × sub_dimension_scores. */
  score: number;
  evidence_level?: EvidenceLevel;
  /** Stories that gave it a complete example (one question's thread each). */
  complete_examples?: number;
  role_importance: number;
  requirement_type: 'essential' | 'desirable';
  sub_dimension_scores: Record<string, number>;
  /** Fixed by the plan (never by the evidence); they sum to 1. */
  sub_dimension_weights: Record<string, number>;
}

export interface SubDimensionDetail {
  competency_id: string;
  sub_dimension_id: string;
  /** Equal to the strength of the sub-dimension's signal trace. */
  score: number;
  rubric: string;
  /** Distinct evidence units (after merging near-duplicates) observed for the sub-dimension. */
  observed_signals: number;
  /** min(1, observed_signals / rule.saturation_refs). */
  coverage_factor: number;
}

export interface RefMeasures {
  /** Evidence-type weight combined over the types found in the quote, scaled by specificity. */
  quality: number;
  /** How sure the detection is: first-person agency raises it, hedging and hypotheticals lower it. */
  confidence: number;
  /** What this ref adds to its signal: strength × relevance (noisy-OR input). */
  contribution: number;
  /** Numbers, domain vocabulary, named things and length. */
  specificity: number;
  /** Attribution relevance (question 1, mention 0.8, cue 0.6) × sub_dimension_fit. */
  relevance: number;
  /** How well the quote fits this sub-dimension's rubric (1 best match; 0.4 general evidence). */
  sub_dimension_fit: number;
}

export interface EvidenceRef {
  utterance_id: string;
  /** The evidence unit (stage_trace.evidence_units) this ref comes from. */
  unit_id: string;
  evidence_type_id: EvidenceTypeId;
  /** quality × confidence of the evidence unit. */
  strength: number;
  /** An exact substring of the candidate utterance's text. */
  quote: string;
  measures: RefMeasures;
}

export interface SignalTrace {
  /** `<competency_id>/<sub_dimension_id>`. */
  signal_id: string;
  competency_id: string;
  sub_dimension_id: string;
  /** Noisy-OR of the refs' contributions; 0 with no refs. */
  strength: number;
  /** Near-duplicate evidence units merged into a kept ref. */
  merged_duplicates: number;
  refs: EvidenceRef[];
}

export interface Narrative {
  highlights_text: string;
  lowlights_text: string;
  method: string;
}

export interface HighlightEpisode {
  competency_id: string;
  sub_dimension_id: string;
  utterance_id: string;
  evidence_type_id: EvidenceTypeId;
  quote: string;
  strength: number;
}

export interface HighlightGap {
  competency_id: string;
  requirement_type: 'essential' | 'desirable';
  score: number;
  evidence_units: number;
  /** `llm_only` (LLM scorer only): well evidenced only with credit the LLM alone proposed, which does not count. */
  reason: 'no_evidence' | 'below_min_score' | 'too_few_refs' | 'llm_only';
  hitl_flag: string | null;
}

export interface HighlightLowlight {
  competency_id: string | null;
  kind: 'answer_without_evidence' | 'sub_dimension_without_evidence';
  sub_dimension_id?: string;
  utterance_id?: string;
  quote?: string;
  reason?: 'short_answer' | 'generic_answer' | 'no_evidence_cues';
}

export interface Highlights {
  episodes: HighlightEpisode[];
  gaps: HighlightGap[];
  lowlights: HighlightLowlight[];
}

export type StageName =
  | 'normalise'
  | 'segment'
  | 'attribute'
  | 'detect_evidence'
  | 'classify_evidence'
  | 'measure'
  | 'deduplicate'
  | 'aggregate_signals'
  | 'aggregate_sub_dimensions'
  | 'aggregate_competencies'
  | 'coverage'
  | 'highlights'
  | 'narrative';

export interface StageRecord {
  index: number;
  name: StageName;
  counts: Record<string, number>;
}

/**
 * `injection`: the answer addresses the scorer; `echo`: it repeats its question; `private_life`: it is set in the
 * candidate's private life with nothing of work in it; `stuffing`: a list of keywords.
 */
export type SegmentStatus =
  | 'evidence'
  | 'no_evidence_cues'
  | 'short'
  | 'generic'
  | 'unattributed'
  | 'injection'
  | 'echo'
  | 'private_life'
  | 'stuffing';

export interface SegmentRecord {
  segment_id: string;
  utterance_id: string;
  /** Offsets into the utterance text, [start, end). */
  start: number;
  end: number;
  words: number;
  status: SegmentStatus;
}

export interface EvidenceUnitRecord {
  unit_id: string;
  segment_id: string;
  utterance_id: string;
  competency_id: string;
  via: AttributionVia;
  /** `semantic` when the attribution came from the semantic matcher, `llm` for a verified LLM claim. */
  matcher: Matcher;
  evidence_type_id: EvidenceTypeId;
  evidence_types: EvidenceTypeId[];
  quality: number;
  confidence: number;
  specificity: number;
  strength: number;
}

export interface MatcherTrace {
  /** The embedding model of the semantic matcher; null when it did not run (lexical rules only). */
  semantic_model: string | null;
  /** The chat model of the LLM scorer; null when it did not run. */
  llm_model: string | null;
  /** Evidence units credited per matcher. */
  credited: Record<Matcher, number>;
  /** LLM claims whose quotes are not verbatim in the candidate's turns (or that failed the evidence rules): dropped. */
  dropped_unverifiable: number;
  /**
   * Why the LLM scorer fell back to the deterministic one, as a kind (`timeout`, `provider_error`, `malformed_reply`;
   * never the provider's own message); null when it did not (or did not run).
   */
  llm_fallback: string | null;
  /** With llm_fallback: what a recruiter reads ("The offline engine was used because the model was unavailable …"). */
  llm_fallback_note?: string;
  /** LLM scorer: candidate answers an answer guard flags (injection, echo, private life), left out of the prompt. */
  withheld_answers?: number;
  /** LLM scorer: verbatim claims (per answer and competency) the offline engine reads as about another competency. */
  dropped_off_competency?: number;
  /**
   * LLM scorer: kept claims the offline engine does not attribute but reads as about the claimed competency by
   * meaning (LLM-only credit: at most one quote per competency, never counted towards coverage on its own).
   */
  llm_only_claims?: number;
  /**
   * LLM scorer: competencies the LLM path credits that the offline engine credits nothing for. Not empty: the model
   * added competencies, and the assessment needs a human look at their quotes.
   */
  llm_added_competencies?: string[];
}

export interface StageTrace {
  stages: StageRecord[];
  segmentation: SegmentRecord[];
  evidence_units: EvidenceUnitRecord[];
  /** Which matchers ran and what each credited; absent on payloads scored before the semantic matcher. */
  matchers?: MatcherTrace;
  /** Reserved for an LLM-backed stage's reasoning trace; always null for the deterministic scorer. */
  era_cot: null;
}

export interface AssessmentPayload {
  coverage_summary: CoverageSummary;
  competencies: CompetencyResult[];
  sub_dimension_details: SubDimensionDetail[];
  traces: SignalTrace[];
  /** Total over traces[].merged_duplicates. */
  merged_duplicates: number;
  narrative: Narrative;
  highlights: Highlights;
  stage_trace: StageTrace;
  ontology_version: string;
  signal_weights_version: string;
}

/** A scorer turns a plan and a finished transcript into the assessment payload. */
export interface Scorer {
  readonly name: string;
  score(input: ScoringInput, rule?: CoverageRule): Promise<AssessmentPayload>;
}
