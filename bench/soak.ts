/**
 * `npm run soak` (issue 39 §3): the real local stack, started as bench/run.ts starts it (the code path of
 * `npm start`, rate limits lifted), under a steady mix for a given time (bench/soak-run.ts). Prints a line per
 * sample, then the rules and whether each passed; writes bench/results/soak.json and bench/results/soak.svg.
 *
 *   npm run soak -- --minutes 60 --rate 6 --status-rate 4 --token-rate 1 --sample-seconds 10 --warmup-minutes 25
 *
 * Each flag has an environment twin (SOAK_MINUTES, SOAK_RATE, SOAK_STATUS_RATE, SOAK_TOKEN_RATE,
 * SOAK_SAMPLE_SECONDS, SOAK_WARMUP_MINUTES, SOAK_DRAIN_SECONDS). Exit code 0 when every rule passes, 1 otherwise.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { closeDb } from '../test/support/db.js';
import { startTestStack, stopTestStack } from '../test/support/stack.js';
import { closeTemporal, temporal } from '../test/support/temporal.js';
import { verdict, soakChart } from './soak-report.js';
import { runSoak } from './soak-run.js';
import { BENCH_DIR, machine, machineLine, writeResult } from './support.js';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    minutes: { type: 'string', default: process.env.SOAK_MINUTES ?? '60' },
    rate: { type: 'string', default: process.env.SOAK_RATE ?? '6' },
    'status-rate': { type: 'string', default: process.env.SOAK_STATUS_RATE ?? '4' },
    'token-rate': { type: 'string', default: process.env.SOAK_TOKEN_RATE ?? '1' },
    'sample-seconds': { type: 'string', default: process.env.SOAK_SAMPLE_SECONDS ?? '10' },
    'warmup-minutes': { type: 'string', default: process.env.SOAK_WARMUP_MINUTES },
    'drain-seconds': { type: 'string', default: process.env.SOAK_DRAIN_SECONDS ?? '300' },
  },
});
const number = (name: keyof typeof values, fallback?: number): number => {
  const n = Number(values[name] ?? fallback);
  if (!Number.isFinite(n) || n < 0) {
    console.error(`--${name} must be a non-negative number (got ${values[name]})`);
    process.exit(2);
  }
  return n;
};
const minutes = number('minutes');
// Every 10 s (the issue asks for at least a minute): a ten-minute window's median is then over 60 samples, which a
// PostgreSQL backend coming or going, or the point of V8's collection cycle a sample lands on, does not move.
const sampleSeconds = number('sample-seconds');
// The memory rule's warm-up: 25 minutes of an hour, in proportion for other lengths.
const warmupSeconds = number('warmup-minutes', (minutes * 25) / 60) * 60;

console.log(machineLine());
await startTestStack({
  RATE_LIMIT_V1_PER_MINUTE: '100000000',
  RATE_LIMIT_V2_PER_MINUTE: '100000000',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
});
let pass: boolean;
try {
  const outcome = await runSoak({
    minutes,
    lifecyclesPerMinute: number('rate'),
    statusPerSecond: number('status-rate'),
    tokensPerSecond: number('token-rate'),
    sampleSeconds,
    drainSeconds: number('drain-seconds'),
    temporal: (await temporal()).client,
    log: (line) => console.log(`[soak] ${line}`),
  });
  const result = verdict(outcome, warmupSeconds);
  pass = result.pass;
  console.log(`\nrules (windows of ${result.window_s} s, memory after a warm-up of ${result.warmup_s} s):`);
  for (const r of result.rules) console.log(`  ${r.pass ? 'pass' : 'FAIL'}  ${r.rule}: ${r.detail}`);
  console.log(`\nsoak ${pass ? 'PASSED' : 'FAILED'}; ${machineLine()}`);
  const { requests: _requests, ...series } = outcome; // per-request latencies are summarised per sample
  writeResult('soak', {
    rows: [],
    details: { ...series, verdict: result, machine_at_end: machine() },
    seconds: outcome.elapsed_s,
  });
  const svg = join(BENCH_DIR, 'results', 'soak.svg');
  writeFileSync(svg, await soakChart(outcome));
  console.log(`written: bench/results/soak.json, ${svg}`);
} finally {
  await closeTemporal();
  await closeDb();
  await stopTestStack();
}
process.exit(pass ? 0 : 1);
