import { expect } from 'chai';
import { PRESETS } from '@irs/shared';
import { call } from '../support/http.js';
import { auditRows, db } from '../support/db.js';
import { apiKey, bearer, login, oauthToken, userWithPermissions } from '../support/identity.js';
import { newWorld, type World } from './support.js';

const URL_A = 'https://hooks.example.test/a';
const URL_B = 'https://hooks.example.test/b';

describe('webhook configuration: secret, events, active switch', () => {
  let w: World;
  before(async () => {
    w = await newWorld('config');
  });

  it('first save generates a secret and shows it once; later reads and saves show only the hint', async () => {
    const created = await call('/api/v2/me/webhook-config', {
      method: 'PUT',
      headers: w.customerKey,
      body: { callback_url: URL_A, secret: '' },
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const secret: string = created.body.secret;
    expect(secret).to.match(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(secret.length).to.be.at.least(32);
    expect(created.body).to.include({
      callback_url: URL_A,
      is_active: true,
      secret_hint: `****${secret.slice(-4)}`,
      tenant_id: w.customerId,
    });
    expect(created.body.events).to.deep.equal([]);

    const read = await call('/api/v2/me/webhook-config', { headers: w.customerKey });
    expect(read.status).to.equal(200);
    expect(read.body).not.to.have.property('secret');
    expect(read.body.secret_hint).to.equal(`****${secret.slice(-4)}`);
    expect(JSON.stringify(read.body)).not.to.include(secret.slice(6, 20));

    const resaved = await call('/api/v2/me/webhook-config', {
      method: 'PUT',
      headers: w.customerKey,
      body: { callback_url: URL_B, events: ['interview.approved'] },
    });
    expect(resaved.status).to.equal(200);
    expect(resaved.body).not.to.have.property('secret');
    expect(resaved.body).to.include({ callback_url: URL_B, secret_hint: `****${secret.slice(-4)}` });
    expect(resaved.body.events).to.deep.equal(['interview.approved']);
    expect(Date.parse(resaved.body.updated_at)).to.be.above(Date.parse(created.body.updated_at));

    // Saving the same values again writes nothing and answers the stored row (once a 500).
    const unchanged = await call('/api/v2/me/webhook-config', {
      method: 'PUT',
      headers: w.customerKey,
      body: { callback_url: URL_B },
    });
    expect(unchanged.status, JSON.stringify(unchanged.body)).to.equal(200);
    expect(unchanged.body).to.include({ callback_url: URL_B, updated_at: resaved.body.updated_at });

    const [row] = await (
      await db()
    ).query(`SELECT secret_enc FROM webhook_configs WHERE tenant_id = $1`, [w.customerId]);
    expect(row.secret_enc).not.to.include(secret.slice(6, 20));
    expect(row.secret_enc).not.to.include(secret);
  });

  it('a new secret of at least 32 characters rotates (shown once); the same value again is no rotation', async () => {
    const short = await call('/api/v2/me/webhook-config', {
      method: 'PUT',
      headers: w.customerKey,
      body: { secret: 'x'.repeat(31) },
    });
    expect(short.status).to.equal(400);
    expect(short.body.message).to.match(/secret: must be at least 32 characters/);

    const own = 'my-own-webhook-secret-of-40-characters!!';
    const rotated = await call('/api/v2/me/webhook-config', {
      method: 'PUT',
      headers: w.customerKey,
      body: { secret: own },
    });
    expect(rotated.status).to.equal(200);
    expect(rotated.body).to.include({ secret: own, secret_hint: `****${own.slice(-4)}` });
    const again = await call('/api/v2/me/webhook-config', {
      method: 'PUT',
      headers: w.customerKey,
      body: { secret: own },
    });
    expect(again.body).not.to.have.property('secret');
    const rows = await auditRows(rotated.headers.get('x-request-id'));
    expect(rows).to.have.length(1);
    expect(rows[0]).to.include({
      action: 'webhook_config.update',
      actor_type: 'api_key',
      target_tenant_id: w.customerId,
      acting_tenant_id: w.customerId,
    });
    expect(rows[0]!.detail.secret_rotated).to.equal(true);
    expect(JSON.stringify(rows[0])).not.to.include(own);
  });

  it('events are validated names; empty means all; is_active pauses', async () => {
    const bad = await call('/api/v2/me/webhook-config', {
      method: 'PUT',
      headers: w.customerKey,
      body: { events: ['interview.approved', 'interview.hired'] },
    });
    expect(bad.status).to.equal(400);
    expect(bad.body.message).to.include('events.1').and.include('interview.plan_generated');
    const unknown = await call('/api/v2/me/webhook-config', {
      method: 'PUT',
      headers: w.customerKey,
      body: { url: URL_A },
    });
    expect(unknown.status).to.equal(400);
    const http = await call('/api/v2/me/webhook-config', {
      method: 'PUT',
      headers: w.customerKey,
      body: { callback_url: 'http://hooks.example.test/' },
    });
    expect(http.status).to.equal(400);
    const creds = await call('/api/v2/me/webhook-config', {
      method: 'PUT',
      headers: w.customerKey,
      body: { callback_url: 'https://user:pw@hooks.example.test/' },
    });
    expect(creds.status).to.equal(400);

    const all = await call('/api/v2/me/webhook-config', {
      method: 'PUT',
      headers: w.customerKey,
      body: { events: [], is_active: false },
    });
    expect(all.body).to.include({ is_active: false });
    expect(all.body.events).to.deep.equal([]);
  });

  it('first save needs callback_url; DELETE removes; GET then 404', async () => {
    const other = await newWorld('config-2');
    const missing = await call('/api/v2/me/webhook-config', {
      method: 'PUT',
      headers: other.customerKey,
      body: { events: [] },
    });
    expect(missing.status).to.equal(400);
    expect(missing.body.message).to.include('callback_url');
    expect((await call('/api/v2/me/webhook-config', { headers: other.customerKey })).status).to.equal(404);
    await call('/api/v2/me/webhook-config', {
      method: 'PUT',
      headers: other.customerKey,
      body: { callback_url: URL_A },
    });
    const del = await call('/api/v2/me/webhook-config', { method: 'DELETE', headers: other.customerKey });
    expect(del.status).to.equal(200);
    expect((await auditRows(del.headers.get('x-request-id')))[0]).to.include({ action: 'webhook_config.delete' });
    expect((await call('/api/v2/me/webhook-config', { headers: other.customerKey })).status).to.equal(404);
    expect((await call('/api/v2/me/webhook-config', { method: 'DELETE', headers: other.customerKey })).status).to.equal(
      404,
    );
  });
});

describe('webhook configuration: every route and its auth rule', () => {
  let w: World;
  let foreign: World;
  let tenantAdmin: string;
  before(async () => {
    w = await newWorld('auth');
    foreign = await newWorld('auth-foreign');
    tenantAdmin = (await userWithPermissions(w.platformAdmin, w.customerId, [...PRESETS.tenant_admin])).token;
  });

  const keyWith = async (permissions: string[], tenantId = w.customerId) =>
    apiKey(
      (
        await call(`/api/v2/admin/tenants/${tenantId}/api-keys`, {
          headers: bearer(w.platformAdmin),
          body: { name: 'limited', permissions },
        })
      ).body.key,
    );

  it('/api/v2/me/webhook-config: the credential tenant; webhook:read / webhook:update; feature webhooks', async () => {
    const path = '/api/v2/me/webhook-config';
    expect((await call(path)).status).to.equal(401);
    const reader = await keyWith(['webhook:read']);
    const put = await call(path, { method: 'PUT', headers: reader, body: { callback_url: URL_A } });
    expect(put.status).to.equal(403);
    expect(put.body.message).to.include('webhook:update');
    expect((await call(path, { method: 'DELETE', headers: reader })).status).to.equal(403);
    const writer = await keyWith(['webhook:update']);
    expect((await call(path, { headers: writer })).status).to.equal(403);
    expect((await call(path, { method: 'PUT', headers: writer, body: { callback_url: URL_A } })).status).to.equal(201);
    expect((await call(path, { headers: reader })).body.callback_url).to.equal(URL_A);
    // OAuth: the tenant of its tenant_id claim, scopes as permissions.
    const token = await oauthToken({ tenant_id: w.customerId, scope: 'webhook:read' });
    expect((await call(path, { headers: bearer(token) })).body.tenant_id).to.equal(w.customerId);
    // A platform key selects the customer with X-Tenant-ID.
    const platformKey = await keyWith(['webhook:read'], w.platformId);
    const viaPlatform = await call(path, { headers: { ...platformKey, 'x-tenant-id': w.customerId } });
    expect(viaPlatform.body.tenant_id).to.equal(w.customerId);
    // Feature switched off: 403 naming it.
    await call(`/api/v2/admin/tenants/${w.customerId}`, {
      method: 'PATCH',
      headers: bearer(w.platformAdmin),
      body: { features: { webhooks: false } },
    });
    const off = await call(path, { headers: reader });
    expect(off.status).to.equal(403);
    expect(off.body.message).to.include('webhooks');
    await call(`/api/v2/admin/tenants/${w.customerId}`, {
      method: 'PATCH',
      headers: bearer(w.platformAdmin),
      body: { features: { webhooks: true } },
    });
  });

  it('/api/v2/admin/tenants/:tenantId/webhook-config: platform admin of that platform (rule 5)', async () => {
    const path = `/api/v2/admin/tenants/${w.customerId}/webhook-config`;
    const pa = bearer(w.platformAdmin);
    const put = await call(path, { method: 'PUT', headers: pa, body: { callback_url: URL_B, is_active: true } });
    expect(put.status).to.be.oneOf([200, 201]);
    expect((await call(path, { headers: pa })).body.callback_url).to.equal(URL_B);
    const rows = await auditRows(put.headers.get('x-request-id'));
    expect(rows[0]).to.include({ actor_type: 'user', target_tenant_id: w.customerId, acting_tenant_id: w.platformId });
    // Another platform's admin, a customer's tenant admin, a customer key: 403.
    expect((await call(path, { headers: bearer(foreign.platformAdmin) })).status).to.equal(403);
    expect((await call(path, { headers: bearer(tenantAdmin) })).status).to.equal(403);
    expect((await call(path, { headers: w.customerKey })).status).to.equal(403);
    // Permissions: a platform user without webhook:read / webhook:update.
    const noHooks = await userWithPermissions(w.superAdmin, w.platformId, ['platform:tenants:read']);
    expect((await call(path, { headers: bearer(noHooks.token) })).status).to.equal(403);
    const readOnly = await userWithPermissions(w.superAdmin, w.platformId, ['webhook:read']);
    expect((await call(path, { headers: bearer(readOnly.token) })).status).to.equal(200);
    expect((await call(path, { method: 'DELETE', headers: bearer(readOnly.token) })).status).to.equal(403);
    // Super admin: any tenant.
    expect((await call(path, { headers: bearer(w.superAdmin) })).status).to.equal(200);
    expect((await call(path, { method: 'DELETE', headers: pa })).status).to.equal(200);
    expect((await call(path, { headers: pa })).status).to.equal(404);
  });

  it('/api/v1/platform-admin/webhook-config: the caller platform; deactivate, activate, re-save reactivates', async () => {
    const path = '/api/v1/platform-admin/webhook-config';
    const pa = bearer(w.platformAdmin);
    const none = await call(path, { headers: pa });
    expect(none.status).to.equal(404);
    expect(none.body).to.have.all.keys('statusCode', 'message', 'error', 'details');
    const put = await call(path, { method: 'PUT', headers: pa, body: { callbackUrl: URL_A, events: [] } });
    expect(put.status).to.equal(201);
    expect(put.body).to.include({ tenantId: w.platformId, callbackUrl: URL_A, isActive: true });
    expect(put.body.secret).to.match(/^whsec_/);
    expect(put.body.secretHint).to.equal(`****${put.body.secret.slice(-4)}`);
    const off = await call(`${path}/deactivate`, { method: 'PATCH', headers: pa });
    expect(off.status).to.equal(200);
    expect(off.body).to.include({ isActive: false, callbackUrl: URL_A, secretHint: put.body.secretHint });
    expect((await call(path, { headers: pa })).body.isActive).to.equal(false);
    const on = await call(`${path}/activate`, { method: 'PATCH', headers: pa });
    expect(on.body.isActive).to.equal(true);
    await call(`${path}/deactivate`, { method: 'PATCH', headers: pa });
    const resaved = await call(path, { method: 'PUT', headers: pa, body: { callbackUrl: URL_B } });
    expect(resaved.status).to.equal(200);
    expect(resaved.body).to.include({ isActive: true, callbackUrl: URL_B });
    expect(resaved.body).not.to.have.property('secret');
    const audit = await auditRows(resaved.headers.get('x-request-id'));
    expect(audit[0]).to.include({
      actor_type: 'user',
      actor_id: w.platformAdminId,
      target_tenant_id: w.platformId,
      action: 'webhook_config.update',
    });
    // snake_case is not the legacy shape.
    expect((await call(path, { method: 'PUT', headers: pa, body: { callback_url: URL_A } })).status).to.equal(400);
    // Refused: no credentials, API keys (a platform admin login is needed), customer users.
    expect((await call(path)).status).to.equal(401);
    expect((await call(path, { headers: w.customerKey })).status).to.equal(403);
    expect((await call(path, { headers: bearer(tenantAdmin) })).status).to.equal(403);
    const readOnly = await userWithPermissions(w.superAdmin, w.platformId, ['webhook:read']);
    expect((await call(path, { headers: bearer(readOnly.token) })).status).to.equal(200);
    expect((await call(`${path}/deactivate`, { method: 'PATCH', headers: bearer(readOnly.token) })).status).to.equal(
      403,
    );
    // The platform-admin login works for these routes too.
    const email = (
      await call(`/api/v2/admin/tenants/${w.platformId}/users`, {
        headers: bearer(w.superAdmin),
        body: {
          email: `pa-${Date.now()}@wh.example`,
          password: 'correct horse battery staple',
          permissions: ['webhook:read'],
        },
      })
    ).body.email;
    const paLogin = await login(email, 'correct horse battery staple', '/api/v1/platform-admin/auth/login');
    expect((await call(path, { headers: bearer(paLogin) })).body.callbackUrl).to.equal(URL_B);
    const del = await call(path, { method: 'DELETE', headers: pa });
    expect(del.status).to.equal(200);
    expect((await call(path, { headers: pa })).status).to.equal(404);
  });

  it('/api/v1/platform-admin/tenants/:tenantId/webhook-config: webhook plus the tenant settings (rule 5)', async () => {
    const path = `/api/v1/platform-admin/tenants/${w.customerId}/webhook-config`;
    const pa = bearer(w.platformAdmin);
    const put = await call(path, {
      method: 'PUT',
      headers: pa,
      body: {
        callbackUrl: URL_A,
        events: ['interview.approved', 'interview.completed', 'interview.assessment_pending'],
        autoApprovePlans: true,
        candidatePiiRetentionDays: 30,
        assessmentRetentionDays: 365,
        recordingRetentionDays: 7,
      },
    });
    expect(put.status, JSON.stringify(put.body)).to.be.oneOf([200, 201]);
    expect(put.body).to.include({
      tenantId: w.customerId,
      callbackUrl: URL_A,
      isActive: true,
      autoApprovePlans: true,
      candidatePiiRetentionDays: 30,
      assessmentRetentionDays: 365,
      recordingRetentionDays: 7,
    });
    const [tenant] = await (await db()).query(`SELECT settings FROM tenants WHERE id = $1`, [w.customerId]);
    expect(tenant.settings).to.deep.include({
      auto_approve_plans: true,
      candidate_pii_retention_days: 30,
      assessment_retention_days: 365,
      recording_retention_days: 7,
    });
    const read = await call(path, { headers: pa });
    expect(read.body).to.include({ autoApprovePlans: true, recordingRetentionDays: 7, callbackUrl: URL_A });
    expect(read.body).not.to.have.property('secret');
    const badDays = await call(path, { method: 'PUT', headers: pa, body: { recordingRetentionDays: -1 } });
    expect(badDays.status).to.equal(400);
    expect((await call(path, { headers: bearer(foreign.platformAdmin) })).status).to.equal(403);
    expect((await call(path, { headers: bearer(tenantAdmin) })).status).to.equal(403);
    expect((await call(path, { headers: w.customerKey })).status).to.equal(403);
    // Settings need platform:tenants:manage on top of webhook:update.
    const hooksOnly = await userWithPermissions(w.superAdmin, w.platformId, ['webhook:update']);
    const refused = await call(path, {
      method: 'PUT',
      headers: bearer(hooksOnly.token),
      body: { autoApprovePlans: false },
    });
    expect(refused.status).to.equal(403);
    const allowed = await call(path, { method: 'PUT', headers: bearer(hooksOnly.token), body: { callbackUrl: URL_B } });
    expect(allowed.status).to.equal(200);
    await call(path, { method: 'PUT', headers: pa, body: { autoApprovePlans: false } });
    expect((await call(path, { method: 'DELETE', headers: pa })).status).to.equal(200);
    const after = await call(path, { headers: pa });
    expect(after.body).to.include({ callbackUrl: null, isActive: false, recordingRetentionDays: 7 });
  });

  it('/api/v1/tenants/:id/webhook-config: caller-aware scoping (rule 6)', async () => {
    const path = (id: string) => `/api/v1/tenants/${id}/webhook-config`;
    const body = { callbackUrl: URL_A };
    const put = (id: string, headers: Record<string, string>) => call(path(id), { method: 'PUT', headers, body });
    // Super admin: any tenant.
    expect((await put(foreign.customerId, bearer(w.superAdmin))).status).to.be.oneOf([200, 201]);
    // Platform admin: tenants of its platform only.
    expect((await put(w.customerId, bearer(w.platformAdmin))).status).to.be.oneOf([200, 201]);
    expect((await put(w.platformId, bearer(w.platformAdmin))).status).to.be.oneOf([200, 201]);
    expect((await put(foreign.customerId, bearer(w.platformAdmin))).status).to.equal(403);
    // Tenant admin JWT: its own tenant only.
    expect((await call(path(w.customerId), { headers: bearer(tenantAdmin) })).status).to.equal(200);
    expect((await call(path(w.platformId), { headers: bearer(tenantAdmin) })).status).to.equal(403);
    expect((await call(path(foreign.customerId), { headers: bearer(tenantAdmin) })).status).to.equal(403);
    // API key: the X-Tenant-ID tenant only.
    expect((await call(path(w.customerId), { headers: w.customerKey })).status).to.equal(200);
    expect((await call(path(foreign.customerId), { headers: w.customerKey })).status).to.equal(403);
    const platformKey = await keyWith(['webhook:read'], w.platformId);
    const selected = { ...platformKey, 'x-tenant-id': w.customerId };
    expect((await call(path(w.customerId), { headers: selected })).status).to.equal(200);
    expect((await call(path(w.platformId), { headers: selected })).status).to.equal(403);
    // OAuth token: its tenant_id claim only.
    const token = bearer(await oauthToken({ tenant_id: w.customerId, scope: 'webhook:read webhook:update' }));
    expect((await call(path(w.customerId), { headers: token })).status).to.equal(200);
    expect((await call(path(foreign.customerId), { headers: token })).status).to.equal(403);
    // Permissions still apply within scope; no credentials is 401.
    const reader = bearer(await oauthToken({ tenant_id: w.customerId, scope: 'webhook:read' }));
    expect((await put(w.customerId, reader)).status).to.equal(403);
    expect((await call(path(w.customerId))).status).to.equal(401);
    // isActive on this route; DELETE.
    const paused = await call(path(w.customerId), { method: 'PUT', headers: token, body: { isActive: false } });
    expect(paused.body.isActive).to.equal(false);
    expect((await call(path(w.customerId), { method: 'DELETE', headers: token })).status).to.equal(200);
    expect((await call(path(w.customerId), { headers: token })).status).to.equal(404);
  });
});
