import { r3, rate } from '../support/report.js';
import { EVIDENCE_STYLES, isAdversarial, OTHER_JOB, type AssessmentCase, type Style } from './case.js';

/** One labelled answer as the scorer credited it. */
export interface CaseResult {
  id: string;
  family: string;
  style: Style;
  asked: string | null;
  expected: string[];
  credited: string[];
  expected_sub_dimensions: string[];
  credited_sub_dimensions: string[];
  /** The assessment's score of each labelled competency (absent in reports from before it was recorded). */
  scores?: Record<string, number>;
}

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
  precision: number | null;
  recall: number | null;
  f1: number | null;
}

/** Precision, recall and F1 of "competency credited" (or of sub-dimensions) over answers, pooled over labels. */
export function counts(results: readonly CaseResult[], level: 'competency' | 'sub_dimension' = 'competency'): Counts {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const r of results) {
    const [expected, got] =
      level === 'competency' ? [r.expected, r.credited] : [r.expected_sub_dimensions, r.credited_sub_dimensions];
    tp += got.filter((c) => expected.includes(c)).length;
    fp += got.filter((c) => !expected.includes(c)).length;
    fn += expected.filter((c) => !got.includes(c)).length;
  }
  const precision = rate(tp, tp + fp);
  const recall = rate(tp, tp + fn);
  const f1 =
    precision !== null && recall !== null && precision + recall > 0
      ? rate(2 * precision * recall, precision + recall)
      : null;
  return { tp, fp, fn, precision, recall, f1 };
}

export interface SplitFigures {
  answers: number;
  overall: Counts;
  sub_dimensions: Counts;
  by_family: Record<string, Counts>;
  by_style: Record<string, Counts>;
  /** Evidence-style answers to the opener versus to a competency's question: credit by meaning apart from the question. */
  by_question: { opener: Counts; competency_question: Counts };
  /** Adversarial answers that earned any credit. */
  false_credit: { n: number; of: number; rate: number | null };
  /**
   * Issue 32: stories about other work (`other_job`) or told under another competency's question that credit a
   * competency they are not about. Absent on reports written before it.
   */
  wrong_credit?: { n: number; of: number; rate: number | null };
  /** Recall on plain-words and non-native answers over recall on rubric-words answers. */
  fairness_ratio: number | null;
  /**
   * The same for the weight of the evidence: the mean score of the labelled competency on plain-words and non-native
   * answers over its mean on rubric-words answers (a plain story should count as much as the jargon).
   */
  score_parity?: number | null;
}

function meanScore(results: readonly CaseResult[]): number | null {
  const scores = results.flatMap((r) => r.expected.map((id) => r.scores?.[id] ?? 0));
  return scores.length && results.every((r) => r.scores) ? scores.reduce((a, b) => a + b, 0) / scores.length : null;
}

function by(results: readonly CaseResult[], key: 'family' | 'style'): Record<string, Counts> {
  const keys = [...new Set(results.map((r) => r[key]))].sort();
  return Object.fromEntries(keys.map((k) => [k, counts(results.filter((r) => r[key] === k))]));
}

export function splitFigures(results: readonly CaseResult[]): SplitFigures {
  const evidence = results.filter((r) => (EVIDENCE_STYLES as readonly string[]).includes(r.style));
  const adversarial = results.filter((r) => isAdversarial(r.style));
  const falseCredits = adversarial.filter((r) => r.credited.length > 0).length;
  const elsewhere = results.filter(
    (r) => r.style === OTHER_JOB || (r.asked !== null && r.expected.length > 0 && !r.expected.includes(r.asked)),
  );
  const wrongCredits = elsewhere.filter((r) => r.credited.some((id) => !r.expected.includes(id))).length;
  const plain = counts(results.filter((r) => r.style === 'plain_words' || r.style === 'non_native')).recall;
  const rubric = counts(results.filter((r) => r.style === 'rubric_words')).recall;
  const plainScore = meanScore(results.filter((r) => r.style === 'plain_words' || r.style === 'non_native'));
  const rubricScore = meanScore(results.filter((r) => r.style === 'rubric_words'));
  return {
    answers: results.length,
    overall: counts(results),
    sub_dimensions: counts(results, 'sub_dimension'),
    by_family: by(results, 'family'),
    by_style: by(results, 'style'),
    by_question: {
      opener: counts(evidence.filter((r) => r.asked === null)),
      competency_question: counts(evidence.filter((r) => r.asked !== null)),
    },
    false_credit: { n: falseCredits, of: adversarial.length, rate: rate(falseCredits, adversarial.length) },
    wrong_credit: { n: wrongCredits, of: elsewhere.length, rate: rate(wrongCredits, elsewhere.length) },
    fairness_ratio: plain !== null && rubric ? rate(plain, rubric) : null,
    score_parity: plainScore !== null && rubricScore ? r3(plainScore / rubricScore) : null,
  };
}

export function caseResult(
  c: AssessmentCase,
  got: { competencies: string[]; sub_dimensions: string[]; scores: Record<string, number> },
): CaseResult {
  return {
    id: c.id,
    family: c.family,
    style: c.style,
    asked: c.asked,
    expected: c.evidences,
    credited: got.competencies,
    expected_sub_dimensions: c.sub_dimensions,
    credited_sub_dimensions: got.sub_dimensions,
    scores: Object.fromEntries(c.evidences.map((id) => [id, got.scores[id] ?? 0])),
  };
}
