import { createServer, type AddressInfo, type Server } from 'node:net';
import { expect } from 'chai';
import * as oauth from 'oauth4webapi';
import { PRESETS } from '@irs/shared';
import { call } from '../support/http.js';
import {
  PASSWORD,
  apiKey,
  bearer,
  login,
  oauthToken,
  platformAdmin,
  tenantAdmin,
  uniqueEmail,
} from '../support/identity.js';
import { customerKey, validInterview } from '../support/runs.js';
import { stack } from '../support/stack.js';
import { Receiver } from '../webhooks/support.js';
import { outboundFetch } from '../../services/auth/src/oauth/outbound-fetch.js';
import {
  LoopbackCallback,
  TestOAuthProvider,
  allowHeadless,
  claimsOf,
  connectWithOAuth,
  customerUser,
  initialize,
  mcpResource,
  rawMcp,
  registerDynamic,
  toolCall,
} from './support.js';

/** The user decides without a browser; the redirect reaches the agent's loopback callback. */
const headless = (userToken: string) => async (url: URL) => {
  const r = await allowHeadless(url, userToken);
  if (!r.callback) throw new Error(`authorization refused: ${JSON.stringify(r.refused)}`);
  await fetch(r.callback);
  return r.context;
};

/** An authorization code flow by hand (what the SDK does), for a chosen scope: registration, consent, token. */
async function tokenFor(callback: LoopbackCallback, userToken: string, scope: string, resource = mcpResource()) {
  const registered = await registerDynamic({ client_name: 'Hand-made agent', redirect_uris: [callback.uri] });
  expect(registered.status).to.equal(201);
  const clientId = registered.body.client_id as string;
  const verifier = oauth.generateRandomCodeVerifier();
  const url = new URL(`${stack().origin}/api/v2/oauth/authorize`);
  const params = {
    response_type: 'code',
    client_id: clientId,
    redirect_uri: callback.uri,
    scope,
    state: oauth.generateRandomState(),
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    resource,
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  const flow = await allowHeadless(url, userToken);
  if (!flow.callback) return { clientId, refused: flow.refused };
  const code = flow.callback.searchParams.get('code')!;
  const res = await fetch(`${stack().origin}/api/v2/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: callback.uri,
      code_verifier: verifier,
      client_id: clientId,
      resource,
    }),
  });
  return { clientId, context: flow.context, token: (await res.json()) as Record<string, any> };
}

/** A customer tenant of the bootstrap platform whose `mcp` feature was never switched on, with an admin and a key. */
async function tenantWithoutMcp() {
  const platform = bearer(await platformAdmin());
  const tenant = await call('/api/v2/admin/tenants', { headers: platform, body: { name: `No MCP ${Date.now()}` } });
  expect(tenant.status).to.equal(201);
  expect(tenant.body.features.mcp).to.not.equal(true);
  const email = uniqueEmail('nomcp');
  const user = await call(`/api/v2/admin/tenants/${tenant.body.id}/users`, {
    headers: platform,
    body: { email, password: PASSWORD, permissions: PRESETS.tenant_admin },
  });
  expect(user.status).to.equal(201);
  const token = await login(email, PASSWORD);
  const key = await call('/api/v2/api-keys', {
    headers: bearer(token),
    body: { name: 'agent', permissions: ['interview:read'] },
  });
  return { id: tenant.body.id as string, token, key: key.body.apiKey as string, platform };
}

describe('MCP: refusals', function () {
  this.timeout(60_000);
  let callback: LoopbackCallback;
  before(async () => {
    callback = await LoopbackCallback.start();
  });
  after(() => callback?.close());

  describe('discovery', () => {
    it('no credentials: 401 with resource_metadata; the metadata names our issuer and the scopes', async () => {
      const res = await rawMcp(initialize);
      expect(res.status).to.equal(401);
      const challenge = res.headers.get('www-authenticate')!;
      const metadataUrl = `${stack().origin}/.well-known/oauth-protected-resource/mcp`;
      expect(challenge)
        .to.match(/^Bearer /)
        .and.include(`resource_metadata="${metadataUrl}"`);
      expect(challenge).to.not.include('error=');
      for (const url of [metadataUrl, `${stack().origin}/.well-known/oauth-protected-resource`]) {
        const prm = (await (await fetch(url)).json()) as Record<string, any>;
        expect(prm).to.include({ resource: mcpResource() });
        expect(prm.authorization_servers).to.deep.equal([stack().origin]);
        expect(prm.scopes_supported).to.have.members([
          'interview:create',
          'interview:read',
          'interview:approve',
          'interview:update',
          'candidate:read',
        ]);
      }
      const as = (await (await fetch(`${stack().origin}/.well-known/oauth-authorization-server`)).json()) as Record<
        string,
        any
      >;
      expect(as).to.include({
        registration_endpoint: `${stack().origin}/api/v2/oauth/register`,
        client_id_metadata_document_supported: true,
      });
      expect(as.code_challenge_methods_supported).to.deep.equal(['S256']);
    });

    it('GET (no server-initiated stream, stateless) is 405; a foreign Origin is 403 (DNS rebinding)', async () => {
      const get = await fetch(`${stack().origin}/mcp`, { headers: { ...customerKey(), accept: 'text/event-stream' } });
      expect(get.status).to.equal(405);
      const foreign = await rawMcp(initialize, { ...customerKey(), origin: 'https://evil.example' });
      expect(foreign.status).to.equal(403);
      const own = await rawMcp(initialize, { ...customerKey(), origin: stack().origin });
      expect(own.status).to.equal(200);
      expect(own.body.result.serverInfo.name).to.equal('interview-run-service');
    });
  });

  describe('bad input is a 4xx or a tool error, never a 500', () => {
    it('malformed JSON, another media type, not JSON-RPC, an unknown tool, a NUL, an oversized body', async () => {
      const post = (body: string, type = 'application/json') =>
        fetch(`${stack().origin}/mcp`, {
          method: 'POST',
          headers: { ...customerKey(), 'content-type': type, accept: 'application/json, text/event-stream' },
          body,
        });
      const malformed = await post('{"jsonrpc": "2.0", ');
      expect(malformed.status).to.equal(400);
      expect(((await malformed.json()) as any).error.code).to.equal(-32700);
      expect((await post('hello', 'text/plain')).status).to.equal(415);
      expect((await post('{"hello": "world"}')).status).to.equal(400);
      const huge = await post(JSON.stringify({ ...toolCall('get_plan', { run_id: 'x'.repeat(300_000) }) }));
      expect(huge.status).to.equal(413);

      const unknown = await rawMcp(toolCall('make_coffee', {}), customerKey());
      expect(unknown.status).to.equal(200);
      expect(unknown.body.error).to.deep.equal({ code: -32602, message: 'Unknown tool: make_coffee' });
      const nul = await rawMcp(toolCall('create_interview', validInterview({ position: 'Chef\u0000' })), customerKey());
      expect(nul.status).to.equal(200);
      expect(nul.body.result.isError).to.equal(true);
      expect(nul.body.result.content[0].text).to.match(/^Validation failed: position/);
      const resource = await rawMcp(
        { jsonrpc: '2.0', id: 3, method: 'resources/read', params: { uri: 'interview://runs/../../etc/passwd/plan' } },
        customerKey(),
      );
      expect(resource.body.error.code).to.equal(-32002);
    });
  });

  describe('audiences (RFC 8707): no token passthrough', () => {
    it('a REST-audience token is refused on /mcp, an MCP-audience token on REST, a user session on /mcp', async () => {
      const tenant_id = stack().creds.customer.tenant_id;
      const restToken = await oauthToken({ tenant_id, scope: 'interview:read' });
      const onMcp = await rawMcp(initialize, bearer(restToken));
      expect(onMcp.status).to.equal(401);
      expect(onMcp.headers.get('www-authenticate')).to.include('error="invalid_token"');
      expect(onMcp.body.error.message).to.include(`accepts tokens issued for ${mcpResource()}`);
      // …which the REST API itself accepts.
      expect((await call('/api/v2/integration/interviews', { headers: bearer(restToken) })).status).to.equal(200);

      const mcpToken = await oauthToken({ tenant_id, scope: 'interview:read' }, { aud: mcpResource() });
      expect((await rawMcp(initialize, bearer(mcpToken))).status).to.equal(200);
      const onRest = await call('/api/v2/integration/interviews', { headers: bearer(mcpToken) });
      expect(onRest.status).to.equal(401);
      const onRpc = await call('/api/v2/a2a', {
        headers: bearer(mcpToken),
        body: { jsonrpc: '2.0', id: 1, method: 'interview.rankings', params: {} },
      });
      expect(onRpc.status).to.equal(401);

      const session = await rawMcp(initialize, bearer(await tenantAdmin()));
      expect(session.status).to.equal(401);
    });

    it('a self-registered client cannot get a token for the REST API (invalid_target)', async () => {
      const registered = await registerDynamic({ client_name: 'Wanderer', redirect_uris: [callback.uri] });
      const url = new URL(`${stack().origin}/api/v2/oauth/authorize`);
      const verifier = oauth.generateRandomCodeVerifier();
      for (const [k, v] of Object.entries({
        response_type: 'code',
        client_id: registered.body.client_id,
        redirect_uri: callback.uri,
        scope: 'interview:read',
        code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        resource: 'urn:interview-run-service:api',
      }))
        url.searchParams.set(k, v);
      const res = await fetch(url, { redirect: 'manual' });
      const landed = new URL(res.headers.get('location') ?? '', stack().origin);
      expect(landed.searchParams.get('error')).to.equal('invalid_target');
    });
  });

  describe('scopes', () => {
    it("a recruiter's token cannot call create_interview: narrowed at consent, absent from tools/list, refused", async () => {
      const recruiter = await customerUser(PRESETS.recruiter);
      const provider = new TestOAuthProvider(callback);
      let context: Record<string, any> | undefined;
      const { client } = await connectWithOAuth(provider, callback, async (url) => {
        context = await headless(recruiter.token)(url);
      });
      // The agent asked for the endpoint's five scopes; the consent screen grants the three the recruiter holds.
      expect(context!.scopes).to.have.members(['interview:read', 'interview:approve', 'candidate:read']);
      expect(context!.withheld).to.have.members(['interview:create', 'interview:update']);
      expect(claimsOf(provider.accessToken!).scope.split(' ')).to.have.members([
        'interview:read',
        'interview:approve',
        'candidate:read',
      ]);
      const names = (await client.listTools()).tools.map((t) => t.name);
      expect(names).to.include.members(['get_plan', 'approve_plan', 'get_assessment']);
      expect(names).to.not.include.members(['create_interview', 'cancel_interview', 'invite_candidate']);
      const refused = await client.callTool({ name: 'create_interview', arguments: validInterview() });
      expect(refused.isError).to.equal(true);
      expect((refused.content as { text: string }[])[0]!.text).to.equal('Missing permission: interview:create');
      await client.close();
    });

    it('a token short of a scope its user holds: 403 insufficient_scope naming the scopes to ask for (step-up)', async () => {
      const { token } = (await tokenFor(callback, await tenantAdmin(), 'interview:read')) as {
        token: Record<string, any>;
      };
      expect(token.scope).to.equal('interview:read');
      expect(claimsOf(token.access_token).aud).to.equal(mcpResource());
      const headers = bearer(token.access_token);
      const read = await rawMcp(toolCall('list_interviews', { limit: 1 }), headers);
      expect(read.status).to.equal(200);
      const res = await rawMcp(toolCall('create_interview', validInterview()), headers);
      expect(res.status).to.equal(403);
      const challenge = res.headers.get('www-authenticate')!;
      expect(challenge)
        .to.match(/^Bearer /)
        .and.include('error="insufficient_scope"');
      expect(challenge).to.include('scope="interview:read interview:create"');
      expect(challenge).to.include(`resource_metadata="${stack().origin}/.well-known/oauth-protected-resource/mcp"`);
    });
  });

  describe('the `mcp` feature', () => {
    it('a tenant without it is refused: its API key, its users at the consent screen; switched on, it works', async () => {
      const t = await tenantWithoutMcp();
      const refused = await rawMcp(initialize, apiKey(t.key));
      expect(refused.status).to.equal(403);
      expect(refused.body.error.message).to.equal('Feature disabled for this tenant: mcp');
      const consent = await tokenFor(callback, t.token, 'interview:read');
      expect(consent.refused?.status).to.equal(403);
      expect(consent.refused?.body.message).to.equal('Feature disabled for this tenant: mcp');

      const on = await call(`/api/v2/admin/tenants/${t.id}`, {
        method: 'PATCH',
        headers: t.platform,
        body: { features: { mcp: true } },
      });
      expect(on.body.features.mcp).to.equal(true);
      expect((await rawMcp(initialize, apiKey(t.key))).status).to.equal(200);
      const granted = await tokenFor(callback, t.token, 'interview:read');
      expect((await rawMcp(initialize, bearer(granted.token!.access_token))).status).to.equal(200);

      await call(`/api/v2/admin/tenants/${t.id}`, {
        method: 'PATCH',
        headers: t.platform,
        body: { features: { mcp: false } },
      });
      expect((await rawMcp(initialize, apiKey(t.key))).status).to.equal(403);
      // The tokens already issued stop at once too.
      expect((await rawMcp(initialize, bearer(granted.token!.access_token))).status).to.equal(403);
    });
  });

  describe('client ID metadata documents and registration', () => {
    let trap: Server;
    let connections = 0;
    before(async () => {
      trap = createServer((socket) => {
        connections++;
        socket.destroy();
      });
      await new Promise<void>((ok) => trap.listen(0, '127.0.0.1', ok));
    });
    after(() => trap?.close());

    for (const host of ['127.0.0.1', 'localhost', '10.0.0.1', '169.254.169.254']) {
      it(`a metadata document on a private address (${host}) is never fetched: the request is refused`, async () => {
        const port = host === '127.0.0.1' || host === 'localhost' ? (trap.address() as AddressInfo).port : 443;
        const clientId = `https://${host}:${port}/agent/client.json`;
        const url = new URL(`${stack().origin}/api/v2/oauth/authorize`);
        for (const [k, v] of Object.entries({
          response_type: 'code',
          client_id: clientId,
          redirect_uri: callback.uri,
          scope: 'interview:read',
          code_challenge: await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier()),
          code_challenge_method: 'S256',
          resource: mcpResource(),
        }))
          url.searchParams.set(k, v);
        const before = connections;
        const res = await fetch(url, { redirect: 'manual' });
        expect(res.status).to.equal(400);
        expect(await res.text()).to.include('invalid_client');
        expect(connections, 'no connection reached the private address').to.equal(before);
      });
    }

    it("the documents' fetch is the webhooks' SSRF-safe agent: private addresses refused at connect, the allow-list honoured", async () => {
      const settings = { allowCidrs: stack().config.WEBHOOK_ALLOW_CIDRS, caFile: stack().config.WEBHOOK_CA_FILE };
      const fetchDocument = outboundFetch(settings);
      const port = (trap.address() as AddressInfo).port;
      const before = connections;
      for (const url of [`https://127.0.0.1:${port}/client.json`, `https://localhost:${port}/client.json`]) {
        const error = await fetchDocument(url).then(
          () => null,
          (e: Error) => e,
        );
        expect(error?.message, url).to.match(/is not allowed\. Because, It is private IP address/);
      }
      expect(connections).to.equal(before);
      expect(await fetchDocument('http://example.com/client.json').catch((e: Error) => e.message)).to.equal(
        'only https:// URLs are fetched',
      );
      // The local test receiver (127.0.0.2, WEBHOOK_ALLOW_CIDRS and WEBHOOK_CA_FILE) is reached, as webhooks reach it.
      const receiver = await Receiver.start();
      try {
        receiver.respond = () => ({ status: 200, headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
        const ok = await fetchDocument(receiver.url('/client.json'), { redirect: 'manual' });
        expect(ok.status).to.equal(200);
        expect(await ok.json()).to.deep.equal({ a: 1 });
        receiver.respond = () => ({ status: 302, headers: { location: 'https://127.0.0.1/' } });
        expect((await fetchDocument(receiver.url('/moved'))).status, 'a redirect is not followed').to.equal(302);
      } finally {
        await receiver.close();
      }
    });

    it('registration makes a public client whatever is asked, and refuses unsafe redirect URIs', async () => {
      const asked = await registerDynamic({
        client_name: 'Greedy',
        redirect_uris: ['https://agent.example/callback'],
        token_endpoint_auth_method: 'client_secret_basic',
        grant_types: ['authorization_code', 'client_credentials', 'refresh_token'],
        scope: 'interview:create webhook:update',
      });
      expect(asked.status).to.equal(201);
      expect(asked.body).to.include({ token_endpoint_auth_method: 'none' });
      expect(asked.body.grant_types).to.deep.equal(['authorization_code', 'refresh_token']);
      expect(asked.body).to.not.have.any.keys('client_secret', 'registration_access_token', 'scope');
      for (const uri of ['http://agent.example/callback', 'javascript:alert(1)', 'https://a.example/#x']) {
        const bad = await registerDynamic({ client_name: 'Bad', redirect_uris: [uri] });
        expect(bad.status, uri).to.equal(400);
        expect(bad.body.error, uri).to.equal('invalid_redirect_uri');
      }
      const long = await registerDynamic({ client_name: 'x'.repeat(500), redirect_uris: [callback.uri] });
      expect(long.status).to.equal(400);
      expect(long.body.error).to.equal('invalid_client_metadata');
    });
  });

  describe('tenant administration of self-registered clients', () => {
    it('an admin lists and revokes one: its tokens stop, its users cannot allow it again; other tenants cannot touch it', async () => {
      const user = await customerUser(PRESETS.tenant_admin);
      const provider = new TestOAuthProvider(callback, undefined, undefined, 'Revocable agent');
      const { client } = await connectWithOAuth(provider, callback, headless(user.token));
      expect((await client.listTools()).tools.length).to.be.greaterThan(10);

      // Refresh works (rotated, same audience) until the revocation.
      const refresh = (token: string) =>
        fetch(`${stack().origin}/api/v2/oauth/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'refresh_token',
            refresh_token: token,
            client_id: provider.clientId!,
            resource: mcpResource(),
          }),
        });
      const refreshed = (await (await refresh(provider.tokens()!.refresh_token!)).json()) as Record<string, any>;
      expect(claimsOf(refreshed.access_token)).to.include({ aud: mcpResource(), client_id: provider.clientId });
      provider.saveTokens(refreshed as never);

      const admin = bearer(await tenantAdmin());
      const listed = await call('/api/v2/tenant/mcp-clients', { headers: admin });
      const row = listed.body.items.find((c: any) => c.client_id === provider.clientId);
      expect(row).to.include({ kind: 'registration', name: 'Revocable agent', users: 1, revoked_at: null });

      const other = await tenantWithoutMcp();
      const foreign = await call(`/api/v2/tenant/mcp-clients/${row.id}`, {
        method: 'DELETE',
        headers: bearer(other.token),
      });
      expect(foreign.status).to.equal(404);
      const recruiter = await customerUser(PRESETS.recruiter);
      const notAdmin = await call(`/api/v2/tenant/mcp-clients/${row.id}`, {
        method: 'DELETE',
        headers: bearer(recruiter.token),
      });
      expect(notAdmin.status).to.equal(403);
      const notAdminList = await call('/api/v2/tenant/mcp-clients', { headers: bearer(recruiter.token) });
      expect(notAdminList.status, 'the list is for admins too').to.equal(403);

      const revoked = await call(`/api/v2/tenant/mcp-clients/${row.id}`, { method: 'DELETE', headers: admin });
      expect(revoked.status).to.equal(200);
      expect(revoked.body.revoked_at).to.be.a('string');
      expect(revoked.body.users).to.equal(0);

      const after = await rawMcp(initialize, bearer(provider.accessToken!));
      expect(after.status).to.equal(401);
      expect(after.body.error.message).to.equal('Access token has been revoked');
      expect((await refresh(provider.tokens()!.refresh_token!)).status).to.equal(400);
      const again = await allowHeadless(provider.authorizationUrls[0]!, user.token);
      expect(again.refused?.status).to.equal(403);
      expect(again.refused?.body.message).to.equal(
        "Your workspace's administrators have revoked access for this application",
      );
      await client.close();
    });
  });
});
