import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'chai';
import { call, type Reply } from './http.js';
import { customerKey, pendingRun, runPath, waitForState } from './runs.js';
import { stack } from './stack.js';

export const CONCRETE =
  'At my last job I led the migration of our billing service from MySQL to PostgreSQL. I wrote the cut-over plan, ' +
  'built the dual-write shadow traffic tooling in TypeScript, and we switched over with zero downtime; p99 latency ' +
  'dropped from 800 ms to 120 ms and on-call pages fell by half over the next quarter.';
export const EVASIVE = "I'm a hard worker and a team player.";

export interface Invited {
  runId: string;
  token: string;
  otp: string;
}

/** A run whose plan is approved and whose candidate has been invited (join token and OTP in hand). */
export async function invitedRun(
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = customerKey(),
): Promise<Invited> {
  const runId = await pendingRun(overrides, headers);
  expect((await call(runPath(runId, '/plan/approve'), { headers, body: {} })).status).to.equal(200);
  const invite = await call(runPath(runId, '/invite'), { headers, body: {} });
  expect(invite.status).to.equal(200);
  return { runId, token: invite.body.joinLink.split('/').pop(), otp: invite.body.otp };
}

export const access = (token: string, suffix = '') => `/api/v1/candidate-access/${token}${suffix}`;
export const session = (sessionToken: string) => ({ authorization: `Bearer ${sessionToken}` });

/** The codes mailed to `email` through the stack's SMTP sink (`request-otp`), oldest first. */
export async function mailedCodes(email: string): Promise<string[]> {
  const dir = join(stack().dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [])).sort(); // named <epoch ms>-<uuid>.eml
  const mails = await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')));
  return mails.filter((m) => m.includes(email)).map((m) => m.match(/code for the .* interview is (\d{6})/)![1]!);
}

/** Verifies the OTP and consents: returns the session headers, ready for /start. */
export async function consentedSession(invited: Invited): Promise<Record<string, string>> {
  const verified = await call(access(invited.token, '/verify'), { body: { otp: invited.otp } });
  expect(verified.status, JSON.stringify(verified.body)).to.equal(200);
  const headers = session(verified.body.session_token);
  const info = await call(access(invited.token));
  const consent = await call('/api/v1/candidate-session/consent', {
    headers,
    body: { accepted: true, consent_version: info.body.consent.version },
  });
  expect(consent.status).to.equal(200);
  return headers;
}

/** Verifies the OTP, consents and starts: returns the session headers and the first interviewer message. */
export async function startedInterview(invited: Invited): Promise<{ headers: Record<string, string>; first: Reply }> {
  const headers = await consentedSession(invited);
  const first = await call('/api/v1/candidate-session/start', { headers, body: {} });
  expect(first.status, JSON.stringify(first.body)).to.equal(200);
  return { headers, first };
}

/**
 * Answers until the interviewer closes; `answer` may depend on the question. Returns how many answers it took.
 * `timed` gets each answer's round trip in ms (the soak's per-request latencies).
 */
export async function answerAll(
  headers: Record<string, string>,
  answer: string | ((question: string) => string),
  max = 40,
  timed?: (ms: number) => void,
): Promise<number> {
  let question = (await call('/api/v1/candidate-session', { headers })).body.transcript.at(-1).text as string;
  for (let i = 1; i <= max; i++) {
    const text = typeof answer === 'string' ? answer : answer(question);
    const sent = performance.now();
    const res = await call('/api/v1/candidate-session/messages', { headers, body: { text } });
    timed?.(performance.now() - sent);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    if (res.body.done) return i;
    question = res.body.reply.text;
  }
  throw new Error(`the interviewer did not close after ${max} answers`);
}

interface PlanTopic {
  name: string;
  question_topics: { prompt: string }[];
}

/**
 * A candidate who answers every question concretely and on topic: the competency the question belongs to (found
 * through the plan), a specific situation, what they did themselves, a measured outcome and a reflection.
 */
export function relevantAnswers(plan: { competencies: PlanTopic[] }): (question: string) => string {
  return (question) => {
    const competency = plan.competencies.find(
      (c) => c.question_topics.some((t) => question.includes(t.prompt)) || question.includes(c.name),
    );
    const topic = competency?.name ?? 'the project';
    return (
      `In my last role I led a project where ${topic} was central. I designed and built the ${topic} work myself, ` +
      `explained the trade-offs to the team and stakeholders, and we shipped it in six weeks; errors fell by 35% and ` +
      `lead time dropped from two weeks to four days. I learned to test ${topic} decisions early, and next time I ` +
      `would involve the on-call engineers sooner.`
    );
  };
}

/** A run taken through the whole interview with one kind of answer, up to ASSESSMENT_READY. */
export async function assessedRun(
  answer: string | 'relevant',
  overrides: Record<string, unknown> = {},
  integrator = customerKey(),
): Promise<string> {
  const invited = await invitedRun(overrides, integrator);
  const { headers } = await startedInterview(invited);
  const plan = (await call(runPath(invited.runId, '/plan'), { headers: integrator })).body.payload;
  await answerAll(headers, answer === 'relevant' ? relevantAnswers(plan) : answer);
  const complete = await call('/api/v1/candidate-session/complete', { headers, body: {} });
  expect(complete.status, JSON.stringify(complete.body)).to.equal(200);
  await waitForState(invited.runId, 'ASSESSMENT_READY', integrator);
  return invited.runId;
}
