import { readFile } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { expect } from 'chai';
import { call } from '../support/http.js';
import { bearer } from '../support/identity.js';
import { createInterview } from '../support/runs.js';
import { newWorld, putMyConfig, waitForDeliveries, type World } from '../webhooks/support.js';

const GENERIC = 'destination address not allowed';
/** What `localhost` resolves to: none of it may appear in what is stored or answered. */
const RESOLVED = ['127.0.0.1', '::1', 'family:', 'is not allowed'];

describe('Finding 12: generic delivery errors', () => {
  let w: World;
  /** A listener on the loopback address `localhost` resolves to: it must never see a connection. */
  let internal: Server;
  let connections = 0;
  let url: string;

  before(async () => {
    w = await newWorld('finding-12');
    internal = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((ok) => internal.listen(0, '127.0.0.1', ok));
    url = `https://localhost:${(internal.address() as AddressInfo).port}/hook`;
    await putMyConfig(w.customerKey, { callback_url: url });
  });
  after(() => new Promise((ok) => internal.close(ok)));

  const expectNoAddress = (value: unknown) => {
    const text = JSON.stringify(value);
    for (const leak of RESOLVED) expect(text).not.to.include(leak);
  };

  it('webhook-test answers "destination address not allowed", never the resolved address', async () => {
    for (const target of [url, 'https://10.0.0.1/hook']) {
      await putMyConfig(w.customerKey, { callback_url: target });
      const test = await call(`/api/v1/platform-admin/tenants/${w.customerId}/webhook-test`, {
        headers: bearer(w.platformAdmin),
        body: {},
      });
      expect(test.status, JSON.stringify(test.body)).to.equal(200);
      expect(test.body).to.include({ delivered: false, statusCode: null, error: GENERIC });
      expectNoAddress({ ...test.body, callbackUrl: undefined });
    }
    await putMyConfig(w.customerKey, { callback_url: url });
  });

  it('a delivery to a name resolving to loopback stores only "destination address not allowed"', async () => {
    const runId = (await createInterview({}, w.customerKey)).body.run_id;
    const [d] = await waitForDeliveries(w.customerKey, `?run_id=${runId}`, (ds) => ds[0]?.status === 'failed');
    expect(d.reason).to.equal(GENERIC);
    expect(d.attempts).to.have.length(1);
    expect(d.attempts[0]).to.include({ error: GENERIC, status_code: null, success: false });
    expectNoAddress({ ...d, callback_url: undefined, attempts: [{ ...d.attempts[0], callback_url: undefined }] });
    expect(connections).to.equal(0);
  });

  it('docker-compose.yml publishes the Temporal UI on 127.0.0.1 only, behind the operators’ SSO in production', async () => {
    const compose = await readFile(new URL('../../docker-compose.yml', import.meta.url), 'utf8');
    // The service's block: from its key to the next service key at the same indentation.
    const ui = /\n {2}temporal-ui:\n([\s\S]*?)(?=\n {2}\S|\n\S|$)/.exec(compose)?.[1];
    expect(ui, 'temporal-ui service').to.be.a('string');
    const list = /\n\s+ports:\n((?:\s+- .*(?:\n|$))+)/.exec(ui!)?.[1] ?? '';
    const ports = [...list.matchAll(/- ['"]?([^'"\s#]+)/g)].map((m) => m[1]);
    expect(ports).to.deep.equal(['127.0.0.1:8233:8080']);
    expect(ui).to.match(/SSO/);
  });
});
