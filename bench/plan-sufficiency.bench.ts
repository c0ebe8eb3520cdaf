/**
 * plan-sufficiency: the synchronous time of the sufficiency analysis (`assessSufficiency`), which the gateway runs on
 * its event loop when a run is created (INFO_NEEDED or a plan?) and when missing information is supplied. Measured
 * in process on the largest inputs the contracts accept (each is checked against them), against a typical posting
 * as the baseline. Target (issue 17, finding 3): never more than 20 ms.
 */
import { performance } from 'node:perf_hooks';
import { CreateInterviewBody, InfoBody } from '@irs/shared';
import { assessSufficiency, planInput } from '../shared/engines/src/planner/index.js';
import type { Bench } from './context.js';
import { latencyStats, log, r2, type Row } from './support.js';

const RUNS = Number(process.env.BENCH_SUFFICIENCY_RUNS ?? 50);
const WARMUP = 5;

type Run = Parameters<typeof planInput>[0];

/** `n` characters of `unit` repeated. */
const fill = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
/** 100 list items of 200 characters, each a comma-separated list of distinct made-up names (10,000 names). */
const namedList = (prefix: string) =>
  Array.from({ length: 100 }, (_, i) =>
    Array.from({ length: 100 }, (_, j) => `${prefix}${(i * 100 + j).toString(36)}`)
      .join(',')
      .slice(0, 200),
  );
const SOFT = 'We value teamwork, clear writing and ownership, and you will mentor others. ';
const TECH = 'You will run PostgreSQL on Kubernetes, write TypeScript services and own the CI pipeline. ';

/** A run as the gateway holds it when it analyses: the request after the contract, and the info supplied. */
function run(body: Record<string, unknown>, info: Record<string, string> = {}): Run {
  const { position, level, ...request } = CreateInterviewBody.parse({
    external_id: 'bench',
    candidate_ref: 'bench',
    position: 'Senior Backend Engineer',
    level: 'SENIOR',
    ...body,
  });
  return { position, level, request, info: InfoBody.parse({ fields: info }).fields, revisions: [] } as Run;
}

const CASES: Record<string, Run> = {
  'typical posting (baseline)': run({
    skills: ['TypeScript', 'Node.js', 'PostgreSQL', 'Docker', 'AWS'],
    qualifications: ['5+ years with PostgreSQL', 'Kubernetes is nice to have', 'Familiarity with Kafka'],
    job_description: fill(TECH + SOFT, 1_500),
  }),
  'max: skills of 10,000 names, technical text': run({
    position: 'P'.repeat(200),
    skills: namedList('sk'),
    qualifications: Array.from({ length: 100 }, () => fill(TECH, 200)),
    job_description: fill(TECH + SOFT, 20_000),
  }),
  'max: nothing role-specific (full scan)': run({
    qualifications: Array.from({ length: 100 }, () => fill(SOFT, 200)),
    job_description: fill(SOFT, 20_000),
  }),
  'max: a clause every two characters': run({
    qualifications: Array.from({ length: 100 }, () => fill('a,', 200)),
    job_description: fill('a,', 20_000),
  }),
  'max + info (PATCH info, full scan)': run(
    { qualifications: Array.from({ length: 100 }, () => fill(SOFT, 200)), job_description: fill(SOFT, 20_000) },
    { skills: fill('日, ', 20_000), qualifications: fill(SOFT, 20_000), job_description: fill('a. ', 20_000) },
  ),
};

function measure(input: Run) {
  const times: number[] = [];
  let missing = 0;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const t0 = performance.now();
    missing = assessSufficiency(planInput(input)).length;
    if (i >= WARMUP) times.push(performance.now() - t0);
  }
  return { missing_fields: missing, bytes: Buffer.byteLength(JSON.stringify(input)), ...latencyStats(times) };
}

export const planSufficiency: Bench = async () => {
  const results = Object.entries(CASES).map(([name, input]) => {
    const stats = measure(input);
    log('plan-sufficiency', `${name}: ${stats.bytes} bytes, p99 ${stats.p99_ms} ms, max ${stats.max_ms} ms`);
    return { name, ...stats };
  });
  const baseline = results[0]!;
  const rows: Row[] = results.map((r, i) => ({
    metric: r.name,
    median: r.p50_ms,
    p99: r.p99_ms,
    value: r.max_ms,
    unit: 'ms (value = max)',
    ...(i ? { baseline: baseline.p50_ms, ratio: r2(r.p50_ms / baseline.p50_ms), target: 'max <= 20' } : {}),
  }));
  return { rows, details: { runs: RUNS, warmup: WARMUP, cases: results } };
};
