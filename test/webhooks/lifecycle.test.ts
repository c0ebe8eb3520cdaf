import { expect } from 'chai';
import { call } from '../support/http.js';
import { db } from '../support/db.js';
import { createInterview, runPath, waitForState } from '../support/runs.js';
import { Receiver, newWorld, putMyConfig, verifies, type Received, type World } from './support.js';

/** Keys that must never appear in a webhook payload (docs/spec.md: coverage summary only). */
const FORBIDDEN_KEYS = /"(score|scores|hire|no_hire|hire_decision|recommendation|emotion[a-z_]*)"\s*:/i;

describe('webhooks: every event of a run lifecycle arrives signed', () => {
  let world: World;
  let receiver: Receiver;
  let secret: string;

  before(async () => {
    world = await newWorld('lifecycle');
    receiver = await Receiver.start();
    secret = (await putMyConfig(world.customerKey, { callback_url: receiver.url() })).secret;
  });
  after(() => receiver.close());

  const headers = () => world.customerKey;

  /** Every recorded event of the run, in order, and the deliveries that arrived for it. */
  async function eventsOf(runId: string) {
    return (await (
      await db()
    ).query(`SELECT event_id, event, envelope FROM run_events WHERE run_id = $1 ORDER BY sequence`, [runId])) as {
      event_id: string;
      event: string;
      envelope: Record<string, unknown>;
    }[];
  }

  async function expectAllDelivered(runId: string, expected: string[]): Promise<void> {
    const events = await eventsOf(runId);
    expect(events.map((e) => e.event)).to.deep.equal(expected);
    const forRun = (rs: Received[]) => rs.filter((r) => r.json?.run_id === runId);
    await receiver.waitFor(
      (rs) => forRun(rs).length >= expected.length,
      20_000,
      `${expected.length} events of ${runId}`,
    );
    const got = forRun(receiver.received);
    expect(got.map((r) => r.json.event)).to.have.members(expected);
    for (const e of events) {
      const r = got.find((x) => x.headers['webhook-id'] === e.event_id);
      expect(r, `delivery of ${e.event}`).to.exist;
      expect(verifies(r!, secret), `${e.event} verifies with standardwebhooks`).to.equal(true);
      expect(r!.headers['x-webhook-signature']).to.equal(r!.headers['webhook-signature']);
      expect(r!.headers['content-type']).to.equal('application/json');
      const { sequence: _s, ...envelope } = e.envelope;
      expect(r!.json).to.deep.equal(envelope);
      expect(r!.json).to.have.all.keys(
        'event_id',
        'event',
        'run_id',
        'interview_id',
        'tenant_id',
        'state',
        'timestamp',
        'data',
      );
      expect(r!.body).not.to.match(FORBIDDEN_KEYS);
    }
  }

  it('create -> INFO_NEEDED -> info -> PENDING -> revise -> PENDING -> approve', async () => {
    const created = await createInterview({ skills: [], qualifications: [] }, headers());
    expect(created.body.state).to.equal('INFO_NEEDED');
    const runId = created.body.run_id;
    const info = await call(runPath(runId, '/info'), {
      method: 'PATCH',
      headers: headers(),
      body: { fields: { skills: 'Rust, Go' } },
    });
    expect(info.status, JSON.stringify(info.body)).to.equal(200);
    await waitForState(runId, 'PENDING', headers());
    await call(runPath(runId, '/plan/revise'), {
      method: 'PATCH',
      headers: headers(),
      body: { comments: 'Add Terraform' },
    });
    await waitForState(runId, 'PENDING', headers());
    const approved = await call(runPath(runId, '/plan/approve'), { headers: headers(), body: {} });
    expect(approved.body.state).to.equal('APPROVED');

    await expectAllDelivered(runId, [
      'interview.info_needed',
      'interview.info_completed',
      'interview.plan_generated',
      'interview.modification_requested',
      'interview.plan_generated',
      'interview.approved',
    ]);
    const byEvent = (name: string) =>
      receiver.received.filter((r) => r.json?.run_id === runId && r.json.event === name);
    const needed = byEvent('interview.info_needed')[0]!.json;
    expect(needed.state).to.equal('INFO_NEEDED');
    expect(needed.data.missing_fields.map((m: { field: string }) => m.field)).to.include('skills');
    for (const m of needed.data.missing_fields) expect(m).to.have.all.keys('field', 'severity', 'reason', 'question');
    const plan = byEvent('interview.plan_generated')[0]!.json;
    expect(plan.state).to.equal('PENDING');
    expect(plan.data).to.have.all.keys('plan_id', 'message');
    const approvedEvent = byEvent('interview.approved')[0]!.json;
    expect(approvedEvent.data).to.have.all.keys('approved', 'interview_link', 'inmail_draft');
    expect(approvedEvent.data.approved).to.equal(true);
    expect(approvedEvent.tenant_id).to.equal(world.customerId);
  });

  it('reject path: plan_generated, rejected', async () => {
    const created = await createInterview({}, headers());
    const runId = created.body.run_id;
    await waitForState(runId, 'PENDING', headers());
    const rejected = await call(runPath(runId, '/plan/reject'), { headers: headers(), body: { reason: 'no' } });
    expect(rejected.body.state).to.equal('REJECTED');
    await expectAllDelivered(runId, ['interview.plan_generated', 'interview.rejected']);
  });

  it('cancel paths: from PENDING and from INFO_NEEDED', async () => {
    const pending = (await createInterview({}, headers())).body.run_id;
    await waitForState(pending, 'PENDING', headers());
    expect((await call(runPath(pending), { method: 'DELETE', headers: headers() })).body.state).to.equal('CANCELLED');
    await expectAllDelivered(pending, ['interview.plan_generated', 'interview.cancelled']);

    const waiting = (await createInterview({ skills: [], qualifications: [] }, headers())).body.run_id;
    // The run records its info_needed event just after the create answers: cancel once it is out.
    await receiver.waitFor((rs) => rs.some((r) => r.json?.run_id === waiting), 20_000, 'info_needed');
    expect((await call(runPath(waiting), { method: 'DELETE', headers: headers() })).body.state).to.equal('CANCELLED');
    await expectAllDelivered(waiting, ['interview.info_needed', 'interview.cancelled']);
  });

  it('the delivery log shows each event succeeded at its first attempt', async () => {
    // A delivery is recorded as succeeded once the receiver's answer is back, a moment after the receiver saw it.
    const succeeded = () => call('/api/v2/webhook-deliveries?status=succeeded&limit=500', { headers: headers() });
    let logRes = await succeeded();
    for (const deadline = Date.now() + 20_000; logRes.body.length < 12 && Date.now() < deadline;)
      logRes = await new Promise((r) => setTimeout(r, 200)).then(succeeded);
    expect(logRes.status).to.equal(200);
    expect(logRes.body).to.have.length(12); // 6 + 2 + 2 + 2 events
    expect(receiver.received, 'each event arrived exactly once').to.have.length(12);
    for (const d of logRes.body) {
      expect(d).to.include({ status: 'succeeded', source: 'tenant', tenant_id: world.customerId, attempt_count: 1 });
      expect(d.attempts).to.have.length(1);
      expect(d.attempts[0]).to.include({ attempt: 1, success: true, status_code: 200, trigger: 'schedule' });
      expect(d.attempts[0].duration_ms).to.be.a('number');
      expect(d.attempts[0].response_excerpt).to.equal('ok');
    }
  });
});
