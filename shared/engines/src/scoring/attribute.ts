/**
 * Stage 3: which plan competencies (and which of their sub-dimensions) a segment counts for.
 *
 * A segment counts for
 *   - the competency of the question it answers (`question`, relevance 1);
 *   - every other plan competency it mentions by name or alias (`mention`, 0.8) — an answer about TypeScript that
 *     describes a PostgreSQL migration also counts for SQL;
 *   - behavioural competencies whose cross-cutting cue it shows (`cue`, 0.6), e.g. "root cause" for problem solving.
 * Within a competency the segment goes to the sub-dimensions whose rubric vocabulary it shares (plus a prior for the
 * sub-dimension the answered question topic targets): fit 1 for the best match, at least 0.6 for any other match.
 * A segment that matches no rubric is general evidence for every sub-dimension at fit 0.4.
 *
 * With the semantic matcher (meaning.ts) the answer's meaning joins in: a competency it proposes counts too
 * (`semantic`, 0.7; `llm` for the segments an LLM's verified quotes lie in), with fits from the sub-dimensions'
 * closeness; the asked competency keeps its question
 * attribution only when the answer is on its topic (or names it); an answer that echoes its question counts for
 * nothing.
 */
import { ONTOLOGY_BY_ID } from '../planner/ontology/index.js';
import type { PlanCompetency } from '../planner/types.js';
import {
  BEHAVIOURAL_CUES,
  FIT_FLOOR,
  FIT_GENERAL,
  HINT_PRIOR,
  RELEVANCE,
  SUB_DIMENSION_HINTS,
  TOPIC_PRIOR,
} from './cues.js';
import { aboutIt, type AnswerMeaning } from './meaning.js';
import type { Segment } from './segment.js';
import { aliasMatcher, contentStems, overlap } from './text.js';
import type { AttributionVia } from './types.js';

export interface SubDimModel {
  id: string;
  name: string;
  rubric: string;
  stems: Set<string>;
  /** SUB_DIMENSION_HINTS patterns for this sub-dimension. */
  hints: RegExp[];
  /** Fixed by the plan; the weights of a competency sum to 1. */
  weight: number;
}

export interface CompetencyModel {
  competency: PlanCompetency;
  id: string;
  name: string;
  sub_dimensions: SubDimModel[];
  matchers: RegExp[];
  /** Cross-cutting cues (behavioural competencies): BEHAVIOURAL_CUES and the sub-dimension hints. */
  cues: RegExp[];
  /** Vocabulary of the competency for technical detail: rubric, sub-dimension names, description. */
  domain: Set<string>;
  /** Question topic id → indexes of the sub-dimensions it targets. */
  topicTargets: Map<string, number[]>;
}

export interface SubDimFit {
  index: number;
  fit: number;
}

export interface Attribution {
  competency: CompetencyModel;
  via: AttributionVia;
  relevance: number;
  /** Alias hits of this competency in the segment (0 or 1). */
  mentioned: boolean;
  fits: SubDimFit[];
  /** True when no rubric matched and the evidence is spread over every sub-dimension. */
  general: boolean;
  /**
   * The competency's domain terms the answer carries by meaning rather than by word: its closeness above the
   * matcher's floor, one per `domain_hit` (0 without the model), so plain words measure as specific as the jargon.
   */
  meaningHits: number;
}

/** Indexes of the items with the highest positive score; empty when every score is 0. */
function best(scores: readonly number[]): number[] {
  const max = Math.max(0, ...scores);
  if (max <= 0) return [];
  return scores.flatMap((s, i) => (s === max ? [i] : []));
}

function roundWeights(raw: readonly number[]): number[] {
  const total = raw.reduce((a, b) => a + b, 0);
  if (!raw.length || total <= 0) return raw.map(() => 0);
  const w = raw.map((r) => Math.round((r / total) * 10000) / 10000);
  const rest = w.slice(0, -1).reduce((a, b) => a + b, 0);
  w[w.length - 1] = Math.round((1 - rest) * 10000) / 10000;
  return w;
}

/** The scoring model of one plan competency; depends on the plan only, never on the transcript. */
export function competencyModel(c: PlanCompetency): CompetencyModel {
  const entry = ONTOLOGY_BY_ID.get(c.id);
  const subs = (Array.isArray(c.sub_dimensions) ? c.sub_dimensions : []).filter(
    (s) => s && typeof s.id === 'string' && s.id !== '',
  );
  const source = subs.length
    ? subs.map((s) => ({ id: s.id, name: String(s.name ?? ''), rubric: String(s.rubric ?? '') }))
    : [{ id: `${c.id}-general`, name: String(c.name ?? c.id), rubric: String(c.description ?? c.name ?? '') }];
  const hints = SUB_DIMENSION_HINTS.get(c.id) ?? [];
  const sub_dimensions: SubDimModel[] = source.map((s) => ({
    ...s,
    stems: contentStems(`${s.name} ${s.rubric}`),
    hints: hints.filter((h) => h.sub_dimension.toLowerCase() === s.name.toLowerCase()).map((h) => h.re),
    weight: 0,
  }));

  // Topic → targeted sub-dimensions, by shared vocabulary; weights are 1 + the topics that target each.
  const topicTargets = new Map<string, number[]>();
  const raw = sub_dimensions.map(() => 1);
  for (const t of Array.isArray(c.question_topics) ? c.question_topics : []) {
    const stems = contentStems([t.prompt, ...(t.follow_ups ?? [])].join(' '));
    const targets = best(sub_dimensions.map((s) => overlap(stems, s.stems)));
    topicTargets.set(t.id, targets);
    for (const i of targets) raw[i] = (raw[i] ?? 0) + 1 / targets.length;
  }
  roundWeights(raw).forEach((w, i) => {
    const s = sub_dimensions[i];
    if (s) s.weight = w;
  });

  const name = String(c.name ?? c.id);
  const strict = [...(entry?.strict_aliases ?? []), ...(entry?.evidence_only ?? [])];
  const isStrictName = strict.some((a) => a.toLowerCase() === name.toLowerCase());
  const aliases = entry ? [...entry.aliases, ...(isStrictName ? [] : [name])] : [name];
  const domain = contentStems([c.description ?? '', ...sub_dimensions.map((s) => `${s.name} ${s.rubric}`)].join(' '));
  return {
    competency: c,
    id: c.id,
    name,
    sub_dimensions,
    matchers: aliasMatcher(aliases, strict, entry?.not_before ?? []),
    cues: [
      ...(c.kind === 'behavioural' ? [BEHAVIOURAL_CUES.get(c.id)].filter((r): r is RegExp => r !== undefined) : []),
      ...(c.kind === 'behavioural' ? sub_dimensions.flatMap((s) => s.hints) : []),
    ],
    domain,
    topicTargets,
  };
}

export function mentions(model: CompetencyModel, text: string): boolean {
  return model.matchers.some((re) => re.test(text));
}

/** How a segment comes to count for a competency, or null; the lexical rules first, then the answer's meaning. */
function viaOf(seg: Segment, model: CompetencyModel, index: number, mentioned: boolean, meaning?: AnswerMeaning) {
  const asked = seg.answer.competency_id === model.id && !seg.answer.aside;
  const cued = !asked && !mentioned && model.cues.some((re) => re.test(seg.match));
  if (meaning && meaning.toQuestion >= meaning.thresholds.echo) return null;
  // A story from another job earns a technical competency nothing, by any path (other-job.ts).
  if (meaning?.otherJob && model.competency.kind === 'technical') return null;
  if (asked && (!meaning || mentioned || aboutIt(meaning, index))) {
    return 'question';
  }
  if (mentioned) return 'mention';
  if (cued) return 'cue';
  if (!meaning?.proposed.has(model.id)) return null;
  const within = meaning.segments?.get(model.id);
  return !within || within.has(seg.segment_id) ? meaning.matcher : null;
}

function domainHitsByMeaning(meaning: AnswerMeaning, index: number): number {
  const t = meaning.thresholds;
  const byMeaning = (meaning.closeness[index] ?? 0) - (meaning.shared[index] ?? 0);
  return Math.max(0, Math.floor((byMeaning - t.floor) / t.domain_hit));
}

/** Sub-dimension fits from the answer's closeness to each: 1 for the closest, down to FIT_FLOOR within the margin. */
function semanticFits(closeness: readonly number[], margin: number): SubDimFit[] {
  const best = Math.max(0, ...closeness);
  return closeness.flatMap((c, index) =>
    c >= best - margin ? [{ index, fit: FIT_FLOOR + ((1 - FIT_FLOOR) * (margin - (best - c))) / margin }] : [],
  );
}

/** The union of two fit lists, each sub-dimension at its better fit, in sub-dimension order. */
function mergeFits(a: readonly SubDimFit[], b: readonly SubDimFit[]): SubDimFit[] {
  const best = new Map<number, number>();
  for (const f of [...a, ...b]) best.set(f.index, Math.max(best.get(f.index) ?? 0, f.fit));
  return [...best].sort(([x], [y]) => x - y).map(([index, fit]) => ({ index, fit }));
}

/** The competencies (and sub-dimension fits) one segment counts for, in plan order. */
export function attribute(seg: Segment, models: readonly CompetencyModel[], meaning?: AnswerMeaning): Attribution[] {
  if (meaning?.elsewhere) return [];
  const stems = contentStems(seg.match);
  const out: Attribution[] = [];
  for (const [index, model] of models.entries()) {
    // An answer that sets its question aside names the asked competency only to say the story is not about it.
    const setAside = seg.answer.aside && seg.answer.competency_id === model.id;
    const mentioned = !setAside && mentions(model, seg.match);
    const via: AttributionVia | null = viaOf(seg, model, index, mentioned, meaning);
    if (!via) continue;
    const meaningHits = meaning?.matcher === 'semantic' ? domainHitsByMeaning(meaning, index) : 0;
    if (meaning && (via === 'semantic' || via === 'llm')) {
      const fits = semanticFits(meaning.subDimensions[index] ?? [], meaning.thresholds.near_best);
      out.push({ competency: model, via, relevance: RELEVANCE[via], mentioned, fits, general: false, meaningHits });
      continue;
    }
    const targeted =
      via === 'question' && seg.answer.topic_id ? (model.topicTargets.get(seg.answer.topic_id) ?? []) : [];
    const affinity = model.sub_dimensions.map(
      (s, i) =>
        overlap(stems, s.stems) +
        (targeted.includes(i) ? TOPIC_PRIOR : 0) +
        (s.hints.some((re) => re.test(seg.match)) ? HINT_PRIOR : 0),
    );
    const max = Math.max(0, ...affinity);
    const lexical = affinity.flatMap((a, index) =>
      a > 0 ? [{ index, fit: FIT_FLOOR + ((1 - FIT_FLOOR) * a) / max }] : [],
    );
    // The question's topic and shared words place a story lexically; its meaning adds the sub-dimensions it tells of
    // in other words (a plain story of a slow page answers query performance under a schema question too).
    const fits =
      meaning?.matcher === 'semantic'
        ? mergeFits(lexical, semanticFits(meaning.subDimensions[index] ?? [], meaning.thresholds.near_best))
        : lexical;
    out.push({
      competency: model,
      via,
      relevance: RELEVANCE[via],
      mentioned,
      fits: fits.length ? fits : model.sub_dimensions.map((_, index) => ({ index, fit: FIT_GENERAL })),
      general: fits.length === 0,
      meaningHits,
    });
  }
  return out;
}
