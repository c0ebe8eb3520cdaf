import { expect } from 'chai';
import { call } from '../support/http.js';
import { auditRows } from '../support/db.js';
import {
  PASSWORD,
  bearer,
  platformAdmin,
  superAdmin,
  tenantAdmin,
  uniqueEmail,
  userWithPermissions,
} from '../support/identity.js';
import { stack } from '../support/stack.js';

describe('tenant and user administration', () => {
  it('a platform admin creates a customer tenant under its own platform, audited', async () => {
    const res = await call('/api/v2/admin/tenants', { headers: bearer(await platformAdmin()), body: { name: 'Acme' } });
    expect(res.status).to.equal(201);
    expect(res.body).to.include({
      name: 'Acme',
      kind: 'CUSTOMER',
      parent_platform_id: stack().creds.platform.tenant_id,
    });
    const [row] = await auditRows(res.headers.get('x-request-id'));
    expect(row).to.include({
      action: 'tenant.create',
      actor_type: 'user',
      target_tenant_id: res.body.id,
      acting_tenant_id: stack().creds.platform.tenant_id,
    });
    expect(row!.actor_id).to.be.a('string');
  });

  it('only a super admin creates a platform tenant', async () => {
    const refused = await call('/api/v2/admin/tenants', {
      headers: bearer(await platformAdmin()),
      body: { name: 'Other platform', kind: 'PLATFORM' },
    });
    expect(refused.status).to.equal(403);
    expect(refused.body.message).to.match(/kind/);
    const created = await call('/api/v2/admin/tenants', {
      headers: bearer(await superAdmin()),
      body: { name: 'Other platform', kind: 'PLATFORM' },
    });
    expect(created.status).to.equal(201);
    expect(created.body).to.include({ kind: 'PLATFORM', parent_platform_id: null });
  });

  it('validation names the field and the allowed values', async () => {
    const res = await call('/api/v2/admin/tenants', {
      headers: bearer(await superAdmin()),
      body: { name: 'X', kind: 'PARTNER', color: 'red' },
    });
    expect(res.status).to.equal(400);
    expect(res.body.message)
      .to.include('kind')
      .and.to.include('"PLATFORM"')
      .and.to.include('"CUSTOMER"')
      .and.to.include('"PARTNER"');
    expect(res.body.message).to.include('color: unknown field');
  });

  it('lists only the tenants of the caller platform', async () => {
    const superList = await call('/api/v2/admin/tenants', { headers: bearer(await superAdmin()) });
    const mine = await call('/api/v2/admin/tenants', { headers: bearer(await platformAdmin()) });
    expect(mine.status).to.equal(200);
    const platformId = stack().creds.platform.tenant_id;
    expect(
      mine.body.every(
        (t: { id: string; parent_platform_id: string }) => t.id === platformId || t.parent_platform_id === platformId,
      ),
    ).to.equal(true);
    expect(superList.body.length).to.be.greaterThan(mine.body.length);
  });

  it('creates users with presets, refusing platform permissions in a customer tenant and grants beyond the caller', async () => {
    const admin = await platformAdmin();
    const customer = stack().creds.customer.tenant_id;
    const recruiter = await call(`/api/v2/admin/tenants/${customer}/users`, {
      headers: bearer(admin),
      body: {
        email: uniqueEmail('recruiter'),
        password: PASSWORD,
        permissions: ['interview:read', 'interview:approve', 'candidate:read'],
      },
    });
    expect(recruiter.status).to.equal(201);
    expect(recruiter.body).to.include({ tenant_id: customer });
    expect(recruiter.body).not.to.have.property('password_hash');
    const [row] = await auditRows(recruiter.headers.get('x-request-id'));
    expect(row).to.include({ action: 'user.create', target_tenant_id: customer, target_id: recruiter.body.id });

    const platformPerm = await call(`/api/v2/admin/tenants/${customer}/users`, {
      headers: bearer(admin),
      body: { email: uniqueEmail('x'), password: PASSWORD, permissions: ['platform:tenants:read'] },
    });
    expect(platformPerm.status).to.equal(403);
    const wildcard = await call(`/api/v2/admin/tenants/${customer}/users`, {
      headers: bearer(admin),
      body: { email: uniqueEmail('x'), password: PASSWORD, permissions: ['*'] },
    });
    expect(wildcard.status).to.equal(403);
    expect(wildcard.body.message).to.include('do not hold: *');
  });

  it('a customer tenant admin cannot use the admin endpoints', async () => {
    const res = await call('/api/v2/admin/tenants', { headers: bearer(await tenantAdmin()), body: { name: 'Nope' } });
    expect(res.status).to.equal(403);
    expect(res.body.message).to.equal('Missing permission: platform:tenants:manage');
  });

  it('feature flags are switched per tenant and audited', async () => {
    const admin = await platformAdmin();
    const tenant = await call('/api/v2/admin/tenants', { headers: bearer(admin), body: { name: 'Flags' } });
    const res = await call(`/api/v2/admin/tenants/${tenant.body.id}`, {
      method: 'PATCH',
      headers: bearer(admin),
      body: { features: { webhooks: false } },
    });
    expect(res.status).to.equal(200);
    expect(res.body.features).to.deep.equal({ integration_api: true, oauth: true, webhooks: false });
    const [row] = await auditRows(res.headers.get('x-request-id'));
    expect(row).to.include({ action: 'tenant.update', target_tenant_id: tenant.body.id });
    const bad = await call(`/api/v2/admin/tenants/${tenant.body.id}`, {
      method: 'PATCH',
      headers: bearer(admin),
      body: { features: { telepathy: true } },
    });
    expect(bad.status).to.equal(400);
    expect(bad.body.message).to.include('features.telepathy');
  });

  it('a platform user without platform permissions is refused with the missing key named', async () => {
    const admin = await platformAdmin();
    const user = await userWithPermissions(admin, stack().creds.platform.tenant_id, ['interview:read']);
    const res = await call('/api/v2/admin/tenants', { headers: bearer(user.token) });
    expect(res.status).to.equal(403);
    expect(res.body.message).to.equal('Missing permission: platform:tenants:read');
  });
});
