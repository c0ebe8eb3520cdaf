/**
 * The soak (issue 39 §3): a steady mix against the running stack for a given time, with a sample every
 * `sampleSeconds`. Shared by `npm run soak` (bench/soak.ts) and its two-minute CI version (test/operations/soak.test.ts).
 *
 * The mix, open loop (arrivals do not wait for earlier ones):
 * - `lifecyclesPerMinute` whole runs: create → plan → approve → invite → interview (OTP, consent, answers, complete)
 *   → assessment → approve; each step's request is timed under its own kind;
 * - `statusPerSecond` status reads of a run of the soak;
 * - `tokensPerSecond` client_credentials tokens (POST /api/v2/oauth/token);
 * - the webhook deliveries those runs cause, to a local HTTPS receiver that counts them.
 *
 * Nothing lost: after the load stops, every run the service accepted must still be there, each one the load took to
 * the end COMPLETED, and every delivery the service logged for the soak's tenant, including the four each completed
 * run owes, must have reached the receiver (by `webhook-id`). A request that fails is an error, counted apart.
 */
import { performance } from 'node:perf_hooks';
import type { Client } from '@temporalio/client';
import { answerAll, relevantAnswers, startedInterview } from '../test/support/candidate.js';
import { db } from '../test/support/db.js';
import { call, type Reply } from '../test/support/http.js';
import { createInterview, runPath, waitForState } from '../test/support/runs.js';
import { stack } from '../test/support/stack.js';
import { registerClient } from '../test/oauth/support.js';
import { Receiver, newWorld, putMyConfig } from '../test/webhooks/support.js';
import { Sampler, type SystemSample } from './soak-sample.js';
import { latencyStats, sleep, type LatencyStats } from './support.js';

export interface SoakOptions {
  minutes: number;
  lifecyclesPerMinute: number;
  statusPerSecond: number;
  tokensPerSecond: number;
  sampleSeconds: number;
  /** How long the runs still in flight when the load stops may take to finish. */
  drainSeconds: number;
  temporal: Client;
  log: (line: string) => void;
}

/** The request kinds whose latencies are compared between the first and the last window. */
export const KINDS = [
  'create',
  'plan_approve',
  'invite',
  'candidate_answer',
  'complete',
  'assessment_approve',
  'status',
  'token',
] as const;
export type Kind = (typeof KINDS)[number];

/** The events every completed run owes its subscriber. */
const OWED = ['interview.plan_generated', 'interview.approved', 'interview.assessment_ready', 'interview.completed'];

export interface Sample extends SystemSample {
  t_s: number;
  load: { started: number; completed: number; in_flight: number; errors: number; webhooks_received: number };
  /** Latency of each kind over the sample's interval. */
  latency: Partial<Record<Kind, LatencyStats>>;
}

export interface SoakOutcome {
  options: Omit<SoakOptions, 'temporal' | 'log'>;
  samples: Sample[];
  /** Every timed request: [seconds since the start, kind, ms]. */
  requests: [number, Kind, number][];
  errors: { count: number; first: string[] };
  /** `unfinished`: runs whose lifecycle stopped at an error, with the state the run was left in. */
  runs: { started: number; completed: number; lost: string[]; unfinished: string[] };
  webhooks: { logged: number; received: number; distinct_received: number; lost: string[] };
  elapsed_s: number;
}

export async function runSoak(opts: SoakOptions): Promise<SoakOutcome> {
  const { log } = opts;
  const world = await newWorld('soak');
  const receiver = await Receiver.start();
  await putMyConfig(world.customerKey, { callback_url: receiver.url('/soak'), events: OWED });
  const oauthClient = await registerClient({ name: 'soak tokens', redirect_uris: [], scopes: ['interview:read'] });
  const basic = `Basic ${Buffer.from(`${oauthClient.client_id}:${oauthClient.client_secret}`).toString('base64')}`;
  const key = world.customerKey;

  const t0 = performance.now();
  const now = () => (performance.now() - t0) / 1000;
  const requests: SoakOutcome['requests'] = [];
  const errors: SoakOutcome['errors'] = { count: 0, first: [] };
  const started: string[] = [];
  const completed: string[] = [];
  let finishedSinceSample: string[] = [];
  const inFlight = new Set<Promise<void>>();

  const fail = (what: string, error: unknown) => {
    errors.count++;
    if (errors.first.length < 10) errors.first.push(`${what} at ${now().toFixed(0)} s: ${String(error)}`);
    log(`ERROR ${what}: ${String(error)}`);
  };
  /** One timed request; a status other than `ok` is an error. */
  async function timed(kind: Kind, ok: number, send: () => Promise<Reply>): Promise<Reply> {
    const sent = performance.now();
    const res = await send();
    requests.push([now(), kind, performance.now() - sent]);
    if (res.status !== ok) throw new Error(`${kind}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    return res;
  }
  const track = (what: string, work: () => Promise<void>) => {
    const p = work()
      .catch((error: unknown) => fail(what, error))
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  };

  // A waiting run's status is polled by waitForState; under a loaded machine its default 20 s is short.
  const WAIT_MS = 180_000;
  async function lifecycle(): Promise<void> {
    const created = await timed('create', 201, () => createInterview({}, key));
    const runId = created.body.run_id as string;
    started.push(runId);
    await waitForState(runId, 'PENDING', key, WAIT_MS);
    await timed('plan_approve', 200, () => call(runPath(runId, '/plan/approve'), { headers: key, body: {} }));
    const invite = await timed('invite', 200, () => call(runPath(runId, '/invite'), { headers: key, body: {} }));
    const invited = { runId, token: invite.body.joinLink.split('/').pop() as string, otp: invite.body.otp as string };
    const plan = (await call(runPath(runId, '/plan'), { headers: key })).body.payload;
    const { headers } = await startedInterview(invited);
    await answerAll(headers, relevantAnswers(plan), 40, (ms) => requests.push([now(), 'candidate_answer', ms]));
    await timed('complete', 200, () => call('/api/v1/candidate-session/complete', { headers, body: {} }));
    await waitForState(runId, 'ASSESSMENT_READY', key, WAIT_MS);
    await timed('assessment_approve', 200, () =>
      call(runPath(runId, '/assessment/approve'), { headers: key, body: {} }),
    );
    completed.push(runId);
    finishedSinceSample.push(runId);
  }
  const statusRead = async () => {
    const runId = started[Math.floor(Math.random() * started.length)];
    if (runId) await timed('status', 200, () => call(runPath(runId), { headers: key }));
  };
  const tokenRequest = async () => {
    await timed('token', 200, () =>
      call('/api/v2/oauth/token', {
        headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
        raw: 'grant_type=client_credentials&scope=interview%3Aread',
      }),
    );
  };

  const ds = await db();
  const sampler = new Sampler({
    ds,
    temporal: opts.temporal,
    metricsUrl: `${stack().origin}/metrics`,
    finished: () => finishedSinceSample,
  });
  const samples: Sample[] = [];
  let sampledUpTo = 0;
  const sample = async () => {
    const system = await sampler.take();
    finishedSinceSample = [];
    const t = now();
    const window = requests.filter(([at]) => at >= sampledUpTo && at < t);
    sampledUpTo = t;
    const latency: Sample['latency'] = {};
    for (const kind of KINDS) {
      const ms = window.filter(([, k]) => k === kind).map(([, , v]) => v);
      if (ms.length) latency[kind] = latencyStats(ms);
    }
    const s: Sample = {
      t_s: Math.round(t),
      ...system,
      load: {
        started: started.length,
        completed: completed.length,
        in_flight: inFlight.size,
        errors: errors.count,
        webhooks_received: receiver.received.length,
      },
      latency,
    };
    samples.push(s);
    const node = Object.values(s.processes)[0]!;
    log(
      `${String(s.t_s).padStart(5)} s  runs ${s.load.started} started, ${s.load.completed} done, ${s.load.in_flight} in flight` +
        `  errors ${s.load.errors}  webhooks ${s.load.webhooks_received}  node ${node.memory_mb} MB (heap ${node.heap_used_mb})` +
        `  loop p99 ${s.event_loop_ms.p99} ms  pg ${s.postgres.connections} conn ${s.postgres.total_mb} MB` +
        `  cache ${s.temporal.workflow_cache}  status p99 ${s.latency.status?.p99_ms ?? '-'} ms`,
    );
  };

  const every = (perSecond: number, what: string, work: () => Promise<void>) =>
    perSecond > 0 ? setInterval(() => track(what, work), 1000 / perSecond) : undefined;
  const timers = [
    every(opts.lifecyclesPerMinute / 60, 'lifecycle', lifecycle),
    every(opts.statusPerSecond, 'status read', statusRead),
    every(opts.tokensPerSecond, 'token request', tokenRequest),
  ];
  log(
    `soak: ${opts.minutes} min, ${opts.lifecyclesPerMinute} lifecycles/min, ${opts.statusPerSecond} status reads/s, ` +
      `${opts.tokensPerSecond} tokens/s, a sample every ${opts.sampleSeconds} s`,
  );
  const end = opts.minutes * 60;
  try {
    while (now() < end) {
      await sleep(Math.min(opts.sampleSeconds, end - now()) * 1000);
      await sample();
    }
  } finally {
    for (const t of timers) clearInterval(t);
  }
  const elapsed_s = now();

  log(`load stopped; waiting up to ${opts.drainSeconds} s for ${inFlight.size} requests and runs in flight`);
  const drained = await Promise.race([
    Promise.all([...inFlight]).then(() => true),
    sleep(opts.drainSeconds * 1000).then(() => false),
  ]);
  if (!drained) log(`${inFlight.size} still in flight after ${opts.drainSeconds} s`);
  const webhooks = await settleWebhooks(receiver, world.customerId, completed, opts.drainSeconds, log);
  await receiver.close();
  sampler.stop();

  // Lost: a run the service accepted (201) and no longer has, or one the load took to the end that is not COMPLETED.
  // A lifecycle cut short by an error is that error (counted above), with the state its run was left in.
  const states = new Map(
    (
      (await ds.query(`SELECT run_id, state FROM runs WHERE run_id = ANY($1)`, [started])) as {
        run_id: string;
        state: string;
      }[]
    ).map((r) => [r.run_id, r.state]),
  );
  const done = new Set(completed);
  const lost = started.filter((id) => !states.has(id) || (done.has(id) && states.get(id) !== 'COMPLETED'));
  const unfinished = started.filter((id) => !done.has(id)).map((id) => `${id} (${states.get(id) ?? 'missing'})`);
  log(
    `done: ${started.length} runs started, ${completed.length} completed, ${lost.length} lost, ` +
      `${unfinished.length} stopped by an error${unfinished.length ? ` (${unfinished.slice(0, 3).join(', ')})` : ''}; ` +
      `${webhooks.logged} deliveries logged, ${webhooks.distinct_received} received, ${webhooks.lost.length} lost; ` +
      `${errors.count} errors`,
  );
  return {
    options: {
      minutes: opts.minutes,
      lifecyclesPerMinute: opts.lifecyclesPerMinute,
      statusPerSecond: opts.statusPerSecond,
      tokensPerSecond: opts.tokensPerSecond,
      sampleSeconds: opts.sampleSeconds,
      drainSeconds: opts.drainSeconds,
    },
    samples,
    requests,
    errors,
    runs: { started: started.length, completed: completed.length, lost, unfinished },
    webhooks,
    elapsed_s,
  };
}

/**
 * Waits until every delivery the service logged for the tenant reached the receiver, then lists what did not: logged
 * deliveries never received, and owed events never logged for a completed run (as `<run>/<event>`).
 */
async function settleWebhooks(
  receiver: Receiver,
  tenantId: string,
  completed: string[],
  seconds: number,
  log: (line: string) => void,
): Promise<SoakOutcome['webhooks']> {
  const ds = await db();
  const deadline = Date.now() + seconds * 1000;
  const missing = async () => {
    const rows = (await ds.query(
      // Events the config does not subscribe to are logged as skipped: only those may be missing at the receiver.
      `SELECT event_id, run_id, event FROM webhook_deliveries
        WHERE tenant_id = $1 AND NOT test AND NOT (status = 'skipped' AND event <> ALL($2))`,
      [tenantId, OWED],
    )) as { event_id: string; run_id: string; event: string }[];
    const got = new Set(receiver.received.map((r) => String(r.headers['webhook-id'])));
    const logged = new Set(rows.map((r) => `${r.run_id}/${r.event}`));
    const lost = [
      ...rows.filter((r) => !got.has(r.event_id)).map((r) => `${r.run_id}/${r.event} (${r.event_id})`),
      ...completed.flatMap((run) => OWED.filter((e) => !logged.has(`${run}/${e}`)).map((e) => `${run}/${e}`)),
    ];
    return { logged: rows.length, distinct: got.size, lost };
  };
  let state = await missing();
  while (state.lost.length && Date.now() < deadline) {
    await sleep(1000);
    state = await missing();
  }
  if (state.lost.length) log(`webhooks not received: ${state.lost.slice(0, 5).join(', ')}`);
  return {
    logged: state.logged,
    received: receiver.received.length,
    distinct_received: state.distinct,
    lost: state.lost,
  };
}
