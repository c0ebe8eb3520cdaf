/**
 * status: GET /api/v2/integration/interviews/:run_id requests per second at concurrency 64 with API-key auth
 * (autocannon), against a bare express route answering the same JSON in the same process as the gateway (the bench
 * process runs the whole stack; the bare app listens on a port of its own).
 */
import express from 'express';
import { call } from '../test/support/http.js';
import { runPath, validInterview } from '../test/support/runs.js';
import type { Bench } from './context.js';
import { cannon, latencyStats, log, loop, r2 } from './support.js';
import { IsNull } from 'typeorm';
import { STATUS_COLUMNS } from '@irs/gateway';
import { ApiKeyEntity, createDataSource, findApiKey, listen, RunEntity, sha256Hex, TenantEntity } from '@irs/shared';

const CONNECTIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

export const status: Bench = async ({ stack, customerKey }) => {
  const created = await call('/api/v2/integration/interviews', { headers: customerKey, body: validInterview() });
  if (created.status !== 201) throw new Error(`create: ${created.status}`);
  const runId = created.body.run_id as string;
  const sample = (await call(runPath(runId), { headers: customerKey })).body as unknown;

  const bare = express();
  bare.get('/bare/:id', (_req, res) => void res.json(sample));
  const server = await listen(bare, 0, '127.0.0.1');
  try {
    log('status', `baseline: bare express route in the gateway's process, ${CONNECTIONS} connections, ${SECONDS} s`);
    const base = await cannon({
      url: `http://127.0.0.1:${server.port}/bare/${runId}`,
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    log('status', `baseline: ${base.requests_per_s.mean} req/s`);
    log('status', `API: GET ${runPath(runId)} with X-API-Key, ${CONNECTIONS} connections, ${SECONDS} s`);
    const api = await cannon({
      url: `${stack.origin}${runPath(runId)}`,
      connections: CONNECTIONS,
      seconds: SECONDS,
      headers: customerKey,
    });
    log('status', `API: ${api.requests_per_s.mean} req/s, status codes ${JSON.stringify(api.statusCodeStats)}`);
    if (api.non2xx) throw new Error(`status: ${api.non2xx} non-2xx answers ${JSON.stringify(api.statusCodeStats)}`);
    const ab = await queryAB(stack.databaseUrl, stack.creds.customer.tenant_id, runId, stack.creds.customer.api_key);
    return {
      rows: [
        {
          metric: 'status reads/s (API key)',
          value: api.requests_per_s.mean,
          unit: 'req/s',
          baseline: base.requests_per_s.mean,
          ratio: r2(api.requests_per_s.mean / base.requests_per_s.mean),
          target: '>= 0.5',
        },
        { metric: 'status latency (API)', median: api.latency_ms.p50, p99: api.latency_ms.p99, unit: 'ms' },
        { metric: 'bare route latency', median: base.latency_ms.p50, p99: base.latency_ms.p99, unit: 'ms' },
        ...ab.rows,
      ],
      details: { connections: CONNECTIONS, seconds: SECONDS, api, baseline: base, query_ab: ab.details },
    };
  } finally {
    await server.close();
  }
};

/**
 * Same-run A/B of the statements this request path changed (bench/README.md), against the stack's database with
 * a pool of 10 (the gateway's) at 64 concurrent callers: the rate-limit upsert with and without the WAL flush wait
 * (one hot row, as one API key), the API-key lookup with and without its tenant joined, and the status read of the
 * full row vs only the answer's columns.
 */
async function queryAB(databaseUrl: string, tenantId: string, runId: string, apiKey: string) {
  const ds = await createDataSource(databaseUrl, 10).initialize();
  const keyHash = sha256Hex(apiKey);
  try {
    const bucket = `bench:${runId}`;
    const window = new Date();
    const upsert = (select: string) =>
      `INSERT INTO rate_limit_hits (bucket, window_start, hits) ${select}
       ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1 RETURNING hits`;
    const variants: Record<string, () => Promise<unknown>> = {
      'rate-limit upsert, synchronous commit (before)': () => ds.query(upsert('VALUES ($1, $2, 1)'), [bucket, window]),
      'rate-limit upsert, asynchronous commit (after)': () =>
        ds.query(
          upsert(
            `SELECT $1::text, $2::timestamptz, 1 FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit`,
          ),
          [bucket, window],
        ),
      'API key, then its tenant (before)': async () => {
        const key = await ds.getRepository(ApiKeyEntity).findOneBy({ key_hash: keyHash, revoked_at: IsNull() });
        await ds.getRepository(TenantEntity).findOneBy({ id: key!.tenant_id });
      },
      'API key joined with its tenant (after)': () => findApiKey(ds, apiKey),
      'status read, full row (before)': () =>
        ds.getRepository(RunEntity).findOneBy({ run_id: runId, tenant_id: tenantId }),
      'status read, answer columns (after)': () =>
        ds.getRepository(RunEntity).findOne({ select: STATUS_COLUMNS, where: { run_id: runId, tenant_id: tenantId } }),
    };
    const rows = [];
    const details: Record<string, unknown> = {};
    for (const [name, fn] of Object.entries(variants)) {
      const r = await loop({ concurrency: 64, seconds: 5 }, async () => void (await fn()));
      const perSecond = r2(r.latencies.length / r.elapsed_s);
      const stats = latencyStats(r.latencies);
      log('status', `${name}: ${perSecond}/s, p50 ${stats.p50_ms} ms`);
      rows.push({ metric: name, median: stats.p50_ms, p99: stats.p99_ms, value: perSecond, unit: 'ms | queries/s' });
      details[name] = { per_s: perSecond, errors: r.errors, ...stats };
    }
    await ds.query(`DELETE FROM rate_limit_hits WHERE bucket = $1`, [bucket]);
    return { rows, details };
  } finally {
    await ds.destroy();
  }
}
