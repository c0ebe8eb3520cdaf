/**
 * The plans set's figures: per-posting judgements (themes by meaning, plan quality) and their summaries.
 * Meaning comes from the shared sentence model (an Embedder); everything else is plain counting.
 */
import { cosine, type Embedder } from '@irs/engines/semantic';
import { pct, r2 } from '../../bench/support.js';
import { r3, rate } from '../support/report.js';
import type { Posting } from './posting.js';

/** Competency pairs in one plan whose name + description embeddings are closer than this mean the same thing. */
export const DUPLICATE_THRESHOLD = 0.85;

/** What the judging reads of a competency (a plan competency has more; these are enough). */
export interface CompetencyView {
  name: string;
  description: string;
  requirement_type?: 'essential' | 'desirable';
  sub_dimensions: { name: string }[];
  question_topics?: unknown[];
}

export interface ThemeJudgement {
  theme: string;
  must_have: boolean;
  covered: boolean;
  /** The closest competency and its score, whether or not it reaches the threshold. */
  best: { competency: string; score: number } | null;
  /** Requirement types of the competencies that cover the theme. */
  covered_by: { competency: string; requirement_type: string }[];
}

export interface DuplicatePair {
  a: string;
  b: string;
  cosine: number;
  identical_names: boolean;
}

/**
 * Short texts are compared with short ones: a long description against a short theme gives low, noisy cosines,
 * so a competency is read as its name, its description, both together, and each sub-dimension name.
 */
export function competencyTexts(c: CompetencyView): string[] {
  return [c.name, c.description, `${c.name}: ${c.description}`, ...c.sub_dimensions.map((s) => s.name)].filter(Boolean);
}

/** How much a theme and a competency mean the same thing: the best cosine over the competency's texts. */
export async function themeScore(embedder: Embedder, theme: string, c: CompetencyView): Promise<number> {
  const [t, ...texts] = await embedder.embed([theme, ...competencyTexts(c)]);
  return Math.max(...texts.map((v) => cosine(t!, v)));
}

export async function judgeThemes(
  embedder: Embedder,
  label: Posting['label'],
  competencies: readonly CompetencyView[],
  threshold: number,
): Promise<ThemeJudgement[]> {
  return Promise.all(
    label.themes.map(async (theme) => {
      const scored = await Promise.all(
        competencies.map(async (c) => ({ c, score: await themeScore(embedder, theme, c) })),
      );
      const best = scored.reduce<(typeof scored)[number] | null>(
        (top, s) => (!top || s.score > top.score ? s : top),
        null,
      );
      const covering = scored.filter((s) => s.score >= threshold);
      return {
        theme,
        must_have: label.must_haves.includes(theme),
        covered: covering.length > 0,
        best: best && { competency: best.c.name, score: r3(best.score) },
        covered_by: covering.map((s) => ({
          competency: s.c.name,
          requirement_type: s.c.requirement_type ?? 'essential',
        })),
      };
    }),
  );
}

export async function duplicatePairs(
  embedder: Embedder,
  competencies: readonly CompetencyView[],
  threshold = DUPLICATE_THRESHOLD,
): Promise<DuplicatePair[]> {
  const vectors = await embedder.embed(competencies.map((c) => `${c.name}: ${c.description}`));
  const pairs: DuplicatePair[] = [];
  competencies.forEach((a, i) =>
    competencies.slice(i + 1).forEach((b, k) => {
      const similarity = cosine(vectors[i]!, vectors[i + 1 + k]!);
      const identical = a.name.trim().toLowerCase() === b.name.trim().toLowerCase();
      if (identical || similarity > threshold)
        pairs.push({ a: a.name, b: b.name, cosine: r3(similarity), identical_names: identical });
    }),
  );
  return pairs;
}

export const withoutQuestion = (competencies: readonly CompetencyView[]): string[] =>
  competencies.filter((c) => !c.question_topics?.length).map((c) => c.name);

/** Must-have themes that land only on desirable competencies (a must-have nothing covers is a recall miss instead). */
export const contradictions = (themes: readonly ThemeJudgement[]): string[] =>
  themes
    .filter((t) => t.must_have && t.covered && t.covered_by.every((c) => c.requirement_type === 'desirable'))
    .map((t) => t.theme);

/** The threshold that best separates the hand-labelled calibration pairs (midpoint of the best cut, train only). */
export function bestThreshold(scored: readonly { score: number; same: boolean }[]): {
  threshold: number;
  accuracy: number;
} {
  const scores = [...new Set(scored.map((s) => s.score))].sort((a, b) => a - b);
  const cuts = [scores[0]! - 0.01, ...scores.slice(1).map((s, i) => (s + scores[i]!) / 2), scores.at(-1)! + 0.01];
  const accuracy = (cut: number) => scored.filter((s) => s.score >= cut === s.same).length / scored.length;
  const best = cuts.reduce((top, cut) => (accuracy(cut) > accuracy(top) ? cut : top));
  return { threshold: r3(best), accuracy: r3(accuracy(best)) };
}

/** One posting run through the planner and judged. */
export interface PostingOutcome {
  id: string;
  industry: string;
  shape: Posting['shape'];
  split: 'train' | 'heldout';
  position: string;
  sufficient: boolean;
  outcome: 'plan' | 'info_needed';
  ms: number;
  competencies: string[];
  info_questions: string[];
  themes: ThemeJudgement[];
  without_question: string[];
  duplicates: DuplicatePair[];
  contradictions: string[];
}

export interface Share {
  rate: number | null;
  hits: number;
  total: number;
}
const share = (hits: number, total: number): Share => ({ rate: rate(hits, total), hits, total });

export interface Figures {
  postings: number;
  sufficiency_agreement: Share;
  false_info_needed: Share;
  info_needed_on_thin: Share;
  /** Expected themes covered on sufficient postings; a sufficient posting sent to INFO_NEEDED covers none. */
  theme_recall: Share;
  /** The same, counting only sufficient postings that got a plan. */
  theme_recall_planned: Share;
  competencies: number;
  competencies_without_question: number;
  near_duplicate_pairs: number;
  must_have_contradictions: number;
  time_ms: { mean: number; p95: number };
}

export function summarise(outcomes: readonly PostingOutcome[]): Figures {
  const sufficient = outcomes.filter((o) => o.sufficient);
  const thin = outcomes.filter((o) => !o.sufficient);
  const asked = (o: PostingOutcome) => o.outcome === 'info_needed';
  const themes = sufficient.flatMap((o) => o.themes.map((t) => ({ t, planned: o.outcome === 'plan' })));
  const times = outcomes.map((o) => o.ms);
  return {
    postings: outcomes.length,
    sufficiency_agreement: share(outcomes.filter((o) => asked(o) !== o.sufficient).length, outcomes.length),
    false_info_needed: share(sufficient.filter(asked).length, sufficient.length),
    info_needed_on_thin: share(thin.filter(asked).length, thin.length),
    theme_recall: share(themes.filter(({ t, planned }) => planned && t.covered).length, themes.length),
    theme_recall_planned: share(
      themes.filter(({ t, planned }) => planned && t.covered).length,
      themes.filter(({ planned }) => planned).length,
    ),
    competencies: outcomes.reduce((n, o) => n + o.competencies.length, 0),
    competencies_without_question: outcomes.reduce((n, o) => n + o.without_question.length, 0),
    near_duplicate_pairs: outcomes.reduce((n, o) => n + o.duplicates.length, 0),
    must_have_contradictions: outcomes.reduce((n, o) => n + o.contradictions.length, 0),
    time_ms: { mean: r2(times.reduce((a, b) => a + b, 0) / Math.max(1, times.length)), p95: r2(pct(times, 95)) },
  };
}
