import { expect } from 'chai';
import { call } from '../support/http.js';
import { db } from '../support/db.js';
import { apiKey, bearer, platformAdmin } from '../support/identity.js';
import { createInterview, customerKey, pendingRun, runPath, waitForState } from '../support/runs.js';
import { stack } from '../support/stack.js';
import { temporal } from '../support/temporal.js';

describe('interview run lifecycle (REST v2, API key, real stack)', () => {
  it('create -> GENERATING_PLAN -> PENDING -> plan -> revise -> PENDING with the change -> approve -> APPROVED', async () => {
    const created = await createInterview();
    expect(created.status).to.equal(201);
    expect(created.body).to.have.all.keys('run_id', 'interview_id', 'state', 'message');
    expect(created.body.run_id).to.match(/^run_\d+_[0-9a-f]+$/);
    expect(created.body.state).to.equal('GENERATING_PLAN');
    const runId = created.body.run_id;

    const pending = await waitForState(runId, 'PENDING');
    expect(pending.body).to.deep.include({ awaiting_human: true, coverage_summary: null });
    const plan = await call(runPath(runId, '/plan'), { headers: customerKey() });
    expect(plan.status).to.equal(200);
    expect(plan.body).to.include({ run_id: runId, interview_id: created.body.interview_id });
    const ids = plan.body.payload.competencies.map((c: { id: string }) => c.id);
    expect(ids).to.include.members(['typescript', 'sql', 'kubernetes']);
    expect(ids).not.to.include('terraform');
    expect(plan.body.payload.opening).to.include('Acme Corp');

    const revise = await call(runPath(runId, '/plan/revise'), {
      method: 'PATCH',
      headers: customerKey(),
      body: { comments: 'Add Terraform. Drop PostgreSQL.' },
    });
    expect(revise.status).to.equal(200);
    expect(revise.body).to.include({ run_id: runId, state: 'GENERATING_PLAN' });
    await waitForState(runId, 'PENDING');
    const revised = await call(runPath(runId, '/plan'), { headers: customerKey() });
    const revisedIds = revised.body.payload.competencies.map((c: { id: string }) => c.id);
    expect(revisedIds).to.include('terraform');
    expect(revisedIds).not.to.include('sql');
    expect(revised.body.plan_id).not.to.equal(plan.body.plan_id);

    const approved = await call(runPath(runId, '/plan/approve'), {
      headers: customerKey(),
      body: { comment: 'looks good' },
    });
    expect(approved.status).to.equal(200);
    expect(approved.body).to.deep.equal({
      run_id: runId,
      interview_id: created.body.interview_id,
      state: 'APPROVED',
      message: 'Plan approved',
    });
    const status = await call(runPath(runId), { headers: customerKey() });
    expect(status.body).to.include({ state: 'APPROVED', awaiting_human: false });

    const events = await (
      await db()
    ).query(`SELECT sequence, event, envelope FROM run_events WHERE run_id = $1 ORDER BY sequence`, [runId]);
    expect(events.map((e: { event: string }) => e.event)).to.deep.equal([
      'interview.plan_generated',
      'interview.modification_requested',
      'interview.plan_generated',
      'interview.approved',
    ]);
    const approvedEvent = events.at(-1).envelope;
    expect(approvedEvent).to.include({
      event: 'interview.approved',
      run_id: runId,
      tenant_id: stack().creds.customer.tenant_id,
      state: 'APPROVED',
    });
    expect(approvedEvent.data).to.include({ approved: true });
    expect(approvedEvent.data.inmail_draft).to.be.a('string');
    expect(approvedEvent.event_id).to.match(/^[0-9a-f-]{36}$/);
  });

  it('reject -> REJECTED (terminal); approving afterwards is a 409', async () => {
    const runId = await pendingRun();
    const missingReason = await call(runPath(runId, '/plan/reject'), { headers: customerKey(), body: {} });
    expect(missingReason.status).to.equal(400);
    expect(missingReason.body.message).to.include('reason');
    const rejected = await call(runPath(runId, '/plan/reject'), {
      headers: customerKey(),
      body: { reason: 'role closed' },
    });
    expect(rejected.body.state).to.equal('REJECTED');
    const approve = await call(runPath(runId, '/plan/approve'), { headers: customerKey(), body: {} });
    expect(approve.status).to.equal(409);
    expect(approve.body.message).to.include('REJECTED');
    const cancel = await call(runPath(runId), { method: 'DELETE', headers: customerKey() });
    expect(cancel.status, 'cancel needs a non-terminal state').to.equal(409);
  });

  it('an action in a wrong state is a 409 from the workflow validator, leaving no trace in history', async () => {
    const runId = await pendingRun();
    const approveAssessment = await call(runPath(runId, '/assessment/approve'), { headers: customerKey(), body: {} });
    expect(approveAssessment.status).to.equal(409);
    expect(approveAssessment.body.message).to.equal(
      'approveAssessment is not allowed in state PENDING (allowed in: ASSESSMENT_READY)',
    );
    const invite = await call(runPath(runId, '/invite'), { headers: customerKey(), body: {} });
    expect(invite.status).to.equal(409);
    const info = await call(runPath(runId, '/info'), {
      method: 'PATCH',
      headers: customerKey(),
      body: { fields: { skills: 'Go' } },
    });
    expect(info.status).to.equal(409);
    const { client } = await temporal();
    const history = await client.workflow.getHandle(runId).fetchHistory();
    const updates = history.events!.filter((e) => e.workflowExecutionUpdateAcceptedEventAttributes);
    expect(updates, 'rejected updates are not in history').to.have.length(0);
  });

  it('INFO_NEEDED -> info -> GENERATING_PLAN -> PENDING', async () => {
    const created = await createInterview({ skills: undefined, qualifications: undefined, job_description: undefined });
    expect(created.status).to.equal(201);
    expect(created.body.state).to.equal('INFO_NEEDED');
    const runId = created.body.run_id;
    const status = await call(runPath(runId), { headers: customerKey() });
    expect(status.body.awaiting_human).to.equal(true);
    const fields = status.body.missing_fields.map((m: { field: string }) => m.field);
    expect(fields).to.include('skills');
    for (const m of status.body.missing_fields) expect(m).to.have.all.keys('field', 'severity', 'reason', 'question');
    expect((await call(runPath(runId, '/plan'), { headers: customerKey() })).status).to.equal(404);

    const wrongField = await call(runPath(runId, '/info'), {
      method: 'PATCH',
      headers: customerKey(),
      body: { fields: { position: 'CTO' } },
    });
    expect(wrongField.status).to.equal(400);
    expect(wrongField.body.message).to.include('position').and.to.include('skills');

    const info = await call(runPath(runId, '/info'), {
      method: 'PATCH',
      headers: customerKey(),
      body: { fields: { skills: 'Python, Kubernetes' } },
    });
    expect(info.status).to.equal(200);
    expect(info.body.state).to.equal('GENERATING_PLAN');
    await waitForState(runId, 'PENDING');
    const plan = await call(runPath(runId, '/plan'), { headers: customerKey() });
    expect(plan.body.payload.competencies.map((c: { id: string }) => c.id)).to.include.members([
      'python',
      'kubernetes',
    ]);
    const events = await (
      await db()
    ).query(`SELECT event, envelope FROM run_events WHERE run_id = $1 ORDER BY sequence`, [runId]);
    expect(events.map((e: { event: string }) => e.event)).to.deep.equal([
      'interview.info_needed',
      'interview.info_completed',
      'interview.plan_generated',
    ]);
    expect(events[0].envelope.data.missing_fields.map((m: { field: string }) => m.field)).to.include('skills');
  });

  it('an action sent right after create never overtakes the created event', async () => {
    for (let i = 0; i < 5; i++) {
      const created = await createInterview({ skills: [], qualifications: [] });
      const cancelled = await call(runPath(created.body.run_id), { method: 'DELETE', headers: customerKey() });
      expect(cancelled.body.state).to.equal('CANCELLED');
      const events = await (
        await db()
      ).query(`SELECT sequence, event FROM run_events WHERE run_id = $1 ORDER BY sequence`, [created.body.run_id]);
      expect(events.map((e: { event: string }) => e.event)).to.deep.equal([
        'interview.info_needed',
        'interview.cancelled',
      ]);
      expect(events.map((e: { sequence: number }) => e.sequence)).to.deep.equal([1, 2]);
    }
  });

  it('a repeated external_id returns the existing run with 200', async () => {
    const first = await createInterview({ external_id: 'job-42/app-7' });
    const again = await createInterview({ external_id: 'job-42/app-7', position: 'Something else' });
    expect(first.status).to.equal(201);
    expect(again.status).to.equal(200);
    expect(again.body.run_id).to.equal(first.body.run_id);
    expect(again.body.interview_id).to.equal(first.body.interview_id);
  });

  it('a run of another tenant is a 404, for reads and actions alike', async () => {
    const runId = await pendingRun();
    const admin = await platformAdmin();
    const other = await call('/api/v2/admin/tenants', { headers: bearer(admin), body: { name: 'Other customer' } });
    const key = await call(`/api/v2/admin/tenants/${other.body.id}/api-keys`, {
      headers: bearer(admin),
      body: { name: 'k', permissions: ['interview:read', 'interview:approve', 'interview:update'] },
    });
    const foreign = apiKey(key.body.key);
    for (const [method, suffix] of [
      ['GET', ''],
      ['GET', '/plan'],
      ['POST', '/plan/approve'],
      ['DELETE', ''],
      ['DELETE', '/candidate-data'],
    ] as const) {
      const res = await call(runPath(runId, suffix), {
        method,
        headers: foreign,
        body: method === 'GET' ? undefined : {},
      });
      expect(res.status, `${method} ${suffix}`).to.equal(404);
    }
    expect((await call(runPath('run_1_00'), { headers: customerKey() })).status).to.equal(404);
    expect((await call(runPath('not-a-run-id'), { headers: customerKey() })).status).to.equal(404);
  });

  it('cancel works while PENDING and while waiting in INFO_NEEDED', async () => {
    const runId = await pendingRun();
    const cancelled = await call(runPath(runId), {
      method: 'DELETE',
      headers: customerKey(),
      body: { reason: 'position filled' },
    });
    expect(cancelled.status).to.equal(200);
    expect(cancelled.body.state).to.equal('CANCELLED');
    expect((await call(runPath(runId), { headers: customerKey() })).body.state).to.equal('CANCELLED');

    const waiting = await createInterview({ skills: [], qualifications: [] });
    expect(waiting.body.state).to.equal('INFO_NEEDED');
    const cancelWaiting = await call(runPath(waiting.body.run_id), { method: 'DELETE', headers: customerKey() });
    expect(cancelWaiting.body.state).to.equal('CANCELLED');
    const { client } = await temporal();
    expect(await client.workflow.getHandle(waiting.body.run_id).result()).to.equal('CANCELLED');
  });

  it('invite is allowed in APPROVED and INVITED; a new invite replaces the earlier link', async () => {
    const runId = await pendingRun();
    await call(runPath(runId, '/plan/approve'), { headers: customerKey(), body: {} });
    const first = await call(runPath(runId, '/invite'), { headers: customerKey(), body: { ttl_seconds: 3600 } });
    expect(first.status).to.equal(200);
    expect(first.body).to.have.all.keys('run_id', 'interview_id', 'joinLink', 'otp', 'expiresAt');
    expect(first.body.joinLink).to.match(new RegExp(`^${stack().config.appUrl}/join/[\\w-]{43}$`));
    expect(first.body.otp).to.match(/^\d{6}$/);
    expect(Date.parse(first.body.expiresAt) - Date.now()).to.be.within(3500_000, 3600_000);
    expect((await call(runPath(runId), { headers: customerKey() })).body.state).to.equal('INVITED');
    const second = await call(runPath(runId, '/invite'), {
      headers: customerKey(),
      body: { base_url: 'https://jobs.example.com/interview' },
    });
    expect(second.body.joinLink).to.match(/^https:\/\/jobs\.example\.com\/interview\/join\//);
    const invites = await (
      await db()
    ).query(`SELECT active, token_hash, otp_hash FROM invites WHERE run_id = $1 ORDER BY created_at`, [runId]);
    expect(invites.map((i: { active: boolean }) => i.active)).to.deep.equal([false, true]);
    const stored = JSON.stringify(invites);
    for (const secret of [
      first.body.otp,
      second.body.otp,
      first.body.joinLink.split('/').pop(),
      second.body.joinLink.split('/').pop(),
    ]) {
      expect(stored).not.to.include(secret);
    }
  });

  it('reads that need a later state: plan 404 before PENDING, assessment 404, transcript 409', async () => {
    const runId = await pendingRun();
    expect((await call(runPath(runId, '/assessment'), { headers: customerKey() })).status).to.equal(404);
    expect((await call(runPath(runId, '/transcript'), { headers: customerKey() })).status).to.equal(409);
  });

  it('purge nulls the candidate data in any state, keeps the run, and is audited', async () => {
    const runId = await pendingRun({
      candidate_name: 'Ada Lovelace',
      candidate_email: 'ada@example.test',
      candidate_resume: 'Analytical engine programmer',
    });
    const purged = await call(runPath(runId, '/candidate-data'), {
      method: 'DELETE',
      headers: customerKey(),
      body: { reason: 'GDPR request' },
    });
    expect(purged.status).to.equal(200);
    expect(purged.body.purged).to.equal(true);
    expect(Date.parse(purged.body.purged_at)).to.be.closeTo(Date.now(), 10_000);
    const [row] = await (await db()).query(`SELECT * FROM runs WHERE run_id = $1`, [runId]);
    for (const column of [
      'candidate_name',
      'candidate_email',
      'candidate_resume',
      'candidate_ref',
      'transcript',
      'recording',
    ])
      expect(row[column], column).to.equal(null);
    expect(JSON.stringify(row)).not.to.include('Ada');
    expect(row.plan).not.to.equal(null);
    const [audit] = await (
      await db()
    ).query(`SELECT * FROM audit_log WHERE request_id = $1`, [purged.headers.get('x-request-id')]);
    expect(audit).to.include({
      action: 'run.purge_candidate_data',
      target_id: runId,
      target_tenant_id: stack().creds.customer.tenant_id,
    });
    expect((await call(runPath(runId), { headers: customerKey() })).body.state).to.equal('PENDING');
  });

  it('autoApprovePlans approves a ready plan at once, audited as the system', async () => {
    const admin = await platformAdmin();
    const tenant = await call('/api/v2/admin/tenants', { headers: bearer(admin), body: { name: 'Auto approver' } });
    await call(`/api/v2/admin/tenants/${tenant.body.id}`, {
      method: 'PATCH',
      headers: bearer(admin),
      body: { settings: { auto_approve_plans: true } },
    });
    const key = await call(`/api/v2/admin/tenants/${tenant.body.id}/api-keys`, {
      headers: bearer(admin),
      body: { name: 'k', permissions: ['interview:create', 'interview:read'] },
    });
    const created = await createInterview({}, apiKey(key.body.key));
    await waitForState(created.body.run_id, 'APPROVED', apiKey(key.body.key));
    const [row] = await (
      await db()
    ).query(`SELECT * FROM audit_log WHERE target_id = $1 AND actor_type = 'system'`, [created.body.run_id]);
    expect(row).to.include({
      action: 'run.approved',
      actor_id: 'auto_approve_plans',
      target_tenant_id: tenant.body.id,
    });
  });

  it('rankings list approved assessments only (none yet for a fresh tenant) and validate the level', async () => {
    const admin = await platformAdmin();
    const tenant = await call('/api/v2/admin/tenants', { headers: bearer(admin), body: { name: 'Fresh rankings' } });
    const key = await call(`/api/v2/admin/tenants/${tenant.body.id}/api-keys`, {
      headers: bearer(admin),
      body: { name: 'k', permissions: ['interview:read'] },
    });
    await pendingRun(); // runs elsewhere never show up
    const res = await call('/api/v2/integration/rankings?level=SENIOR&position=engineer', {
      headers: apiKey(key.body.key),
    });
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal([]);
    const bad = await call('/api/v2/integration/rankings?level=senior', { headers: customerKey() });
    expect(bad.status).to.equal(400);
    expect(bad.body.message).to.include('query.level').and.to.include('"SENIOR"');
  });
});
