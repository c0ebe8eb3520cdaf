import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { createIrsClient, parseRetryAfter, type IrsClient } from '@irs/client';

interface Seen {
  method: string;
  body: string;
  apiKey: string | undefined;
  at: number;
}

/**
 * A stand-in API on a real local port: answers each request from `script` in turn (the last answer repeats), and
 * records what arrived. The retry behaviour is the client's, against a server it cannot tell from ours.
 */
async function scriptedServer(script: { status: number; headers?: Record<string, string> }[]) {
  const seen: Seen[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, body, apiKey: req.headers['x-api-key'] as string, at: Date.now() });
      const answer = script[Math.min(seen.length, script.length) - 1]!;
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(
        JSON.stringify(
          answer.status < 400 ? { items: [], next_cursor: null } : { statusCode: answer.status, message: 'busy' },
        ),
      );
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { seen, baseUrl, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}

const list = (client: IrsClient) => client.GET('/api/v2/integration/interviews', { params: { query: { limit: 5 } } });
const create = (client: IrsClient, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  client.POST('/api/v2/integration/interviews', {
    body: { candidate_ref: 'c-1', position: 'Engineer', level: 'MID', skills: ['Go'], ...extra } as never,
    headers,
  });

describe('client: retries on 429 and 503 honour Retry-After', function () {
  this.timeout(20_000);
  let server: Awaited<ReturnType<typeof scriptedServer>> | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const client = (retry = {}) =>
    createIrsClient({ baseUrl: server!.baseUrl, credentials: { apiKey: 'irs_live_test' }, retry });

  it('waits the seconds a 503 names, then answers the 200, with the credential on both attempts', async () => {
    server = await scriptedServer([{ status: 503, headers: { 'retry-after': '1' } }, { status: 200 }]);
    const { data, response } = await list(client());
    expect(response.status).to.equal(200);
    expect(data).to.deep.equal({ items: [], next_cursor: null });
    expect(server.seen).to.have.length(2);
    const waited = server.seen[1]!.at - server.seen[0]!.at;
    expect(waited).to.be.at.least(1000).and.below(1600); // Retry-After plus at most 10 % jitter, and a loaded machine's slack
    expect(server.seen.map((s) => s.apiKey)).to.deep.equal(['irs_live_test', 'irs_live_test']);
  });

  it('waits until the HTTP date a 429 names', async () => {
    const at = new Date(Math.ceil((Date.now() + 1500) / 1000) * 1000); // HTTP dates have whole seconds
    server = await scriptedServer([{ status: 429, headers: { 'retry-after': at.toUTCString() } }, { status: 200 }]);
    expect((await list(client())).response.status).to.equal(200);
    expect(server.seen[1]!.at).to.be.at.least(at.getTime() - 5); // a clock tick's slack
  });

  it('backs off with jitter when no Retry-After is given, and stops after maxAttempts', async () => {
    server = await scriptedServer([{ status: 503 }]);
    const { response, error } = await list(client({ maxAttempts: 3, baseDelayMs: 200 }));
    expect(response.status).to.equal(503);
    expect(error).to.deep.equal({ statusCode: 503, message: 'busy' });
    expect(server.seen).to.have.length(3);
    const gaps = [server.seen[1]!.at - server.seen[0]!.at, server.seen[2]!.at - server.seen[1]!.at];
    expect(gaps[0]).to.be.below(200 + 150); // full jitter: at most base, then 2·base (plus a loaded machine's slack)
    expect(gaps[1]).to.be.below(400 + 150);
  });

  it('answers a Retry-After longer than maxDelayMs at once instead of waiting for it', async () => {
    server = await scriptedServer([{ status: 503, headers: { 'retry-after': '120' } }, { status: 200 }]);
    const started = Date.now();
    expect((await list(client({ maxDelayMs: 5000 }))).response.status).to.equal(503);
    expect(Date.now() - started).to.be.below(1000);
    expect(server.seen).to.have.length(1);
  });

  it('never sends a POST twice unless it carries an external_id or an Idempotency-Key', async () => {
    server = await scriptedServer([{ status: 503, headers: { 'retry-after': '0' } }, { status: 201 }]);
    expect((await create(client())).response.status).to.equal(503);
    expect(server.seen).to.have.length(1);

    await server.close();
    server = await scriptedServer([{ status: 503, headers: { 'retry-after': '0' } }, { status: 201 }]);
    expect((await create(client(), { external_id: 'job-1/app-1' })).response.status).to.equal(201);
    expect(server.seen.map((s) => JSON.parse(s.body).external_id)).to.deep.equal(['job-1/app-1', 'job-1/app-1']);

    await server.close();
    server = await scriptedServer([{ status: 429, headers: { 'retry-after': '0' } }, { status: 201 }]);
    expect((await create(client(), {}, { 'idempotency-key': 'k-1' })).response.status).to.equal(201);
    expect(server.seen).to.have.length(2);
    expect(server.seen[1]!.body).to.equal(server.seen[0]!.body); // the same body, resent whole
  });

  it('parses Retry-After as RFC 9110 gives it', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(parseRetryAfter('5', now)).to.equal(5000);
    expect(parseRetryAfter('Thu, 26 Nov 2026 12:00:07 GMT', now)).to.equal(7000);
    expect(parseRetryAfter('Thu, 26 Nov 2026 11:00:00 GMT', now)).to.equal(0);
    expect(parseRetryAfter('soon', now)).to.equal(null);
    expect(parseRetryAfter(null, now)).to.equal(null);
  });
});
