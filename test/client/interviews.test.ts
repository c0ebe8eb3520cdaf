import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { ApiError, createInterview, createIrsClient, paginate, type CreateInterview } from '@irs/client';
import { stack } from '../support/stack.js';
import { tenantAdmin } from '../support/identity.js';
import { waitForState } from '../support/runs.js';

const posting = (overrides: Partial<CreateInterview> = {}): CreateInterview => ({
  external_id: `client-${randomUUID()}`,
  candidate_ref: 'cand-1',
  position: 'Backend Engineer',
  level: 'MID',
  skills: ['TypeScript', 'PostgreSQL'],
  ...overrides,
});

/** The client over the real stack, counting the requests it sends per path. */
function observedClient(credentials = { apiKey: stack().creds.customer.api_key }, baseUrl = stack().origin) {
  const paths: string[] = [];
  const client = createIrsClient({
    baseUrl,
    credentials,
    fetch: (input, init) => {
      paths.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      return fetch(input, init);
    },
  });
  return { client, paths };
}

/**
 * A load balancer between the client and the gateway whose first create times out after the gateway committed it:
 * it forwards the request, then answers 503 with Retry-After: 0 instead of the gateway's answer.
 */
async function lossyProxy() {
  let lost = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length'].includes(k)),
      ) as Record<string, string>;
      const upstream = await fetch(`${stack().origin}${req.url}`, {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      const body = await upstream.text();
      if (req.method === 'POST' && lost++ === 0) {
        res.writeHead(503, { 'retry-after': '0', 'content-type': 'application/json' });
        return res.end(JSON.stringify({ statusCode: 503, message: 'upstream timed out' }));
      }
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/plain' });
      res.end(body);
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

describe('client: idempotent create and pagination against the real stack', () => {
  it('a repeated external_id answers the same run, created: false', async () => {
    const { client } = observedClient();
    const body = posting();
    const first = await createInterview(client, body);
    const again = await createInterview(client, body);
    expect(first.created).to.equal(true);
    expect(again.created).to.equal(false);
    expect(again.run.run_id).to.equal(first.run.run_id);
  });

  it('a create whose answer was lost is sent again and yields one run', async () => {
    const proxy = await lossyProxy();
    try {
      const { client, paths } = observedClient(undefined, proxy.url);
      const body = posting();
      const { run, created } = await createInterview(client, body);
      expect(paths.filter((p) => p === '/api/v2/integration/interviews')).to.have.length(2);
      expect(created).to.equal(false); // the first attempt created it; the retry found it
      const runs = [];
      for await (const r of paginate(observedClient().client, '/api/v2/integration/interviews', {
        external_id: body.external_id,
      }))
        runs.push(r);
      expect(runs.map((r) => r.run_id)).to.deep.equal([run.run_id]);
    } finally {
      await proxy.close();
    }
  });

  it('paginate walks every page of the run list, fetching a page only when needed', async () => {
    const candidate_ref = `page-${randomUUID()}`;
    const { client, paths } = observedClient();
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push((await createInterview(client, posting({ candidate_ref }))).run.run_id);
    // A run that changes while one pages moves to the top of the list (keyset pages, docs/api.md): let plans settle.
    for (const id of ids) await waitForState(id, 'PENDING');

    paths.length = 0;
    const seen = [];
    for await (const run of paginate(client, '/api/v2/integration/interviews', { candidate_ref, limit: 2 })) {
      expect(run.candidate_ref).to.equal(candidate_ref);
      seen.push(run.run_id);
    }
    expect(seen).to.have.members(ids).and.have.length(5);
    expect(paths).to.have.length(3); // pages of 2, 2 and 1

    paths.length = 0;
    await paginate(client, '/api/v2/integration/interviews', { candidate_ref, limit: 2 }).next(); // the first item only
    expect(paths).to.have.length(1);

    // Only cursor lists are accepted (checked by tsc -p test): a generator is inert until iterated.
    // @ts-expect-error: GET /api/v2/me answers no pages
    paginate(client, '/api/v2/me');
  });

  it('paginate walks the audit log (a user session) too, and a refused query is an ApiError', async () => {
    const { client } = observedClient({ token: await tenantAdmin() } as never);
    const entries = [];
    for await (const entry of paginate(client, '/api/v2/audit-log', { limit: 2 })) {
      entries.push(entry);
      if (entries.length === 5) break;
    }
    expect(entries).to.have.length(5);
    expect(new Set(entries.map((e) => e.id)).size).to.equal(5);
    const times = entries.map((e) => Date.parse(e.at));
    expect(times).to.deep.equal([...times].sort((a, b) => b - a)); // newest first, across pages

    const refused = paginate(client, '/api/v2/integration/interviews', { limit: 500 });
    const err = await refused.next().then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).to.be.instanceOf(ApiError);
    expect((err as ApiError).status).to.equal(400);
    expect((err as ApiError).message).to.include('query.limit');
  });
});
