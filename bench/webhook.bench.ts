/**
 * webhook: state change → receiver latency at a steady 20 events per second. A tenant of its own (its own platform)
 * subscribes to `interview.approved` with the local HTTPS receiver on 127.0.0.2 (test/webhooks/support.ts). Its runs
 * are created and brought to PENDING first; then one plan is approved every 50 ms, which records one event each.
 * Latency = arrival at the receiver − the envelope's `timestamp` (set when the transition is committed to the read
 * model).
 */
import { call } from '../test/support/http.js';
import { db } from '../test/support/db.js';
import { runPath, validInterview } from '../test/support/runs.js';
import { newWorld, putMyConfig, Receiver, verifies } from '../test/webhooks/support.js';
import type { Bench } from './context.js';
import { latencyStats, log, loop, settle, sleep } from './support.js';

const RATE = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);

export const webhook: Bench = async () => {
  const world = await newWorld('bench webhook');
  const receiver = await Receiver.start();
  try {
    const config = await putMyConfig(world.customerKey, {
      callback_url: receiver.url('/bench'),
      events: ['interview.approved'],
    });
    const secret = config.secret as string;
    const total = RATE * SECONDS;
    log('webhook', `creating ${total} runs and waiting for their plans`);
    const runIds: string[] = [];
    await loop({ concurrency: 16, count: total }, async () => {
      const r = await call('/api/v2/integration/interviews', { headers: world.customerKey, body: validInterview() });
      if (r.status !== 201) throw new Error(`create: ${r.status} ${JSON.stringify(r.body)}`);
      runIds.push(r.body.run_id);
    });
    await settle(await db());
    log('webhook', `approving ${total} plans at ${RATE}/s (one interview.approved event each)`);
    const started = Date.now();
    const sends: Promise<unknown>[] = [];
    for (const [i, runId] of runIds.entries()) {
      const wait = started + (i * 1000) / RATE - Date.now();
      if (wait > 0) await sleep(wait);
      sends.push(
        call(runPath(runId, '/plan/approve'), { headers: world.customerKey, body: {} }).then((r) => {
          if (r.status !== 200) throw new Error(`approve: ${r.status} ${JSON.stringify(r.body)}`);
        }),
      );
    }
    await Promise.all(sends);
    const sendSeconds = (Date.now() - started) / 1000;
    log('webhook', `sent in ${sendSeconds.toFixed(1)} s; waiting for ${total} deliveries`);
    const waitedUntil = Date.now() + 120_000;
    await receiver.waitFor((r) => r.length >= total, 120_000, `${total} deliveries`).catch(() => undefined);
    const delivered = receiver.received.length;
    if (delivered < total) log('webhook', `only ${delivered} of ${total} arrived within 120 s (counted as 120 s+)`);
    const latencies = receiver.received.map((r) => r.at - Date.parse(r.json.timestamp as string));
    // Events that never arrived count with the time waited for them: a lower bound of their latency.
    for (let i = delivered; i < total; i++) latencies.push(waitedUntil - started);
    const bad = receiver.received.filter((r) => !verifies(r, secret)).length;
    if (bad) throw new Error(`${bad} deliveries did not verify`);
    const stats = latencyStats(latencies);
    log('webhook', `p50 ${stats.p50_ms} ms, p99 ${stats.p99_ms} ms over ${delivered} of ${total} deliveries`);
    return {
      rows: [
        {
          metric: 'state change → receiver',
          median: stats.p50_ms,
          p99: stats.p99_ms,
          unit: 'ms',
          target: 'p99 <= 250',
        },
      ],
      details: {
        rate_per_s: RATE,
        seconds: SECONDS,
        achieved_send_seconds: sendSeconds,
        events: total,
        delivered,
        ...stats,
      },
    };
  } finally {
    await receiver.close();
  }
};
