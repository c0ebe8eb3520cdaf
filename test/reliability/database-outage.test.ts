import { expect } from 'chai';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeDataDir, startEmbeddedPostgres, type BootstrapFile, type EmbeddedPostgres } from '@irs/stack';
import { call as stackCall, type CallOptions, type Reply } from '../support/http.js';
import { apiKey, bearer } from '../support/identity.js';
import { freePort } from '../support/ports.js';
import { startStackProcess, stopWithSigint } from '../support/process.js';
import { runPath, validInterview } from '../support/runs.js';
import { testEnv } from '../support/stack.js';
import { FULL, size, sleep, summary } from './support.js';

/**
 * Database outage: a whole stack (`npm start`'s entry point, as its own process) on a PostgreSQL the test controls.
 * Under a steady load (creates, status reads and plan approvals on v2, JSON-RPC status calls, legacy logins, OAuth
 * client_credentials tokens through the gateway and straight at the auth service) the database is stopped and, after
 * a while, started again. While it is down every answer is a 503 (never a 500) and readiness names the database; once
 * it is back readiness turns green, every create that was answered 201 has its run, every approval answered 200
 * holds, and every run goes on to APPROVED.
 */
describe('reliability: database outage under load', function () {
  const OUTAGE_MS = size(4_000, 15_000);
  const WRITERS = size(3, 8);
  this.timeout(FULL ? 300_000 : 120_000);
  let dir: string;
  let pgPort: number;
  let pg: EmbeddedPostgres | undefined;
  let stackProcess: ChildProcess | undefined;
  let stackOutput = () => '';
  let origin: string;
  let authOrigin: string;
  let key: Record<string, string>;
  /** HTTP Basic credentials of a confidential OAuth client of the customer tenant. */
  let basic: string;
  let creds: BootstrapFile;
  const call = (path: string, opts: CallOptions = {}): Promise<Reply> => stackCall(path, { origin, ...opts });
  const startPostgres = async () => (pg = await startEmbeddedPostgres({ dataDir: dir, port: pgPort, log: () => {} }));

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'irs-db-outage-'));
    pgPort = await freePort();
    await startPostgres();
    const env: Record<string, string> = {
      ...(await testEnv(join(dir, 'stack'))),
      DATABASE_URL: pg!.url,
      // Only unexpected errors are logged, and printed when the test fails: a 500 under load says why.
      LOG_LEVEL: 'error',
      RATE_LIMIT_V2_PER_MINUTE: '10000000',
    };
    const started = await startStackProcess(env);
    stackProcess = started.child;
    stackOutput = started.output;
    origin = `http://127.0.0.1:${env.PORT}`;
    authOrigin = `http://127.0.0.1:${env.AUTH_PORT}`;
    creds = JSON.parse(await readFile(join(dir, 'stack', 'bootstrap.json'), 'utf8')) as BootstrapFile;
    key = apiKey(creds.customer.api_key);
    const admin = await call('/api/v1/platform-admin/auth/login', {
      body: { email: creds.platform.admin_email, password: creds.platform.admin_password },
    });
    const client = await call('/api/v2/admin/oauth-clients', {
      headers: bearer(admin.body.access_token),
      body: {
        name: 'Outage partner',
        tenant_id: creds.customer.tenant_id,
        audience: 'TENANT',
        client_type: 'confidential',
        redirect_uris: ['https://partner.example/callback'],
        scopes: ['interview:read'],
      },
    });
    expect(client.status, JSON.stringify(client.body)).to.equal(201);
    basic = `Basic ${Buffer.from(`${client.body.client_id}:${client.body.client_secret}`).toString('base64')}`;
  });

  afterEach(function () {
    if (this.currentTest?.state === 'failed')
      console.error(
        stackOutput()
          .split('\n')
          .filter((l) => l.includes('"level":50'))
          .join('\n'),
      );
  });

  after(async () => {
    if (stackProcess) await stopWithSigint(stackProcess);
    await pg?.stop();
    await removeDataDir(dir);
  });

  it('answers 503 while PostgreSQL is down, readiness goes red then green, no accepted request is lost', async () => {
    let down = false;
    let stopping = false;
    const seen = { requests: 0, whileDown: 0, fivexx: 0, unavailable: 0 };
    const problems: string[] = [];
    /** One load request; its answer is checked against the database's state when it was sent. */
    const load = async (path: string, opts: CallOptions = {}): Promise<Reply> => {
      const wasDown = down;
      const res = await call(path, { headers: key, ...opts });
      seen.requests++;
      if (wasDown && down) seen.whileDown++;
      if (res.status === 503) seen.unavailable++;
      else if (res.status >= 500) {
        seen.fivexx++;
        problems.push(
          `${opts.method ?? (opts.body ? 'POST' : 'GET')} ${path}: ${res.status} ${JSON.stringify(res.body)}`,
        );
      }
      const message = res.body?.message ?? res.body?.error_description; // the API's errors, OAuth's errors
      if (res.status >= 400 && typeof message !== 'string') problems.push(`${path}: ${res.status} ${res.body}`);
      if (res.body?.error?.code === -32603 && !/database/.test(res.body.error.message))
        problems.push(`${path}: JSON-RPC ${JSON.stringify(res.body.error)}`);
      return res;
    };

    const accepted: string[] = [];
    const approved = new Set<string>();
    const writer = async () => {
      while (!stopping) {
        const created = await load('/api/v2/integration/interviews', { body: validInterview() });
        if (created.status === 201) accepted.push(created.body.run_id);
        const runId = accepted[Math.floor(Math.random() * accepted.length)] ?? 'run_none';
        if (!approved.has(runId) && (await load(runPath(runId))).body?.state === 'PENDING') {
          const res = await load(runPath(runId, '/plan/approve'), { body: {} });
          if (res.status === 200) approved.add(runId);
        }
        await load('/api/v2/a2a', {
          body: { jsonrpc: '2.0', id: 1, method: 'interview.status', params: { run_id: runId } },
        });
        await load('/api/v1/auth/login', {
          body: { email: creds.customer.admin_email, password: creds.customer.admin_password },
        });
        // Through the gateway (its rate limiter meets the outage first), and straight at the auth service.
        for (const at of [origin, authOrigin])
          await load('/api/v2/oauth/token', {
            origin: at,
            raw: 'grant_type=client_credentials&scope=interview%3Aread',
            headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
          });
        await sleep(50);
      }
    };
    const writers = Array.from({ length: WRITERS }, writer);

    const readiness = async () => call('/api/v1/health/ready');
    await sleep(2_000);
    const before = accepted.length;
    expect(before, 'runs were created before the outage').to.be.greaterThan(0);

    down = true;
    await pg!.stop();
    const red = await readiness();
    expect(red.status).to.equal(503);
    expect(red.body.message).to.match(/^Not ready: .*database/);
    await sleep(OUTAGE_MS);
    const unavailableWhileDown = seen.unavailable;
    await startPostgres();
    down = false;
    const upAt = Date.now();
    let green: Reply;
    while ((green = await readiness()).status !== 200 && Date.now() - upAt < 30_000) await sleep(100);
    expect(green.status, JSON.stringify(green.body)).to.equal(200);
    const recoveryMs = Date.now() - upAt;
    await sleep(2_000);
    stopping = true;
    await Promise.all(writers);

    // Nothing accepted is lost, and every run goes on: each reaches PENDING, then APPROVED (approved here if the load
    // did not get to it). An approval answered 200 must hold.
    const finalStates = await Promise.all(
      accepted.map(async (runId) => {
        const deadline = Date.now() + 60_000;
        while (Date.now() < deadline) {
          const res = await call(runPath(runId), { headers: key });
          if (res.status === 404) return `${runId}: accepted but missing`;
          const state = res.body?.state as string;
          if (state === 'APPROVED') return state;
          if (approved.has(runId) && state !== 'APPROVED') return `${runId}: approved with 200 but ${state}`;
          if (state === 'PENDING') await call(runPath(runId, '/plan/approve'), { headers: key, body: {} });
          await sleep(200);
        }
        return `${runId}: stuck in ${(await call(runPath(runId), { headers: key })).body?.state}`;
      }),
    );

    summary('database outage', {
      runs: accepted.length,
      'faults injected (PostgreSQL stops)': 1,
      'outage ms': OUTAGE_MS,
      'requests during outage': seen.whileDown,
      '503 while down': unavailableWhileDown,
      'readiness green after ms': recoveryMs,
      requests: seen.requests,
      '5xx seen (other than 503)': seen.fivexx,
    });
    expect(seen.whileDown, 'the API was called while the database was down').to.be.greaterThan(0);
    expect(unavailableWhileDown, 'the outage was answered with 503').to.be.greaterThan(0);
    expect(accepted.length, 'runs were created after the outage').to.be.greaterThan(before);
    expect(problems).to.deep.equal([]);
    expect(finalStates.filter((s) => s !== 'APPROVED')).to.deep.equal([]);
  });
});
