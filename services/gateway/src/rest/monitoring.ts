import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Request, Router } from 'express';
import type { DataSource } from 'typeorm';
import type { Connection } from '@temporalio/client';
import {
  RUN_STATES,
  TERMINAL_STATES,
  averageAssessmentWaitSeconds,
  dbPool,
  forbidden,
  metricsContentType,
  metricsText,
  scoringDuration,
  scrapeAllowed,
  Unauthorized,
  type Config,
} from '@irs/shared';
import { isSuper, principalOf } from '../auth/guards.js';
import { ApiRegistry } from './registry.js';

export interface MonitoringDeps {
  ds: DataSource;
  config: Config;
  temporal: Connection;
}

const BASE = '/api/v1/admin/monitoring';
const TEMPORAL_CHECK_MS = 2000;
const LOOP_RESOLUTION_MS = 10;
/** The scorer the worker registers: createActivities defaults to the deterministic one and nothing configures another. */
const SCORER = 'deterministic';

/** GET /metrics: 401 (with a challenge) when a token could open it, else 403; the rule is `scrapeAllowed`'s. */
function assertScraper(req: Request, token: string | undefined): void {
  if (scrapeAllowed(req.socket.remoteAddress, req.headers, token)) return;
  if (token) throw new Unauthorized('Metrics need Authorization: Bearer <METRICS_TOKEN>', 'Bearer realm="metrics"');
  throw forbidden('Metrics are served to loopback callers only (set METRICS_TOKEN to allow others)');
}

/**
 * The tenants a monitoring caller sees: all for a super admin, else its own platform and the platform's customers.
 * Returned as a SQL condition on `column` with its parameters, and as the platform (null: every tenant).
 */
function scopeOf(req: Request, column: string): { where: string; params: string[]; platformId: string | null } {
  const p = principalOf(req);
  if (isSuper(p)) return { where: 'true', params: [], platformId: null };
  if (p.home.kind !== 'PLATFORM') throw forbidden('Admin endpoints need a platform account');
  return {
    where: `${column} IN (SELECT id FROM tenants WHERE id = $1 OR parent_platform_id = $1)`,
    params: [p.home.id],
    platformId: p.home.id,
  };
}

const ms = (seconds: number) => Math.round(seconds * 1000 * 100) / 100;
/** Event-loop lag in ms from a delay sample in ns (NaN before the first sample). */
const lag = (ns: number) => (Number.isFinite(ns) ? Math.max(0, ms(ns / 1e9 - LOOP_RESOLUTION_MS / 1000)) : 0);

/** Average of a histogram's observations in this process (all label sets), in ms; null before the first one. */
async function histogramAverageMs(h: typeof scoringDuration): Promise<{ count: number; average_ms: number | null }> {
  const { values } = await h.get();
  let sum = 0;
  let count = 0;
  for (const v of values) {
    if (v.metricName?.endsWith('_sum')) sum += v.value;
    if (v.metricName?.endsWith('_count')) count += v.value;
  }
  return { count, average_ms: count ? ms(sum / count) : null };
}

/**
 * Operations (issue 10): Prometheus exposition at GET /metrics, and the legacy admin monitoring reads for platform
 * admins (their platform's tenants) and super admins (all). On their own registry: the OpenAPI document stays v2.
 */
export function registerMonitoring(router: Router, deps: MonitoringDeps): void {
  const { ds, config } = deps;
  const api = new ApiRegistry(router);
  // The sampled delays include the sampling interval itself: the lag is what exceeds it.
  const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  loop.enable();
  let loopSince = Date.now();

  api.route(
    { method: 'get', path: '/metrics', summary: 'Prometheus metrics', tag: 'Monitoring', auth: 'public' },
    async (req, res) => {
      assertScraper(req, config.METRICS_TOKEN);
      res.set('content-type', metricsContentType).send(await metricsText());
    },
  );

  const admin = {
    tag: 'Monitoring (legacy)',
    auth: 'credential' as const,
    permissions: ['platform:tenants:read' as const],
    method: 'get' as const,
  };

  api.route(
    { ...admin, path: `${BASE}/metrics/system`, summary: 'This gateway process and its dependencies' },
    async (req, res) => {
      scopeOf(req, 'id'); // platform accounts only; the figures are the process's, not a tenant's
      const started = Date.now();
      const temporal = await deps.temporal
        .withDeadline(Date.now() + TEMPORAL_CHECK_MS, () =>
          deps.temporal.healthService.check({ service: 'temporal.api.workflowservice.v1.WorkflowService' }),
        )
        .then(
          () => ({ reachable: true, latency_ms: Date.now() - started, error: null }),
          (err: unknown) => ({
            reachable: false,
            latency_ms: null,
            error: (err as Error).message.split('\n')[0] ?? null,
          }),
        );
      const dbStarted = Date.now();
      const database = await ds.query('SELECT 1').then(
        () => ({ reachable: true, latency_ms: Date.now() - dbStarted }),
        () => ({ reachable: false, latency_ms: null }),
      );
      const pool = dbPool(ds);
      const mem = process.memoryUsage();
      const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
      const eventLoop = {
        mean_ms: lag(loop.mean),
        p99_ms: lag(loop.percentile(99)),
        max_ms: lag(loop.max),
        window_seconds: Math.round((Date.now() - loopSince) / 1000),
      };
      loop.reset();
      loopSince = Date.now();
      res.json({
        uptime_seconds: Math.round(process.uptime()),
        node_version: process.version,
        pid: process.pid,
        memory_mb: {
          rss: mb(mem.rss),
          heap_used: mb(mem.heapUsed),
          heap_total: mb(mem.heapTotal),
          external: mb(mem.external),
        },
        event_loop: eventLoop,
        database: {
          ...database,
          pool: pool && { total: pool.total, idle: pool.idle, waiting: pool.waiting, max: pool.max },
        },
        temporal: { ...temporal, address: config.TEMPORAL_ADDRESS ?? null, namespace: config.TEMPORAL_NAMESPACE },
      });
    },
  );

  api.route(
    { ...admin, path: `${BASE}/metrics/agents`, summary: 'The interviewer and scorer engines' },
    async (req, res) => {
      const { where, params, platformId } = scopeOf(req, 'r.tenant_id');
      const [counts] = (await ds.query(
        `SELECT count(*) FILTER (WHERE jsonb_array_length(coalesce(r.transcript, '[]')) > 0)::int AS interviews,
              coalesce(sum((SELECT count(*) FROM jsonb_array_elements(coalesce(r.transcript, '[]')) u
                             WHERE u->>'speaker' = 'interviewer')), 0)::int AS turns,
              count(*) FILTER (WHERE r.assessment IS NOT NULL)::int AS scored
         FROM runs r WHERE ${where}`,
        params,
      )) as { interviews: number; turns: number; scored: number }[];
      const wait = await averageAssessmentWaitSeconds(ds, platformId);
      const local = await histogramAverageMs(scoringDuration);
      res.json({
        interviewer: {
          implementation: config.INTERVIEWER,
          model: config.INTERVIEWER === 'chat-completions' ? config.LLM_MODEL : null,
          interviews: counts?.interviews ?? 0,
          turns_taken: counts?.turns ?? 0,
        },
        scorer: {
          implementation: SCORER,
          runs_scored: counts?.scored ?? 0,
          // Measured by the scoring activity in this process (null when the worker runs elsewhere: see its /metrics).
          average_scoring_ms: local.average_ms,
          scored_in_process: local.count,
          // From the run events: ASSESSMENT_PENDING to ASSESSMENT_READY, queueing and storage included.
          average_assessment_wait_ms: wait === null ? null : ms(wait),
        },
      });
    },
  );

  api.route(
    { ...admin, path: `${BASE}/metrics/workflows`, summary: 'Runs by state and webhook backlog' },
    async (req, res) => {
      const runs = scopeOf(req, 'tenant_id');
      const rows = (await ds.query(
        `SELECT state, count(*)::int AS n, count(*) FILTER (WHERE awaiting_human)::int AS awaiting
         FROM runs WHERE ${runs.where} GROUP BY state`,
        runs.params,
      )) as { state: string; n: number; awaiting: number }[];
      const deliveries = (await ds.query(
        `SELECT status, count(*)::int AS n FROM webhook_deliveries WHERE ${runs.where} GROUP BY status`,
        runs.params,
      )) as { status: string; n: number }[];
      const byState = Object.fromEntries(RUN_STATES.map((s) => [s, 0])) as Record<string, number>;
      for (const r of rows) byState[r.state] = r.n;
      const total = rows.reduce((a, r) => a + r.n, 0);
      const terminal = rows.filter((r) => (TERMINAL_STATES as readonly string[]).includes(r.state));
      const count = (status: string) => deliveries.find((d) => d.status === status)?.n ?? 0;
      res.json({
        runs_by_state: byState,
        total_runs: total,
        active_runs: total - terminal.reduce((a, r) => a + r.n, 0),
        awaiting_human: rows.reduce((a, r) => a + r.awaiting, 0),
        webhook_deliveries: {
          open: count('pending'),
          succeeded: count('succeeded'),
          failed: count('failed'),
          skipped: count('skipped'),
        },
      });
    },
  );

  api.route(
    { ...admin, path: `${BASE}/dashboard/interviews`, summary: 'Interviews per state for each tenant of the platform' },
    async (req, res) => {
      const { where, params } = scopeOf(req, 't.id');
      const rows = (await ds.query(
        `SELECT t.id, t.name, t.kind, r.state, count(r.run_id)::int AS n
           FROM tenants t LEFT JOIN runs r ON r.tenant_id = t.id
          WHERE ${where} GROUP BY t.id, t.name, t.kind, t.created_at, r.state ORDER BY t.created_at, t.id`,
        params,
      )) as { id: string; name: string; kind: string; state: string | null; n: number }[];
      const tenants = new Map<
        string,
        { tenant_id: string; name: string; kind: string; total: number; by_state: Record<string, number> }
      >();
      for (const r of rows) {
        let t = tenants.get(r.id);
        if (!t) {
          t = { tenant_id: r.id, name: r.name, kind: r.kind, total: 0, by_state: {} };
          tenants.set(r.id, t);
        }
        if (r.state) {
          t.by_state[r.state] = r.n;
          t.total += r.n;
        }
      }
      const list = [...tenants.values()];
      res.json({ tenants: list, total: list.reduce((a, t) => a + t.total, 0) });
    },
  );
}
