import { expect } from 'chai';
import { decodeProtectedHeader } from 'jose';
import { USER_TOKEN_AUDIENCE } from '@irs/shared';
import { call } from '../support/http.js';
import { auditRows } from '../support/db.js';
import { bearer, oauthToken, tenantAdmin } from '../support/identity.js';
import { stack } from '../support/stack.js';

describe('login and bearer tokens', () => {
  it('logs a user in with an RS256 JWT whose kid is published in the JWKS', async () => {
    const { customer } = stack().creds;
    const res = await call('/api/v1/auth/login', {
      body: { email: customer.admin_email, password: customer.admin_password },
    });
    expect(res.status).to.equal(200);
    expect(res.body).to.include({ token_type: 'Bearer' });
    expect(res.body.expires_in).to.be.a('number');
    expect(res.body.user).to.include({ email: customer.admin_email, tenant_id: customer.tenant_id });
    expect(res.body.user).not.to.have.property('password_hash');
    const header = decodeProtectedHeader(res.body.access_token);
    expect(header.alg).to.equal('RS256');
    const jwks = await call('/.well-known/jwks.json');
    expect(jwks.body.keys.map((k: { kid: string }) => k.kid)).to.include(header.kid);
    expect(jwks.body.keys[0]).not.to.have.property('d');
  });

  it('refuses a wrong password and an unknown email alike, and audits the failure', async () => {
    const { customer } = stack().creds;
    const wrong = await call('/api/v1/auth/login', {
      body: { email: customer.admin_email, password: 'not-the-password' },
    });
    const unknown = await call('/api/v1/auth/login', {
      body: { email: 'nobody@example.test', password: 'whatever-it-is' },
    });
    expect(wrong.status).to.equal(401);
    expect(unknown.status).to.equal(401);
    expect(wrong.body.message).to.equal(unknown.body.message);
    const [row] = await auditRows(wrong.headers.get('x-request-id'));
    expect(row).to.include({ action: 'auth.login_failed', target_tenant_id: customer.tenant_id });
    expect(JSON.stringify(row)).not.to.include('not-the-password');
  });

  it('the platform-admin login refuses accounts of customer tenants', async () => {
    const { customer, platform } = stack().creds;
    const refused = await call('/api/v1/platform-admin/auth/login', {
      body: { email: customer.admin_email, password: customer.admin_password },
    });
    expect(refused.status).to.equal(403);
    const ok = await call('/api/v1/platform-admin/auth/login', {
      body: { email: platform.admin_email, password: platform.admin_password },
    });
    expect(ok.status).to.equal(200);
  });

  it('a user JWT works as a bearer token; an OAuth-shaped token is read as one', async () => {
    const me = await call('/api/v2/me', { headers: bearer(await tenantAdmin()) });
    expect(me.status).to.equal(200);
    expect(me.body).to.include({ credential: 'user', tenant_id: stack().creds.customer.tenant_id });
    const token = await oauthToken({
      tenant_id: stack().creds.customer.tenant_id,
      scope: 'interview:read candidate:read openid',
    });
    const viaOauth = await call('/api/v2/me', { headers: bearer(token) });
    expect(viaOauth.status).to.equal(200);
    expect(viaOauth.body.credential).to.equal('oauth');
    expect(viaOauth.body.permissions).to.deep.equal(['interview:read', 'candidate:read']);
  });

  it('neither token kind can pass for the other, and bad tokens are 401', async () => {
    const tenant_id = stack().creds.customer.tenant_id;
    const asUserType = await oauthToken({ tenant_id, scope: 'interview:read' }, { typ: 'JWT' });
    const userAudience = await oauthToken({ tenant_id, scope: 'interview:read' }, { aud: USER_TOKEN_AUDIENCE });
    const expired = await oauthToken(
      { tenant_id, scope: 'interview:read' },
      { exp: Math.floor(Date.now() / 1000) - 60 },
    );
    const userJwt = await tenantAdmin();
    const [h, p, s] = userJwt.split('.');
    const retyped = `${Buffer.from(JSON.stringify({ ...decodeProtectedHeader(userJwt), typ: 'at+jwt' })).toString('base64url')}.${p}.${s}`;
    for (const token of [asUserType, userAudience, expired, retyped, `${h}.${p}.tampered`, 'not-a-jwt']) {
      const res = await call('/api/v2/me', { headers: bearer(token) });
      expect(res.status, token.slice(0, 20)).to.equal(401);
    }
    expect((await call('/api/v2/me')).status).to.equal(401);
    expect((await call('/api/v2/me', { headers: { authorization: 'Basic abc' } })).status).to.equal(401);
  });
});
