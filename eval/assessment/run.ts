/**
 * npm run eval:assessment [-- --split all|train|heldout|fresh|third|fourth|fifth] [--label <name>]
 *                          [--engines <built @irs/engines dist>] [--scorer deterministic|chat-completions]
 * Scores each labelled answer with a scorer build, runs the whole scripted interviews through the interviewer and the
 * scorer, and writes report/<label>.json, report/report.md and report/chart.svg. `--scorer chat-completions` uses the
 * provider of LLM_BASE_URL, LLM_API_KEY and LLM_MODEL (docs/configuration.md), as the service does.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEmbedder } from '@irs/semantic';
import { progress, writeFile } from '../support/report.js';
import { loadInterviewer } from '../interviewer/engine.js';
import { loadCases, loadFamilies, loadInterviews, SPLITS, UNSEEN, type Split } from './data.js';
import { caseTranscript, credited, DEFAULT_ENGINES_DIR, loadScorer } from './engine.js';
import { caseResult, splitFigures, type CaseResult } from './figures.js';
import { scoreInterview } from './interviews.js';
import { writeMarkdown, type RunReport } from './report.js';

const { values } = parseArgs({
  options: {
    split: { type: 'string', default: 'all' },
    engines: { type: 'string', default: DEFAULT_ENGINES_DIR },
    label: { type: 'string', default: 'current' },
    scorer: { type: 'string', default: 'deterministic' },
  },
});
const splits: Split[] = values.split === 'all' ? SPLITS.filter((s) => !UNSEEN.includes(s)) : [values.split as Split];
if (!splits.every((s) => SPLITS.includes(s))) throw new Error(`--split must be all, ${SPLITS.join(', ')}`);
if (!['deterministic', 'chat-completions'].includes(values.scorer)) {
  throw new Error('--scorer must be deterministic or chat-completions');
}
const endpoint =
  values.scorer === 'chat-completions'
    ? {
        baseUrl: process.env.LLM_BASE_URL ?? '',
        model: process.env.LLM_MODEL ?? 'gpt-4o-mini',
        ...(process.env.LLM_API_KEY ? { apiKey: process.env.LLM_API_KEY } : {}),
      }
    : undefined;
if (endpoint && !endpoint.baseUrl) throw new Error('--scorer chat-completions needs LLM_BASE_URL');

const enginesDir = resolve(values.engines);
const say = (line: string) => progress('assessment', line);
say(`engines ${enginesDir}, scorer ${values.scorer}, split ${values.split}, label ${values.label}`);
const scorer = await loadScorer(enginesDir, endpoint);
const interviewer = await loadInterviewer(enginesDir);
const embedder = await loadEmbedder();
const families = new Map(loadFamilies().map((f) => [f.family, f]));
const familyOf = (id: string) => {
  const f = families.get(id);
  if (!f) throw new Error(`unknown family ${id}`);
  return f;
};

const report: RunReport = {
  label: values.label,
  engines: enginesDir,
  scorer: scorer.name,
  created_at: new Date().toISOString(),
  semantic_model: embedder.model,
  figures: {},
  train_cases: [],
  interviews: [],
  ms_per_answer: 0,
};
let scored = 0;
let scoringMs = 0;
for (const split of splits) {
  const cases = loadCases(split);
  const results: CaseResult[] = [];
  for (const c of cases) {
    const family = familyOf(c.family);
    const started = performance.now();
    const payload = await scorer.score({ plan: family.plan, transcript: caseTranscript(c, family), embedder });
    scoringMs += performance.now() - started;
    scored += 1;
    results.push(caseResult(c, credited(payload)));
    if (results.length % 50 === 0 || results.length === cases.length)
      say(`${split}: ${results.length}/${cases.length} answers`);
  }
  const f = (report.figures[split] = splitFigures(results));
  if (split === 'train') report.train_cases = results;
  say(
    `${split}: precision ${f.overall.precision}, recall ${f.overall.recall}, plain-words recall ` +
      `${f.by_style.plain_words?.recall}, false credit ${f.false_credit.rate}, fairness ${f.fairness_ratio}`,
  );
}
report.ms_per_answer = Math.round((scoringMs / Math.max(1, scored)) * 10) / 10;
for (const candidate of loadInterviews()) {
  const outcome = await scoreInterview(interviewer, scorer, familyOf(candidate.family), candidate, embedder);
  report.interviews.push(outcome);
  say(
    `interview ${outcome.id}: ${outcome.got.overall_coverage}, gaps ${outcome.got.gap_competencies.join(', ') || 'none'} (${outcome.tier_match && outcome.gaps_match ? 'as expected' : 'NOT as expected'})`,
  );
}
const reportDir = new URL('report/', import.meta.url);
mkdirSync(reportDir, { recursive: true });
await writeFile(fileURLToPath(new URL(`${values.label}.json`, reportDir)), JSON.stringify(report));
await writeMarkdown(reportDir);
say(`wrote report/${values.label}.json, report/report.md and report/chart.svg`);
