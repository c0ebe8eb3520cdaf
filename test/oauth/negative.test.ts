import { expect } from 'chai';
import * as oauth from 'oauth4webapi';
import { call } from '../support/http.js';
import { db } from '../support/db.js';
import { bearer, login, platformAdmin, tenantAdmin, userWithPermissions } from '../support/identity.js';
import { stack } from '../support/stack.js';
import {
  authorizeAs,
  basic,
  context,
  decide,
  formPost,
  registerClient,
  startAuthorize,
  type RegisteredClient,
} from './support.js';

/** Where an authorization error ends: the client's redirect_uri with error (and state), when the URI was valid. */
function redirectedError(location: string) {
  const url = new URL(location, stack().origin);
  return { at: url.origin + url.pathname, error: url.searchParams.get('error'), state: url.searchParams.get('state') };
}

describe('OAuth authorization server: refusals', () => {
  let client: RegisteredClient;
  let user: string;

  before(async () => {
    client = await registerClient({ name: 'Negative ATS', scopes: ['interview:read', 'candidate:read'] });
    user = await tenantAdmin();
  });

  const tokenRequest = (fields: Record<string, string>) => formPost('/api/v2/oauth/token', fields, basic(client));

  it('authorize without PKCE is refused', async () => {
    const start = await startAuthorize({
      client,
      extra: { code_challenge: undefined, code_challenge_method: undefined },
    });
    expect(start.res.status).to.equal(303);
    const err = redirectedError(start.location);
    expect(err).to.include({ at: client.redirect_uris[0], error: 'invalid_request', state: start.state });
    expect(new URL(start.location).searchParams.get('error_description')).to.match(/PKCE/);
  });

  it('code_challenge_method=plain is refused', async () => {
    const start = await startAuthorize({
      client,
      extra: { code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' },
    });
    expect(redirectedError(start.location)).to.include({ error: 'invalid_request', state: start.state });
    expect(start.prt).to.equal(null);
  });

  it('a wrong code_verifier is refused at the token endpoint', async () => {
    const flow = await authorizeAs({ client }, user);
    const res = await tokenRequest({
      grant_type: 'authorization_code',
      code: flow.callback.searchParams.get('code')!,
      redirect_uri: client.redirect_uris[0]!,
      code_verifier: oauth.generateRandomCodeVerifier(),
    });
    expect(res.status).to.equal(400);
    expect(res.body.error).to.equal('invalid_grant');
  });

  it('a redirect_uri that is not exactly the registered one is refused (no redirect to it)', async () => {
    for (const uri of [
      `${client.redirect_uris[0]}/x`,
      client.redirect_uris[0]!.replace('/callback', '/CALLBACK'),
      `${client.redirect_uris[0]}?a=1`,
    ]) {
      const start = await startAuthorize({ client, extra: { redirect_uri: uri } });
      expect(start.res.status, uri).to.equal(400);
      expect(start.location).to.equal('');
      expect(await start.res.text()).to.include('redirect_uri');
    }
  });

  it('a redirect_uri at the token endpoint that differs from the authorize value is refused', async () => {
    const flow = await authorizeAs({ client }, user);
    const res = await tokenRequest({
      grant_type: 'authorization_code',
      code: flow.callback.searchParams.get('code')!,
      redirect_uri: 'http://127.0.0.1:9/other',
      code_verifier: flow.verifier,
    });
    expect(res.body.error).to.equal('invalid_grant');
  });

  it('a code is single use: the second redemption fails and revokes what the first issued', async () => {
    const flow = await authorizeAs({ client }, user);
    const fields = {
      grant_type: 'authorization_code',
      code: flow.callback.searchParams.get('code')!,
      redirect_uri: client.redirect_uris[0]!,
      code_verifier: flow.verifier,
    };
    const first = await tokenRequest(fields);
    expect(first.status).to.equal(200);
    const second = await tokenRequest(fields);
    expect(second.status).to.equal(400);
    expect(second.body.error).to.equal('invalid_grant');
    expect((await call('/api/v2/me', { headers: bearer(first.body.access_token) })).status).to.equal(401);
  });

  it('refresh token reuse: invalid_grant, and the whole grant is revoked (restart the flow)', async () => {
    const flow = await authorizeAs({ client }, user);
    const issued = await tokenRequest({
      grant_type: 'authorization_code',
      code: flow.callback.searchParams.get('code')!,
      redirect_uri: client.redirect_uris[0]!,
      code_verifier: flow.verifier,
    });
    const rotated = await tokenRequest({ grant_type: 'refresh_token', refresh_token: issued.body.refresh_token });
    expect(rotated.status).to.equal(200);
    const reuse = await tokenRequest({ grant_type: 'refresh_token', refresh_token: issued.body.refresh_token });
    expect(reuse.status).to.equal(400);
    expect(reuse.body.error).to.equal('invalid_grant');
    const next = await tokenRequest({ grant_type: 'refresh_token', refresh_token: rotated.body.refresh_token });
    expect(next.body.error).to.equal('invalid_grant');
    expect((await call('/api/v2/me', { headers: bearer(rotated.body.access_token) })).status).to.equal(401);
  });

  it('scope widening on refresh is refused', async () => {
    const flow = await authorizeAs({ client, scope: 'interview:read' }, user);
    const issued = await tokenRequest({
      grant_type: 'authorization_code',
      code: flow.callback.searchParams.get('code')!,
      redirect_uri: client.redirect_uris[0]!,
      code_verifier: flow.verifier,
    });
    const wider = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: issued.body.refresh_token,
      scope: 'interview:read candidate:read',
    });
    expect(wider.status).to.equal(400);
    expect(wider.body.error).to.equal('invalid_scope');
  });

  it('a scope outside the client registration fails at /authorize (never silently reduced)', async () => {
    const start = await startAuthorize({ client, scope: 'interview:read webhook:update' });
    expect(redirectedError(start.location)).to.include({ error: 'invalid_scope', state: start.state });
    expect(start.prt).to.equal(null);
    const unknown = await startAuthorize({ client, scope: 'interview:read openid' });
    expect(redirectedError(unknown.location).error).to.equal('invalid_scope');
  });

  it('a scope outside the client registration fails at client_credentials', async () => {
    const res = await tokenRequest({ grant_type: 'client_credentials', scope: 'interview:read webhook:update' });
    expect(res.status).to.equal(400);
    expect(res.body.error).to.equal('invalid_scope');
  });

  it('a scope outside the client registration fails at the decision (registration narrowed meanwhile)', async () => {
    const narrowing = await registerClient({ name: 'Narrowed', scopes: ['interview:read', 'candidate:read'] });
    const start = await startAuthorize({ client: narrowing });
    await (
      await db()
    ).query(`UPDATE oauth_clients SET scopes = '{interview:read}' WHERE client_id = $1`, [narrowing.client_id]);
    const d = await decide(start.prt!, user, 'allow', start.jar);
    expect(d.status).to.equal(400);
    expect(d.body.message).to.include('invalid_scope').and.to.include('candidate:read');
  });

  it('a TENANT client refuses a user of another tenant', async () => {
    const admin = await platformAdmin();
    const other = await call('/api/v2/admin/tenants', {
      headers: bearer(admin),
      body: { name: `other-${Date.now()}` },
    });
    const stranger = await userWithPermissions(admin, other.body.id, ['interview:read']);
    const start = await startAuthorize({ client });
    const ctx = await context(start.prt!, stranger.token, start.jar);
    expect(ctx.status).to.equal(403);
    expect(ctx.body.message).to.equal('user tenant does not match client tenant');
    const d = await decide(start.prt!, stranger.token, 'allow', start.jar);
    expect(d.status).to.equal(403);
    expect(d.body.message).to.equal('user tenant does not match client tenant');
  });

  it('a platform-workspace account never completes a flow, with either audience', async () => {
    const platformClient = await registerClient({
      name: 'Platform partner',
      tenant_id: stack().creds.platform.tenant_id,
      audience: 'PLATFORM',
      scopes: ['interview:read'],
    });
    for (const token of [
      await platformAdmin(),
      await login(stack().creds.super_admin.email, stack().creds.super_admin.password),
    ]) {
      for (const c of [client, platformClient]) {
        const start = await startAuthorize({ client: c });
        const d = await decide(start.prt!, token, 'allow', start.jar);
        expect(d.status).to.equal(403);
        expect(d.body.message).to.equal('platform-workspace accounts cannot complete OAuth flows');
      }
    }
    // A PLATFORM client may be authorized by users of customer tenants.
    const ok = await authorizeAs({ client: platformClient }, user);
    expect(ok.callback.searchParams.has('code')).to.equal(true);
  });

  it('response_type=token (implicit) is refused', async () => {
    const start = await startAuthorize({ client, extra: { response_type: 'token' } });
    expect(start.prt).to.equal(null);
    const url = new URL(start.location || 'http://x/', stack().origin);
    expect(url.searchParams.get('error') ?? (await start.res.text())).to.include('unsupported_response_type');
  });

  it('grant_type=password is refused', async () => {
    const res = await tokenRequest({ grant_type: 'password', username: 'a@b.c', password: 'x' });
    expect(res.status).to.equal(400);
    expect(res.body.error).to.equal('unsupported_grant_type');
  });

  it('unauthenticated introspection is refused (401 invalid_client); a public client cannot introspect', async () => {
    const none = await formPost('/api/v2/oauth/introspect', { token: 'x' });
    expect(none.status).to.equal(401);
    expect(none.body.error).to.equal('invalid_client');
    expect(none.headers.get('www-authenticate')).to.match(/^Basic/);
    const wrong = await formPost(
      '/api/v2/oauth/introspect',
      { token: 'x' },
      basic({ ...client, client_secret: 'irs_cs_wrong' }),
    );
    expect(wrong.status).to.equal(401);
    const pub = await registerClient({ name: 'Public', client_type: 'public', scopes: ['interview:read'] });
    const asPublic = await formPost('/api/v2/oauth/introspect', { token: 'x', client_id: pub.client_id });
    expect(asPublic.status).to.equal(401);
  });

  it('a wrong client secret is refused at the token endpoint', async () => {
    const res = await formPost(
      '/api/v2/oauth/token',
      { grant_type: 'client_credentials' },
      basic({ ...client, client_secret: 'irs_cs_not-the-secret' }),
    );
    expect(res.status).to.equal(401);
    expect(res.body.error).to.equal('invalid_client');
  });

  it('the consent API needs a user session and a valid PRT; a decided request cannot be decided again', async () => {
    const start = await startAuthorize({ client });
    expect((await context(start.prt!, 'not-a-jwt', start.jar)).status).to.equal(401);
    expect((await call(`/api/v2/oauth/authorize/context?prt=${start.prt}`)).status).to.equal(401);
    expect((await context(`${start.prt!.slice(0, -4)}AAAA`, user, start.jar)).status).to.equal(400);
    expect((await decide(start.prt!, user, 'deny', start.jar)).status).to.equal(200);
    expect((await decide(start.prt!, user, 'allow', start.jar)).status).to.equal(409);
    const unknownField = await call('/api/v2/oauth/authorize/decision', {
      headers: bearer(user),
      body: { prt: start.prt, decision: 'allow', scope: 'webhook:update' },
    });
    expect(unknownField.status).to.equal(400);
  });
});
