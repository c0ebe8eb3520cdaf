import { expect } from 'chai';
import { PRESETS } from '@irs/shared';
import { call } from '../support/http.js';
import { db } from '../support/db.js';
import { bearer, platformAdmin, userWithPermissions } from '../support/identity.js';
import { createInterview } from '../support/runs.js';
import { stack } from '../support/stack.js';
import {
  authorizeAs,
  basic,
  codeFlowTokens,
  context,
  decide,
  formPost,
  registerClient,
  startAuthorize,
  type RegisteredClient,
} from '../oauth/support.js';

const RECRUITER = [...PRESETS.recruiter];
const BEYOND = ['interview:create', 'webhook:update'];

const setPermissions = async (userId: string, permissions: string[]) =>
  (await db()).query(`UPDATE users SET permissions = $2 WHERE id = $1`, [userId, permissions]);

/** A refresh or code redemption at the token endpoint, authenticated as the client's type requires. */
const tokenRequest = (client: RegisteredClient, fields: Record<string, string>) =>
  formPost(
    '/api/v2/oauth/token',
    client.client_secret ? fields : { ...fields, client_id: client.client_id },
    client.client_secret ? basic(client) : {},
  );

/** What a token can do that only interview:create and webhook:update allow. */
async function expectNoCreateNorWebhookChange(token: string) {
  const create = await createInterview({}, bearer(token));
  expect(create.status, JSON.stringify(create.body)).to.equal(403);
  expect(create.body.message).to.equal('Missing permission: interview:create');
  const webhook = await call('/api/v2/me/webhook-config', {
    method: 'PUT',
    headers: bearer(token),
    body: { callback_url: 'https://hooks.example.test/finding-01' },
  });
  expect(webhook.status, JSON.stringify(webhook.body)).to.equal(403);
  expect(webhook.body.message).to.equal('Missing permission: webhook:update');
}

describe('Finding 1: a token can never do more than its user', () => {
  let admin: string;
  let recruiter: { id: string; token: string };
  const clients: Record<'confidential' | 'public', RegisteredClient> = {} as never;

  before(async () => {
    admin = await platformAdmin();
    recruiter = await userWithPermissions(admin, stack().creds.customer.tenant_id, RECRUITER);
    for (const type of ['confidential', 'public'] as const)
      clients[type] = await registerClient({
        name: `Finding 1 ${type}`,
        client_type: type,
        scopes: [...RECRUITER, ...BEYOND],
      });
  });

  for (const type of ['confidential', 'public'] as const) {
    it(`${type} client: consent for scopes the recruiter does not hold is refused; the client gets access_denied, no code`, async () => {
      const client = clients[type];
      const start = await startAuthorize({ client, scope: ['interview:read', ...BEYOND].join(' ') });
      expect(start.res.status).to.equal(302);
      for (const reply of [
        await context(start.prt!, recruiter.token, start.jar),
        await decide(start.prt!, recruiter.token, 'allow', start.jar),
      ]) {
        expect(reply.status).to.equal(403);
        expect(reply.body).to.deep.equal({
          statusCode: 403,
          message: 'access_denied: your account does not hold interview:create webhook:update',
        });
      }
      // The page's only way on is Cancel, which denies.
      const denied = await decide(start.prt!, recruiter.token, 'deny', start.jar);
      expect(denied.status).to.equal(200);
      const resumed = await start.jar.fetch(denied.body.redirect_to as string);
      const callback = new URL(resumed.headers.get('location') ?? '', stack().origin);
      expect(callback.searchParams.get('error')).to.equal('access_denied');
      expect(callback.searchParams.has('code')).to.equal(false);
    });

    it(`${type} client: a token the recruiter obtains can neither create a run nor change webhook config`, async () => {
      const client = clients[type];
      const { tokens } = await codeFlowTokens({ client, scope: RECRUITER.join(' ') }, recruiter.token);
      expect(tokens.scope!.split(' ')).to.have.members(RECRUITER);
      await expectNoCreateNorWebhookChange(tokens.access_token);
      // Widening on refresh is refused as well.
      const wider = await tokenRequest(client, {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token!,
        scope: [...RECRUITER, ...BEYOND].join(' '),
      });
      expect(wider.status).to.equal(400);
      expect(wider.body.error).to.equal('invalid_scope');
    });
  }

  it('a withdrawn permission leaves existing tokens at once; refresh and code redemption fail with invalid_scope', async () => {
    const client = clients.confidential;
    const scope = 'interview:read interview:create';
    const user = await userWithPermissions(admin, stack().creds.customer.tenant_id, [...RECRUITER, 'interview:create']);
    const { tokens } = await codeFlowTokens({ client, scope }, user.token);
    const unredeemed = await authorizeAs({ client, scope }, user.token);
    const created = await createInterview({}, bearer(tokens.access_token));
    expect(created.status, JSON.stringify(created.body)).to.equal(201);

    await setPermissions(user.id, RECRUITER);
    await expectNoCreateNorWebhookChange(tokens.access_token);
    const me = await call('/api/v2/me', { headers: bearer(tokens.access_token) });
    expect(me.body.permissions).to.deep.equal(['interview:read']);
    // Never silently reduced: neither the grant's full scope nor a narrowed one is issued while it exceeds the user.
    for (const narrowed of [{}, { scope: 'interview:read' }] as Record<string, string>[]) {
      const refresh = await tokenRequest(client, {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token!,
        ...narrowed,
      });
      expect(refresh.status, JSON.stringify(narrowed)).to.equal(400);
      expect(refresh.body).to.include({ error: 'invalid_scope' });
      expect(refresh.body.error_description).to.include('interview:create');
    }
    const redeemed = await tokenRequest(client, {
      grant_type: 'authorization_code',
      code: unredeemed.callback.searchParams.get('code')!,
      redirect_uri: client.redirect_uris[0]!,
      code_verifier: unredeemed.verifier,
    });
    expect(redeemed.status).to.equal(400);
    expect(redeemed.body.error).to.equal('invalid_scope');

    // The refusals consumed nothing: with the permission back, the same refresh token works.
    await setPermissions(user.id, [...RECRUITER, 'interview:create']);
    const restored = await tokenRequest(client, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(restored.status, JSON.stringify(restored.body)).to.equal(200);
    expect(restored.body.scope).to.equal(scope);
  });
});
