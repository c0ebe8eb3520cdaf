/**
 * action: latency of POST /api/v2/integration/interviews/:run_id/plan/approve (one at a time, each on its own PENDING
 * run), against raw `executeUpdate` on a no-op workflow waiting for one Update (bench Worker, own task queue).
 */
import { performance } from 'node:perf_hooks';
import { call } from '../test/support/http.js';
import { runPath, validInterview } from '../test/support/runs.js';
import { db } from '../test/support/db.js';
import { BENCH_QUEUE, benchWorkflowId, type Bench } from './context.js';
import { latencyStats, log, r2, sleep } from './support.js';

const COUNT = Number(process.env.BENCH_ACTION_COUNT ?? 100);
const WARMUP = 5;

/** PENDING runs of the tenant: those left by `create` first, then new ones until there are enough. */
async function pendingRuns(tenantId: string, headers: Record<string, string>, n: number): Promise<string[]> {
  const ds = await db();
  const have = async () =>
    (
      (await ds.query(`SELECT run_id FROM runs WHERE tenant_id = $1 AND state = 'PENDING' LIMIT $2`, [
        tenantId,
        n,
      ])) as { run_id: string }[]
    ).map((r) => r.run_id);
  let ids = await have();
  if (ids.length < n) {
    log('action', `creating ${n - ids.length} runs and waiting for their plans`);
    for (let i = ids.length; i < n; i++) {
      const res = await call('/api/v2/integration/interviews', { headers, body: validInterview() });
      if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
    }
    const deadline = Date.now() + 120_000;
    while ((ids = await have()).length < n && Date.now() < deadline) await sleep(500);
  }
  if (ids.length < n) throw new Error(`only ${ids.length} PENDING runs`);
  return ids;
}

export const action: Bench = async ({ stack, client, customerKey }) => {
  const runIds = await pendingRuns(stack.creds.customer.tenant_id, customerKey, COUNT + WARMUP);

  log('action', `baseline: raw executeUpdate on ${COUNT} waiting no-op workflows, one at a time`);
  const handles = await Promise.all(
    Array.from({ length: COUNT + WARMUP }, () =>
      client.workflow.start('waitingWorkflow', { taskQueue: BENCH_QUEUE, workflowId: benchWorkflowId('update') }),
    ),
  );
  await sleep(2000); // their first workflow task has run: the Update meets a waiting workflow, as approve does
  const raw: number[] = [];
  for (const [i, h] of handles.entries()) {
    const t0 = performance.now();
    await h.executeUpdate('noopUpdate', { args: [{ inputId: undefined }] });
    if (i >= WARMUP) raw.push(performance.now() - t0);
  }
  const rawStats = latencyStats(raw);
  log('action', `baseline: p50 ${rawStats.p50_ms} ms, p99 ${rawStats.p99_ms} ms`);

  log('action', `API: POST …/plan/approve on ${COUNT} PENDING runs, one at a time`);
  const api: number[] = [];
  for (const [i, runId] of runIds.entries()) {
    const t0 = performance.now();
    const res = await call(runPath(runId, '/plan/approve'), { headers: customerKey, body: {} });
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`approve ${runId}: ${res.status} ${JSON.stringify(res.body)}`);
    if (i >= WARMUP) api.push(ms);
  }
  const apiStats = latencyStats(api);
  log('action', `API: p50 ${apiStats.p50_ms} ms, p99 ${apiStats.p99_ms} ms`);
  return {
    rows: [
      {
        metric: 'plan/approve latency (API)',
        median: apiStats.p50_ms,
        p99: apiStats.p99_ms,
        unit: 'ms',
        baseline: rawStats.p50_ms,
        ratio: r2(apiStats.p50_ms / rawStats.p50_ms),
        target: 'p50 <= 1.5x',
      },
      { metric: 'executeUpdate latency (raw)', median: rawStats.p50_ms, p99: rawStats.p99_ms, unit: 'ms' },
    ],
    details: { count: COUNT, warmup: WARMUP, api: apiStats, baseline: rawStats },
  };
};
