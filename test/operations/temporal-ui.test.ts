/**
 * Issue 39 §5: the Temporal UI that `npm start` runs decodes the runs' encrypted payloads by default, through the
 * gateway's codec endpoint, which opens without a token to that UI only (its origin, from this machine, unproxied).
 */
import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import { call } from '../support/http.js';
import { launchBrowser, screenshot } from '../support/browser.js';
import { pendingRun } from '../support/runs.js';
import { stack } from '../support/stack.js';

const DECODE = '/api/v2/admin/temporal-codec/decode';

describe('issue 39 §5: the local Temporal UI decodes by default', function () {
  this.timeout(120_000);
  let browser: Browser;
  before(async () => (browser = await launchBrowser()));
  after(async () => browser?.close());

  it("shows a run's input decoded, with nothing pasted", async () => {
    const runId = await pendingRun();
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${stack().temporalUiUrl}/namespaces/default/workflows/${runId}`);
    // `initialState` is a field of the workflow's input: readable only once decoded.
    const input = page.getByText('"initialState"').first();
    await input.waitFor({ timeout: 30_000 });
    expect(await page.getByText('binary/encrypted').count(), 'no payload left encrypted').to.equal(0);
    await input.scrollIntoViewIfNeeded();
    await screenshot(page, 'temporal-ui-decoded');
    await page.close();
  });

  it('the token-free decode is for that UI only: another origin, or a proxied request, needs a super admin', async () => {
    const body = { payloads: [] };
    const local = stack().temporalUiUrl!;
    expect((await call(DECODE, { body, headers: { origin: local } })).status).to.equal(200);
    expect((await call(DECODE, { body, headers: { origin: 'http://127.0.0.1:1' } })).status).to.equal(401);
    expect((await call(DECODE, { body })).status).to.equal(401);
    const proxied = { origin: local, 'x-forwarded-for': '203.0.113.9' };
    expect((await call(DECODE, { body, headers: proxied })).status).to.equal(401);
    expect((await call('/api/v2/admin/temporal-codec/encode', { body, headers: { origin: local } })).status).to.equal(
      401,
    );
  });
});
