/**
 * Scoring benchmark: a 200-utterance transcript (100 question/answer pairs over a real plan) scored repeatedly by the
 * deterministic scorer. Prints median, p99 and mean milliseconds and the machine, and writes
 * bench/results/scoring.json.
 *
 *   node_modules/.bin/node --import tsx bench/scoring.bench.ts [runs]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { deterministicPlanner } from '../shared/engines/src/planner/index.js';
import { deterministicScorer } from '../shared/engines/src/scoring/index.js';
import type { Utterance } from '../shared/engines/src/transcript.js';

const WARMUP = 10;
const RUNS = Number(process.argv[2] ?? 50);
const PAIRS = 100;

const result = deterministicPlanner.plan({
  position: 'Senior Backend Engineer',
  level: 'LEAD',
  qualifications: ['5+ years with PostgreSQL', 'Kubernetes is nice to have', 'Familiarity with Kafka'],
  skills: ['TypeScript', 'Node.js', 'PostgreSQL', 'Docker', 'AWS'],
  job_description: 'You will design REST APIs, own observability and mentor engineers.',
  company_name: 'Acme',
  company_description: null,
  duration_minutes: 60,
  info: {},
  revisions: [],
});
if (!result.ok) throw new Error('the benchmark role must yield a plan');
const plan = result.plan;

/** Answer templates; {c} is the competency name, {n} a number that varies per answer. */
const ANSWERS = [
  'At my last job I owned the {c} work for our billing platform. I decided to split the monolith into three services because deploys took {n} minutes, and after the change they took under 5 minutes.',
  'When we migrated the reporting pipeline I used {c} heavily. I profiled the slow path, found the root cause in an N+1 query, and cut p95 latency from {n}0 ms to 90 ms.',
  'I learned the hard way that {c} needs guard rails: next time I would add contract tests first. We had {n} incidents that quarter, and I wrote the postmortems and the runbook afterwards.',
  'For example, I led a rewrite of our ingestion service with {c}, pairing with two juniors, and we reduced memory usage by {n}% while keeping the same throughput.',
  'It depends, I am a team player and I always give 110 percent.',
  'I think I would probably use {c} with best practices, but I am not sure about the details.',
  'Last year I set up alerts for the {c} stack, instead of relying on dashboards, so that on-call saw queue lag within {n} seconds.',
];

const topics = plan.competencies.flatMap((c) => c.question_topics.map((t) => ({ c, t })));
const transcript: Utterance[] = [];
for (let i = 0; i < PAIRS; i++) {
  const slot = topics[i % topics.length];
  if (!slot) throw new Error('the plan has no topics');
  const template = ANSWERS[(i * 3) % ANSWERS.length] ?? '';
  const meta = { offset_ms: i * 30000, topic_id: slot.t.id, competency_id: slot.c.id };
  transcript.push({ id: `u-${2 * i + 1}`, speaker: 'interviewer', text: slot.t.prompt, kind: 'question', ...meta });
  transcript.push({
    id: `u-${2 * i + 2}`,
    speaker: 'candidate',
    text: template.replaceAll('{c}', slot.c.name).replaceAll('{n}', String(12 + i)),
    kind: 'answer',
    ...meta,
    offset_ms: meta.offset_ms + 10000,
  });
}

const input = { plan, transcript };
for (let i = 0; i < WARMUP; i++) deterministicScorer.score(input);
const times: number[] = [];
let payload = deterministicScorer.score(input);
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  payload = deterministicScorer.score(input);
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const pct = (p: number): number => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0;
const r2 = (n: number): number => Math.round(n * 100) / 100;
const stats = {
  runs: RUNS,
  warmup: WARMUP,
  median_ms: r2(pct(50)),
  p99_ms: r2(pct(99)),
  mean_ms: r2(times.reduce((a, b) => a + b, 0) / times.length),
  min_ms: r2(times[0] ?? 0),
  max_ms: r2(times[times.length - 1] ?? 0),
};
const cpus = os.cpus();
const machine = {
  cpus: cpus.length,
  cpu_model: cpus[0]?.model ?? 'unknown',
  total_memory_gb: r2(os.totalmem() / 1024 ** 3),
  platform: `${os.platform()} ${os.release()}`,
  node: process.version,
};
const workload = {
  utterances: transcript.length,
  candidate_answers: PAIRS,
  competencies: plan.competencies.length,
  signals: payload.traces.length,
  evidence_units: payload.stage_trace.evidence_units.length,
  refs: payload.traces.reduce((n, t) => n + t.refs.length, 0),
  payload_bytes: Buffer.byteLength(JSON.stringify(payload)),
  overall_coverage: payload.coverage_summary.overall_coverage,
};

console.log(`scoring: ${workload.utterances} utterances, ${workload.competencies} competencies, ${RUNS} runs`);
console.table({ 'score()': { 'median ms': stats.median_ms, 'p99 ms': stats.p99_ms, 'mean ms': stats.mean_ms } });
console.log(
  `machine: ${machine.cpus} CPUs (${machine.cpu_model}), ${machine.total_memory_gb} GB RAM, ${machine.platform}, Node ${machine.node}`,
);
console.log(`workload: ${JSON.stringify(workload)}`);

const out = join(dirname(fileURLToPath(import.meta.url)), 'results', 'scoring.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ benchmark: 'scoring', scorer: deterministicScorer.name, stats, machine, workload, signal_weights_version: payload.signal_weights_version }, null, 2)}\n`,
);
console.log(`written: ${out}`);
