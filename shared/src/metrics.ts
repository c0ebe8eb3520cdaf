import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DataSource } from 'typeorm';
import { RUN_STATES } from './run-states.js';

/**
 * One Prometheus registry per process, and every metric family the services define (issue 10). The gateway serves
 * it at GET /metrics; a worker process started on its own serves it on WORKER_METRICS_PORT. Families read from the
 * database (runs by state, webhook attempts by outcome) are collected at scrape time from the DataSource bound with
 * `bindMetricsDataSource`; a process that binds none reports them without samples.
 */
export const metricsRegistry = new Registry();

let defaults = false;
/** Node process metrics (CPU, memory, event loop, GC); once per process, on first use by a service. */
export function enableDefaultMetrics(): void {
  if (defaults) return;
  defaults = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

let source: DataSource | undefined;
/**
 * The database the scrape-time families read from, bound by the entry point that serves GET /metrics (gateway, stack),
 * never by building an app: other apps of the same process (a test's second gateway, the offline OpenAPI document's
 * stand-in database) would otherwise take the process's metrics with them.
 */
export function bindMetricsDataSource(ds: DataSource): void {
  source = ds;
}

/** Swallows a failed scrape-time query: the family keeps its last values rather than failing the whole scrape. */
async function fromDb<T>(query: (ds: DataSource) => Promise<T>): Promise<T | undefined> {
  if (!source?.isInitialized) return undefined;
  try {
    return await query(source);
  } catch {
    metricsCollectErrors.inc();
    return undefined;
  }
}

export const metricsCollectErrors = new Counter({
  name: 'metrics_collect_errors_total',
  help: 'Scrape-time database queries of the metrics that failed',
  registers: [metricsRegistry],
});

/**
 * Seconds; from 5 ms to 30 s (Temporal-backed actions wait up to RUN_ACTION_TIMEOUT_MS, a candidate's turn up to
 * CANDIDATE_TURN_TIMEOUT_MS, which holds a slow LLM provider's deadline).
 */
export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, matched route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30],
  registers: [metricsRegistry],
});

export const scoringDuration = new Histogram({
  name: 'assessment_scoring_duration_seconds',
  help: 'Time the scoring activity spends scoring one interview (the scorer itself, without the database)',
  labelNames: ['scorer'] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

// Before the families that query: collected first, it sees the pool as it was before the scrape's own queries.
new Gauge({
  name: 'db_pool_connections',
  help: 'Connections of the PostgreSQL pool by state (total, idle, waiting clients)',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    const pool = source ? dbPool(source) : null;
    if (!pool) return;
    this.set({ state: 'total' }, pool.total);
    this.set({ state: 'idle' }, pool.idle);
    this.set({ state: 'waiting' }, pool.waiting);
  },
});

new Gauge({
  name: 'interview_runs',
  help: 'Runs by state (read from the runs table at scrape time)',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  async collect() {
    const rows = await fromDb(
      (ds) => ds.query(`SELECT state, count(*)::int AS n FROM runs GROUP BY state`) as Promise<Row[]>,
    );
    if (!rows) return;
    this.reset();
    for (const state of RUN_STATES) this.set({ state }, 0);
    for (const r of rows) this.set({ state: r.state }, r.n);
  },
});

new Gauge({
  name: 'interview_runs_awaiting_human',
  help: 'Runs waiting for a person (plan or assessment review, missing information)',
  registers: [metricsRegistry],
  async collect() {
    const rows = await fromDb(
      (ds) => ds.query(`SELECT count(*)::int AS n FROM runs WHERE awaiting_human`) as Promise<{ n: number }[]>,
    );
    if (rows) this.set(rows[0]?.n ?? 0);
  },
});

/** A counter kept in the database: the attempts recorded so far, whichever worker made them. */
new Counter({
  name: 'webhook_attempts_total',
  help: 'Webhook delivery attempts by outcome (succeeded, failed), read from webhook_attempts at scrape time',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
  async collect() {
    const rows = await fromDb(
      (ds) =>
        ds.query(
          `SELECT CASE WHEN success THEN 'succeeded' ELSE 'failed' END AS outcome, count(*)::int AS n
             FROM webhook_attempts GROUP BY 1`,
        ) as Promise<{ outcome: string; n: number }[]>,
    );
    if (!rows) return;
    this.reset();
    for (const outcome of ['succeeded', 'failed'])
      this.inc({ outcome }, rows.find((r) => r.outcome === outcome)?.n ?? 0);
  },
});

new Gauge({
  name: 'webhook_deliveries',
  help: 'Webhook deliveries by status (pending, succeeded, failed, skipped), read at scrape time',
  labelNames: ['status'] as const,
  registers: [metricsRegistry],
  async collect() {
    const rows = await fromDb(
      (ds) =>
        ds.query(`SELECT status, count(*)::int AS n FROM webhook_deliveries GROUP BY status`) as Promise<
          { status: string; n: number }[]
        >,
    );
    if (!rows) return;
    this.reset();
    for (const r of rows) this.set({ status: r.status }, r.n);
  },
});

interface Row {
  state: string;
  n: number;
}

/** The pg pool behind a TypeORM DataSource: total, idle and waiting counts; null when not a pg pool. */
export function dbPool(ds: DataSource): { total: number; idle: number; waiting: number; max: number | null } | null {
  const pool = (ds.driver as unknown as { master?: PgPool }).master;
  if (!pool || typeof pool.totalCount !== 'number') return null;
  return {
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: pool.options?.max ?? null,
  };
}

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

let sdkMetricsUrl: string | undefined;
/** Where the Temporal SDK's Prometheus exporter of this process answers (set when the runtime was installed with it). */
export function setSdkMetricsUrl(url: string | undefined): void {
  sdkMetricsUrl = url;
}
export const sdkMetricsEndpoint = () => sdkMetricsUrl;

/**
 * The exposition text of this process: the registry, then the Temporal SDK's own metrics (worker, polling, workflow
 * and activity families, prefixed `temporal_`) when a worker runtime with the Prometheus exporter runs here.
 */
export async function metricsText(): Promise<string> {
  const own = await metricsRegistry.metrics();
  if (!sdkMetricsUrl) return own;
  const sdk = await fetch(sdkMetricsUrl, { signal: AbortSignal.timeout(2000) })
    .then((r) => (r.ok ? r.text() : ''))
    .catch(() => '');
  return sdk ? `${own.trimEnd()}\n${sdk.trimEnd()}\n` : own;
}

export const metricsContentType = metricsRegistry.contentType;

const sha256 = (v: string) => createHash('sha256').update(v).digest();
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Who may scrape: anyone presenting `Authorization: Bearer <METRICS_TOKEN>` when a token is set, and a direct loopback
 * caller (a request carrying X-Forwarded-For or Forwarded came through a proxy, whatever its socket address says).
 */
export function scrapeAllowed(
  remoteAddress: string | undefined,
  headers: IncomingHttpHeaders,
  token: string | undefined,
): boolean {
  if (token) {
    const given = /^Bearer (.+)$/i.exec(headers.authorization ?? '')?.[1];
    if (given && timingSafeEqual(sha256(given), sha256(token))) return true;
  }
  return isDirectLoopback(remoteAddress, headers);
}

/** A caller on this machine, not through a proxy (a request carrying X-Forwarded-For or Forwarded came through one). */
export function isDirectLoopback(remoteAddress: string | undefined, headers: IncomingHttpHeaders): boolean {
  const proxied = headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined;
  return !proxied && LOOPBACK.test(remoteAddress ?? '');
}

/** LLM provider requests by engine and outcome (ok, timeout, rate_limited, provider_error); docs/llm.md. */
export const llmRequests = new Counter({
  name: 'llm_requests_total',
  help: 'Requests to the LLM provider by engine (planner, interviewer, scorer) and outcome',
  labelNames: ['engine', 'outcome'] as const,
  registers: [metricsRegistry],
});

/** Seconds per provider request; the buckets reach past LLM_TIMEOUT_MS's default of 15 s. */
export const llmRequestDuration = new Histogram({
  name: 'llm_request_duration_seconds',
  help: 'Duration of LLM provider requests by engine',
  labelNames: ['engine'] as const,
  buckets: [0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 25],
  registers: [metricsRegistry],
});

/** Engine steps the offline engine decided because the LLM call failed or its reply was refused, by reason. */
export const llmFallbacks = new Counter({
  name: 'llm_fallbacks_total',
  help: 'LLM engine steps that fell back to the offline engine, by engine and reason',
  labelNames: ['engine', 'reason'] as const,
  registers: [metricsRegistry],
});
