import { expect } from 'chai';
import { call } from '../support/http.js';
import { createInterview } from '../support/runs.js';
import { Receiver, newWorld, putMyConfig, waitForDeliveries, type World } from '../webhooks/support.js';

const PLATFORM_PATH = '/PLATFORM-PRIVATE-RECEIVER?token=platform-receiver-token';
const PLATFORM_ANSWER = 'platform receiver internal answer';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Nothing of the platform's receiver (address, path, token, answers) is in what the customer was shown. */
function expectNothingOfThePlatform(receiver: Receiver, shown: unknown, who: string): void {
  const text = JSON.stringify(shown);
  expect(text, who).not.to.include('PLATFORM-PRIVATE-RECEIVER');
  expect(text, who).not.to.include('platform-receiver-token');
  expect(text, who).not.to.include(PLATFORM_ANSWER);
  expect(text, who).not.to.include(`${receiver.origin}/PLATFORM`);
}

describe("Review 2, finding 1: a customer's retry or own config never reveals its platform's delivery data", () => {
  let w: World;
  let receiver: Receiver;
  /** The platform admin acting for the customer tenant. */
  let platformView: Record<string, string>;

  before(async () => {
    w = await newWorld('review-2-finding-1');
    receiver = await Receiver.start();
    receiver.respond = (_n, r) => ({ status: 200, body: r.path.startsWith('/PLATFORM') ? PLATFORM_ANSWER : 'ok' });
    const put = await call('/api/v1/platform-admin/webhook-config', {
      method: 'PUT',
      headers: { authorization: `Bearer ${w.platformAdmin}` },
      body: { callbackUrl: receiver.url(PLATFORM_PATH) },
    });
    expect(put.status, JSON.stringify(put.body)).to.equal(201);
    platformView = { authorization: `Bearer ${w.platformAdmin}`, 'x-tenant-id': w.customerId };
  });
  after(() => receiver.close());

  it('the exploit: the customer saves its own config and retries a platform delivery; refused, and nothing leaks', async () => {
    const runId = (await createInterview({}, w.customerKey)).body.run_id;
    const query = `?run_id=${runId}`;
    const [before] = await waitForDeliveries(w.customerKey, query, (ds) => ds[0]?.status === 'succeeded');
    expect(before).to.include({ source: 'platform', callback_url: null });

    await putMyConfig(w.customerKey, { callback_url: receiver.url('/customer') });
    const retry = await call(`/api/v2/webhook-deliveries/${before.id}/retry`, {
      method: 'POST',
      headers: w.customerKey,
    });
    // Whatever the answer, let an accepted retry run its course before reading the log (the old code accepted it).
    if (retry.status === 202)
      await waitForDeliveries(w.customerKey, query, (ds) => ds[0]?.attempt_count === 2 && ds[0]?.status !== 'pending');
    else await sleep(1500);

    const [after] = await waitForDeliveries(w.customerKey, query, (ds) => ds.length === 1);
    expectNothingOfThePlatform(receiver, after, 'the customer’s delivery log after its retry');

    expect(retry.status, JSON.stringify(retry.body)).to.equal(403);
    expect(retry.body.message).to.match(/platform/);
    expectNothingOfThePlatform(receiver, retry.body, 'the refusal');
    expect(receiver.at('/customer').filter((r) => r.json?.run_id === runId)).to.deep.equal([]);
    expect(after).to.include({ source: 'platform', attempt_count: 1, status: 'succeeded' });

    // The platform itself (its credentials acting for the customer) still sees its data and may redeliver.
    const [asPlatform] = await waitForDeliveries(platformView, query, (ds) => ds.length === 1);
    expect(asPlatform.attempts[0]).to.include({
      callback_url: receiver.url(PLATFORM_PATH),
      response_excerpt: PLATFORM_ANSWER,
    });
    const byPlatform = await call(`/api/v2/webhook-deliveries/${before.id}/retry`, {
      method: 'POST',
      headers: platformView,
    });
    expect(byPlatform.status, JSON.stringify(byPlatform.body)).to.equal(202);
    // It goes where the customer's events go now (its own config); the customer still sees nothing of the platform.
    const [redelivered] = await waitForDeliveries(
      w.customerKey,
      query,
      (ds) => ds[0]?.attempt_count === 2 && ds[0]?.status === 'succeeded',
    );
    expect(redelivered.attempts[1]).to.include({ trigger: 'manual', callback_url: receiver.url('/customer') });
    expect(redelivered.attempts[0]).to.include({ callback_url: null, response_excerpt: null });
    expectNothingOfThePlatform(receiver, redelivered, 'the customer’s log after the platform’s redelivery');
  });

  it('each attempt is hidden by the owner of its own destination, whatever the delivery became later', async () => {
    // A fresh world: this customer has no config of its own, so its events go to the platform at first.
    const v = await newWorld('review-2-finding-1-schedule');
    const view = { authorization: `Bearer ${v.platformAdmin}`, 'x-tenant-id': v.customerId };
    const put = await call('/api/v1/platform-admin/webhook-config', {
      method: 'PUT',
      headers: { authorization: `Bearer ${v.platformAdmin}` },
      body: { callbackUrl: receiver.url(`${PLATFORM_PATH}&world=2`) },
    });
    expect(put.status, JSON.stringify(put.body)).to.equal(201);
    // The platform's receiver asks for a pause; before the next scheduled attempt the customer saves its own config,
    // so that attempt goes to the customer's receiver and the delivery's latest destination is the customer's.
    receiver.respond = (_n, r) =>
      r.path.startsWith('/PLATFORM')
        ? { status: 429, headers: { 'retry-after': '4' }, body: PLATFORM_ANSWER }
        : { status: 200, body: 'customer ok' };
    const runId = (await createInterview({}, v.customerKey)).body.run_id;
    const query = `?run_id=${runId}`;
    await waitForDeliveries(view, query, (ds) => ds[0]?.attempt_count === 1);
    await putMyConfig(v.customerKey, { callback_url: receiver.url('/customer-2') });
    const [d] = await waitForDeliveries(v.customerKey, query, (ds) => ds[0]?.status === 'succeeded', 30_000);
    receiver.respond = (_n, r) => ({ status: 200, body: r.path.startsWith('/PLATFORM') ? PLATFORM_ANSWER : 'ok' });

    expect(d).to.include({ source: 'tenant', callback_url: receiver.url('/customer-2'), attempt_count: 2 });
    expect(d.attempts[0]).to.include({ callback_url: null, response_excerpt: null, status_code: 429 });
    expect(d.attempts[1]).to.include({ callback_url: receiver.url('/customer-2'), response_excerpt: 'customer ok' });
    expectNothingOfThePlatform(receiver, d, 'the customer’s log of a delivery that changed owner');

    const [asPlatform] = await waitForDeliveries(view, query, (ds) => ds.length === 1);
    expect(asPlatform.attempts[0]).to.include({
      callback_url: receiver.url(`${PLATFORM_PATH}&world=2`),
      response_excerpt: PLATFORM_ANSWER,
    });

    // Without its own config again, the customer's retry of this delivery would go to the platform: refused too.
    const removed = await call('/api/v2/me/webhook-config', { method: 'DELETE', headers: v.customerKey });
    expect(removed.status, JSON.stringify(removed.body)).to.equal(200);
    const platformHits = receiver.received.filter((r) => r.json?.run_id === runId).length;
    const retry = await call(`/api/v2/webhook-deliveries/${d.id}/retry`, { method: 'POST', headers: v.customerKey });
    expect(retry.status, JSON.stringify(retry.body)).to.equal(403);
    expectNothingOfThePlatform(receiver, retry.body, 'the refusal');
    await sleep(1500);
    expect(receiver.received.filter((r) => r.json?.run_id === runId)).to.have.length(platformHits);
  });
});
