import { expect } from 'chai';
import { call } from '../support/http.js';
import { bearer, userWithPermissions } from '../support/identity.js';
import { createInterview } from '../support/runs.js';
import { Receiver, newWorld, verifies, waitForDeliveries, type World } from '../webhooks/support.js';

const PLATFORM_ANSWER = 'platform receiver internal answer';

describe("Finding 7: a customer must not read its platform's webhook data", () => {
  let w: World;
  let receiver: Receiver;
  let platformSecret: string;
  /** The platform admin acting for the customer tenant. */
  let platformView: Record<string, string>;

  before(async () => {
    w = await newWorld('finding-07');
    receiver = await Receiver.start();
    receiver.respond = () => ({ status: 200, body: PLATFORM_ANSWER });
    const put = await call('/api/v1/platform-admin/webhook-config', {
      method: 'PUT',
      headers: bearer(w.platformAdmin),
      body: { callbackUrl: receiver.url('/platform') },
    });
    expect(put.status, JSON.stringify(put.body)).to.equal(201);
    platformSecret = put.body.secret;
    platformView = { ...bearer(w.platformAdmin), 'x-tenant-id': w.customerId };
  });
  after(() => receiver.close());

  it("the customer's delivery log hides the platform callback_url and answers; the platform still sees them", async () => {
    const runId = (await createInterview({}, w.customerKey)).body.run_id;
    const query = `?run_id=${runId}`;
    const asPlatform = await waitForDeliveries(platformView, query, (d) => d[0]?.status === 'succeeded');
    expect(asPlatform[0]).to.include({ source: 'platform', callback_url: receiver.url('/platform') });
    expect(asPlatform[0].attempts[0]).to.include({
      callback_url: receiver.url('/platform'),
      response_excerpt: PLATFORM_ANSWER,
    });

    const customerUser = bearer((await userWithPermissions(w.platformAdmin, w.customerId, ['webhook:read'])).token);
    for (const [who, headers] of [
      ['customer API key', w.customerKey],
      ['customer user', customerUser],
    ] as const) {
      const [d] = await waitForDeliveries(headers, query, (ds) => ds[0]?.status === 'succeeded');
      expect(d, who).to.include({ source: 'platform', status: 'succeeded', callback_url: null });
      expect(d.attempts, who).to.have.length(1);
      expect(d.attempts[0], who).to.include({ callback_url: null, response_excerpt: null, status_code: 200 });
      const text = JSON.stringify(d);
      expect(text, who).not.to.include(receiver.origin);
      expect(text, who).not.to.include(PLATFORM_ANSWER);
    }
  });

  it("a run's own callback_url is never signed with the platform's secret; the platform config governs", async () => {
    const runId = (await createInterview({ callback_url: receiver.url('/run-own') }, w.customerKey)).body.run_id;
    await receiver.waitFor((rs) => rs.some((r) => r.json?.run_id === runId));
    const arrived = receiver.received.filter((r) => r.json?.run_id === runId);
    expect(arrived.map((r) => r.path)).to.deep.equal(['/platform']);
    expect(verifies(arrived[0]!, platformSecret)).to.equal(true);
    expect(receiver.at('/run-own')).to.deep.equal([]);
    const [d] = await waitForDeliveries(platformView, `?run_id=${runId}`, (ds) => ds[0]?.status === 'succeeded');
    expect(d).to.include({ source: 'platform', callback_url: receiver.url('/platform') });
  });
});
