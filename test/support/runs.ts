import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { call, type Reply } from './http.js';
import { apiKey } from './identity.js';
import { stack } from './stack.js';

export const customerKey = () => apiKey(stack().creds.customer.api_key);

export const validInterview = (overrides: Record<string, unknown> = {}) => ({
  external_id: `ats-${randomUUID()}`,
  candidate_ref: 'cand-123',
  position: 'Senior Backend Engineer',
  level: 'SENIOR',
  skills: ['TypeScript', 'PostgreSQL'],
  qualifications: ['5+ years building backend services is required', 'Kubernetes is nice to have'],
  company_name: 'Acme Corp',
  ...overrides,
});

export async function createInterview(
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = customerKey(),
): Promise<Reply> {
  return call('/api/v2/integration/interviews', { headers, body: validInterview(overrides) });
}

export const runPath = (runId: string, suffix = '') => `/api/v2/integration/interviews/${runId}${suffix}`;

/** Polls the status read until the run reaches `state` (the workflow moves on its own after actions). */
export async function waitForState(
  runId: string,
  state: string,
  headers: Record<string, string> = customerKey(),
  ms = 20_000,
): Promise<Reply> {
  const deadline = Date.now() + ms;
  let last: Reply | undefined;
  while (Date.now() < deadline) {
    last = await call(runPath(runId), { headers });
    if (last.body?.state === state) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect.fail(`run ${runId} did not reach ${state} within ${ms} ms (last: ${JSON.stringify(last?.body)})`);
}

/** A run whose plan awaits review. */
export async function pendingRun(
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = customerKey(),
): Promise<string> {
  const created = await createInterview(overrides, headers);
  expect(created.status, JSON.stringify(created.body)).to.equal(201);
  await waitForState(created.body.run_id, 'PENDING', headers);
  return created.body.run_id;
}
