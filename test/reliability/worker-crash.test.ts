import { expect } from 'chai';
import type { ChildProcess } from 'node:child_process';
import { call as stackCall, type CallOptions, type Reply } from '../support/http.js';
import { CONCRETE } from '../support/candidate.js';
import { db } from '../support/db.js';
import { startEntryPoint, stopProcess } from '../support/process.js';
import { runPath, validInterview } from '../support/runs.js';
import { serviceEnv, stack } from '../support/stack.js';
import { Receiver, newWorld, putMyConfig, verifies } from '../webhooks/support.js';
import { FULL, size, sleep, summary, UNLIMITED, capturedGateway, type CapturedGateway } from './support.js';

/** Every request goes through a gateway of the test's own with raised rate limits (the volume exceeds 1,000/min). */
let gw: CapturedGateway | undefined;
const call = (path: string, opts: CallOptions = {}): Promise<Reply> => stackCall(path, { origin: gw?.origin, ...opts });

/**
 * Worker crash: concurrent lifecycles while the production worker processes are killed with SIGKILL at random
 * moments and restarted. Every run ends COMPLETED; each transition is recorded once (run_events sequences strictly
 * increasing, `runs.version` = the last one, every event name once) and each event reaches the webhook receiver
 * under the event_id of its outbox row, with a valid signature.
 */
const EVENTS = [
  'interview.plan_generated',
  'interview.approved',
  'interview.assessment_pending',
  'interview.assessment_ready',
  'interview.completed',
];

// Short mode (inside `npm test`): 6 lifecycles, about a minute. Every kill stalls the workflows the dead worker held
// for their sticky-queue timeout (~10 s), which is what bounds the pace.
describe('reliability: worker crash (SIGKILL) during concurrent lifecycles', function () {
  const LIFECYCLES = size(6, Number(process.env.CRASH_LIFECYCLES ?? 100));
  this.timeout(FULL ? 1_800_000 : 360_000);
  const workers: ChildProcess[] = [];
  let receiver: Receiver;

  before(async () => {
    gw = await capturedGateway(UNLIMITED, 'silent');
    receiver = await Receiver.start();
    await stack().worker.stop();
    for (let i = 0; i < 2; i++) workers.push(startEntryPoint('@irs/worker/main', serviceEnv()).child);
  });

  after(async () => {
    for (const child of workers) await stopProcess(child, 'SIGKILL');
    await stack().worker.start();
    await receiver?.close();
    await gw?.close();
    gw = undefined;
  });

  it(`lifecycles survive SIGKILLed workers: expected end states, no transition twice, nothing lost`, async () => {
    const world = await newWorld('crash');
    const key = world.customerKey;
    const { secret } = await putMyConfig(key, { callback_url: receiver.url('/crash') });
    // Verified on arrival, as a receiver does: the signed timestamp is only accepted within five minutes of it.
    const unverified: string[] = [];
    receiver.respond = (_n, r) => {
      if (!verifies(r, secret)) unverified.push(String(r.headers['webhook-id']));
      return { status: 200 };
    };

    // The chaos: every 2–6 s (full mode: 4–12 s) one worker process dies (SIGKILL) and a fresh one takes its place.
    // (Each kill costs the workflows it held their sticky-queue timeout, so kills much closer together starve every
    // run.)
    let faults = 0;
    let stopping = false;
    const chaos = (async () => {
      while (!stopping) {
        await sleep(FULL ? 4000 + Math.random() * 8000 : 2000 + Math.random() * 4000);
        if (stopping) break;
        const i = Math.floor(Math.random() * workers.length);
        await stopProcess(workers[i]!, 'SIGKILL');
        faults++;
        workers[i] = startEntryPoint('@irs/worker/main', serviceEnv()).child;
      }
    })();

    let retries = 0;
    let fivexx = 0;
    const state = async (runId: string) => (await call(runPath(runId), { headers: key })).body?.state as string;
    // With 100 lifecycles on two cores and a kill every few seconds, one step can wait minutes for its turn.
    const until = async (runId: string, wanted: string[], ms = FULL ? 900_000 : 120_000) => {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        if (wanted.includes(await state(runId))) return;
        await sleep(200);
      }
      throw new Error(`${runId} did not reach ${wanted.join('|')} (is ${await state(runId)})`);
    };
    /** An action retried while no worker answers (503); done once the run is in `after`. */
    const act = async (runId: string, suffix: string, after: string[]) => {
      for (;;) {
        const res = await call(runPath(runId, suffix), { headers: key, body: {} });
        if (res.status >= 500) fivexx++;
        if (res.status === 200 || after.includes(await state(runId))) return res;
        expect([409, 503], `${suffix}: ${res.status} ${JSON.stringify(res.body)}`).to.include(res.status);
        retries++;
        await sleep(300);
      }
    };

    const lifecycle = async (): Promise<string> => {
      let created;
      for (;;) {
        created = await call('/api/v2/integration/interviews', { headers: key, body: validInterview() });
        if (created.status < 500) break;
        fivexx++;
      }
      expect([200, 201]).to.include(created.status);
      const runId = created.body.run_id as string;
      await until(runId, ['PENDING']);
      await act(runId, '/plan/approve', ['APPROVED', 'INVITED']);
      const invite = await act(runId, '/invite', ['__never__']);
      const token = invite.body.joinLink.split('/').pop() as string;
      const verified = await call(`/api/v1/candidate-access/${token}/verify`, { body: { otp: invite.body.otp } });
      expect(verified.status, JSON.stringify(verified.body)).to.equal(200);
      const headers = { authorization: `Bearer ${verified.body.session_token}` };
      const info = await call(`/api/v1/candidate-access/${token}`);
      const consent = await call('/api/v1/candidate-session/consent', {
        headers,
        body: { accepted: true, consent_version: info.body.consent.version },
      });
      expect(consent.status, JSON.stringify(consent.body)).to.equal(200);
      for (;;) {
        const res = await call('/api/v1/candidate-session/start', { headers, body: {} });
        if (res.status === 200 || (await state(runId)) === 'IN_PROGRESS') break;
        if (res.status >= 500) fivexx++;
        retries++;
        await sleep(300);
      }
      for (let i = 0; i < 40; i++) {
        const res = await call('/api/v1/candidate-session/messages', { headers, body: { text: CONCRETE } });
        if (res.status >= 500) {
          fivexx++;
          retries++;
          await sleep(300);
          continue;
        }
        expect(res.status, JSON.stringify(res.body)).to.equal(200);
        if (res.body.done) break;
      }
      for (;;) {
        const res = await call('/api/v1/candidate-session/complete', { headers, body: {} });
        if (res.status === 200 || ['ASSESSMENT_PENDING', 'ASSESSMENT_READY'].includes(await state(runId))) break;
        if (res.status >= 500) fivexx++;
        retries++;
        await sleep(300);
      }
      await until(runId, ['ASSESSMENT_READY']);
      await act(runId, '/assessment/approve', ['COMPLETED']);
      return runId;
    };

    // Every lifecycle settles before anything is checked or torn down (no request outlives the test).
    const settled = await Promise.allSettled(Array.from({ length: LIFECYCLES }, lifecycle));
    stopping = true;
    await chaos;
    const failures = settled.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
    expect(failures, 'lifecycles that failed').to.deep.equal([]);
    const runIds = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));

    const ds = await db();
    const problems: string[] = [];
    const outbox = new Map<string, { run: string; event: string }>();
    for (const runId of runIds) {
      if ((await state(runId)) !== 'COMPLETED') problems.push(`${runId}: ${await state(runId)}`);
      const rows: { event_id: string; sequence: number; event: string }[] = await ds.query(
        `SELECT event_id, sequence, event FROM run_events WHERE run_id = $1 ORDER BY sequence`,
        [runId],
      );
      const [run] = await ds.query(`SELECT version FROM runs WHERE run_id = $1`, [runId]);
      const sequences = rows.map((r) => r.sequence);
      if (new Set(sequences).size !== sequences.length || sequences.some((s, i) => i > 0 && s <= sequences[i - 1]!))
        problems.push(`${runId}: sequences ${sequences.join(',')}`);
      if (run.version !== sequences.at(-1)) problems.push(`${runId}: version ${run.version} ≠ ${sequences.at(-1)}`);
      const events = rows.map((r) => r.event);
      if (JSON.stringify(events) !== JSON.stringify(EVENTS)) problems.push(`${runId}: events ${events.join(',')}`);
      for (const r of rows) outbox.set(r.event_id, { run: runId, event: r.event });
    }

    // Every outbox event arrives (at least once, always under its own event_id), and verifies. A delivery attempt
    // whose worker was killed mid-flight is only given up after its start-to-close timeout (2 min, the ceiling of
    // WEBHOOK_TIMEOUT_MS) and then retried: the wait allows for that.
    const arrived = (id: string) => receiver.received.some((r) => r.headers['webhook-id'] === id);
    await receiver
      .waitFor(() => [...outbox.keys()].every(arrived), FULL ? 300_000 : 180_000, 'every event of every run')
      .catch(async (error: Error) => {
        const missing = [...outbox.keys()].filter((id) => !arrived(id));
        const log = await ds.query(
          `SELECT d.event_id, d.event, d.status, d.reason, d.attempt_count,
                  (SELECT json_agg(json_build_object('n', a.attempt, 'status', a.status_code, 'error', a.error))
                   FROM webhook_attempts a WHERE a.delivery_id = d.id) AS attempts
           FROM webhook_deliveries d WHERE d.event_id = ANY($1)`,
          [missing],
        );
        throw new Error(`${error.message}; missing ${missing.length}: ${JSON.stringify(log)} ${missing.join(',')}`);
      });
    const received = receiver.at('/crash');
    for (const r of received) {
      const id = String(r.headers['webhook-id']);
      const known = outbox.get(id);
      if (!known) problems.push(`delivery with an unknown event_id ${id}`);
      else if (r.json?.event_id !== id || r.json?.event !== known.event) problems.push(`${id}: body ${r.body}`);
    }
    problems.push(...unverified.map((id) => `${id}: signature does not verify`));
    // One event_id per (run, event): a transition that happened twice would show a second id.
    const perEvent = new Map<string, Set<string>>();
    for (const r of received) {
      const k = `${r.json?.run_id}/${r.json?.event}`;
      (perEvent.get(k) ?? perEvent.set(k, new Set()).get(k)!).add(String(r.headers['webhook-id']));
    }
    for (const [k, ids] of perEvent) if (ids.size !== 1) problems.push(`${k}: ${ids.size} event ids`);

    summary('worker crash', {
      runs: runIds.length,
      'faults injected': faults,
      'action retries': retries,
      'events recorded': outbox.size,
      'events delivered': new Set(received.map((r) => r.headers['webhook-id'])).size,
      deliveries: received.length,
      '5xx seen (503 while no worker answered)': fivexx,
    });
    expect(faults, 'workers were killed').to.be.greaterThan(0);
    expect(problems, problems.join('\n')).to.deep.equal([]);
  });
});
