import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { call } from '../support/http.js';
import { consolePage, consoleUrl, heading, recruiter, screenshots, signIn } from './support.js';

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

describe('recruiter console: serving and sign-in', function () {
  this.timeout(120_000);
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('serves the app at /console with a strict CSP; every client route falls back to index.html', async () => {
    for (const path of ['/console', '/console/', '/console/runs', '/console/runs/run_1_ab', '/console/login']) {
      const res = await call(path);
      expect(res.status, path).to.equal(200);
      expect(res.headers.get('content-type'), path).to.match(/^text\/html/);
      expect(res.headers.get('content-security-policy'), path).to.equal(CSP);
      expect(res.headers.get('x-frame-options')).to.equal('DENY');
      expect(res.headers.get('referrer-policy')).to.equal('no-referrer');
      expect(res.headers.get('x-content-type-options')).to.equal('nosniff');
      expect(res.headers.get('cache-control'), 'a new build is picked up at once').to.equal('no-cache');
    }
    const html = (await call('/console')).body as string;
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts, 'one module script').to.have.length(1);
    expect(
      scripts.every((tag) => /\ssrc="\/console\/assets\/[^"]+\.js"/.test(tag)),
      'no inline script',
    ).to.equal(true);
    expect(html, 'nothing from another origin').not.to.match(/(src|href)="(https?:)?\/\//);
  });

  it('hashed assets are cached immutable; an unknown asset is a 404, not the app', async () => {
    const html = (await call('/console')).body as string;
    const script = html.match(/src="(\/console\/assets\/[^"]+\.js)"/)![1]!;
    const res = await call(script);
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/javascript/);
    expect(res.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
    expect(res.headers.get('content-security-policy')).to.equal(CSP);
    const missing = await call('/console/assets/missing-0000.js');
    expect(missing.status).to.equal(404);
    expect(missing.body).to.include({ statusCode: 404 });
  });

  it('a wrong password is refused clearly; the token stays in memory only, and a reload signs out', async () => {
    const { page, refused } = await consolePage(browser);
    await page.goto(consoleUrl('/runs'));
    await heading(page, 'Sign in').waitFor();
    await screenshots(page, '01-sign-in');
    await signIn(page, { email: recruiter().email, password: 'not the password' });
    await page.getByRole('alert').getByText('Wrong email or password.').waitFor();
    await screenshots(page, '01-sign-in-error');

    const login = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/login') && r.status() === 200);
    await signIn(page, recruiter());
    const token = ((await (await login).json()) as { access_token: string }).access_token;
    await heading(page, 'Runs').waitFor(); // back to the page asked for
    const stored = await page.evaluate(() => {
      const w = globalThis as any; // the page's window (the tests are type-checked without the DOM library)
      return {
        local: JSON.stringify({ ...w.localStorage }),
        session: JSON.stringify({ ...w.sessionStorage }),
        cookie: w.document.cookie,
      };
    });
    expect(stored.local + stored.session + stored.cookie).not.to.include(token);
    expect(stored).to.deep.equal({ local: '{}', session: '{}', cookie: '' });

    await page.reload();
    await heading(page, 'Sign in').waitFor();
    expect(refused).to.deep.equal([]);
  });
});
