/**
 * The recruiter rubric's judge (eval/plans/recruiter/README.md): one plan (or INFO_NEEDED) of one posting, criterion by
 * criterion. Matching by meaning (≈) is the plans harness's theme matching (eval/plans/figures.ts: the best cosine of
 * the shared model over a competency's name, description, both, and sub-dimension names) at its calibrated theme
 * threshold; word lists and counts are in checks.ts. C3.6 and C3.9 need a person: they are marked `hand` and sampled
 * in the report, never passed here.
 */
import { cosine, type Embedder } from '@irs/engines/semantic';
import type { PlanResult } from '@irs/engines/planner';
import { r3 } from '../../support/report.js';
import { contradictions, duplicatePairs, judgeThemes, themeScore, type ThemeJudgement } from '../figures.js';
import {
  behavioural,
  dutiesNamed,
  genericFollowUp,
  infoAskOffences,
  licenceNames,
  mainQuestionOffences,
  nameOffences,
  normalName,
  openersInside,
  pastedRuns,
  postingPieces,
  protectedTopics,
  readScreening,
  screeningItemOffences,
  screeningWordsInName,
  statedWithin,
  subDimensionOffences,
  technicalRole,
  verificationOffences,
  type ScreeningView,
} from './checks.js';
import type { Posting, ScreeningItem } from './posting.js';

export type Status = 'pass' | 'fail' | 'n/a' | 'hand' | 'skipped';
export interface Verdict {
  status: Status;
  /** What fails, quoted from the plan (or why the criterion does not apply or was skipped). */
  offending: string[];
}

/** How each criterion is decided: by the program, by the program approximately (see the README), or by a person. */
export type Mode = 'automatic' | 'approximate' | 'hand';
export const CRITERIA: readonly { id: string; title: string; mode: Mode }[] = [
  { id: 'C1.1', title: 'Screening recall', mode: 'automatic' },
  { id: 'C1.2', title: 'Kind and weight', mode: 'automatic' },
  { id: 'C1.3', title: 'Not a competency', mode: 'automatic' },
  { id: 'C1.4', title: 'Nothing invented', mode: 'automatic' },
  { id: 'C1.5', title: 'Plain words, one requirement each', mode: 'approximate' },
  { id: 'C1.6', title: 'One factual question', mode: 'automatic' },
  { id: 'C1.7', title: 'Protected items have no question', mode: 'automatic' },
  { id: 'C1.8', title: 'No protected question anywhere', mode: 'automatic' },
  { id: 'C2.1', title: 'Count 4–8', mode: 'automatic' },
  { id: 'C2.2', title: 'Names', mode: 'automatic' },
  { id: 'C2.3', title: 'Theme coverage', mode: 'automatic' },
  { id: 'C2.4', title: 'No duplicates', mode: 'automatic' },
  { id: 'C2.5', title: 'No traps', mode: 'automatic' },
  { id: 'C2.6', title: 'No stray or generic areas', mode: 'approximate' },
  { id: 'C2.7', title: 'Must-haves are essential', mode: 'automatic' },
  { id: 'C2.8', title: 'Skill requirements feed the skill', mode: 'approximate' },
  { id: 'C3.1', title: 'Every competency has a question; fits the time', mode: 'automatic' },
  { id: 'C3.2', title: 'One situation', mode: 'automatic' },
  { id: 'C3.3', title: 'A complete sentence', mode: 'approximate' },
  { id: 'C3.4', title: 'Not pasted', mode: 'automatic' },
  { id: 'C3.5', title: 'Not a list of duties', mode: 'approximate' },
  { id: 'C3.6', title: 'Trade words', mode: 'hand' },
  { id: 'C3.7', title: 'Specific follow-ups', mode: 'approximate' },
  { id: 'C3.8', title: 'Sub-dimensions', mode: 'automatic' },
  { id: 'C3.9', title: 'Observable rubric', mode: 'hand' },
  { id: 'C4.1', title: 'Right call (INFO_NEEDED)', mode: 'automatic' },
  { id: 'C4.2', title: 'Useful ask', mode: 'approximate' },
  { id: 'C5.1', title: 'Revision: merge', mode: 'automatic' },
  { id: 'C5.2', title: 'Revision: drop screening', mode: 'automatic' },
  { id: 'C5.3', title: 'Revision: add screening', mode: 'automatic' },
  { id: 'C5.4', title: 'Revision: still approved', mode: 'automatic' },
];

/** What the judge reads of a competency: a plan competency (shared/engines/src/planner/types.ts) has these. */
export interface CompetencyView {
  name: string;
  description: string;
  requirement_type?: 'essential' | 'desirable';
  sub_dimensions: { name: string; rubric?: string }[];
  question_topics: { prompt: string; follow_ups: string[] }[];
}

/** A plan's competencies, with absent lists read as empty (an engine under test may leave some out). */
export function readCompetencies(plan: unknown): CompetencyView[] {
  const list = (plan as { competencies?: unknown } | null)?.competencies;
  if (!Array.isArray(list)) return [];
  return list.map((raw) => {
    const c = (raw ?? {}) as Partial<CompetencyView>;
    return {
      name: String(c.name ?? ''),
      description: String(c.description ?? ''),
      ...(c.requirement_type ? { requirement_type: c.requirement_type } : {}),
      sub_dimensions: (c.sub_dimensions ?? []).map((d) => ({ name: String(d.name ?? ''), rubric: d.rubric ?? '' })),
      question_topics: (c.question_topics ?? []).map((q) => ({
        prompt: String(q.prompt ?? ''),
        follow_ups: (q.follow_ups ?? []).map(String),
      })),
    };
  });
}

export interface JudgeContext {
  embedder: Embedder;
  /** The calibrated theme threshold: ≈ for every matching by meaning. */
  threshold: number;
  /** Competency pairs whose "name: description" cosine exceeds this are near-duplicates (the plans harness's 0.85). */
  duplicateThreshold: number;
}

const pass = (): Verdict => ({ status: 'pass', offending: [] });
const na = (why: string): Verdict => ({ status: 'n/a', offending: [why] });
const verdict = (offending: readonly string[]): Verdict =>
  offending.length ? { status: 'fail', offending: [...offending] } : pass();

/** Every text of a posting's request, for the pasted-wording check. */
export const postingText = (input: Posting['input']): string =>
  [input.job_description ?? '', ...input.qualifications, ...input.skills, input.company_description ?? ''].join('\n');

async function similarity(embedder: Embedder, a: string, b: string): Promise<number> {
  const [x, y] = await embedder.embed([a, b]);
  return cosine(x!, y!);
}

/** The numbers of a labelled requirement must be in the plan's item too ("3+ years" ≠ "5 years"). */
const sameNumbers = (label: string, plan: string) => (label.match(/\d+/g) ?? []).every((d) => plan.includes(d));

export interface ScreeningMatch {
  label: number;
  plan: number;
  score: number;
}

/** One-to-one matches of labelled and plan screening items: best cosine first, ≥ the threshold, same numbers. */
export async function matchScreening(
  ctx: JudgeContext,
  labelled: readonly ScreeningItem[],
  plan: readonly ScreeningView[],
): Promise<ScreeningMatch[]> {
  const scored: ScreeningMatch[] = [];
  for (const [l, item] of labelled.entries())
    for (const [p, mine] of plan.entries()) {
      const score = await similarity(ctx.embedder, item.requirement, mine.requirement);
      if (score >= ctx.threshold && sameNumbers(item.requirement, mine.requirement))
        scored.push({ label: l, plan: p, score: r3(score) });
    }
  scored.sort((a, b) => b.score - a.score);
  const usedL = new Set<number>();
  const usedP = new Set<number>();
  return scored.filter((m) => {
    if (usedL.has(m.label) || usedP.has(m.plan)) return false;
    usedL.add(m.label);
    usedP.add(m.plan);
    return true;
  });
}

const sameKind = (a: string | null, b: string) =>
  a === b || (['licence', 'certification'].includes(a ?? '') && ['licence', 'certification'].includes(b));

/** Everything one plan is judged on, with the per-criterion verdicts and the figures' counts. */
export interface PlanJudgement {
  criteria: Record<string, Verdict>;
  themes: ThemeJudgement[];
  /** Competency names and questions worded as requirements (openers, "N+ years", 6+ words pasted from the posting). */
  requirement_wording: string[];
  /** Duplicated competencies: pairs naming the same theme, equal names, or near-duplicates. */
  duplicates: string[];
  /** Competencies that are screening items (C1.3). */
  screening_as_competency: string[];
  /** Questions (screening, main, follow-up) touching a protected topic (C1.8). */
  protected_questions: string[];
}

/** Judges one planner result against a posting's labels (C1–C4; C5 is judgeRevisions). */
export async function judgeResult(ctx: JudgeContext, posting: Posting, result: PlanResult): Promise<PlanJudgement> {
  const { label, input } = posting;
  const criteria: Record<string, Verdict> = {};
  criteria['C4.1'] =
    result.ok === label.sufficient
      ? pass()
      : verdict([result.ok ? 'a plan for a thin posting' : 'INFO_NEEDED for a sufficient posting']);
  if (!result.ok) {
    const questions = result.missing_fields.map((f) => f.question);
    criteria['C4.2'] = verdict(infoAskOffences(questions, technicalRole(posting.industry, input.position)));
    for (const c of CRITERIA.filter((c) => /^C[123]\./.test(c.id))) criteria[c.id] ??= na('INFO_NEEDED: no plan');
    return {
      criteria,
      themes: await judgeThemes(ctx.embedder, label, [], ctx.threshold),
      requirement_wording: [],
      duplicates: [],
      screening_as_competency: [],
      protected_questions: questions.flatMap((q) => (protectedTopics(q).length ? [q] : [])),
    };
  }
  criteria['C4.2'] = na('a plan, no INFO_NEEDED');
  const judged = await judgePlan(ctx, posting, result.plan);
  return { ...judged, criteria: { ...criteria, ...judged.criteria } };
}

/** C1–C3 of one plan. */
export async function judgePlan(ctx: JudgeContext, posting: Posting, plan: unknown): Promise<PlanJudgement> {
  const { label, input } = posting;
  const competencies = readCompetencies(plan);
  const screening = readScreening(plan);
  const items = screening ?? [];
  const criteria: Record<string, Verdict> = {};
  const t = ctx.threshold;
  const source = postingText(input);
  const pieces = postingPieces(input);

  // Scores of every competency against themes, traps and labelled screening items (best cosine over its texts).
  const score = (text: string, c: CompetencyView) => themeScore(ctx.embedder, text, c);
  const themeScores = await Promise.all(competencies.map((c) => Promise.all(label.themes.map((x) => score(x, c)))));
  const best = themeScores.map((scores) =>
    scores.reduce((top, s, i) => (s > top.score ? { theme: i, score: s } : top), { theme: -1, score: -Infinity }),
  );
  const themes = await judgeThemes(ctx.embedder, label, competencies, t);

  // C1.1 / C1.2 / C1.7: labelled items against the plan's list.
  const matches = await matchScreening(ctx, label.screening, items);
  const matchOf = (l: number) => matches.find((m) => m.label === l);
  const noList = screening === null ? ['the plan has no screening list'] : [];
  if (!label.screening.length) criteria['C1.1'] = na('no labelled screening items');
  else
    criteria['C1.1'] = verdict([
      ...noList,
      ...label.screening.flatMap((s, i) => (matchOf(i) ? [] : [`missing: ${s.requirement}`])),
    ]);
  if (!label.screening.length) criteria['C1.2'] = na('no labelled screening items');
  else if (!matches.length) criteria['C1.2'] = verdict([...noList, 'no labelled item found to check']);
  else
    criteria['C1.2'] = verdict(
      matches.flatMap(({ label: l, plan: p }) => {
        const want = label.screening[l]!;
        const got = items[p]!;
        const out: string[] = [];
        if (!sameKind(got.kind, want.kind))
          out.push(`${got.requirement}: kind ${got.kind ?? 'none'}, not ${want.kind}`);
        if (got.essential !== want.essential)
          out.push(`${got.requirement}: essential ${String(got.essential)}, not ${String(want.essential)}`);
        return out;
      }),
    );
  const protectedItems = label.screening.map((s, i) => ({ s, i })).filter(({ s }) => s.protected);
  criteria['C1.7'] = protectedItems.length
    ? verdict(
        protectedItems.flatMap(({ s, i }) => {
          const m = matchOf(i);
          if (!m) return [`not listed: ${s.requirement}`];
          const q = items[m.plan]!.question;
          return q ? [`asked: ${q}`] : [];
        }),
      )
    : na('no protected labelled items');

  // C1.3: no competency is a screening item (by words, or closer to a labelled item than to any theme).
  const licences = licenceNames(label.screening);
  const screeningAsCompetency: string[] = [];
  /** Labelled screening item index → the competencies closer to it than to any theme. */
  const namedAfter = new Map<number, string[]>();
  for (const [i, c] of competencies.entries()) {
    const found = screeningWordsInName(c.name, licences);
    const reasons = found.length ? [`names ${found.map((w) => `"${w}"`).join(', ')}`] : [];
    for (const [k, s] of label.screening.entries()) {
      const sc = await score(s.requirement, c);
      if (sc >= t && sc > best[i]!.score) {
        reasons.push(`≈ screening "${s.requirement}" (${r3(sc)})`);
        namedAfter.set(k, [...(namedAfter.get(k) ?? []), c.name]);
      }
    }
    if (reasons.length) screeningAsCompetency.push(`${c.name}: ${reasons.join('; ')}`);
  }
  criteria['C1.3'] = verdict(screeningAsCompetency);

  // C1.4: every plan item ≈ a labelled item or something the posting states.
  if (!items.length) criteria['C1.4'] = na('no plan screening items');
  else {
    const invented: string[] = [];
    for (const [p, item] of items.entries()) {
      if (matches.some((m) => m.plan === p)) continue;
      // Cut from one piece, every word as written ("Holidays" of "Available weekends and holidays"), or ≈ a piece.
      let stated = statedWithin(item.requirement, pieces);
      for (const piece of stated ? [] : pieces)
        if ((await similarity(ctx.embedder, item.requirement, piece)) >= t && sameNumbers(item.requirement, source)) {
          stated = true;
          break;
        }
      if (!stated) invented.push(item.requirement);
    }
    criteria['C1.4'] = verdict(invented);
  }
  criteria['C1.5'] = items.length
    ? verdict(items.flatMap((s) => screeningItemOffences(s.requirement).map((o) => `${s.requirement}: ${o}`)))
    : na('no plan screening items');
  // Protected: marked so by the plan, or matched to a labelled protected item (C1.7 judges those).
  const asked = items.filter(
    (s, p) => s.protected !== true && !matches.some((m) => m.plan === p && label.screening[m.label]!.protected),
  );
  criteria['C1.6'] = asked.length
    ? verdict(
        asked.flatMap((s) => verificationOffences(s.requirement, s.question).map((o) => `${s.requirement}: ${o}`)),
      )
    : na('no plan screening items to ask');

  // C1.8: protected topics in any question of the plan.
  const allQuestions = [
    ...items.flatMap((s) => (s.question ? [s.question] : [])),
    ...competencies.flatMap((c) => c.question_topics.flatMap((q) => [q.prompt, ...q.follow_ups])),
  ];
  const protectedQuestions = allQuestions.flatMap((q) => {
    const hits = protectedTopics(q);
    return hits.length ? [`${q} [${hits.join(', ')}]`] : [];
  });
  criteria['C1.8'] = verdict(protectedQuestions);

  // C2.1, C2.2
  const n = competencies.length;
  criteria['C2.1'] = n >= 4 && n <= 8 ? pass() : verdict([`${n} competencies`]);
  criteria['C2.2'] = verdict(competencies.flatMap((c) => nameOffences(c.name).map((o) => `${c.name}: ${o}`)));

  // C2.3: at least 80 % of themes and every must-have covered (sufficient postings).
  if (!label.sufficient) criteria['C2.3'] = na('thin posting');
  else {
    const covered = themes.filter((x) => x.covered).length;
    const missed = themes.filter((x) => !x.covered);
    const mustMissed = missed.filter((x) => x.must_have);
    criteria['C2.3'] =
      covered / themes.length >= 0.8 && !mustMissed.length
        ? pass()
        : verdict([
            `themes ${covered}/${themes.length}`,
            ...missed.map((x) => `${x.must_have ? 'must-have ' : ''}missed: ${x.theme}`),
          ]);
  }

  // C2.4: two competencies whose closest theme is the same, equal names, or near-duplicates (name: description).
  const duplicates: string[] = [];
  label.themes.forEach((theme, ti) => {
    const on = competencies.filter((_, i) => best[i]!.theme === ti && best[i]!.score >= t).map((c) => c.name);
    if (on.length > 1) duplicates.push(`${on.join(' / ')}: same theme "${theme}"`);
  });
  competencies.forEach((a, i) =>
    competencies.slice(i + 1).forEach((b) => {
      if (normalName(a.name) === normalName(b.name)) duplicates.push(`${a.name} / ${b.name}: same name`);
    }),
  );
  for (const d of await duplicatePairs(ctx.embedder, competencies, ctx.duplicateThreshold))
    if (!d.identical_names && !duplicates.some((x) => x.startsWith(`${d.a} / ${d.b}`)))
      duplicates.push(`${d.a} / ${d.b}: near-duplicate (${d.cosine})`);
  criteria['C2.4'] = verdict(duplicates);

  // C2.5: no competency ≈ a trap more closely than any theme; an equal name always fails.
  const traps: string[] = [];
  for (const [i, c] of competencies.entries())
    for (const trap of label.traps) {
      if (c.name.trim().toLowerCase() === trap.trim().toLowerCase()) traps.push(`${c.name}: is the trap "${trap}"`);
      else {
        const sc = await score(trap, c);
        if (sc >= t && sc > best[i]!.score)
          traps.push(`${c.name}: ≈ trap "${trap}" (${r3(sc)} > theme ${r3(best[i]!.score)})`);
      }
    }
  criteria['C2.5'] = verdict(traps);

  // C2.6: covers a theme, or (not behavioural) ≈ a piece of work the posting states.
  const stray: string[] = [];
  for (const [i, c] of competencies.entries()) {
    if (best[i]!.score >= t) continue;
    const b = behavioural(c.name);
    if (b) {
      stray.push(`${c.name}: behavioural area covering no theme`);
      continue;
    }
    let stated = false;
    for (const piece of pieces)
      if ((await score(piece, c)) >= t) {
        stated = true;
        break;
      }
    if (!stated) stray.push(`${c.name}: covers no theme and names no stated work`);
  }
  criteria['C2.6'] = verdict(stray);

  // C2.7: must-haves covered only by desirable competencies.
  const contradicted = contradictions(themes);
  criteria['C2.7'] = label.must_haves.length
    ? verdict(contradicted.map((x) => `must-have only on desirable competencies: ${x}`))
    : na('no must-haves');

  // C2.8: a labelled experience item naming a skill: the skill's theme covered, the item screened, no years competency.
  const experience = label.screening.map((s, i) => ({ s, i })).filter(({ s }) => s.kind === 'experience');
  const feeding: string[] = [];
  let skillItems = 0;
  for (const { s, i } of experience) {
    const scored = await Promise.all(label.themes.map((x) => similarity(ctx.embedder, s.requirement, x)));
    const top = scored.reduce((b, v, k) => (v > scored[b]! ? k : b), 0);
    if (!label.themes.length || scored[top]! < t) continue;
    skillItems++;
    const theme = themes[top]!;
    if (!theme.covered) feeding.push(`${s.requirement}: its theme "${theme.theme}" not covered`);
    if (!matchOf(i)) feeding.push(`${s.requirement}: not in screening`);
    for (const name of namedAfter.get(i) ?? []) feeding.push(`${s.requirement}: competency "${name}" ≈ it`);
    for (const c of competencies.filter((c) => /\byears?\b|\d\s*\+/.test(c.name)))
      feeding.push(`${s.requirement}: competency "${c.name}" names years`);
  }
  criteria['C2.8'] = skillItems ? verdict([...new Set(feeding)]) : na('no labelled experience item naming a skill');

  // C3.1: every competency has a question; main questions ≤ duration / 4.
  const mains = competencies.flatMap((c) => c.question_topics.map((q) => ({ c, q })));
  const cap = Math.floor(input.duration_minutes / 4);
  criteria['C3.1'] = verdict([
    ...competencies.filter((c) => !c.question_topics.length).map((c) => `${c.name}: no question`),
    ...(mains.length > cap ? [`${mains.length} main questions for ${input.duration_minutes} minutes (≤ ${cap})`] : []),
  ]);
  const shapes = mains.map(({ q }) => ({ q, ...mainQuestionOffences(q.prompt) }));
  criteria['C3.2'] = verdict(shapes.flatMap(({ q, c32 }) => c32.map((o) => `${q.prompt} [${o}]`)));
  criteria['C3.3'] = verdict(shapes.flatMap(({ q, c33 }) => c33.map((o) => `${q.prompt} [${o}]`)));

  // C3.4: no 6+ words pasted from the posting and no requirement opener, in main questions and follow-ups.
  const pastedQuestions: string[] = [];
  for (const { q } of mains)
    for (const text of [q.prompt, ...q.follow_ups]) {
      const why = [
        ...pastedRuns(text, source).map((r) => `pasted "${r}"`),
        ...openersInside(text).map((o) => `opener "${o}"`),
      ];
      if (why.length) pastedQuestions.push(`${text} [${why.join('; ')}]`);
    }
  criteria['C3.4'] = verdict(pastedQuestions);
  criteria['C3.5'] = verdict(
    mains.flatMap(({ q }) => {
      const named = dutiesNamed(q.prompt, pieces);
      return named.length > 2 ? [`${q.prompt} [names ${named.length} duties: ${named.join(' | ')}]`] : [];
    }),
  );
  criteria['C3.6'] = { status: 'hand', offending: [] };
  criteria['C3.7'] = verdict(
    competencies.flatMap((c) => {
      const follow = c.question_topics.flatMap((q) => q.follow_ups);
      if (!follow.length) return [`${c.name}: no follow-up`];
      return follow.every(genericFollowUp) ? [`${c.name}: generic follow-ups only (${follow.join(' / ')})`] : [];
    }),
  );
  criteria['C3.8'] = verdict(subDimensionOffences(competencies));
  criteria['C3.9'] = { status: 'hand', offending: [] };

  // The figures' counts: requirement wording in names and questions.
  const requirementWording = [
    ...competencies.flatMap((c) => {
      const why = [
        ...nameOffences(c.name).filter((o) => /opens with "|N\+|"years?"|"required"|"preferred"/.test(o)),
        ...pastedRuns(c.name, source).map((r) => `pasted "${r}"`),
      ];
      return why.length ? [`name ${c.name} [${why.join('; ')}]`] : [];
    }),
    ...pastedQuestions.map((q) => `question ${q}`),
  ];
  return {
    criteria,
    themes,
    requirement_wording: requirementWording,
    duplicates,
    screening_as_competency: screeningAsCompetency,
    protected_questions: protectedQuestions,
  };
}

/** One revision probe: its comment, what it asked, and how the revised plan did. */
export interface ProbeResult {
  comment: string;
  expect: 'merge' | 'drop_screening' | 'add_screening';
  status: Status;
  offending: string[];
}

/** Revises a plan with the probe's comment (the planner's `revisions` input) and judges C5.1–C5.4. */
export async function judgeRevisions(
  ctx: JudgeContext,
  posting: Posting,
  base: PlanResult,
  revise: (comments: string[]) => Promise<PlanResult>,
): Promise<{ probes: ProbeResult[]; criteria: Record<string, Verdict> }> {
  const probes: ProbeResult[] = [];
  const still: string[] = [];
  let judged = 0;
  for (const probe of posting.label.revisions ?? []) {
    const kind = probe.expect.merge ? 'merge' : probe.expect.drop_screening ? 'drop_screening' : 'add_screening';
    const before = base.ok ? readScreening(base.plan) : null;
    if (!base.ok) {
      probes.push({ comment: probe.comment, expect: kind, status: 'n/a', offending: ['no plan to revise'] });
      continue;
    }
    if (kind !== 'merge' && before === null) {
      probes.push({
        comment: probe.comment,
        expect: kind,
        status: 'skipped',
        offending: ['the planner has no screening list, so no revision path for a screening probe'],
      });
      continue;
    }
    judged++;
    const revised = await revise([probe.comment]);
    if (!revised.ok) {
      probes.push({
        comment: probe.comment,
        expect: kind,
        status: 'fail',
        offending: ['the revision gave INFO_NEEDED'],
      });
      still.push(`${probe.comment}: INFO_NEEDED`);
      continue;
    }
    const offending = await probeOffences(ctx, base.plan, revised.plan, probe.expect);
    probes.push({ comment: probe.comment, expect: kind, ...verdict(offending) });
    const again = await judgePlan(ctx, posting, revised.plan);
    const failing = Object.entries(again.criteria)
      .filter(([, v]) => v.status === 'fail')
      .map(([id]) => id);
    if (failing.length) still.push(`${probe.comment}: revised plan fails ${failing.join(', ')}`);
  }
  const of = (k: ProbeResult['expect']): Verdict => {
    const mine = probes.filter((p) => p.expect === k);
    if (!mine.length) return na('no probe of this kind');
    const run = mine.filter((p) => p.status === 'pass' || p.status === 'fail');
    if (!run.length) return { status: mine[0]!.status, offending: mine[0]!.offending };
    return verdict(run.flatMap((p) => p.offending.map((o) => `${p.comment}: ${o}`)));
  };
  const criteria: Record<string, Verdict> = {
    'C5.1': of('merge'),
    'C5.2': of('drop_screening'),
    'C5.3': of('add_screening'),
    'C5.4': !probes.length
      ? na('no probe')
      : judged
        ? verdict(still)
        : { status: probes[0]!.status, offending: probes[0]!.offending },
  };
  return { probes, criteria };
}

/** What a probe's expectation says the revised plan must show (C5.1–C5.3). */
async function probeOffences(
  ctx: JudgeContext,
  before: unknown,
  after: unknown,
  expect: NonNullable<Posting['label']['revisions']>[number]['expect'],
): Promise<string[]> {
  const comps = readCompetencies;
  const [b, a] = [comps(before), comps(after)];
  const out: string[] = [];
  if (expect.merge) {
    const [x, y] = expect.merge;
    const covers = async (c: CompetencyView, theme: string) =>
      (await themeScore(ctx.embedder, theme, c)) >= ctx.threshold;
    let one = false;
    for (const c of a) if ((await covers(c, x)) && (await covers(c, y))) one = true;
    if (!one) out.push(`no competency covers both "${x}" and "${y}"`);
    if (a.length !== b.length - 1) out.push(`count ${b.length} → ${a.length}, not one fewer`);
    const involved: string[] = [];
    for (const c of b) if ((await covers(c, x)) || (await covers(c, y))) involved.push(c.name);
    const others = b.map((c) => c.name).filter((name) => !involved.includes(name));
    const missing = others.filter((name) => !a.some((c) => c.name === name));
    if (missing.length) out.push(`other competencies changed: ${missing.join(', ')}`);
  }
  const [sb, sa] = [readScreening(before) ?? [], readScreening(after) ?? []];
  const near = async (s: ScreeningView, requirement: string) =>
    (await similarity(ctx.embedder, s.requirement, requirement)) >= ctx.threshold;
  if (expect.drop_screening) {
    const r = expect.drop_screening;
    for (const s of sa) if (await near(s, r)) out.push(`still listed: ${s.requirement}`);
    const kept: ScreeningView[] = [];
    for (const s of sb) if (!(await near(s, r))) kept.push(s);
    const lost = kept.filter((s) => !sa.some((x) => x.requirement === s.requirement));
    if (lost.length) out.push(`other items changed: ${lost.map((s) => s.requirement).join(', ')}`);
    for (const c of a.filter((c) => !b.some((x) => x.name === c.name)))
      if ((await themeScore(ctx.embedder, r, c)) >= ctx.threshold) out.push(`competency added for it: ${c.name}`);
  }
  if (expect.add_screening) {
    const { requirement, kind } = expect.add_screening;
    const added: ScreeningView[] = [];
    for (const s of sa)
      if ((await near(s, requirement)) && !sb.some((x) => x.requirement === s.requirement)) added.push(s);
    if (!added.length) out.push(`no new item ≈ "${requirement}"`);
    for (const s of added) {
      if (!sameKind(s.kind, kind)) out.push(`${s.requirement}: kind ${s.kind ?? 'none'}, not ${kind}`);
      out.push(...verificationOffences(s.requirement, s.question).map((o) => `${s.requirement}: ${o}`));
    }
    const lost = sb.filter((s) => !sa.some((x) => x.requirement === s.requirement));
    if (lost.length) out.push(`other items changed: ${lost.map((s) => s.requirement).join(', ')}`);
  }
  return out;
}

/** The texts a person checks for C3.6 and C3.9: main questions with follow-ups, and sub-dimension rubrics. */
export function handCheckTexts(plan: unknown): {
  questions: { competency: string; prompt: string; follow_ups: string[] }[];
  rubrics: { competency: string; sub_dimension: string; rubric: string }[];
} {
  const competencies = readCompetencies(plan);
  return {
    questions: competencies.flatMap((c) =>
      c.question_topics.map((q) => ({ competency: c.name, prompt: q.prompt, follow_ups: q.follow_ups })),
    ),
    rubrics: competencies.flatMap((c) =>
      c.sub_dimensions.map((s) => ({ competency: c.name, sub_dimension: s.name, rubric: s.rubric ?? '' })),
    ),
  };
}
