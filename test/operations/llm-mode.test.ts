/**
 * Issue 42, end to end: the production worker with INTERVIEWER=chat-completions against a local chat-completions
 * server that takes 20 s per reply. The candidate gets no 503 (the turn's wait holds the LLM deadline), a resend with
 * the same Idempotency-Key while the first is still waiting records the answer once, a refused reply is counted and
 * logged with the run, and a provider that does not answer at start-up stops the worker with the reason.
 */
import { expect } from 'chai';
import type { ChildProcess } from 'node:child_process';
import { call } from '../support/http.js';
import { CONCRETE, consentedSession, invitedRun } from '../support/candidate.js';
import { freePort } from '../support/ports.js';
import { startEntryPoint, stopProcess, waitFor200, waitForOutput } from '../support/process.js';
import { parse, sum } from '../support/prometheus.js';
import { serviceEnv, stack } from '../support/stack.js';
import { FakeProvider } from '../scoring/fake-provider.js';
import { OtlpReceiver } from '../support/otlp-receiver.js';

const SLOW_MS = 20_000;
const LLM = {
  INTERVIEWER: 'chat-completions',
  LLM_MODEL: 'local-model',
  LLM_TIMEOUT_MS: '22000',
  LLM_DEADLINE_MS: '24000',
  LOG_LEVEL: 'info', // the provider requests' own lines
};
const GREETING = 'Hello and welcome. To begin, tell me about a recent piece of work you are proud of.';
const SECOND = 'Thank you. Please tell me more about your own part.';

describe('issue 42: the LLM interviewer as operators run it (production worker, slow local provider)', function () {
  this.timeout(240_000);
  const provider = new FakeProvider();
  const otlp = new OtlpReceiver();
  let baseUrl: string;
  let worker: { child: ChildProcess; output: () => string } | undefined;
  let metricsUrl: string;

  before(async () => {
    baseUrl = await provider.start();
    await stack().worker.stop();
  });
  after(async () => {
    if (worker) await stopProcess(worker.child);
    await stack().worker.start();
    await provider.stop();
    await otlp.stop();
  });

  it('refuses to start when the provider does not answer, naming the way out; with LLM_STARTUP_CHECK=warn it starts', async () => {
    const closed = new FakeProvider();
    const deadUrl = await closed.start();
    await closed.stop();
    const refused = startEntryPoint('@irs/worker/main', {
      ...serviceEnv(),
      ...LLM,
      LLM_BASE_URL: deadUrl,
      WORKER_METRICS_PORT: '0',
    });
    const code = await new Promise((ok) => refused.child.once('exit', ok));
    expect(code).to.not.equal(0);
    expect(refused.output()).to.contain('did not answer a start-up request').and.to.contain('LLM_STARTUP_CHECK=warn');

    const warned = startEntryPoint('@irs/worker/main', {
      ...serviceEnv(),
      ...LLM,
      LLM_BASE_URL: deadUrl,
      LLM_STARTUP_CHECK: 'warn',
      WORKER_METRICS_PORT: '0',
    });
    try {
      await waitForOutput(warned.output, 'starting anyway: until it answers, the offline engines decide', 60_000);
      expect(warned.child.exitCode, 'still running').to.equal(null);
    } finally {
      await stopProcess(warned.child);
    }
  });

  it('a 20 s provider: no 503, the resend records the answer once, and a refused reply is counted and logged', async () => {
    // The start-up check, then the greeting and one turn at 20 s each, then a reply the output check refuses.
    provider.answer(
      'ready',
      { delayMs: SLOW_MS, content: GREETING },
      { delayMs: SLOW_MS, content: SECOND },
      'Great answer, very impressive! You would fit in well here.',
    );
    const port = await freePort();
    metricsUrl = `http://127.0.0.1:${port}/metrics`;
    worker = startEntryPoint('@irs/worker/main', {
      ...serviceEnv(),
      ...LLM,
      LLM_BASE_URL: baseUrl,
      WORKER_METRICS_PORT: String(port),
      OTEL_EXPORTER_OTLP_ENDPOINT: await otlp.start(),
      OTEL_BSP_SCHEDULE_DELAY: '100',
    });
    await waitFor200(metricsUrl, 60_000, worker.output);

    // No screening facts in the posting: the screening questions are asked in the offline words, not the model's.
    const invited = await invitedRun({ qualifications: ['Experience running PostgreSQL in production'] });
    const headers = await consentedSession(invited);
    const started = await call('/api/v1/candidate-session/start', {
      headers: { ...headers, 'idempotency-key': 'start-1' },
      body: {},
    });
    expect(started.status, JSON.stringify(started.body)).to.equal(200);
    expect(started.body.message.text, "the model's words, 20 s late").to.equal(GREETING);

    const turn = { headers: { ...headers, 'idempotency-key': 'answer-1' }, body: { text: CONCRETE } };
    const first = call('/api/v1/candidate-session/messages', turn);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const resent = await call('/api/v1/candidate-session/messages', turn);
    const original = await first;
    expect(original.status, JSON.stringify(original.body)).to.equal(200);
    expect(resent.status, JSON.stringify(resent.body)).to.equal(200);
    expect(original.body.reply.text).to.equal(SECOND);
    expect(resent.body).to.deep.equal(original.body);

    const praised = await call('/api/v1/candidate-session/messages', {
      headers: { ...headers, 'idempotency-key': 'answer-2' },
      body: { text: 'Then I wrote the runbook for the cut-over and trained the on-call engineers on it.' },
    });
    expect(praised.status).to.equal(200);
    expect(praised.body.reply.text).not.to.match(/impressive|fit in/i);

    const transcript = (await call('/api/v1/candidate-session', { headers })).body.transcript as { text: string }[];
    expect(
      transcript.filter((u) => u.text === CONCRETE),
      'the answer once',
    ).to.have.length(1);
    expect(provider.requests.length, 'probe, greeting, one turn (not two), the refused reply').to.equal(4);

    const samples = parse(await (await fetch(metricsUrl)).text());
    expect(sum(samples, 'llm_requests_total', { engine: 'interviewer', outcome: 'ok' })).to.equal(3);
    expect(sum(samples, 'llm_request_duration_seconds_count', { engine: 'interviewer' })).to.equal(3);
    expect(sum(samples, 'llm_fallbacks_total', { engine: 'interviewer', reason: 'rejected_reply' })).to.equal(1);
    const logged = worker
      .output()
      .split('\n')
      .filter((l) => l.includes('LLM step fell back'));
    expect(logged).to.have.length(1);
    expect(JSON.parse(logged[0]!)).to.deep.include({
      engine: 'interviewer',
      kind: 'rejected_reply',
      run_id: invited.runId,
    });
    expect(logged[0]).not.to.contain('runbook');
    // The line carries the trace of the activity it happened in, whose spans hold the provider call that was refused.
    const traceId: string = JSON.parse(logged[0]!).trace_id;
    await otlp.settled();
    const inTrace = otlp.spans.filter((s) => s.traceId === traceId);
    expect(inTrace.map((s) => s.name)).to.include('RunActivity:converse');
    const providerCall = inTrace.find((s) => s.kind === 3 && s.attributes['http.url']?.startsWith(baseUrl));
    expect(providerCall?.attributes['http.status_code'], 'the provider call, as a span of that trace').to.equal('200');
    // Every provider request is a log line of its own, in the trace of the activity that made it.
    const requests = worker
      .output()
      .split('\n')
      .filter((l) => l.includes('"LLM request"'))
      .map((l) => JSON.parse(l) as { engine: string; outcome: string; ms: number; trace_id?: string });
    expect(requests.filter((r) => r.outcome === 'ok').length, 'greeting, one turn, the refused reply').to.equal(3);
    expect(requests.map((r) => r.trace_id)).to.include(traceId);
  });
});
