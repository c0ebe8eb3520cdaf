import { expect } from 'chai';
import * as oauth from 'oauth4webapi';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { API_AUDIENCE, sha256Hex } from '@irs/shared';
import { call } from '../support/http.js';
import { db } from '../support/db.js';
import { bearer, platformAdmin, tenantAdmin } from '../support/identity.js';
import { stack } from '../support/stack.js';
import {
  INSECURE,
  authorizationServer,
  authorizeAs,
  basic,
  clientAuth,
  codeFlowTokens,
  context,
  formPost,
  registerClient,
  startAuthorize,
  type RegisteredClient,
} from './support.js';

const customer = () => stack().creds.customer.tenant_id;
const platform = () => stack().creds.platform.tenant_id;

describe('OAuth authorization server: flows', () => {
  let confidential: RegisteredClient;
  let publicClient: RegisteredClient;
  let user: string;

  before(async () => {
    confidential = await registerClient({ name: 'Acme ATS' });
    publicClient = await registerClient({ name: 'Acme SPA', client_type: 'public', scopes: ['interview:read'] });
    user = await tenantAdmin();
  });

  it('publishes RFC 8414 metadata on the origin; oauth4webapi discovers it', async () => {
    const as = await authorizationServer();
    const origin = stack().origin;
    expect(as.issuer).to.equal(origin);
    expect(as.authorization_endpoint).to.equal(`${origin}/api/v2/oauth/authorize`);
    expect(as.token_endpoint).to.equal(`${origin}/api/v2/oauth/token`);
    expect(as.introspection_endpoint).to.equal(`${origin}/api/v2/oauth/introspect`);
    expect(as.revocation_endpoint).to.equal(`${origin}/api/v2/oauth/revoke`);
    expect(as.jwks_uri).to.equal(`${origin}/.well-known/jwks.json`);
    expect(as.code_challenge_methods_supported).to.deep.equal(['S256']);
    expect(as.grant_types_supported).to.have.members(['authorization_code', 'refresh_token', 'client_credentials']);
    expect(as.response_types_supported).to.deep.equal(['code']);
    const jwks = await call('/.well-known/jwks.json');
    for (const key of jwks.body.keys)
      expect(key).to.include({ kty: 'RSA', alg: 'RS256', use: 'sig' }).and.have.property('kid');
  });

  it('registration: the secret is shown once and stored hashed; public clients get none; list shows no secret', async () => {
    expect(confidential.client_secret).to.match(/^irs_cs_[0-9a-f]{64}$/);
    expect(confidential).to.include({ audience: 'TENANT', client_type: 'confidential', tenant_id: customer() });
    expect(publicClient).to.not.have.property('client_secret');
    const [row] = await (
      await db()
    ).query(`SELECT secret_hash FROM oauth_clients WHERE client_id = $1`, [confidential.client_id]);
    expect(row.secret_hash).to.equal(sha256Hex(confidential.client_secret!));
    const list = await call('/api/v2/admin/oauth-clients', { headers: bearer(await platformAdmin()) });
    expect(list.status).to.equal(200);
    const listed = list.body.find((c: RegisteredClient) => c.client_id === confidential.client_id);
    expect(listed).to.include({ name: 'Acme ATS' }).and.not.have.property('client_secret');
  });

  it('registration rules: permission, rule 5, audience bound to the tenant kind, redirect URIs', async () => {
    const byCustomer = await call('/api/v2/admin/oauth-clients', {
      headers: bearer(user),
      body: {
        name: 'x',
        audience: 'TENANT',
        client_type: 'public',
        redirect_uris: ['https://a.example/cb'],
        scopes: ['interview:read'],
      },
    });
    expect(byCustomer.status).to.equal(403);
    const admin = await platformAdmin();
    const wrongKind = await call('/api/v2/admin/oauth-clients', {
      headers: bearer(admin),
      body: {
        name: 'x',
        tenant_id: customer(),
        audience: 'PLATFORM',
        client_type: 'confidential',
        scopes: ['interview:read'],
      },
    });
    expect(wrongKind.status).to.equal(400);
    const wildcard = await call('/api/v2/admin/oauth-clients', {
      headers: bearer(admin),
      body: {
        name: 'x',
        audience: 'TENANT',
        tenant_id: customer(),
        client_type: 'public',
        redirect_uris: ['https://*.example/cb'],
        scopes: ['interview:read'],
      },
    });
    expect(wildcard.status).to.equal(400);
    expect(wildcard.body.message).to.include('redirect_uris.0');
  });

  it('authorization code + PKCE: token response, at+jwt claims exactly as docs/spec.md, accepted by the integration API', async () => {
    const { tokens, params } = await codeFlowTokens(
      { client: confidential, scope: 'interview:read candidate:read' },
      user,
    );
    expect(params.get('iss')).to.equal(stack().origin);
    expect(tokens.token_type).to.equal('bearer');
    expect(tokens.expires_in).to.equal(900);
    expect(tokens.scope).to.equal('interview:read candidate:read');
    expect(tokens.refresh_token).to.be.a('string');
    const header = decodeProtectedHeader(tokens.access_token);
    expect(header).to.include({ typ: 'at+jwt', alg: 'RS256' });
    const jwks = await call('/.well-known/jwks.json');
    expect(jwks.body.keys.map((k: { kid: string }) => k.kid)).to.include(header.kid);
    const claims = decodeJwt(tokens.access_token);
    const me = await call('/api/v2/me', { headers: bearer(await tenantAdmin()) });
    expect(Object.keys(claims)).to.have.members([
      'iss',
      'sub',
      'aud',
      'client_id',
      'scope',
      'tenant_id',
      'jti',
      'iat',
      'exp',
    ]);
    expect(claims).to.include({
      iss: stack().origin,
      aud: API_AUDIENCE,
      sub: me.body.id,
      client_id: confidential.client_id,
      tenant_id: customer(),
    });
    expect(claims.exp! - claims.iat!).to.equal(900);
    // A resource server validates it with the same library (RFC 9068).
    const request = new Request(`${stack().origin}/api/v2/me`, { headers: bearer(tokens.access_token) });
    const validated = await oauth.validateJwtAccessToken(await authorizationServer(), request, API_AUDIENCE, INSECURE);
    expect(validated.client_id).to.equal(confidential.client_id);

    const principal = await call('/api/v2/me', { headers: bearer(tokens.access_token) });
    expect(principal.status).to.equal(200);
    expect(principal.body).to.include({
      credential: 'oauth',
      id: confidential.client_id,
      user_id: me.body.id,
      tenant_id: customer(),
    });
    expect(principal.body.permissions).to.deep.equal(['interview:read', 'candidate:read']);
    const rankings = await call('/api/v2/integration/rankings', { headers: bearer(tokens.access_token) });
    expect(rankings.status).to.equal(200);
    expect(rankings.body).to.be.an('array');
  });

  it('a token without interview:read is refused by the rankings endpoint (scopes = permissions)', async () => {
    const { tokens } = await codeFlowTokens({ client: confidential, scope: 'candidate:read' }, user);
    const rankings = await call('/api/v2/integration/rankings', { headers: bearer(tokens.access_token) });
    expect(rankings.status).to.equal(403);
  });

  it('public client: PKCE without a secret; consent is remembered for exactly the same scopes', async () => {
    const { tokens } = await codeFlowTokens({ client: publicClient }, user);
    expect(tokens.scope).to.equal('interview:read');
    const again = await startAuthorize({ client: publicClient });
    const ctx = await context(again.prt!, user, again.jar);
    expect(ctx.status).to.equal(200);
    expect(ctx.body).to.deep.include({
      client: { client_id: publicClient.client_id, name: 'Acme SPA' },
      scopes: ['interview:read'],
    });
    expect(ctx.body.already_consented).to.equal(true);
    expect(ctx.body.scope_descriptions).to.deep.equal({ 'interview:read': 'View interviews' });
  });

  it('refresh_token: rotated on every use, may narrow the scope', async () => {
    const as = await authorizationServer();
    const client = { client_id: confidential.client_id };
    const { tokens } = await codeFlowTokens({ client: confidential, scope: 'interview:read candidate:read' }, user);
    const res = await oauth.refreshTokenGrantRequest(as, client, clientAuth(confidential), tokens.refresh_token!, {
      ...INSECURE,
      additionalParameters: { scope: 'interview:read' },
    });
    const refreshed = await oauth.processRefreshTokenResponse(as, client, res);
    expect(refreshed.refresh_token).to.be.a('string').and.not.equal(tokens.refresh_token);
    expect(refreshed.scope).to.equal('interview:read');
    expect(refreshed.expires_in).to.equal(900);
    expect(decodeJwt(refreshed.access_token).scope).to.equal('interview:read');
    // The rotated token can be used again (full scope of the grant without a scope parameter).
    const res2 = await oauth.refreshTokenGrantRequest(
      as,
      client,
      clientAuth(confidential),
      refreshed.refresh_token!,
      INSECURE,
    );
    const again = await oauth.processRefreshTokenResponse(as, client, res2);
    expect(again.scope).to.equal('interview:read candidate:read');
  });

  it('client_credentials: sub = client_id, tenant_id = the client tenant, scope a subset; client_secret_post works', async () => {
    const as = await authorizationServer();
    const client = { client_id: confidential.client_id };
    const res = await oauth.clientCredentialsGrantRequest(
      as,
      client,
      oauth.ClientSecretPost(confidential.client_secret!),
      { scope: 'interview:read' },
      INSECURE,
    );
    const tokens = await oauth.processClientCredentialsResponse(as, client, res);
    expect(tokens).to.include({ token_type: 'bearer', expires_in: 900, scope: 'interview:read' });
    expect(tokens).to.not.have.property('refresh_token');
    const claims = decodeJwt(tokens.access_token);
    expect(claims).to.include({
      sub: confidential.client_id,
      client_id: confidential.client_id,
      tenant_id: customer(),
    });
    const me = await call('/api/v2/me', { headers: bearer(tokens.access_token) });
    expect(me.body).to.include({ credential: 'oauth', user_id: null, tenant_id: customer() });
    const rankings = await call('/api/v2/integration/rankings', { headers: bearer(tokens.access_token) });
    expect(rankings.status).to.equal(200);
  });

  it('client_credentials without scope: the client gets its registered scopes', async () => {
    const res = await formPost('/api/v2/oauth/token', { grant_type: 'client_credentials' }, basic(confidential));
    expect(res.status).to.equal(200);
    expect(res.body.scope.split(' ')).to.have.members(confidential.scopes);
  });

  it('a PLATFORM client acts for a customer tenant of its platform with resource=urn:interview-run-service:tenant:<id>', async () => {
    const platformClient = await registerClient({
      name: 'Platform sync',
      tenant_id: platform(),
      audience: 'PLATFORM',
      redirect_uris: [],
      scopes: ['interview:read'],
    });
    const own = await formPost(
      '/api/v2/oauth/token',
      { grant_type: 'client_credentials', scope: 'interview:read' },
      basic(platformClient),
    );
    expect(own.status).to.equal(200);
    expect(decodeJwt(own.body.access_token).tenant_id).to.equal(platform());
    const forCustomer = await formPost(
      '/api/v2/oauth/token',
      {
        grant_type: 'client_credentials',
        scope: 'interview:read',
        resource: `urn:interview-run-service:tenant:${customer()}`,
      },
      basic(platformClient),
    );
    expect(forCustomer.status).to.equal(200);
    expect(decodeJwt(forCustomer.body.access_token)).to.include({ tenant_id: customer(), aud: API_AUDIENCE });
    const me = await call('/api/v2/me', { headers: bearer(forCustomer.body.access_token) });
    expect(me.body.tenant_id).to.equal(customer());
    // A TENANT client cannot name another tenant.
    const tenantClient = await formPost(
      '/api/v2/oauth/token',
      { grant_type: 'client_credentials', resource: `urn:interview-run-service:tenant:${platform()}` },
      basic(confidential),
    );
    expect(tenantClient.status).to.equal(400);
    expect(tenantClient.body.error).to.equal('invalid_target');
  });

  it('introspection (RFC 7662) of JWT access tokens and refresh tokens; a client sees only its own tokens', async () => {
    const as = await authorizationServer();
    const client = { client_id: confidential.client_id };
    const { tokens } = await codeFlowTokens({ client: confidential, scope: 'interview:read' }, user);
    const res = await oauth.introspectionRequest(as, client, clientAuth(confidential), tokens.access_token, INSECURE);
    const info = await oauth.processIntrospectionResponse(as, client, res);
    expect(info).to.include({
      active: true,
      client_id: confidential.client_id,
      scope: 'interview:read',
      tenant_id: customer(),
      token_type: 'Bearer',
    });
    expect(info.exp).to.be.a('number');
    const rt = await oauth.processIntrospectionResponse(
      as,
      client,
      await oauth.introspectionRequest(as, client, clientAuth(confidential), tokens.refresh_token!, INSECURE),
    );
    expect(rt).to.include({ active: true, token_type: 'refresh_token', client_id: confidential.client_id });
    const other = await registerClient({ name: 'Other' });
    const foreign = await formPost('/api/v2/oauth/introspect', { token: tokens.access_token }, basic(other));
    expect(foreign.body).to.deep.equal({ active: false });
    const garbage = await formPost('/api/v2/oauth/introspect', { token: 'not-a-token' }, basic(confidential));
    expect(garbage.body).to.deep.equal({ active: false });
  });

  it('revocation (RFC 7009): a revoked access token stops working at the gateway at once', async () => {
    const as = await authorizationServer();
    const client = { client_id: confidential.client_id };
    const { tokens } = await codeFlowTokens({ client: confidential, scope: 'interview:read' }, user);
    expect((await call('/api/v2/me', { headers: bearer(tokens.access_token) })).status).to.equal(200);
    const res = await oauth.revocationRequest(as, client, clientAuth(confidential), tokens.access_token, INSECURE);
    await oauth.processRevocationResponse(res);
    const after = await call('/api/v2/me', { headers: bearer(tokens.access_token) });
    expect(after.status).to.equal(401);
    expect(after.body.message).to.include('revoked');
    const info = await oauth.processIntrospectionResponse(
      as,
      client,
      await oauth.introspectionRequest(as, client, clientAuth(confidential), tokens.access_token, INSECURE),
    );
    expect(info.active).to.equal(false);
  });

  it('revoking a refresh token revokes its grant: the refresh token and its access tokens stop working', async () => {
    const as = await authorizationServer();
    const client = { client_id: confidential.client_id };
    const { tokens } = await codeFlowTokens({ client: confidential, scope: 'interview:read' }, user);
    await oauth.processRevocationResponse(
      await oauth.revocationRequest(as, client, clientAuth(confidential), tokens.refresh_token!, INSECURE),
    );
    expect((await call('/api/v2/me', { headers: bearer(tokens.access_token) })).status).to.equal(401);
    const refresh = await formPost(
      '/api/v2/oauth/token',
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! },
      basic(confidential),
    );
    expect(refresh.status).to.equal(400);
    expect(refresh.body.error).to.equal('invalid_grant');
  });

  it('consents: listed for the user; DELETE revokes the consent and the client tokens; the screen shows again', async () => {
    const app = await registerClient({ name: 'Consent app', scopes: ['interview:read'] });
    const { tokens } = await codeFlowTokens({ client: app }, user);
    const list = await call('/api/v2/oauth/consents', { headers: bearer(user) });
    expect(list.status).to.equal(200);
    const entry = list.body.find((c: { client_id: string }) => c.client_id === app.client_id);
    expect(entry).to.include({ client_name: 'Consent app', audience: 'TENANT' });
    expect(entry.scopes).to.deep.equal(['interview:read']);
    const del = await call(`/api/v2/oauth/consents/${app.client_id}`, { method: 'DELETE', headers: bearer(user) });
    expect(del.status).to.equal(204);
    expect((await call('/api/v2/me', { headers: bearer(tokens.access_token) })).status).to.equal(401);
    const refresh = await formPost(
      '/api/v2/oauth/token',
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! },
      basic(app),
    );
    expect(refresh.body.error).to.equal('invalid_grant');
    const after = await call('/api/v2/oauth/consents', { headers: bearer(user) });
    expect(after.body.map((c: { client_id: string }) => c.client_id)).to.not.include(app.client_id);
    const again = await startAuthorize({ client: app });
    expect((await context(again.prt!, user, again.jar)).body.already_consented).to.equal(false);
    const missing = await call(`/api/v2/oauth/consents/${app.client_id}`, { method: 'DELETE', headers: bearer(user) });
    expect(missing.status).to.equal(404);
  });

  it('Deny ends at the redirect_uri with error=access_denied and the state', async () => {
    const flow = await authorizeAs({ client: confidential }, user, 'deny');
    expect(flow.resumed.status).to.equal(303);
    expect(flow.callback.origin + flow.callback.pathname).to.equal(confidential.redirect_uris[0]);
    expect(flow.callback.searchParams.get('error')).to.equal('access_denied');
    expect(flow.callback.searchParams.get('state')).to.equal(flow.state);
    expect(flow.callback.searchParams.has('code')).to.equal(false);
  });

  it('the legacy base mirrors the token endpoint at /api/v1/oauth/token', async () => {
    const res = await formPost(
      '/api/v1/oauth/token',
      { grant_type: 'client_credentials', scope: 'interview:read' },
      basic(confidential),
    );
    expect(res.status).to.equal(200);
    expect(res.body).to.include({ token_type: 'Bearer', expires_in: 900, scope: 'interview:read' });
  });

  it('a code is redeemed exactly once even by concurrent requests', async () => {
    const flow = await authorizeAs({ client: confidential, scope: 'interview:read' }, user);
    const code = flow.callback.searchParams.get('code')!;
    const fields = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: confidential.redirect_uris[0]!,
      code_verifier: flow.verifier,
    };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => formPost('/api/v2/oauth/token', fields, basic(confidential))),
    );
    expect(results.filter((r) => r.status === 200)).to.have.length(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.body.error).to.equal('invalid_grant');
  });

  it('a tenant with the oauth feature off can neither authorize nor obtain tokens', async () => {
    const ds = await db();
    const admin = await platformAdmin();
    const t = await call('/api/v2/admin/tenants', { headers: bearer(admin), body: { name: `no-oauth-${Date.now()}` } });
    const client = await registerClient({ name: 'Off', tenant_id: t.body.id }, admin);
    await ds.query(`UPDATE tenants SET features = features || '{"oauth": false}' WHERE id = $1`, [t.body.id]);
    const cc = await formPost('/api/v2/oauth/token', { grant_type: 'client_credentials' }, basic(client));
    expect(cc.status).to.equal(400);
    expect(cc.body.error).to.equal('unauthorized_client');
    const start = await startAuthorize({ client });
    const location = new URL(start.location, stack().origin);
    expect(location.searchParams.get('error')).to.equal('unauthorized_client');
  });
});
