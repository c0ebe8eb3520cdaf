/** The recruiter set's figures: per-posting results summed per split, shape and industry, and the targets. */
import { readFileSync } from 'node:fs';
import { pct, r2 } from '../../../bench/support.js';
import { rate } from '../../support/report.js';
import type { Share, ThemeJudgement } from '../figures.js';
import type { ScreeningView } from './checks.js';
import { CRITERIA, type ProbeResult, type Verdict } from './judge.js';
import type { Posting } from './posting.js';

export type Split = 'train' | 'heldout';

/**
 * The held-out batches in the order they were written, each with the commit of its one look (README, "The held-out
 * looks"). A looked-at batch is spent and serves as train; the held-out split is the batch not yet looked at.
 */
const HELDOUT_BATCHES: { file: string; lookedAt?: string }[] = [
  { file: 'heldout-1', lookedAt: '7aac556' },
  { file: 'heldout-2', lookedAt: 'b9ae2aa' },
  { file: 'heldout-3', lookedAt: '0224763' },
  { file: 'heldout-4', lookedAt: 'd98ab04' },
  { file: 'heldout-5', lookedAt: '6b44ea0' },
  { file: 'heldout-6', lookedAt: '47b19d3' },
  { file: 'heldout-7', lookedAt: 'f98b2b5' },
  { file: 'heldout-8', lookedAt: '12e82e9' },
  { file: 'heldout-9', lookedAt: 'b7744e4' },
  { file: 'heldout-10', lookedAt: '24d3317' },
  { file: 'heldout-11', lookedAt: '30c4acf' },
  { file: 'heldout-12', lookedAt: 'e0d7819' },
  { file: 'heldout-13', lookedAt: '59fd665' },
  { file: 'heldout-14', lookedAt: 'a8e8b23' },
  { file: 'heldout-15', lookedAt: '4e0069d' },
  { file: 'heldout-16', lookedAt: 'c1cb870' },
  { file: 'heldout-17', lookedAt: 'cbfe464' },
  { file: 'heldout-18', lookedAt: '2938226' },
  { file: 'heldout-19', lookedAt: 'dfb4192' },
  { file: 'heldout-20', lookedAt: '19416b6' },
  { file: 'heldout-21', lookedAt: '60d9957' },
  { file: 'heldout-22', lookedAt: 'b9086e2' },
  { file: 'heldout-23', lookedAt: 'b891053' },
  { file: 'heldout-24' },
];

const read = (file: string) => JSON.parse(readFileSync(new URL(`${file}.json`, import.meta.url), 'utf8')) as Posting[];

/**
 * The labelled postings of a split: train is train.json and every spent batch; held-out is the first batch not yet
 * seen (a later one, written ahead, waits its turn).
 */
export function loadPostings(split: Split): Posting[] {
  if (split === 'train')
    return [read('train'), ...HELDOUT_BATCHES.filter((b) => b.lookedAt).map((b) => read(b.file))].flat();
  const unseen = HELDOUT_BATCHES.filter((b) => !b.lookedAt);
  if (!unseen.length)
    throw new Error(
      'every held-out batch has been looked at: write a new one (README, "The split") before the next look',
    );
  return read(unseen[0]!.file);
}

/** One posting planned and judged. */
export interface PostingResult {
  id: string;
  industry: string;
  shape: Posting['shape'];
  split: Split;
  position: string;
  sufficient: boolean;
  outcome: 'plan' | 'info_needed';
  ms: number;
  competencies: string[];
  /** The plan's screening list as read (null: the plan has none). */
  screening: ScreeningView[] | null;
  info_questions: string[];
  themes: ThemeJudgement[];
  criteria: Record<string, Verdict>;
  /** Criteria (automatic or approximate) that fail. */
  failing: string[];
  /** Passes every criterion the program decides that applies (the hand-checked ones aside). */
  approved: boolean;
  requirement_wording: string[];
  duplicates: string[];
  screening_as_competency: string[];
  protected_questions: string[];
  revisions: ProbeResult[];
  /** The texts C3.6 and C3.9 are checked on by hand. */
  hand: {
    questions: { competency: string; prompt: string; follow_ups: string[] }[];
    rubrics: { competency: string; sub_dimension: string; rubric: string }[];
  };
}

export const failingCriteria = (criteria: Record<string, Verdict>): string[] =>
  CRITERIA.filter((c) => c.mode !== 'hand' && criteria[c.id]?.status === 'fail').map((c) => c.id);

export interface CriterionFigure {
  pass: number;
  fail: number;
  not_applicable: number;
  skipped: number;
  /** pass / (pass + fail); null when it applied nowhere. */
  rate: number | null;
}

export interface Figures {
  postings: number;
  /** Postings whose plan (or INFO_NEEDED) passes every automatic criterion that applies. */
  approved: Share;
  criteria: Record<string, CriterionFigure>;
  requirement_wording: number;
  duplicated_competencies: number;
  screening_as_behavioural: number;
  protected_questions: number;
  false_info_needed: Share;
  info_needed_on_thin: Share;
  /** Labelled themes of sufficient postings covered; a sufficient posting sent to INFO_NEEDED covers none. */
  theme_recall: Share;
  theme_recall_planned: Share;
  time_ms: { mean: number; p95: number; max: number };
}

const share = (hits: number, total: number): Share => ({ rate: rate(hits, total), hits, total });
const count = (results: readonly PostingResult[], key: keyof PostingResult) =>
  results.reduce((n, r) => n + (r[key] as unknown[]).length, 0);

export function summarise(results: readonly PostingResult[]): Figures {
  const sufficient = results.filter((r) => r.sufficient);
  const thin = results.filter((r) => !r.sufficient);
  const asked = (r: PostingResult) => r.outcome === 'info_needed';
  const themes = sufficient.flatMap((r) => r.themes.map((t) => ({ t, planned: r.outcome === 'plan' })));
  const covered = themes.filter(({ t, planned }) => planned && t.covered).length;
  const times = results.map((r) => r.ms);
  const criteria = Object.fromEntries(
    CRITERIA.filter((c) => c.mode !== 'hand').map(({ id }) => {
      const statuses = results.map((r) => r.criteria[id]?.status ?? 'n/a');
      const n = (s: string) => statuses.filter((x) => x === s).length;
      return [
        id,
        {
          pass: n('pass'),
          fail: n('fail'),
          not_applicable: n('n/a'),
          skipped: n('skipped'),
          rate: rate(n('pass'), n('pass') + n('fail')),
        },
      ];
    }),
  );
  return {
    postings: results.length,
    approved: share(results.filter((r) => r.approved).length, results.length),
    criteria,
    requirement_wording: count(results, 'requirement_wording'),
    duplicated_competencies: count(results, 'duplicates'),
    screening_as_behavioural: count(results, 'screening_as_competency'),
    protected_questions: count(results, 'protected_questions'),
    false_info_needed: share(sufficient.filter(asked).length, sufficient.length),
    info_needed_on_thin: share(thin.filter(asked).length, thin.length),
    theme_recall: share(covered, themes.length),
    theme_recall_planned: share(covered, themes.filter(({ planned }) => planned).length),
    time_ms: {
      mean: r2(times.reduce((a, b) => a + b, 0) / Math.max(1, times.length)),
      p95: r2(pct(times, 95)),
      max: r2(Math.max(0, ...times)),
    },
  };
}

/** The targets (issue 31), read on held-out; each with the figure and whether it is met. */
export function targets(f: Figures): { target: string; value: string; met: boolean | null }[] {
  const pctOf = (s: Share) => (s.rate === null ? 'n/a' : `${Math.round(s.rate * 1000) / 10} % (${s.hits}/${s.total})`);
  const atLeast = (s: Share, x: number) => (s.rate === null ? null : s.rate >= x);
  return [
    { target: '≥ 90 % of postings pass every criterion', value: pctOf(f.approved), met: atLeast(f.approved, 0.9) },
    {
      target: '0 requirement-wording names/questions',
      value: String(f.requirement_wording),
      met: f.requirement_wording === 0,
    },
    {
      target: '0 duplicated competencies',
      value: String(f.duplicated_competencies),
      met: f.duplicated_competencies === 0,
    },
    {
      target: '0 screening items asked as behavioural questions',
      value: String(f.screening_as_behavioural),
      met: f.screening_as_behavioural === 0,
    },
    { target: '0 protected-trait questions', value: String(f.protected_questions), met: f.protected_questions === 0 },
    {
      target: '≤ 2 % false INFO_NEEDED',
      value: pctOf(f.false_info_needed),
      met: f.false_info_needed.rate === null ? null : f.false_info_needed.rate <= 0.02,
    },
    {
      target: 'INFO_NEEDED on every thin posting',
      value: pctOf(f.info_needed_on_thin),
      met: atLeast(f.info_needed_on_thin, 1),
    },
    { target: 'theme recall ≥ 0.90', value: pctOf(f.theme_recall), met: atLeast(f.theme_recall, 0.9) },
    {
      target: '≤ 1 s per plan (slowest plan)',
      value: `mean ${f.time_ms.mean} / p95 ${f.time_ms.p95} / max ${f.time_ms.max} ms`,
      met: f.time_ms.max <= 1000,
    },
  ];
}
