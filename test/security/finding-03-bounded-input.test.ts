import { expect } from 'chai';
import { performance } from 'node:perf_hooks';
import { startedInterview, invitedRun } from '../support/candidate.js';
import { call } from '../support/http.js';
import { apiKey, bearer, platformAdmin } from '../support/identity.js';
import { createInterview, customerKey, runPath, validInterview } from '../support/runs.js';
import { stack } from '../support/stack.js';
import { capturedGateway, type CapturedGateway } from '../reliability/support.js';

const CREATE = '/api/v2/integration/interviews';
const RPC = '/api/v2/a2a/task';
/** A body just over the 256 KB cap. */
const tooLarge = JSON.stringify(validInterview({ job_description: 'x'.repeat(300 * 1024) }));

/** An API key of its own: a fresh rate-limit bucket. */
async function freshKey(): Promise<Record<string, string>> {
  const res = await call(`/api/v2/admin/tenants/${stack().creds.customer.tenant_id}/api-keys`, {
    headers: bearer(await platformAdmin()),
    body: { name: 'finding 3', permissions: ['interview:read'] },
  });
  return apiKey(res.body.key);
}

const rankingsCall = (id: number) => ({ jsonrpc: '2.0', id, method: 'interview.rankings', params: {} });

describe('Finding 3: bounded input; no event-loop stalls', function () {
  this.timeout(60_000);

  it('a 200,000-skill body is refused fast, and a status read sent at the same time answers within 200 ms', async () => {
    const created = await createInterview();
    expect(created.status).to.equal(201);
    // ~800 KB: under the former 1 MB cap, which let the contract and the planner work through 200,000 skills.
    const body = JSON.stringify(validInterview({ skills: Array.from({ length: 200_000 }, () => 'a') }));
    const huge = call(CREATE, { headers: customerKey(), raw: body });
    const started = performance.now();
    const status = await call(runPath(created.body.run_id), { headers: customerKey() });
    const statusMs = performance.now() - started;
    const refused = await huge;
    expect(status.status).to.equal(200);
    expect(statusMs, 'the status read is not held up by the large body').to.be.below(200);
    expect(refused.status).to.equal(413);
    expect(refused.body).to.deep.equal({ statusCode: 413, message: 'Request body too large (at most 262144 bytes)' });
  });

  it('string and list maxima name the field and the limit', async () => {
    const longSkill = await createInterview({ skills: ['x'.repeat(201)] });
    expect(longSkill.status).to.equal(400);
    expect(longSkill.body.message).to.include('skills.0').and.to.include('200');
    const manySkills = await createInterview({ skills: Array.from({ length: 101 }, (_, i) => `s${i}`) });
    expect(manySkills.status).to.equal(400);
    expect(manySkills.body.message).to.include('skills').and.to.include('100');
    const manyQualifications = await createInterview({ qualifications: Array.from({ length: 101 }, () => 'Go') });
    expect(manyQualifications.body.message).to.include('qualifications').and.to.include('100');
    const company = await createInterview({ company_name: 'c'.repeat(201) });
    expect(company.status).to.equal(400);
    expect(company.body.message).to.include('company_name').and.to.include('200');
    const run = await createInterview();
    const reason = await call(`${runPath(run.body.run_id)}/plan/reject`, {
      headers: customerKey(),
      body: { reason: 'r'.repeat(5_001) },
    });
    expect(reason.status).to.equal(400);
    expect(reason.body.message).to.include('reason').and.to.include('5000');
  });

  it('a candidate answer over 20,000 characters is a 400 naming the field', async () => {
    const { headers } = await startedInterview(await invitedRun());
    const res = await call('/api/v1/candidate-session/messages', { headers, body: { text: 'a'.repeat(20_001) } });
    expect(res.status).to.equal(400);
    expect(res.body.message).to.include('text').and.to.include('<=20000 characters');
    const longest = await call('/api/v1/candidate-session/messages', { headers, body: { text: 'a '.repeat(10_000) } });
    expect(longest.status, 'an answer of exactly 20,000 characters is accepted').to.equal(200);
  });

  it('over 256 KB: 413 in the shape of each door (v2, legacy v1, JSON-RPC)', async () => {
    const v2 = await call(CREATE, { headers: customerKey(), raw: tooLarge });
    expect(v2.status).to.equal(413);
    expect(v2.body).to.have.keys('statusCode', 'message').and.include({ statusCode: 413 });
    const v1 = await call('/api/v1/candidate-session/messages', { raw: tooLarge });
    expect(v1.status, 'the legacy base answers only with its own statuses').to.equal(400);
    expect(v1.body).to.deep.include({ statusCode: 400, error: 'Bad Request', details: [] });
    expect(v1.body.message).to.include('too large');
    const rpc = await call(RPC, { headers: customerKey(), raw: tooLarge });
    expect(rpc.status).to.equal(413);
    expect(rpc.body).to.deep.include({ jsonrpc: '2.0', id: null });
    expect(rpc.body.error.code).to.equal(-32600);
    expect(rpc.body.error.message).to.include('too large');
  });

  it('a JSON-RPC batch holds at most 100 calls; a larger one is refused whole with a single -32600', async () => {
    const hundred = await call(RPC, {
      headers: customerKey(),
      raw: JSON.stringify(Array.from({ length: 100 }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'nope' }))),
    });
    expect(hundred.body).to.be.an('array').with.length(100);
    const over = await call(RPC, {
      headers: customerKey(),
      raw: JSON.stringify(Array.from({ length: 101 }, (_, i) => rankingsCall(i))),
    });
    expect(over.status).to.equal(200);
    expect(over.body).to.deep.equal({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'Invalid Request: a batch holds at most 100 calls' },
    });
  });

  describe('each call of a batch counts against the rate limit', () => {
    const LIMIT = 10;
    let gw: CapturedGateway;
    before(async () => {
      gw = await capturedGateway({ RATE_LIMIT_V2_PER_MINUTE: LIMIT }, 'silent');
      // Windows are whole clock minutes: do not start in the last seconds of one.
      const left = 60_000 - (Date.now() % 60_000);
      if (left < 10_000) await new Promise((r) => setTimeout(r, left + 200));
    });
    after(async () => gw?.close());
    const batch = (headers: Record<string, string>, calls: number) =>
      call(RPC, {
        origin: gw.origin,
        headers,
        raw: JSON.stringify(Array.from({ length: calls }, (_, i) => rankingsCall(i))),
      });

    it('a batch of the whole budget uses it up: the next call is a 429', async () => {
      const headers = await freshKey();
      const full = await batch(headers, LIMIT);
      expect(full.body).to.be.an('array').with.length(LIMIT);
      const next = await call(RPC, { origin: gw.origin, headers, raw: JSON.stringify(rankingsCall(1)) });
      expect(next.status).to.equal(429);
      expect(next.body).to.deep.equal({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32000, message: `Rate limit exceeded: ${LIMIT} requests per minute` },
      });
    });

    it('a batch larger than the budget left is refused whole: 429 in the JSON-RPC shape, Retry-After', async () => {
      const headers = await freshKey();
      const over = await batch(headers, LIMIT + 1);
      expect(over.status).to.equal(429);
      expect(Number(over.headers.get('retry-after'))).to.be.within(1, 60);
      expect(over.body).to.deep.equal({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32000, message: `Rate limit exceeded: ${LIMIT} requests per minute` },
      });
    });
  });
});
