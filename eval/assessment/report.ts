/** report/report.md and report/chart.svg, rebuilt from every report/<label>.json: the baseline first, then by date. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { markdownTable, percent, percentWithInterval, readRuns, writeFile } from '../support/report.js';
import { ADVERSARIAL_STYLES, EVIDENCE_STYLES } from './case.js';
import { chartSvg, type ChartPoint } from './chart.js';
import type { CaseResult, Counts, SplitFigures } from './figures.js';
import type { InterviewOutcome } from './interviews.js';
import { SPLIT_NAMES, SPLITS, type Split } from './data.js';

export interface RunReport {
  label: string;
  engines: string;
  scorer: string;
  created_at: string;
  semantic_model: string | null;
  figures: Partial<Record<Split, SplitFigures>>;
  /** Per-answer results of the train split only: held-out answers stay out of sight of the scorer's builders. */
  train_cases: CaseResult[];
  interviews: InterviewOutcome[];
  /** Scoring time of one answer, milliseconds. */
  ms_per_answer: number;
}

const share = (c: Counts | undefined, key: 'precision' | 'recall' | 'f1'): string =>
  c ? percent(c[key], key === 'f1' ? undefined : key === 'precision' ? [c.tp, c.tp + c.fp] : [c.tp, c.tp + c.fn]) : '–';

/** A target figure with its counts and 95 % interval (the held-out split is small: a few answers move it). */
const withInterval = (c: Counts | undefined, key: 'precision' | 'recall'): string =>
  c ? percentWithInterval(c.tp, key === 'precision' ? c.tp + c.fp : c.tp + c.fn) : '–';

/** The held-out splits a run scored, or train when it scored none: the splits its breakdowns and chart show. */
const shownSplits = (run: RunReport): Split[] => {
  const heldOut = SPLITS.filter((s) => s !== 'train' && run.figures[s]);
  return heldOut.length ? heldOut : ['train'];
};

function headline(run: RunReport): string {
  const row = (name: string, pick: (f: SplitFigures) => string, target: string) => [
    name,
    ...SPLITS.map((s) => {
      const f = run.figures[s];
      return f ? pick(f) : '–';
    }),
    target,
  ];
  const tiers = run.interviews.filter((i) => i.tier_match && i.gaps_match).length;
  return markdownTable(
    ['figure', ...SPLITS.map((s) => SPLIT_NAMES[s]), 'target (held-out)'],
    [
      row('recall, plain-words answers', (f) => withInterval(f.by_style.plain_words, 'recall'), '≥ 85 %'),
      row('precision, all styles', (f) => withInterval(f.overall, 'precision'), '≥ 90 %'),
      row('recall, all styles', (f) => share(f.overall, 'recall'), ''),
      row('F1, all styles', (f) => share(f.overall, 'f1'), ''),
      row(
        'false credit on adversarial answers',
        (f) => percentWithInterval(f.false_credit.n, f.false_credit.of),
        '≤ 2 %',
      ),
      row(
        'wrong credit: stories about other work or told under another question crediting what they are not about',
        (f) => (f.wrong_credit ? percentWithInterval(f.wrong_credit.n, f.wrong_credit.of) : '–'),
        '≤ 2 %',
      ),
      row(
        'fairness ratio (plain words and non-native / rubric words)',
        (f) => String(f.fairness_ratio ?? 'n/a'),
        '≥ 0.8',
      ),
      row(
        'score parity (mean score of the labelled competency, plain words and non-native / rubric words)',
        (f) => String(f.score_parity ?? 'n/a'),
        '',
      ),
      row(
        'sub-dimensions: precision / recall',
        (f) => `${share(f.sub_dimensions, 'precision')} / ${share(f.sub_dimensions, 'recall')}`,
        '',
      ),
      row(
        'recall, answers to the opener / to a competency question',
        (f) => `${share(f.by_question.opener, 'recall')} / ${share(f.by_question.competency_question, 'recall')}`,
        '',
      ),
      [
        'whole interviews: tier and gap list as expected',
        `${tiers} of ${run.interviews.length}`,
        ...SPLITS.slice(1).map(() => ''),
        '≥ 9 of 10',
      ],
    ],
  );
}

function breakdown(title: string, groups: Record<string, Counts> | undefined): string[] {
  if (!groups) return [];
  const rows = Object.entries(groups).map(([k, c]) => [k, share(c, 'precision'), share(c, 'recall'), share(c, 'f1')]);
  return [title, '', markdownTable(['', 'precision', 'recall', 'F1'], rows), ''];
}

function interviewTable(run: RunReport): string {
  return markdownTable(
    ['interview', 'expected tier', 'tier', 'expected gaps', 'gaps', 'match', 'interviewer turns'],
    run.interviews.map((i) => [
      i.id,
      i.expected.overall_coverage,
      i.got.overall_coverage,
      i.expected.gap_competencies.join(', ') || 'none',
      i.got.gap_competencies.join(', ') || 'none',
      i.tier_match && i.gaps_match ? 'yes' : i.tier_match ? 'tier only' : 'no',
      i.interviewer_turns,
    ]),
  );
}

function section(run: RunReport): string[] {
  return [
    `## ${run.label}`,
    '',
    `Scorer \`${run.scorer}\` from \`${run.engines}\`; run ${run.created_at}; semantic model: ${run.semantic_model ?? 'none'}; ${run.ms_per_answer} ms per answer.`,
    '',
    headline(run),
    '',
    ...shownSplits(run).flatMap((s) => [
      ...breakdown(`By role family (${SPLIT_NAMES[s]}):`, run.figures[s]?.by_family),
      ...breakdown(`By style (${SPLIT_NAMES[s]}):`, run.figures[s]?.by_style),
    ]),
    'Whole scripted interviews:',
    '',
    interviewTable(run),
    '',
  ];
}

const CHART_MEASURES = [...EVIDENCE_STYLES, 'false credit (adversarial)'] as const;

const isBaseline = (run: RunReport) => run.label.startsWith('baseline');

/**
 * The chart compares, per split, the baseline with the latest run (every run stays in the tables below): forty runs
 * side by side are bars no one can read.
 */
function chartPoints(runs: readonly RunReport[]): ChartPoint[] {
  return SPLITS.flatMap((s) => {
    const scored = runs.filter((r) => r.figures[s]);
    const latest = scored.filter((r) => !isBaseline(r)).at(-1);
    return [...scored.filter(isBaseline), ...(latest ? [latest] : [])].flatMap((run) => {
      const f = run.figures[s]!;
      return CHART_MEASURES.map((m) => ({
        run: `${run.label} (${SPLIT_NAMES[s]})`,
        measure: m,
        value: (m === 'false credit (adversarial)' ? f.false_credit.rate : f.by_style[m]?.recall) ?? 0,
      }));
    });
  });
}

export async function writeMarkdown(reportDir: URL): Promise<void> {
  const runs = readRuns<RunReport>(reportDir);
  const svg = await chartSvg('Recall per answer style, and false credit on adversarial answers', chartPoints(runs));
  writeFileSync(new URL('chart.svg', reportDir), svg); // prettier has no SVG parser
  const lines = [
    '# Assessment evaluation (issue 20)',
    '',
    'Written by `npm run eval:assessment`; see ../README.md for the labelling guide and the honesty rules. An answer',
    'credits a competency when the assessment quotes it as evidence for that competency. Precision and recall pool',
    'every (answer, competency) label; false credit counts adversarial answers',
    `(${ADVERSARIAL_STYLES.join(', ')}) that earned any credit. The targets are read on the held-out splits (heldout; fresh, a second batch written after the first had been looked at eight times; third, written after eleven, and fourth, written after the third's one look, both joined to train after their one look; fifth, written after the fourth's); their figures carry a 95 % Wilson interval, since a few answers move them.`,
    '',
    'Where a target is missed: the precision and recall the engine can trade on train are in [frontier.md](frontier.md), and what stands in the way, with what was tried, in [docs/evaluation.md](../../../docs/evaluation.md).',
    '',
    '![Recall per style and false credit: the baseline and the latest run of each split](chart.svg)',
    '',
    ...runs.flatMap(section),
  ];
  await writeFile(fileURLToPath(new URL('report.md', reportDir)), `${lines.join('\n')}\n`);
}
