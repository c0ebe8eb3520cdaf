import { expect } from 'chai';
import { verifyWebhook, WebhookVerificationError } from '@irs/client';
import { call } from '../support/http.js';
import { newWorld, putMyConfig, Receiver, type Received, type World } from '../webhooks/support.js';

describe('client: verifyWebhook on deliveries the stack signed', () => {
  let world: World;
  let receiver: Receiver;
  before(async () => {
    world = await newWorld('client webhooks');
    receiver = await Receiver.start();
  });
  after(() => receiver.close());

  /** Sets the tenant's secret and has the stack deliver one signed test event to the receiver. */
  async function delivered(secret: string): Promise<Received> {
    await putMyConfig(world.customerKey, { callback_url: receiver.url(), secret });
    const before = receiver.received.length;
    const sent = await call('/api/v2/me/webhook-config/test', { headers: world.customerKey, body: {} });
    expect(sent.body.delivered, JSON.stringify(sent.body)).to.equal(true);
    return receiver.received[before]!;
  }

  const failure = (f: () => unknown) => {
    try {
      f();
    } catch (err) {
      return err;
    }
    return null;
  };

  it('verifies a whsec_ secret, and answers the typed event', async () => {
    const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    const r = await delivered(secret);
    const event = verifyWebhook(r.body, r.headers, secret);
    expect(event).to.include({ event: 'interview.plan_generated', tenant_id: world.customerId, test: true });
    expect(event.event_id).to.equal(r.headers['webhook-id']);
    if (event.event !== 'interview.plan_generated') throw new Error('narrowed above');
    expect(event.data.plan_id).to.be.a('string');
    // The raw bytes and a fetch Headers object do as well.
    const headers = new Headers(Object.entries(r.headers).map(([k, v]) => [k, String(v)]));
    expect(verifyWebhook(Buffer.from(r.body), headers, secret)).to.deep.equal(event);
  });

  it('verifies a plain secret as its UTF-8 bytes', async () => {
    const secret = 'a-plain-secret-of-at-least-32-characters';
    const r = await delivered(secret);
    expect(verifyWebhook(r.body, r.headers, secret).event).to.equal('interview.plan_generated');
  });

  it('refuses a changed body, another secret, a missing header and an old timestamp', async () => {
    const secret = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;
    const r = await delivered(secret);
    const cases = {
      'changed body': () => verifyWebhook(r.body.replace('plan_generated', 'approved'), r.headers, secret),
      'another secret': () => verifyWebhook(r.body, r.headers, `whsec_${Buffer.alloc(32, 1).toString('base64')}`),
      'missing signature': () => verifyWebhook(r.body, { ...r.headers, 'webhook-signature': undefined }, secret),
      'old timestamp': () =>
        verifyWebhook(
          r.body,
          { ...r.headers, 'webhook-timestamp': String(Math.floor(Date.now() / 1000) - 600) },
          secret,
        ),
    };
    for (const [what, attempt] of Object.entries(cases)) {
      expect(failure(attempt), what).to.be.instanceOf(WebhookVerificationError);
    }
  });
});
