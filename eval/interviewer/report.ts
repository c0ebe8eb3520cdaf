/** report/report.md, rebuilt from every report/<label>.json: the baseline first, then the other runs by date. */
import { fileURLToPath } from 'node:url';
import type { CaseResult, Rate, SplitFigures } from './figures.js';
import type { InterviewResult } from './interviews.js';
import { MOVES, STYLES, UNLABELLED_FOLLOW_UP } from './moves.js';
import { readRuns, writeFile } from '../support/report.js';
import { SPLITS, type Split } from './data.js';

export interface InterviewSummary extends Omit<InterviewResult, 'transcript'> {
  presumptive_follow_ups: { text: string; presumed: string[] }[];
  transcript: InterviewResult['transcript'];
}

export interface RunReport {
  label: string;
  engines: string;
  created_at: string;
  semantic_model: string | null;
  figures: Partial<Record<Split, SplitFigures>>;
  /** Per-case results of the train split only: held-out cases stay out of sight of the interviewer's builders. */
  train_cases: CaseResult[];
  interviews: InterviewSummary[];
}

const pct = (r: Rate | undefined): string =>
  !r || r.rate === null ? '–' : `${(r.rate * 100).toFixed(1)} % (${r.n}/${r.of})`;

/** The splits a run measured, in SPLITS order. */
const measured = (run: RunReport): Split[] => SPLITS.filter((s) => run.figures[s]);

function figureTable(run: RunReport): string[] {
  const splits = measured(run);
  const row = (name: string, pick: (f: SplitFigures) => Rate, target: string) =>
    `| ${name} | ${splits.map((s) => pct(pick(run.figures[s]!))).join(' | ')} | ${target} |`;
  return [
    `| figure | ${splits.join(' | ')} | target (held-out) |`,
    `|---|${splits.map(() => '---|').join('')}---|`,
    row('move accuracy', (f) => f.move_accuracy, '≥ 90 %'),
    row('presumptive follow-ups (of follow-ups asked)', (f) => f.presumptive_follow_ups, '0'),
    row('needless probe after a complete answer', (f) => f.needless_probe_after_complete, '≤ 5 %'),
  ];
}

function styleTable(run: RunReport): string[] {
  const splits = measured(run);
  return [
    `| style | ${splits.join(' | ')} |`,
    `|---|${splits.map(() => '---|').join('')}`,
    ...STYLES.map((st) => `| ${st} | ${splits.map((s) => pct(run.figures[s]!.accuracy_by_style[st])).join(' | ')} |`),
  ];
}

function confusionTable(title: string, f: SplitFigures | undefined): string[] {
  if (!f) return [];
  const chosen = [...MOVES, UNLABELLED_FOLLOW_UP];
  return [
    `${title} (rows: expected, columns: chosen)`,
    '',
    `| expected | ${chosen.join(' | ')} |`,
    `|---|${chosen.map(() => '---').join('|')}|`,
    ...MOVES.filter((m) => f.confusion[m]).map(
      (m) => `| ${m} | ${chosen.map((c) => f.confusion[m]?.[c] ?? '').join(' | ')} |`,
    ),
    '',
  ];
}

function interviewTable(run: RunReport): string[] {
  return [
    '| candidate | interviewer turns | competencies never asked | time used | closed | presumptive follow-ups | moves |',
    '|---|---|---|---|---|---|---|',
    ...run.interviews.map(
      (i) =>
        `| ${i.candidate} | ${i.interviewer_turns} | ${i.competencies_never_asked.join(', ') || 'none'} | ` +
        `${(i.time_used_share * 100).toFixed(0)} % | ${i.closed ? 'yes' : 'no'} | ` +
        `${i.presumptive_follow_ups.map((p) => `"${p.text}" (${p.presumed.join(', ')})`).join('; ') || 'none'} | ` +
        `${Object.entries(i.moves)
          .map(([m, n]) => `${m} ${n}`)
          .join(', ')} |`,
    ),
  ];
}

function trainMisses(run: RunReport): string[] {
  const misses = run.train_cases.filter((c) => c.chosen !== c.expected);
  return [
    `<details><summary>Train misses (${misses.length})</summary>`,
    '',
    '| id | style | expected | chosen | follow-up |',
    '|---|---|---|---|---|',
    ...misses.map((c) => `| ${c.id} | ${c.style} | ${c.expected} | ${c.chosen} | ${c.follow_up ?? ''} |`),
    '',
    '</details>',
  ];
}

function section(run: RunReport): string[] {
  return [
    `## ${run.label}`,
    '',
    `Engines: \`${run.engines}\`; run ${run.created_at}; semantic model: ${run.semantic_model ?? 'none'}.`,
    '',
    ...figureTable(run),
    '',
    'Move accuracy by style:',
    '',
    ...styleTable(run),
    '',
    ...measured(run).flatMap((s) => confusionTable(`Confusion, ${s}`, run.figures[s])),
    'Whole scripted interviews (standard plan, 45 minutes, simulated clock):',
    '',
    ...interviewTable(run),
    '',
    ...trainMisses(run),
    '',
  ];
}

export async function writeMarkdown(reportDir: URL): Promise<void> {
  const runs = readRuns<RunReport>(reportDir);
  const lines = [
    '# Interviewer evaluation (issue 21)',
    '',
    'Written by `npm run eval:interviewer`; see ../README.md for the labelling guide. The targets are read on the',
    'held-out split. The baseline (the interviewer of commit d6dc037) has no moves of its own: its `question`/`closing`',
    `turns count as \`next_topic\` and its scripted follow-ups as \`${UNLABELLED_FOLLOW_UP}\`, which matches no label.`,
    'Presumptive follow-up: a follow-up naming a noun phrase (content words after the/that/this/your...) found neither',
    "in the topic and competency text nor in the candidate's answers (../presumption.ts). Scripted interviews: each turn",
    'takes its words at 150 words a minute, each answer 5 s of thinking more.',
    '',
    ...runs.flatMap(section),
  ];
  await writeFile(fileURLToPath(new URL('report.md', reportDir)), `${lines.join('\n')}\n`);
}
