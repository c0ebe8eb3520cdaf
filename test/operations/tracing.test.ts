/**
 * Issue 39 §5 and issue 42: operators see each run end to end. `npm start`'s entry with OTEL_EXPORTER_OTLP_ENDPOINT
 * set exports to a local OTLP/HTTP receiver while one run goes from create to an approved assessment, with a webhook
 * receiver subscribed. Each request is one connected trace (gateway → authentication → Temporal client → workflow →
 * activities → webhook delivery, and the auth service behind the gateway), no span carries personal data or a
 * secret, and every request log line carries its request's trace id.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { expect } from 'chai';
import { removeDataDir, type BootstrapFile } from '@irs/stack';
import { call as callStack, type CallOptions } from '../support/http.js';
import { CONCRETE } from '../support/candidate.js';
import { OtlpReceiver, type ReceivedSpan } from '../support/otlp-receiver.js';
import { startStackProcess, stopWithSigint } from '../support/process.js';
import { stack, testEnv } from '../support/stack.js';
import { Receiver } from '../webhooks/support.js';

const NAME = 'Zebulon Quistgaard';
const EMAIL = 'zebulon.quistgaard@example.test';

describe('issue 39 §5: traces of a whole run, exported over OTLP', function () {
  this.timeout(240_000);
  const otlp = new OtlpReceiver();
  let webhooks: Receiver;
  let dataDir: string;
  let stackProcess: { child: ChildProcess; output: () => string };
  let origin: string;
  const call = (path: string, opts: CallOptions = {}) => callStack(path, { ...opts, origin });
  /** Every secret and personal value the run handled: none may appear in a span. */
  const secrets: string[] = [NAME, EMAIL, CONCRETE];

  before(async () => {
    const endpoint = await otlp.start();
    webhooks = await Receiver.start(); // writes its CA where the shared stack's WEBHOOK_CA_FILE points
    dataDir = await mkdtemp(join(tmpdir(), 'irs-tracing-'));
    const env: Record<string, string> = {
      ...(await testEnv(dataDir)),
      WEBHOOK_CA_FILE: stack().config.WEBHOOK_CA_FILE!,
      LOG_LEVEL: 'info',
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_BSP_SCHEDULE_DELAY: '100',
    };
    stackProcess = await startStackProcess(env);
    origin = `http://127.0.0.1:${env.PORT}`;
  });
  after(async () => {
    if (stackProcess) expect((await stopWithSigint(stackProcess.child)).code, stackProcess.output()).to.equal(0);
    await removeDataDir(dataDir);
    await rm(dataDir, { recursive: true, force: true });
    await webhooks?.close();
    await otlp.stop();
  });

  it('one run, create to approved assessment: each request one connected trace, no personal data, trace ids in logs', async () => {
    const creds = JSON.parse(await readFile(join(dataDir, 'bootstrap.json'), 'utf8')) as BootstrapFile;
    const key = { 'x-api-key': creds.customer.api_key };
    secrets.push(creds.customer.api_key, creds.customer.admin_password);
    const config = await call('/api/v2/me/webhook-config', {
      method: 'PUT',
      headers: key,
      body: { callback_url: webhooks.url() },
    });
    expect(config.status, JSON.stringify(config.body)).to.be.oneOf([200, 201]);

    // A recruiter signs in (through the gateway to the auth service) and approves the plan with the session.
    const login = await call('/api/v1/auth/login', {
      body: { email: creds.customer.admin_email, password: creds.customer.admin_password },
    });
    expect(login.status, JSON.stringify(login.body)).to.equal(200);
    const session = { authorization: `Bearer ${login.body.access_token}` };
    secrets.push(login.body.access_token);

    const created = await call('/api/v2/integration/interviews', {
      headers: key,
      body: {
        external_id: `trace-${Date.now()}`,
        candidate_ref: 'cand-trace',
        candidate_name: NAME,
        candidate_email: EMAIL,
        position: 'Senior Backend Engineer',
        level: 'SENIOR',
        skills: ['TypeScript', 'PostgreSQL'],
        qualifications: ['5+ years building backend services is required'],
        company_name: 'Acme Corp',
      },
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const runId: string = created.body.run_id;
    const run = (suffix = '') => `/api/v2/integration/interviews/${runId}${suffix}`;
    const waitFor = async (state: string) => {
      for (let i = 0; i < 300; i++) {
        if ((await call(run(), { headers: key })).body.state === state) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect.fail(`run did not reach ${state}`);
    };
    await waitFor('PENDING');
    expect((await call(run('/plan/approve'), { headers: session, body: {} })).status).to.equal(200);
    const invite = await call(run('/invite'), { headers: key, body: {} });
    expect(invite.status, JSON.stringify(invite.body)).to.equal(200);
    const token: string = invite.body.joinLink.split('/').pop();
    secrets.push(token, invite.body.otp);

    const verified = await call(`/api/v1/candidate-access/${token}/verify`, { body: { otp: invite.body.otp } });
    expect(verified.status).to.equal(200);
    secrets.push(verified.body.session_token);
    const candidate = { authorization: `Bearer ${verified.body.session_token}` };
    const info = await call(`/api/v1/candidate-access/${token}`);
    const consent = { accepted: true, consent_version: info.body.consent.version };
    expect((await call('/api/v1/candidate-session/consent', { headers: candidate, body: consent })).status).to.equal(
      200,
    );
    expect((await call('/api/v1/candidate-session/start', { headers: candidate, body: {} })).status).to.equal(200);
    for (let i = 0; i < 40; i++) {
      const reply = await call('/api/v1/candidate-session/messages', { headers: candidate, body: { text: CONCRETE } });
      expect(reply.status, JSON.stringify(reply.body)).to.equal(200);
      if (reply.body.done) break;
    }
    expect((await call('/api/v1/candidate-session/complete', { headers: candidate, body: {} })).status).to.equal(200);
    await waitFor('ASSESSMENT_READY');
    expect((await call(run('/assessment/approve'), { headers: key, body: {} })).status).to.equal(200);
    await waitFor('COMPLETED');

    // The workflow's own span ends with it; the webhook deliveries of the last events follow.
    const spans = await eventually(
      () => {
        const runSpan = otlp.spans.find(
          (s) => s.name === 'RunWorkflow:interviewRun' && s.attributes.workflowId === runId,
        );
        const delivered = otlp.spans.filter((s) => s.name === 'RunWorkflow:deliverWebhook');
        return runSpan && delivered.length >= 5 ? otlp.spans : undefined;
      },
      () => summary(otlp.spans),
    );
    await otlp.settled();
    const names = (traceId: string) => spans.filter((s) => s.traceId === traceId).map((s) => s.name);

    // Every trace is connected: each span's parent is in the same trace, up to one root (the request, or a schedule).
    const byTrace = groupBy(spans, (s) => s.traceId);
    for (const [traceId, inTrace] of byTrace) {
      const ids = new Set(inTrace.map((s) => s.spanId));
      const roots = inTrace.filter((s) => !s.parentSpanId || !ids.has(s.parentSpanId));
      expect(
        roots.map((s) => s.name),
        `trace ${traceId}: ${inTrace.map((s) => s.name).join(', ')}`,
      ).to.have.length(1);
    }

    // The create request's trace holds the whole workflow: its activities, and the webhook deliveries it starts.
    const createSpan = spans.find((s) => s.kind === 2 && s.name === 'POST /api/v2/integration/interviews')!;
    expect(createSpan, spans.map((s) => s.name).join(', ')).to.not.equal(undefined);
    expect(createSpan.attributes['irs.tenant_id']).to.equal(creds.customer.tenant_id);
    const created_ = names(createSpan.traceId);
    for (const name of [
      'authenticate',
      'StartWorkflow:interviewRun',
      'RunWorkflow:interviewRun',
      'RunActivity:generatePlan',
      'RunActivity:applyTransition',
      'RunActivity:scoreInterview',
      'StartChildWorkflow:deliverWebhook',
      'RunWorkflow:deliverWebhook',
    ])
      expect(created_, name).to.include(name);
    const states = spans
      .filter((s) => s.traceId === createSpan.traceId && s.attributes['irs.run.state'])
      .map((s) => s.attributes['irs.run.state']);
    expect(states).to.include.members(['PENDING', 'ASSESSMENT_READY', 'COMPLETED']);
    // The delivery's HTTP call to the receiver, in the same trace, with its URL and nothing of the body.
    const post = spans.find(
      (s) => s.traceId === createSpan.traceId && s.kind === 3 && s.attributes['http.url']?.startsWith(webhooks.origin),
    );
    expect(post, created_.join(', ')).to.not.equal(undefined);

    // A candidate's answer: the request, the workflow Update it sends, and the interviewer activity it runs.
    const message = spans.find((s) => s.kind === 2 && s.name === 'POST /api/v1/candidate-session/messages')!;
    expect(names(message.traceId)).to.include.members(['HandleUpdate:candidateMessage', 'RunActivity:converse']);

    // The sign-in: the gateway's request, its proxied call, and the auth service's own request, in one trace.
    const signIn = spans.find(
      (s) => s.kind === 2 && s.attributes['http.target'] === '/api/v1/auth/login' && s.parentSpanId,
    )!;
    expect(signIn, 'the auth service span has the gateway as parent').to.not.equal(undefined);
    expect(spans.filter((s) => s.traceId === signIn.traceId && s.kind === 2)).to.have.length(2);

    // The join token in the candidate's URLs is redacted, as in the request logs.
    const verify = spans.find((s) => s.name === 'POST /api/v1/candidate-access/:token/verify')!;
    expect(verify.attributes['http.target']).to.equal('/api/v1/candidate-access/[redacted]/verify');

    // No span carries a name, an e-mail, an answer, a key, a password, a token or an OTP, anywhere.
    for (const s of spans) {
      const carried = [s.name, ...Object.keys(s.attributes), ...Object.values(s.attributes), ...s.texts].join('\n');
      for (const secret of secrets) expect(carried, `${s.name} carries a secret`).to.not.include(secret);
      expect(s.attributes['http.target'] ?? '', s.name).to.not.include('?');
    }

    // Every request's log line carries the trace id of that request, which the receiver holds.
    const traceIds = new Set(spans.map((s) => s.traceId));
    const requestLines = stackProcess
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { req?: unknown; trace_id?: string; msg: string })
      .filter((l) => l.req);
    for (const line of requestLines) expect(traceIds.has(line.trace_id ?? ''), JSON.stringify(line)).to.equal(true);
    // …and every request the gateway served (its spans are named by route) has its line.
    const logged = new Set(requestLines.map((l) => l.trace_id));
    const served = spans.filter((s) => s.kind === 2 && s.name.includes(' '));
    expect(served.length).to.be.greaterThan(20);
    for (const s of served) expect(logged.has(s.traceId), `${s.name} has no log line`).to.equal(true);
  });
});

/** Polls `get` until it returns something, for at most 20 s; `explain` says what there was instead. */
async function eventually<T>(get: () => T | undefined, explain: () => string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = get();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not within 20 s; received:\n${explain()}`);
}

/** The spans received, a line per name with its count. */
const summary = (spans: ReceivedSpan[]) =>
  [...groupBy(spans, (s) => `${s.service} ${s.kind} ${s.name}`)].map(([k, v]) => `${v.length} × ${k}`).join('\n');

function groupBy(spans: ReceivedSpan[], key: (s: ReceivedSpan) => string): Map<string, ReceivedSpan[]> {
  const groups = new Map<string, ReceivedSpan[]>();
  for (const s of spans) groups.set(key(s), [...(groups.get(key(s)) ?? []), s]);
  return groups;
}
