/**
 * npm run eval:interviewer [-- --split all|train|heldout] [--engines <built @irs/engines dist>] [--label <name>]
 * Scores the deterministic interviewer on the labelled cases and drives the scripted candidates through whole
 * interviews; writes report/<label>.json and rebuilds report/report.md.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Interviewer } from '@irs/engines/interviewer';
import type { Plan } from '@irs/engines/planner';
import type { Embedder } from '@irs/engines/semantic';
import { loadEmbedder } from '@irs/semantic';
import type { InterviewerCase } from './case.js';
import { loadCases, SPLITS, UNSEEN, type Split } from './data.js';
import { caseContext, chosenMove, DEFAULT_ENGINES_DIR, loadInterviewer } from './engine.js';
import { splitFigures, type CaseResult } from './figures.js';
import { loadCandidates, loadPlan, runInterview } from './interviews.js';
import { presumedPhrases } from './presumption.js';
import { writeMarkdown, type InterviewSummary, type RunReport } from './report.js';
import { writeFile } from '../support/report.js';

const { values } = parseArgs({
  options: {
    split: { type: 'string', default: 'all' },
    engines: { type: 'string', default: DEFAULT_ENGINES_DIR },
    label: { type: 'string', default: 'current' },
  },
});
const splits: Split[] = values.split === 'all' ? SPLITS.filter((s) => !UNSEEN.includes(s)) : [values.split as Split];
if (!splits.every((s) => SPLITS.includes(s))) throw new Error(`--split must be all, ${SPLITS.join(', ')}`);

async function runCase(interviewer: Interviewer, c: InterviewerCase, embedder: Embedder): Promise<CaseResult> {
  const turn = await interviewer.next(caseContext(c, embedder));
  const followUp = turn.kind === 'follow_up' ? turn.text : null;
  const references = [
    c.competency.name,
    c.competency.description,
    c.topic.prompt,
    ...c.earlier.map((e) => e.answer),
    c.answer,
  ];
  return {
    id: c.id,
    family: c.family,
    style: c.style,
    expected: c.expected_move,
    chosen: chosenMove(turn),
    follow_up: followUp,
    presumed: followUp ? presumedPhrases(followUp, references) : [],
  };
}

/** Follow-ups of a whole interview that presume: references are the competency and topic text and the answers so far. */
function interviewPresumptions(
  plan: Plan,
  result: Awaited<ReturnType<typeof runInterview>>,
): InterviewSummary['presumptive_follow_ups'] {
  const found: InterviewSummary['presumptive_follow_ups'] = [];
  result.transcript.forEach((u, i) => {
    if (u.speaker !== 'interviewer' || u.kind !== 'follow_up') return;
    const competency = plan.competencies.find((c) => c.id === u.competency_id);
    const topic = competency?.question_topics.find((t) => t.id === u.topic_id);
    const answers = result.transcript
      .slice(0, i)
      .filter((a) => a.speaker === 'candidate')
      .map((a) => a.text);
    const presumed = presumedPhrases(u.text, [
      competency?.name ?? '',
      competency?.description ?? '',
      topic?.prompt ?? '',
      ...answers,
    ]);
    if (presumed.length > 0) found.push({ text: u.text, presumed });
  });
  return found;
}

const enginesDir = resolve(values.engines);
console.log(`eval:interviewer: engines ${enginesDir}, split ${values.split}, label ${values.label}`);
const interviewer = await loadInterviewer(enginesDir);
const embedder = await loadEmbedder();
const report: RunReport = {
  label: values.label,
  engines: enginesDir,
  created_at: new Date().toISOString(),
  semantic_model: embedder.model,
  figures: {},
  train_cases: [],
  interviews: [],
};
for (const split of splits) {
  const cases = loadCases(split);
  const results: CaseResult[] = [];
  for (const c of cases) {
    results.push(await runCase(interviewer, c, embedder));
    if (results.length % 25 === 0 || results.length === cases.length)
      console.log(`  ${split}: ${results.length}/${cases.length} cases`);
  }
  report.figures[split] = splitFigures(results);
  if (split === 'train') report.train_cases = results;
  const acc = report.figures[split].move_accuracy;
  console.log(`  ${split}: move accuracy ${acc.n}/${acc.of}`);
}
const plan = loadPlan();
for (const candidate of loadCandidates()) {
  const result = await runInterview(interviewer, plan, candidate, embedder);
  report.interviews.push({ ...result, presumptive_follow_ups: interviewPresumptions(plan, result) });
  console.log(
    `  interview ${candidate.id}: ${result.interviewer_turns} turns, ${(result.time_used_share * 100).toFixed(0)} % of the time, ` +
      `never asked: ${result.competencies_never_asked.join(', ') || 'none'}`,
  );
}
const reportDir = new URL('report/', import.meta.url);
mkdirSync(reportDir, { recursive: true });
await writeFile(fileURLToPath(new URL(`${values.label}.json`, reportDir)), JSON.stringify(report));
await writeMarkdown(reportDir);
console.log(`eval:interviewer: wrote report/${values.label}.json and report/report.md`);
