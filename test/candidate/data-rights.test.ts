import { expect } from 'chai';
import { db } from '../support/db.js';
import { call } from '../support/http.js';
import { CONCRETE, assessedRun, consentedSession, invitedRun, startedInterview } from '../support/candidate.js';
import { apiKey } from '../support/identity.js';
import { runPath } from '../support/runs.js';
import { newWorld, type World } from '../webhooks/support.js';

const EXPORT = '/api/v1/candidate-session/export';
const ERASURE = '/api/v1/candidate-session/erasure';

describe('candidate data: export and erasure (issue 37 §2)', function () {
  this.timeout(240_000);
  let w: World;
  before(async () => {
    w = await newWorld('data-rights');
  });
  const exportOf = (runId: string, headers: Record<string, string> = w.customerKey) =>
    call(runPath(runId, '/candidate-data/export'), { headers });

  it('the candidate downloads everything of their run and nothing of another; integrators read the same, audited', async () => {
    const mine = await invitedRun(
      { candidate_name: 'Ada Mine', candidate_email: 'ada.mine@example.test', candidate_ref: 'ref-ada' },
      w.customerKey,
    );
    const other = await invitedRun(
      { candidate_name: 'Bob Other', candidate_email: 'bob.other@example.test', candidate_ref: 'ref-bob' },
      w.customerKey,
    );
    const headers = await consentedSession(mine);
    await call('/api/v1/candidate-session/requests', {
      headers,
      body: { kind: 'accommodation', details: 'A quiet pace, please' },
    });
    const requested = await call(runPath(mine.runId, '/candidate-requests'), { headers: w.customerKey });
    await call(runPath(mine.runId, `/candidate-requests/${requested.body.items[0].id}/grant`), {
      headers: w.customerKey,
      body: { extra_minutes: 10 },
    });
    expect((await call('/api/v1/candidate-session/start', { headers, body: {} })).status).to.equal(200);
    await call('/api/v1/candidate-session/messages', { headers, body: { text: CONCRETE } });
    const otherSession = await startedInterview(other);
    await call('/api/v1/candidate-session/messages', {
      headers: otherSession.headers,
      body: { text: 'Bob speaking about his Kafka cluster.' },
    });

    const own = await call(EXPORT, { headers });
    expect(own.status, JSON.stringify(own.body)).to.equal(200);
    expect(own.headers.get('content-disposition')).to.match(/attachment; filename="my-interview-data.json"/);
    const [row] = await (
      await db()
    ).query(`SELECT transcript, consent, proctor_events FROM runs WHERE run_id = $1`, [mine.runId]);
    expect(own.body.run).to.include({ run_id: mine.runId, state: 'IN_PROGRESS' });
    expect(own.body.profile).to.include({ name: 'Ada Mine', email: 'ada.mine@example.test', candidate_ref: 'ref-ada' });
    expect(own.body.consent).to.deep.equal(row.consent);
    expect(own.body.interview.transcript).to.deep.equal(row.transcript);
    expect(own.body.interview.transcript.some((u: { text: string }) => u.text === CONCRETE)).to.equal(true);
    expect(own.body.requests).to.have.length(1);
    expect(own.body.requests[0]).to.include({
      kind: 'accommodation',
      details: 'A quiet pace, please',
      extra_minutes: 10,
    });
    expect(own.body.assessment, 'not approved yet').to.equal(null);
    const text = JSON.stringify(own.body);
    for (const foreign of ['Bob Other', 'bob.other@example.test', 'ref-bob', other.runId, 'Kafka'])
      expect(text, foreign).to.not.include(foreign);

    const integrator = await exportOf(mine.runId);
    expect(integrator.status).to.equal(200);
    expect({ ...integrator.body, exported_at: null }).to.deep.equal({ ...own.body, exported_at: null });
    const audited = await (
      await db()
    ).query(
      `SELECT actor_type, action FROM audit_log WHERE target_id = $1 AND action IN ('run.candidate_export', 'candidate.export')`,
      [mine.runId],
    );
    expect(audited.map((a: { action: string }) => a.action).sort()).to.deep.equal([
      'candidate.export',
      'run.candidate_export',
    ]);

    // candidate:read is needed; another tenant's run is not found.
    const key = await call(`/api/v2/admin/tenants/${w.customerId}/api-keys`, {
      headers: { authorization: `Bearer ${w.platformAdmin}` },
      body: { name: 'reader', permissions: ['interview:read'] },
    });
    const noCandidateRead = await exportOf(mine.runId, { ...apiKey(key.body.key) });
    expect(noCandidateRead.status).to.equal(403);
    expect(noCandidateRead.body.message).to.match(/candidate:read/);
    const foreignWorld = await newWorld('data-rights-other');
    expect((await exportOf(mine.runId, foreignWorld.customerKey)).status).to.equal(404);
    expect((await call(EXPORT)).status).to.equal(401);
  });

  it('the approved assessment is in the export', async () => {
    const runId = await assessedRun(CONCRETE, {}, w.customerKey as ReturnType<typeof apiKey>);
    expect((await exportOf(runId)).body.assessment).to.equal(null);
    const approved = await call(runPath(runId, '/assessment/approve'), { headers: w.customerKey, body: {} });
    expect(approved.status).to.equal(200);
    const after = await exportOf(runId);
    expect(after.body.assessment.approved_at).to.be.a('string');
    expect(after.body.assessment.coverage_summary.overall_coverage).to.be.oneOf([
      'sufficient',
      'partial',
      'insufficient',
    ]);
  });

  it('erasure: asked in the app, refused under a legal hold, confirmed by the recruiter, then the purge runs', async () => {
    const run = await invitedRun({ candidate_name: 'Erin Erase' }, w.customerKey);
    const headers = await consentedSession(run);
    const asked = await call(ERASURE, { headers, body: {} });
    expect(asked.status, JSON.stringify(asked.body)).to.equal(201);
    expect((await call(ERASURE, { headers, body: {} })).status).to.equal(400);
    // It holds nothing: an accommodation request may stand beside it.
    expect(
      (await call('/api/v1/candidate-session/requests', { headers, body: { kind: 'alternative' } })).status,
    ).to.equal(201);

    const listed = await call(runPath(run.runId, '/candidate-requests'), { headers: w.customerKey });
    const erasure = listed.body.items.find((r: { kind: string }) => r.kind === 'erasure');
    expect(erasure).to.include({ status: 'open' });
    const hold = await call(runPath(run.runId, '/legal-hold'), {
      method: 'PUT',
      headers: w.customerKey,
      body: { reason: 'Pending claim' },
    });
    expect(hold.status).to.equal(200);
    const refused = await call(runPath(run.runId, `/candidate-requests/${erasure.id}/grant`), {
      headers: w.customerKey,
      body: {},
    });
    expect(refused.status).to.equal(409);
    expect(refused.body.message).to.match(/legal hold/);
    expect(
      (await call(runPath(run.runId, '/legal-hold'), { method: 'DELETE', headers: w.customerKey })).status,
    ).to.equal(200);
    const confirmed = await call(runPath(run.runId, `/candidate-requests/${erasure.id}/grant`), {
      headers: w.customerKey,
      body: {},
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).to.equal(200);
    expect(confirmed.body).to.include({ kind: 'erasure', status: 'granted' });
    const [row] = await (
      await db()
    ).query(`SELECT candidate_name, consent, purged_at FROM runs WHERE run_id = $1`, [run.runId]);
    expect(row).to.include({ candidate_name: null, consent: null });
    expect(row.purged_at).to.be.instanceOf(Date);
    const texts = await (
      await db()
    ).query(
      `SELECT count(*)::int AS n FROM candidate_requests WHERE run_id = $1 AND (details_enc IS NOT NULL OR notes_enc IS NOT NULL)`,
      [run.runId],
    );
    expect(texts[0].n).to.equal(0);
    expect((await call(EXPORT, { headers })).status, 'the session ended with the data').to.equal(401);
  });
});
