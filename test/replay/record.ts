/**
 * Records the histories the replay test checks the workflow code against: `npm run record-histories`.
 * Re-record only on purpose (a deliberate, versioned workflow change): the committed histories are what running
 * production workflows look like, and the replay test fails when new code would not replay them.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { resolveTemporalCli } from '@irs/stack';
import { call } from '../support/http.js';
import { CONCRETE, answerAll, invitedRun, relevantAnswers, startedInterview } from '../support/candidate.js';
import { createInterview, customerKey, pendingRun, runPath, waitForState } from '../support/runs.js';
import { stack, startTestStack, stopTestStack } from '../support/stack.js';
import { temporal } from '../support/temporal.js';
import { REPLAY_KEY } from './support.js';
import { uniqueEmail } from '../support/identity.js';
import { atsWorld, basic, candidateCompletes, mailedInvitation } from '../integrations/support.js';

const dir = join(import.meta.dirname, 'histories');

async function scenarios(): Promise<Record<string, string>> {
  const h = customerKey();
  // Everything from INFO_NEEDED to a completed assessment.
  const full = await createInterview({ skills: [], qualifications: [] });
  const fullId = full.body.run_id as string;
  await call(runPath(fullId, '/info'), {
    method: 'PATCH',
    headers: h,
    body: { fields: { skills: 'TypeScript, PostgreSQL' } },
  });
  await waitForState(fullId, 'PENDING');
  await call(runPath(fullId, '/plan/revise'), { method: 'PATCH', headers: h, body: { comments: 'Add Kubernetes' } });
  await waitForState(fullId, 'PENDING');
  await call(runPath(fullId, '/plan/approve'), { headers: h, body: {} });
  const invite = await call(runPath(fullId, '/invite'), { headers: h, body: {} });
  const { headers } = await startedInterview({
    runId: fullId,
    token: invite.body.joinLink.split('/').pop(),
    otp: invite.body.otp,
  });
  const plan = (await call(runPath(fullId, '/plan'), { headers: h })).body.payload;
  await answerAll(headers, relevantAnswers(plan));
  await call('/api/v1/candidate-session/complete', { headers, body: {} });
  await waitForState(fullId, 'ASSESSMENT_READY');
  await call(runPath(fullId, '/assessment/approve'), { headers: h, body: {} });

  const rejected = await pendingRun();
  await call(runPath(rejected, '/plan/reject'), { headers: h, body: { reason: 'role closed' } });

  const cancelled = await invitedRun();
  const { headers: s } = await startedInterview(cancelled);
  await call('/api/v1/candidate-session/messages', { headers: s, body: { text: CONCRETE } });
  await call(runPath(cancelled.runId), { method: 'DELETE', headers: h, body: { reason: 'withdrawn' } });
  return {
    'full-lifecycle': fullId,
    'plan-rejected': rejected,
    'cancelled-mid-interview': cancelled.runId,
    'ats-greenhouse-lifecycle': await atsLifecycle(),
  };
}

/** A run Greenhouse starts from an approved template (issue 36's `ats` input and patch), through to approval. */
async function atsLifecycle(): Promise<string> {
  const world = await atsWorld('replay', { greenhouse_enabled: true });
  const email = uniqueEmail('replay');
  const sent = await call('/integrations/greenhouse/send_test', {
    headers: basic(world.key),
    body: {
      partner_test_id: world.templateId,
      candidate: { first_name: 'R', last_name: 'P', email, greenhouse_profile_url: null },
      url: 'https://greenhouse.invalid/complete',
    },
  });
  const runId = sent.body.partner_interview_id as string;
  await candidateCompletes(runId, await mailedInvitation(email), world.customerKey);
  await call(runPath(runId, '/assessment/approve'), { headers: world.customerKey, body: {} });
  return runId;
}

/** RECORD_ONLY=<name>: write that history only (a new scenario), leaving the committed ones as they are. */
const only = process.env.RECORD_ONLY;

await startTestStack({ ENCRYPTION_KEY: REPLAY_KEY });
try {
  const { client } = await temporal();
  const cli = await resolveTemporalCli(process.env.TEMPORAL_CLI_PATH, console.log);
  for (const [name, runId] of Object.entries(await scenarios())) {
    if (only && name !== only) continue;
    await client.workflow.getHandle(runId).result();
    // The CLI's JSON export is the format every Temporal tool (and historyFromJSON) reads.
    const { stdout } = await promisify(execFile)(
      cli.path!,
      ['workflow', 'show', '-w', runId, '--address', stack().temporalAddress, '--output', 'json'],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    await writeFile(join(dir, `${name}.json`), stdout);
    console.log(`recorded ${name} (${runId})`);
  }
} finally {
  await stopTestStack();
}
