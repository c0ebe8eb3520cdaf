/**
 * lifecycle: complete lifecycles per minute with 200 runs at concurrency 10: create → plan → approve → invite →
 * scripted interview (OTP, consent, start, relevant answers until the interviewer closes, complete) → score →
 * approve.
 */
import { performance } from 'node:perf_hooks';
import { call } from '../test/support/http.js';
import { answerAll, relevantAnswers, startedInterview } from '../test/support/candidate.js';
import { createInterview, runPath, waitForState } from '../test/support/runs.js';
import type { Bench } from './context.js';
import { latencyStats, log, loop, r2 } from './support.js';

const RUNS = Number(process.env.BENCH_LIFECYCLE_RUNS ?? 200);
const CONCURRENCY = 10;
const BUDGET_S = Number(process.env.BENCH_LIFECYCLE_BUDGET_S ?? 300);
const WAIT_MS = 120_000;

export const lifecycle: Bench = async ({ customerKey }) => {
  log('lifecycle', `${RUNS} runs, concurrency ${CONCURRENCY}, at most ${BUDGET_S} s`);
  let answers = 0;
  let done = 0;
  const t0 = performance.now();
  const progress = setInterval(
    () => log('lifecycle', `${done} complete after ${((performance.now() - t0) / 1000).toFixed(0)} s`),
    15_000,
  );
  let failures = 0;
  const result = await loop({ concurrency: CONCURRENCY, count: RUNS, seconds: BUDGET_S }, async () => {
    try {
      await oneLifecycle();
    } catch (error) {
      if (++failures <= 3) log('lifecycle', `a lifecycle failed: ${String(error)}`);
      throw error;
    }
  }).finally(() => clearInterval(progress));
  async function oneLifecycle(): Promise<void> {
    // As test/support/candidate.ts invitedRun, with waits that tolerate a loaded machine (its default is 20 s).
    const created = await createInterview({}, customerKey);
    if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
    const runId = created.body.run_id as string;
    await waitForState(runId, 'PENDING', customerKey, WAIT_MS);
    const approve = await call(runPath(runId, '/plan/approve'), { headers: customerKey, body: {} });
    if (approve.status !== 200) throw new Error(`plan approve: ${approve.status} ${JSON.stringify(approve.body)}`);
    const invite = await call(runPath(runId, '/invite'), { headers: customerKey, body: {} });
    if (invite.status !== 200) throw new Error(`invite: ${invite.status} ${JSON.stringify(invite.body)}`);
    const invited = { runId, token: invite.body.joinLink.split('/').pop() as string, otp: invite.body.otp as string };
    const plan = (await call(runPath(invited.runId, '/plan'), { headers: customerKey })).body.payload;
    const { headers } = await startedInterview(invited);
    answers += await answerAll(headers, relevantAnswers(plan));
    const complete = await call('/api/v1/candidate-session/complete', { headers, body: {} });
    if (complete.status !== 200) throw new Error(`complete: ${complete.status} ${JSON.stringify(complete.body)}`);
    await waitForState(invited.runId, 'ASSESSMENT_READY', customerKey, WAIT_MS);
    const approved = await call(runPath(invited.runId, '/assessment/approve'), { headers: customerKey, body: {} });
    if (approved.status !== 200 || approved.body.state !== 'COMPLETED')
      throw new Error(`assessment approve: ${approved.status} ${JSON.stringify(approved.body)}`);
    done++;
  }
  if (result.errors) log('lifecycle', `errors: ${result.errors} (${String(result.firstError)})`);
  const completed = result.latencies.length;
  const perMinute = r2(completed / (result.elapsed_s / 60));
  const stats = latencyStats(result.latencies);
  log('lifecycle', `${completed} lifecycles in ${result.elapsed_s.toFixed(1)} s: ${perMinute}/min`);
  return {
    rows: [
      { metric: 'complete lifecycles/min', value: perMinute, unit: 'runs/min' },
      { metric: 'one lifecycle (wall time)', median: stats.p50_ms, p99: stats.p99_ms, unit: 'ms' },
    ],
    details: {
      runs_requested: RUNS,
      runs_completed: completed,
      errors: result.errors,
      first_error: result.firstError ? String(result.firstError) : undefined,
      concurrency: CONCURRENCY,
      elapsed_s: r2(result.elapsed_s),
      candidate_answers: answers,
      lifecycle: stats,
    },
  };
};
