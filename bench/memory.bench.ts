/**
 * memory: RSS of a dedicated worker process (services/worker/dist/main.js, both task queues, with the stack's
 * DATABASE_URL, TEMPORAL_ADDRESS and ENCRYPTION_KEY) idle, then with BENCH_MEMORY_RUNS (default 5,000) runs waiting
 * on human approval (PENDING). The stack's in-process worker is stopped meanwhile, so this process does every run's
 * work; it is started again at the end. The worker's cache limit is WORKER_MAX_CACHED_WORKFLOWS (BENCH_MEMORY_CACHE
 * overrides it for a before/after). Then the price of the limit: approval latency on the oldest runs (evicted from
 * the cache, so replayed) against the newest (cached).
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { call } from '../test/support/http.js';
import { runPath, validInterview } from '../test/support/runs.js';
import { db } from '../test/support/db.js';
import type { Bench } from './context.js';
import { latencyStats, log, loop, r2, ROOT, sleep } from './support.js';

const RUNS = Number(process.env.BENCH_MEMORY_RUNS ?? 5000);
const BUDGET_S = Number(process.env.BENCH_MEMORY_BUDGET_S ?? 900);
const HEAP_LIMIT = process.env.BENCH_MEMORY_HEAP ?? '--max-old-space-size=768';
/** Approvals timed on each end of the cache (oldest runs: evicted; newest: cached). */
const PROBES = 50;

const rssMiB = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return r2(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
};

export const memory: Bench = async ({ stack, customerKey }) => {
  await stack.worker.stop();
  const { config } = stack;
  const cacheLimit = process.env.BENCH_MEMORY_CACHE ?? String(config.WORKER_MAX_CACHED_WORKFLOWS);
  // Started as deploy/Dockerfile's worker target starts it (bounded heap).
  const child = spawn(process.execPath, [HEAP_LIMIT, join(ROOT, 'services/worker/dist/main.js')], {
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: stack.databaseUrl,
      TEMPORAL_ADDRESS: stack.temporalAddress,
      TEMPORAL_NAMESPACE: config.TEMPORAL_NAMESPACE,
      ENCRYPTION_KEY: stack.encKey.toString('base64'),
      PUBLIC_ORIGIN: config.origin,
      APP_URL: config.appUrl,
      WORKER_METRICS_PORT: '0',
      WORKER_MAX_CACHED_WORKFLOWS: cacheLimit,
      WEBHOOK_RETRY_SCHEDULE: config.WEBHOOK_RETRY_SCHEDULE.join(','),
      WEBHOOK_RETRY_JITTER: String(config.WEBHOOK_RETRY_JITTER),
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const pid = child.pid!;
  let polling = false;
  child.stdout.on('data', (c: Buffer) => {
    if (c.toString().includes('worker polling')) polling = true;
  });
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  try {
    const deadline = Date.now() + 60_000;
    while (!polling && Date.now() < deadline) await sleep(200);
    if (!polling) throw new Error('the worker process did not start polling within 60 s');
    await sleep(5000);
    const idle = rssMiB(pid);
    log('memory', `worker pid ${pid} idle: RSS ${idle} MiB (WORKER_MAX_CACHED_WORKFLOWS=${cacheLimit}, ${HEAP_LIMIT})`);

    const prefix = `bench-mem-${Date.now()}-`;
    const ds = await db();
    const pending = async () =>
      Number(
        (
          (await ds.query(`SELECT count(*)::int AS n FROM runs WHERE external_id LIKE $1 AND state = 'PENDING'`, [
            `${prefix}%`,
          ])) as { n: number }[]
        )[0]?.n ?? 0,
      );
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMiB(pid));
    }, 1000);
    const started = Date.now();
    const progress = setInterval(
      () =>
        void pending().then((n) =>
          log('memory', `${n} PENDING after ${((Date.now() - started) / 1000).toFixed(0)} s, RSS ${rssMiB(pid)} MiB`),
        ),
      20_000,
    );
    let waiting = 0;
    const runIds: string[] = [];
    try {
      log('memory', `creating ${RUNS} runs (concurrency 16, at most ${BUDGET_S} s) and waiting for PENDING`);
      const created = await loop({ concurrency: 16, count: RUNS, seconds: BUDGET_S }, async (i) => {
        const res = await call('/api/v2/integration/interviews', {
          headers: customerKey,
          body: validInterview({ external_id: `${prefix}${i}` }),
        });
        if (res.status !== 201) throw new Error(`create: ${res.status}`);
        runIds[i] = res.body.run_id;
      });
      const target = created.latencies.length;
      const until = started + BUDGET_S * 1000 + 120_000;
      while ((waiting = await pending()) < target && Date.now() < until) await sleep(1000);
      await sleep(5000);
      waiting = await pending();
    } finally {
      clearInterval(sampler);
      clearInterval(progress);
    }
    const loaded = rssMiB(pid);
    peak = Math.max(peak, loaded);
    const perRunKiB = waiting ? r2(((loaded - idle) * 1024) / waiting) : 0;
    log('memory', `${waiting} runs PENDING: RSS ${loaded} MiB (peak ${peak} MiB, ${perRunKiB} KiB per run)`);

    const approve = async (ids: string[]) => {
      const ms: number[] = [];
      for (const runId of ids) {
        const t0 = performance.now();
        const res = await call(runPath(runId, '/plan/approve'), { headers: customerKey, body: {} });
        if (res.status === 200) ms.push(performance.now() - t0);
      }
      return latencyStats(ms);
    };
    const made = runIds.filter(Boolean);
    const oldest = await approve(made.slice(0, PROBES));
    const newest = await approve(made.slice(-PROBES));
    log('memory', `approve p50: oldest runs ${oldest.p50_ms} ms, newest runs ${newest.p50_ms} ms`);
    return {
      rows: [
        {
          metric: `worker RSS, ${waiting} runs PENDING`,
          value: loaded,
          unit: 'MiB',
          baseline: idle,
          ratio: r2(loaded / idle),
          target: '<= 1024 MiB',
        },
        { metric: 'worker RSS peak while loading', value: peak, unit: 'MiB' },
        { metric: `plan/approve, ${oldest.count} oldest runs`, median: oldest.p50_ms, p99: oldest.p99_ms, unit: 'ms' },
        { metric: `plan/approve, ${newest.count} newest runs`, median: newest.p50_ms, p99: newest.p99_ms, unit: 'ms' },
      ],
      details: {
        runs_requested: RUNS,
        runs_pending: waiting,
        seconds_to_load: r2((Date.now() - started) / 1000),
        rss_idle_mib: idle,
        rss_loaded_mib: loaded,
        rss_peak_mib: peak,
        per_run_kib: perRunKiB,
        worker_max_cached_workflows: cacheLimit,
        worker_heap_limit: HEAP_LIMIT,
        approve_oldest: oldest,
        approve_newest: newest,
      },
    };
  } finally {
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
    if (child.exitCode === null) child.kill('SIGKILL');
    await stack.worker.start();
  }
};
