import { expect } from 'chai';
import { PRESETS } from '@irs/shared';
import { db } from '../support/db.js';
import { call } from '../support/http.js';
import { PASSWORD, apiKey, bearer, login, uniqueEmail, userWithPermissions } from '../support/identity.js';
import { createInterview, waitForState } from '../support/runs.js';
import { Receiver, newWorld, putMyConfig, verifies, type World } from '../webhooks/support.js';

const KEYS = '/api/v2/tenant/api-keys';
const USERS = '/api/v2/tenant/users';
const SETTINGS = '/api/v2/tenant/settings';
const AUDIT = '/api/v2/audit-log';

describe("tenant administration: a tenant's keys, users, settings and audit log, and its webhook actions", function () {
  this.timeout(120_000);
  let a: World;
  let b: World;
  /** Tenant A's admin (the tenant admin preset) and recruiter; B's admin. */
  let admin: { id: string; token: string };
  let recruiter: { id: string; token: string };
  let adminB: { id: string; token: string };
  /** A's platform admin acting for A's customer tenant. */
  let platformForA: Record<string, string>;
  const asAdmin = () => bearer(admin.token);

  before(async () => {
    [a, b] = await Promise.all([newWorld('tenant-admin'), newWorld('tenant-admin-other')]);
    [admin, recruiter, adminB] = await Promise.all([
      userWithPermissions(a.platformAdmin, a.customerId, [...PRESETS.tenant_admin]),
      userWithPermissions(a.platformAdmin, a.customerId, [...PRESETS.recruiter]),
      userWithPermissions(b.platformAdmin, b.customerId, [...PRESETS.tenant_admin]),
    ]);
    platformForA = { ...bearer(a.platformAdmin), 'x-tenant-id': a.customerId };
  });

  describe('API keys', () => {
    it('creates a key shown once that works, lists it without the secret, and revokes it at once', async () => {
      const created = await call(KEYS, {
        headers: asAdmin(),
        body: { name: 'ATS sync', permissions: ['interview:create', 'interview:read'] },
      });
      expect(created.status, JSON.stringify(created.body)).to.equal(201);
      expect(created.body.api_key).to.match(/^irs_live_[0-9a-f]{64}$/);
      expect(created.body.api_key.startsWith(created.body.key_prefix)).to.equal(true);

      const me = await call('/api/v2/me', { headers: apiKey(created.body.api_key) });
      expect(me.status).to.equal(200);
      expect(me.body).to.include({ credential: 'api_key', tenant_id: a.customerId });
      expect(me.body.permissions).to.deep.equal(['interview:create', 'interview:read']);

      const listed = await call(KEYS, { headers: asAdmin() });
      expect(listed.status).to.equal(200);
      const row = listed.body.items.find((k: { id: string }) => k.id === created.body.id);
      expect(row).to.deep.equal({
        id: created.body.id,
        name: 'ATS sync',
        key_prefix: created.body.key_prefix,
        permissions: ['interview:create', 'interview:read'],
        created_at: created.body.created_at,
        revoked_at: null,
      });
      expect(JSON.stringify(listed.body)).not.to.include(created.body.api_key);
      const stored = await (await db()).query(`SELECT tenant_id FROM api_keys WHERE id = $1`, [created.body.id]);
      expect(stored[0].tenant_id).to.equal(a.customerId);

      const revoked = await call(`${KEYS}/${created.body.id}`, { method: 'DELETE', headers: asAdmin() });
      expect(revoked.status).to.equal(200);
      expect(Date.parse(revoked.body.revoked_at)).to.be.closeTo(Date.now(), 60_000);
      expect((await call('/api/v2/me', { headers: apiKey(created.body.api_key) })).status).to.equal(401);
    });

    it('never grants beyond the workspace permissions, and reaches no other tenant', async () => {
      const platformPerm = await call(KEYS, {
        headers: asAdmin(),
        body: { name: 'x', permissions: ['platform:tenants:manage'] },
      });
      expect(platformPerm.status).to.equal(400);
      expect(platformPerm.body.message).to.match(/permissions\.0/);
      const tooLong = await call(KEYS, {
        headers: asAdmin(),
        body: { name: 'n'.repeat(201), permissions: ['interview:read'] },
      });
      expect(tooLong.status).to.equal(400);

      const bKey = await call(KEYS, {
        headers: bearer(adminB.token),
        body: { name: 'B', permissions: ['interview:read'] },
      });
      expect(bKey.status).to.equal(201);
      const across = await call(`${KEYS}/${bKey.body.id}`, { method: 'DELETE', headers: asAdmin() });
      expect(across.status, "another tenant's key is not found").to.equal(404);
      expect((await call('/api/v2/me', { headers: apiKey(bKey.body.api_key) })).status).to.equal(200);
      const listed = await call(KEYS, { headers: asAdmin() });
      expect(listed.body.items.map((k: { id: string }) => k.id)).not.to.include(bKey.body.id);
      expect((await call(`${KEYS}/not-a-uuid`, { method: 'DELETE', headers: asAdmin() })).status).to.equal(404);
    });

    it("a platform admin acts for its customer tenant with X-Tenant-ID, and for no other platform's", async () => {
      const created = await call(KEYS, {
        headers: platformForA,
        body: { name: 'by platform', permissions: ['interview:read'] },
      });
      expect(created.status).to.equal(201);
      const stored = await (await db()).query(`SELECT tenant_id FROM api_keys WHERE id = $1`, [created.body.id]);
      expect(stored[0].tenant_id, 'the key belongs to the selected tenant').to.equal(a.customerId);
      const foreign = await call(KEYS, { headers: { ...bearer(a.platformAdmin), 'x-tenant-id': b.customerId } });
      expect(foreign.status).to.equal(403);
    });
  });

  describe('who may administer', () => {
    it('refuses a recruiter, an API key with every workspace permission, and says why', async () => {
      for (const [method, path, body] of [
        ['GET', KEYS, undefined],
        ['POST', KEYS, { name: 'x', permissions: ['interview:read'] }],
        ['GET', USERS, undefined],
        ['POST', USERS, { email: uniqueEmail('refused'), role: 'recruiter' }],
        ['GET', SETTINGS, undefined],
        ['PATCH', SETTINGS, { auto_approve_plans: true }],
        ['GET', AUDIT, undefined],
      ] as const) {
        const byRecruiter = await call(path, { method, headers: bearer(recruiter.token), body });
        expect(byRecruiter.status, `${method} ${path} by a recruiter`).to.equal(403);
        expect(byRecruiter.body.message).to.match(/every workspace permission; missing: .*interview:create/);
        const byKey = await call(path, { method, headers: a.customerKey, body });
        expect(byKey.status, `${method} ${path} by an API key`).to.equal(403);
        expect(byKey.body.message).to.match(/user session/);
      }
      expect((await call(KEYS)).status).to.equal(401);
    });
  });

  describe('users', () => {
    it('adds a recruiter from the preset with a generated password that signs in, once', async () => {
      const email = uniqueEmail('added');
      const added = await call(USERS, { headers: asAdmin(), body: { email, role: 'recruiter' } });
      expect(added.status, JSON.stringify(added.body)).to.equal(201);
      expect(added.body).to.include({ email, role: 'recruiter' });
      expect(added.body.permissions).to.have.members([...PRESETS.recruiter]);
      expect(added.body.password).to.match(/^[0-9a-f]{24}$/);
      const token = await login(email, added.body.password);
      const me = await call('/api/v2/me', { headers: bearer(token) });
      expect(me.body).to.include({ tenant_id: a.customerId });
      expect(me.body.permissions).to.have.members([...PRESETS.recruiter]);

      const listed = await call(USERS, { headers: asAdmin() });
      const row = listed.body.items.find((u: { email: string }) => u.email === email);
      expect(row).to.include({ id: added.body.id, role: 'recruiter' });
      expect(row).not.to.have.property('password');
      const roles = Object.fromEntries(listed.body.items.map((u: { id: string; role: string }) => [u.id, u.role]));
      expect(roles[admin.id]).to.equal('tenant_admin');
      expect(listed.body.items.map((u: { id: string }) => u.id)).not.to.include(adminB.id);
    });

    it('adds an admin with a given password; refuses a taken e-mail, an unknown role and an oversized input', async () => {
      const email = uniqueEmail('added-admin');
      const added = await call(USERS, {
        headers: asAdmin(),
        body: { email, role: 'tenant_admin', password: PASSWORD },
      });
      expect(added.status).to.equal(201);
      expect(added.body).not.to.have.property('password');
      const me = await call('/api/v2/me', { headers: bearer(await login(email, PASSWORD)) });
      expect(me.body.permissions).to.have.members([...PRESETS.tenant_admin]);

      expect((await call(USERS, { headers: asAdmin(), body: { email, role: 'recruiter' } })).status).to.equal(409);
      const role = await call(USERS, { headers: asAdmin(), body: { email: uniqueEmail('x'), role: 'super_admin' } });
      expect(role.status).to.equal(400);
      expect(role.body.message).to.match(/role/);
      const long = await call(USERS, {
        headers: asAdmin(),
        body: { email: `${'a'.repeat(320)}@example.test`, role: 'recruiter' },
      });
      expect(long.status).to.equal(400);
    });
  });

  describe('settings', () => {
    it('reads and changes auto-approval and retention; the service then acts on them', async () => {
      const before = await call(SETTINGS, { headers: asAdmin() });
      expect(before.body).to.deep.equal({
        tenant_id: a.customerId,
        auto_approve_plans: false,
        candidate_pii_retention_days: null,
        assessment_retention_days: null,
        recording_retention_days: null,
        audit_retention_days: null,
      });
      const changed = await call(SETTINGS, {
        method: 'PATCH',
        headers: asAdmin(),
        body: { auto_approve_plans: true, candidate_pii_retention_days: 30, recording_retention_days: 7 },
      });
      expect(changed.status, JSON.stringify(changed.body)).to.equal(200);
      expect(changed.body).to.include({ auto_approve_plans: true, candidate_pii_retention_days: 30 });
      const [row] = await (await db()).query(`SELECT settings FROM tenants WHERE id = $1`, [a.customerId]);
      expect(row.settings).to.include({ auto_approve_plans: true, candidate_pii_retention_days: 30 });

      const created = await createInterview({}, a.customerKey);
      expect(created.status).to.equal(201);
      await waitForState(created.body.run_id, 'APPROVED', a.customerKey);

      const cleared = await call(SETTINGS, {
        method: 'PATCH',
        headers: asAdmin(),
        body: { auto_approve_plans: false, recording_retention_days: null },
      });
      expect(cleared.body).to.include({ auto_approve_plans: false, recording_retention_days: null });
      const [after] = await (await db()).query(`SELECT settings FROM tenants WHERE id = $1`, [a.customerId]);
      expect(after.settings).not.to.have.property('recording_retention_days');
      expect(after.settings.candidate_pii_retention_days, 'what was not given stays').to.equal(30);
      const [bRow] = await (await db()).query(`SELECT settings FROM tenants WHERE id = $1`, [b.customerId]);
      expect(bRow.settings).not.to.have.property('candidate_pii_retention_days');
    });

    it('refuses an empty change, days out of range and unknown settings', async () => {
      for (const body of [{}, { assessment_retention_days: 0 }, { assessment_retention_days: 36_501 }, { ask: true }]) {
        const res = await call(SETTINGS, { method: 'PATCH', headers: asAdmin(), body });
        expect(res.status, JSON.stringify(body)).to.equal(400);
      }
    });

    it('keeps the audit trail at least 6 months: a shorter audit retention is refused by name, 183 days taken', async () => {
      const short = await call(SETTINGS, { method: 'PATCH', headers: asAdmin(), body: { audit_retention_days: 90 } });
      expect(short.status).to.equal(400);
      expect(JSON.stringify(short.body)).to.include('audit rows are kept at least 6 months: give 183 days or more');
      const [row] = await (await db()).query(`SELECT settings FROM tenants WHERE id = $1`, [a.customerId]);
      expect(row.settings, 'nothing of a refused change is kept').not.to.have.property('audit_retention_days');

      const kept = await call(SETTINGS, { method: 'PATCH', headers: asAdmin(), body: { audit_retention_days: 183 } });
      expect(kept.status, JSON.stringify(kept.body)).to.equal(200);
      expect((await call(SETTINGS, { headers: asAdmin() })).body.audit_retention_days).to.equal(183);
      const cleared = await call(SETTINGS, {
        method: 'PATCH',
        headers: asAdmin(),
        body: { audit_retention_days: null },
      });
      expect(cleared.body.audit_retention_days).to.equal(null);
    });
  });

  describe('audit log', () => {
    it("lists the tenant's entries newest first with who did what, pages without gaps, and filters", async () => {
      const all: any[] = [];
      let cursor: string | null = null;
      do {
        const res: { status: number; body: any } = await call(`${AUDIT}?limit=3${cursor ? `&cursor=${cursor}` : ''}`, {
          headers: asAdmin(),
        });
        expect(res.status, JSON.stringify(res.body)).to.equal(200);
        expect(res.body.items.length).to.be.at.most(3);
        all.push(...res.body.items);
        cursor = res.body.next_cursor;
      } while (cursor);
      const rows = await (
        await db()
      ).query(`SELECT id::text, action FROM audit_log WHERE target_tenant_id = $1 ORDER BY at DESC, id DESC`, [
        a.customerId,
      ]);
      expect(all.map((e) => [e.id, e.action])).to.deep.equal(rows.map((r: any) => [r.id, r.action]));

      const revoke = all.find((e) => e.action === 'api_key.revoke');
      expect(revoke.actor).to.deep.include({ type: 'user', id: admin.id });
      expect(revoke.actor.label).to.match(/@example\.test$/);
      expect(revoke.target.label).to.match(/^ATS sync \(irs_live_\w+…\)$/);
      const byPlatform = all.find((e) => e.action === 'api_key.create' && e.actor.id !== admin.id);
      expect(byPlatform.actor.label, 'the platform stays unnamed to its customer').to.equal('A platform administrator');
      const settings = all.filter((e) => e.action === 'tenant.settings_update').map((e) => e.detail.settings);
      expect(settings).to.deep.equal([
        { audit_retention_days: null },
        { audit_retention_days: 183 },
        { auto_approve_plans: false, recording_retention_days: null },
        { auto_approve_plans: true, candidate_pii_retention_days: 30, recording_retention_days: 7 },
      ]);

      const seenByPlatform = await call(`${AUDIT}?limit=100`, { headers: platformForA });
      const same = seenByPlatform.body.items.find((e: { id: string }) => e.id === byPlatform.id);
      expect(same.actor.label).to.match(/@example\.test$/);

      const keysOnly = await call(`${AUDIT}?action=api_key.&action=user.create`, { headers: asAdmin() });
      expect(keysOnly.status).to.equal(200);
      expect(new Set(keysOnly.body.items.map((e: { action: string }) => e.action))).to.deep.equal(
        new Set(['api_key.create', 'api_key.revoke', 'user.create']),
      );
      const bLog = await call(`${AUDIT}?limit=100`, { headers: bearer(adminB.token) });
      const bIds = new Set(bLog.body.items.map((e: { id: string }) => e.id));
      expect(
        all.filter((e) => bIds.has(e.id)),
        "no entry of A in B's log",
      ).to.deep.equal([]);
    });

    it('refuses a made-up cursor, a limit over 100 and a malformed action filter', async () => {
      for (const query of ['cursor=abc', 'limit=101', 'action=API_KEY', `action=${'a'.repeat(101)}`, 'other=1']) {
        const res = await call(`${AUDIT}?${query}`, { headers: asAdmin() });
        expect(res.status, query).to.equal(400);
      }
    });
  });

  describe('webhook: rotate the secret, send a test event', () => {
    let receiver: Receiver;
    before(async () => {
      receiver = await Receiver.start();
    });
    after(() => receiver?.close());

    it('rotates to a generated secret shown once and signs the test event with it', async () => {
      expect((await call('/api/v2/me/webhook-config/rotate-secret', { headers: asAdmin(), body: {} })).status).to.equal(
        404,
      );
      const first = await putMyConfig(asAdmin(), { callback_url: receiver.url('/admin-test') });
      const rotated = await call('/api/v2/me/webhook-config/rotate-secret', { headers: asAdmin(), body: {} });
      expect(rotated.status).to.equal(200);
      expect(rotated.body.secret).to.match(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(rotated.body.secret).not.to.equal(first.secret);
      expect(rotated.body.secret_hint).to.equal(`****${rotated.body.secret.slice(-4)}`);
      const read = await call('/api/v2/me/webhook-config', { headers: asAdmin() });
      expect(read.body).not.to.have.property('secret');

      const sent = await call('/api/v2/me/webhook-config/test', { headers: asAdmin(), body: {} });
      expect(sent.status, JSON.stringify(sent.body)).to.equal(200);
      expect(sent.body).to.include({
        event: 'interview.plan_generated',
        source: 'tenant',
        callback_url: receiver.url('/admin-test'),
        delivered: true,
        status_code: 200,
      });
      const [got] = receiver.at('/admin-test');
      expect(got?.json).to.include({ event: 'interview.plan_generated', test: true, tenant_id: a.customerId });
      expect(verifies(got!, rotated.body.secret), 'signed with the rotated secret').to.equal(true);
      expect(verifies(got!, first.secret), 'not with the old one').to.equal(false);
    });

    it('needs webhook:update; pauses and resumes (audited as such); refuses a test while paused', async () => {
      const byRecruiter = await call('/api/v2/me/webhook-config/test', { headers: bearer(recruiter.token), body: {} });
      expect(byRecruiter.status).to.equal(403);
      expect(byRecruiter.body.message).to.equal('Missing permission: webhook:update');
      const pause = await call('/api/v2/me/webhook-config/pause', { headers: asAdmin(), body: {} });
      expect(pause.status).to.equal(200);
      expect(pause.body.is_active).to.equal(false);
      const paused = await call('/api/v2/me/webhook-config/test', { headers: asAdmin(), body: {} });
      expect(paused.status).to.equal(400);
      expect(paused.body.message).to.match(/^Cannot send a test event/);
      const resume = await call('/api/v2/me/webhook-config/resume', { headers: asAdmin(), body: {} });
      expect(resume.body.is_active).to.equal(true);
      const [row] = await (
        await db()
      ).query(`SELECT is_active FROM webhook_configs WHERE tenant_id = $1`, [a.customerId]);
      expect(row.is_active).to.equal(true);
      const log = await call(`${AUDIT}?action=webhook_config.`, { headers: asAdmin() });
      expect(log.body.items.slice(0, 2).map((e: { action: string }) => e.action)).to.deep.equal([
        'webhook_config.activate',
        'webhook_config.deactivate',
      ]);
      const noConfig = await call('/api/v2/me/webhook-config/pause', { headers: bearer(adminB.token), body: {} });
      expect(noConfig.status).to.equal(404);
      const resumeByRecruiter = await call('/api/v2/me/webhook-config/resume', {
        headers: bearer(recruiter.token),
        body: {},
      });
      expect(resumeByRecruiter.status).to.equal(403);
      const unknown = await call('/api/v2/me/webhook-config/test', { headers: asAdmin(), body: { event: 'nope' } });
      expect(unknown.status).to.equal(400);
    });
  });

  it('the OpenAPI document lists the new operations', async () => {
    const doc = await call('/api/v2/openapi.json');
    for (const path of [
      KEYS,
      `${KEYS}/{id}`,
      USERS,
      SETTINGS,
      AUDIT,
      '/api/v2/me/webhook-config/test',
      '/api/v2/me/webhook-config/rotate-secret',
      '/api/v2/me/webhook-config/pause',
      '/api/v2/me/webhook-config/resume',
    ])
      expect(doc.body.paths, path).to.have.property(path);
    expect(doc.body.paths[AUDIT].get.parameters.map((p: { name: string }) => p.name)).to.include.members([
      'action',
      'limit',
      'cursor',
    ]);
  });
});
