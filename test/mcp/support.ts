import { createServer, type Server } from 'node:http';
import { expect } from 'chai';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import type { Browser } from 'playwright-core';
import { PRESETS } from '@irs/shared';
import { screenshot } from '../support/browser.js';
import { call } from '../support/http.js';
import { PASSWORD, bearer, login, platformAdmin, uniqueEmail } from '../support/identity.js';
import { validInterview } from '../support/runs.js';
import { stack } from '../support/stack.js';
import { CookieJar } from '../oauth/support.js';

export const mcpUrl = () => new URL(`${stack().origin}/mcp`);
export const mcpResource = () => `${stack().origin}/mcp`;

/** A loopback "agent" that receives the authorization redirect (RFC 8252 §7.3), as MCP hosts on a desktop do. */
export class LoopbackCallback {
  private server?: Server;
  uri = '';
  private waiting: ((url: URL) => void)[] = [];
  readonly received: URL[] = [];

  static async start(): Promise<LoopbackCallback> {
    const self = new LoopbackCallback();
    self.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', self.uri);
      self.received.push(url);
      for (const resolve of self.waiting.splice(0)) resolve(url);
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Agent</title><p>Connected.</p>');
    });
    await new Promise<void>((resolve) => self.server!.listen(0, '127.0.0.1', resolve));
    self.uri = `http://127.0.0.1:${(self.server.address() as AddressInfo).port}/callback`;
    return self;
  }

  /** The next redirect the agent receives. */
  next(): Promise<URL> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  close(): void {
    this.server?.close();
  }
}

/**
 * The MCP SDK's OAuthClientProvider, as an MCP host implements it, in memory: it registers dynamically (or names its
 * metadata document), keeps the PKCE verifier and the tokens, and hands the authorization URL to `onAuthorize` (the
 * "browser" of the test).
 */
export class TestOAuthProvider implements OAuthClientProvider {
  private info?: OAuthClientInformationMixed;
  private saved?: OAuthTokens;
  private verifier?: string;
  /** Every authorization URL the SDK asked to open. */
  readonly authorizationUrls: URL[] = [];

  constructor(
    private readonly callback: LoopbackCallback,
    private readonly onAuthorize: (url: URL) => void | Promise<void> = () => undefined,
    readonly clientMetadataUrl?: string,
    private readonly name = 'Test Agent',
  ) {}

  get redirectUrl() {
    return this.callback.uri;
  }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: this.name,
      redirect_uris: [this.callback.uri],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }
  clientInformation() {
    return this.info;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.info = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  async redirectToAuthorization(url: URL) {
    this.authorizationUrls.push(url);
    await this.onAuthorize(url);
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    if (!this.verifier) throw new Error('no code verifier saved');
    return this.verifier;
  }
  get clientId(): string | undefined {
    return this.info?.client_id;
  }
  get accessToken(): string | undefined {
    return this.saved?.access_token;
  }
}

/** The claims of a JWT, unverified (the test reads what the service issued). */
export const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, any>;

/** A user in a browser: signs in on the login page, sees the consent screen, allows; the redirect reaches the agent. */
export async function signInAndAllow(
  browser: Browser,
  url: URL,
  user: { email: string; password: string },
  shots?: string,
): Promise<{ consent: string[]; withheld: string[]; note: string | null }> {
  const page = await browser.newPage();
  try {
    await page.goto(url.href);
    await page.waitForURL(/\/app\/login\?return_to=/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: /^Allow / }).waitFor();
    const consent = await page.locator('#scopes li').allTextContents();
    const withheld = (await page.locator('#withheld-part').isVisible())
      ? await page.locator('#withheld li').allTextContents()
      : [];
    const note = (await page.locator('#self-registered').isVisible())
      ? await page.locator('#self-registered').textContent()
      : null;
    if (shots) await screenshot(page, `${shots}-consent`);
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((u) => u.pathname === '/callback');
    if (shots) await screenshot(page, `${shots}-connected`);
    return { consent, withheld, note };
  } finally {
    await page.close();
  }
}

/**
 * The same user decision without a browser (the consent API with the user's session and the browser's cookies, as
 * test/oauth does): for the negative suites. Returns the consent context, or the refusal.
 */
export async function allowHeadless(url: URL, userToken: string) {
  const jar = new CookieJar();
  const start = await jar.fetch(url.href);
  const location = start.headers.get('location') ?? '';
  const prt = new URL(location || '/', stack().origin).searchParams.get('prt');
  if (start.status !== 302 || !prt) return { refused: { status: start.status, body: await start.text() } };
  const headers = { ...bearer(userToken), cookie: jar.header() };
  const context = await call(`/api/v2/oauth/authorize/context?prt=${encodeURIComponent(prt)}`, { headers });
  if (context.status !== 200) return { refused: { status: context.status, body: context.body } };
  const decision = await call('/api/v2/oauth/authorize/decision', { headers, body: { prt, decision: 'allow' } });
  if (decision.status !== 200) return { refused: { status: decision.status, body: decision.body } };
  const resumed = await jar.fetch(decision.body.redirect_to as string);
  return { context: context.body, callback: new URL(resumed.headers.get('location') ?? '', stack().origin) };
}

/** An MCP client (the SDK's own) on a transport with `provider` or fixed headers. */
export async function connect(opts: { provider?: OAuthClientProvider; headers?: Record<string, string> }) {
  const transport = new StreamableHTTPClientTransport(mcpUrl(), {
    ...(opts.provider ? { authProvider: opts.provider } : {}),
    ...(opts.headers ? { requestInit: { headers: opts.headers } } : {}),
  });
  const client = new Client({ name: 'irs-test-agent', version: '1.0.0' });
  await client.connect(transport);
  return { client, transport };
}

/**
 * The SDK's whole OAuth dance: the first connect meets the 401, discovers, registers and asks to open the
 * authorization URL (UnauthorizedError); `authorize` plays the user; the code arrives at the loopback callback;
 * `finishAuth`; a new connection with the token.
 */
export async function connectWithOAuth(
  provider: TestOAuthProvider,
  callback: LoopbackCallback,
  authorize: (url: URL) => Promise<unknown>,
) {
  const first = new StreamableHTTPClientTransport(mcpUrl(), { authProvider: provider });
  const pending = new Client({ name: 'irs-test-agent', version: '1.0.0' });
  const refused = await pending.connect(first).then(
    () => null,
    (error: Error) => error,
  );
  if (!(refused instanceof UnauthorizedError) || !provider.authorizationUrls.length)
    throw new Error(`expected the SDK to stop for authorization, got ${String(refused)}`);
  const url = provider.authorizationUrls.at(-1)!;
  const redirected = callback.next();
  await authorize(url);
  const landed = await redirected;
  const code = landed.searchParams.get('code');
  if (!code) throw new Error(`no code at the callback: ${landed.href}`);
  await first.finishAuth(code);
  await pending.close().catch(() => undefined);
  return { url, landed, ...(await connect({ provider })) };
}

/** A user of the bootstrap customer tenant with a preset, created by the platform admin. */
export async function customerUser(permissions: readonly string[] = PRESETS.recruiter) {
  const email = uniqueEmail('mcp');
  const res = await call(`/api/v2/admin/tenants/${stack().creds.customer.tenant_id}/users`, {
    headers: bearer(await platformAdmin()),
    body: { email, password: PASSWORD, permissions },
  });
  if (res.status !== 201) throw new Error(`create user: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id as string, email, password: PASSWORD, token: await login(email, PASSWORD) };
}

/** Registers a client at the registration endpoint (RFC 7591), as an MCP host does. */
export async function registerDynamic(metadata: Record<string, unknown>) {
  const res = await fetch(`${stack().origin}/api/v2/oauth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(metadata),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

/** One JSON-RPC message to /mcp over plain HTTP (what the SDK would send), for status codes and headers. */
export async function rawMcp(message: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(mcpUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify(message),
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, headers: res.headers, body };
}

export const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
};

export const toolCall = (name: string, args: Record<string, unknown>, id = 2) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: args },
});

/** Calls a tool and returns its structured result; fails on a tool error. */
export async function tool(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  expect(result.isError, `${name}: ${JSON.stringify(result.content)}`).to.not.equal(true);
  return result.structuredContent as Record<string, any>;
}

/** Follows a run with get_interview until it reaches `state`. */
async function until(client: Client, runId: string, state: string, ms = 20_000) {
  const deadline = Date.now() + ms;
  let last: Record<string, any> = {};
  while (Date.now() < deadline) {
    last = await tool(client, 'get_interview', { run_id: runId });
    if (last.state === state) return last;
    await new Promise((r) => setTimeout(r, 150));
  }
  expect.fail(`run ${runId} did not reach ${state} (last ${JSON.stringify(last)})`);
}

/** A whole run through MCP tools: create_interview, the plan generated, get_plan, approve_plan, get_plan. */
export async function wholeRun(client: Client) {
  const created = await tool(client, 'create_interview', validInterview());
  expect(created).to.include({ created: true, state: 'GENERATING_PLAN' });
  await until(client, created.run_id, 'PENDING');
  const plan = await tool(client, 'get_plan', { run_id: created.run_id });
  expect(plan.run_id).to.equal(created.run_id);
  expect(plan.payload.competencies).to.be.an('array').that.is.not.empty;
  const approved = await tool(client, 'approve_plan', { run_id: created.run_id, comment: 'Reviewed by a person' });
  expect(approved).to.include({ run_id: created.run_id, state: 'APPROVED', message: 'Plan approved' });
  const after = await tool(client, 'get_plan', { run_id: created.run_id });
  expect(after.payload).to.deep.equal(plan.payload);
  const resource = await client.readResource({ uri: `interview://runs/${created.run_id}/plan` });
  expect(JSON.parse(String((resource.contents[0] as { text: string }).text)).payload).to.deep.equal(plan.payload);
  return created.run_id as string;
}
