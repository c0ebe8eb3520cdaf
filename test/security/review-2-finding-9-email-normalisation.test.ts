import { expect } from 'chai';
import { call } from '../support/http.js';
import { db } from '../support/db.js';
import { PASSWORD, bearer, superAdmin, uniqueEmail } from '../support/identity.js';
import { stack } from '../support/stack.js';

const login = (email: string, password: string) => call('/api/v1/auth/login', { body: { email, password } });

/** A user of the bootstrap customer tenant: its e-mail and id. */
async function newAccount(label: string): Promise<{ email: string; id: string }> {
  const email = uniqueEmail(label);
  const res = await call(`/api/v2/admin/tenants/${stack().creds.customer.tenant_id}/users`, {
    headers: bearer(await superAdmin()),
    body: { email, password: PASSWORD, permissions: ['interview:read'] },
  });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return { email, id: res.body.id };
}

/** The failures counted in the account-wide bucket of a user, keyed on its id. */
async function userBucket(userId: string): Promise<number | null> {
  const rows = (await (
    await db()
  ).query(`SELECT cardinality(failed_at) AS n FROM login_failures WHERE account_key = $1`, [`user:${userId}`])) as {
    n: number;
  }[];
  return rows[0]?.n ?? null;
}

describe('Review 2, finding 9: one e-mail normalisation for the user lookup and the login throttle', () => {
  it("the throttle counts a found user's failures on its id: two spellings share one bucket", async () => {
    const { email, id } = await newAccount('spellings');
    const shouting = email.toUpperCase();
    for (let i = 0; i < 5; i++) expect((await login(email, `wrong ${i}`)).status).to.equal(401);
    for (let i = 0; i < 5; i++) expect((await login(shouting, `wrong ${i}`)).status).to.equal(401);
    expect(await userBucket(id), 'the bucket keyed on the user id').to.equal(10);
    expect((await login(email, PASSWORD)).status).to.equal(429);
    expect((await login(shouting, PASSWORD)).status).to.equal(429);
  });

  it('a spelling the throttle folds into the account is the account for the lookup too (KELVIN SIGN for k)', async () => {
    // JavaScript lowercases U+212A KELVIN SIGN to an ASCII "k"; PostgreSQL's lower() under the C locale leaves it. The
    // old code counted this spelling's failures in the account's bucket but did not find the account with it (and on
    // a UTF-8 locale the two disagree the other way round: finding 9's "İ"). One normalisation: both agree.
    const { email, id } = await newAccount('kate');
    const kelvin = `\u212A${email.slice(1)}`;
    const signedIn = await login(kelvin, PASSWORD);
    expect(signedIn.status, JSON.stringify(signedIn.body)).to.equal(200);
    expect(signedIn.body.user).to.include({ id, email });
    for (let i = 0; i < 10; i++) expect((await login(kelvin, `wrong ${i}`)).status).to.equal(401);
    expect(await userBucket(id)).to.equal(10);
    expect((await login(email, PASSWORD)).status).to.equal(429);
  });

  it('a spelling with "İ" never buys guesses at the account (on a UTF-8 cluster it used to find the user)', async () => {
    const folded = (await (await db()).query(`SELECT lower('İ') AS l`)) as { l: string }[];
    // Under the C locale (the embedded test cluster) lower('İ') is 'İ': the old lookup did not find the account with
    // it either, so only a UTF-8 locale cluster (compose's postgres:17, where it is 'i') shows the old bypass here.
    console.log(`      (this cluster: lower('İ') = '${folded[0]!.l}'; JavaScript: '${'İ'.toLowerCase()}')`);
    const { email, id } = await newAccount('admin');
    const dotted = email.replace('admin', 'admİn');
    for (let i = 0; i < 10; i++) expect((await login(email, `wrong ${i}`)).status).to.equal(401);
    expect(await userBucket(id)).to.equal(10);
    const variant = await login(dotted, PASSWORD);
    expect(variant.status, JSON.stringify(variant.body)).to.be.oneOf([401, 429]);
    expect(variant.body.access_token).to.equal(undefined);
  });
});
