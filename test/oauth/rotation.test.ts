import { expect } from 'chai';
import { decodeProtectedHeader } from 'jose';
import { retireOldKeys, rotateSigningKey } from '@irs/auth';
import { call } from '../support/http.js';
import { db } from '../support/db.js';
import { bearer } from '../support/identity.js';
import { stack } from '../support/stack.js';
import { basic, formPost, registerClient, type RegisteredClient } from './support.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `check` holds (the services pick a rotation up within seconds). */
async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await sleep(250);
  }
}

const kids = async (): Promise<string[]> =>
  (await call('/.well-known/jwks.json')).body.keys.map((k: { kid: string }) => k.kid);

describe('JWKS key rotation', function () {
  this.timeout(60_000);
  let client: RegisteredClient;

  before(async () => {
    client = await registerClient({ name: 'Rotation client', redirect_uris: [], scopes: ['interview:read'] });
  });

  const token = async (): Promise<string> => {
    const res = await formPost('/api/v2/oauth/token', { grant_type: 'client_credentials' }, basic(client));
    expect(res.status).to.equal(200);
    return res.body.access_token as string;
  };
  const introspect = async (t: string) =>
    (await formPost('/api/v2/oauth/introspect', { token: t }, basic(client))).body;
  const gatewayStatus = async (t: string) => (await call('/api/v2/me', { headers: bearer(t) })).status;

  it('rotate publishes the new key beside the old one and signs with it; old tokens verify until the old key is retired', async () => {
    const before = await token();
    const oldKid = decodeProtectedHeader(before).kid!;
    expect(await kids()).to.include(oldKid);

    const { kid: newKid, published } = await rotateSigningKey(await db(), stack().encKey);
    expect(published).to.include.members([newKid, oldKid]);

    // Published beside the old one.
    const both = await eventually(kids, (k) => k.includes(newKid));
    expect(both).to.include.members([oldKid, newKid]);
    // New tokens are signed with the new key and accepted by the gateway.
    const after = await eventually(token, (t) => decodeProtectedHeader(t).kid === newKid);
    expect(decodeProtectedHeader(after).kid).to.equal(newKid);
    expect(
      await eventually(
        () => gatewayStatus(after),
        (s) => s === 200,
      ),
    ).to.equal(200);
    // Tokens signed before the rotation still verify, at the gateway and at introspection.
    expect(await gatewayStatus(before)).to.equal(200);
    expect((await introspect(before)).active).to.equal(true);

    // Retire: the old key leaves the JWKS; its tokens no longer verify at the authorization server.
    const { retired, signing } = await retireOldKeys(await db());
    expect(retired).to.include(oldKid);
    expect(signing).to.equal(newKid);
    const remaining = await eventually(kids, (k) => !k.includes(oldKid));
    expect(remaining).to.deep.equal([newKid]);
    expect(
      (
        await eventually(
          () => introspect(before),
          (b) => b.active === false,
        )
      ).active,
    ).to.equal(false);
    expect((await introspect(after)).active).to.equal(true);
    expect(await gatewayStatus(after)).to.equal(200);
  });
});
