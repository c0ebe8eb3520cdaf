import { expect } from 'chai';
import { Client, Connection } from '@temporalio/client';
import { createDataSource, createLogger, listen } from '@irs/shared';
import { createGatewayApp } from '@irs/gateway';
import { call } from '../support/http.js';
import { freePort } from '../support/ports.js';
import { stack } from '../support/stack.js';

describe('health endpoints', () => {
  it('live answers 200 without credentials', async () => {
    const res = await call('/api/v1/health/live');
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ status: 'ok' });
  });

  it('ready answers 200 with the database, temporal and worker checks', async () => {
    const res = await call('/api/v1/health/ready');
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ status: 'ok', checks: { database: 'ok', temporal: 'ok', worker: 'ok' } });
  });

  it('ready answers 503 naming temporal when Temporal is unreachable', async () => {
    // A second gateway on the same database, whose Temporal address has nothing listening. No retry interceptor:
    // its background retries would otherwise outlive the closed connection.
    const deadPort = await freePort();
    const connection = Connection.lazy({ address: `127.0.0.1:${deadPort}`, interceptors: [] });
    const ds = await createDataSource(stack().databaseUrl, 2).initialize();
    const app = createGatewayApp({
      ds,
      config: stack().config,
      logger: createLogger('silent'),
      temporal: { connection, client: new Client({ connection }) },
      encKey: stack().encKey,
    });
    const server = await listen(app, 0, '127.0.0.1');
    try {
      const res = await call('/api/v1/health/ready', { origin: `http://127.0.0.1:${server.port}` });
      expect(res.status).to.equal(503);
      expect(res.body.message).to.match(/^Not ready: .*temporal/);
      expect(res.body.checks.database).to.equal('ok');
      expect(res.body.checks.temporal).to.match(/^failing: /);
      expect(res.body.checks.worker).to.match(/^failing: /);
    } finally {
      await server.close();
      await connection.close();
      await ds.destroy();
    }
  });
});

describe('error shapes', () => {
  it('malformed JSON is a 400 in the v2 shape', async () => {
    const res = await call('/api/v2/integration/interviews', { raw: '{"external_id": ' });
    expect(res.status).to.equal(400);
    expect(res.body).to.deep.equal({ statusCode: 400, message: 'Malformed JSON in request body' });
  });

  it('malformed JSON is a 400 in the legacy shape on /api/v1', async () => {
    const res = await call('/api/v1/auth/login', { raw: '{"email": ', origin: stack().origin });
    expect(res.status).to.equal(400);
    expect(res.body).to.include({ statusCode: 400, error: 'Bad Request' });
    expect(res.body.details).to.be.an('array');
  });

  it('an unknown route is a 404 in the shape of its base', async () => {
    const v2 = await call('/api/v2/no-such-thing');
    expect(v2.status).to.equal(404);
    expect(v2.body).to.have.all.keys('statusCode', 'message');
    const v1 = await call('/api/v1/no-such-thing');
    expect(v1.status).to.equal(404);
    expect(v1.body).to.include({ statusCode: 404, error: 'Not Found' });
    expect(v1.body).to.have.all.keys('statusCode', 'message', 'error', 'details');
  });

  it('every response carries a request id, and a sane one given by the caller is kept', async () => {
    const res = await call('/api/v1/health/live', { headers: { 'x-request-id': 'trace-abc-123' } });
    expect(res.headers.get('x-request-id')).to.equal('trace-abc-123');
    const generated = await call('/api/v1/health/live', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(generated.headers.get('x-request-id')).to.match(/^[0-9a-f-]{36}$/);
  });
});
