import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { WORKSPACE_PERMISSIONS } from '@irs/shared';
import { call } from '../support/http.js';
import { bearer, oauthToken } from '../support/identity.js';
import { invitedRun } from '../support/candidate.js';
import { newWorld } from '../webhooks/support.js';
import { stack } from '../support/stack.js';
import { FULL, capturedGateway, pool, size, summary, type CapturedGateway } from './support.js';

/**
 * Property-based requests against every endpoint (REST v2 from the OpenAPI document, the legacy webhook routes, the
 * candidate API, JSON-RPC, health and the proxied auth endpoints): bodies derived from the zod contracts (through
 * their JSON Schema) and then mutated, plus garbage (wrong types, huge strings, deep nesting, bad UTF-8, wrong
 * content types). Property: no 5xx, and every 4xx names the problem. Everything happens in a platform of its own.
 */

type Schema = Record<string, any>;
interface Endpoint {
  method: string;
  path: string;
  body?: Schema;
  query?: Record<string, Schema>;
  rpc?: boolean;
}
interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  cred: string;
}

const SAFE_URLS = [
  'https://127.0.0.2:9/hook',
  'http://169.254.169.254/latest',
  'ftp://x',
  'https://user:pw@127.0.0.2/',
  '',
];

/** A value that usually satisfies `schema` (the contract's JSON Schema); URLs stay on unreachable local addresses. */
function fromSchema(schema: Schema | undefined, key = '', depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.anything({ maxDepth: 2 });
  if (/url|uri/i.test(key)) return fc.constantFrom(...SAFE_URLS);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => fromSchema(s, key, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      const min = schema.minLength ?? 0;
      const max = Math.min(schema.maxLength ?? 60, min + 60);
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.pattern === '^\\d{6}$') return fc.stringMatching(/^\d{6}$/);
      return fc.string({ minLength: min, maxLength: max });
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fromSchema(schema.items as Schema, key, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, (schema.minItems ?? 0) + 5),
      });
    case 'object': {
      const props = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set<string>(schema.required ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, s] of Object.entries(props)) model[k] = fromSchema(s, k, depth + 1);
      const requiredKeys = Object.keys(props).filter((k) => required.has(k));
      if (!Object.keys(props).length && schema.additionalProperties)
        return fc.dictionary(fc.string({ maxLength: 10 }), fromSchema(schema.additionalProperties, '', depth + 1), {
          maxKeys: 4,
        });
      return fc.record(model, { requiredKeys });
    }
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/** A contract-shaped value with one thing wrong (or none). */
function mutated(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const base = fromSchema(schema);
  const wrongType = fc.oneof(
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.string(),
    fc.array(fc.integer(), { maxLength: 3 }),
    fc.object({ maxDepth: 1 }),
  );
  return fc.oneof(
    { weight: 3, arbitrary: base },
    {
      weight: 2,
      arbitrary: fc.tuple(base, fc.string({ maxLength: 12 }), wrongType).map(([v, k, w]) => {
        if (!v || typeof v !== 'object' || Array.isArray(v)) return w;
        const keys = Object.keys(v);
        const o = { ...(v as Record<string, unknown>) };
        if (keys.length) o[keys[k.length % keys.length]!] = w;
        else o[k || 'unknown'] = w;
        return o;
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(base, fc.string({ minLength: 1, maxLength: 12 }), fc.anything({ maxDepth: 1 }))
        .map(([v, k, w]) => (v && typeof v === 'object' && !Array.isArray(v) ? { ...v, [`x_${k}`]: w } : v)),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(base, fc.nat()).map(([v, n]) => {
        if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
        const keys = Object.keys(v);
        if (!keys.length) return v;
        const o = { ...(v as Record<string, unknown>) };
        delete o[keys[n % keys.length]!];
        return o;
      }),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(base, fc.integer({ min: 10_000, max: 200_000 })).map(([v, n]) => {
        if (!v || typeof v !== 'object' || Array.isArray(v)) return 'x'.repeat(n);
        const keys = Object.keys(v);
        return keys.length ? { ...v, [keys[n % keys.length]!]: 'é'.repeat(n) } : v;
      }),
    },
  );
}

/** Garbage payloads: [content-type, body]. */
const garbage: fc.Arbitrary<[string | undefined, string | Uint8Array | undefined]> = fc.oneof(
  fc.anything({ maxDepth: 4, withBigInt: false }).map((v) => ['application/json', JSON.stringify(v) ?? 'null']),
  fc.integer({ min: 50, max: 3000 }).map((n) => ['application/json', '['.repeat(n) + ']'.repeat(n)]),
  fc.integer({ min: 50, max: 3000 }).map((n) => ['application/json', '{"a":'.repeat(n) + '1' + '}'.repeat(n)]),
  fc.string({ maxLength: 200 }).map((s) => ['application/json', s]),
  fc
    .uint8Array({ minLength: 1, maxLength: 300 })
    .map((b) => [
      'application/json',
      Buffer.concat([Buffer.from('{"text":"'), Buffer.from([0xc3, 0x28, 0xff, 0xfe]), b, Buffer.from('"}')]),
    ]),
  fc.integer({ min: 1_100_000, max: 1_300_000 }).map((n) => ['application/json', `{"x":"${'a'.repeat(n)}"}`]),
  fc.string({ maxLength: 200 }).map((s) => ['text/plain', s]),
  fc.constant(['application/xml', '<?xml version="1.0"?><a>1</a>']),
  fc.constant(['application/x-www-form-urlencoded', 'a=1&b=%ZZ&c']),
  fc.constant(['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--']),
  fc.constant(['application/json; charset=utf-16', '{"a":1}']),
  fc.constant(['application/json', '']),
  fc.constant([undefined, undefined]),
) as never;

const garbageSegment = fc.oneof(
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.constant('%ZZ'),
  fc.constant('%C3%28'),
  fc.constant('..%2F..%2Fetc%2Fpasswd'),
  fc.integer({ min: 3000, max: 9000 }).map((n) => 'a'.repeat(n)),
  fc.uuid(),
  fc.constant(`run_${Date.now()}_deadbeef`),
  fc.constant('null'),
);

/**
 * The four doors (DESIGN §2.4, §2.7) and the error shape each answers in, told apart by the request alone: JSON-RPC
 * is a POST to /api/v2/a2a(/task), OAuth a POST to the token, introspection or revocation endpoint, legacy anything
 * else under /api/v1/, REST the rest.
 */
type Door = 'rest' | 'legacy' | 'json-rpc' | 'oauth';
const RPC_PATHS = ['/api/v2/a2a/task', '/api/v2/a2a'];
const OAUTH_ENDPOINTS = [
  '/api/v2/oauth/token',
  '/api/v1/oauth/token',
  '/api/v2/oauth/introspect',
  '/api/v2/oauth/revoke',
];
function doorOf(method: string, url: string): Door {
  const path = url.split('?')[0]!;
  if (method === 'POST' && RPC_PATHS.includes(path)) return 'json-rpc';
  if (method === 'POST' && OAUTH_ENDPOINTS.includes(path)) return 'oauth';
  return path.startsWith('/api/v1/') ? 'legacy' : 'rest';
}
/** The statuses the legacy base answers with (docs/spec.md "Legacy base error body", 503 for readiness and outages). */
const LEGACY_STATUSES = [400, 401, 403, 404, 429, 500, 503];

const names = (m: unknown): m is string => typeof m === 'string' && m.trim().length >= 3;
const restShape = (status: number, b: any) =>
  b?.statusCode === status && names(b?.message) ? undefined : 'not the REST shape {statusCode, message}';

/**
 * Why a 4xx answer does not name the problem in its door's error shape (undefined when it does): REST
 * `{statusCode, message}`; legacy `{statusCode, message, error, details[]}` with one of its own statuses; JSON-RPC
 * `{jsonrpc: "2.0", id: null, error: {code, message}}` for a refusal of the whole HTTP request (too large, rate
 * limit, the HTTP parser's), but REST's shape for 401 and 403 (authentication is the HTTP request's, as for REST);
 * OAuth (RFC 6749 §5.2) `{error, error_description?}`.
 */
function doorShapeProblem(door: Door, status: number, text: string): string | undefined {
  if (status === 204) return undefined;
  // The browser-facing authorization endpoint answers with an HTML error page naming the OAuth error.
  if (/<h1>[^<]+<\/h1>.*<code>\w+<\/code>/s.test(text)) return undefined;
  let b: any;
  try {
    b = JSON.parse(text);
  } catch {
    return `not JSON (${door} door)`;
  }
  switch (door) {
    case 'rest':
      return restShape(status, b);
    case 'legacy':
      if (!LEGACY_STATUSES.includes(status)) return `status ${status} is not one the legacy base answers with`;
      return b?.statusCode === status && names(b?.message) && typeof b?.error === 'string' && Array.isArray(b?.details)
        ? undefined
        : 'not the legacy shape {statusCode, message, error, details}';
    case 'json-rpc':
      if (status === 401 || status === 403) return restShape(status, b);
      return b?.jsonrpc === '2.0' && b?.id === null && Number.isInteger(b?.error?.code) && names(b?.error?.message)
        ? undefined
        : 'not the JSON-RPC shape {jsonrpc, id: null, error: {code, message}}';
    case 'oauth':
      return typeof b?.error === 'string' &&
        /^[a-z_]+$/.test(b.error) &&
        (b.error_description === undefined || names(b.error_description))
        ? undefined
        : 'not the OAuth shape {error, error_description}';
  }
}

/** Seeds that once failed: each is a fixed regression case in every run (`npm run test:reliability` found them). */
const REGRESSION_SEEDS = [
  // DELETE /api/v2/admin/tenants/<a 16,604-character path>, candidate bearer, a body: first the parser's bare 431
  // (issue 17, finding 13), then no answer at all on a keep-alive connection that had answered before (issue 40).
  160649607,
  376035589, // JSON-RPC 413s in the JSON-RPC shape, which the oracle read as "no message" (issue 40)
];
/**
 * `npm test` replays this fixed seed, so that CI cannot fail by chance on a case no change touched; `npm run
 * test:reliability` draws a new seed on every run and prints it; `FUZZ_SEED=<n>` replays one; `FUZZ_SEEDS=fixed`
 * keeps full mode on the fixed and regression seeds (what `.ci/run` runs).
 */
const FIXED_SEED = 20261123;
const drawnSeed = (): number => {
  const seed = Date.now() % 2 ** 31;
  console.log(`      [reliability] fuzzing: drew seed ${seed} (FUZZ_SEED=${seed} replays it)`);
  return seed;
};
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : FULL && process.env.FUZZ_SEEDS !== 'fixed'
    ? drawnSeed()
    : FIXED_SEED;
const SEEDS = [...new Set([...REGRESSION_SEEDS, SEED])];

/**
 * Requests on one keep-alive connection (node:http, one socket), in order: what the fuzzer's fetch does when it
 * reuses a connection. Each answer comes with whether it travelled on the reused socket.
 */
async function onOneConnection(
  origin: string,
  requests: { method: string; path: string; headers?: Record<string, string>; body?: string }[],
): Promise<{ status: number; body: any; reused: boolean }[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const answers: { status: number; body: any; reused: boolean }[] = [];
  try {
    for (const r of requests)
      answers.push(
        await new Promise((resolve, reject) => {
          const req = httpRequest(`${origin}${r.path}`, { method: r.method, headers: r.headers, agent }, (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (c: string) => (text += c));
            res.on('end', () => {
              let body: unknown = text;
              try {
                body = JSON.parse(text);
              } catch {
                // not JSON: the assertion shows the text
              }
              resolve({ status: res.statusCode!, body, reused: req.reusedSocket });
            });
          });
          req.on('error', reject);
          req.end(r.body);
        }),
      );
  } finally {
    agent.destroy();
  }
  return answers;
}

describe('reliability: fuzzing every endpoint', function () {
  const REQUESTS = size(300, 10_000);
  this.timeout(FULL ? 1_800_000 : 120_000);
  let gw: CapturedGateway;
  let request: fc.Arbitrary<FuzzRequest>;
  let creds: Record<string, Record<string, string>>;
  const endpoints: Endpoint[] = [];

  before(async () => {
    // A gateway of our own: the volume exceeds the per-credential limits of the shared one (429 is fine but useless).
    gw = await capturedGateway({ RATE_LIMIT_V1_PER_MINUTE: 10_000_000, RATE_LIMIT_V2_PER_MINUTE: 10_000_000 } as never);
    const world = await newWorld('fuzz');
    const key = world.customerKey;
    const invited = await invitedRun({}, key);
    const verified = await call(`/api/v1/candidate-access/${invited.token}/verify`, { body: { otp: invited.otp } });
    expect(verified.status).to.equal(200);
    const oauth = await oauthToken({ tenant_id: world.customerId, scope: WORKSPACE_PERMISSIONS.join(' ') });
    creds = {
      none: {},
      garbageBearer: { authorization: 'Bearer not.a.jwt' },
      garbageKey: { 'x-api-key': 'irs_live_nope' },
      apiKey: key,
      oauth: bearer(oauth),
      platformAdmin: bearer(world.platformAdmin),
      candidate: bearer(verified.body.session_token),
    };

    // Every endpoint: the v2 contract from the OpenAPI document, then the routes outside it.
    const doc = (await call('/api/v2/openapi.json', { origin: gw.origin })).body;
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, any>>))
      for (const [method, op] of Object.entries(ops)) {
        // An event stream answers 200 and stays open: its refusals are tested in test/runs/lists.test.ts.
        if (op.responses?.[200]?.content?.['text/event-stream']) continue;
        const query: Record<string, Schema> = {};
        for (const p of op.parameters ?? []) if (p.in === 'query') query[p.name] = p.schema;
        endpoints.push({
          method: method.toUpperCase(),
          path,
          body: op.requestBody?.content?.['application/json']?.schema,
          query,
        });
      }
    expect(endpoints.length, 'the OpenAPI document lists the v2 endpoints').to.be.greaterThan(30);
    const str = { type: 'string' };
    const webhookLegacy = {
      type: 'object',
      properties: {
        callbackUrl: str,
        secret: str,
        events: { type: 'array', items: str },
        isActive: { type: 'boolean' },
      },
    };
    for (const [method, path, body] of [
      ['GET', '/api/v1/platform-admin/webhook-config'],
      ['PUT', '/api/v1/platform-admin/webhook-config', webhookLegacy],
      ['PATCH', '/api/v1/platform-admin/webhook-config/activate'],
      ['PATCH', '/api/v1/platform-admin/webhook-config/deactivate'],
      ['DELETE', '/api/v1/platform-admin/webhook-config'],
      ['GET', '/api/v1/platform-admin/tenants/{tenantId}/webhook-config'],
      ['PUT', '/api/v1/platform-admin/tenants/{tenantId}/webhook-config', webhookLegacy],
      ['DELETE', '/api/v1/platform-admin/tenants/{tenantId}/webhook-config'],
      [
        'POST',
        '/api/v1/platform-admin/tenants/{tenantId}/webhook-test',
        { type: 'object', properties: { event: str } },
      ],
      ['GET', '/api/v1/tenants/{tenantId}/webhook-config'],
      ['PUT', '/api/v1/tenants/{tenantId}/webhook-config', webhookLegacy],
      ['DELETE', '/api/v1/tenants/{tenantId}/webhook-config'],
      ['GET', '/api/v1/interviews'],
      ['GET', '/api/v1/interviews/{id}'],
      ['GET', '/api/v1/workflow/{run_id}/state'],
      ['GET', '/api/v1/workflow/{run_id}/history'],
      ['GET', '/api/v1/candidate-access/{token}'],
      ['POST', '/api/v1/candidate-access/{token}/request-otp'],
      [
        'POST',
        '/api/v1/candidate-access/{token}/verify',
        { type: 'object', properties: { otp: { ...str, pattern: '^\\d{6}$' } }, required: ['otp'] },
      ],
      ['GET', '/api/v1/candidate-session'],
      [
        'POST',
        '/api/v1/candidate-session/consent',
        {
          type: 'object',
          properties: { accepted: { const: true }, consent_version: str },
          required: ['accepted', 'consent_version'],
        },
      ],
      ['POST', '/api/v1/candidate-session/start'],
      ['POST', '/api/v1/candidate-session/messages', { type: 'object', properties: { text: str }, required: ['text'] }],
      [
        'POST',
        '/api/v1/candidate-session/proctor-events',
        {
          type: 'object',
          properties: { type: { enum: ['tab_hidden', 'paste', 'x'] }, detail: str },
          required: ['type'],
        },
      ],
      ['POST', '/api/v1/candidate-session/complete'],
      ['GET', '/api/v1/health/live'],
      ['GET', '/api/v1/health/ready'],
      [
        'POST',
        '/api/v1/auth/login',
        {
          type: 'object',
          properties: { email: { ...str, format: 'email' }, password: str },
          required: ['email', 'password'],
        },
      ],
      ['POST', '/api/v1/platform-admin/auth/login', { type: 'object', properties: { email: str, password: str } }],
      ['POST', '/api/v2/oauth/token'],
      ['POST', '/api/v2/oauth/introspect'],
      ['POST', '/api/v2/oauth/revoke'],
      ['GET', '/api/v2/oauth/consents'],
      ['DELETE', '/api/v2/oauth/consents/{clientId}'],
      ['GET', '/api/v2/oauth/authorize/context'],
      [
        'POST',
        '/api/v2/oauth/authorize/decision',
        { type: 'object', properties: { prt: str, decision: { enum: ['allow', 'deny'] } } },
      ],
      ['GET', '/api/v2/nothing-here'],
    ] as [string, string, Schema?][])
      endpoints.push({ method, path, body });
    const rpcMethods = [
      'interview.create',
      'interview.status',
      'interview.complete-info',
      'interview.approve',
      'interview.modify',
      'assessment.approve',
      'interview.rankings',
      'assessment.chat',
      'nope',
    ];
    endpoints.push(
      { method: 'POST', path: '/api/v2/a2a/task', rpc: true },
      { method: 'POST', path: '/api/v2/a2a', rpc: true },
    );

    const ids: Record<string, string[]> = {
      run_id: [invited.runId],
      tenantId: [world.customerId, world.platformId],
      token: [invited.token],
      id: [randomUUID()],
      clientId: ['client-x'],
    };
    const pathArb = (template: string) => {
      const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      return fc
        .tuple(
          ...names.map((n) =>
            fc.oneof(
              { weight: 3, arbitrary: fc.constantFrom(...(ids[n] ?? ['x'])) },
              { weight: 2, arbitrary: garbageSegment },
            ),
          ),
        )
        .map((values) => names.reduce((p, n, i) => p.replace(`{${n}}`, values[i]!), template));
    };
    const queryArb = (query: Record<string, Schema> | undefined) =>
      fc.oneof(
        fc.constant(''),
        fc
          .record(Object.fromEntries(Object.entries(query ?? {}).map(([k, s]) => [k, fromSchema(s, k)])), {
            requiredKeys: [],
          })
          .map(
            (q) =>
              '?' +
              new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)] as [string, string])).toString(),
          ),
        fc
          .dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 30 }), { maxKeys: 3 })
          .map((q) => '?' + new URLSearchParams(q).toString()),
        fc.constant('?limit=-1&limit=abc&status[]=x&run_id[a]=1'),
        fc.constant('?%ZZ=%C3%28'),
      );
    const rpcCall = fc.record(
      {
        jsonrpc: fc.oneof(
          { weight: 4, arbitrary: fc.constant('2.0') },
          { weight: 1, arbitrary: fc.anything({ maxDepth: 0 }) },
        ),
        id: fc.oneof(fc.integer(), fc.string({ maxLength: 8 }), fc.constant(null), fc.object({ maxDepth: 0 })),
        method: fc.oneof(
          { weight: 5, arbitrary: fc.constantFrom(...rpcMethods) },
          { weight: 1, arbitrary: fc.anything({ maxDepth: 0 }) },
        ),
        params: fc.oneof(
          fc.record(
            {
              run_id: fc.constantFrom(invited.runId, 'run_1_ab', 'x'),
              comment: fc.string({ maxLength: 20 }),
              comments: fc.string({ maxLength: 20 }),
              fields: fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 3 }),
            },
            { requiredKeys: [] },
          ),
          fc.anything({ maxDepth: 3 }),
        ),
      },
      { requiredKeys: ['jsonrpc', 'method'] },
    );
    const rpcBody = fc.oneof(
      { weight: 4, arbitrary: rpcCall.map((c) => JSON.stringify(c)) },
      { weight: 2, arbitrary: fc.array(rpcCall, { maxLength: 4 }).map((b) => JSON.stringify(b)) },
      { weight: 1, arbitrary: fc.string({ maxLength: 100 }) },
    );

    request = fc
      .tuple(fc.constantFrom(...endpoints), fc.constantFrom(...Object.keys(creds)), fc.nat({ max: 19 }))
      .chain(([ep, cred, roll]) => {
        const method =
          roll === 0
            ? fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD')
            : fc.constant(ep.method);
        const payload: fc.Arbitrary<[string | undefined, string | Uint8Array | undefined]> = ep.rpc
          ? fc.oneof(
              { weight: 4, arbitrary: rpcBody.map((b) => ['application/json', b] as [string, string]) },
              { weight: 1, arbitrary: garbage },
            )
          : fc.oneof(
              {
                weight: 3,
                arbitrary: mutated(ep.body).map(
                  (v) => ['application/json', JSON.stringify(v) ?? 'null'] as [string, string],
                ),
              },
              { weight: 2, arbitrary: garbage },
            );
        return fc.tuple(method, pathArb(ep.path), queryArb(ep.query), payload).map(([m, path, q, [type, body]]) => {
          const headers: Record<string, string> = { ...creds[cred] };
          if (type) headers['content-type'] = type;
          const withBody = !['GET', 'HEAD'].includes(m) && body !== undefined;
          return { method: m, path: path + q, headers, body: withBody ? body : undefined, cred };
        });
      });
  });
  after(async () => gw?.close());

  for (const seed of SEEDS)
    it(`seed ${seed}: ${REQUESTS} property-based requests, REST and JSON-RPC: zero 5xx, every 4xx names the problem`, () =>
      fuzz(seed));

  // The input of seed 160649607 that got no answer (issue 40): Node's HTTP parser refuses its 16,604-character request
  // line (over the 16 KB header limit), and the refusal used to be dropped on a connection that had answered before.
  const tooLongPath = `/api/v2/admin/tenants/${'a'.repeat(16_582)}`;
  const headersTooLarge = { 'x-filler': 'a'.repeat(20 * 1024) };

  it('regression (seed 160649607): an oversized request line on a reused keep-alive connection is answered 431, by the gateway and the auth service', async () => {
    const input = {
      method: 'DELETE',
      path: tooLongPath,
      headers: { ...creds.candidate, 'content-type': 'application/json' },
      body: `{"x":"${'a'.repeat(31_750)}"}`,
    };
    expect(input.path).to.have.length(16_604);
    for (const [origin, first] of [
      [stack().origin, '/api/v1/health/live'],
      [stack().config.authUrl, '/.well-known/jwks.json'],
    ] as const) {
      const [ordinary, refused] = await onOneConnection(origin, [{ method: 'GET', path: first }, input]);
      expect(ordinary!.status).to.equal(200);
      expect(refused, origin).to.deep.equal({
        status: 431,
        body: { statusCode: 431, message: 'Request headers too large' },
        reused: true,
      });
      // A client still uploading a large body when it is refused reads the answer too (no reset).
      const [uploading] = await onOneConnection(origin, [{ ...input, body: `{"x":"${'a'.repeat(1_200_000)}"}` }]);
      expect(uploading!.status, origin).to.equal(431);
    }
  });

  it("regression: a refusal of the whole request answers in each door's error shape, on a reused connection too", async () => {
    // On the fuzz's own gateway (same listen helper, no rate limit): the stack's may be out of budget in full mode.
    const refusal = (method: string, path: string) => [
      { method: 'GET', path: '/api/v1/health/live' },
      { method, path, headers: headersTooLarge, body: method === 'POST' ? '{}' : undefined },
    ];
    const shapes = await Promise.all([
      onOneConnection(gw.origin, refusal('POST', '/api/v2/a2a/task')),
      onOneConnection(gw.origin, refusal('POST', '/api/v2/oauth/token')),
      onOneConnection(gw.origin, refusal('GET', '/api/v1/candidate-session')),
      onOneConnection(gw.origin, refusal('GET', '/api/v2/interviews')),
    ]);
    expect(shapes.map(([, refused]) => refused)).to.deep.equal([
      {
        status: 431,
        body: { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Request headers too large' } },
        reused: true,
      },
      { status: 431, body: { error: 'invalid_request', error_description: 'Request headers too large' }, reused: true },
      {
        status: 400, // the legacy base answers only with its own statuses
        body: { statusCode: 400, message: 'Request headers too large', error: 'Bad Request', details: [] },
        reused: true,
      },
      { status: 431, body: { statusCode: 431, message: 'Request headers too large' }, reused: true },
    ]);
    const [, atAuth] = await onOneConnection(stack().config.authUrl, [
      { method: 'GET', path: '/.well-known/jwks.json' },
      { method: 'POST', path: '/api/v2/oauth/token', headers: headersTooLarge, body: 'grant_type=x' },
    ]);
    expect(atAuth).to.deep.equal({
      status: 431,
      body: { error: 'invalid_request', error_description: 'Request headers too large' },
      reused: true,
    });
    // The gateway refuses a body over the auth service's cap before proxying it: in the OAuth shape too.
    const [tooLargeForm] = await onOneConnection(gw.origin, [
      {
        method: 'POST',
        path: '/api/v2/oauth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `grant_type=${'a'.repeat(70_000)}`,
      },
    ]);
    expect(tooLargeForm!.status).to.equal(413);
    expect(tooLargeForm!.body).to.deep.equal({
      error: 'invalid_request',
      error_description: 'Request body too large (at most 65536 bytes)',
    });
  });

  async function fuzz(seed: number): Promise<void> {
    const requests = fc.sample(request, { numRuns: REQUESTS, seed });
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let fivexx = 0;
    await pool(requests, 8, async (r) => {
      let status: number;
      let text: string;
      try {
        const res = await fetch(`${gw.origin}${r.path}`, {
          method: r.method,
          headers: r.headers,
          body: r.body as never,
        });
        status = res.status;
        text = await res.text();
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        const size = (b: unknown) =>
          b === undefined ? 0 : typeof b === 'string' ? Buffer.byteLength(b) : (b as Uint8Array).length;
        failures.push(
          `${r.method} ${r.path.slice(0, 120)} (${r.cred}, path ${r.path.length} chars, headers ${JSON.stringify(r.headers).length} chars, ${r.headers['content-type'] ?? '-'}, body ${size(r.body)} bytes): transport error ${(error as Error).message}${cause ? ` (${cause.code ?? ''} ${cause.message ?? ''})` : ''}`,
        );
        return;
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const describe = () =>
        `${r.method} ${r.path.slice(0, 120)} (${r.cred}, ${r.headers['content-type'] ?? '-'}, body ${String(r.body ?? '').slice(0, 160)}) → ${status} ${text.slice(0, 300)}`;
      if (status >= 500) {
        fivexx++;
        failures.push(`5xx: ${describe()}`);
      } else if (status >= 400 && r.method !== 'HEAD' && doorShapeProblem(doorOf(r.method, r.path), status, text)) {
        failures.push(`4xx ${doorShapeProblem(doorOf(r.method, r.path), status, text)}: ${describe()}`);
      } else if (r.path.startsWith('/api/v2/a2a') && r.method === 'POST' && status === 200) {
        const replies = [JSON.parse(text)].flat() as { error?: { message?: string } }[];
        for (const reply of replies)
          if (reply.error && !(typeof reply.error.message === 'string' && reply.error.message.length >= 3))
            failures.push(`JSON-RPC error without a message: ${describe()}`);
        const internal = replies.filter((reply) => reply.error && (reply.error as { code?: number }).code === -32603);
        if (internal.length) {
          fivexx++;
          failures.push(`JSON-RPC internal error: ${describe()}`);
        }
      }
    });
    summary('fuzzing', {
      requests: requests.length,
      endpoints: endpoints.length,
      seed,
      statuses: [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}:${n}`)
        .join(','),
      '5xx': fivexx,
      failures: failures.length,
    });
    expect(failures.slice(0, 20), `seed ${seed}: ${failures.length} failures`).to.deep.equal([]);
  }
});
