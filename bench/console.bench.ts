/**
 * console: the recruiter console's inbox in headless Chromium, with 1,000 runs waiting for a person in one fresh
 * customer tenant (bulk-inserted read-model rows: PENDING, INFO_NEEDED and ASSESSMENT_READY). Measured each time in a
 * fresh browser context: from "Sign in" to the inbox showing its summary and first run (login, the list request and
 * the render), and again after a client-side return to the inbox from the Runs page (the list request and the
 * render). Baseline in the same run: the same two paths for a tenant with no waiting run.
 */
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import { WORKSPACE_PERMISSIONS } from '@irs/shared';
import { launchBrowser } from '../test/support/browser.js';
import { call } from '../test/support/http.js';
import { bearer, platformAdmin, uniqueEmail, PASSWORD } from '../test/support/identity.js';
import { db } from '../test/support/db.js';
import type { Bench } from './context.js';
import { latencyStats, log } from './support.js';

const WAITING = Number(process.env.BENCH_CONSOLE_RUNS ?? 1_000);
const ROUNDS = Number(process.env.BENCH_CONSOLE_ROUNDS ?? 10);

/** A customer tenant with a user holding every workspace permission; `waiting` runs inserted into its read model. */
async function tenantWith(waiting: number, label: string): Promise<{ email: string }> {
  const admin = await platformAdmin();
  const tenant = await call('/api/v2/admin/tenants', { headers: bearer(admin), body: { name: `bench ${label}` } });
  if (tenant.status !== 201) throw new Error(`tenant: ${tenant.status} ${JSON.stringify(tenant.body)}`);
  const email = uniqueEmail(`bench-${label}`);
  const user = await call(`/api/v2/admin/tenants/${tenant.body.id}/users`, {
    headers: bearer(admin),
    body: { email, password: PASSWORD, permissions: [...WORKSPACE_PERMISSIONS] },
  });
  if (user.status !== 201) throw new Error(`user: ${user.status} ${JSON.stringify(user.body)}`);
  if (waiting)
    await (
      await db()
    ).query(
      `INSERT INTO runs (run_id, interview_id, tenant_id, external_id, state, awaiting_human, position, level, request,
                         candidate_ref, candidate_name, created_at, updated_at)
       SELECT 'run_bench_' || replace($1::text, '-', '') || '_' || n, gen_random_uuid(), $1::uuid, 'bench-inbox-' || n,
              (ARRAY['PENDING','INFO_NEEDED','ASSESSMENT_READY'])[1 + n % 3], true,
              'Position-' || lpad((n % 40)::text, 2, '0') || ' Engineer', 'SENIOR', '{}'::jsonb, 'cand-' || n,
              'Candidate ' || n, now() - (n || ' seconds')::interval, now() - (n || ' seconds')::interval
       FROM generate_series(1, $2::int) AS n`,
      [tenant.body.id, waiting],
    );
  return { email };
}

/** Waits for the inbox to show its summary line and, with waiting runs, the first run's link. */
async function inboxShown(page: Page, waiting: number): Promise<void> {
  await page
    .getByText(/wait for you|waits for you|Nothing waits/)
    .first()
    .waitFor();
  if (waiting)
    await page
      .getByRole('link', { name: /Candidate \d+/ })
      .first()
      .waitFor();
}

async function measure(origin: string, email: string, waiting: number) {
  const browser = await launchBrowser();
  const signIn: number[] = [];
  const revisit: number[] = [];
  try {
    for (let i = 0; i < ROUNDS + 2; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${origin}/console/login`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      const t0 = performance.now();
      await page.getByRole('button', { name: 'Sign in' }).click();
      await inboxShown(page, waiting);
      const t1 = performance.now();
      await page.getByRole('link', { name: 'Runs' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Runs' }).waitFor();
      const t2 = performance.now();
      await page.getByRole('link', { name: 'Inbox' }).first().click();
      await inboxShown(page, waiting);
      const t3 = performance.now();
      if (i >= 2) {
        signIn.push(t1 - t0); // two warm-up rounds
        revisit.push(t3 - t2);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { signIn: latencyStats(signIn), revisit: latencyStats(revisit) };
}

export const consoleInbox: Bench = async (ctx) => {
  const empty = await tenantWith(0, 'inbox-empty');
  log('console', `inserting ${WAITING} waiting runs`);
  const full = await tenantWith(WAITING, 'inbox-full');
  log('console', `${ROUNDS} rounds each: sign in to the inbox, then back to it from Runs`);
  const baseline = await measure(ctx.stack.origin, empty.email, 0);
  const loaded = await measure(ctx.stack.origin, full.email, WAITING);
  const row = (metric: string, m: { p50_ms: number; p99_ms: number }, b: { p50_ms: number }, target?: string) => ({
    metric,
    median: m.p50_ms,
    p99: m.p99_ms,
    unit: 'ms',
    baseline: b.p50_ms,
    ratio: Number((m.p50_ms / b.p50_ms).toFixed(2)),
    ...(target ? { target } : {}),
  });
  return {
    rows: [
      row(`inbox after sign-in, ${WAITING} waiting runs`, loaded.signIn, baseline.signIn, 'p99 <= 1000'),
      row(`inbox again from Runs, ${WAITING} waiting runs`, loaded.revisit, baseline.revisit, 'p99 <= 1000'),
    ],
    details: { waiting: WAITING, rounds: ROUNDS, baseline: 'a tenant with no waiting run, same browser and stack' },
  };
};
