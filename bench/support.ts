/**
 * Shared helpers of the stack benchmarks (bench/run.ts): the machine line, percentiles, the printed table, the JSON
 * result file, a bounded concurrency loop and autocannon as a child process (so the load generator does not share
 * the event loop of the gateway, which runs in the bench process).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { DataSource } from 'typeorm';

export const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
export const ROOT = join(BENCH_DIR, '..');

export const r2 = (n: number): number => Math.round(n * 100) / 100;

export function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpu_model: cpus[0]?.model ?? 'unknown',
    total_memory_gb: r2(os.totalmem() / 1024 ** 3),
    free_memory_gb: r2(os.freemem() / 1024 ** 3),
    load_average_1m: r2(os.loadavg()[0] ?? 0),
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
    note: 'the whole stack (PostgreSQL, Temporal dev server, auth, gateway, worker) and the load generator share these cores; other processes may be running',
  };
}

export function machineLine(): string {
  const m = machine();
  return `machine: ${m.cpus} CPUs (${m.cpu_model}), ${m.total_memory_gb} GB RAM (${m.free_memory_gb} GB free), load ${m.load_average_1m}, ${m.platform}, Node ${m.node}; ${m.note}`;
}

/** Nearest-rank percentile of unsorted samples. */
export function pct(samples: number[], p: number): number {
  if (!samples.length) return 0;
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? 0;
}

export interface LatencyStats {
  count: number;
  p50_ms: number;
  p99_ms: number;
  mean_ms: number;
  min_ms: number;
  max_ms: number;
}

export function latencyStats(samples: number[]): LatencyStats {
  return {
    count: samples.length,
    p50_ms: r2(pct(samples, 50)),
    p99_ms: r2(pct(samples, 99)),
    mean_ms: r2(samples.reduce((a, b) => a + b, 0) / Math.max(1, samples.length)),
    min_ms: r2(samples.length ? Math.min(...samples) : 0),
    max_ms: r2(samples.length ? Math.max(...samples) : 0),
  };
}

export const log = (name: string, line: string): void => console.log(`[${name}] ${line}`);

/** One row of the printed table: a measured figure, its baseline (if any) and their ratio. */
export interface Row {
  metric: string;
  median?: number;
  p99?: number;
  value?: number;
  unit: string;
  baseline?: number;
  ratio?: number;
  target?: string;
}

export interface BenchResult {
  rows: Row[];
  details: Record<string, unknown>;
}

export function printTable(name: string, rows: Row[]): void {
  console.log(`\n${name}`);
  console.table(
    Object.fromEntries(
      rows.map((r) => [
        r.metric,
        {
          median: r.median ?? '',
          p99: r.p99 ?? '',
          value: r.value ?? '',
          unit: r.unit,
          baseline: r.baseline ?? '',
          ratio: r.ratio ?? '',
          target: r.target ?? '',
        },
      ]),
    ),
  );
  console.log(machineLine());
}

export function writeResult(name: string, result: BenchResult & { seconds: number }): string {
  const out = join(BENCH_DIR, 'results', `${name}.json`);
  mkdirSync(dirname(out), { recursive: true });
  const body = { benchmark: name, at: new Date().toISOString(), machine: machine(), ...result };
  writeFileSync(out, `${JSON.stringify(body, null, 2)}\n`);
  return out;
}

/**
 * Runs `fn` with `concurrency` callers until `count` calls were made or `seconds` passed; returns each call's latency
 * (ms), the errors and the elapsed time.
 */
export async function loop(
  opts: { concurrency: number; count?: number; seconds?: number },
  fn: (i: number) => Promise<void>,
): Promise<{ latencies: number[]; errors: number; firstError?: unknown; elapsed_s: number }> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: unknown;
  let next = 0;
  const start = performance.now();
  const deadline = opts.seconds ? start + opts.seconds * 1000 : Infinity;
  const max = opts.count ?? Infinity;
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (next < max && performance.now() < deadline) {
        const i = next++;
        const t0 = performance.now();
        try {
          await fn(i);
          latencies.push(performance.now() - t0);
        } catch (error) {
          errors++;
          firstError ??= error;
        }
      }
    }),
  );
  return { latencies, errors, firstError, elapsed_s: (performance.now() - start) / 1000 };
}

export interface CannonResult {
  requests_per_s: { mean: number; p50: number; stddev: number };
  latency_ms: { p50: number; p99: number; mean: number; max: number };
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
  duration_s: number;
}

/**
 * autocannon (the maintained HTTP load generator) as a child process with `--json`. `[<id>]` in the body is replaced
 * with a fresh id per request (`--idReplacement`).
 */
export async function cannon(opts: {
  url: string;
  connections: number;
  seconds: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  idReplacement?: boolean;
}): Promise<CannonResult> {
  const args = ['-j', '-c', String(opts.connections), '-d', String(opts.seconds), '-m', opts.method ?? 'GET'];
  for (const [k, v] of Object.entries(opts.headers ?? {})) args.push('-H', `${k}=${v}`);
  if (opts.body !== undefined) args.push('-b', opts.body);
  if (opts.idReplacement) args.push('-I');
  args.push(opts.url);
  const bin = join(ROOT, 'node_modules', 'autocannon', 'autocannon.js');
  const stdout = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`autocannon exited ${code}: ${err}`))));
  });
  const j = JSON.parse(stdout) as {
    requests: { mean: number; p50: number; stddev: number };
    latency: { p50: number; p99: number; mean: number; max: number };
    requests_total?: number;
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodeStats?: Record<string, { count: number }>;
    duration: number;
  } & Record<string, unknown>;
  const total = Object.values(j.statusCodeStats ?? {}).reduce((n, s) => n + s.count, 0);
  return {
    requests_per_s: { mean: r2(j.requests.mean), p50: r2(j.requests.p50), stddev: r2(j.requests.stddev) },
    latency_ms: { p50: j.latency.p50, p99: j.latency.p99, mean: r2(j.latency.mean), max: j.latency.max },
    total,
    non2xx: j.non2xx,
    errors: j.errors,
    timeouts: j.timeouts,
    statusCodeStats: j.statusCodeStats ?? {},
    duration_s: r2(j.duration),
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until no run of the stack is still working on its own (plan generation, scoring), so that one benchmark's
 * leftover runs do not queue ahead of the next one's requests; gives up after `ms`.
 */
export async function settle(ds: DataSource, ms = 300_000): Promise<number> {
  const started = Date.now();
  const busy = async () =>
    (
      (await ds.query(
        `SELECT count(*)::int AS n FROM runs WHERE state IN ('GENERATING_PLAN', 'ASSESSMENT_PENDING')`,
      )) as { n: number }[]
    )[0]!.n;
  while ((await busy()) > 0 && Date.now() - started < ms) await sleep(1000);
  return (Date.now() - started) / 1000;
}
