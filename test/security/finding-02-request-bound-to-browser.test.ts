import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import { pino } from 'pino';
import { createAuthApp } from '@irs/auth';
import { listen } from '@irs/shared';
import { db } from '../support/db.js';
import { tenantAdmin } from '../support/identity.js';
import { stack } from '../support/stack.js';
import {
  CookieJar,
  authorizeUrl,
  context,
  decide,
  registerClient,
  startAuthorize,
  type RegisteredClient,
} from '../oauth/support.js';

const STARTED_ELSEWHERE = 'This authorization request was started in another browser; start again from the application';
const EVIL = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

const setCookieOf = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
const cookieValue = (line: string | undefined) => line?.split(';')[0]!.split('=')[1];
const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

describe('Finding 2: the pending request is bound to the browser that started it', () => {
  let client: RegisteredClient;
  let victim: string;

  before(async () => {
    client = await registerClient({ name: 'Finding 2 ATS', scopes: ['interview:read'] });
    victim = await tenantAdmin();
  });

  it('/authorize sets an HttpOnly SameSite=Lax cookie whose SHA-256 the PRT carries', async () => {
    const start = await startAuthorize({ client });
    const line = setCookieOf(start.res, 'irs_authz');
    expect(line)
      .to.match(/; path=\//i)
      .and.match(/; httponly/i)
      .and.match(/; samesite=lax/i);
    expect(line, 'no Secure flag on an http origin').to.not.match(/; secure/i);
    expect(decodeJwt(start.prt!).bnd).to.equal(sha256(cookieValue(line)!));
  });

  it("a PRT handed to another browser is refused there (400), and no browser ever receives a code for the victim's account", async () => {
    // The attacker's browser starts the request; the victim is lured to the consent page with the attacker's PRT.
    const attacker = await startAuthorize({ client });
    const victimBrowser = await startAuthorize({ client }); // has a binding cookie of its own
    for (const jar of [undefined, victimBrowser.jar]) {
      for (const reply of [
        await context(attacker.prt!, victim, jar),
        await decide(attacker.prt!, victim, 'allow', jar),
      ]) {
        expect(reply.status).to.equal(400);
        expect(reply.body).to.deep.equal({ statusCode: 400, message: STARTED_ELSEWHERE });
      }
    }
    // Nothing was decided: resuming the request yields no code in either browser.
    const resume = `${stack().origin}/api/v2/oauth/authorize/${decodeJwt(attacker.prt!).sub}`;
    for (const jar of [attacker.jar, victimBrowser.jar]) {
      const resumed = await jar.fetch(resume);
      expect(resumed.headers.get('location') ?? '').to.not.include('code=');
    }
    const ledger = await (
      await db()
    ).query(
      `SELECT count(*)::int AS n FROM oidc_payloads WHERE kind = 'AuthorizationCode' AND payload->>'clientId' = $1`,
      [client.client_id],
    );
    expect(ledger[0].n).to.equal(0);
  });

  it('X-Forwarded-Host / X-Forwarded-Proto sent by a client never steer a redirect of the flow', async () => {
    const jar = new CookieJar();
    const { url } = await authorizeUrl({ client });
    const started = await jar.fetch(url.href, { headers: EVIL });
    expect(started.status).to.equal(302);
    const consent = new URL(started.headers.get('location')!);
    expect(consent.origin).to.equal(stack().origin);
    const prt = consent.searchParams.get('prt')!;
    expect((await context(prt, victim, jar)).status).to.equal(200);
    const decided = await decide(prt, victim, 'allow', jar);
    expect(decided.status).to.equal(200);
    expect(new URL(decided.body.redirect_to).origin, 'resume URL').to.equal(stack().origin);
    const resumed = await jar.fetch(decided.body.redirect_to, { headers: EVIL });
    const callback = new URL(resumed.headers.get('location')!);
    expect(callback.origin + callback.pathname).to.equal(client.redirect_uris[0]);
    expect(callback.searchParams.get('iss')).to.equal(stack().origin);
    expect(callback.searchParams.get('code')).to.be.a('string');
    for (const res of [started, resumed]) expect(res.headers.getSetCookie().join('\n')).to.not.include('evil.example');
  });

  it('on an https origin the cookie is __Host- prefixed and Secure, and redirects keep the configured origin', async () => {
    const origin = 'https://irs.example.test';
    const { app } = await createAuthApp({
      ds: await db(),
      config: { ...stack().config, origin, appUrl: `${origin}/app` },
      encKey: stack().encKey,
      logger: pino({ level: 'silent' }),
    });
    const server = await listen(app, 0, '127.0.0.1');
    try {
      const { url } = await authorizeUrl({ client });
      const res = await fetch(`http://127.0.0.1:${server.port}${url.pathname}${url.search}`, {
        redirect: 'manual',
        headers: EVIL,
      });
      expect(res.status).to.equal(302);
      expect(res.headers.get('location')).to.match(new RegExp(`^${origin}/app/consent\\?prt=`));
      const line = setCookieOf(res, '__Host-irs_authz');
      expect(line)
        .to.match(/; path=\//i)
        .and.match(/; secure/i)
        .and.match(/; httponly/i)
        .and.match(/; samesite=lax/i);
      expect(line).to.not.match(/; domain=/i);
    } finally {
      await server.close();
    }
  });
});
