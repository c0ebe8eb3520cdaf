import { expect } from 'chai';
import { call } from '../support/http.js';
import { auditRows } from '../support/db.js';
import { bearer } from '../support/identity.js';
import { createInterview, runPath, waitForState } from '../support/runs.js';
import { Receiver, newWorld, putMyConfig, verifies, waitForDeliveries, type Received, type World } from './support.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const forRun = (runId: string) => (rs: Received[]) => rs.filter((r) => r.json?.run_id === runId);

describe('webhook delivery: destination, subscription, pause, rotation', () => {
  let w: World;
  let receiver: Receiver;
  before(async () => {
    w = await newWorld('delivery');
    receiver = await Receiver.start();
  });
  after(() => receiver.close());

  const platformConfig = (body: Record<string, unknown>) =>
    call('/api/v1/platform-admin/webhook-config', { method: 'PUT', headers: bearer(w.platformAdmin), body });

  it('precedence: the run callback_url, else the tenant config, else the platform config', async () => {
    const platform = await platformConfig({ callbackUrl: receiver.url('/platform') });
    expect(platform.status, JSON.stringify(platform.body)).to.equal(201);
    const platformSecret: string = platform.body.secret;

    // Only the platform config: events go there, signed with its secret.
    const a = (await createInterview({}, w.customerKey)).body.run_id;
    await receiver.waitFor((rs) => forRun(a)(rs).length >= 1);
    const atPlatform = forRun(a)(receiver.received)[0]!;
    expect(atPlatform.path).to.equal('/platform');
    expect(verifies(atPlatform, platformSecret)).to.equal(true);

    // A tenant config wins over the platform one.
    const tenantSecret = (await putMyConfig(w.customerKey, { callback_url: receiver.url('/tenant') })).secret;
    const b = (await createInterview({}, w.customerKey)).body.run_id;
    await receiver.waitFor((rs) => forRun(b)(rs).length >= 1);
    const atTenant = forRun(b)(receiver.received)[0]!;
    expect(atTenant.path).to.equal('/tenant');
    expect(verifies(atTenant, tenantSecret)).to.equal(true);
    expect(verifies(atTenant, platformSecret)).to.equal(false);

    // The run's own callback_url wins over both; the tenant config signs it.
    const c = (await createInterview({ callback_url: receiver.url('/run') }, w.customerKey)).body.run_id;
    await receiver.waitFor((rs) => forRun(c)(rs).length >= 1);
    const atRun = forRun(c)(receiver.received)[0]!;
    expect(atRun.path).to.equal('/run');
    expect(verifies(atRun, tenantSecret)).to.equal(true);

    const log = await waitForDeliveries(w.customerKey, `?run_id=${c}`, (d) => d[0]?.status === 'succeeded');
    expect(log[0]).to.include({ source: 'run', callback_url: receiver.url('/run') });
    const logA = await waitForDeliveries(w.customerKey, `?run_id=${a}`, (d) => d[0]?.status === 'succeeded');
    expect(logA[0]).to.include({ source: 'platform' });
    const test = await call(`/api/v1/platform-admin/tenants/${w.customerId}/webhook-test`, {
      headers: bearer(w.platformAdmin),
      body: {},
    });
    expect(test.status, JSON.stringify(test.body)).to.equal(200);
    expect(test.body).to.include({
      source: 'tenant',
      event: 'interview.plan_generated',
      delivered: true,
      statusCode: 200,
    });

    // Without a tenant config, the test goes to the platform.
    await call('/api/v2/me/webhook-config', { method: 'DELETE', headers: w.customerKey });
    const test2 = await call(`/api/v1/platform-admin/tenants/${w.customerId}/webhook-test`, {
      headers: bearer(w.platformAdmin),
      body: { event: 'interview.plan_generated' },
    });
    expect(test2.body).to.include({ source: 'platform', delivered: true, callbackUrl: receiver.url('/platform') });
    const synthetic = receiver.received.find((r) => r.headers['webhook-id'] === test2.body.eventId)!;
    expect(verifies(synthetic, platformSecret)).to.equal(true);
    expect(synthetic.json).to.include({ event: 'interview.plan_generated', state: 'PENDING', tenant_id: w.customerId });
    expect(synthetic.json.data).to.have.all.keys('plan_id', 'message');
    expect((await auditRows(test2.headers.get('x-request-id')))[0]).to.include({
      action: 'webhook.test',
      target_tenant_id: w.customerId,
    });
    await call('/api/v1/platform-admin/webhook-config', { method: 'DELETE', headers: bearer(w.platformAdmin) });
    const none = await call(`/api/v1/platform-admin/tenants/${w.customerId}/webhook-test`, {
      headers: bearer(w.platformAdmin),
      body: {},
    });
    expect(none.status).to.equal(404);
  });

  it('subscription: only the subscribed events are sent; empty means all', async () => {
    await putMyConfig(w.customerKey, { callback_url: receiver.url('/sub'), events: ['interview.approved'] });
    const runId = (await createInterview({}, w.customerKey)).body.run_id;
    await waitForState(runId, 'PENDING', w.customerKey);
    await call(runPath(runId, '/plan/approve'), { headers: w.customerKey, body: {} });
    await receiver.waitFor((rs) => forRun(runId)(rs).length >= 1);
    await sleep(1000);
    expect(forRun(runId)(receiver.received).map((r) => r.json.event)).to.deep.equal(['interview.approved']);
    const skipped = await deliveriesOf(runId, 'skipped');
    expect(skipped.map((d) => d.event)).to.deep.equal(['interview.plan_generated']);
    expect(skipped[0].reason).to.include('does not subscribe');
    expect(skipped[0].attempts).to.deep.equal([]);

    await putMyConfig(w.customerKey, { events: [] });
    const all = (await createInterview({}, w.customerKey)).body.run_id;
    await receiver.waitFor((rs) => forRun(all)(rs).length >= 1);
    expect(forRun(all)(receiver.received)[0]!.json.event).to.equal('interview.plan_generated');
  });

  async function deliveriesOf(runId: string, status: string) {
    return waitForDeliveries(w.customerKey, `?run_id=${runId}&status=${status}`, (d) => d.length > 0);
  }

  it('pause: is_active false sends nothing while events are still recorded; resuming sends later events', async () => {
    await putMyConfig(w.customerKey, { callback_url: receiver.url('/pause'), is_active: false });
    const runId = (await createInterview({}, w.customerKey)).body.run_id;
    await waitForState(runId, 'PENDING', w.customerKey);
    const skipped = await deliveriesOf(runId, 'skipped');
    expect(skipped[0].reason).to.include('paused');
    await sleep(500);
    expect(forRun(runId)(receiver.received)).to.have.length(0);
    const status = await call(runPath(runId), { headers: w.customerKey });
    expect(status.body.state).to.equal('PENDING');

    await putMyConfig(w.customerKey, { is_active: true });
    await call(runPath(runId, '/plan/approve'), { headers: w.customerKey, body: {} });
    await receiver.waitFor((rs) => forRun(runId)(rs).length >= 1);
    expect(forRun(runId)(receiver.received).map((r) => r.json.event)).to.deep.equal(['interview.approved']);

    // A paused event can be redelivered once the webhook is active again.
    const retried = await call(`/api/v2/webhook-deliveries/${skipped[0].id}/retry`, {
      method: 'POST',
      headers: w.customerKey,
    });
    expect(retried.status).to.equal(202);
    await receiver.waitFor((rs) => forRun(runId)(rs).length >= 2);
    expect(forRun(runId)(receiver.received)[1]!.headers['webhook-id']).to.equal(skipped[0].event_id);
  });

  it('secret rotation: the next delivery is signed with the new secret only', async () => {
    const before = 'secret-before-rotation-with-enough-characters';
    await putMyConfig(w.customerKey, { callback_url: receiver.url('/rotate'), is_active: true, secret: before });
    const first = (await createInterview({}, w.customerKey)).body.run_id;
    await receiver.waitFor((rs) => forRun(first)(rs).length >= 1);
    expect(verifies(forRun(first)(receiver.received)[0]!, before)).to.equal(true);

    const fresh = `whsec_${Buffer.from('a brand new key of 32 bytes!!!!!').toString('base64')}`;
    const rotated = await putMyConfig(w.customerKey, { secret: fresh });
    expect(rotated.secret).to.equal(fresh);
    const second = (await createInterview({}, w.customerKey)).body.run_id;
    await receiver.waitFor((rs) => forRun(second)(rs).length >= 1);
    const delivered = forRun(second)(receiver.received)[0]!;
    expect(verifies(delivered, fresh)).to.equal(true);
    expect(verifies(delivered, before), 'the old secret stops verifying at once').to.equal(false);
  });
});

describe('webhook delivery: retries, log and replay', () => {
  let w: World;
  let receiver: Receiver;
  let secret: string;
  before(async () => {
    w = await newWorld('retries');
    receiver = await Receiver.start();
    secret = (await putMyConfig(w.customerKey, { callback_url: receiver.url('/flaky') })).secret;
  });
  after(() => receiver.close());

  it('a receiver failing five times then succeeding gets the event; every attempt is in the log', async () => {
    const failures = [500, 502, 503, 404, 301];
    receiver.respond = (n) =>
      n < failures.length
        ? {
            status: failures[n]!,
            body: `failure ${n + 1}`,
            headers: n === 4 ? { location: 'https://x.test/' } : ({} as Record<string, string>),
          }
        : { status: 204 };
    const runId = (await createInterview({}, w.customerKey)).body.run_id;
    await receiver.waitFor((rs) => forRun(runId)(rs).length >= 6, 30_000, 'six attempts');
    const attempts = forRun(runId)(receiver.received);
    expect(new Set(attempts.map((r) => r.headers['webhook-id'])).size, 'same webhook-id on every attempt').to.equal(1);
    for (const r of attempts) expect(verifies(r, secret)).to.equal(true);
    expect(new Set(attempts.map((r) => r.headers['webhook-signature'])).size, 'signed anew each time').to.equal(6);
    for (let i = 1; i < attempts.length; i++)
      expect(attempts[i]!.at - attempts[i - 1]!.at, 'the schedule spaces attempts').to.be.at.least(900);

    const [d] = await waitForDeliveries(w.customerKey, `?run_id=${runId}`, (ds) => ds[0]?.status === 'succeeded');
    expect(d.attempt_count).to.equal(6);
    expect(d.attempts.map((a: any) => a.status_code)).to.deep.equal([...failures, 204]);
    expect(d.attempts.map((a: any) => a.success)).to.deep.equal([false, false, false, false, false, true]);
    expect(d.attempts.map((a: any) => a.attempt)).to.deep.equal([1, 2, 3, 4, 5, 6]);
    expect(d.attempts[0]).to.include({ error: 'HTTP 500', response_excerpt: 'failure 1' });
    expect(d.attempts[4].error).to.include('redirect');
    for (const a of d.attempts) {
      expect(a.attempted_at).to.be.a('string');
      expect(a.duration_ms).to.be.a('number');
    }
    receiver.respond = () => ({ status: 200, body: 'ok' });
  });

  it('410 Gone stops retrying at once', async () => {
    receiver.respond = () => ({ status: 410, body: 'gone' });
    const runId = (await createInterview({}, w.customerKey)).body.run_id;
    const [d] = await waitForDeliveries(w.customerKey, `?run_id=${runId}`, (ds) => ds[0]?.status === 'failed');
    await sleep(2500);
    expect(forRun(runId)(receiver.received)).to.have.length(1);
    expect(d.attempts).to.have.length(1);
    expect(d.attempts[0].status_code).to.equal(410);
    receiver.respond = () => ({ status: 200, body: 'ok' });
  });

  it('429 with Retry-After is honoured', async () => {
    receiver.respond = (n, r) =>
      receiver.received.filter((x) => x.json?.run_id === r.json?.run_id).length === 1
        ? { status: 429, headers: { 'retry-after': '3' } }
        : { status: 200, body: String(n) };
    const runId = (await createInterview({}, w.customerKey)).body.run_id;
    await receiver.waitFor((rs) => forRun(runId)(rs).length >= 2, 20_000, 'the retry');
    const [first, second] = forRun(runId)(receiver.received);
    expect(second!.at - first!.at).to.be.at.least(2900);
    receiver.respond = () => ({ status: 200, body: 'ok' });
  });

  it('the log filters by run and status; retry redelivers with the same webhook-id and a new signature', async () => {
    const runId = (await createInterview({}, w.customerKey)).body.run_id;
    const [d] = await waitForDeliveries(w.customerKey, `?run_id=${runId}&status=succeeded`, (ds) => ds.length === 1);
    expect(d).to.include({ run_id: runId, event: 'interview.plan_generated', status: 'succeeded', test: false });
    expect(await waitForDeliveries(w.customerKey, `?run_id=${runId}&status=failed`, () => true)).to.deep.equal([]);
    const bad = await call('/api/v2/webhook-deliveries?status=lost', { headers: w.customerKey });
    expect(bad.status).to.equal(400);

    await sleep(1100); // a new timestamp
    const retry = await call(`/api/v2/webhook-deliveries/${d.id}/retry`, { method: 'POST', headers: w.customerKey });
    expect(retry.status).to.equal(202);
    expect(retry.body).to.include({ id: d.id, event_id: d.event_id, status: 'pending' });
    await receiver.waitFor((rs) => forRun(runId)(rs).length >= 2);
    const [original, again] = forRun(runId)(receiver.received);
    expect(again!.headers['webhook-id']).to.equal(original!.headers['webhook-id']);
    expect(again!.headers['webhook-timestamp']).not.to.equal(original!.headers['webhook-timestamp']);
    expect(again!.headers['webhook-signature']).not.to.equal(original!.headers['webhook-signature']);
    expect(again!.body).to.equal(original!.body);
    expect(verifies(again!, secret)).to.equal(true);
    const [after] = await waitForDeliveries(w.customerKey, `?run_id=${runId}`, (ds) => ds[0]?.attempt_count === 2);
    expect(after.attempts.map((a: any) => a.trigger)).to.deep.equal(['schedule', 'manual']);
    expect((await auditRows(retry.headers.get('x-request-id')))[0]).to.include({
      action: 'webhook_delivery.retry',
      target_tenant_id: w.customerId,
    });

    // Another tenant cannot see or retry it.
    const other = await newWorld('retries-other');
    expect(await waitForDeliveries(other.customerKey, `?run_id=${runId}`, () => true)).to.deep.equal([]);
    const foreign = await call(`/api/v2/webhook-deliveries/${d.id}/retry`, {
      method: 'POST',
      headers: other.customerKey,
    });
    expect(foreign.status).to.equal(404);
    expect((await call('/api/v2/webhook-deliveries')).status).to.equal(401);
  });
});
