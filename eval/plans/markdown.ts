/** report/report.md from every report/<label>.json: baseline labels first, train and held-out figures apart. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { markdownTable, percent, writeFile } from '../support/report.js';
import type { Figures, PostingOutcome, Share } from './figures.js';

export interface PlansReport {
  label: string;
  generated_at: string;
  engines: string;
  planner: string;
  model: string;
  theme_threshold: { pairs: number; threshold: number; accuracy: number };
  duplicate_threshold: number;
  /** One untimed plan before the timed ones. */
  warm_up_ms: number;
  figures: Record<
    string,
    { overall: Figures; by_industry: Record<string, Figures>; by_shape: Record<string, Figures> }
  >;
  technologies_questions: { id: string; position: string; question: string }[];
  outcomes: PostingOutcome[];
}

const HEADER = [
  'postings',
  'sufficiency agreement',
  'false INFO_NEEDED (sufficient)',
  'INFO_NEEDED on thin',
  'theme recall',
  'theme recall, planned only',
  'competencies without a question',
  'near-duplicate pairs',
  'must-have contradictions',
  'time mean / p95 (ms)',
];
const s = (x: Share) => percent(x.rate, [x.hits, x.total]);
const cells = (f: Figures) => [
  f.postings,
  s(f.sufficiency_agreement),
  s(f.false_info_needed),
  s(f.info_needed_on_thin),
  s(f.theme_recall),
  s(f.theme_recall_planned),
  `${f.competencies_without_question} of ${f.competencies}`,
  f.near_duplicate_pairs,
  f.must_have_contradictions,
  `${f.time_ms.mean} / ${f.time_ms.p95}`,
];

function postingRows(outcomes: readonly PostingOutcome[]) {
  return outcomes.map((o) => {
    const missed = o.themes.filter((t) => !t.covered).map((t) => t.theme);
    const notes = [
      ...o.without_question.map((c) => `no question: ${c}`),
      ...o.duplicates.map((d) => `duplicate: ${d.a} / ${d.b} (${d.cosine})`),
      ...o.contradictions.map((t) => `must-have only desirable: ${t}`),
    ];
    return [
      o.id,
      o.split,
      o.position,
      o.sufficient ? 'sufficient' : 'thin',
      o.outcome === 'plan' ? `plan (${o.competencies.length})` : 'INFO_NEEDED',
      `${o.themes.length - missed.length}/${o.themes.length}`,
      missed.join('; '),
      notes.join('; '),
    ];
  });
}

function section(r: PlansReport): string[] {
  const out = [
    `## ${r.label}`,
    '',
    `Planner \`${r.planner}\` from \`${r.engines}\`, ${r.generated_at}. Theme threshold ${r.theme_threshold.threshold} ` +
      `(accuracy ${r.theme_threshold.accuracy} on ${r.theme_threshold.pairs} hand-labelled train pairs); near-duplicate ` +
      `threshold ${r.duplicate_threshold}; model ${r.model}; warm-up plan ${r.warm_up_ms} ms (not in the times).`,
    '',
  ];
  for (const [split, f] of Object.entries(r.figures)) {
    for (const [by, group] of [
      ['industry', f.by_industry],
      ['shape', f.by_shape],
    ] as const) {
      out.push(`### ${r.label}, ${split}, by ${by}`, '');
      out.push(
        markdownTable(
          [by, ...HEADER],
          Object.entries(group)
            .sort()
            .map(([k, g]) => [k, ...cells(g)]),
        ),
        '',
      );
    }
  }
  out.push(`### ${r.label}: INFO_NEEDED questions saying "technologies" for non-technical roles`, '');
  out.push(
    r.technologies_questions.length
      ? markdownTable(
          ['posting', 'position', 'question'],
          r.technologies_questions.map((q) => [q.id, q.position, q.question]),
        )
      : 'None.',
    '',
  );
  out.push(`### ${r.label}: every posting`, '');
  out.push(
    markdownTable(
      ['id', 'split', 'position', 'label', 'outcome', 'themes', 'themes missed', 'notes'],
      postingRows(r.outcomes),
    ),
    '',
  );
  return out;
}

/** Writes report.md in the report dir and returns its path. */
export async function writeMarkdown(dir: string): Promise<string> {
  const reports = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as PlansReport)
    .sort(
      (a, b) =>
        Number(!a.label.startsWith('baseline')) - Number(!b.label.startsWith('baseline')) ||
        a.generated_at.localeCompare(b.generated_at),
    );
  const overall = reports.flatMap((r) =>
    Object.entries(r.figures).map(([split, f]) => [r.label, split, ...cells(f.overall)]),
  );
  const text = [
    '# Plans set: `npm run eval:plans`',
    '',
    'Generated from every `report/<label>.json`; baseline first. The issue-19 targets are read on the held-out split. ' +
      'Theme recall counts the expected themes of sufficient postings; one sent to INFO_NEEDED covers none ' +
      '("planned only" counts postings that got a plan). How the figures are judged: eval/plans/README.md. ' +
      'Hand check of theme judgements: hand-check.md.',
    '',
    '## Overall',
    '',
    markdownTable(['label', 'split', ...HEADER], overall),
    '',
    ...reports.flatMap(section),
  ].join('\n');
  const path = join(dir, 'report.md');
  await writeFile(path, text);
  return path;
}
