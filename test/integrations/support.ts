import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'chai';
import { call, type Reply } from '../support/http.js';
import { bearer } from '../support/identity.js';
import { answerAll, relevantAnswers, startedInterview } from '../support/candidate.js';
import { customerKey, runPath, validInterview, waitForState } from '../support/runs.js';
import { stack } from '../support/stack.js';
import { newWorld, type World } from '../webhooks/support.js';

/** The interview templates' REST base. */
export const BASE = '/api/v2/interview-templates';

/** A template of the role the run suites interview for (validInterview's role, without a candidate). */
export const validTemplate = (overrides: Record<string, unknown> = {}) => {
  const { external_id: _, candidate_ref: __, ...role } = validInterview();
  return { name: 'Backend engineer, senior', ...role, ...overrides };
};

/** Polls the template until its plan status is `status`. */
export async function waitForPlan(
  id: string,
  status: string,
  headers: Record<string, string> = customerKey(),
  ms = 30_000,
): Promise<Reply> {
  const deadline = Date.now() + ms;
  let last: Reply | undefined;
  while (Date.now() < deadline) {
    last = await call(`${BASE}/${id}`, { headers });
    if (last.body?.plan_status === status) return last;
    await new Promise((r) => setTimeout(r, 150));
  }
  expect.fail(`template ${id} did not reach ${status} within ${ms} ms (last: ${JSON.stringify(last?.body)})`);
}

/** HTTP Basic as an ATS sends it: our API key as the username, the password blank. */
export const basic = (key: string, password = '') => ({
  authorization: `Basic ${Buffer.from(`${key}:${password}`).toString('base64')}`,
});

/** A fresh workspace with the given adapters on and one approved interview template. */
export interface AtsWorld extends World {
  /** The plaintext API key (the ATS's Basic username). */
  key: string;
  /** A platform admin acting for the customer: the tenant's settings. */
  admin: Record<string, string>;
  templateId: string;
}

export async function atsWorld(label: string, settings: Record<string, unknown>): Promise<AtsWorld> {
  const world = await newWorld(label);
  const admin = { ...bearer(world.platformAdmin), 'x-tenant-id': world.customerId };
  const saved = await call('/api/v2/tenant/integrations', { method: 'PATCH', headers: admin, body: settings });
  expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
  const created = await call(BASE, { headers: world.customerKey, body: validTemplate({ name: `${label} test` }) });
  expect(created.status, JSON.stringify(created.body)).to.equal(201);
  const templateId = created.body.template_id as string;
  await waitForPlan(templateId, 'pending', world.customerKey);
  const approved = await call(`${BASE}/${templateId}/plan/approve`, { method: 'POST', headers: world.customerKey });
  expect(approved.status).to.equal(200);
  return { ...world, key: world.customerKey['x-api-key']!, admin, templateId };
}

/** Decodes a mail's quoted-printable body (soft line breaks, =XX escapes). */
const unquote = (mail: string) =>
  mail.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The invitation mailed to `email` through the stack's SMTP sink: its join token and code. */
export async function mailedInvitation(email: string, ms = 10_000): Promise<{ token: string; otp: string }> {
  const dir = join(stack().dataDir, 'mail');
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [])).sort();
    for (const f of files.reverse()) {
      const mail = unquote(await readFile(join(dir, f), 'utf8'));
      const link = mail.match(/Open your interview: (\S+)/)?.[1];
      const otp = mail.match(/Your one-time code: (\d{6})/)?.[1];
      if (mail.includes(email) && link && otp) return { token: link.split('/').pop()!, otp };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  expect.fail(`no invitation mailed to ${email} within ${ms} ms`);
}

/** The candidate answers through the API until the interviewer closes, then completes; the run is scored. */
export async function candidateCompletes(
  runId: string,
  invitation: { token: string; otp: string },
  integrator: Record<string, string>,
): Promise<void> {
  const { headers } = await startedInterview({ runId, ...invitation });
  const plan = (await call(runPath(runId, '/plan'), { headers: integrator })).body.payload;
  await answerAll(headers, relevantAnswers(plan));
  const complete = await call('/api/v1/candidate-session/complete', { headers, body: {} });
  expect(complete.status, JSON.stringify(complete.body)).to.equal(200);
  await waitForState(runId, 'ASSESSMENT_READY', integrator, 60_000);
}

/** Waits until the run's first ATS delivery has failed `n` attempts (its receiver down); returns how many did. */
export async function failedAttempts(headers: Record<string, string>, runId: string, n = 2): Promise<number> {
  const deadline = Date.now() + 20_000;
  let failed = 0;
  while (Date.now() < deadline && failed < n) {
    const [d] = await atsDeliveries(headers, runId);
    failed = d?.attempts.filter((a: { success: boolean }) => !a.success).length ?? 0;
    await new Promise((r) => setTimeout(r, 200));
  }
  return failed;
}

/**
 * The run's ATS deliveries once none is pending: the receiver has the request before the attempt is written to the
 * delivery log.
 */
export async function settledDeliveries(headers: Record<string, string>, runId: string): Promise<Reply['body'][]> {
  const deadline = Date.now() + 20_000;
  let deliveries = await atsDeliveries(headers, runId);
  while (Date.now() < deadline && deliveries.some((d) => d.status === 'pending')) {
    await new Promise((r) => setTimeout(r, 100));
    deliveries = await atsDeliveries(headers, runId);
  }
  return deliveries;
}

/** The delivery log's entries of one run that went to an ATS. */
export async function atsDeliveries(headers: Record<string, string>, runId: string): Promise<Reply['body'][]> {
  const res = await call(`/api/v2/webhook-deliveries?run_id=${runId}`, { headers });
  expect(res.status).to.equal(200);
  return (res.body as { source: string }[]).filter((d) => d.source === 'greenhouse' || d.source === 'ashby');
}
