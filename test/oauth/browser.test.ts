import { expect } from 'chai';
import type { Server } from 'node:http';
import * as oauth from 'oauth4webapi';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser.js';
import { call } from '../support/http.js';
import { stack } from '../support/stack.js';
import {
  INSECURE,
  authorizationServer,
  authorizeUrl,
  callbackServer,
  clientAuth,
  registerClient,
  type RegisteredClient,
} from './support.js';

describe('OAuth login and consent pages (headless Chromium)', function () {
  this.timeout(120_000);
  let browser: Browser;
  let callback: { server: Server; uri: string };
  let client: RegisteredClient;

  before(async () => {
    browser = await launchBrowser();
    callback = await callbackServer();
    client = await registerClient({
      name: 'Browser ATS',
      redirect_uris: [callback.uri],
      scopes: ['interview:read', 'candidate:read', 'interview:create'],
    });
  });
  after(async () => {
    await browser?.close();
    callback?.server.close();
  });

  it('the pages forbid framing and load nothing from elsewhere', async () => {
    for (const path of ['/app/login', '/app/consent']) {
      const res = await call(path);
      expect(res.status).to.equal(200);
      expect(res.headers.get('x-frame-options')).to.equal('DENY');
      expect(res.headers.get('content-security-policy'))
        .to.include("frame-ancestors 'none'")
        .and.include("default-src 'none'");
      expect(res.headers.get('referrer-policy')).to.equal('no-referrer');
      expect(String(res.body)).to.not.match(/(src|href)="(https?:)?\/\//);
    }
  });

  it('login page -> consent page -> Allow -> redirect with code and state; Deny by keyboard -> access_denied', async () => {
    const page = await browser.newPage();
    const external: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.origin !== stack().origin && url.origin !== new URL(callback.uri).origin) external.push(r.url());
    });

    // 1. The client sends the browser to /authorize; not signed in, the consent page sends it to the login page.
    const allow = await authorizeUrl({ client, scope: 'interview:read candidate:read' });
    await page.goto(allow.url.href);
    await page.waitForURL(/\/app\/login\?return_to=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('return_to')!)).to.match(/^\/app\/consent\?prt=/);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await screenshot(page, 'oauth-1-login');

    // A wrong password keeps the user on the page with a readable error.
    await page.getByLabel('Email').fill(stack().creds.customer.admin_email);
    await page.getByLabel('Password').fill('wrong password entirely');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('alert')
      .first()
      .filter({ hasText: /invalid/i })
      .waitFor();

    await page.getByLabel('Password').fill(stack().creds.customer.admin_password);
    await page.getByLabel('Password').press('Enter');

    // 2. Back on the consent page (return URL preserved): client name and each scope in plain words.
    await page.getByRole('heading', { name: 'Allow Browser ATS?' }).waitFor();
    expect(page.url()).to.match(/\/app\/consent\?prt=/);
    const items = await page.getByRole('list').getByRole('listitem').allTextContents();
    expect(items).to.have.length(2);
    expect(items[0]).to.include('View interviews').and.include('interview:read');
    expect(items[1]).to.include('View candidate information');
    expect(await page.getByText('Browser ATS', { exact: true }).isVisible()).to.equal(true);
    await screenshot(page, 'oauth-2-consent');

    // 3. Allow: the browser lands on the client's redirect_uri with code and state.
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.href.startsWith(callback.uri));
    const allowed = new URL(page.url());
    expect(allowed.searchParams.get('state')).to.equal(allow.state);
    expect(allowed.searchParams.get('code')).to.be.a('string');
    await screenshot(page, 'oauth-3-redirected');
    // The code is good: the client redeems it.
    const as = await authorizationServer();
    const params = oauth.validateAuthResponse(as, { client_id: client.client_id }, allowed, allow.state);
    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      { client_id: client.client_id },
      await oauth.authorizationCodeGrantRequest(
        as,
        { client_id: client.client_id },
        clientAuth(client),
        params,
        callback.uri,
        allow.verifier,
        INSECURE,
      ),
    );
    expect(tokens.scope).to.equal('interview:read candidate:read');

    // 4. Same scopes again: consent was given, so the screen is skipped and the client gets a code straight away.
    const again = await authorizeUrl({ client, scope: 'interview:read candidate:read' });
    await page.goto(again.url.href);
    await page.waitForURL((url) => url.href.startsWith(callback.uri));
    expect(new URL(page.url()).searchParams.get('code')).to.be.a('string');

    // 5. Other scopes: the screen shows; Deny by keyboard only.
    const deny = await authorizeUrl({ client, scope: 'interview:create' });
    await page.goto(deny.url.href);
    await page.getByRole('heading', { name: 'Allow Browser ATS?' }).waitFor();
    await page.keyboard.press('Tab'); // from the focused heading to Allow
    expect(await page.evaluate('document.activeElement?.textContent')).to.equal('Allow');
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement?.textContent')).to.equal('Deny');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.href.startsWith(callback.uri));
    const denied = new URL(page.url());
    expect(denied.searchParams.get('error')).to.equal('access_denied');
    expect(denied.searchParams.get('state')).to.equal(deny.state);
    expect(denied.searchParams.has('code')).to.equal(false);
    await screenshot(page, 'oauth-4-denied');
    expect(external, 'no request left the service origin').to.deep.equal([]);
    await page.close();
  });

  it('a refused user sees the reason on the consent page and can return to the application', async () => {
    const page = await browser.newPage();
    const start = await authorizeUrl({ client, scope: 'interview:read' });
    await page.goto(start.url.href);
    await page.waitForURL(/\/app\/login/);
    await page.getByLabel('Email').fill(stack().creds.platform.admin_email);
    await page.getByLabel('Password').fill(stack().creds.platform.admin_password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('platform-workspace accounts cannot complete OAuth flows').waitFor();
    await screenshot(page, 'oauth-5-refused');
    await page.getByRole('button', { name: 'Cancel and return to the application' }).click();
    await page.waitForURL((url) => url.href.startsWith(callback.uri));
    expect(new URL(page.url()).searchParams.get('error')).to.equal('access_denied');
    await page.close();
  });

  describe('Finding 5: no open redirect after login', () => {
    // A tab (which browsers drop, leaving //evil.example) and a backslash (which they read as a slash).
    for (const returnTo of ['%2F%09%2Fevil.example', '/\\evil.example']) {
      it(`return_to=${returnTo} lands on the app after login, never off-origin`, async () => {
        const page = await browser.newPage();
        const visited: string[] = [];
        page.on('request', (r) => visited.push(r.url()));
        await page.goto(`${stack().origin}/app/login?return_to=${returnTo}`);
        await page.getByLabel('Email').fill(stack().creds.customer.admin_email);
        await page.getByLabel('Password').fill(stack().creds.customer.admin_password);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL((url) => url.pathname !== '/app/login');
        const landed = new URL(page.url());
        expect(landed.origin).to.equal(stack().origin);
        expect(landed.pathname).to.match(/^\/app\//);
        expect(visited.filter((url) => new URL(url).origin !== stack().origin)).to.deep.equal([]);
        await page.close();
      });
    }
  });
});
