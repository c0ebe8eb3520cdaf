import { expect } from 'chai';
import { call } from '../support/http.js';
import { db } from '../support/db.js';
import { runPath, validInterview, waitForState } from '../support/runs.js';
import { Receiver, newWorld, putMyConfig, verifies } from '../webhooks/support.js';
import { FULL, size, sleep, summary } from './support.js';

/** Failed attempts every delivery must have logged before the receiver returns: the outage spans several retries. */
const FAILED_BEFORE_RETURN = 3;

/**
 * Receiver outage: the ATS's HTTPS endpoint refuses connections while runs emit events, for longer than several
 * intervals of the test stack's shortened retry schedule (1 s apart, 8 attempts). After it returns, every event
 * arrives under its own event_id, verifies, and its delivery ends `succeeded`.
 */
describe('reliability: webhook receiver outage', function () {
  const RUNS = size(3, 20);
  this.timeout(FULL ? 180_000 : 60_000);
  let receiver: Receiver;

  before(async () => (receiver = await Receiver.start()));
  after(async () => receiver?.close());

  it(`every event emitted while the receiver is down arrives after it returns, verified, none missing`, async () => {
    const world = await newWorld('outage');
    const key = world.customerKey;
    const { secret } = await putMyConfig(key, { callback_url: receiver.url('/outage') });

    await receiver.pause();
    const downAt = Date.now();
    let fivexx = 0;
    const runIds = await Promise.all(
      Array.from({ length: RUNS }, async () => {
        const created = await call('/api/v2/integration/interviews', { headers: key, body: validInterview() });
        expect(created.status, JSON.stringify(created.body)).to.equal(201);
        const runId = created.body.run_id as string;
        await waitForState(runId, 'PENDING', key);
        const approved = await call(runPath(runId, '/plan/approve'), { headers: key, body: {} });
        if (approved.status >= 500) fivexx++;
        expect(approved.status, JSON.stringify(approved.body)).to.equal(200);
        return runId;
      }),
    );

    const ds = await db();
    const events: { event_id: string; event: string; run_id: string }[] = await ds.query(
      `SELECT event_id, event, run_id FROM run_events WHERE run_id = ANY($1)`,
      [runIds],
    );
    expect(events.map((e) => e.event).sort()).to.deep.equal(
      runIds.flatMap(() => ['interview.approved', 'interview.plan_generated']).sort(),
    );
    const ids = events.map((e) => e.event_id);
    const failedAttempts = async (): Promise<number[]> =>
      (
        await ds.query(
          `SELECT count(a.id) FILTER (WHERE NOT a.success)::int AS failed
           FROM webhook_deliveries d LEFT JOIN webhook_attempts a ON a.delivery_id = d.id
           WHERE d.event_id = ANY($1) GROUP BY d.id`,
          [ids],
        )
      ).map((r: { failed: number }) => r.failed);
    const outageDeadline = Date.now() + 30_000;
    for (;;) {
      const failed = await failedAttempts();
      if (failed.length === ids.length && Math.min(...failed) >= FAILED_BEFORE_RETURN) break;
      if (Date.now() > outageDeadline) expect.fail(`deliveries did not fail ${FAILED_BEFORE_RETURN} times: ${failed}`);
      await sleep(100);
    }
    expect(receiver.at('/outage'), 'nothing arrives while the receiver is down').to.deep.equal([]);
    await receiver.resume();
    const outageMs = Date.now() - downAt;

    const arrived = (id: string) => receiver.received.some((r) => r.headers['webhook-id'] === id);
    await receiver.waitFor(() => ids.every(arrived), 30_000, 'every event after the outage');
    const problems: string[] = [];
    for (const r of receiver.at('/outage')) {
      const id = String(r.headers['webhook-id']);
      const known = events.find((e) => e.event_id === id);
      if (!known) problems.push(`unknown event_id ${id}`);
      else if (r.json?.event !== known.event || r.json?.run_id !== known.run_id) problems.push(`${id}: ${r.body}`);
      if (!verifies(r, secret)) problems.push(`${id}: signature does not verify`);
    }
    // The log records an attempt once its answer is in, a moment after the receiver saw the request.
    const unsettled = async (): Promise<unknown[]> =>
      ds.query(`SELECT event_id, status FROM webhook_deliveries WHERE event_id = ANY($1) AND status <> 'succeeded'`, [
        ids,
      ]);
    const logDeadline = Date.now() + 10_000;
    while ((await unsettled()).length && Date.now() < logDeadline) await sleep(100);
    const failed = (await failedAttempts()).reduce((a, b) => a + b, 0);
    summary('receiver outage', {
      runs: RUNS,
      'outage ms': outageMs,
      'faults injected (refused attempts)': failed,
      'events emitted': ids.length,
      'events delivered': new Set(receiver.at('/outage').map((r) => r.headers['webhook-id'])).size,
      '5xx seen': fivexx,
    });
    expect(problems).to.deep.equal([]);
    expect(await unsettled(), 'deliveries not `succeeded`').to.deep.equal([]);
  });
});
