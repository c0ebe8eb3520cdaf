import { expect } from 'chai';
import type { ChildProcess } from 'node:child_process';
import { call } from '../support/http.js';
import { CONCRETE, answerAll, startedInterview } from '../support/candidate.js';
import { freePort } from '../support/ports.js';
import { startEntryPoint, stopProcess, waitFor200 } from '../support/process.js';
import { customerKey, runPath, validInterview, waitForState } from '../support/runs.js';
import { serviceEnv, stack } from '../support/stack.js';

/**
 * Two gateway processes and two worker processes (the production entry points) against one Temporal and one
 * PostgreSQL, with the test stack's own worker stopped: whole lifecycles go through both gateways, and idempotency
 * holds across them. (The shared rate limit across two gateways is shown by test/identity/rate-limit.test.ts.)
 */
describe('scale-out: two gateways, two workers', function () {
  this.timeout(180_000);
  const processes: ChildProcess[] = [];
  const gateways: string[] = [];

  before(async () => {
    const env = serviceEnv();
    await stack().worker.stop();
    for (let i = 0; i < 2; i++) processes.push(startEntryPoint('@irs/worker/main', env).child);
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const gateway = startEntryPoint('@irs/gateway/main', { ...env, PORT: String(port) });
      processes.push(gateway.child);
      gateways.push(`http://127.0.0.1:${port}`);
      await waitFor200(`http://127.0.0.1:${port}/api/v1/health/ready`, 30_000, gateway.output);
    }
  });

  after(async () => {
    for (const child of processes) await stopProcess(child);
    await stack().worker.start();
  });

  it('lifecycles complete with every step alternating between the gateways', async () => {
    const h = customerKey();
    const run = async (n: number) => {
      const [a, b] = n % 2 ? [gateways[0]!, gateways[1]!] : [gateways[1]!, gateways[0]!];
      const created = await call('/api/v2/integration/interviews', { origin: a, headers: h, body: validInterview() });
      expect(created.status).to.equal(201);
      const runId = created.body.run_id as string;
      await waitForState(runId, 'PENDING');
      expect((await call(runPath(runId, '/plan/approve'), { origin: b, headers: h, body: {} })).body.state).to.equal(
        'APPROVED',
      );
      const invite = await call(runPath(runId, '/invite'), { origin: a, headers: h, body: {} });
      const { headers } = await startedInterview({
        runId,
        token: invite.body.joinLink.split('/').pop(),
        otp: invite.body.otp,
      });
      await answerAll(headers, CONCRETE);
      expect((await call('/api/v1/candidate-session/complete', { origin: b, headers, body: {} })).body.state).to.equal(
        'ASSESSMENT_PENDING',
      );
      await waitForState(runId, 'ASSESSMENT_READY');
      const approved = await call(runPath(runId, '/assessment/approve'), { origin: b, headers: h, body: {} });
      expect(approved.body.state).to.equal('COMPLETED');
      return runId;
    };
    const done = await Promise.all([1, 2, 3, 4].map(run));
    expect(new Set(done).size).to.equal(4);
  });

  it('a repeated external_id sent to both gateways at once yields one run', async () => {
    const body = validInterview();
    const replies = await Promise.all(
      gateways.flatMap((origin) =>
        [1, 2].map(() => call('/api/v2/integration/interviews', { origin, headers: customerKey(), body })),
      ),
    );
    expect(new Set(replies.map((r) => r.body.run_id)).size).to.equal(1);
    expect(replies.filter((r) => r.status === 201)).to.have.length(1);
    expect(replies.filter((r) => r.status === 200)).to.have.length(3);
  });
});
