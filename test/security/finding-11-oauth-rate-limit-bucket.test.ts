import { expect } from 'chai';
import { registerClient, formPost, basic } from '../oauth/support.js';
import { call } from '../support/http.js';
import { bearer, platformAdmin } from '../support/identity.js';
import { stack } from '../support/stack.js';
import { capturedGateway, type CapturedGateway } from '../reliability/support.js';

const LIMIT = 5;

describe('Finding 11: the OAuth rate-limit bucket is per client, subject and tenant', function () {
  this.timeout(60_000);
  let gw: CapturedGateway;
  before(async () => {
    gw = await capturedGateway({ RATE_LIMIT_V2_PER_MINUTE: LIMIT }, 'silent');
  });
  after(async () => gw?.close());

  it("one customer tenant exhausting a shared PLATFORM client's budget does not throttle another tenant", async () => {
    const admin = await platformAdmin();
    const other = await call('/api/v2/admin/tenants', {
      headers: bearer(admin),
      body: { name: 'finding 11 customer' },
    });
    expect(other.status).to.equal(201);
    const client = await registerClient({
      name: 'Shared platform client',
      tenant_id: stack().creds.platform.tenant_id,
      audience: 'PLATFORM',
      redirect_uris: [],
      scopes: ['interview:read'],
    });
    const tokenFor = async (tenantId: string) => {
      const res = await formPost(
        '/api/v2/oauth/token',
        { grant_type: 'client_credentials', resource: `urn:interview-run-service:tenant:${tenantId}` },
        basic(client),
      );
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      return bearer(res.body.access_token);
    };
    const tenantX = await tokenFor(stack().creds.customer.tenant_id);
    const tenantY = await tokenFor(other.body.id);
    // Windows are whole clock minutes: do not start in the last seconds of one.
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 10_000) await new Promise((r) => setTimeout(r, left + 200));

    for (let i = 0; i < LIMIT; i++)
      expect((await call('/api/v2/me', { origin: gw.origin, headers: tenantX })).status).to.equal(200);
    const exhausted = await call('/api/v2/me', { origin: gw.origin, headers: tenantX });
    expect(exhausted.status).to.equal(429);
    expect(exhausted.body).to.deep.equal({
      statusCode: 429,
      message: `Rate limit exceeded: ${LIMIT} requests per minute`,
    });

    const otherTenant = await call('/api/v2/me', { origin: gw.origin, headers: tenantY });
    expect(otherTenant.status, 'the same client acting for another tenant has a budget of its own').to.equal(200);
    expect(otherTenant.body.tenant_id).to.equal(other.body.id);
  });
});
