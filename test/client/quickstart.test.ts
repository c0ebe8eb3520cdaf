import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { main } from '../../examples/ats-quickstart.js';
import { call } from '../support/http.js';
import { stack } from '../support/stack.js';
import { newWorld, receiverTls, waitForDeliveries, type World } from '../webhooks/support.js';

describe('client: examples/ats-quickstart.ts runs end to end against the stack', function () {
  this.timeout(180_000);
  let world: World;
  let dir: string;

  before(async () => {
    world = await newWorld('quickstart'); // a tenant of its own: the example sets, then removes, its webhook
    dir = await mkdtemp(join(tmpdir(), 'irs-quickstart-'));
    const { key, cert } = await receiverTls(); // the certificate the stack trusts (WEBHOOK_CA_FILE) for 127.0.0.2
    await writeFile(join(dir, 'key.pem'), key);
    await writeFile(join(dir, 'cert.pem'), cert);
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('creates, waits for the plan, approves, invites, verifies the webhook and reads the assessment', async () => {
    const lines: string[] = [];
    const result = await main(
      {
        IRS_BASE_URL: stack().origin,
        IRS_API_KEY: world.customerKey['x-api-key'],
        RECEIVER_TLS_KEY: join(dir, 'key.pem'),
        RECEIVER_TLS_CERT: join(dir, 'cert.pem'),
      },
      (line) => lines.push(line),
    );

    expect(lines.filter((l) => /^\d /.test(l)).map((l) => l[0])).to.deep.equal(['1', '2', '3', '4', '5', '6']);
    expect(result.created).to.deep.equal({ state: 'GENERATING_PLAN', created: true });
    expect(result.plan).to.not.be.empty;
    expect(result.approved).to.equal('APPROVED');
    expect(Date.parse(result.invitedUntil)).to.be.greaterThan(Date.now());
    expect(result.webhook).to.include({
      event: 'interview.assessment_ready',
      run_id: result.runId,
      state: 'ASSESSMENT_READY',
    });
    expect(result.webhook.tenant_id).to.equal(world.customerId);
    expect(['sufficient', 'partial', 'insufficient']).to.include(result.overallCoverage);

    // What the service itself says happened.
    const headers = world.customerKey;
    const status = await call(`/api/v2/integration/interviews/${result.runId}`, { headers });
    expect(status.body.state).to.equal('ASSESSMENT_READY');
    expect(status.body.coverage_summary.overall_coverage).to.equal(result.overallCoverage);
    if (result.webhook.event !== 'interview.assessment_ready') throw new Error('narrowed above');
    expect(result.webhook.data.overall_coverage).to.equal(result.overallCoverage);
    const [delivery] = await waitForDeliveries(headers, `?run_id=${result.runId}`, (d) =>
      d.some((x) => x.event === 'interview.assessment_ready' && x.status === 'succeeded'),
    ).then((d) => d.filter((x) => x.event === 'interview.assessment_ready'));
    expect(delivery.event_id).to.equal(result.webhook.event_id);
    expect(delivery.attempts.at(-1).status_code).to.equal(204); // the example's receiver verified the signature
    expect((await call('/api/v2/me/webhook-config', { headers })).status).to.equal(404); // removed at the end
  });
});
