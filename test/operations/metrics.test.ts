import { expect } from 'chai';
import { RUN_STATES, scrapeAllowed } from '@irs/shared';
import { offlineOpenApiDocument } from '@irs/gateway';
import { call } from '../support/http.js';
import { answerAll, invitedRun, relevantAnswers, startedInterview } from '../support/candidate.js';
import { bearer, platformAdmin, superAdmin, tenantAdmin } from '../support/identity.js';
import { runPath, waitForState } from '../support/runs.js';
import { freePort } from '../support/ports.js';
import { startEntryPoint, stopProcess, waitFor200 } from '../support/process.js';
import { parse, sum, type Sample } from '../support/prometheus.js';
import { serviceEnv, stack } from '../support/stack.js';
import { Receiver, newWorld, putMyConfig, waitForDeliveries, type World } from '../webhooks/support.js';

const MONITORING = [
  '/api/v1/admin/monitoring/metrics/system',
  '/api/v1/admin/monitoring/metrics/agents',
  '/api/v1/admin/monitoring/metrics/workflows',
  '/api/v1/admin/monitoring/dashboard/interviews',
];

describe('operations: metrics and admin monitoring (issue 10)', function () {
  this.timeout(180_000);
  // Built as test/docs builds it, when the suite's files load and so before the global fixture starts the stack: its
  // stand-in database once became the one the scrape read from, and every scrape hung.
  offlineOpenApiDocument();
  let w: World;
  let receiver: Receiver;
  let runId: string;

  /** A platform of its own whose customer has a webhook config, and one run of it taken to ASSESSMENT_READY. */
  before(async () => {
    w = await newWorld('metrics');
    receiver = await Receiver.start();
    await putMyConfig(w.customerKey, { callback_url: receiver.url('/metrics') });
    const invited = await invitedRun({}, w.customerKey);
    runId = invited.runId;
    const { headers } = await startedInterview(invited);
    const plan = (await call(runPath(runId, '/plan'), { headers: w.customerKey })).body.payload;
    await answerAll(headers, relevantAnswers(plan));
    expect((await call('/api/v1/candidate-session/complete', { headers, body: {} })).status).to.equal(200);
    await waitForState(runId, 'ASSESSMENT_READY', w.customerKey);
    await waitForDeliveries(w.customerKey, `?run_id=${runId}`, (d) =>
      d.some((x) => x.event === 'interview.assessment_ready' && x.status === 'succeeded'),
    );
  });
  after(() => receiver.close());

  it('GET /metrics exposes every family with values from the lifecycle', async () => {
    const res = await call<string>('/metrics');
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    const samples = parse(text);

    // HTTP latency by route pattern: the status reads of the lifecycle, labelled with the pattern, never the run id.
    expect(
      sum(samples, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/v2/integration/interviews/:run_id',
        status: '200',
      }),
    ).to.be.greaterThan(0);
    expect(
      sum(samples, 'http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/v1/candidate-session/messages',
        status: '200',
      }),
    ).to.be.greaterThan(0);
    const routes = new Set(
      samples.filter((s) => s.name === 'http_request_duration_seconds_count').map((s) => s.labels.route),
    );
    expect(
      [...routes].some((r) => r?.includes(runId)),
      'no raw URL in the route label',
    ).to.equal(false);
    expect(sum(samples, 'http_request_duration_seconds_bucket', { le: '+Inf' })).to.be.greaterThan(0);

    // Runs by state, read from the runs table at scrape time: every state present, ours counted.
    for (const state of RUN_STATES)
      expect(samples.some((s) => s.name === 'interview_runs' && s.labels.state === state)).to.equal(true);
    expect(sum(samples, 'interview_runs', { state: 'ASSESSMENT_READY' })).to.be.greaterThan(0);
    expect(sum(samples, 'interview_runs_awaiting_human')).to.be.greaterThan(0);

    // Webhook attempts by outcome (from webhook_attempts) and deliveries by status.
    expect(sum(samples, 'webhook_attempts_total', { outcome: 'succeeded' })).to.be.greaterThan(0);
    expect(samples.some((s) => s.name === 'webhook_attempts_total' && s.labels.outcome === 'failed')).to.equal(true);
    expect(sum(samples, 'webhook_deliveries', { status: 'succeeded' })).to.be.greaterThan(0);

    // Scoring, observed by the scoring activity (the test stack's worker runs in this process).
    expect(sum(samples, 'assessment_scoring_duration_seconds_count', { scorer: 'deterministic' })).to.be.greaterThan(0);
    expect(sum(samples, 'assessment_scoring_duration_seconds_sum')).to.be.greaterThan(0);

    // The Temporal SDK's own metrics, from the runtime's Prometheus exporter, appended.
    expect(sum(samples, 'temporal_workflow_completed')).to.be.greaterThan(0);
    expect(sum(samples, 'temporal_request')).to.be.greaterThan(0);
    expect(sum(samples, 'temporal_activity_execution_latency_count')).to.be.greaterThan(0);

    // Process metrics and the database pool.
    expect(sum(samples, 'process_resident_memory_bytes')).to.be.greaterThan(0);
    expect(sum(samples, 'nodejs_eventloop_lag_p99_seconds')).to.be.at.least(0);
    expect(sum(samples, 'db_pool_connections', { state: 'total' })).to.be.greaterThan(0);

    // One TYPE line per family: the SDK's text does not clash with ours.
    const types = text.split('\n').filter((l) => l.startsWith('# TYPE '));
    expect(new Set(types.map((l) => l.split(' ')[2])).size).to.equal(types.length);
  });

  it('other gateway apps built in the process (the offline OpenAPI document) leave /metrics on the stack database', async function () {
    this.timeout(30_000); // the fault this guards against left the scrape hanging on the stand-in database
    offlineOpenApiDocument(); // once more, now that the stack runs
    const samples = parse((await call<string>('/metrics')).body);
    expect(sum(samples, 'interview_runs', { state: 'ASSESSMENT_READY' })).to.be.greaterThan(0);
    expect(sum(samples, 'webhook_attempts_total', { outcome: 'succeeded' })).to.be.greaterThan(0);
  });

  it('GET /metrics is for loopback callers, or a bearer METRICS_TOKEN when set', async () => {
    const proxied = await call('/metrics', { headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(proxied.status, 'through a proxy, loopback no longer counts').to.equal(403);
    expect(proxied.body).to.deep.equal({
      statusCode: 403,
      message: 'Metrics are served to loopback callers only (set METRICS_TOKEN to allow others)',
    });

    const token = 'a-metrics-token-of-some-length';
    expect(scrapeAllowed('127.0.0.1', {}, undefined)).to.equal(true);
    expect(scrapeAllowed('::ffff:127.0.0.1', {}, undefined)).to.equal(true);
    expect(scrapeAllowed('::1', {}, token)).to.equal(true);
    expect(scrapeAllowed('10.0.0.7', {}, undefined)).to.equal(false);
    expect(scrapeAllowed('10.0.0.7', {}, token)).to.equal(false);
    expect(scrapeAllowed('10.0.0.7', { authorization: `Bearer ${token}x` }, token)).to.equal(false);
    expect(scrapeAllowed('10.0.0.7', { authorization: `Bearer ${token}` }, token)).to.equal(true);
    expect(scrapeAllowed('10.0.0.7', { authorization: `Bearer ${token}` }, undefined)).to.equal(false);
    expect(scrapeAllowed('127.0.0.1', { forwarded: 'for=203.0.113.9' }, undefined)).to.equal(false);
  });

  it('the worker entry point serves its metrics and the SDK metrics on WORKER_METRICS_PORT', async () => {
    const port = await freePort();
    const worker = startEntryPoint('@irs/worker/main', {
      ...serviceEnv(),
      WORKER_METRICS_PORT: String(port),
      LOG_LEVEL: 'info',
    });
    try {
      const url = `http://127.0.0.1:${port}/metrics`;
      await waitFor200(url, 30_000, worker.output);
      let text = '';
      let samples: Sample[] = [];
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        text = await (await fetch(url)).text();
        samples = parse(text);
        if (sum(samples, 'temporal_worker_start') > 0) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(sum(samples, 'temporal_worker_start'), worker.output()).to.be.greaterThan(0);
      expect(sum(samples, 'process_resident_memory_bytes')).to.be.greaterThan(0);
      expect(text, 'the scoring histogram is defined where scoring runs').to.include(
        '# TYPE assessment_scoring_duration_seconds histogram',
      );
      const html = await fetch(`http://127.0.0.1:${port}/`);
      expect(html.status).to.equal(404);
      // Stopped once fully started: a SIGTERM while the entry point still starts is caught by the Temporal runtime's
      // own signal handling and does not end the process.
      const started = Date.now();
      while (!worker.output().includes('worker polling') && Date.now() - started < 30_000)
        await new Promise((r) => setTimeout(r, 100));
    } finally {
      await stopProcess(worker.child);
    }
  });

  it('the monitoring routes: platform admins 200, tenant admins 403, no credentials 401 (legacy error shape)', async () => {
    const platform = bearer(await platformAdmin());
    const tenant = bearer(await tenantAdmin());
    for (const path of MONITORING) {
      expect((await call(path, { headers: platform })).status, path).to.equal(200);
      const refused = await call(path, { headers: tenant });
      expect(refused.status, path).to.equal(403);
      expect(refused.body).to.include({ statusCode: 403, error: 'Forbidden' });
      const anonymous = await call(path);
      expect(anonymous.status, path).to.equal(401);
      expect(anonymous.body).to.have.all.keys('statusCode', 'message', 'error', 'details');
    }
  });

  it('system: process, event loop, database pool and Temporal', async () => {
    const res = await call(MONITORING[0]!, { headers: bearer(w.platformAdmin) });
    expect(res.status).to.equal(200);
    expect(res.body).to.have.all.keys(
      'uptime_seconds',
      'node_version',
      'pid',
      'memory_mb',
      'event_loop',
      'database',
      'temporal',
    );
    expect(res.body.memory_mb).to.have.all.keys('rss', 'heap_used', 'heap_total', 'external');
    expect(res.body.memory_mb.rss).to.be.greaterThan(0);
    expect(res.body.event_loop).to.have.all.keys('mean_ms', 'p99_ms', 'max_ms', 'window_seconds');
    expect(res.body.database.reachable).to.equal(true);
    expect(res.body.database.pool).to.have.all.keys('total', 'idle', 'waiting', 'max');
    expect(res.body.database.pool.total).to.be.greaterThan(0);
    expect(res.body.temporal).to.include({ reachable: true, namespace: stack().config.TEMPORAL_NAMESPACE });
  });

  it('agents: the engines configured, turns taken, runs scored and scoring time (the caller platform only)', async () => {
    const res = await call(MONITORING[1]!, { headers: bearer(w.platformAdmin) });
    expect(res.status).to.equal(200);
    expect(res.body.interviewer).to.deep.include({ implementation: 'deterministic', model: null, interviews: 1 });
    expect(res.body.interviewer.turns_taken).to.be.greaterThan(1);
    expect(res.body.scorer).to.include({ implementation: 'deterministic', runs_scored: 1 });
    expect(res.body.scorer.average_scoring_ms).to.be.a('number').and.greaterThan(0);
    expect(res.body.scorer.scored_in_process).to.be.greaterThan(0);
    expect(res.body.scorer.average_assessment_wait_ms).to.be.a('number').and.greaterThan(0);
    const all = await call(MONITORING[1]!, { headers: bearer(await superAdmin()) });
    expect(all.body.scorer.runs_scored).to.be.at.least(1);
    expect(all.body.interviewer.turns_taken).to.be.at.least(res.body.interviewer.turns_taken);
  });

  it('workflows: runs by state, awaiting human, open webhook deliveries', async () => {
    const res = await call(MONITORING[2]!, { headers: bearer(w.platformAdmin) });
    expect(res.status).to.equal(200);
    expect(res.body).to.have.all.keys(
      'runs_by_state',
      'total_runs',
      'active_runs',
      'awaiting_human',
      'webhook_deliveries',
    );
    expect(Object.keys(res.body.runs_by_state)).to.have.members([...RUN_STATES]);
    expect(res.body.runs_by_state.ASSESSMENT_READY).to.equal(1);
    expect(res.body).to.include({ total_runs: 1, active_runs: 1, awaiting_human: 1 });
    expect(res.body.webhook_deliveries).to.have.all.keys('open', 'succeeded', 'failed', 'skipped');
    expect(res.body.webhook_deliveries.succeeded).to.be.greaterThan(0);
  });

  it("dashboard: interviews per state for each tenant of the caller's platform; super admins see all", async () => {
    const mine = await call(MONITORING[3]!, { headers: bearer(w.platformAdmin) });
    expect(mine.status).to.equal(200);
    expect(mine.body.total).to.equal(1);
    const ids = mine.body.tenants.map((t: { tenant_id: string }) => t.tenant_id);
    expect(ids).to.have.members([w.platformId, w.customerId]);
    const customer = mine.body.tenants.find((t: { tenant_id: string }) => t.tenant_id === w.customerId);
    expect(customer).to.have.all.keys('tenant_id', 'name', 'kind', 'total', 'by_state');
    expect(customer).to.deep.include({ kind: 'CUSTOMER', total: 1, by_state: { ASSESSMENT_READY: 1 } });

    const other = await call(MONITORING[3]!, { headers: bearer(await platformAdmin()) });
    expect(other.body.tenants.map((t: { tenant_id: string }) => t.tenant_id)).to.not.include(w.customerId);
    const all = await call(MONITORING[3]!, { headers: bearer(await superAdmin()) });
    expect(all.body.tenants.map((t: { tenant_id: string }) => t.tenant_id)).to.include.members([
      w.customerId,
      ...other.body.tenants.map((t: { tenant_id: string }) => t.tenant_id),
    ]);
  });
});
