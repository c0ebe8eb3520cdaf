/**
 * `npm run eval:plans [-- --split train|heldout|all] [--engines <dist dir>] [--label <name>]`
 * Runs the planner of a built @irs/engines on the labelled postings, judges every plan (eval/plans/README.md) and
 * writes report/<label>.json, then rebuilds report/report.md from every label's JSON.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { loadEmbedder } from '@irs/semantic';
import { option, progress, writeFile } from '../support/report.js';
import { calibrateThemes } from './calibration.js';
import { CHECKOUT_ENGINES, loadPlanner } from './engine.js';
import {
  DUPLICATE_THRESHOLD,
  contradictions,
  duplicatePairs,
  judgeThemes,
  summarise,
  withoutQuestion,
  type PostingOutcome,
} from './figures.js';
import type { Posting } from './posting.js';
import { writeMarkdown, type PlansReport } from './markdown.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const log = (line: string) => progress('plans', line);
const readJson = <T>(name: string): T => JSON.parse(readFileSync(join(HERE, name), 'utf8')) as T;

/** Non-technical roles must not be asked which technologies they need (issue 19). */
const technical = (p: Posting) =>
  p.industry === 'engineering' || /engineer|technical|developer|software|data/i.test(p.input.position);

async function main() {
  const split = option('split', 'heldout');
  const label = option('label', 'current');
  const engines = option('engines', CHECKOUT_ENGINES);
  if (!['train', 'heldout', 'all'].includes(split))
    throw new Error(`--split must be train, heldout or all, not ${split}`);
  const splits = (split === 'all' ? ['train', 'heldout'] : [split]) as ('train' | 'heldout')[];
  const postings = splits.flatMap((s) => readJson<Posting[]>(`${s}.json`).map((p) => ({ p, split: s })));

  log(`loading the semantic model`);
  const embedder = await loadEmbedder(log);
  const calibration = await calibrateThemes(embedder);
  log(
    `theme threshold ${calibration.threshold} (accuracy ${calibration.accuracy} on ${calibration.pairs} train pairs)`,
  );
  const planner = await loadPlanner(engines, async () => embedder);
  log(`planner "${planner.name}" from ${engines}; ${postings.length} postings (${splits.join(' + ')})`);

  // One untimed plan first: module loading and JIT warm-up would otherwise land on the first posting's time.
  const warmUp = performance.now();
  await planner.plan({ ...postings[0]!.p.input, info: {}, revisions: [] });
  const warm_up_ms = Math.round((performance.now() - warmUp) * 100) / 100;
  log(`warm-up plan: ${warm_up_ms} ms (not counted)`);

  const outcomes: PostingOutcome[] = [];
  for (const [i, { p, split: s }] of postings.entries()) {
    const started = performance.now();
    const result = await planner.plan({ ...p.input, info: {}, revisions: [] });
    const ms = performance.now() - started;
    const competencies = result.ok ? result.plan.competencies : [];
    const themes = await judgeThemes(embedder, p.label, competencies, calibration.threshold);
    outcomes.push({
      id: p.id,
      industry: p.industry,
      shape: p.shape,
      split: s,
      position: p.input.position,
      sufficient: p.label.sufficient,
      outcome: result.ok ? 'plan' : 'info_needed',
      ms: Math.round(ms * 100) / 100,
      competencies: competencies.map((c) => c.name),
      info_questions: result.ok ? [] : result.missing_fields.map((f) => f.question),
      themes,
      without_question: withoutQuestion(competencies),
      duplicates: await duplicatePairs(embedder, competencies),
      contradictions: contradictions(themes),
    });
    const covered = themes.filter((t) => t.covered).length;
    log(
      `${i + 1}/${postings.length} ${p.id} ${p.input.position}: ${result.ok ? `plan, ${competencies.length} competencies` : 'INFO_NEEDED'}, themes ${covered}/${themes.length}, ${Math.round(ms)} ms`,
    );
  }

  const groups = (s: PostingOutcome[]) => ({
    overall: summarise(s),
    by_industry: Object.fromEntries(
      [...new Set(s.map((o) => o.industry))].map((k) => [k, summarise(s.filter((o) => o.industry === k))]),
    ),
    by_shape: Object.fromEntries(
      [...new Set(s.map((o) => o.shape))].map((k) => [k, summarise(s.filter((o) => o.shape === k))]),
    ),
  });
  const report: PlansReport = {
    label,
    generated_at: new Date().toISOString(),
    engines,
    planner: planner.name,
    model: embedder.model,
    theme_threshold: calibration,
    duplicate_threshold: DUPLICATE_THRESHOLD,
    warm_up_ms,
    figures: Object.fromEntries(splits.map((s) => [s, groups(outcomes.filter((o) => o.split === s))])),
    technologies_questions: outcomes
      .filter((o) => !technical(postings.find(({ p }) => p.id === o.id)!.p))
      .flatMap((o) =>
        o.info_questions
          .filter((q) => /technolog/i.test(q))
          .map((question) => ({ id: o.id, position: o.position, question })),
      ),
    outcomes,
  };
  const file = join(HERE, 'report', `${label}.json`);
  await writeFile(file, JSON.stringify(report));
  log(`wrote ${file}`);
  log(`wrote ${await writeMarkdown(join(HERE, 'report'))}`);
}

await main();
