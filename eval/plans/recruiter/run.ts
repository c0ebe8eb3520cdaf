/**
 * `npm run eval:plans:recruiter [-- --split train|heldout] [--engines <dist dir>] [--label <name>]`
 * Plans every posting of a split of the recruiter set with the planner of a built @irs/engines (loaded as the plans
 * harness loads it), judges each plan against the recruiter rubric (README.md) and writes report/<label>.json, then
 * rebuilds report/report.md from every label's JSON. The default split is train: held-out is read once, by the lead.
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { loadEmbedder } from '@irs/semantic';
import type { PlanInput } from '@irs/engines/planner';
import { option, progress, writeFile } from '../../support/report.js';
import { calibrateThemes } from '../calibration.js';
import { CHECKOUT_ENGINES, loadPlanner } from '../engine.js';
import { DUPLICATE_THRESHOLD } from '../figures.js';
import { failingCriteria, loadPostings, summarise, targets, type PostingResult, type Split } from './figures.js';
import { handCheckTexts, judgeResult, judgeRevisions, type JudgeContext } from './judge.js';
import { readScreening } from './checks.js';
import { writeMarkdown, type RecruiterReport } from './markdown.js';

const REPORT_DIR = fileURLToPath(new URL('report/', import.meta.url));
const log = (line: string) => progress('plans:recruiter', line);

async function main() {
  const split = option('split', 'train') as Split;
  const label = option('label', 'current');
  const engines = option('engines', CHECKOUT_ENGINES);
  if (!['train', 'heldout'].includes(split)) throw new Error(`--split must be train or heldout, not ${split}`);
  const postings = loadPostings(split);

  log('loading the semantic model');
  const embedder = await loadEmbedder(log);
  const calibration = await calibrateThemes(embedder);
  log(`theme threshold ${calibration.threshold} (accuracy ${calibration.accuracy} on ${calibration.pairs} pairs)`);
  const planner = await loadPlanner(engines, async () => embedder);
  log(`planner "${planner.name}" from ${engines}; ${postings.length} ${split} postings`);
  const ctx: JudgeContext = { embedder, threshold: calibration.threshold, duplicateThreshold: DUPLICATE_THRESHOLD };
  const request = (input: (typeof postings)[number]['input'], revisions: string[] = []): PlanInput => ({
    ...input,
    info: {},
    revisions,
  });

  // One untimed plan first: module loading and JIT warm-up would otherwise land on the first posting's time.
  const warmUp = performance.now();
  await planner.plan(request(postings[0]!.input));
  const warm_up_ms = Math.round((performance.now() - warmUp) * 100) / 100;
  log(`warm-up plan: ${warm_up_ms} ms (not counted)`);

  const results: PostingResult[] = [];
  for (const [i, p] of postings.entries()) {
    const started = performance.now();
    const result = await planner.plan(request(p.input));
    const ms = performance.now() - started;
    const judged = await judgeResult(ctx, p, result);
    const revisions = await judgeRevisions(ctx, p, result, (comments) => planner.plan(request(p.input, comments)));
    const criteria = { ...judged.criteria, ...revisions.criteria };
    const failing = failingCriteria(criteria);
    results.push({
      id: p.id,
      industry: p.industry,
      shape: p.shape,
      split,
      position: p.input.position,
      sufficient: p.label.sufficient,
      outcome: result.ok ? 'plan' : 'info_needed',
      ms: Math.round(ms * 100) / 100,
      competencies: result.ok ? result.plan.competencies.map((c) => c.name) : [],
      screening: result.ok ? readScreening(result.plan) : null,
      info_questions: result.ok ? [] : result.missing_fields.map((f) => f.question),
      themes: judged.themes,
      criteria,
      failing,
      approved: failing.length === 0,
      requirement_wording: judged.requirement_wording,
      duplicates: judged.duplicates,
      screening_as_competency: judged.screening_as_competency,
      protected_questions: judged.protected_questions,
      revisions: revisions.probes,
      hand: result.ok ? handCheckTexts(result.plan) : { questions: [], rubrics: [] },
    });
    log(
      `${i + 1}/${postings.length} ${p.id}: ${result.ok ? `plan, ${result.plan.competencies.length} competencies` : 'INFO_NEEDED'}, ` +
        `${failing.length ? `fails ${failing.length} criteria` : 'passes'}, ${Math.round(ms)} ms`,
    );
  }

  const group = (key: 'shape' | 'industry') =>
    Object.fromEntries(
      [...new Set(results.map((r) => r[key]))].sort().map((k) => [k, summarise(results.filter((r) => r[key] === k))]),
    );
  const overall = summarise(results);
  const probes = results.flatMap((r) => r.revisions);
  const report: RecruiterReport = {
    label,
    split,
    generated_at: new Date().toISOString(),
    engines,
    planner: planner.name,
    model: embedder.model,
    theme_threshold: calibration,
    duplicate_threshold: DUPLICATE_THRESHOLD,
    warm_up_ms,
    revision_note: !probes.length
      ? 'No posting of this split carries revision probes.'
      : probes.every((p) => p.status === 'skipped')
        ? `All ${probes.length} revision probes skipped: ${probes[0]!.offending.join('; ')}. C5 figures are not measured.`
        : `${probes.filter((p) => p.status !== 'skipped').length} of ${probes.length} revision probes judged` +
          (probes.some((p) => p.status === 'skipped')
            ? `; skipped: ${probes.filter((p) => p.status === 'skipped').length} (the planner has no screening list).`
            : '.'),
    figures: { overall, by_shape: group('shape'), by_industry: group('industry') },
    targets: targets(overall),
    results,
  };
  const file = join(REPORT_DIR, `${label}.json`);
  await writeFile(file, JSON.stringify(report));
  log(`wrote ${file}`);
  log(`wrote ${await writeMarkdown(REPORT_DIR)}`);
}

await main();
