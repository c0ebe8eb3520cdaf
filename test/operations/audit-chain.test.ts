import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { expect } from 'chai';
import type { DataSource } from 'typeorm';
import { GENESIS_HASH, PRESETS, audit, createDataSource, verifyAuditChain } from '@irs/shared';
import { db } from '../support/db.js';
import { call } from '../support/http.js';
import { bearer, userWithPermissions } from '../support/identity.js';
import { serviceEnv, stack } from '../support/stack.js';
import { newWorld, type World } from '../webhooks/support.js';

const VERIFY = '/api/v2/admin/audit/verify';
const AUDIT = '/api/v2/audit-log';

/** Runs `sql` on audit_log with its no-update/no-delete rules off, as someone with the database's owner rights would. */
async function tamper(ds: DataSource, sql: string, params: unknown[]): Promise<void> {
  await ds.transaction(async (m) => {
    await m.query(`ALTER TABLE audit_log DISABLE RULE audit_log_no_update`);
    await m.query(`ALTER TABLE audit_log DISABLE RULE audit_log_no_delete`);
    await m.query(sql, params);
    await m.query(`ALTER TABLE audit_log ENABLE RULE audit_log_no_update`);
    await m.query(`ALTER TABLE audit_log ENABLE RULE audit_log_no_delete`);
  });
}

/** `npm run audit:verify`'s program against the test stack's database: its exit code and output. */
async function auditVerifyCli(): Promise<{ code: number; out: string }> {
  const env = { ...process.env, ...serviceEnv(), DATABASE_URL: stack().databaseUrl };
  return promisify(execFile)('node', ['services/stack/dist/audit-verify-cli.js'], { env }).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );
}

describe('audit trail: a hash chain per tenant, verified, read with filters (issue 37 §3)', function () {
  this.timeout(120_000);
  let w: World;
  let admin: { id: string; token: string };
  let recruiter: { id: string; token: string };
  /** A pool of its own, so that the parallel writes below really run side by side. */
  let pool: DataSource;

  before(async () => {
    w = await newWorld('audit-chain');
    [admin, recruiter] = await Promise.all([
      userWithPermissions(w.platformAdmin, w.customerId, [...PRESETS.tenant_admin]),
      userWithPermissions(w.platformAdmin, w.customerId, [...PRESETS.recruiter]),
    ]);
    pool = await createDataSource(stack().databaseUrl, 10).initialize();
  });
  after(() => pool?.destroy());

  it('never forks a chain under parallel writers, and the database refuses a second row after one head', async () => {
    const tenant = randomUUID();
    const entry = (i: number) => ({
      actor_type: 'system' as const,
      actor_id: `writer-${i % 7}`,
      acting_tenant_id: null,
      target_tenant_id: tenant,
      action: 'test.parallel',
      target_id: String(i),
      detail: { i, nested: { b: 2, a: [1, 'x'] } },
    });
    // 60 writers over a pool of 10 connections: without the lock several would read the same head.
    await Promise.all(Array.from({ length: 60 }, (_, i) => audit(pool, entry(i))));
    const rows = (await pool.query(
      `SELECT id::text, prev_hash, row_hash FROM audit_log WHERE target_tenant_id = $1 ORDER BY audit_log.id`,
      [tenant],
    )) as { id: string; prev_hash: string; row_hash: string }[];
    expect(rows).to.have.length(60);
    expect(rows[0]!.prev_hash).to.equal(GENESIS_HASH);
    rows.slice(1).forEach((r, i) => expect(r.prev_hash, `row ${r.id}`).to.equal(rows[i]!.row_hash));
    expect(await verifyAuditChain(pool, tenant)).to.deep.equal({ chains: 1, rows: 60, broken: null });

    // A writer that skipped the lock and linked to an old head is refused by the chain's unique link.
    const fork = pool.query(
      `INSERT INTO audit_log (actor_type, action, target_tenant_id, prev_hash, row_hash)
       VALUES ('system', 'test.fork', $1, $2, $3)`,
      [tenant, rows[10]!.prev_hash, 'f'.repeat(64)],
    );
    await fork.then(
      () => expect.fail('a forked row was accepted'),
      (e: { code: string }) => expect(e.code).to.equal('23505'),
    );
  });

  it('chains the gateway’s own writes, even when they race, and the tenant’s admin verifies them', async () => {
    const settings = (days: number) =>
      call('/api/v2/tenant/settings', {
        method: 'PATCH',
        headers: bearer(admin.token),
        body: { candidate_pii_retention_days: days },
      });
    const answers = await Promise.all([30, 31, 32, 33, 34, 35, 36, 37].map(settings));
    expect(answers.map((a) => a.status)).to.deep.equal(Array(8).fill(200));

    const verified = await call(VERIFY, { headers: bearer(admin.token) });
    expect(verified.status, JSON.stringify(verified.body)).to.equal(200);
    const [{ n }] = await (
      await db()
    ).query(`SELECT count(*)::int AS n FROM audit_log WHERE target_tenant_id = $1`, [w.customerId]);
    expect(n).to.be.greaterThanOrEqual(10); // the tenant's creation, its users, the eight changes
    expect(verified.body).to.deep.equal({ tenant_id: w.customerId, ok: true, rows: n, broken: null });

    const notAdmin = await call(VERIFY, { headers: bearer(recruiter.token) });
    expect(notAdmin.status).to.equal(403);
    expect(notAdmin.body.message).to.match(/Tenant administration needs every workspace permission/);
  });

  it('finds an edited row at exactly that row, and a removed row at the one after it (API and npm run audit:verify)', async () => {
    const ds = await db();
    const rows = (await ds.query(
      `SELECT id::text, detail FROM audit_log WHERE target_tenant_id = $1 ORDER BY audit_log.id`,
      [w.customerId],
    )) as { id: string; detail: Record<string, unknown> }[];
    expect(rows.length).to.be.greaterThan(4);
    const edited = rows[3]!;
    try {
      await tamper(ds, `UPDATE audit_log SET detail = $2::jsonb WHERE id = $1::bigint`, [
        edited.id,
        JSON.stringify({ ...edited.detail, settings: { candidate_pii_retention_days: 3650 } }),
      ]);
      const verified = await call(VERIFY, { headers: bearer(admin.token) });
      expect(verified.status).to.equal(200);
      expect(verified.body).to.deep.include({ ok: false, rows: 4, broken: { id: edited.id, problem: 'row_hash' } });
      const cli = await auditVerifyCli();
      expect(cli.code, cli.out).to.equal(1);
      expect(cli.out).to.include(`BROKEN at audit_log id ${edited.id} (tenant ${w.customerId}): its content changed`);
    } finally {
      await tamper(ds, `UPDATE audit_log SET detail = $2::jsonb WHERE id = $1::bigint`, [
        edited.id,
        JSON.stringify(edited.detail),
      ]);
    }
    expect((await call(VERIFY, { headers: bearer(admin.token) })).body.ok).to.equal(true);

    // The row as JSON (its time to the microsecond), to put it back as it was.
    const [{ removed } = { removed: '' }] = (await ds.query(
      `SELECT row_to_json(a)::text AS removed FROM audit_log a WHERE id = $1::bigint`,
      [rows[2]!.id],
    )) as { removed: string }[];
    try {
      await tamper(ds, `DELETE FROM audit_log WHERE id = $1::bigint`, [rows[2]!.id]);
      const verified = await call(VERIFY, { headers: bearer(admin.token) });
      expect(verified.body).to.deep.include({ ok: false, broken: { id: rows[3]!.id, problem: 'prev_hash' } });
    } finally {
      await tamper(ds, `INSERT INTO audit_log SELECT * FROM json_populate_record(null::audit_log, $1::json)`, [
        removed,
      ]);
    }
    expect((await call(VERIFY, { headers: bearer(admin.token) })).body.ok).to.equal(true);
    const clean = await auditVerifyCli();
    expect(clean.code, clean.out).to.equal(0);
    expect(clean.out).to.include('every link holds');
  });

  it('reads the trail by actor, action, target and time, own tenant only, with clear 400s', async () => {
    const mine = await call(`${AUDIT}?actor=${admin.id}&action=tenant.settings_update`, {
      headers: bearer(admin.token),
    });
    expect(mine.status).to.equal(200);
    expect(mine.body.items).to.have.length(8);
    for (const item of mine.body.items) expect(item).to.deep.include({ action: 'tenant.settings_update' });
    expect(mine.body.items.every((i: { actor: { id: string } }) => i.actor.id === admin.id)).to.equal(true);

    const userAdded = await call(`${AUDIT}?target=${recruiter.id}`, { headers: bearer(admin.token) });
    expect(userAdded.body.items.map((i: { action: string }) => i.action)).to.deep.equal(['user.create']);

    const newest = mine.body.items[0].at as string;
    const oldest = mine.body.items.at(-1).at as string;
    const window = await call(
      `${AUDIT}?action=tenant.settings_update&from=${encodeURIComponent(oldest)}&to=${encodeURIComponent(newest)}`,
      { headers: bearer(admin.token) },
    );
    // `from` is inclusive, `to` exclusive: the newest change falls outside.
    expect(window.body.items).to.have.length(7);
    expect(window.body.items.some((i: { at: string }) => i.at === newest)).to.equal(false);

    const other = await newWorld('audit-chain-other');
    const otherAdmin = await userWithPermissions(other.platformAdmin, other.customerId, [...PRESETS.tenant_admin]);
    const foreign = await call(`${AUDIT}?actor=${admin.id}`, { headers: bearer(otherAdmin.token) });
    expect(foreign.status).to.equal(200);
    expect(foreign.body.items).to.deep.equal([]);

    const backwards = await call(`${AUDIT}?from=${encodeURIComponent(newest)}&to=${encodeURIComponent(oldest)}`, {
      headers: bearer(admin.token),
    });
    expect(backwards.status).to.equal(400);
    expect(backwards.body.message).to.match(/from must be before to/);
    const badTime = await call(`${AUDIT}?from=yesterday`, { headers: bearer(admin.token) });
    expect(badTime.status).to.equal(400);
    expect(badTime.body.message).to.match(/from/);
    const longActor = await call(`${AUDIT}?actor=${'a'.repeat(201)}`, { headers: bearer(admin.token) });
    expect(longActor.status).to.equal(400);
  });
});
