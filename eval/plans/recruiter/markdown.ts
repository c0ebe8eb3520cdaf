/**
 * report/report.md from every report/<label>.json of the recruiter set: the targets first, then per label the pass
 * rate of each criterion by shape and by industry, every posting's failing criteria with the offending text, the
 * revision probes, and the samples for the hand check (C3.6, C3.9, and the matching by meaning).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { markdownTable, percent, writeFile } from '../../support/report.js';
import { seededRandom, shuffled } from '../../support/split.js';
import type { ThemeCalibration } from '../calibration.js';
import type { Figures, PostingResult, Split } from './figures.js';
import { CRITERIA } from './judge.js';

export interface RecruiterReport {
  label: string;
  split: Split;
  generated_at: string;
  engines: string;
  planner: string;
  model: string;
  theme_threshold: ThemeCalibration;
  duplicate_threshold: number;
  /** One untimed plan before the timed ones. */
  warm_up_ms: number;
  /** How the revision probes (C5) went, or why they were skipped. */
  revision_note: string;
  figures: { overall: Figures; by_shape: Record<string, Figures>; by_industry: Record<string, Figures> };
  targets: { target: string; value: string; met: boolean | null }[];
  results: PostingResult[];
}

/** Items sampled per hand-check list. */
export const HAND_SAMPLE = 12;
/** The sampling seed: the same report always gives the same sample. */
const SEED = 31;

const met = (m: boolean | null) => (m === null ? 'n/a' : m ? 'met' : '**not met**');
const cell = (f: Figures, id: string) => {
  const c = f.criteria[id]!;
  if (c.pass + c.fail === 0) return c.skipped ? 'skipped' : 'n/a';
  return `${Math.round((c.rate ?? 0) * 100)} % (${c.pass}/${c.pass + c.fail})`;
};
const short = (f: Figures, id: string) => {
  const c = f.criteria[id]!;
  return c.pass + c.fail === 0 ? (c.skipped ? 'skip' : '–') : `${c.pass}/${c.pass + c.fail}`;
};
const quote = (s: string) => s.replace(/\s+/g, ' ').trim();

function criteriaTables(r: RecruiterReport): string[] {
  const auto = CRITERIA.filter((c) => c.mode !== 'hand');
  const hand = CRITERIA.filter((c) => c.mode === 'hand');
  const shapes = Object.keys(r.figures.by_shape);
  const industries = Object.keys(r.figures.by_industry);
  return [
    `### ${r.label}: pass rate of each criterion, by shape`,
    '',
    'Pass rate over the postings where the criterion applies (pass / (pass + fail)); "n/a": it applied nowhere. ' +
      '"approximate": decided by the program by a documented approximation (README, "The harness").',
    '',
    markdownTable(
      ['criterion', 'how', 'all', ...shapes],
      [
        ...auto.map((c) => [
          `${c.id} ${c.title}`,
          c.mode,
          cell(r.figures.overall, c.id),
          ...shapes.map((s) => cell(r.figures.by_shape[s]!, c.id)),
        ]),
        ...hand.map((c) => [
          `${c.id} ${c.title}`,
          'hand',
          'for the hand check (sample below)',
          ...shapes.map(() => ''),
        ]),
      ],
    ),
    '',
    `### ${r.label}: pass counts of each criterion, by industry`,
    '',
    markdownTable(
      ['criterion', ...industries],
      auto.map((c) => [c.id, ...industries.map((k) => short(r.figures.by_industry[k]!, c.id))]),
    ),
    '',
    `### ${r.label}: headline figures by shape and by industry`,
    '',
    markdownTable(
      ['group', 'postings', 'pass every criterion', 'theme recall', 'false INFO_NEEDED', 'time mean / max (ms)'],
      [
        ...Object.entries(r.figures.by_shape).map(([k, f]) => [`shape ${k}`, ...headline(f)]),
        ...Object.entries(r.figures.by_industry).map(([k, f]) => [`industry ${k}`, ...headline(f)]),
      ],
    ),
    '',
  ];
}
const headline = (f: Figures) => [
  f.postings,
  percent(f.approved.rate, [f.approved.hits, f.approved.total]),
  percent(f.theme_recall.rate, [f.theme_recall.hits, f.theme_recall.total]),
  percent(f.false_info_needed.rate, [f.false_info_needed.hits, f.false_info_needed.total]),
  `${f.time_ms.mean} / ${f.time_ms.max}`,
];

function postings(r: RecruiterReport): string[] {
  const out = [
    `### ${r.label}: every posting`,
    '',
    markdownTable(
      ['id', 'position', 'shape', 'label', 'outcome', 'themes', 'ms', 'result', 'failing criteria'],
      r.results.map((p) => [
        p.id,
        p.position,
        p.shape,
        p.sufficient ? 'sufficient' : 'thin',
        p.outcome === 'plan' ? `plan (${p.competencies.length})` : 'INFO_NEEDED',
        `${p.themes.filter((t) => t.covered).length}/${p.themes.length}`,
        p.ms,
        p.approved ? 'pass' : 'fail',
        p.failing.join(', '),
      ]),
    ),
    '',
    `### ${r.label}: what fails, with the offending text`,
    '',
  ];
  for (const p of r.results) {
    out.push(
      `#### ${p.id} ${p.position}: ${p.approved ? 'passes every automatic criterion' : `fails ${p.failing.join(', ')}`}`,
    );
    out.push('');
    out.push(`Competencies: ${p.competencies.length ? p.competencies.join(' · ') : '(none)'}.`);
    if (p.outcome === 'info_needed')
      out.push('', `INFO_NEEDED asks: ${p.info_questions.map((q) => `"${q}"`).join(' ')}`);
    out.push('');
    for (const id of p.failing) {
      const c = CRITERIA.find((x) => x.id === id)!;
      out.push(`- **${id} ${c.title}**`);
      for (const o of p.criteria[id]!.offending) out.push(`  - ${quote(o)}`);
    }
    out.push('');
  }
  return out;
}

function revisions(r: RecruiterReport): string[] {
  const probes = r.results.flatMap((p) => p.revisions.map((x) => ({ p, x })));
  return [
    `### ${r.label}: revision probes (C5)`,
    '',
    r.revision_note,
    '',
    ...(probes.length
      ? [
          markdownTable(
            ['posting', 'comment', 'expects', 'status', 'detail'],
            probes.map(({ p, x }) => [p.id, x.comment, x.expect, x.status, x.offending.map(quote).join('; ')]),
          ),
          '',
        ]
      : []),
  ];
}

/** Seeded samples for the criteria a person decides, and for the program's matching by meaning. */
function handCheck(r: RecruiterReport): string[] {
  const random = seededRandom(SEED);
  const planned = r.results.filter((p) => p.outcome === 'plan');
  const questions = shuffled(
    planned.flatMap((p) => p.hand.questions.map((q) => ({ p, q }))),
    random,
  ).slice(0, HAND_SAMPLE);
  const rubrics = shuffled(
    planned.flatMap((p) => p.hand.rubrics.map((q) => ({ p, q }))),
    random,
  ).slice(0, HAND_SAMPLE);
  const judgements = planned.flatMap((p) => p.themes.map((t) => ({ p, t })));
  const themes = [true, false].flatMap((covered) =>
    shuffled(
      judgements.filter(({ t }) => t.covered === covered),
      random,
    ).slice(0, HAND_SAMPLE / 2),
  );
  return [
    `### ${r.label}: for the hand check`,
    '',
    'Not auto-passed: C3.6 (trade words) and C3.9 (observable rubric) need a person, and count in no figure above. ' +
      `A seeded sample (seed ${SEED}) of ${HAND_SAMPLE} main questions and ${HAND_SAMPLE} sub-dimension rubrics, and ` +
      `${HAND_SAMPLE} theme judgements of the program's matching by meaning; fill in the last column.`,
    '',
    '#### C3.6 trade words (main question and follow-ups)',
    '',
    markdownTable(
      ['posting', 'competency', 'question', 'follow-ups', 'trade word? (y/n)'],
      questions.map(({ p, q }) => [p.id, q.competency, q.prompt, q.follow_ups.join(' / '), '']),
    ),
    '',
    '#### C3.9 observable rubric',
    '',
    markdownTable(
      ['posting', 'competency', 'sub-dimension', 'rubric', 'observable? (y/n)'],
      rubrics.map(({ p, q }) => [p.id, q.competency, q.sub_dimension, q.rubric, '']),
    ),
    '',
    '#### Matching by meaning: theme judgements',
    '',
    markdownTable(
      ['posting', 'theme', 'covered (program)', 'closest competency (score)', 'same scorecard line? (y/n)'],
      themes.map(({ p, t }) => [
        p.id,
        t.theme,
        t.covered ? 'yes' : 'no',
        t.best ? `${t.best.competency} (${t.best.score})` : '',
        '',
      ]),
    ),
    '',
  ];
}

function section(r: RecruiterReport): string[] {
  return [
    `## ${r.label} (${r.split})`,
    '',
    `Planner \`${r.planner}\` from \`${r.engines}\`, ${r.generated_at}. ≈ is the plans harness's theme matching at ` +
      `its calibrated threshold ${r.theme_threshold.threshold} (accuracy ${r.theme_threshold.accuracy} on ` +
      `${r.theme_threshold.pairs} hand-labelled pairs of the older plans set's train postings); near-duplicate ` +
      `threshold ${r.duplicate_threshold}; model ${r.model}; warm-up plan ${r.warm_up_ms} ms (not in the times).`,
    '',
    `### ${r.label}: against the issue's targets`,
    '',
    markdownTable(
      ['target', 'figure', ''],
      r.targets.map((t) => [t.target, t.value, met(t.met)]),
    ),
    '',
    ...criteriaTables(r),
    ...revisions(r),
    ...postings(r),
    ...handCheck(r),
  ];
}

/** Writes report.md in the report dir from every label's JSON (baseline labels first) and returns its path. */
export async function writeMarkdown(dir: string): Promise<string> {
  const reports = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as RecruiterReport)
    .sort(
      (a, b) =>
        Number(!a.label.startsWith('baseline')) - Number(!b.label.startsWith('baseline')) ||
        a.generated_at.localeCompare(b.generated_at),
    );
  const text = [
    '# Recruiter set: `npm run eval:plans:recruiter`',
    '',
    'Generated from every `report/<label>.json`; baseline first. The rubric (C1–C5) and how the harness decides each ' +
      "criterion: README.md. The issue's targets are read on the held-out split; train figures are for development. " +
      '"Pass every criterion" counts the criteria the program decides (automatic and approximate); C3.6 and C3.9 are ' +
      'left to the hand check below and are in no figure.',
    '',
    '## Overall',
    '',
    markdownTable(
      ['label', 'split', ...(reports[0]?.targets.map((t) => t.target) ?? [])],
      reports.map((r) => [r.label, r.split, ...r.targets.map((t) => `${t.value}${t.met === false ? ' ✗' : ''}`)]),
    ),
    '',
    ...reports.flatMap(section),
  ].join('\n');
  const path = join(dir, 'report.md');
  await writeFile(path, text);
  return path;
}
