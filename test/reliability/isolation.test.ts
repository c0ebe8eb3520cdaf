import { expect } from 'chai';
import { randomBytes, randomUUID } from 'node:crypto';
import { PRESETS, WORKSPACE_PERMISSIONS } from '@irs/shared';
import { call as stackCall, type CallOptions, type Reply } from '../support/http.js';
import { apiKey, bearer, oauthToken, userWithPermissions } from '../support/identity.js';
import { pendingRun } from '../support/runs.js';
import { registerClient } from '../oauth/support.js';
import { newWorld, type World } from '../webhooks/support.js';
import { summary, UNLIMITED, capturedGateway, type CapturedGateway } from './support.js';

/** Every request goes through a gateway of the test's own with raised rate limits (the volume exceeds 1,000/min). */
let gw: CapturedGateway | undefined;
const call = (path: string, opts: CallOptions = {}): Promise<Reply> => stackCall(path, { origin: gw?.origin, ...opts });

/**
 * Every endpoint that takes a run id, tenant id or client id, called by every credential type of platform A (tenant
 * API key, platform-scoped API key with X-Tenant-ID, OAuth access token, tenant admin JWT, platform admin JWT) with
 * identifiers of another tenant of the same platform and of another platform. Never 2xx; and the answer is the one
 * a made-up identifier of the same shape gets (same status, same message), so it tells nothing about existence.
 */

interface Probe {
  name: string;
  kind: 'run' | 'tenant' | 'client';
  /** The request for an identifier. */
  send: (id: string, headers: Record<string, string>) => Promise<Reply>;
}

const runBase = (id: string) => `/api/v2/integration/interviews/${id}`;
const fakeRunId = () => `run_${Date.now()}_${randomBytes(6).toString('hex')}`;

function rest(name: string, kind: Probe['kind'], method: string, path: (id: string) => string, body?: unknown): Probe {
  return { name: `${method} ${name}`, kind, send: (id, headers) => call(path(id), { method, headers, body }) };
}

function rpc(method: string, params: Record<string, unknown> = {}): Probe {
  return {
    name: `JSON-RPC ${method}`,
    kind: 'run',
    send: async (id, headers) => {
      const res = await call('/api/v2/a2a/task', {
        headers,
        body: { jsonrpc: '2.0', id: 1, method, params: { run_id: id, ...params } },
      });
      // A JSON-RPC answer is HTTP 200 either way: its error stands for the status.
      if (res.status === 200 && res.body?.error)
        return {
          ...res,
          // -32603 (internal error) counts as a 5xx; any other error code stands for itself.
          status: res.body.error.code === -32603 ? 500 : (res.body.error.code as number),
          body: { message: res.body.error.message },
        };
      return res;
    },
  };
}

const webhookV1 = { callbackUrl: 'https://127.0.0.2:9/hook', secret: 'x'.repeat(40) };
const webhookV2 = { callback_url: 'https://127.0.0.2:9/hook', secret: 'x'.repeat(40) };

const PROBES: Probe[] = [
  rest('/interviews/:run_id', 'run', 'GET', runBase),
  rest('/interviews/:run_id/plan', 'run', 'GET', (id) => `${runBase(id)}/plan`),
  rest('/interviews/:run_id/info', 'run', 'PATCH', (id) => `${runBase(id)}/info`, { fields: { skills: 'Go' } }),
  rest('/interviews/:run_id/plan/approve', 'run', 'POST', (id) => `${runBase(id)}/plan/approve`, {}),
  rest('/interviews/:run_id/plan/reject', 'run', 'POST', (id) => `${runBase(id)}/plan/reject`, { reason: 'no' }),
  rest('/interviews/:run_id/plan/revise', 'run', 'PATCH', (id) => `${runBase(id)}/plan/revise`, { comments: 'x' }),
  rest('/interviews/:run_id/invite', 'run', 'POST', (id) => `${runBase(id)}/invite`, {}),
  rest('/interviews/:run_id/assessment', 'run', 'GET', (id) => `${runBase(id)}/assessment`),
  rest('/interviews/:run_id/assessment/approve', 'run', 'POST', (id) => `${runBase(id)}/assessment/approve`, {}),
  rest('/interviews/:run_id/assessment/reject', 'run', 'POST', (id) => `${runBase(id)}/assessment/reject`, {
    reason: 'no',
  }),
  rest('/interviews/:run_id/transcript', 'run', 'GET', (id) => `${runBase(id)}/transcript`),
  rest('/interviews/:run_id/legal-hold', 'run', 'PUT', (id) => `${runBase(id)}/legal-hold`, { reason: 'audit' }),
  rest('/interviews/:run_id/legal-hold', 'run', 'DELETE', (id) => `${runBase(id)}/legal-hold`),
  rest('/interviews/:run_id/candidate-data', 'run', 'DELETE', (id) => `${runBase(id)}/candidate-data`, {}),
  rest('/interviews/:run_id/candidate-data/export', 'run', 'GET', (id) => `${runBase(id)}/candidate-data/export`),
  rest('/interviews/:run_id/candidate-requests', 'run', 'GET', (id) => `${runBase(id)}/candidate-requests`),
  rest('/interviews/:run_id', 'run', 'DELETE', runBase, {}),
  rest('/webhook-deliveries?run_id=', 'run', 'GET', (id) => `/api/v2/webhook-deliveries?run_id=${id}`),
  rpc('interview.status'),
  rpc('interview.complete-info', { fields: { skills: 'Go' } }),
  rpc('interview.approve'),
  rpc('interview.modify', { comments: 'x' }),
  rpc('assessment.approve'),
  rest('/admin/tenants/:tenantId', 'tenant', 'PATCH', (id) => `/api/v2/admin/tenants/${id}`, { name: 'taken' }),
  rest('/admin/tenants/:tenantId/users', 'tenant', 'POST', (id) => `/api/v2/admin/tenants/${id}/users`, {
    email: `iso-${randomUUID()}@example.test`,
    password: 'correct horse battery staple',
    permissions: ['interview:read'],
  }),
  rest('/admin/tenants/:tenantId/api-keys', 'tenant', 'GET', (id) => `/api/v2/admin/tenants/${id}/api-keys`),
  rest('/admin/tenants/:tenantId/api-keys', 'tenant', 'POST', (id) => `/api/v2/admin/tenants/${id}/api-keys`, {
    name: 'iso',
    permissions: ['interview:read'],
  }),
  rest(
    '/admin/tenants/:tenantId/webhook-config',
    'tenant',
    'GET',
    (id) => `/api/v2/admin/tenants/${id}/webhook-config`,
  ),
  rest(
    '/admin/tenants/:tenantId/webhook-config',
    'tenant',
    'PUT',
    (id) => `/api/v2/admin/tenants/${id}/webhook-config`,
    webhookV2,
  ),
  rest(
    '/admin/tenants/:tenantId/webhook-config',
    'tenant',
    'DELETE',
    (id) => `/api/v2/admin/tenants/${id}/webhook-config`,
  ),
  rest('/admin/oauth-clients {tenant_id}', 'tenant', 'POST', () => '/api/v2/admin/oauth-clients', undefined),
  rest(
    'v1 /platform-admin/tenants/:tenantId/webhook-config',
    'tenant',
    'GET',
    (id) => `/api/v1/platform-admin/tenants/${id}/webhook-config`,
  ),
  rest(
    'v1 /platform-admin/tenants/:tenantId/webhook-config',
    'tenant',
    'PUT',
    (id) => `/api/v1/platform-admin/tenants/${id}/webhook-config`,
    webhookV1,
  ),
  rest(
    'v1 /platform-admin/tenants/:tenantId/webhook-config',
    'tenant',
    'DELETE',
    (id) => `/api/v1/platform-admin/tenants/${id}/webhook-config`,
  ),
  rest(
    'v1 /platform-admin/tenants/:tenantId/webhook-test',
    'tenant',
    'POST',
    (id) => `/api/v1/platform-admin/tenants/${id}/webhook-test`,
    {},
  ),
  rest('v1 /tenants/:id/webhook-config', 'tenant', 'GET', (id) => `/api/v1/tenants/${id}/webhook-config`),
  rest('v1 /tenants/:id/webhook-config', 'tenant', 'PUT', (id) => `/api/v1/tenants/${id}/webhook-config`, webhookV1),
  rest('v1 /tenants/:id/webhook-config', 'tenant', 'DELETE', (id) => `/api/v1/tenants/${id}/webhook-config`),
  rest('/oauth/consents/:clientId', 'client', 'DELETE', (id) => `/api/v2/oauth/consents/${encodeURIComponent(id)}`),
];
// The oauth-clients registration takes the tenant id in its body.
PROBES.find((p) => p.name.startsWith('POST /admin/oauth-clients'))!.send = (id, headers) =>
  call('/api/v2/admin/oauth-clients', {
    headers,
    body: {
      name: 'iso',
      tenant_id: id,
      audience: 'TENANT',
      client_type: 'confidential',
      redirect_uris: ['https://ats.example/cb'],
      scopes: ['interview:read'],
    },
  });

/** The message with every identifier replaced, so answers about two different ids can be compared. */
const normalized = (r: Reply, ids: string[]) => {
  let m = String(r.body?.message ?? r.body?.error_description ?? r.body?.error ?? JSON.stringify(r.body));
  for (const id of ids) m = m.split(id).join('<id>');
  return m;
};

async function customerOf(world: World, label: string): Promise<{ id: string; key: Record<string, string> }> {
  const tenant = await call('/api/v2/admin/tenants', { headers: bearer(world.platformAdmin), body: { name: label } });
  expect(tenant.status).to.equal(201);
  const key = await call(`/api/v2/admin/tenants/${tenant.body.id}/api-keys`, {
    headers: bearer(world.platformAdmin),
    body: { name: label, permissions: [...WORKSPACE_PERMISSIONS] },
  });
  expect(key.status).to.equal(201);
  return { id: tenant.body.id, key: apiKey(key.body.key) };
}

describe('reliability: tenant and platform isolation', function () {
  this.timeout(240_000);
  before(async () => {
    gw = await capturedGateway(UNLIMITED, 'silent');
  });
  after(async () => {
    await gw?.close();
    gw = undefined;
  });

  it('every credential type, every id-taking endpoint, foreign ids: never 2xx, no existence leak', async () => {
    const [a, b] = await Promise.all([newWorld('iso-a'), newWorld('iso-b')]);
    const a2 = await customerOf(a, 'iso-a2');
    const [runA2, runB1] = await Promise.all([pendingRun({}, a2.key), pendingRun({}, b.customerKey)]);
    const clientB = await registerClient({ tenant_id: b.customerId }, b.platformAdmin);

    const platformKey = await call(`/api/v2/admin/tenants/${a.platformId}/api-keys`, {
      headers: bearer(a.platformAdmin),
      body: { name: 'iso-platform', permissions: [...WORKSPACE_PERMISSIONS] },
    });
    expect(platformKey.status, JSON.stringify(platformKey.body)).to.equal(201);
    const tenantAdminA1 = await userWithPermissions(a.platformAdmin, a.customerId, [...PRESETS.tenant_admin]);
    const allScopes = [...WORKSPACE_PERMISSIONS].join(' ');
    const creds: Record<string, { headers: Record<string, string>; platform: boolean }> = {
      'tenant API key': { headers: a.customerKey, platform: false },
      // A platform key may name any customer of its platform in X-Tenant-ID: sibling tenants are within its reach.
      'platform API key + X-Tenant-ID': { headers: apiKey(platformKey.body.key, a.customerId), platform: true },
      'platform API key (own platform)': { headers: apiKey(platformKey.body.key, a.platformId), platform: true },
      'OAuth token': {
        headers: bearer(await oauthToken({ tenant_id: a.customerId, scope: allScopes })),
        platform: false,
      },
      'tenant admin JWT': { headers: bearer(tenantAdminA1.token), platform: false },
      'platform admin JWT': { headers: bearer(a.platformAdmin), platform: true },
    };
    // Sanity: each credential works on its own tenant.
    for (const [name, c] of Object.entries(creds))
      expect((await call('/api/v2/me', { headers: c.headers })).status, name).to.equal(200);

    const foreign = (kind: Probe['kind'], platformCred: boolean): { label: string; id: string; fake: string }[] => {
      if (kind === 'run')
        return [
          { label: 'run of a sibling tenant', id: runA2, fake: fakeRunId() },
          { label: 'run of another platform', id: runB1, fake: fakeRunId() },
        ];
      if (kind === 'client')
        return [{ label: 'client of another platform', id: clientB.client_id, fake: `client-${randomUUID()}` }];
      return [
        ...(platformCred ? [] : [{ label: 'sibling tenant', id: a2.id, fake: randomUUID() }]),
        { label: 'customer of another platform', id: b.customerId, fake: randomUUID() },
        { label: 'another platform', id: b.platformId, fake: randomUUID() },
      ];
    };

    const problems: string[] = [];
    let calls = 0;
    let fivexx = 0;
    for (const [credName, cred] of Object.entries(creds))
      for (const probe of PROBES)
        for (const target of foreign(probe.kind, cred.platform)) {
          const real = await probe.send(target.id, cred.headers);
          const fake = await probe.send(target.fake, cred.headers);
          calls += 2;
          const where = `${credName} → ${probe.name} with ${target.label}`;
          if (real.status >= 500 || fake.status >= 500) {
            fivexx++;
            problems.push(`${where}: ${real.status}/${fake.status} ${JSON.stringify(real.body).slice(0, 200)}`);
            continue;
          }
          const isList = probe.name.includes('webhook-deliveries');
          if (real.status >= 200 && real.status < 300 && !(isList && Array.isArray(real.body) && !real.body.length))
            problems.push(`${where}: ${real.status} ${JSON.stringify(real.body).slice(0, 200)}`);
          else if (real.status !== fake.status)
            problems.push(`${where}: ${real.status} for the real id, ${fake.status} for a made-up one`);
          else if (normalized(real, [target.id]) !== normalized(fake, [target.fake]))
            problems.push(`${where}: "${normalized(real, [target.id])}" ≠ "${normalized(fake, [target.fake])}"`);
        }
    // The tenant header of a platform key naming another platform's customer: refused like an unknown tenant.
    for (const target of [b.customerId, b.platformId]) {
      const real = await call('/api/v2/me', { headers: apiKey(platformKey.body.key, target) });
      const fake = await call('/api/v2/me', { headers: apiKey(platformKey.body.key, randomUUID()) });
      calls += 2;
      // docs/spec.md's error table: 401 for an invalid tenant header, 403 for cross-platform access (documented).
      if (real.status !== 403 || fake.status !== 401)
        problems.push(
          `X-Tenant-ID ${target}: ${real.status} ${real.body.message} vs ${fake.status} ${fake.body.message}`,
        );
    }
    // Nothing changed on the other side.
    expect((await call(runBase(runB1), { headers: b.customerKey })).body.state).to.equal('PENDING');
    expect((await call(runBase(runA2), { headers: a2.key })).body.state).to.equal('PENDING');
    summary('isolation', {
      credentials: Object.keys(creds).length,
      endpoints: PROBES.length,
      requests: calls,
      leaks: problems.length,
      '5xx': fivexx,
    });
    expect(problems.slice(0, 40), problems.join('\n')).to.deep.equal([]);
  });
});
