import { expect } from 'chai';
import * as oauth from 'oauth4webapi';
import { ApiError, createIrsClient, dataOrThrow, OAuthTokenError, type Credentials } from '@irs/client';
import { stack } from '../support/stack.js';
import { tenantAdmin } from '../support/identity.js';
import { authorizationServer, clientAuth, INSECURE, registerClient, type RegisteredClient } from '../oauth/support.js';

interface Sent {
  path: string;
  authorization: string | null;
  status: number;
}

/** The client over the real stack, with a fetch that notes each request the client makes (its `fetch` option). */
function observed(credentials: Credentials) {
  const sent: Sent[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const response = await fetch(input, init);
    sent.push({
      path: new URL(request.url).pathname,
      authorization: request.headers.get('authorization'),
      status: response.status,
    });
    return response;
  };
  const client = createIrsClient({ baseUrl: stack().origin, credentials, fetch: fetchFn });
  const me = async () => dataOrThrow(await client.GET('/api/v2/me'));
  return { client, sent, me, tokenRequests: () => sent.filter((s) => s.path === '/api/v2/oauth/token') };
}

describe('client: authentication against the real stack', () => {
  it('sends an API key; a wrong one is a 401 ApiError, sent once', async () => {
    const { me } = observed({ apiKey: stack().creds.customer.api_key });
    expect(await me()).to.include({ credential: 'api_key', tenant_id: stack().creds.customer.tenant_id });

    const wrong = observed({ apiKey: 'irs_live_not-a-key' });
    const err = await wrong.me().then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).to.be.instanceOf(ApiError);
    expect((err as ApiError).status).to.equal(401);
    expect((err as ApiError).message).to.match(/^401 from .*\/api\/v2\/me: /);
    expect(wrong.sent).to.have.length(1);
  });

  it('sends a bearer token of the caller (a user JWT)', async () => {
    const { me } = observed({ token: await tenantAdmin() });
    expect(await me()).to.include({ credential: 'user', tenant_id: stack().creds.customer.tenant_id });
  });

  describe('OAuth client credentials', () => {
    let registered: RegisteredClient;
    before(async () => {
      registered = await registerClient({ name: 'client credentials', redirect_uris: [], scopes: ['interview:read'] });
    });
    const oauthCredentials = (extra = {}): Credentials => ({
      oauth: { clientId: registered.client_id, clientSecret: registered.client_secret!, ...extra },
    });

    it('gets one token for many requests, concurrent ones included', async () => {
      const { me, tokenRequests, sent } = observed(oauthCredentials());
      const answers = await Promise.all([me(), me(), me()]);
      await me();
      expect(answers.map((a) => a.credential)).to.deep.equal(['oauth', 'oauth', 'oauth']);
      expect(tokenRequests()).to.have.length(1);
      expect(new Set(sent.filter((s) => s.path === '/api/v2/me').map((s) => s.authorization)).size).to.equal(1);
    });

    it('renews the token before it expires', async () => {
      // Tokens live 900 s; renewing 898 s early makes this one due after 2 s.
      const { me, tokenRequests, sent } = observed(oauthCredentials({ refreshBeforeExpirySeconds: 898 }));
      await me();
      await me();
      expect(tokenRequests()).to.have.length(1);
      await new Promise((r) => setTimeout(r, 2100));
      expect((await me()).credential).to.equal('oauth');
      expect(tokenRequests()).to.have.length(2);
      const used = sent.filter((s) => s.path === '/api/v2/me').map((s) => s.authorization);
      expect(used[2]).to.not.equal(used[0]);
      expect(sent.every((s) => s.status === 200)).to.equal(true);
    });

    it('after a 401 (the token was revoked) gets a new token and sends the request once more', async () => {
      const { me, tokenRequests, sent } = observed(oauthCredentials());
      await me();
      const revoked = sent[1]!.authorization!.slice('Bearer '.length);
      const as = await authorizationServer();
      const client = { client_id: registered.client_id };
      await oauth.processRevocationResponse(
        await oauth.revocationRequest(as, client, clientAuth(registered), revoked, INSECURE),
      );
      expect((await me()).credential).to.equal('oauth');
      const calls = sent.filter((s) => s.path === '/api/v2/me').slice(1);
      expect(calls.map((c) => c.status)).to.deep.equal([401, 200]);
      expect(calls[0]!.authorization).to.equal(`Bearer ${revoked}`);
      expect(calls[1]!.authorization).to.not.equal(`Bearer ${revoked}`);
      expect(tokenRequests()).to.have.length(2);
    });

    const refusals = [
      ['a scope the client was not registered with', { scope: 'interview:create' }, 'invalid_scope', 400],
      ['a wrong client secret', { clientSecret: 'irs_cs_wrong' }, 'invalid_client', 401],
    ] as const;
    for (const [what, options, error, status] of refusals) {
      it(`${what} is an OAuthTokenError ${error}, and nothing reaches the API`, async () => {
        const { me, sent } = observed(oauthCredentials(options));
        const err = await me().then(
          () => null,
          (e: unknown) => e,
        );
        expect(err).to.be.instanceOf(OAuthTokenError);
        expect(err).to.include({ error, status });
        expect((err as Error).message).to.match(
          new RegExp(`^the token endpoint refused the client: ${error} \\(.+\\)$`),
        );
        expect(sent.map((s) => s.path)).to.deep.equal(['/api/v2/oauth/token']);
      });
    }

    it('a 401 that a new token does not cure is answered after one renewal, not looped on', async () => {
      // Every token is revoked as it is issued: the API refuses each one.
      const as = await authorizationServer();
      const revokeOnIssue: typeof fetch = async (input, init) => {
        const response = await fetch(input, init);
        if (!String(input).endsWith('/api/v2/oauth/token')) return response;
        const { access_token } = (await response.clone().json()) as { access_token: string };
        const client = { client_id: registered.client_id };
        await oauth.processRevocationResponse(
          await oauth.revocationRequest(as, client, clientAuth(registered), access_token, INSECURE),
        );
        return response;
      };
      const sent: string[] = [];
      const client = createIrsClient({
        baseUrl: stack().origin,
        credentials: oauthCredentials(),
        fetch: (input, init) => {
          sent.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
          return revokeOnIssue(input, init);
        },
      });
      const { response } = await client.GET('/api/v2/me');
      expect(response.status).to.equal(401);
      expect(sent).to.deep.equal(['/api/v2/oauth/token', '/api/v2/me', '/api/v2/oauth/token', '/api/v2/me']);
    });
  });
});
