import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Connection } from '@temporalio/client';
import { removeDataDir, resolveTemporalCli, type BootstrapFile } from '@irs/stack';
import { CONCRETE } from '../support/candidate.js';
import { type CallOptions, type Reply } from '../support/http.js';
import { apiKey } from '../support/identity.js';
import { freePort } from '../support/ports.js';
import { startStackProcess, stopWithSigint } from '../support/process.js';
import { runPath, validInterview } from '../support/runs.js';
import { stack, testEnv } from '../support/stack.js';
import { Receiver } from '../webhooks/support.js';
import { FULL, size, sleep, summary } from './support.js';

/** How long a client waits for any answer (above a candidate turn's 30 s wait): past it, a request "hangs". */
const CLIENT_TIMEOUT_MS = 45_000;

/** A Temporal dev server the test owns: SIGKILLed and started again on the same SQLite file and port. */
class TemporalServer {
  private child?: ChildProcess;
  constructor(
    private readonly cli: string,
    readonly port: number,
    private readonly dbFile: string,
  ) {}

  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const args = ['server', 'start-dev', '--headless', '--ip', '127.0.0.1', '--port', String(this.port)];
    args.push('--db-filename', this.dbFile, '--log-level', 'error', '--namespace', 'default');
    this.child = spawn(this.cli, args, { stdio: 'ignore' });
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        const connection = await Connection.connect({ address: this.address, connectTimeout: 1_000 });
        await connection.healthService.check({});
        await connection.close();
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await sleep(200);
      }
    }
  }

  kill(): Promise<void> {
    const child = this.child!;
    return new Promise((done) => {
      child.once('exit', () => done());
      child.kill('SIGKILL');
    });
  }
}

/**
 * Issue 39 §2: Temporal restarts under load. A whole stack (`npm start`'s entry, its own process) on a Temporal server
 * the test controls, with a webhook receiver subscribed. Under concurrent lifecycles (creates, plan approvals, whole
 * interviews, status reads, token requests) the Temporal server is SIGKILLed and started again on the same persistence.
 * While it is down every answer is a 503 with Retry-After in its door's shape (never a 500, never a hang past the
 * client's timeout); the gateway and worker reconnect by themselves; once it is back every accepted request completes,
 * and every recorded event reaches the receiver at least once, always with the same `webhook-id`.
 */
describe('reliability: Temporal restart under load', function () {
  const OUTAGE_MS = size(8_000, 20_000);
  const WRITERS = size(2, 6);
  const CANDIDATES = size(1, 3);
  this.timeout(FULL ? 600_000 : 240_000);
  let dir: string;
  let temporal: TemporalServer;
  let stackProcess: ChildProcess | undefined;
  let origin: string;
  let key: Record<string, string>;
  let creds: BootstrapFile;
  let receiver: Receiver;

  /** One call with the client's timeout: a request that gets no answer within it is recorded as hanging. */
  const call = async (path: string, opts: CallOptions = {}): Promise<Reply> => {
    const headers: Record<string, string> = { ...opts.headers };
    const body = opts.raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const res = await fetch(`${opts.origin ?? origin}${path}`, {
      method: opts.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed as any, headers: res.headers };
  };

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'irs-temporal-restart-'));
    const cli = await resolveTemporalCli(process.env.TEMPORAL_CLI_PATH, () => undefined);
    if (!cli.path) throw new Error('the Temporal CLI is not available locally');
    temporal = new TemporalServer(cli.path, await freePort(), join(dir, 'temporal.db'));
    await temporal.start();
    receiver = await Receiver.start(); // its CA is where the shared stack's WEBHOOK_CA_FILE points
    const env: Record<string, string> = {
      ...(await testEnv(join(dir, 'stack'))),
      TEMPORAL_ADDRESS: temporal.address,
      WEBHOOK_CA_FILE: stack().config.WEBHOOK_CA_FILE!,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_V2_PER_MINUTE: '10000000',
      // Shorter than the outage: an action that needs Temporal gives up within it and answers 503.
      RUN_ACTION_TIMEOUT_MS: '3000',
    };
    stackProcess = (await startStackProcess(env)).child;
    origin = `http://127.0.0.1:${env.PORT}`;
    creds = JSON.parse(await readFile(join(dir, 'stack', 'bootstrap.json'), 'utf8')) as BootstrapFile;
    key = apiKey(creds.customer.api_key);
    const config = await call('/api/v2/me/webhook-config', {
      method: 'PUT',
      headers: key,
      body: { callback_url: receiver.url() },
    });
    expect(config.status, JSON.stringify(config.body)).to.be.oneOf([200, 201]);
  });

  after(async () => {
    if (stackProcess) await stopWithSigint(stackProcess);
    await temporal?.kill().catch(() => undefined);
    await receiver?.close();
    await removeDataDir(dir);
  });

  it('answers 503 with Retry-After while Temporal is down, reconnects, and loses no request or event', async () => {
    let down = false;
    let stopping = false;
    const seen = { requests: 0, whileDown: 0, refused: 0, fivexx: 0, hung: 0 };
    const problems: string[] = [];

    /** One load request, checked: a 503 has Retry-After and its door's error shape; no other 5xx; no hang. */
    const load = async (path: string, opts: CallOptions = {}): Promise<Reply | undefined> => {
      const wasDown = down;
      let res: Reply;
      try {
        res = await call(path, { headers: key, ...opts });
      } catch (error) {
        seen.hung++;
        problems.push(`${path}: no answer within ${CLIENT_TIMEOUT_MS} ms (${(error as Error).name})`);
        return undefined;
      }
      seen.requests++;
      if (wasDown && down) seen.whileDown++;
      if (res.status === 503) {
        seen.refused++;
        if (!res.headers.get('retry-after')) problems.push(`${path}: 503 without Retry-After`);
        const legacy = path.startsWith('/api/v1/');
        const shaped =
          path === '/api/v2/a2a'
            ? res.body?.error?.message
            : legacy
              ? res.body?.error && res.body?.message
              : res.body?.message;
        if (typeof shaped !== 'string')
          problems.push(`${path}: 503 not in its door's shape: ${JSON.stringify(res.body)}`);
      } else if (res.status >= 500) {
        seen.fivexx++;
        problems.push(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
      }
      return res;
    };

    const accepted: string[] = [];
    const approved = new Set<string>();
    /** Runs whose candidate's interview was completed with a 200: they must reach ASSESSMENT_READY. */
    const completed = new Set<string>();
    const taken = new Set<string>();
    const writer = async () => {
      while (!stopping) {
        const created = await load('/api/v2/integration/interviews', { body: validInterview() });
        if (created?.status === 201) accepted.push(created.body.run_id);
        const runId = accepted[Math.floor(Math.random() * accepted.length)] ?? 'run_none';
        if (!approved.has(runId) && (await load(runPath(runId)))?.body?.state === 'PENDING') {
          const res = await load(runPath(runId, '/plan/approve'), { body: {} });
          if (res?.status === 200) approved.add(runId);
        }
        await load('/api/v2/a2a', {
          body: { jsonrpc: '2.0', id: 1, method: 'interview.status', params: { run_id: runId } },
        });
        await load('/api/v1/auth/login', {
          body: { email: creds.customer.admin_email, password: creds.customer.admin_password },
        });
        await sleep(50);
      }
    };
    /** Whole interviews, one after another: invite an approved run, verify, consent, answer until done, complete. */
    const candidate = async () => {
      // Past the restart, until a whole interview has gone through.
      while (!stopping || completed.size === 0) {
        const runId = [...approved].find((r) => !taken.has(r));
        if (!runId) {
          await sleep(200);
          continue;
        }
        taken.add(runId);
        await interview(runId);
      }
    };
    const interview = async (runId: string) => {
      const invite = await load(runPath(runId, '/invite'), { body: {} });
      if (invite?.status !== 200) return;
      const token = invite.body.joinLink.split('/').pop();
      const verified = await load(`/api/v1/candidate-access/${token}/verify`, { body: { otp: invite.body.otp } });
      if (verified?.status !== 200) return;
      const session = { authorization: `Bearer ${verified.body.session_token}` };
      const info = await load(`/api/v1/candidate-access/${token}`);
      const consent = { accepted: true, consent_version: info?.body?.consent?.version };
      const steps: [string, unknown][] = [
        ['/api/v1/candidate-session/consent', consent],
        ['/api/v1/candidate-session/start', {}],
      ];
      for (const [path, body] of steps)
        while (!stopping || down) {
          const res = await load(path, { headers: session, body });
          if (res?.status === 200 || (res && res.status < 500 && res.status !== 429)) break;
          await sleep(500);
        }
      for (let turn = 0; turn < 40; turn++) {
        const res = await load('/api/v1/candidate-session/messages', { headers: session, body: { text: CONCRETE } });
        if (res?.status === 200 && res.body.done) break;
        if (res?.status !== 200) await sleep(500);
      }
      for (;;) {
        const res = await load('/api/v1/candidate-session/complete', { headers: session, body: {} });
        if (res?.status === 200) return void completed.add(runId);
        if (res && res.status < 500) return;
        await sleep(500);
      }
    };
    const workers = [...Array.from({ length: WRITERS }, writer), ...Array.from({ length: CANDIDATES }, candidate)];

    const readiness = () => call('/api/v1/health/ready').catch(() => undefined);
    await sleep(3_000);
    const before = accepted.length;
    expect(before, 'runs were created before the outage').to.be.greaterThan(0);

    down = true;
    await temporal.kill();
    const red = await readiness();
    expect(red?.status).to.equal(503);
    await sleep(OUTAGE_MS);
    const refusedWhileDown = seen.refused;
    await temporal.start();
    down = false;
    const upAt = Date.now();
    let green: Reply | undefined;
    while ((green = await readiness())?.status !== 200 && Date.now() - upAt < 60_000) await sleep(100);
    expect(green?.status, JSON.stringify(green?.body)).to.equal(200);
    const readyMs = Date.now() - upAt;
    await sleep(3_000);
    stopping = true;
    await Promise.all(workers);

    // Every accepted run goes on (approved here if the load did not get to it); an approval answered 200 holds; an
    // interview completed with 200 reaches its assessment. An interview the candidate loop left part way (an answer
    // lost in the outage) rests where the candidate left it, or at its assessment if the lost answer was to complete.
    const finalStates = await Promise.all(
      accepted.map(async (runId) => {
        const deadline = Date.now() + 90_000;
        const goals = completed.has(runId)
          ? ['ASSESSMENT_READY']
          : taken.has(runId)
            ? ['APPROVED', 'INVITED', 'IN_PROGRESS', 'ASSESSMENT_READY']
            : ['APPROVED'];
        const goal = goals.join(' or ');
        while (Date.now() < deadline) {
          const res = await call(runPath(runId), { headers: key });
          if (res.status === 404) return `${runId}: accepted but missing`;
          const state = res.body?.state as string;
          if (goals.includes(state)) return 'ok';
          if (approved.has(runId) && ['PENDING', 'GENERATING_PLAN'].includes(state))
            return `${runId}: approved with 200 but ${state}`;
          if (state === 'PENDING') await call(runPath(runId, '/plan/approve'), { headers: key, body: {} });
          await sleep(250);
        }
        return `${runId}: stuck in ${(await call(runPath(runId), { headers: key })).body?.state}, wanted ${goal}`;
      }),
    );

    // Every recorded event reaches the receiver, once or more, always with the same webhook-id.
    const expected = (
      await Promise.all(
        accepted.map(async (runId) =>
          (
            (await call(runPath(runId, '/events'), { headers: key })).body.items as { event: string; state: string }[]
          ).map((e) => `${runId} ${e.event} ${e.state}`),
        ),
      )
    ).flat();
    const deliveredIds = () => {
      const ids = new Map<string, Set<string>>();
      for (const r of receiver.received) {
        const event = `${r.json?.run_id} ${r.json?.event} ${r.json?.state}`;
        ids.set(event, (ids.get(event) ?? new Set()).add(String(r.headers['webhook-id'])));
      }
      return ids;
    };
    const deadline = Date.now() + 90_000;
    while (expected.some((e) => !deliveredIds().has(e)) && Date.now() < deadline) await sleep(250);
    const delivered = deliveredIds();
    const undelivered = expected.filter((e) => !delivered.has(e));
    const twoIds = [...delivered].filter(([, ids]) => ids.size !== 1).map(([event]) => event);

    summary('temporal restart', {
      runs: accepted.length,
      interviews: completed.size,
      'outage ms': OUTAGE_MS,
      'ready after restart ms': readyMs,
      'requests during outage': seen.whileDown,
      'refused (503)': seen.refused,
      'refused while down': refusedWhileDown,
      requests: seen.requests,
      'events recorded': expected.length,
      'events delivered': expected.length - undelivered.length,
      'deliveries received': receiver.received.length,
      '5xx other than 503': seen.fivexx,
      hung: seen.hung,
    });
    expect(problems).to.deep.equal([]);
    expect(seen.whileDown, 'the API was called while Temporal was down').to.be.greaterThan(0);
    expect(refusedWhileDown, 'the outage was answered with 503').to.be.greaterThan(0);
    expect(accepted.length, 'runs were created after the restart').to.be.greaterThan(before);
    expect(completed.size, 'whole interviews completed').to.be.greaterThan(0);
    expect(finalStates.filter((s) => s !== 'ok')).to.deep.equal([]);
    expect(undelivered, 'every recorded event delivered').to.deep.equal([]);
    expect(twoIds, 'one webhook-id per event').to.deep.equal([]);
  });
});
