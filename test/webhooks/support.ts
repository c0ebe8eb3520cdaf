import { createServer, type Server } from 'node:https';
import { writeFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { Webhook } from 'standardwebhooks';
import { PRESETS, WORKSPACE_PERMISSIONS } from '@irs/shared';
import { call } from '../support/http.js';
import { checkWebhook } from '../support/openapi-check.js';
import { apiKey, bearer, superAdmin, userWithPermissions } from '../support/identity.js';
import { stack } from '../support/stack.js';

/** The receiver's address: allow-listed by the test stack (WEBHOOK_ALLOW_CIDRS), unlike 127.0.0.1. */
export const RECEIVER_HOST = '127.0.0.2';

let tls: Promise<{ key: string; cert: string }> | undefined;

/** A self-signed certificate for 127.0.0.2, written where the test stack reads its extra CA (WEBHOOK_CA_FILE). */
export function receiverTls(): Promise<{ key: string; cert: string }> {
  tls ??= (async () => {
    const pems = await generate([{ name: 'commonName', value: RECEIVER_HOST }], {
      keySize: 2048,
      algorithm: 'sha256',
      extensions: [
        { name: 'basicConstraints', cA: true },
        { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, keyCertSign: true },
        { name: 'extKeyUsage', serverAuth: true },
        { name: 'subjectAltName', altNames: [{ type: 7, ip: RECEIVER_HOST }] },
      ],
    });
    await writeFile(stack().config.WEBHOOK_CA_FILE!, pems.cert);
    return { key: pems.private, cert: pems.cert };
  })();
  return tls;
}

export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  json: any;
  at: number;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

/** Verifies one delivery the way a receiver would, with the standardwebhooks library; false when it does not verify. */
export function verifies(r: Received, secret: string): boolean {
  const wh = secret.startsWith('whsec_') ? new Webhook(secret) : new Webhook(Buffer.from(secret), { format: 'raw' });
  try {
    wh.verify(r.body, {
      'webhook-id': String(r.headers['webhook-id']),
      'webhook-timestamp': String(r.headers['webhook-timestamp']),
      'webhook-signature': String(r.headers['webhook-signature']),
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * A real HTTPS webhook receiver on 127.0.0.2 that records every request and answers as told; `waitFor` fails when a
 * signed delivery's body is not what the OpenAPI document's `webhooks` section says its event carries.
 */
export class Receiver {
  readonly received: Received[] = [];
  /** Answers request number n (0-based). */
  respond: (n: number, r: Received) => Reply = () => ({ status: 200, body: 'ok' });

  private server?: Server;
  origin = '';
  /** Each signed delivery checked against the OpenAPI document's webhook payloads; what they refused. */
  private checks: Promise<void>[] = [];
  private refused: string[] = [];

  static async start(): Promise<Receiver> {
    const { key, cert } = await receiverTls();
    const self = new Receiver();
    const server = createServer({ key, cert }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(body);
        } catch {
          json = undefined;
        }
        const r: Received = {
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          body,
          json,
          at: Date.now(),
        };
        if (r.headers['webhook-id'])
          self.checks.push(checkWebhook(stack().origin, json).then((p) => void (p && self.refused.push(p))));
        const n = self.received.length;
        self.received.push(r);
        const reply = self.respond(n, r);
        res.writeHead(reply.status, reply.headers ?? {});
        res.end(reply.body ?? '');
      });
    });
    await new Promise<void>((ok) => server.listen(0, RECEIVER_HOST, ok));
    self.server = server;
    self.origin = `https://${RECEIVER_HOST}:${(server.address() as AddressInfo).port}`;
    return self;
  }

  /** An outage: the receiver leaves the network (connections are refused) until `resume()` reopens its port. */
  async pause(): Promise<void> {
    const server = this.server!;
    server.closeAllConnections();
    await new Promise<void>((ok) => server.close(() => ok()));
  }

  async resume(): Promise<void> {
    const port = Number(new URL(this.origin).port);
    await new Promise<void>((ok) => this.server!.listen(port, RECEIVER_HOST, ok));
  }

  url(path = '/hook'): string {
    return `${this.origin}${path}`;
  }

  at(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }

  /** Waits until `pred` holds for what was received. */
  async waitFor(pred: (received: Received[]) => boolean, ms = 20_000, what = 'deliveries'): Promise<Received[]> {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      if (pred(this.received)) {
        await Promise.all(this.checks);
        if (this.refused.length) throw new Error(`receiver: ${this.refused.join('\n')}`);
        return this.received;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`receiver: ${what} did not arrive in ${ms} ms (got ${this.received.length})`);
  }

  close(): Promise<void> {
    const server = this.server;
    if (!server) return Promise.resolve();
    server.closeAllConnections();
    return new Promise((ok) => server.close(() => ok())); // also when paused (the callback then gets an error)
  }
}

export interface World {
  superAdmin: string;
  platformId: string;
  /** A platform admin user token of the platform (the legacy platform-admin login). */
  platformAdmin: string;
  platformAdminId: string;
  customerId: string;
  /** API key headers of the customer tenant, with every workspace permission. */
  customerKey: Record<string, string>;
}

/**
 * A platform of its own with one customer tenant: webhook configs written here cannot reach other suites' runs
 * (the bootstrap platform's config would apply to every tenant under it).
 */
export async function newWorld(label = 'webhooks'): Promise<World> {
  const sa = await superAdmin();
  const platform = await call('/api/v2/admin/tenants', {
    headers: bearer(sa),
    body: { name: `${label} platform`, kind: 'PLATFORM' },
  });
  if (platform.status !== 201) throw new Error(`platform: ${platform.status} ${JSON.stringify(platform.body)}`);
  const admin = await userWithPermissions(sa, platform.body.id, [...PRESETS.platform_admin]);
  const customer = await call('/api/v2/admin/tenants', {
    headers: bearer(admin.token),
    body: { name: `${label} customer` },
  });
  const key = await call(`/api/v2/admin/tenants/${customer.body.id}/api-keys`, {
    headers: bearer(admin.token),
    body: { name: 'webhooks', permissions: [...WORKSPACE_PERMISSIONS] },
  });
  if (key.status !== 201) throw new Error(`key: ${key.status} ${JSON.stringify(key.body)}`);
  return {
    superAdmin: sa,
    platformId: platform.body.id,
    platformAdmin: admin.token,
    platformAdminId: admin.id,
    customerId: customer.body.id,
    customerKey: apiKey(key.body.key),
  };
}

/** Sets a tenant's config through the v2 /me route of the given credential. */
export async function putMyConfig(headers: Record<string, string>, body: Record<string, unknown>) {
  const res = await call('/api/v2/me/webhook-config', { method: 'PUT', headers, body });
  if (res.status !== 200 && res.status !== 201)
    throw new Error(`PUT config: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The delivery log of the credential's tenant. */
export async function deliveries(headers: Record<string, string>, query = ''): Promise<any[]> {
  const res = await call(`/api/v2/webhook-deliveries${query}`, { headers });
  if (res.status !== 200) throw new Error(`deliveries: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Polls the delivery log until `pred` holds. */
export async function waitForDeliveries(
  headers: Record<string, string>,
  query: string,
  pred: (d: any[]) => boolean,
  ms = 20_000,
): Promise<any[]> {
  const deadline = Date.now() + ms;
  let last: any[] = [];
  while (Date.now() < deadline) {
    last = await deliveries(headers, query);
    if (pred(last)) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`delivery log did not reach the expected state in ${ms} ms: ${JSON.stringify(last, null, 1)}`);
}
