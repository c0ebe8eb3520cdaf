import { expect } from 'chai';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { Client, Connection } from '@temporalio/client';
import { createDataSource, listen, sha256Hex } from '@irs/shared';
import { createGatewayApp } from '@irs/gateway';
import { call } from '../support/http.js';
import { auditRows, db } from '../support/db.js';
import { apiKey, bearer, oauthToken, platformAdmin, tenantAdmin, userWithPermissions } from '../support/identity.js';
import { stack } from '../support/stack.js';

const KEY = /^irs_live_[0-9a-f]{64}$/;

describe('API keys', () => {
  const customer = () => stack().creds.customer.tenant_id;

  it('self-serve: a user creates a key with permissions it holds; the key works at once', async () => {
    const res = await call('/api/v2/api-keys', {
      headers: bearer(await tenantAdmin()),
      body: { name: 'ats', permissions: ['interview:create', 'interview:read'] },
    });
    expect(res.status).to.equal(201);
    expect(res.body).to.have.all.keys('id', 'name', 'apiKey', 'keyPrefix', 'permissions');
    expect(res.body.apiKey).to.match(KEY);
    expect(res.body.apiKey.startsWith(res.body.keyPrefix)).to.equal(true);
    expect(res.body.keyPrefix.length).to.be.below(res.body.apiKey.length);
    const me = await call('/api/v2/me', { headers: apiKey(res.body.apiKey) });
    expect(me.status).to.equal(200);
    expect(me.body).to.include({ credential: 'api_key', id: res.body.id, tenant_id: customer() });
    expect(me.body.permissions).to.deep.equal(['interview:create', 'interview:read']);
    const [row] = await auditRows(res.headers.get('x-request-id'));
    expect(row).to.include({ action: 'api_key.create', target_tenant_id: customer(), target_id: res.body.id });
  });

  it('self-serve escalation guard: no permission beyond the user, never a platform: one', async () => {
    const recruiter = await userWithPermissions(await platformAdmin(), customer(), [
      'interview:read',
      'interview:approve',
      'candidate:read',
    ]);
    const beyond = await call('/api/v2/api-keys', {
      headers: bearer(recruiter.token),
      body: { name: 'k', permissions: ['interview:read', 'interview:create'] },
    });
    expect(beyond.status).to.equal(403);
    expect(beyond.body.message).to.include('interview:create');
    const platform = await call('/api/v2/api-keys', {
      headers: bearer(await platformAdmin()),
      body: { name: 'k', permissions: ['platform:tenants:read'] },
    });
    expect(platform.status).to.equal(403);
    expect(platform.body.message).to.include('cannot carry platform:tenants:read');
    const unknown = await call('/api/v2/api-keys', {
      headers: bearer(recruiter.token),
      body: { name: 'k', permissions: ['interview:delete'] },
    });
    expect(unknown.status).to.equal(400);
    expect(unknown.body.message).to.include('permissions.0').and.to.include('"interview:read"');
  });

  it('self-serve needs a user session: API keys and OAuth tokens are refused', async () => {
    const viaKey = await call('/api/v2/api-keys', {
      headers: apiKey(stack().creds.customer.api_key),
      body: { name: 'k', permissions: ['interview:read'] },
    });
    expect(viaKey.status).to.equal(403);
    const token = await oauthToken({ tenant_id: customer(), scope: 'interview:read' });
    const viaOauth = await call('/api/v2/api-keys', {
      headers: bearer(token),
      body: { name: 'k', permissions: ['interview:read'] },
    });
    expect(viaOauth.status).to.equal(403);
  });

  it('admin route: skips the escalation guard, still refuses platform: permissions', async () => {
    // A platform user that may manage tenants but holds only one workspace permission itself.
    const limited = await userWithPermissions(await platformAdmin(), stack().creds.platform.tenant_id, [
      'platform:tenants:manage',
      'platform:tenants:read',
      'interview:read',
    ]);
    const created = await call(`/api/v2/admin/tenants/${customer()}/api-keys`, {
      headers: bearer(limited.token),
      body: { name: 'ats', permissions: ['webhook:update', 'interview:create'] },
    });
    expect(created.status).to.equal(201);
    expect(created.body).to.have.all.keys('id', 'name', 'key', 'tenantId', 'createdAt', 'permissions');
    expect(created.body.key).to.match(KEY);
    expect(created.body.tenantId).to.equal(customer());
    const selfServe = await call('/api/v2/api-keys', {
      headers: bearer(limited.token),
      body: { name: 'k', permissions: ['webhook:update'] },
    });
    expect(selfServe.status, 'the same grant through the self-serve route').to.equal(403);
    const platform = await call(`/api/v2/admin/tenants/${customer()}/api-keys`, {
      headers: bearer(limited.token),
      body: { name: 'k', permissions: ['platform:tenants:manage'] },
    });
    expect(platform.status).to.equal(403);
    const patched = await call(`/api/v2/admin/tenants/${customer()}/api-keys/${created.body.id}`, {
      method: 'PATCH',
      headers: bearer(limited.token),
      body: { permissions: ['platform:oauth-clients:manage'] },
    });
    expect(patched.status).to.equal(403);
  });

  it('admin route: list shows no secret, PATCH renames, DELETE revokes at once; all audited', async () => {
    const admin = await platformAdmin();
    const created = await call(`/api/v2/admin/tenants/${customer()}/api-keys`, {
      headers: bearer(admin),
      body: { name: 'old', permissions: ['interview:read'] },
    });
    const list = await call(`/api/v2/admin/tenants/${customer()}/api-keys`, { headers: bearer(admin) });
    expect(list.status).to.equal(200);
    const listed = list.body.find((k: { id: string }) => k.id === created.body.id);
    expect(listed).to.include({ name: 'old', revokedAt: null });
    expect(JSON.stringify(list.body)).not.to.include(created.body.key);
    expect(JSON.stringify(list.body)).not.to.include(sha256Hex(created.body.key));

    const patched = await call(`/api/v2/admin/tenants/${customer()}/api-keys/${created.body.id}`, {
      method: 'PATCH',
      headers: bearer(admin),
      body: { name: 'new' },
    });
    expect(patched.body).to.include({ name: 'new' });
    expect((await call('/api/v2/me', { headers: apiKey(created.body.key) })).status).to.equal(200);

    const revoked = await call(`/api/v2/admin/tenants/${customer()}/api-keys/${created.body.id}`, {
      method: 'DELETE',
      headers: bearer(admin),
    });
    expect(revoked.status).to.equal(200);
    expect(revoked.body.revokedAt).to.be.a('string');
    const unknown = await call(`/api/v2/admin/tenants/${customer()}/api-keys/00000000-0000-4000-8000-000000000000`, {
      method: 'DELETE',
      headers: bearer(admin),
    });
    expect(unknown.status, 'an unknown key is a 404, not a revocation').to.equal(404);
    expect((await call('/api/v2/me', { headers: apiKey(created.body.key) })).status).to.equal(401);

    for (const [res, action] of [
      [created, 'api_key.create'],
      [patched, 'api_key.update'],
      [revoked, 'api_key.revoke'],
    ] as const) {
      const [row] = await auditRows(res.headers.get('x-request-id'));
      expect(row, action).to.include({
        action,
        target_tenant_id: customer(),
        target_id: created.body.id,
        actor_type: 'user',
      });
    }
  });

  it('a platform-scoped key must name its tenant with X-Tenant-ID', async () => {
    const platformId = stack().creds.platform.tenant_id;
    const created = await call(`/api/v2/admin/tenants/${platformId}/api-keys`, {
      headers: bearer(await platformAdmin()),
      body: { name: 'platform', permissions: ['interview:read'] },
    });
    expect(created.status).to.equal(201);
    expect((await call('/api/v2/me', { headers: apiKey(created.body.key) })).status).to.equal(401);
    const child = await call('/api/v2/me', { headers: apiKey(created.body.key, customer()) });
    expect(child.status).to.equal(200);
    expect(child.body).to.include({ tenant_id: customer(), home_tenant_id: platformId });
  });

  it('stores only a hash: neither the database nor the logs hold the plaintext key', async () => {
    // A second gateway on the same stack whose logs (at trace level) we capture.
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(chunk.toString()), done()) });
    const connection = await Connection.connect({ address: stack().temporalAddress });
    const app = createGatewayApp({
      ds: await db(),
      config: stack().config,
      logger: pino({ level: 'trace' }, sink),
      temporal: { connection, client: new Client({ connection }) },
      encKey: stack().encKey,
    });
    const server = await listen(app, 0, '127.0.0.1');
    const origin = `http://127.0.0.1:${server.port}`;
    try {
      const created = await call('/api/v2/api-keys', {
        origin,
        headers: bearer(await tenantAdmin()),
        body: { name: 'secret-check', permissions: ['interview:read'] },
      });
      const plaintext: string = created.body.apiKey;
      expect(plaintext).to.match(KEY);
      expect((await call('/api/v2/me', { origin, headers: apiKey(plaintext) })).status).to.equal(200);

      const tables: { table_name: string }[] = await (
        await db()
      ).query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`);
      for (const { table_name } of tables) {
        const [dump] = await (
          await db()
        ).query(`SELECT coalesce(string_agg(t::text, E'\\n'), '') AS text FROM "${table_name}" t`);
        expect(dump.text, table_name).not.to.include(plaintext);
        expect(dump.text, table_name).not.to.include(plaintext.slice(-64));
      }
      const [stored] = await (await db()).query(`SELECT key_hash FROM api_keys WHERE id = $1`, [created.body.id]);
      expect(stored.key_hash).to.equal(sha256Hex(plaintext));
      expect(lines.length, 'the gateway logged the requests').to.be.greaterThan(1);
      expect(lines.join('')).not.to.include(plaintext.slice(-64));
    } finally {
      await app.closeListeners();
      await server.close();
      await connection.close();
    }
  });

  it('keys are remembered by each gateway, and a key revoked on one is refused on another within a second', async () => {
    const connection = await Connection.connect({ address: stack().temporalAddress });
    const ds = await createDataSource(stack().databaseUrl, 4).initialize();
    const app = createGatewayApp({
      ds,
      config: stack().config,
      logger: pino({ level: 'silent' }),
      temporal: { connection, client: new Client({ connection }) },
      encKey: stack().encKey,
    });
    const server = await listen(app, 0, '127.0.0.1');
    const second = `http://127.0.0.1:${server.port}`;
    // Counts the key lookups the second gateway sends to the database (every statement passes its data source's logger).
    let lookups = 0;
    const logger = ds.logger;
    (ds as { logger: typeof logger }).logger = Object.assign(Object.create(logger) as typeof logger, {
      logQuery: (query: string, ...rest: [unknown[]?]) => {
        if (query.includes('key_hash')) lookups++;
        return logger.logQuery(query, ...rest);
      },
    });
    try {
      const created = await call('/api/v2/api-keys', {
        headers: bearer(await tenantAdmin()),
        body: { name: 'two-gateways', permissions: ['interview:read'] },
      });
      const key = apiKey(created.body.apiKey);
      // The first request on the second gateway opens its LISTEN connection and reads the key from the database.
      const deadline = Date.now() + 10_000;
      for (let seen = -1; seen !== lookups && Date.now() < deadline;) {
        seen = lookups;
        expect((await call('/api/v2/me', { origin: second, headers: key })).status).to.equal(200);
      }
      expect(lookups, 'the key was read from the database first').to.be.greaterThan(0);
      const before = lookups;
      for (let i = 0; i < 5; i++)
        expect((await call('/api/v2/me', { origin: second, headers: key })).status).to.equal(200);
      expect(lookups, 'a remembered key is not looked up again').to.equal(before);

      // Revoked through the stack's gateway; the second one hears of it and refuses the key.
      const revoked = await call(`/api/v2/tenant/api-keys/${created.body.id}`, {
        method: 'DELETE',
        headers: bearer(await tenantAdmin()),
      });
      expect(revoked.status, JSON.stringify(revoked.body)).to.equal(200);
      const revokedAt = Date.now();
      let status = 200;
      while (status === 200 && Date.now() - revokedAt < 1_000)
        status = (await call('/api/v2/me', { origin: second, headers: key })).status;
      expect(status, 'refused on the other gateway within a second of the revocation').to.equal(401);
      expect((await call('/api/v2/me', { headers: key })).status).to.equal(401);
    } finally {
      await app.closeListeners();
      await server.close();
      await connection.close();
      await ds.destroy();
    }
  });
});
