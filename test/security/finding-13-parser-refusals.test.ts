import { expect } from 'chai';
import { connect } from 'node:net';
import { stack } from '../support/stack.js';

/** Sends raw bytes and reads until the server closes: status, headers and body of the one response. */
function raw(origin: string, request: string): Promise<{ status: number; headers: string; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let data = '';
    socket.on('data', (c: Buffer) => (data += c.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
  });
}

const oversized = (path: string) => `DELETE ${path} HTTP/1.1\r\nHost: x\r\nX-Filler: ${'a'.repeat(32 * 1024)}\r\n\r\n`;

describe('Finding 13: every refusal of the HTTP parser speaks the error shape', () => {
  const tenantPath = () => `/api/v2/admin/tenants/${stack().creds.customer.tenant_id}`;

  it('oversized headers (the fuzz case of seed 160649607): 431 with a JSON {statusCode, message}, connection closed', async () => {
    const res = await raw(stack().origin, oversized(tenantPath()));
    expect(res.status).to.equal(431);
    expect(res.headers).to.include('content-type: application/json').and.to.include('connection: close');
    expect(JSON.parse(res.body)).to.deep.equal({ statusCode: 431, message: 'Request headers too large' });
  });

  it('a malformed request line: 400 with a JSON body', async () => {
    const res = await raw(stack().origin, 'THIS IS NOT HTTP\r\n\r\n');
    expect(res.status).to.equal(400);
    expect(JSON.parse(res.body)).to.deep.equal({ statusCode: 400, message: 'Malformed HTTP request' });
  });

  it('under /api/v1 the legacy error body', async () => {
    const res = await raw(stack().origin, oversized('/api/v1/tenants/x/webhook-config'));
    expect(res.status).to.equal(400); // the legacy base answers only with its own statuses
    expect(JSON.parse(res.body)).to.deep.equal({
      statusCode: 400,
      message: 'Request headers too large',
      error: 'Bad Request',
      details: [],
    });
  });

  it('the auth service answers the same way', async () => {
    const res = await raw(stack().config.authUrl, oversized('/api/v2/oauth/token'));
    expect(res.status).to.equal(431);
    expect(JSON.parse(res.body)).to.deep.equal({ statusCode: 431, message: 'Request headers too large' });
  });
});
