import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as oauth from 'oauth4webapi';
import { call } from '../support/http.js';
import { bearer, platformAdmin } from '../support/identity.js';
import { stack } from '../support/stack.js';

export const INSECURE = { [oauth.allowInsecureRequests]: true } as const;

let as: oauth.AuthorizationServer | undefined;

/** RFC 8414 discovery of the running server, as a client library does it. */
export async function authorizationServer(): Promise<oauth.AuthorizationServer> {
  if (as) return as;
  const issuer = new URL(stack().origin);
  const res = await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...INSECURE });
  as = await oauth.processDiscoveryResponse(issuer, res);
  return as;
}

export interface RegisteredClient {
  client_id: string;
  client_secret?: string;
  name: string;
  tenant_id: string;
  audience: 'TENANT' | 'PLATFORM';
  client_type: 'confidential' | 'public';
  redirect_uris: string[];
  scopes: string[];
}

export const REDIRECT_URI = 'http://127.0.0.1:9/callback';

/** Registers a client through the admin API (platform admin of the bootstrap platform by default). */
export async function registerClient(
  body: Partial<Omit<RegisteredClient, 'client_id' | 'client_secret'>> = {},
  adminToken?: string,
): Promise<RegisteredClient> {
  const res = await call('/api/v2/admin/oauth-clients', {
    headers: bearer(adminToken ?? (await platformAdmin())),
    body: {
      name: 'Partner ATS',
      tenant_id: stack().creds.customer.tenant_id,
      audience: 'TENANT',
      client_type: 'confidential',
      redirect_uris: [REDIRECT_URI],
      scopes: ['interview:read', 'interview:create', 'candidate:read'],
      ...body,
    },
  });
  if (res.status !== 201) throw new Error(`register client failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as RegisteredClient;
}

export const clientAuth = (c: RegisteredClient) =>
  c.client_secret ? oauth.ClientSecretBasic(c.client_secret) : oauth.None();

/** A minimal cookie jar: the browser's interaction cookies must come back when the request resumes. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, i).trim(), pair!.slice(i + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  /** One request without following redirects; cookies in and out. */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: this.header() },
    });
    this.store(res);
    return res;
  }
}

export interface AuthorizeRequest {
  client: RegisteredClient;
  scope?: string;
  state?: string;
  verifier?: string;
  extra?: Record<string, string | undefined>;
}

/** The URL a client sends the browser to (PKCE S256 unless `extra` overrides it). */
export async function authorizeUrl(req: AuthorizeRequest) {
  const server = await authorizationServer();
  const verifier = req.verifier ?? oauth.generateRandomCodeVerifier();
  const state = req.state ?? oauth.generateRandomState();
  const url = new URL(server.authorization_endpoint!);
  const params: Record<string, string | undefined> = {
    response_type: 'code',
    client_id: req.client.client_id,
    redirect_uri: req.client.redirect_uris[0],
    scope: req.scope ?? req.client.scopes.join(' '),
    state,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...req.extra,
  };
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, v);
  return { url, verifier, state };
}

/** GET /authorize: 302 to the consent page with a PRT. */
export async function startAuthorize(req: AuthorizeRequest) {
  const jar = new CookieJar();
  const { url, verifier, state } = await authorizeUrl(req);
  const res = await jar.fetch(url.href);
  const location = res.headers.get('location') ?? '';
  const prt = new URL(location, stack().origin).searchParams.get('prt');
  return { jar, res, location, prt, verifier, state };
}

/** The user's bearer token, and the cookies of the browser that makes the call (if any). */
const consentHeaders = (userToken: string, jar?: CookieJar) => ({
  ...bearer(userToken),
  ...(jar ? { cookie: jar.header() } : {}),
});

export const context = (prt: string, userToken: string, jar?: CookieJar) =>
  call(`/api/v2/oauth/authorize/context?prt=${encodeURIComponent(prt)}`, { headers: consentHeaders(userToken, jar) });

export const decide = (prt: string, userToken: string, decision: 'allow' | 'deny', jar?: CookieJar) =>
  call('/api/v2/oauth/authorize/decision', { headers: consentHeaders(userToken, jar), body: { prt, decision } });

/**
 * The whole browser leg: /authorize → consent API (user bearer) → top-level navigation to redirect_to → 303 to the
 * client's redirect_uri. Returns the callback URL the client receives.
 */
export async function authorizeAs(req: AuthorizeRequest, userToken: string, decision: 'allow' | 'deny' = 'allow') {
  const start = await startAuthorize(req);
  if (start.res.status !== 302 || !start.prt)
    throw new Error(`authorize: ${start.res.status} ${start.location} ${await start.res.text()}`);
  const ctx = await context(start.prt, userToken, start.jar);
  if (decision === 'allow' && ctx.status !== 200) throw new Error(`context: ${ctx.status} ${JSON.stringify(ctx.body)}`);
  const d = await decide(start.prt, userToken, decision, start.jar);
  if (d.status !== 200) throw new Error(`decision: ${d.status} ${JSON.stringify(d.body)}`);
  const resumed = await start.jar.fetch(d.body.redirect_to as string);
  const callback = new URL(resumed.headers.get('location') ?? '', stack().origin);
  return { ...start, context: ctx.body, resumed, callback };
}

/** Authorization code + PKCE up to the token response, with oauth4webapi doing the client side. */
export async function codeFlowTokens(req: AuthorizeRequest, userToken: string) {
  const server = await authorizationServer();
  const flow = await authorizeAs(req, userToken);
  const client = { client_id: req.client.client_id };
  const params = oauth.validateAuthResponse(server, client, flow.callback, flow.state);
  const res = await oauth.authorizationCodeGrantRequest(
    server,
    client,
    clientAuth(req.client),
    params,
    req.client.redirect_uris[0]!,
    flow.verifier,
    INSECURE,
  );
  const tokens = await oauth.processAuthorizationCodeResponse(server, client, res);
  return { flow, params, tokens };
}

/** A raw form POST to a token-like endpoint (for requests a client library refuses to make). */
export async function formPost(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return call(path, {
    raw: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

export const basic = (c: RegisteredClient) => ({
  authorization: `Basic ${Buffer.from(`${encodeURIComponent(c.client_id)}:${encodeURIComponent(c.client_secret ?? '')}`).toString('base64')}`,
});

/** A local "client application" that receives the redirect (for the browser test). */
export async function callbackServer(): Promise<{ server: Server; uri: string }> {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>Client</title><p>${req.url}</p>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, uri: `http://127.0.0.1:${(server.address() as AddressInfo).port}/callback` };
}
