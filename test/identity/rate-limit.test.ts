import { expect } from 'chai';
import type { ChildProcess } from 'node:child_process';
import { batchOf } from '@irs/gateway';
import { call } from '../support/http.js';
import { apiKey, bearer, platformAdmin } from '../support/identity.js';
import { freePort } from '../support/ports.js';
import { startEntryPoint, stopProcess, waitFor200 } from '../support/process.js';
import { serviceEnv, stack } from '../support/stack.js';

/** Large enough that each gateway counts in batches of batchOf(V2_LIMIT) hits between reads of the shared count. */
const V2_LIMIT = 400;

/** Waits out the end of the current clock minute (a window) when fewer than 15 s of it are left. */
async function awayFromWindowEnd(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 15_000) await new Promise((r) => setTimeout(r, left + 200));
}

/** A new API key of the customer tenant: a fresh credential, so a fresh bucket. */
async function freshKey(name: string): Promise<Record<string, string>> {
  const created = await call(`/api/v2/admin/tenants/${stack().creds.customer.tenant_id}/api-keys`, {
    headers: bearer(await platformAdmin()),
    body: { name, permissions: ['interview:read'] },
  });
  return apiKey(created.body.key);
}

describe('rate limits shared by two gateway processes', function () {
  this.timeout(120_000);
  // Two production gateway processes with the default limits, on the test stack's database and Temporal (the
  // shared test gateway runs with a raised limit so that the rest of the suite is not throttled).
  const gateways: ChildProcess[] = [];
  const origins: string[] = [];

  before(async () => {
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const started = startEntryPoint('@irs/gateway/main', {
        ...serviceEnv(),
        PORT: String(port),
        RATE_LIMIT_V1_PER_MINUTE: '100', // the default, which the suite's own stack raises
        RATE_LIMIT_V2_PER_MINUTE: String(V2_LIMIT),
      });
      gateways.push(started.child);
      origins.push(`http://127.0.0.1:${port}`);
      await waitFor200(`http://127.0.0.1:${port}/api/v1/health/live`, 20_000, started.output);
    }
  });
  after(async () => {
    for (const child of gateways) await stopProcess(child);
  });

  it('the 101st legacy request within a minute is a 429 with Retry-After and RateLimit headers', async () => {
    const headers = await freshKey('rate');
    // Windows are whole clock minutes: do not start in the last seconds of one.
    await awayFromWindowEnd();

    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const res = await call('/api/v1/no-such-legacy-route', { origin: origins[i % 2], headers });
      statuses.push(res.status);
      if (i === 0) expect(res.headers.get('ratelimit-policy')).to.equal('100;w=60');
    }
    expect(
      statuses.every((s) => s === 404),
      'the first 100 pass the limiter',
    ).to.equal(true);
    const limited = await call('/api/v1/no-such-legacy-route', { origin: origins[1], headers });
    expect(limited.status).to.equal(429);
    expect(limited.body).to.include({ statusCode: 429, error: 'Too Many Requests' });
    expect(Number(limited.headers.get('retry-after'))).to.be.within(1, 60);
    expect(limited.headers.get('ratelimit')).to.match(/limit=100, remaining=0, reset=\d+/);
    const onFirst = await call('/api/v1/no-such-legacy-route', { origin: origins[0], headers });
    expect(onFirst.status, 'the first gateway sees the same count').to.equal(429);

    // Another credential has its own budget, and the v2 base has its own limit.
    expect(
      (await call('/api/v1/no-such-legacy-route', { headers: apiKey(stack().creds.customer.api_key) })).status,
    ).to.equal(404);
    expect((await call('/api/v2/me', { origin: origins[0], headers })).status).to.equal(200);
  });

  it('counted in memory and shared in batches, both gateways together admit at most the limit plus a batch each', async () => {
    const headers = await freshKey('rate-batched');
    await awayFromWindowEnd();
    // Eight callers at once, alternating between the gateways, half again as many requests as the limit.
    const statuses: number[] = [];
    let sent = 0;
    await Promise.all(
      Array.from({ length: 8 }, async (_, caller) => {
        while (sent < V2_LIMIT * 1.5) {
          sent++;
          statuses.push((await call('/api/v2/me', { origin: origins[caller % 2], headers })).status);
        }
      }),
    );
    const admitted = statuses.filter((s) => s === 200).length;
    const margin = 2 * batchOf(V2_LIMIT);
    expect(
      statuses.filter((s) => s !== 200 && s !== 429),
      'only 200 and 429',
    ).to.deep.equal([]);
    expect(admitted, `at most ${V2_LIMIT} + ${margin}`).to.be.at.most(V2_LIMIT + margin);
    expect(admitted, 'never fewer than the limit').to.be.at.least(V2_LIMIT);
    // Once over, each gateway refuses: its next hits are counted in the database.
    for (const origin of origins) expect((await call('/api/v2/me', { origin, headers })).status).to.equal(429);
  });
});
