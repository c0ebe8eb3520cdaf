/**
 * Issue 36: Ashby's assessments partner API played as Ashby plays it (developers.ashbyhq.com, "Creating an
 * Assessments Integration" and the assessment.* reference): HTTP Basic with our API key and a blank password; RPC
 * calls answered `{success, results}` or `{success: false, errorInfo}`; assessment.list, assessment.start (409 for an
 * application with an active run, 422 with a readable message), assessment.cancel; and our assessment.update calls to
 * an Ashby simulator (a real HTTPS server on the test allow-list, as the tenant's base URL) with the tenant's Ashby
 * key: Started, then the result once a person approves, or the cancelled reason; retried while Ashby is down.
 */
import { expect } from 'chai';
import { call } from '../support/http.js';
import { runPath, waitForState } from '../support/runs.js';
import { uniqueEmail } from '../support/identity.js';
import { scanHistories } from '../support/temporal.js';
import { Receiver, type Received } from '../webhooks/support.js';
import {
  atsWorld,
  basic,
  candidateCompletes,
  failedAttempts,
  settledDeliveries,
  mailedInvitation,
  type AtsWorld,
} from './support.js';

const ASHBY = '/integrations/ashby';
const ASHBY_KEY = 'ashby-candidates-write-key';

const startBody = (typeId: string, email: string, application = `app-${Date.now()}-${Math.random()}`) => ({
  assessment_type_id: typeId,
  candidate: {
    ashby_id: 'cand-1',
    first_name: 'Grace',
    last_name: 'Hopper',
    email,
    ashby_profile_url: 'https://app.ashbyhq.com/candidates/cand-1',
  },
  application: { ashby_id: application, status: 'Active' },
  job: { ashby_id: 'job-1', name: 'Staff Compiler Engineer', ashby_job_url: 'https://app.ashbyhq.com/jobs/job-1' },
});

/** Every data value Ashby receives: identifier, label, type (string or url, never numeric_score) and value. */
function expectValues(update: Record<string, unknown>) {
  const values = [
    update.assessment_status,
    update.assessment_result,
    update.assessment_profile_url,
    update.cancelled_reason,
    ...((update.metadata as unknown[]) ?? []),
  ].filter(Boolean) as Record<string, unknown>[];
  for (const v of values) {
    expect(v).to.have.all.keys('identifier', 'label', 'type', 'value');
    expect(v.type).to.be.oneOf(['string', 'url']);
  }
}

describe('Ashby assessment partner (issue 36)', function () {
  this.timeout(240_000);
  let world: AtsWorld;
  let ashby: Receiver;
  const rpc = (method: string, body: unknown = {}, key?: string) =>
    call(`${ASHBY}/${method}`, { body, headers: basic(key ?? world.key) });
  const updates = (runId: string): Record<string, any>[] =>
    ashby.received
      .filter((r: Received) => r.path === '/v1/assessment.update' && r.json?.assessment_id === runId)
      .map((r) => r.json);

  before(async () => {
    ashby = await Receiver.start();
    // Ashby answers as its API does, and checks the key like it would.
    ashby.respond = (_n, r) =>
      r.headers.authorization === basic(ASHBY_KEY).authorization
        ? { status: 200, headers: { 'content-type': 'application/json' }, body: '{"success":true,"results":{}}' }
        : { status: 401, body: '{"success":false,"errorInfo":{"code":"unauthorized","message":"bad key"}}' };
    world = await atsWorld('ashby', {
      ashby_enabled: true,
      ashby_api_key: ASHBY_KEY,
      ashby_base_url: ashby.url('/v1'),
    });
  });
  after(() => ashby.close());

  it('refuses a bad key with 401 in the envelope, and an adapter left off with 403', async () => {
    const bad = await rpc('assessment.list', {}, 'irs_live_' + '1'.repeat(64));
    expect(bad.status).to.equal(401);
    expect(bad.body.success).to.equal(false);
    expect(bad.body.errorInfo).to.have.all.keys('code', 'message');
    expect(bad.body.errorInfo.code).to.equal('unauthorized');
    const off = await atsWorld('ashby-off', { greenhouse_enabled: true });
    const refused = await rpc('assessment.list', {}, off.key);
    expect(refused.status).to.equal(403);
    expect(refused.body).to.deep.include({ success: false });
    expect(refused.body.errorInfo.message).to.match(/Ashby integration is off/);
    const settings = await call('/api/v2/tenant/integrations', { headers: world.admin });
    expect(settings.body).to.deep.include({
      ashby_enabled: true,
      ashby_api_key_hint: '****-key',
      ashby_base_url: ashby.url('/v1'),
    });
    expect(JSON.stringify(settings.body), 'the key is never shown').not.to.include(ASHBY_KEY);
  });

  it('lists the templates, refuses bad input (422), an unknown type (404), an unknown method (404)', async () => {
    const list = await rpc('assessment.list');
    expect(list.status).to.equal(200);
    expect(list.body.success).to.equal(true);
    const item = list.body.results.find(
      (r: { assessment_type_id: string }) => r.assessment_type_id === world.templateId,
    );
    expect(item).to.have.all.keys('assessment_type_id', 'name', 'description');
    expect(item.name).to.equal('ashby test');

    const invalid = await rpc('assessment.start', { assessment_type_id: world.templateId });
    expect(invalid.status).to.equal(422);
    expect(invalid.body.errorInfo.code).to.equal('unprocessable');
    expect(invalid.body.errorInfo.message).to.match(/candidate/);
    const noEmail = await rpc('assessment.start', {
      ...startBody(world.templateId, 'x@example.com'),
      candidate: { ashby_id: 'c', email: null },
    });
    expect(noEmail.status).to.equal(422);
    expect(noEmail.body.errorInfo.message).to.match(/e-mail/);
    const unknown = await rpc('assessment.start', startBody('00000000-0000-4000-8000-000000000000', uniqueEmail('a')));
    expect(unknown.status).to.equal(404);
    expect(unknown.body.errorInfo.code).to.equal('not_found');
    expect((await rpc('assessment.cancel', { assessment_id: 'run_1_ab' })).status).to.equal(404);
    expect((await rpc('assessment.nope')).body.errorInfo.code).to.equal('not_found');
  });

  it('start → Started → candidate completes → a person approves → Ashby gets the result; 409 while active', async () => {
    const email = uniqueEmail('ashby-candidate');
    const body = startBody(world.templateId, email);
    const started = await rpc('assessment.start', body);
    expect(started.status, JSON.stringify(started.body)).to.equal(200);
    expect(started.body.success).to.equal(true);
    const runId = started.body.results.assessment_id as string;
    const again = await rpc('assessment.start', body);
    expect(again.status).to.equal(409);
    expect(again.body.errorInfo.code).to.equal('already_started');

    const status = await call(runPath(runId), { headers: world.customerKey });
    expect(status.body).to.deep.include({ state: 'INVITED', position: 'Staff Compiler Engineer' });

    await candidateCompletes(runId, await mailedInvitation(email), world.customerKey);
    const [first] = updates(runId);
    expect(first, 'Started when the interview starts').to.deep.include({ assessment_id: runId });
    expect(first!.assessment_status.value).to.equal('Started');
    expect(first!.timestamp)
      .to.be.a('number')
      .within(Date.now() - 600_000, Date.now());
    expectValues(first!);
    expect(updates(runId), 'no result before a person approves').to.have.length(1);

    await call(runPath(runId, '/assessment/approve'), { headers: world.customerKey, body: {} });
    await ashby.waitFor(() => updates(runId).length === 2, 20_000, 'the result');
    const result = updates(runId)[1]!;
    expect(result.assessment_result.value).to.be.oneOf(['sufficient', 'partial', 'insufficient']);
    expect(result.assessment_profile_url).to.deep.include({ type: 'url' });
    expect(result.assessment_profile_url.value).to.match(new RegExp(`/console/runs/${runId}$`));
    expect(result.metadata.map((m: { identifier: string }) => m.identifier)).to.deep.equal(['well_evidenced', 'gaps']);
    expectValues(result);
    expect(JSON.stringify(result)).not.to.match(/numeric_score|score/);
    const received = ashby.received.filter((r) => r.json?.assessment_id === runId);
    for (const r of received) expect(r.headers.authorization).to.equal(basic(ASHBY_KEY).authorization);

    // No candidate data, nor the Ashby key, reached a Temporal history through the adapter.
    const scan = await scanHistories(`WorkflowId = '${runId}' OR WorkflowId STARTS_WITH 'webhook-'`, () => true, [
      email,
      'Hopper',
      body.candidate.ashby_profile_url,
      ASHBY_KEY,
      world.key,
      'errors fell by 35%',
    ]);
    expect(scan.histories, 'histories scanned').to.be.greaterThan(2);
    expect(scan.found, 'candidate data in Temporal histories').to.deep.equal([]);

    const logged = await settledDeliveries(world.customerKey, runId);
    expect(logged.map((d) => d.status)).to.deep.equal(['succeeded', 'succeeded']);
    // Once the run is over, the application may start another.
    const next = await rpc('assessment.start', { ...body, candidate: { ...body.candidate, email: uniqueEmail('b') } });
    expect(next.status).to.equal(200);
  });

  it('assessment.cancel cancels the run and Ashby gets the reason; a repeat is a 409', async () => {
    const started = await rpc('assessment.start', startBody(world.templateId, uniqueEmail('ashby-cancel')));
    const runId = started.body.results.assessment_id as string;
    const cancelled = await rpc('assessment.cancel', { assessment_id: runId });
    expect(cancelled.status).to.equal(200);
    expect(cancelled.body).to.deep.equal({ success: true, results: {} });
    await waitForState(runId, 'CANCELLED', world.customerKey);
    await ashby.waitFor(() => updates(runId).length === 1, 20_000, 'the cancellation');
    const [update] = updates(runId);
    expect(update!.cancelled_reason.value).to.equal('The interview was cancelled');
    expect(update).not.to.have.property('assessment_status');
    expectValues(update!);
    expect((await rpc('assessment.cancel', { assessment_id: runId })).status).to.equal(409);
  });

  it('Ashby down: the update is retried and nothing is lost', async () => {
    const started = await rpc('assessment.start', startBody(world.templateId, uniqueEmail('ashby-outage')));
    const runId = started.body.results.assessment_id as string;
    await ashby.pause();
    await rpc('assessment.cancel', { assessment_id: runId });
    const failed = await failedAttempts(world.customerKey, runId);
    expect(failed, 'attempts failed while Ashby was down').to.be.at.least(2);
    await ashby.resume();
    await ashby.waitFor(() => updates(runId).length === 1, 20_000, 'the retried update');
    const [d] = await settledDeliveries(world.customerKey, runId);
    expect(d.status).to.equal('succeeded');
  });
});
