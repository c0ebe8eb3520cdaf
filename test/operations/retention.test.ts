import { expect } from 'chai';
import { AT_MICROS_SQL, GENESIS_HASH, auditRowHash, verifyAuditChain, type ChainedRow } from '@irs/shared';
import { ensureRetentionSchedule } from '@irs/stack';
import { call } from '../support/http.js';
import { db } from '../support/db.js';
import { apiKey, bearer, platformAdmin } from '../support/identity.js';
import { pendingRun, runPath } from '../support/runs.js';
import { stack } from '../support/stack.js';
import { temporal } from '../support/temporal.js';

const SCHEDULE_ID = 'retention-sweep';
const PERSONAL = {
  candidate_ref: 'cand-retention',
  candidate_name: 'Grace Hopper',
  candidate_email: 'grace@example.test',
  candidate_resume: 'COBOL, compilers',
  candidate_profile_url: 'https://example.test/grace',
};

/** A tenant of its own: its retention settings and backdated runs touch no other suite's data. */
async function retentionTenant(name: string, permissions = ['interview:create', 'interview:read', 'interview:update']) {
  const admin = await platformAdmin();
  const tenant = await call('/api/v2/admin/tenants', { headers: bearer(admin), body: { name } });
  expect(tenant.status, JSON.stringify(tenant.body)).to.equal(201);
  const key = await call(`/api/v2/admin/tenants/${tenant.body.id}/api-keys`, {
    headers: bearer(admin),
    body: { name: 'k', permissions },
  });
  expect(key.status, JSON.stringify(key.body)).to.equal(201);
  return { id: tenant.body.id as string, headers: apiKey(key.body.key), admin };
}

/** A run in PENDING with candidate data in every purgeable column (the read model written directly). */
async function runWithData(headers: Record<string, string>): Promise<string> {
  const runId = await pendingRun(PERSONAL, headers);
  await (
    await db()
  ).query(`UPDATE runs SET transcript = $2, proctor_events = $3, recording = $4, consent = $5 WHERE run_id = $1`, [
    runId,
    JSON.stringify([{ role: 'candidate', text: 'I am Grace' }]),
    JSON.stringify([{ type: 'blur' }]),
    JSON.stringify({ url: 'https://recordings.example.test/grace.webm' }),
    JSON.stringify({ version: '1', accepted_at: new Date().toISOString(), ip: '203.0.113.7' }),
  ]);
  return runId;
}

const row = async (runId: string) =>
  ((await (await db()).query(`SELECT * FROM runs WHERE run_id = $1`, [runId])) as any[])[0];

const giveAssessment = async (runId: string) =>
  (await db()).query(
    `UPDATE runs SET assessment = '{"competencies":[]}', coverage_summary = '{"overall_coverage":"sufficient"}',
       overall_coverage = 'sufficient', gap_count = 0, assessment_approved_at = now() WHERE run_id = $1`,
    [runId],
  );

/** Triggers the schedule now and returns the result of the sweep it started. */
async function sweep(): Promise<Record<string, number>> {
  const { client } = await temporal();
  const handle = client.schedule.getHandle(SCHEDULE_ID);
  const before = new Set((await handle.describe()).info.recentActions.map((a) => a.action.workflow.workflowId));
  // A triggered action's workflow id is the schedule id plus the time to the second: two triggers within one second
  // would name the same workflow, and the second would start nothing.
  await new Promise((r) => setTimeout(r, 1050 - (Date.now() % 1000)));
  await handle.trigger();
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const started = (await handle.describe()).info.recentActions.find((a) => !before.has(a.action.workflow.workflowId));
    if (started) {
      const { workflowId, firstExecutionRunId } = started.action.workflow;
      return client.workflow.getHandle(workflowId, undefined, { firstExecutionRunId }).result();
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the triggered retention sweep did not start within 20 s');
}

const retentionAudit = async (runIds: string[]) =>
  (await (
    await db()
  ).query(
    `SELECT action, target_id, target_tenant_id, acting_tenant_id, detail FROM audit_log
     WHERE actor_type = 'system' AND actor_id = 'retention' AND target_id = ANY($1) ORDER BY id`,
    [runIds],
  )) as { action: string; target_id: string; target_tenant_id: string; acting_tenant_id: string | null }[];

describe('retention (Temporal Schedule retention-sweep) and legal hold', () => {
  it('the schedule exists with the configured spec: daily 03:00 UTC, retentionSweep on interview-runs, overlap SKIP', async () => {
    const { client } = await temporal();
    const described = await client.schedule.getHandle(SCHEDULE_ID).describe();
    expect(described.action).to.include({
      type: 'startWorkflow',
      workflowType: 'retentionSweep',
      taskQueue: 'interview-runs',
    });
    expect(described.policies.overlap).to.equal('SKIP');
    expect(stack().config.RETENTION_SCHEDULE_CRON).to.equal('0 3 * * *');
    expect(described.state.note).to.include('0 3 * * *');
    const [calendar] = described.spec.calendars ?? [];
    expect(calendar?.hour).to.deep.equal([{ start: 3, end: 3, step: 1 }]);
    expect(calendar?.minute).to.deep.equal([{ start: 0, end: 0, step: 1 }]);
    expect(calendar?.dayOfMonth).to.deep.equal([{ start: 1, end: 31, step: 1 }]);
    for (const next of described.info.nextActionTimes) {
      expect([next.getUTCHours(), next.getUTCMinutes(), next.getUTCSeconds()]).to.deep.equal([3, 0, 0]);
    }

    // Idempotent: a second start-up (or the setup job) leaves it alone; a changed configuration updates the spec.
    const config = stack().config;
    expect((await ensureRetentionSchedule(client, config)).outcome).to.equal('unchanged');
    try {
      const changed = await ensureRetentionSchedule(client, { ...config, RETENTION_SCHEDULE_INTERVAL: '6h' });
      expect(changed.outcome).to.equal('updated');
      const updated = await client.schedule.getHandle(SCHEDULE_ID).describe();
      expect(updated.spec.intervals?.[0]?.every).to.equal(6 * 3600 * 1000);
      expect(updated.spec.calendars ?? []).to.have.length(0);
      expect(updated.policies.overlap).to.equal('SKIP');
      expect(updated.action).to.include({ workflowType: 'retentionSweep', taskQueue: 'interview-runs' });
    } finally {
      expect((await ensureRetentionSchedule(client, config)).outcome).to.equal('updated');
    }
    const restored = await client.schedule.getHandle(SCHEDULE_ID).describe();
    expect(restored.spec.calendars?.[0]?.hour).to.deep.equal([{ start: 3, end: 3, step: 1 }]);
  });

  it('purges what is due per policy, skips held runs, audits as the system; a released hold is purged next time', async () => {
    const t = await retentionTenant('Retention');
    const settings = await call(`/api/v1/platform-admin/tenants/${t.id}/webhook-config`, {
      method: 'PUT',
      headers: bearer(t.admin),
      body: { candidatePiiRetentionDays: 30, recordingRetentionDays: 7, assessmentRetentionDays: 365 },
    });
    expect(settings.status, JSON.stringify(settings.body)).to.equal(200);

    const [due, held, fresh, recordingDue, closedLongAgo, openLongAgo] = await Promise.all(
      Array.from({ length: 6 }, () => runWithData(t.headers)),
    );
    const ds = await db();
    // The retention clock: the time a run closed, else its last update (an idle open run).
    const backdate = (runId: string, days: number) =>
      ds.query(`UPDATE runs SET updated_at = now() - make_interval(days => $2) WHERE run_id = $1`, [runId, days]);
    await backdate(due!, 40);
    await backdate(held!, 40);
    await backdate(recordingDue!, 10);
    await giveAssessment(openLongAgo!);
    await backdate(openLongAgo!, 400);

    const cancelled = await call(runPath(closedLongAgo!), { method: 'DELETE', headers: t.headers, body: {} });
    expect(cancelled.body.state).to.equal('CANCELLED');
    let closed: any;
    for (let i = 0; i < 100 && !closed?.closed_at; i++) {
      closed = await row(closedLongAgo!);
      if (!closed.closed_at) await new Promise((r) => setTimeout(r, 100));
    }
    expect(closed.state).to.equal('CANCELLED');
    expect(closed.closed_at, 'the trigger records when a run closes').to.be.instanceOf(Date);
    await giveAssessment(closedLongAgo!);
    await ds.query(`UPDATE runs SET closed_at = now() - interval '400 days' WHERE run_id = $1`, [closedLongAgo]);

    const hold = await call(runPath(held!, '/legal-hold'), {
      method: 'PUT',
      headers: t.headers,
      body: { reason: 'Litigation 2025-017' },
    });
    expect(hold.status, JSON.stringify(hold.body)).to.equal(200);

    const totals = await sweep();
    expect(totals.candidate_data).to.be.at.least(3);
    expect(totals.recording).to.be.at.least(1);
    expect(totals.assessment).to.be.at.least(1);
    expect(totals.held).to.be.at.least(1);

    const purgedColumns = [...Object.keys(PERSONAL), 'transcript', 'proctor_events', 'recording', 'consent'];
    for (const runId of [due!, closedLongAgo!, openLongAgo!]) {
      const r = await row(runId);
      for (const c of purgedColumns) expect(r[c], `${runId} ${c}`).to.equal(null);
      expect(r.purged_at, runId).to.be.instanceOf(Date);
      expect(r.plan, 'the run itself stays').not.to.equal(null);
      expect(JSON.stringify(r)).not.to.include('Grace');
    }
    const closedRow = await row(closedLongAgo!);
    for (const c of ['assessment', 'coverage_summary', 'overall_coverage', 'gap_count', 'assessment_approved_at'])
      expect(closedRow[c], c).to.equal(null);
    expect((await row(openLongAgo!)).assessment, 'an open run keeps its assessment (still under review)').not.to.equal(
      null,
    );
    const recordingRow = await row(recordingDue!);
    expect(recordingRow.recording).to.equal(null);
    expect(recordingRow).to.include({ candidate_name: 'Grace Hopper', purged_at: null });
    expect(recordingRow.transcript).not.to.equal(null);
    for (const runId of [held!, fresh!]) {
      const r = await row(runId);
      expect(r).to.include({ ...PERSONAL, purged_at: null });
      expect(r.recording).to.deep.equal({ url: 'https://recordings.example.test/grace.webm' });
      expect(r.consent).not.to.equal(null);
    }
    expect(await row(held!)).to.include({ legal_hold: true, legal_hold_reason: 'Litigation 2025-017' });

    const audits = await retentionAudit([due!, held!, fresh!, recordingDue!, closedLongAgo!, openLongAgo!]);
    const actions = audits.map((a) => `${a.target_id} ${a.action}`);
    expect(actions).to.have.members([
      `${due} run.purge_candidate_data`,
      `${closedLongAgo} run.purge_candidate_data`,
      `${closedLongAgo} run.purge_assessment`,
      `${openLongAgo} run.purge_candidate_data`,
      `${recordingDue} run.purge_recording`,
    ]);
    for (const a of audits) expect(a).to.include({ target_tenant_id: t.id, acting_tenant_id: null });

    // Released, the held run is due at the next sweep; what was purged is not purged (or audited) again.
    const release = await call(runPath(held!, '/legal-hold'), { method: 'DELETE', headers: t.headers });
    expect(release.status).to.equal(200);
    expect(release.body).to.include({ run_id: held, legal_hold: false, reason: null });
    await sweep();
    expect(await row(held!)).to.include({ candidate_name: null, legal_hold: false });
    const again = await retentionAudit([due!, held!, fresh!, recordingDue!, closedLongAgo!, openLongAgo!]);
    expect(again.map((a) => `${a.target_id} ${a.action}`)).to.have.members([
      ...actions,
      `${held} run.purge_candidate_data`,
    ]);
  });

  it('prunes audit rows past the audit retention; the pruned chain still verifies, and still catches a removed row', async () => {
    const t = await retentionTenant('Audit retention');
    const admin = { ...bearer(t.admin), 'x-tenant-id': t.id };
    for (const days of [400, 300, 250, 200]) {
      const set = await call('/api/v2/tenant/settings', {
        method: 'PATCH',
        headers: admin,
        body: { audit_retention_days: days },
      });
      expect(set.status, JSON.stringify(set.body)).to.equal(200);
    }
    // A trail two years old: the chain's rows rewritten oldest first a day apart from 730 days ago, except the last
    // three (the newest), then linked again, so it verifies as if written then.
    const ds = await db();
    const chain = (await ds.query(
      `SELECT id::text AS id, to_char(at AT TIME ZONE 'UTC', ${AT_MICROS_SQL}) AS at, actor_type, actor_id,
              acting_tenant_id::text AS acting_tenant_id, target_tenant_id::text AS target_tenant_id, action, target_id,
              request_id, detail
         FROM audit_log WHERE target_tenant_id = $1 ORDER BY id`,
      [t.id],
    )) as ChainedRow[];
    const old = chain.length - 3;
    expect(old, 'the tenant has a trail to age').to.be.greaterThan(0);
    await ds.transaction(async (m) => {
      await m.query(`ALTER TABLE audit_log DISABLE RULE audit_log_no_update`);
      let prev = GENESIS_HASH;
      for (const [i, r] of chain.entries()) {
        if (i < old) r.at = new Date(Date.now() - (730 - i) * 86_400_000).toISOString().replace('Z', '000Z');
        const hash = auditRowHash(r, prev);
        await m.query(`UPDATE audit_log SET at = $2, prev_hash = $3, row_hash = $4 WHERE id = $1::bigint`, [
          r.id,
          r.at,
          prev,
          hash,
        ]);
        prev = hash;
      }
      await m.query(`ALTER TABLE audit_log ENABLE RULE audit_log_no_update`);
    });
    expect((await verifyAuditChain(ds, t.id)).broken).to.equal(null);

    const totals = await sweep();
    expect(totals.audit_rows).to.be.at.least(old);
    const left = (await ds.query(
      `SELECT id::text AS id, action, detail FROM audit_log WHERE target_tenant_id = $1 ORDER BY id`,
      [t.id],
    )) as { id: string; action: string; detail: Record<string, unknown> }[];
    expect(left.map((r) => r.id).slice(0, 3)).to.deep.equal(chain.slice(old).map((r) => r.id));
    expect(left[3]).to.deep.include({ action: 'audit.pruned' });
    expect(left[3]!.detail).to.include({ rows: old, through_id: chain[old - 1]!.id, retention_days: 200 });
    expect(left).to.have.length(4);
    const report = await verifyAuditChain(ds, t.id);
    expect(report).to.deep.include({ rows: 4, broken: null });
    const verified = await call('/api/v2/admin/audit/verify', { headers: admin });
    expect(verified.body, JSON.stringify(verified.body)).to.deep.equal({
      tenant_id: t.id,
      ok: true,
      rows: 4,
      broken: null,
    });

    // Nothing older remains: a second sweep prunes nothing more of it, and a plain DELETE is still refused.
    await sweep();
    expect(
      await ds.query(`SELECT count(*)::int AS n FROM audit_log WHERE target_tenant_id = $1`, [t.id]),
    ).to.deep.equal([{ n: 4 }]);
    await ds.query(`DELETE FROM audit_log WHERE id = $1::bigint`, [left[0]!.id]);
    expect(
      await ds.query(`SELECT count(*)::int AS n FROM audit_log WHERE target_tenant_id = $1`, [t.id]),
    ).to.deep.equal([{ n: 4 }]);
    // The oldest remaining row removed behind the rule's back: the next one no longer links to the anchor. Put back
    // after, so that the suite's later whole-trail checks find every chain whole.
    const [{ removed } = { removed: '' }] = (await ds.query(
      `SELECT row_to_json(a)::text AS removed FROM audit_log a WHERE id = $1::bigint`,
      [left[0]!.id],
    )) as { removed: string }[];
    const bypassingTheRule = (sql: string, params: unknown[]) =>
      ds.transaction(async (m) => {
        await m.query(`ALTER TABLE audit_log DISABLE RULE audit_log_no_delete`);
        await m.query(sql, params);
        await m.query(`ALTER TABLE audit_log ENABLE RULE audit_log_no_delete`);
      });
    await bypassingTheRule(`DELETE FROM audit_log WHERE id = $1::bigint`, [left[0]!.id]);
    try {
      expect((await verifyAuditChain(ds, t.id)).broken).to.deep.equal({
        tenant_id: t.id,
        id: left[1]!.id,
        problem: 'prev_hash',
      });
    } finally {
      await bypassingTheRule(`INSERT INTO audit_log SELECT * FROM json_populate_record(null::audit_log, $1::json)`, [
        removed,
      ]);
    }
    expect((await verifyAuditChain(ds, t.id)).broken).to.equal(null);
  });

  it('legal hold: set and release, validated, permission-checked, audited, tenant-scoped (another tenant: 404)', async () => {
    const owner = await retentionTenant('Legal hold owner');
    const runId = await runWithData(owner.headers);
    const path = runPath(runId, '/legal-hold');
    const foreign = await retentionTenant('Not the owner');
    for (const method of ['PUT', 'DELETE']) {
      const res = await call(path, { method, headers: foreign.headers, body: { reason: 'not mine' } });
      expect(res.status, `${method} from another tenant`).to.equal(404);
    }
    expect((await row(runId)).legal_hold).to.equal(false);
    const malformed = await call(runPath('not-a-run', '/legal-hold'), {
      method: 'PUT',
      headers: owner.headers,
      body: { reason: 'x' },
    });
    expect(malformed.status).to.equal(404);

    expect((await call(path, { method: 'PUT', headers: owner.headers, body: {} })).status).to.equal(400);
    expect((await call(path, { method: 'PUT', headers: owner.headers, body: { reason: '  ' } })).status).to.equal(400);
    const readOnly = await call(`/api/v2/admin/tenants/${owner.id}/api-keys`, {
      headers: bearer(owner.admin),
      body: { name: 'read only', permissions: ['interview:read'] },
    });
    const refused = await call(path, { method: 'PUT', headers: apiKey(readOnly.body.key), body: { reason: 'x' } });
    expect(refused.status).to.equal(403);

    const set = await call(path, { method: 'PUT', headers: owner.headers, body: { reason: 'Tribunal claim' } });
    expect(set.status, JSON.stringify(set.body)).to.equal(200);
    expect(set.body).to.include({ run_id: runId, legal_hold: true, reason: 'Tribunal claim' });
    expect(Date.parse(set.body.set_at)).to.be.closeTo(Date.now(), 10_000);
    const [setAudit] = await (
      await db()
    ).query(`SELECT * FROM audit_log WHERE request_id = $1`, [set.headers.get('x-request-id')]);
    expect(setAudit).to.include({
      action: 'run.legal_hold_set',
      target_id: runId,
      target_tenant_id: owner.id,
      actor_type: 'api_key',
    });
    expect(JSON.stringify(setAudit.detail)).not.to.include('Tribunal');

    // Decision: a hold blocks automatic retention only; the explicit purge still works (docs/spec.md: any state), noted
    // in its audit.
    const purge = await call(runPath(runId, '/candidate-data'), { method: 'DELETE', headers: owner.headers, body: {} });
    expect(purge.status).to.equal(200);
    const [purgeAudit] = await (
      await db()
    ).query(`SELECT * FROM audit_log WHERE request_id = $1`, [purge.headers.get('x-request-id')]);
    expect(purgeAudit.detail).to.include({ legal_hold: true });
    expect(await row(runId)).to.include({ candidate_name: null, consent: null, legal_hold: true });

    const released = await call(path, { method: 'DELETE', headers: owner.headers });
    expect(released.status).to.equal(200);
    expect(released.body).to.deep.equal({
      run_id: runId,
      interview_id: set.body.interview_id,
      legal_hold: false,
      reason: null,
      set_at: null,
    });
    const [releaseAudit] = await (
      await db()
    ).query(`SELECT * FROM audit_log WHERE request_id = $1`, [released.headers.get('x-request-id')]);
    expect(releaseAudit).to.include({ action: 'run.legal_hold_release', target_id: runId });
    expect(await row(runId)).to.include({ legal_hold: false, legal_hold_reason: null, legal_hold_set_at: null });
    expect((await call(path, { method: 'DELETE', headers: owner.headers })).status, 'idempotent').to.equal(200);
  });
});
