import type { ChildProcess } from 'node:child_process';
import { expect } from 'chai';
import { call, type Reply } from '../support/http.js';
import { auditRows } from '../support/db.js';
import { PASSWORD, bearer, superAdmin, uniqueEmail } from '../support/identity.js';
import { freePort } from '../support/ports.js';
import { startEntryPoint, stopProcess, waitFor200 } from '../support/process.js';
import { serviceEnv, stack } from '../support/stack.js';

/** The policy under test (services/auth/src/login-throttle.ts). */
const PER_ADDRESS = 10;
const PER_ACCOUNT = 100;
const PER_ADDRESS_UNDER_ATTACK = 3;

const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.20';

describe('Review 2, finding 2: failed logins from one address do not lock the account out everywhere', function () {
  this.timeout(180_000);
  // A gateway of our own behind a trusted proxy (TRUST_PROXY=true), so that each request names its client address
  // in X-Forwarded-For; the gateway forwards that address to the auth service.
  let gateway: ChildProcess;
  let origin: string;

  before(async () => {
    const port = await freePort();
    const started = startEntryPoint('@irs/gateway/main', { ...serviceEnv(), PORT: String(port), TRUST_PROXY: 'true' });
    gateway = started.child;
    origin = `http://127.0.0.1:${port}`;
    await waitFor200(`${origin}/api/v1/health/live`, 20_000, started.output);
  });
  after(async () => {
    if (gateway) await stopProcess(gateway);
  });

  const login = (from: string, email: string, password: string) =>
    call('/api/v1/auth/login', { origin, headers: { 'x-forwarded-for': from }, body: { email, password } });

  async function newAccount(label: string): Promise<string> {
    const email = uniqueEmail(label);
    const res = await call(`/api/v2/admin/tenants/${stack().creds.customer.tenant_id}/users`, {
      headers: bearer(await superAdmin()),
      body: { email, password: PASSWORD, permissions: ['interview:read'] },
    });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    return email;
  }

  async function fail(from: string, email: string, times: number): Promise<void> {
    for (let i = 0; i < times; i++)
      expect((await login(from, email, `wrong password ${i}`)).status, `${from}: failure ${i + 1}`).to.equal(401);
  }

  function expectThrottled(res: Reply, who: string): void {
    expect(res.status, `${who}: ${JSON.stringify(res.body)}`).to.equal(429);
    expect(res.body.message).to.match(/Too many failed logins/);
    expect(Number(res.headers.get('retry-after'))).to.be.within(1, 15 * 60);
  }

  it("the exploit: 10 wrong logins from the attacker's address; the attacker is refused, the owner signs in", async () => {
    const victim = await newAccount('lockout-victim');
    await fail(ATTACKER, victim, PER_ADDRESS);

    // The attacking address: 429 as before, even for the right password, even in another spelling.
    expectThrottled(await login(ATTACKER, victim, 'one more guess'), 'attacker, a guess');
    expectThrottled(await login(ATTACKER, victim, PASSWORD), 'attacker, the right password');
    expectThrottled(await login(ATTACKER, victim.toUpperCase(), PASSWORD), 'attacker, upper case');

    // The owner, from its own address, is not locked out.
    const owner = await login(OWNER, victim, PASSWORD);
    expect(owner.status, `the owner: ${JSON.stringify(owner.body)}`).to.equal(200);
    expect(owner.body.access_token).to.be.a('string');

    // The refusal is audited without the address or the e-mail.
    const refused = await login(ATTACKER, victim, PASSWORD);
    const [row] = await auditRows(refused.headers.get('x-request-id'));
    expect(row).to.include({ action: 'auth.login_throttled' });
    expect(JSON.stringify(row)).not.to.include(ATTACKER);
    expect(JSON.stringify(row)).not.to.include(victim);
  });

  it('no address guesses faster than before: 10 failures per address, 20 parallel guesses get 10 checks', async () => {
    const victim = await newAccount('lockout-parallel');
    const from = '203.0.113.8';
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(from, victim, `parallel wrong ${i}`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).to.have.length(PER_ADDRESS);
    expect(statuses.filter((s) => s === 429)).to.have.length(20 - PER_ADDRESS);
    // A second address has its own 10, no more.
    await fail('203.0.113.9', victim, PER_ADDRESS);
    expectThrottled(await login('203.0.113.9', victim, 'eleventh'), 'second address');
    expect((await login(OWNER, victim, PASSWORD)).status).to.equal(200);
  });

  it('IPv6 addresses count per /56: a new address in the same /56 is no new budget', async () => {
    const victim = await newAccount('lockout-ipv6');
    await fail('2001:db8:0:100::1', victim, PER_ADDRESS);
    expectThrottled(await login('2001:db8:0:1ff:ffff::2', victim, PASSWORD), 'same /56');
    expect((await login('2001:db8:0:200::1', victim, PASSWORD)).status, 'another /56').to.equal(200);
  });

  it('many addresses: after 100 failures on the account each address gets 3, and the owner still signs in', async () => {
    const victim = await newAccount('lockout-distributed');
    const addresses = Array.from({ length: PER_ACCOUNT / PER_ADDRESS }, (_, i) => `192.0.2.${10 + i}`);
    for (const a of addresses) await fail(a, victim, PER_ADDRESS);

    // A fresh attacking address now gets 3 guesses, not 10, parallel ones included.
    const fresh = '192.0.2.200';
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login(fresh, victim, `distributed ${i}`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).to.have.length(PER_ADDRESS_UNDER_ATTACK);
    expect(statuses.filter((s) => s === 429)).to.have.length(10 - PER_ADDRESS_UNDER_ATTACK);
    expectThrottled(await login(fresh, victim, PASSWORD), 'fresh attacking address after its 3');

    // The owner's address has no failures of its own: it signs in, also after a typo.
    expect((await login(OWNER, victim, 'owner typo')).status).to.equal(401);
    const owner = await login(OWNER, victim, PASSWORD);
    expect(owner.status, `the owner: ${JSON.stringify(owner.body)}`).to.equal(200);
  });
});
