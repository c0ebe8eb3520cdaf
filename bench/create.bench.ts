/**
 * create: runs created per second through POST /api/v2/integration/interviews at concurrency 32 (autocannon), against
 * raw `client.workflow.start` of a no-op workflow at the same concurrency (the bench Worker's own task queue).
 */
import { BENCH_QUEUE, benchWorkflowId, type Bench } from './context.js';
import { cannon, latencyStats, log, loop, r2, sleep } from './support.js';

const CONCURRENCY = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);

export const create: Bench = async ({ stack, client, customerKey }) => {
  log('create', `baseline: raw workflow.start of a no-op workflow, concurrency ${CONCURRENCY}, ${SECONDS} s`);
  const raw = await loop({ concurrency: CONCURRENCY, seconds: SECONDS }, async () => {
    await client.workflow.start('noopWorkflow', { taskQueue: BENCH_QUEUE, workflowId: benchWorkflowId('start') });
  });
  if (raw.errors) log('create', `baseline errors: ${raw.errors} (${String(raw.firstError)})`);
  const rawRate = r2(raw.latencies.length / raw.elapsed_s);
  const rawLatency = latencyStats(raw.latencies);
  log('create', `baseline: ${rawRate} starts/s, p50 ${rawLatency.p50_ms} ms`);
  await sleep(2000);

  log('create', `API: POST /api/v2/integration/interviews, concurrency ${CONCURRENCY}, ${SECONDS} s (autocannon)`);
  const body = JSON.stringify({
    external_id: 'bench-create-[<id>]',
    candidate_ref: 'cand-bench',
    position: 'Senior Backend Engineer',
    level: 'SENIOR',
    skills: ['TypeScript', 'PostgreSQL'],
    qualifications: ['5+ years building backend services is required', 'Kubernetes is nice to have'],
    company_name: 'Acme Corp',
  });
  const api = await cannon({
    url: `${stack.origin}/api/v2/integration/interviews`,
    method: 'POST',
    connections: CONCURRENCY,
    seconds: SECONDS,
    headers: { ...customerKey, 'content-type': 'application/json' },
    body,
    idReplacement: true,
  });
  const created = api.statusCodeStats['201']?.count ?? 0;
  const apiRate = r2(created / api.duration_s);
  log('create', `API: ${apiRate} runs/s (${created} created, status codes ${JSON.stringify(api.statusCodeStats)})`);
  return {
    rows: [
      {
        metric: 'runs created/s (API)',
        value: apiRate,
        unit: 'runs/s',
        baseline: rawRate,
        ratio: r2(apiRate / rawRate),
        target: '>= 0.8',
      },
      { metric: 'create latency (API)', median: api.latency_ms.p50, p99: api.latency_ms.p99, unit: 'ms' },
      { metric: 'workflow.start latency (raw)', median: rawLatency.p50_ms, p99: rawLatency.p99_ms, unit: 'ms' },
    ],
    details: {
      concurrency: CONCURRENCY,
      seconds: SECONDS,
      api: { runs_per_s: apiRate, created, ...api },
      baseline: { starts_per_s: rawRate, starts: raw.latencies.length, errors: raw.errors, latency: rawLatency },
    },
  };
};
