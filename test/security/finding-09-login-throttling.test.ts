import { createHash } from 'node:crypto';
import { expect } from 'chai';
import { call, type Reply } from '../support/http.js';
import { auditRows } from '../support/db.js';
import { PASSWORD, bearer, superAdmin, uniqueEmail } from '../support/identity.js';
import { customerKey } from '../support/runs.js';
import { stack } from '../support/stack.js';

const LOGIN = '/api/v1/auth/login';
const PLATFORM_LOGIN = '/api/v1/platform-admin/auth/login';
const login = (email: string, password: string, path = LOGIN) => call(path, { body: { email, password } });
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A user of the bootstrap customer tenant; its e-mail is what the test needs. */
async function newAccount(label: string): Promise<string> {
  const email = uniqueEmail(label);
  const res = await call(`/api/v2/admin/tenants/${stack().creds.customer.tenant_id}/users`, {
    headers: bearer(await superAdmin()),
    body: { email, password: PASSWORD, permissions: ['interview:read'] },
  });
  expect(res.status, JSON.stringify(res.body)).to.equal(201);
  return email;
}

async function failTenTimes(email: string): Promise<void> {
  for (let i = 0; i < 10; i++)
    expect((await login(email, `wrong password ${i}`)).status, `failure ${i + 1}`).to.equal(401);
}

function expectThrottled(res: Reply): number {
  expect(res.status, JSON.stringify(res.body)).to.equal(429);
  expect(res.body).to.include({ statusCode: 429 });
  expect(res.body.message).to.match(/Too many failed logins/);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).to.be.within(1, 15 * 60);
  return retryAfter;
}

describe('Finding 9: login throttling per account', () => {
  it('10 failures, then even the right password is 429 with Retry-After, on both login routes; others unaffected', async () => {
    const victim = await newAccount('throttled');
    const bystander = await newAccount('bystander');
    await failTenTimes(victim);

    const right = await login(victim, PASSWORD);
    expectThrottled(right);
    expectThrottled(await login(victim.toUpperCase(), PASSWORD));
    expectThrottled(await login(victim, PASSWORD, PLATFORM_LOGIN));

    expect((await login(bystander, PASSWORD)).status).to.equal(200);
    expect((await login(bystander, 'wrong password')).status).to.equal(401);

    const [row] = await auditRows(right.headers.get('x-request-id'));
    expect(row).to.include({ action: 'auth.login_throttled', actor_type: 'anonymous' });
    expect(row!.detail).to.include({ email_sha256: sha256(victim.toLowerCase()), platform_route: false });
    expect(row!.detail.retry_after_seconds).to.be.within(1, 15 * 60);
    const text = JSON.stringify(row);
    expect(text).not.to.include(victim);
    expect(text).not.to.include(PASSWORD);
  });

  it('an unknown account is throttled exactly like a known one (its existence is not revealed)', async () => {
    const known = await newAccount('known');
    const unknown = uniqueEmail('nobody');
    await failTenTimes(known);
    await failTenTimes(unknown);
    const a = await login(known, 'again wrong');
    const b = await login(unknown, 'again wrong');
    expectThrottled(a);
    expectThrottled(b);
    expect(a.body.message).to.equal(b.body.message);
    expect((await auditRows(b.headers.get('x-request-id')))[0]).to.include({ action: 'auth.login_throttled' });
  });

  it('20 parallel wrong passwords: no more than 10 are checked, the rest are 429', async () => {
    const email = await newAccount('parallel');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(email, `parallel wrong ${i}`)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).to.have.length(10);
    expect(statuses.filter((s) => s === 429)).to.have.length(10);
  });

  it('a concurrent flood of logins does not stop health and status reads from answering', async () => {
    const flood = Promise.all(
      Array.from({ length: 200 }, (_, i) => login(uniqueEmail(`flood-${i}`), 'flood password')),
    );
    const health = await call('/api/v1/health/ready');
    const status = await call('/api/v2/me', { headers: customerKey() });
    expect(health.status, JSON.stringify(health.body)).to.equal(200);
    expect(status.status, JSON.stringify(status.body)).to.equal(200);
    const answers = await flood;
    // Every login is answered: a failure, or (beyond the bounded queue of password checks) 503 with Retry-After.
    for (const res of answers) {
      expect([401, 503], JSON.stringify(res.body)).to.include(res.status);
      if (res.status === 503) expect(res.headers.get('retry-after')).to.equal('1');
    }
  });
});
