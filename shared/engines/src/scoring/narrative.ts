/**
 * Stages 12-13: highlights (strongest evidence episodes, gaps, lowlights) and a template narrative. Both describe
 * evidence and coverage only: no rating language, no recommendation, nothing about the candidate's feelings.
 */
import type { CompetencyAggregate } from './aggregate.js';
import type { CompetencyModel } from './attribute.js';
import type { CoverageResult } from './coverage.js';
import type {
  CoverageRule,
  EvidenceTypeId,
  HighlightEpisode,
  HighlightGap,
  HighlightLowlight,
  Highlights,
  Narrative,
  SignalTrace,
} from './types.js';

export const NARRATIVE_METHOD = 'template/v1';
const MAX_EPISODES = 5;
const MAX_EPISODES_PER_COMPETENCY = 2;
const MAX_LOWLIGHTS_PER_KIND = 10;
const SHORT_QUOTE = 120;

export interface AnswerOutcome {
  utterance_id: string;
  competency_id: string | null;
  /** First segment's text (exact substring of the utterance). */
  quote: string;
  units: number;
  reason: 'short_answer' | 'generic_answer' | 'no_evidence_cues';
}

const short = (q: string): string => {
  if (q.length <= SHORT_QUOTE) return q;
  const cut = q.slice(0, SHORT_QUOTE);
  const space = cut.search(/\s\S*$/);
  return space > SHORT_QUOTE / 2 ? cut.slice(0, space) : cut;
};

export function highlights(
  traces: readonly SignalTrace[],
  cov: CoverageResult,
  aggregates: readonly CompetencyAggregate[],
  answers: readonly AnswerOutcome[],
): Highlights {
  const all = traces.flatMap((t, ti) => t.refs.map((r, ri) => ({ t, r, order: ti * 100000 + ri })));
  all.sort((a, b) => b.r.measures.contribution - a.r.measures.contribution || a.order - b.order);
  const episodes: HighlightEpisode[] = [];
  const units = new Set<string>();
  const perCompetency = new Map<string, number>();
  for (const { t, r } of all) {
    if (episodes.length >= MAX_EPISODES) break;
    if (units.has(r.unit_id) || (perCompetency.get(t.competency_id) ?? 0) >= MAX_EPISODES_PER_COMPETENCY) continue;
    units.add(r.unit_id);
    perCompetency.set(t.competency_id, (perCompetency.get(t.competency_id) ?? 0) + 1);
    episodes.push({
      competency_id: t.competency_id,
      sub_dimension_id: t.sub_dimension_id,
      utterance_id: r.utterance_id,
      evidence_type_id: r.evidence_type_id,
      quote: r.quote,
      strength: r.measures.contribution,
    });
  }

  const lowlights: HighlightLowlight[] = answers
    .filter((a) => a.units === 0 && a.competency_id !== null)
    .slice(0, MAX_LOWLIGHTS_PER_KIND)
    .map((a) => ({
      competency_id: a.competency_id,
      kind: 'answer_without_evidence' as const,
      utterance_id: a.utterance_id,
      quote: short(a.quote),
      reason: a.reason,
    }));
  const evidenced = new Set(aggregates.filter((a) => a.evidenceUnits > 0).map((a) => a.result.competency_id));
  const missingSubDims = traces
    .filter((t) => evidenced.has(t.competency_id) && t.refs.length === 0)
    .slice(0, MAX_LOWLIGHTS_PER_KIND)
    .map((t) => ({
      competency_id: t.competency_id,
      kind: 'sub_dimension_without_evidence' as const,
      sub_dimension_id: t.sub_dimension_id,
    }));
  return { episodes, gaps: cov.gaps.map((g) => ({ ...g })), lowlights: [...lowlights, ...missingSubDims] };
}

const TYPE_LABEL: Record<EvidenceTypeId, string> = {
  concrete_example: 'a concrete example',
  outcome_metric: 'an outcome metric',
  outcome_statement: 'a stated outcome',
  technical_detail: 'technical detail',
  ownership_statement: 'an ownership statement',
  reasoning: 'reasoning',
  reflection: 'a reflection',
};

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
const fixed = (n: number): string => n.toFixed(2);

function gapText(g: HighlightGap, name: string, rule: CoverageRule): string {
  const why =
    g.reason === 'no_evidence'
      ? 'no evidence'
      : g.reason === 'below_min_score'
        ? `evidence weight ${fixed(g.score)} below ${fixed(rule.min_score)}`
        : g.reason === 'llm_only'
          ? 'evidence proposed by the LLM alone, not counted'
          : `${plural(g.evidence_units, 'evidence unit')}, ${rule.min_refs} needed`;
  return `${name} (${g.requirement_type}; ${why})`;
}

export function narrative(
  h: Highlights,
  cov: CoverageResult,
  models: readonly CompetencyModel[],
  aggregates: readonly CompetencyAggregate[],
  answers: readonly AnswerOutcome[],
  rule: CoverageRule,
): Narrative {
  const name = new Map(models.map((m) => [m.id, m.name]));
  const subName = new Map(models.flatMap((m) => m.sub_dimensions.map((sd) => [sd.id, sd.name] as const)));
  const nameOf = (id: string | null): string => (id ? (name.get(id) ?? id) : 'general');
  const s = cov.summary;
  const well = aggregates.filter((a) => cov.wellEvidenced.has(a.result.competency_id));

  const once = aggregates.filter((a) => a.result.evidence_level === 'evidenced');
  const hi: string[] = [
    `${s.competencies_well_evidenced} of ${plural(s.total_count, 'competency', 'competencies')} well evidenced` +
      `${once.length ? `, ${once.length} evidenced by one complete example` : ''}; overall coverage ${s.overall_coverage}.`,
  ];
  if (well.length) {
    hi.push(
      `Well evidenced: ${well
        .map(
          (a) =>
            `${nameOf(a.result.competency_id)} (evidence weight ${fixed(a.result.score)}, ${plural(a.evidenceUnits, 'evidence unit')})`,
        )
        .join(', ')}.`,
    );
  } else hi.push('No competency reached the evidence threshold.');
  if (once.length)
    hi.push(
      `Evidenced, one example: ${once.map((a) => nameOf(a.result.competency_id)).join(', ')} (one complete story each; not gaps).`,
    );
  for (const e of h.episodes.slice(0, 3)) {
    hi.push(
      `${nameOf(e.competency_id)}: ${TYPE_LABEL[e.evidence_type_id]} in ${e.utterance_id}: "${short(e.quote)}${short(e.quote).length < e.quote.length ? '…' : ''}".`,
    );
  }

  const lo: string[] = [];
  if (h.gaps.length) lo.push(`Gaps: ${h.gaps.map((g) => gapText(g, nameOf(g.competency_id), rule)).join(', ')}.`);
  else lo.push('No competency gaps.');
  if (s.hitl_flags.length)
    lo.push(`Essential competencies needing human review: ${plural(s.hitl_flags.length, 'flag')}.`);
  const empty = answers.filter((a) => a.units === 0);
  if (empty.length) {
    const listed = empty.slice(0, MAX_LOWLIGHTS_PER_KIND);
    lo.push(
      `${plural(empty.length, 'answer')} gave no usable evidence (${listed.map((a) => `${a.utterance_id}: ${a.reason.replace(/_/g, ' ')}`).join(', ')}${empty.length > listed.length ? ', …' : ''}).`,
    );
  }
  const bare = h.lowlights.filter((l) => l.kind === 'sub_dimension_without_evidence');
  if (bare.length) {
    lo.push(
      `Sub-dimensions without evidence: ${bare.map((l) => `${nameOf(l.competency_id)} / ${subName.get(l.sub_dimension_id ?? '') ?? l.sub_dimension_id}`).join(', ')}.`,
    );
  }
  return { highlights_text: hi.join(' '), lowlights_text: lo.join(' '), method: NARRATIVE_METHOD };
}
