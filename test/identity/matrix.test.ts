import { expect } from 'chai';
import { call } from '../support/http.js';
import {
  apiKey,
  bearer,
  oauthToken,
  platformAdmin,
  superAdmin,
  tenantAdmin,
  userWithPermissions,
} from '../support/identity.js';
import { stack } from '../support/stack.js';

/**
 * docs/spec.md "Authentication" rules 1-5 as a generated matrix:
 * {API key tenant-owned, API key platform-scoped, OAuth JWT, user JWT (customer user, platform user)}
 * x {own tenant, child customer tenant, tenant of another platform} x {permission held, not held},
 * on a workspace endpoint (rankings, interview:read; target chosen by X-Tenant-ID) and an admin endpoint
 * (tenant API keys, platform:tenants:read; target in the path, X-Tenant-ID sent alike). Expected statuses are
 * written out from the rules, not derived from the implementation.
 */
type Target = 'own' | 'child' | 'other';
type Kind = 'key-tenant' | 'key-platform' | 'oauth' | 'user-customer' | 'user-platform';

const workspaceExpect: Record<Kind, Record<Target, [held: number, notHeld: number]>> = {
  // A customer credential acts for its own tenant only; "child" is then a sibling customer of the same platform.
  'key-tenant': { own: [200, 403], child: [403, 403], other: [403, 403] },
  'key-platform': { own: [200, 403], child: [200, 403], other: [403, 403] },
  oauth: { own: [200, 403], child: [403, 403], other: [403, 403] },
  'user-customer': { own: [200, 403], child: [403, 403], other: [403, 403] },
  'user-platform': { own: [200, 403], child: [200, 403], other: [403, 403] },
};

const adminExpect: Record<Kind, Record<Target, [held: number, notHeld: number]>> = {
  // API keys and OAuth tokens can never carry platform: permissions (rule 4), so "held" cannot happen for them.
  'key-tenant': { own: [403, 403], child: [403, 403], other: [403, 403] },
  'key-platform': { own: [403, 403], child: [403, 403], other: [403, 403] },
  oauth: { own: [403, 403], child: [403, 403], other: [403, 403] },
  'user-customer': { own: [403, 403], child: [403, 403], other: [403, 403] },
  'user-platform': { own: [200, 403], child: [200, 403], other: [403, 403] },
};

describe('authorization matrix', function () {
  this.timeout(120_000);
  const creds = {} as Record<
    Kind,
    { held: Record<string, string>; notHeld: Record<string, string>; targets: Record<Target, string> }
  >;

  before(async () => {
    const platformA = stack().creds.platform.tenant_id;
    const customerA1 = stack().creds.customer.tenant_id;
    const pa = await platformAdmin();
    const sa = await superAdmin();
    const a2 = (await call('/api/v2/admin/tenants', { headers: bearer(pa), body: { name: 'Sibling A2' } })).body
      .id as string;
    const b = (
      await call('/api/v2/admin/tenants', { headers: bearer(sa), body: { name: 'Platform B', kind: 'PLATFORM' } })
    ).body.id as string;
    const b1 = (
      await call('/api/v2/admin/tenants', { headers: bearer(sa), body: { name: 'Customer B1', parent_platform_id: b } })
    ).body.id as string;

    const adminKey = async (tenantId: string, permissions: string[]) =>
      (
        await call(`/api/v2/admin/tenants/${tenantId}/api-keys`, {
          headers: bearer(pa),
          body: { name: 'matrix', permissions },
        })
      ).body.key as string;
    const customerTargets = { own: customerA1, child: a2, other: b1 };
    const platformTargets = { own: platformA, child: customerA1, other: b1 };

    const tenantKeyHeld = await adminKey(customerA1, ['interview:read']);
    const tenantKeyNot = await adminKey(customerA1, ['webhook:read']);
    const platformKeyHeld = await adminKey(platformA, ['interview:read']);
    const platformKeyNot = await adminKey(platformA, ['webhook:read']);
    const oauthHeld = await oauthToken({ tenant_id: customerA1, scope: 'interview:read' });
    const oauthNot = await oauthToken({ tenant_id: customerA1, scope: 'webhook:read' });
    const customerUserNot = await userWithPermissions(pa, customerA1, ['webhook:read']);
    const platformUserNot = await userWithPermissions(pa, platformA, ['webhook:read']);

    creds['key-tenant'] = { held: apiKey(tenantKeyHeld), notHeld: apiKey(tenantKeyNot), targets: customerTargets };
    creds['key-platform'] = {
      held: apiKey(platformKeyHeld),
      notHeld: apiKey(platformKeyNot),
      targets: platformTargets,
    };
    creds.oauth = { held: bearer(oauthHeld), notHeld: bearer(oauthNot), targets: customerTargets };
    creds['user-customer'] = {
      held: bearer(await tenantAdmin()),
      notHeld: bearer(customerUserNot.token),
      targets: customerTargets,
    };
    creds['user-platform'] = { held: bearer(pa), notHeld: bearer(platformUserNot.token), targets: platformTargets };
  });

  for (const kind of Object.keys(workspaceExpect) as Kind[]) {
    for (const target of ['own', 'child', 'other'] as Target[]) {
      for (const [i, held] of ['held', 'notHeld'].entries()) {
        const workspace = workspaceExpect[kind][target][i]!;
        const admin = adminExpect[kind][target][i]!;
        it(`${kind} x ${target} tenant x permission ${held === 'held' ? 'held' : 'not held'}: workspace ${workspace}, admin ${admin}`, async () => {
          const c = creds[kind];
          const headers = { ...c[held as 'held' | 'notHeld'], 'x-tenant-id': c.targets[target] };
          const ws = await call('/api/v2/integration/rankings', { headers });
          expect(ws.status, JSON.stringify(ws.body)).to.equal(workspace);
          const adm = await call(`/api/v2/admin/tenants/${c.targets[target]}/api-keys`, { headers });
          expect(adm.status, JSON.stringify(adm.body)).to.equal(admin);
        });
      }
    }
  }

  it('missing or invalid credentials are 401 for every kind', async () => {
    const platformKey = creds['key-platform'].held;
    const cases: [string, Record<string, string>][] = [
      ['no credentials', {}],
      ['unknown API key', apiKey(`irs_live_${'0'.repeat(64)}`)],
      ['malformed API key', apiKey('hello')],
      ['platform key without X-Tenant-ID', { 'x-api-key': platformKey['x-api-key']! }],
      ['X-Tenant-ID naming no tenant', { ...platformKey, 'x-tenant-id': '00000000-0000-4000-8000-000000000000' }],
      [
        'expired OAuth token',
        bearer(await oauthToken({ tenant_id: stack().creds.customer.tenant_id, scope: 'interview:read' }, { exp: 1 })),
      ],
      ['garbage bearer', bearer('abc.def.ghi')],
    ];
    for (const [name, headers] of cases) {
      const res = await call('/api/v2/integration/rankings', { headers });
      expect(res.status, name).to.equal(401);
    }
  });

  it('a disabled feature is a 403 that names it', async () => {
    const pa = await platformAdmin();
    const tenant = (
      await call('/api/v2/admin/tenants', {
        headers: bearer(pa),
        body: { name: 'No API', features: { integration_api: false } },
      })
    ).body.id;
    const key = (
      await call(`/api/v2/admin/tenants/${tenant}/api-keys`, {
        headers: bearer(pa),
        body: { name: 'k', permissions: ['interview:read'] },
      })
    ).body.key;
    const res = await call('/api/v2/integration/rankings', { headers: apiKey(key) });
    expect(res.status).to.equal(403);
    expect(res.body.message).to.equal('Feature disabled for this tenant: integration_api');
  });
});
