/**
 * token: client_credentials tokens per second at POST /api/v2/oauth/token (through the gateway to the auth service;
 * RS256 at+jwt, PostgreSQL adapter, jti recorded), against oidc-provider with its in-memory adapter and default
 * configuration (client_credentials enabled, opaque tokens) in the bench process.
 */
import { registerClient } from '../test/oauth/support.js';
import { freePort } from '../test/support/ports.js';
import { listen } from '@irs/shared';
import type { Bench } from './context.js';
import { cannon, log, r2 } from './support.js';

const CONNECTIONS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

interface ProviderLike {
  callback(): (req: unknown, res: unknown) => void;
}

export const token: Bench = async ({ stack }) => {
  const client = await registerClient({ name: 'bench token', redirect_uris: [], scopes: ['interview:read'] });
  const body = 'grant_type=client_credentials&scope=interview%3Aread';
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  const port = await freePort();
  const moduleName = 'oidc-provider'; // no bundled types (services/auth declares its own)
  const { default: Provider } = (await import(moduleName)) as {
    default: new (issuer: string, config: Record<string, unknown>) => ProviderLike;
  };
  const provider = new Provider(`http://127.0.0.1:${port}`, {
    clients: [
      {
        client_id: 'bench',
        client_secret: 'bench-secret-bench-secret-bench-secret',
        grant_types: ['client_credentials'],
        redirect_uris: [],
        response_types: [],
      },
    ],
    features: { clientCredentials: { enabled: true } },
  });
  const server = await listen(provider.callback() as never, port, '127.0.0.1');
  try {
    log('token', `baseline: oidc-provider in-memory, default config, ${CONNECTIONS} connections, ${SECONDS} s`);
    const base = await cannon({
      url: `http://127.0.0.1:${port}/token`,
      method: 'POST',
      connections: CONNECTIONS,
      seconds: SECONDS,
      headers: { ...form, authorization: basic('bench', 'bench-secret-bench-secret-bench-secret') },
      body: 'grant_type=client_credentials',
    });
    log('token', `baseline: ${base.requests_per_s.mean} tokens/s ${JSON.stringify(base.statusCodeStats)}`);
    log('token', `service: POST /api/v2/oauth/token, ${CONNECTIONS} connections, ${SECONDS} s`);
    const api = await cannon({
      url: `${stack.origin}/api/v2/oauth/token`,
      method: 'POST',
      connections: CONNECTIONS,
      seconds: SECONDS,
      headers: { ...form, authorization: basic(client.client_id, client.client_secret ?? '') },
      body,
    });
    log('token', `service: ${api.requests_per_s.mean} tokens/s ${JSON.stringify(api.statusCodeStats)}`);
    if (api.non2xx || base.non2xx) throw new Error('token: non-2xx answers');
    return {
      rows: [
        {
          metric: 'client_credentials tokens/s',
          value: api.requests_per_s.mean,
          unit: 'tokens/s',
          baseline: base.requests_per_s.mean,
          ratio: r2(api.requests_per_s.mean / base.requests_per_s.mean),
          target: '>= 0.9',
        },
        { metric: 'token latency (service)', median: api.latency_ms.p50, p99: api.latency_ms.p99, unit: 'ms' },
        { metric: 'token latency (in-memory)', median: base.latency_ms.p50, p99: base.latency_ms.p99, unit: 'ms' },
      ],
      details: { connections: CONNECTIONS, seconds: SECONDS, api, baseline: base },
    };
  } finally {
    await server.close();
  }
};
