/**
 * Issue 36: the Greenhouse Assessment Partner API played as Greenhouse plays it (developers.greenhouse.io/
 * assessment.html): HTTP Basic with our API key as the username and a blank password; list_tests, send_test (a repeat
 * for the same key, test and application answers the same id), test_status and response_error; and the completion
 * PATCH of the send_test `url` to a simulator (a real HTTPS server on the test allow-list), with no body and HTTP
 * Basic, once a person approves the assessment: delivered through the webhook delivery machinery, retried while the
 * receiver is down.
 */
import { expect } from 'chai';
import { call } from '../support/http.js';
import { customerKey, runPath, waitForState } from '../support/runs.js';
import { Receiver } from '../webhooks/support.js';
import { uniqueEmail } from '../support/identity.js';
import { scanHistories } from '../support/temporal.js';
import {
  atsWorld,
  basic,
  candidateCompletes,
  failedAttempts,
  settledDeliveries,
  mailedInvitation,
  type AtsWorld,
} from './support.js';

const GH = '/integrations/greenhouse';

/** A send_test body as Greenhouse sends it: every candidate field, absent ones null. */
const sendTest = (testId: string, email: string, url: string, applicationId = String(Date.now())) => ({
  partner_test_id: testId,
  candidate: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    preferred_name: null,
    email,
    phone_number: null,
    resume_url: null,
    greenhouse_profile_url: `https://app.greenhouse.io/people/4321?application_id=${applicationId}`,
  },
  sent_by: 'recruiter@example.com',
  url,
  a_field_greenhouse_added_later: { ignored: true },
});

describe('Greenhouse assessment partner (issue 36)', function () {
  this.timeout(240_000);
  let world: AtsWorld;
  let receiver: Receiver;
  const gh = (path: string, opts: { method?: string; body?: unknown; key?: string } = {}) =>
    call(`${GH}/${path}`, { method: opts.method, body: opts.body, headers: basic(opts.key ?? world.key) });

  before(async () => {
    world = await atsWorld('greenhouse', { greenhouse_enabled: true });
    receiver = await Receiver.start();
  });
  after(() => receiver.close());

  it('refuses a bad key (401), a key with a password, a key without the permissions, and an adapter left off', async () => {
    expect((await gh('list_tests', { key: 'irs_live_' + '0'.repeat(64) })).status).to.equal(401);
    const withPassword = await call(`${GH}/list_tests`, { headers: basic(world.key, 'secret') });
    expect(withPassword.status).to.equal(401);
    expect((await call(`${GH}/list_tests`)).status, 'no credentials').to.equal(401);
    expect(world.key.length, "under Greenhouse's 171-character limit").to.be.below(171);
    const keyed = await call('/api/v2/tenant/api-keys', {
      headers: world.admin,
      body: { name: 'read only', permissions: ['interview:read'] },
    });
    expect(keyed.status, JSON.stringify(keyed.body)).to.equal(201);
    const readOnly = await gh('list_tests', { key: keyed.body.api_key });
    expect(readOnly.status).to.equal(403);
    expect(readOnly.body.message).to.match(/interview:create/);
    const off = await atsWorld('greenhouse-off', { ashby_enabled: true });
    const refused = await call(`${GH}/list_tests`, { headers: basic(off.key) });
    expect(refused.status).to.equal(403);
    expect(refused.body.message).to.match(/Greenhouse integration is off/);
  });

  it('lists the approved templates, refuses an unknown test (404) and bad input (400)', async () => {
    const list = await gh('list_tests');
    expect(list.status).to.equal(200);
    expect(list.body).to.be.an('array');
    expect(list.body).to.deep.include({ partner_test_id: world.templateId, partner_test_name: 'greenhouse test' });
    for (const t of list.body) expect(t).to.have.all.keys('partner_test_id', 'partner_test_name');

    const unknown = await gh('send_test', {
      body: sendTest('00000000-0000-4000-8000-000000000000', uniqueEmail('gh'), receiver.url('/gh')),
    });
    expect(unknown.status).to.equal(404);
    const noCandidate = await gh('send_test', { body: { partner_test_id: world.templateId } });
    expect(noCandidate.status).to.equal(400);
    const httpUrl = await gh('send_test', {
      body: sendTest(world.templateId, uniqueEmail('gh'), 'http://example.com/callback'),
    });
    expect(httpUrl.status).to.equal(400);
    const noEmail = await gh('send_test', {
      body: { ...sendTest(world.templateId, 'x@example.com', receiver.url('/gh')), candidate: { email: null } },
    });
    expect(noEmail.status).to.equal(422);
    expect((await gh('test_status?partner_interview_id=run_1_ab')).status).to.equal(404);
    expect((await gh('test_status')).status, 'no id').to.equal(400);
  });

  it('send → candidate completes → a person approves → Greenhouse gets the PATCH and reads complete', async () => {
    const email = uniqueEmail('gh-candidate');
    const body = sendTest(world.templateId, email, receiver.url('/gh/complete'));
    const sent = await gh('send_test', { body });
    expect(sent.status, JSON.stringify(sent.body)).to.equal(200);
    expect(sent.body).to.have.all.keys('partner_interview_id');
    const runId = sent.body.partner_interview_id as string;
    const repeat = await gh('send_test', { body });
    expect(repeat.body, 'idempotent per key, test and application').to.deep.equal(sent.body);

    // The run starts with the template's approved plan: no plan review, invited at once.
    const status = await call(runPath(runId), { headers: world.customerKey });
    expect(status.body.state).to.equal('INVITED');
    const revisions = (await call(runPath(runId, '/plan/revisions'), { headers: world.customerKey })).body.items;
    expect(revisions).to.have.length(1);
    expect(revisions[0].comments).to.equal(`Approved on interview template ${world.templateId}`);

    const before = await gh(`test_status?partner_interview_id=${runId}`);
    expect(before.status).to.equal(200);
    expect(before.body).to.deep.equal({
      partner_status: 'sent',
      partner_profile_url: `${new URL(before.body.partner_profile_url).origin}/console/runs/${runId}`,
      metadata: {},
    });

    const invitation = await mailedInvitation(email);
    await candidateCompletes(runId, invitation, world.customerKey);
    const scored = await gh(`test_status?partner_interview_id=${runId}`);
    expect(scored.body.partner_status, 'the assessment gate stays human').to.equal('in_review');
    expect(receiver.at('/gh/complete'), 'nothing before a person approves').to.have.length(0);

    const approved = await call(runPath(runId, '/assessment/approve'), { headers: world.customerKey, body: {} });
    expect(approved.status).to.equal(200);
    await receiver.waitFor((r) => r.some((x) => x.path === '/gh/complete'), 20_000, 'the completion PATCH');
    const [patch] = receiver.at('/gh/complete');
    expect(patch!.method).to.equal('PATCH');
    expect(patch!.body, 'no body').to.equal('');
    expect(patch!.headers.authorization, 'Basic with the key Greenhouse used').to.equal(basic(world.key).authorization);

    const done = await gh(`test_status?partner_interview_id=${runId}`);
    expect(done.body.partner_status).to.equal('complete');
    expect(done.body).not.to.have.property('partner_score');
    const { metadata } = done.body;
    expect(metadata).to.have.all.keys('coverage_tier', 'competencies_well_evidenced', 'gaps');
    expect(['sufficient', 'partial', 'insufficient']).to.include(metadata.coverage_tier);
    expect(metadata.competencies_well_evidenced).to.match(/^\d+ of \d+$/);
    for (const v of Object.values(metadata)) expect(typeof v).to.be.oneOf(['string', 'number', 'boolean']);

    // No candidate data, nor the key Greenhouse used, reached a Temporal history through the adapter.
    const needles = [email, 'Lovelace', body.candidate.greenhouse_profile_url, world.key, 'errors fell by 35%'];
    const scan = await scanHistories(
      `WorkflowId = '${runId}' OR WorkflowId STARTS_WITH 'webhook-' OR WorkflowId STARTS_WITH 'template-plan-'`,
      () => true,
      needles,
    );
    expect(scan.histories, 'histories scanned').to.be.greaterThan(2);
    expect(scan.found, 'candidate data in Temporal histories').to.deep.equal([]);

    const [delivery] = await settledDeliveries(world.customerKey, runId);
    expect(delivery).to.deep.include({
      source: 'greenhouse',
      status: 'succeeded',
      callback_url: receiver.url('/gh/complete'),
    });
    expect(delivery.attempts[0]).to.deep.include({ success: true, status_code: 200 });
    // An admin may send it again from the delivery log, like a webhook.
    const retry = await call(`/api/v2/webhook-deliveries/${delivery.id}/retry`, {
      method: 'POST',
      headers: world.customerKey,
    });
    expect(retry.status, JSON.stringify(retry.body)).to.equal(202);
    await receiver.waitFor((r) => r.filter((x) => x.path === '/gh/complete').length === 2, 20_000, 'the redelivery');
    expect(receiver.at('/gh/complete')[1]!.method).to.equal('PATCH');
  });

  it('the receiver down: the PATCH is retried with the stored credential and nothing is lost', async () => {
    const stored = 'greenhouse-harvest-credential';
    const saved = await call('/api/v2/tenant/integrations', {
      method: 'PATCH',
      headers: world.admin,
      body: { greenhouse_credential: stored },
    });
    expect(saved.body.greenhouse_credential_hint).to.equal('****tial');
    const email = uniqueEmail('gh-outage');
    const sent = await gh('send_test', { body: sendTest(world.templateId, email, receiver.url('/gh/outage')) });
    const runId = sent.body.partner_interview_id as string;
    await candidateCompletes(runId, await mailedInvitation(email), world.customerKey);
    await receiver.pause();
    await call(runPath(runId, '/assessment/approve'), { headers: world.customerKey, body: {} });
    const failed = await failedAttempts(world.customerKey, runId);
    expect(failed, 'attempts failed while the receiver was down').to.be.at.least(2);
    await receiver.resume();
    await receiver.waitFor((r) => r.some((x) => x.path === '/gh/outage'), 20_000, 'the retried PATCH');
    expect(receiver.at('/gh/outage')[0]!.headers.authorization).to.equal(basic(stored).authorization);
    await waitForState(runId, 'COMPLETED', world.customerKey);
    const [d] = await settledDeliveries(world.customerKey, runId);
    expect(d.status).to.equal('succeeded');
    expect(d.attempts.at(-1).success).to.equal(true);
    await call('/api/v2/tenant/integrations', {
      method: 'PATCH',
      headers: world.admin,
      body: { greenhouse_credential: null },
    });
  });

  it('response_error answers 200, and admins read the report (API)', async () => {
    const report = { partner_interview_id: 'run_1_ab', error: 'metadata could not be shown', status: 500 };
    const res = await gh('response_error', { body: report });
    expect(res.status).to.equal(200);
    const errors = await call('/api/v2/tenant/integrations/errors', { headers: world.admin });
    expect(errors.status).to.equal(200);
    expect(errors.body.items[0]).to.deep.include({ ats: 'greenhouse', run_id: null, report });
    const big = await gh('response_error', { body: { error: 'x'.repeat(20_000) } });
    expect(big.status).to.equal(413);
    expect((await call('/api/v2/tenant/integrations/errors', { headers: customerKey() })).status).to.equal(403);
    // The settings are for the tenant's administrators, and every change names a setting.
    expect((await call('/api/v2/tenant/integrations', { headers: customerKey() })).status).to.equal(403);
    const empty = await call('/api/v2/tenant/integrations', { method: 'PATCH', headers: world.admin, body: {} });
    expect(empty.status).to.equal(400);
    const http = await call('/api/v2/tenant/integrations', {
      method: 'PATCH',
      headers: world.admin,
      body: { ashby_base_url: 'http://api.ashbyhq.com' },
    });
    expect(http.status).to.equal(400);
  });
});
