/**
 * Scoring benchmark: a 45-minute interview (60 question/answer pairs, 45 s apart, about 4,000 candidate words) over a
 * real plan, scored by the lexical rules alone (the scorer before the semantic matcher) and by the semantic scorer
 * (the service's default), in the same run. Each semantic run scores a transcript with new wording (numbers changed),
 * so the embedder's cache never holds its sentences; the plan's phrasings are cached after the first (cold) run, as in
 * a worker that scores many runs. Prints median, p99 and mean milliseconds, the model's extra memory and the machine,
 * and writes bench/results/scoring.json.
 *
 *   node_modules/.bin/node --import tsx bench/scoring.bench.ts [lexical runs] [semantic runs]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { loadEmbedder } from '@irs/semantic';
import { deterministicPlanner } from '../shared/engines/src/planner/index.js';
import { deterministicScorer, type ScoringInput } from '../shared/engines/src/scoring/index.js';
import type { Utterance } from '../shared/engines/src/transcript.js';

const WARMUP = 10;
const RUNS = Number(process.argv[2] ?? 50);
const SEMANTIC_RUNS = Number(process.argv[3] ?? 10);
const PAIRS = 60;
const PAIR_MS = 45_000;

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

/** The interview; `variant` changes every number in the answers, so each variant's sentences are new text. */
function interview(variant: number): Utterance[] {
  const transcript: Utterance[] = [];
  for (let i = 0; i < PAIRS; i++) {
    const slot = topics[i % topics.length];
    if (!slot) throw new Error('the plan has no topics');
    const fill = (template: string): string =>
      template.replaceAll('{c}', slot.c.name).replaceAll('{n}', String(12 + i + 100 * variant));
    const text = `${fill(ANSWERS[(i * 3) % ANSWERS.length] ?? '')} ${fill(ANSWERS[(i * 3 + 1) % ANSWERS.length] ?? '')}`;
    const meta = { offset_ms: i * PAIR_MS, topic_id: slot.t.id, competency_id: slot.c.id };
    transcript.push({ id: `u-${2 * i + 1}`, speaker: 'interviewer', text: slot.t.prompt, kind: 'question', ...meta });
    transcript.push({
      id: `u-${2 * i + 2}`,
      speaker: 'candidate',
      text,
      kind: 'answer',
      ...meta,
      offset_ms: meta.offset_ms + PAIR_MS / 3,
    });
  }
  return transcript;
}

const r2 = (n: number): number => Math.round(n * 100) / 100;
const mb = (bytes: number): number => Math.round(bytes / 1024 ** 2);

/** Times `runs` scorings of `inputFor(run)` after `warmup` ones; the last payload is kept for the workload figures. */
async function measure(
  name: string,
  extra: Partial<ScoringInput>,
  runs: number,
  warmup: number,
  inputFor: (run: number) => Utterance[],
) {
  const score = (transcript: Utterance[]) => deterministicScorer.score({ plan, transcript, ...extra });
  for (let i = 0; i < warmup; i++) await score(inputFor(-1 - i));
  const times: number[] = [];
  let payload = await score(inputFor(0));
  for (let i = 1; i <= runs; i++) {
    const transcript = inputFor(i);
    const t0 = performance.now();
    payload = await score(transcript);
    times.push(performance.now() - t0);
    if (runs >= 5 && i % Math.ceil(runs / 5) === 0) console.log(`  ${name}: ${i}/${runs} runs`);
  }
  times.sort((a, b) => a - b);
  const pct = (p: number): number => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0;
  const stats = {
    runs,
    warmup,
    median_ms: r2(pct(50)),
    p99_ms: r2(pct(99)),
    mean_ms: r2(times.reduce((a, b) => a + b, 0) / times.length),
    min_ms: r2(times[0] ?? 0),
    max_ms: r2(times[times.length - 1] ?? 0),
  };
  return { stats, payload };
}

const transcript = interview(0);
const lexical = await measure('lexical', {}, RUNS, WARMUP, () => transcript);
const before = process.memoryUsage();
const embedder = await loadEmbedder((line) => console.log(line));
// The runtime's first inference prepares the model; a worker has done it before it scores (the interview embeds).
const tWarm = performance.now();
await embedder.embed(['The model warms up on its first sentence.']);
const warmUpMs = r2(performance.now() - tWarm);
// The first scoring embeds the plan's phrasings too: a worker's first run of a plan.
const t0 = performance.now();
await deterministicScorer.score({ plan, transcript: interview(1000), embedder });
const coldMs = r2(performance.now() - t0);
const semantic = await measure('semantic', { embedder }, SEMANTIC_RUNS, 0, (run) => interview(run + 1));
const after = process.memoryUsage();
const memory = {
  rss_before_model_mb: mb(before.rss),
  rss_after_model_mb: mb(after.rss),
  extra_rss_mb: mb(after.rss - before.rss),
  extra_heap_mb: mb(after.heapUsed - before.heapUsed),
  extra_external_mb: mb(after.external + after.arrayBuffers - before.external - before.arrayBuffers),
};
const payload = semantic.payload;
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
  candidate_words: transcript
    .filter((u) => u.speaker === 'candidate')
    .reduce((n, u) => n + u.text.split(/\s+/).length, 0),
  minutes: (PAIRS * PAIR_MS) / 60_000,
  competencies: plan.competencies.length,
  signals: payload.traces.length,
  evidence_units: payload.stage_trace.evidence_units.length,
  refs: payload.traces.reduce((n, t) => n + t.refs.length, 0),
  payload_bytes: Buffer.byteLength(JSON.stringify(payload)),
  overall_coverage: payload.coverage_summary.overall_coverage,
  credited: payload.stage_trace.matchers?.credited,
  lexical_overall_coverage: lexical.payload.coverage_summary.overall_coverage,
};

console.log(
  `scoring: ${workload.minutes}-minute interview, ${workload.utterances} utterances, ${workload.candidate_words} candidate words, ${workload.competencies} competencies`,
);
const row = (s: typeof lexical.stats) => ({
  runs: s.runs,
  'median ms': s.median_ms,
  'p99 ms': s.p99_ms,
  'mean ms': s.mean_ms,
});
console.table({
  'lexical (before)': row(lexical.stats),
  'semantic (default)': row(semantic.stats),
  'semantic, first run of a plan': { runs: 1, 'median ms': coldMs, 'p99 ms': coldMs, 'mean ms': coldMs },
});
console.log(`model memory: ${JSON.stringify(memory)}; model warm-up (first sentence): ${warmUpMs} ms`);
console.log(
  `machine: ${machine.cpus} CPUs (${machine.cpu_model}), ${machine.total_memory_gb} GB RAM, ${machine.platform}, Node ${machine.node}`,
);
console.log(`workload: ${JSON.stringify(workload)}`);

const out = join(dirname(fileURLToPath(import.meta.url)), 'results', 'scoring.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify(
    {
      benchmark: 'scoring',
      lexical: lexical.stats,
      semantic: { ...semantic.stats, cold_first_run_ms: coldMs, model_warm_up_ms: warmUpMs, model: embedder.model },
      memory,
      machine,
      workload,
      signal_weights_version: payload.signal_weights_version,
    },
    null,
    2,
  )}\n`,
);
console.log(`written: ${out}`);
