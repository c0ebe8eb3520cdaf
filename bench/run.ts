/**
 * Stack benchmarks (issue 11): starts ONE real local stack (embedded PostgreSQL, Temporal dev server, auth, gateway,
 * worker) on free ports in a temporary directory, a bench Worker for the raw Temporal baselines, then runs the
 * selected benchmarks in order. Each prints progress lines and a table and writes bench/results/<name>.json.
 *
 *   npm run bench               # all
 *   npm run bench -- status     # one (or several: status token)
 *   npm run bench:check         # the five goals of issue 38 (bench/goals.ts): exits 1 when one is missed
 *
 * Knobs: BENCH_SECONDS (load duration of the throughput benchmarks), BENCH_ACTION_COUNT, BENCH_RANKINGS_ROWS,
 * BENCH_SUFFICIENCY_RUNS, BENCH_MEMORY_RUNS, BENCH_MEMORY_BUDGET_S, BENCH_LIFECYCLE_RUNS, BENCH_LIFECYCLE_BUDGET_S;
 * TEST_PROGRESS=1 prints the stack's start-up lines.
 */
import { performance } from 'node:perf_hooks';
import { closeDb, db } from '../test/support/db.js';
import { startTestStack, stopTestStack } from '../test/support/stack.js';
import { action } from './action.bench.js';
import { consoleInbox } from './console.bench.js';
import { benchRuntime, type Bench } from './context.js';
import { create } from './create.bench.js';
import { lifecycle } from './lifecycle.bench.js';
import { memory } from './memory.bench.js';
import { plan } from './plan.bench.js';
import { planSufficiency } from './plan-sufficiency.bench.js';
import { rankings } from './rankings.bench.js';
import { status } from './status.bench.js';
import { token } from './token.bench.js';
import { webhook } from './webhook.bench.js';
import { CHECKED, goalLine } from './goals.js';
import { machineLine, printTable, r2, settle, writeResult, type Row } from './support.js';

/** In this order: `memory` stops the in-process worker (and restarts it), so it goes last. */
const BENCHES: Record<string, Bench> = {
  create,
  action,
  status,
  webhook,
  token,
  rankings,
  console: consoleInbox,
  'plan-sufficiency': planSufficiency,
  plan,
  lifecycle,
  memory,
};

const args = process.argv.slice(2).filter((a) => a !== '--');
const check = args.includes('--check');
const wanted = check ? [...CHECKED] : args;
const unknown = wanted.filter((n) => !(n in BENCHES));
if (unknown.length) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; choose from ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}
const selected = wanted.length ? Object.keys(BENCHES).filter((n) => wanted.includes(n)) : Object.keys(BENCHES);

console.log(machineLine());
console.log(`starting the stack for: ${selected.join(', ')}`);
const t0 = performance.now();
await startTestStack({
  // The bench drives one API key (and one address) far beyond the per-minute limits: lift them, as the suite does.
  RATE_LIMIT_V1_PER_MINUTE: '100000000',
  RATE_LIMIT_V2_PER_MINUTE: '100000000',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
});
const runtime = await benchRuntime();
console.log(`stack and bench worker ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const summary: (Row & { benchmark: string })[] = [];
const headlines = new Map<string, Row | undefined>();
let failed = 0;
try {
  for (const name of selected) {
    console.log(`\n== ${name}`);
    const settled = await settle(await db());
    if (settled >= 1) console.log(`[${name}] waited ${settled.toFixed(0)} s for earlier runs to settle`);
    const started = performance.now();
    try {
      const result = await BENCHES[name]!(runtime);
      const seconds = r2((performance.now() - started) / 1000);
      printTable(name, result.rows);
      console.log(`written: ${writeResult(name, { ...result, seconds })} (${seconds} s)`);
      summary.push(...result.rows.map((r) => ({ benchmark: name, ...r })));
      headlines.set(name, result.rows[0]);
    } catch (error) {
      failed++;
      console.error(`[${name}] FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
  }
} finally {
  await runtime.close();
  await closeDb();
  await stopTestStack();
}
if (summary.length > 1) {
  console.log('\nsummary');
  console.table(
    summary.map(({ benchmark, metric, median, p99, value, unit, baseline, ratio }) => ({
      benchmark,
      metric,
      median,
      p99,
      value,
      unit,
      baseline,
      ratio,
    })),
  );
  console.log(machineLine());
}
if (check) {
  console.log('\ngoals (issue 38)');
  const goals = CHECKED.map((name) => goalLine(name, headlines.get(name)));
  for (const g of goals) console.log(g.line);
  if (goals.some((g) => !g.met)) failed++;
}
process.exit(failed ? 1 : 0);
