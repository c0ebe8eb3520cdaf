/**
 * The semantic matcher: how close, in meaning, each candidate answer is to each plan competency. It only proposes;
 * the evidence rules (evidence.ts) decide what is credited.
 *
 * Long stories and short labels give low, noisy cosines, so a competency is compared through several phrasings (its
 * name, description, each sub-dimension with its rubric, the rubric's clauses, its question prompts, and plain-words
 * behaviour statements of the closest common competencies (exemplars.ts)) and an answer's closeness to it is the best
 * of them, plus a little for each of the competency's own words the answer shares (meaning and words together, as
 * hybrid search ranks). A competency is proposed for an answer when that closeness clears an absolute floor AND
 * stands out, weighed against the others less what each leans towards any story (`hub`): within a margin of the
 * closest competency, and clear of the typical (median) competency, so a story that is loosely near everything
 * (stuffing, generic claims) proposes nothing. An answer about the competency its question asks proposes no other:
 * neighbouring competencies of one role sit close for a small model, and on the train split such neighbour proposals
 * were wrong more often than right (14 of 24); the interviewer asks every competency its own question, and lexical
 * cues still credit a second competency a story names. An answer about something other than its question (a
 * mentoring story under a Node.js question) is placed by meaning alone.
 *
 * Thresholds: MEANING_THRESHOLDS, calibrated on the train split of eval/assessment only, never its held-out split
 * (`npm run eval:assessment:calibrate`: a coordinate search for the best train F1 within the false-credit target;
 * eval/assessment/README.md).
 */
import { cosine, type Embedder } from '../semantic.js';
import type { CompetencyModel } from './attribute.js';
import { OFF_TOPIC_ANCHORS } from '../off-topic.js';
import { EXEMPLARS, EXEMPLAR_MATCH } from './exemplars.js';
import { afterOpening } from './answer-guards.js';
import { hasOwnAction } from '../story-evidence.js';
import { guardAddressed } from './injection.js';
import { anotherJob, namedOccupation } from './other-job.js';
import { outsideWork } from './setting.js';
import { contentStems, overlap } from './text.js';
import type { Answer, Segment } from './segment.js';

/** Versioned with SIGNAL_WEIGHTS_VERSION: change both when a number here changes. */
export const MEANING_THRESHOLDS = {
  /**
   * Closeness added for each of the competency's own content words (description, sub-dimensions, rubrics) the answer
   * shares, up to SHARED_WORDS_MAX: a small model ranks neighbouring competencies of one role almost alike, and the
   * ordinary words a story shares with one of them ("queue", "count", "dose") tell them apart.
   */
  shared_word: 0.06,
  /** Closeness (best phrasing cosine, plus shared words) below which a competency is never proposed. */
  floor: 0.35,
  /** A proposed competency is within this of the answer's closest competency (two-competency stories)... */
  near_best: 0.02,
  /** ...and at least this far above the median competency of the plan. */
  over_median: 0.02,
  /**
   * ...and, unless it is the asked one (an answer about its own question proposes no other), at least this close to
   * one of its sub-dimensions: the story tells one of the competency's behaviours, not only its topic (a prospecting
   * story sits near relationship building's topic).
   */
  behaviour: 0.2,
  /**
   * The asked competency keeps its question attribution only when its closeness reaches this and no competency is
   * closer by more than off_topic_gap (off-topic guard: a story about something else, or about another competency).
   * The floor is low: train answers score alike from 0.15 to 0.3, while in whole interviews a second story told after
   * a follow-up ("when we renamed a field I returned both names…") sits near 0.2 for MiniLM and lost its credit at 0.3;
   * the relative guards (off_topic_gap, over_off_topic) are what keep stories about something else out.
   * off_topic_gap was 0.3: a story about a neighbouring competency told under this one's question kept the question's
   * credit (issue 32, item 1). On train (725 answers) 0.2 cuts those wrong credits 42 → 38 of 103 with precision,
   * recall and plain-words recall no lower (0.856/0.827/0.800 → 0.858/0.829/0.809); 0.15 cuts more (35) but moves a
   * whole interview's gaps, and below 0.12 recall falls.
   */
  on_topic: 0.15,
  off_topic_gap: 0.2,
  /** An answer this close to its question's own text repeats the question rather than answering it (echo guard). */
  echo: 0.85,
  /**
   * A competency counts for an answer (proposed, or kept as the one asked) only when the answer is at least this much
   * closer to it than to what answers about something else sound like (OFF_TOPIC_ANCHORS): a concrete story about a
   * hobby is about no competency.
   */
  over_off_topic: 0,
  /**
   * ...unless another competency clears the floor and that margin, and the asked one is within this of the closest: a
   * story of work sits near its role's neighbouring competencies too (a prospecting walk round a business park is
   * nearer to hobby talk than to "prospecting", yet nearer still to "relationship building"), and one of them vouches
   * for work. Train: 0.1 to 0.3 alike; from 0.12 the mentoring story loses mentoring under a Node.js question.
   */
  vouched_gap: 0.1,
  /**
   * How much of a competency's lean towards every story is taken off its closeness: its mean closeness to a background
   * of work stories (every exemplar statement but its own) above the plan's mean. A competency whose phrasings are
   * generic, or include lived stories, sits near any story (a hub, as nearest-neighbour retrieval calls it) and took
   * stories of its neighbours; the correction is CSLS's, halved (train: 0.3 to 0.7 alike).
   */
  hub: 0.5,
  /** Closeness above `floor` that counts as one of the competency's domain terms when measuring specificity. */
  domain_hit: 0.05,
} as const;

export type MeaningThresholds = { readonly [K in keyof typeof MEANING_THRESHOLDS]: number };

/** Shared words beyond this many add nothing: a long story shares many words with every competency. */
const SHARED_WORDS_MAX = 3;

/** What the matcher (or an LLM's verified claims) found for one answer. */
export interface AnswerMeaning {
  matcher: 'semantic' | 'llm';
  /** Closeness per competency (by meaning, plus its shared words), in plan order. */
  closeness: number[];
  /** What shared words added to each competency's closeness (0 for LLM claims): the rest is by meaning alone. */
  shared: number[];
  /**
   * What each competency's lean towards any story (MEANING_THRESHOLDS.hub) takes off its closeness when competencies
   * are weighed against each other; 0 for LLM claims. The absolute guards (floor, on-topic, off-topic) read closeness.
   */
  lean: number[];
  /** Competency ids proposed for the answer. */
  proposed: Set<string>;
  /** Sub-dimension closeness per competency (plan order), for the fit of semantic attributions. */
  subDimensions: number[][];
  /** Closeness to the question the answer follows (0 with no question). */
  toQuestion: number;
  /** The highest closeness less lean: the competency the answer is closest to, weighed against the others. */
  best: number;
  /** Closeness to answers about something else (OFF_TOPIC_ANCHORS); 0 for LLM claims. */
  outside: number;
  /** The setting head (setting.ts) places the story outside work: the answer counts for nothing. */
  elsewhere: boolean;
  /** The injection head (injection.ts) found a sentence addressed to the assessor: the answer is guarded. */
  addressed: boolean;
  /** The answer sets its story in another occupation (other-job.ts): it credits no technical competency. */
  otherJob: boolean;
  /** The thresholds the proposals were made with; the attribution stage's guards read the same ones. */
  thresholds: MeaningThresholds;
  /** LLM claims: competency id → the segments its verified quotes lie in; only those count for it. */
  segments?: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * Whether an answer is about competency `i`: close enough to it, no other much closer, and about work: nearer to it in
 * meaning than to talk of other things (whose anchors share no words with anything, so words are left out of that
 * margin), or, within `vouched_gap` of the closest competency, nearer so to another competency that clears the floor.
 */
export function aboutIt(
  m: Pick<AnswerMeaning, 'closeness' | 'shared' | 'lean' | 'best' | 'outside' | 'thresholds'>,
  i: number,
) {
  const c = m.closeness[i] ?? 0;
  const t = m.thresholds;
  const behind = m.best - (c - (m.lean[i] ?? 0));
  const work = (j: number) => (m.closeness[j] ?? 0) - (m.shared[j] ?? 0) - m.outside >= t.over_off_topic;
  return (
    c >= t.on_topic &&
    behind < t.off_topic_gap &&
    (work(i) || (behind < t.vouched_gap && m.closeness.some((o, j) => o >= t.floor && work(j))))
  );
}

const clauses = (text: string): string[] =>
  text
    .split(/[;,.]\s+|\s+(?:and|or|rather than)\s+/)
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 3);

const summary = (model: CompetencyModel): string =>
  model.competency.description ? `${model.name}: ${model.competency.description}` : model.name;

/** The exemplar concepts (exemplars.ts) close enough to each competency's name and description to speak for it. */
async function exemplarsFor(embedder: Embedder, models: readonly CompetencyModel[]): Promise<string[][]> {
  const [summaries, concepts] = await Promise.all([
    embedder.embed(models.map(summary)),
    embedder.embed(EXEMPLARS.map((e) => e.concept)),
  ]);
  return summaries.map((v) => {
    const near = concepts.map((c) => cosine(v, c));
    const best = Math.max(...near);
    return EXEMPLARS.flatMap((e, i) =>
      near[i]! >= EXEMPLAR_MATCH.any || (near[i] === best && best >= EXEMPLAR_MATCH.best) ? e.statements : [],
    );
  });
}

/** The texts a competency is compared through, each tagged with the sub-dimension it speaks for (-1: the whole). */
export function phrasings(model: CompetencyModel, exemplars: readonly string[] = []): { text: string; sub: number }[] {
  const c = model.competency;
  const out = [
    ...exemplars.map((text) => ({ text, sub: -1 })),
    { text: model.name, sub: -1 },
    ...(c.description ? [{ text: summary(model), sub: -1 }] : []),
    ...(Array.isArray(c.question_topics) ? c.question_topics : []).map((t) => ({ text: t.prompt, sub: -1 })),
    ...model.sub_dimensions.flatMap((s, sub) => [
      { text: `${s.name}: ${s.rubric}`, sub },
      ...clauses(s.rubric).map((text) => ({ text, sub })),
    ]),
  ];
  return out.filter((p) => p.text.trim() !== '');
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

/** The unit-length mean of some vectors: an answer's meaning from its sentences' (one forward pass per sentence). */
export function centroid(vectors: readonly Float32Array[]): Float32Array {
  const out = new Float32Array(vectors[0]?.length ?? 0);
  for (const v of vectors) for (let i = 0; i < out.length; i++) out[i]! += v[i]!;
  const norm = Math.hypot(...out) || 1;
  return out.map((x) => x / norm);
}

/**
 * What each answer told, sentence by sentence; the aside that opens one ("I have no big accident story, but…") names
 * what the story is not about, so it is left out.
 */
export function toldSentences(segments: readonly Segment[]): { answer: string; text: string }[] {
  return segments.flatMap((s) => {
    const text = s.answer.aside && s.segment_id === `${s.answer.id}#s1` ? afterOpening(s.match) : s.match;
    return text ? [{ answer: s.answer.id, text }] : [];
  });
}

/** Plain-words work stories of every kind: how near a competency sits to any story (MEANING_THRESHOLDS.hub). */
const BACKGROUND = EXEMPLARS.flatMap((e) => e.statements);

/** Each competency's mean closeness to the background stories (its own exemplars left out), less the plan's mean. */
function hubLean(
  phrased: readonly { text: string }[][],
  exemplars: readonly string[][],
  vec: (text: string) => Float32Array,
): number[] {
  const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / (xs.length || 1);
  const toStories = phrased.map((list, i) => {
    const own = new Set(exemplars[i]);
    return mean(
      BACKGROUND.filter((story) => !own.has(story)).map((story) =>
        Math.max(0, ...list.map((p) => cosine(vec(story), vec(p.text)))),
      ),
    );
  });
  const planMean = mean(toStories);
  return toStories.map((x) => x - planMean);
}

/** Stage 3's semantic half: every answer's closeness to every competency, and what it proposes. */
export async function relate(
  embedder: Embedder,
  answers: readonly Answer[],
  segments: readonly Segment[],
  models: readonly CompetencyModel[],
  thresholds: MeaningThresholds = MEANING_THRESHOLDS,
): Promise<Map<string, AnswerMeaning>> {
  const exemplars = await exemplarsFor(embedder, models);
  const phrased = models.map((m, i) => phrasings(m, exemplars[i]));
  const told = toldSentences(segments);
  const occupations = new Map(answers.map((a) => [a.id, namedOccupation(a.match)]));
  const texts = [
    ...BACKGROUND,
    ...OFF_TOPIC_ANCHORS,
    ...phrased.flatMap((list) => list.map((p) => p.text)),
    ...models.map(summary),
    ...answers.flatMap((a) => (a.question ? [a.question] : [])),
    ...told.map((s) => s.text),
    ...[...occupations.values()].filter(Boolean),
  ];
  const vectors = new Map<string, Float32Array>();
  (await embedder.embed(texts)).forEach((v, i) => vectors.set(texts[i]!, v));
  const vec = (text: string): Float32Array => vectors.get(text)!;

  const leaning = hubLean(phrased, exemplars, vec);
  const bySegments = new Map<string, Float32Array[]>();
  const byActions = new Map<string, Float32Array[]>();
  for (const s of told) {
    bySegments.set(s.answer, [...(bySegments.get(s.answer) ?? []), vec(s.text)]);
    if (hasOwnAction(s.text)) byActions.set(s.answer, [...(byActions.get(s.answer) ?? []), vec(s.text)]);
  }

  const addressed = guardAddressed(answers, bySegments, embedder.model);
  const role = centroid(models.map((m) => vec(summary(m))));
  const otherJob = (id: string): boolean => !!occupations.get(id) && anotherJob(vec(occupations.get(id)!), role);
  const out = new Map<string, AnswerMeaning>();
  for (const answer of answers) {
    const sentences = bySegments.get(answer.id) ?? [];
    if (!sentences.length) continue;
    const whole = centroid(sentences);
    // Closest phrasing to the whole answer or to one sentence of what the candidate did (any sentence when none says):
    // a story's point is often one sentence, and the scene around it ("the shop was packed that day") is no evidence.
    const acts = byActions.get(answer.id) ?? sentences;
    const near = (text: string): number => Math.max(cosine(whole, vec(text)), ...acts.map((s) => cosine(s, vec(text))));
    const subDimensions = models.map((m, ci) =>
      m.sub_dimensions.map((_, si) =>
        Math.max(0, ...phrased[ci]!.filter((p) => p.sub === si).map((p) => near(p.text))),
      ),
    );
    // An answer that sets its question aside is about anything but the asked competency.
    const setAside = (i: number) => answer.aside && models[i]?.id === answer.competency_id;
    const stems = contentStems(answer.match);
    const shared = models.map((m, i) =>
      setAside(i) ? 0 : Math.min(SHARED_WORDS_MAX, overlap(stems, m.domain)) * thresholds.shared_word,
    );
    const closeness = phrased.map((list, i) =>
      setAside(i) ? 0 : Math.max(0, ...list.map((p) => near(p.text))) + shared[i]!,
    );
    const lean = closeness.map((_, i) => (setAside(i) ? 0 : thresholds.hub * leaning[i]!));
    const ranked = closeness.map((c, i) => c - lean[i]!);
    const best = Math.max(0, ...ranked);
    // The set-aside competency is out of play, not a typical one: its zero would lower the bar for every other.
    const typical = median(ranked.filter((_, i) => !setAside(i)));
    const outside = Math.max(0, ...OFF_TOPIC_ANCHORS.map(near));
    const t = thresholds;
    const askedAt = answer.aside ? -1 : models.findIndex((m) => m.id === answer.competency_id);
    const answersAsked = askedAt >= 0 && aboutIt({ closeness, shared, lean, best, outside, thresholds }, askedAt);
    const elsewhere = outsideWork(whole, embedder.model, answer.match);
    const proposed = new Set(
      elsewhere || addressed.has(answer.id)
        ? []
        : models
            .filter((_, i) => {
              const c = closeness[i] ?? 0;
              const r = ranked[i] ?? 0;
              return (
                c >= t.floor &&
                r >= best - t.near_best &&
                r - typical >= t.over_median &&
                c - shared[i]! - outside >= t.over_off_topic &&
                !(otherJob(answer.id) && models[i]!.competency.kind === 'technical') &&
                (i === askedAt || (!answersAsked && Math.max(0, ...(subDimensions[i] ?? [])) >= t.behaviour))
              );
            })
            .map((m) => m.id),
    );
    const toQuestion = answer.question ? cosine(whole, vec(answer.question)) : 0;
    out.set(answer.id, {
      matcher: 'semantic',
      closeness,
      shared,
      lean,
      proposed,
      subDimensions,
      toQuestion,
      best,
      outside,
      elsewhere,
      addressed: addressed.has(answer.id),
      otherJob: otherJob(answer.id),
      thresholds,
    });
  }
  return out;
}
