import { readFile } from 'node:fs/promises';
import { createServer, type AddressInfo, type LookupFunction } from 'node:net';
import { expect } from 'chai';
import { sendWebhook } from '@irs/activities';
import { Receiver, RECEIVER_HOST, newWorld, putMyConfig, waitForDeliveries } from './support.js';
import { createInterview } from '../support/runs.js';
import { stack } from '../support/stack.js';

/** A DNS answer of our choosing, for names that resolve to internal addresses. */
const resolvesTo =
  (...addresses: string[]): LookupFunction =>
  (_host, options, cb) => {
    const list = addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    if ((options as { all?: boolean }).all) (cb as (e: null, a: typeof list) => void)(null, list);
    else cb(null, list[0]!.address, list[0]!.family);
  };

const send = (url: string, extra: Partial<Parameters<typeof sendWebhook>[0]> = {}) =>
  sendWebhook({ url, body: '{}', headers: { 'content-type': 'application/json' }, timeoutMs: 3000, ...extra });

describe('webhook SSRF protection (checked at connect time, every resolved address)', () => {
  let receiver: Receiver;
  let port: number;
  let extraCa: string;
  before(async () => {
    receiver = await Receiver.start();
    port = Number(new URL(receiver.origin).port);
    extraCa = await readFile(stack().config.WEBHOOK_CA_FILE!, 'utf8');
  });
  after(() => receiver.close());

  const blocked: [string, string, LookupFunction?][] = [
    ['loopback', 'https://127.0.0.1/'],
    ['private 10/8', 'https://10.0.0.1/'],
    ['private 172.16/12', 'https://172.16.0.1/'],
    ['private 192.168/16', 'https://192.168.1.1/'],
    ['cloud metadata', 'https://169.254.169.254/latest/meta-data/'],
    ['CGNAT', 'https://100.64.0.1/'],
    ['unspecified', 'https://0.0.0.0/'],
    ['broadcast', 'https://255.255.255.255/'],
    ['multicast', 'https://224.0.0.1/'],
    ['decimal loopback', 'https://2130706433/'],
    ['hex-dotted loopback', 'https://0x7f.1/'],
    ['IPv6 loopback', 'https://[::1]/'],
    ['IPv6 unspecified', 'https://[::]/'],
    ['IPv4-mapped IPv6 loopback', 'https://[::ffff:127.0.0.1]/'],
    ['IPv4-mapped IPv6 metadata', 'https://[::ffff:169.254.169.254]/'],
    ['IPv6 unique local', 'https://[fd00::1]/'],
    ['IPv6 link-local', 'https://[fe80::1]/'],
    ['IPv6 multicast', 'https://[ff02::1]/'],
    ['NAT64 of the metadata address', 'https://[64:ff9b::a9fe:a9fe]/'],
    ['6to4 of loopback', 'https://[2002:7f00:1::1]/'],
    ['localhost (resolves to loopback)', 'https://localhost/'],
    ['a name resolving to 127.0.0.1', 'https://hooks.attacker.example/', resolvesTo('127.0.0.1')],
    ['a name resolving to metadata', 'https://meta.attacker.example/', resolvesTo('169.254.169.254')],
    [
      'a name with one public, one private address',
      'https://mixed.attacker.example/',
      resolvesTo('93.184.216.34', '10.1.2.3'),
    ],
    ['a name resolving to IPv4-mapped IPv6', 'https://mapped.attacker.example/', resolvesTo('::ffff:10.0.0.1')],
  ];

  for (const [name, url, lookup] of blocked) {
    it(`blocks ${name}: ${url}`, async () => {
      const result = await send(url, lookup ? { lookup } : {});
      expect(result.ok).to.equal(false);
      expect(result.statusCode).to.equal(null);
      expect(result.error).to.equal('destination address not allowed');
      expect(result.final).to.equal(true);
    });
  }

  it('refuses non-HTTPS URLs and credentials in the URL before any connection', async () => {
    for (const url of [
      'http://example.com/',
      'ftp://example.com/',
      'https://user:pw@example.com/',
      'https://u@example.com/',
    ]) {
      const result = await send(url);
      expect(result.ok, url).to.equal(false);
      expect(result.error, url).to.match(/only https|credentials/);
      expect(result.final).to.equal(true);
    }
  });

  it('the allow-list is explicit: 127.0.0.2 only when listed, 127.0.0.1 stays blocked with it', async () => {
    const allowed = await send(`https://${RECEIVER_HOST}:${port}/ok`, { allowCidrs: ['127.0.0.2/32'], extraCa });
    expect(allowed, JSON.stringify(allowed)).to.include({ ok: true, statusCode: 200 });
    const notListed = await send(`https://${RECEIVER_HOST}:${port}/ok`, { extraCa });
    expect(notListed.error).to.equal('destination address not allowed');
    const loopback = await send(`https://127.0.0.1:${port}/ok`, { allowCidrs: ['127.0.0.2/32'], extraCa });
    expect(loopback.error).to.equal('destination address not allowed');
    const viaName = await send(`https://receiver.test:${port}/ok`, {
      allowCidrs: ['127.0.0.2/32'],
      extraCa,
      lookup: resolvesTo('127.0.0.1'),
    });
    expect(viaName.error).to.equal('destination address not allowed');
    // Without the extra CA the self-signed receiver is not trusted.
    const untrusted = await send(`https://${RECEIVER_HOST}:${port}/ok`, { allowCidrs: ['127.0.0.2/32'] });
    expect(untrusted.ok).to.equal(false);
    expect(untrusted.error).to.match(/certificate/i);
  });

  it('does not follow redirects, and bounds the whole exchange by the time-out', async () => {
    const opts = { allowCidrs: ['127.0.0.2/32'], extraCa };
    receiver.respond = () => ({ status: 302, headers: { location: `https://${RECEIVER_HOST}:${port}/followed` } });
    const redirected = await send(`https://${RECEIVER_HOST}:${port}/redirect`, opts);
    expect(redirected).to.include({ ok: false, statusCode: 302 });
    expect(redirected.error).to.include('redirect');
    expect(receiver.at('/followed')).to.have.length(0);
    receiver.respond = () => ({ status: 200, body: 'ok' });

    const blackhole = createServer(() => undefined); // accepts the connection, never answers the TLS handshake
    await new Promise<void>((ok) => blackhole.listen(0, RECEIVER_HOST, ok));
    const bhPort = (blackhole.address() as AddressInfo).port;
    const timedOut = await send(`https://${RECEIVER_HOST}:${bhPort}/`, { ...opts, timeoutMs: 500 });
    blackhole.close();
    expect(timedOut.ok).to.equal(false);
    expect(timedOut.error).to.equal('timed out after 500 ms');
    expect(timedOut.durationMs).to.be.within(450, 2000);
  });

  it('end to end: a tenant webhook on 127.0.0.1 or localhost is never called; the log says why', async () => {
    const w = await newWorld('ssrf');
    for (const host of ['127.0.0.1', 'localhost', '[::ffff:127.0.0.1]']) {
      await putMyConfig(w.customerKey, { callback_url: `https://${host}:${port}/internal` });
      const runId = (await createInterview({}, w.customerKey)).body.run_id;
      const [d] = await waitForDeliveries(w.customerKey, `?run_id=${runId}`, (ds) => ds[0]?.status === 'failed');
      expect(d.attempts, host).to.have.length(1);
      expect(d.attempts[0].error, host).to.equal('destination address not allowed');
      expect(d.attempts[0].status_code).to.equal(null);
    }
    expect(receiver.at('/internal')).to.have.length(0);
  });
});
