import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, launchBrowser } from '../support/browser.js';
import { call } from '../support/http.js';
import { bearer, tenantAdmin } from '../support/identity.js';
import { stack } from '../support/stack.js';
import { consolePage, seriousViolations } from '../console/support.js';

/**
 * The API reference at /api/v2/docs (issue 34 §2), used as an integrator would in headless Chromium: it comes from our
 * origin alone under its own policy, its left column has every tag of the served document and every webhook event,
 * and "try it" with a real API key gets a 200 in the page.
 */
interface Doc {
  tags: { name: string }[];
  paths: Record<string, Record<string, { tags: string[] }>>;
  webhooks: Record<string, unknown>;
}

const docsUrl = () => `${stack().origin}/api/v2/docs`;
const sidebar = (page: Page) => page.getByRole('complementary', { name: /^Sidebar/ });

describe('API reference page (/api/v2/docs)', function () {
  this.timeout(120_000);
  let browser: Browser;
  let doc: Doc;

  before(async () => {
    browser = await launchBrowser();
    doc = (await call<Doc>('/api/v2/openapi.json')).body;
  });
  after(() => browser?.close());

  it('loads from our origin alone, under its policy, and lists every tag and every webhook event', async () => {
    const { page, refused } = await consolePage(browser);
    const requested: string[] = [];
    page.on('request', (r) => void requested.push(r.url()));
    await page.goto(docsUrl());
    await page.getByRole('heading', { level: 1, name: 'Interview Run Service' }).waitFor();

    // Every tag an operation carries, read from the served document, has its link in the left column.
    const tags = [...new Set(Object.values(doc.paths).flatMap((ops) => Object.values(ops).flatMap((o) => o.tags)))];
    expect(tags).to.include.members(['Integration', 'Webhook configuration']);
    for (const tag of tags) await sidebar(page).getByRole('link', { name: tag, exact: true }).waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'reference-page.png') });

    // The Webhooks section: every event, and how to verify a delivery.
    await sidebar(page).getByRole('button', { name: 'Open Group - Webhooks' }).click();
    for (const event of Object.keys(doc.webhooks))
      await sidebar(page)
        .getByRole('link', { name: new RegExp(`^${event.replace('.', '\\.')}\\b`) })
        .waitFor();
    const intro = page.getByRole('region', { name: 'Introduction' });
    await intro.getByRole('heading', { level: 2, name: 'Webhooks' }).waitFor();
    for (const header of ['webhook-id', 'webhook-timestamp', 'webhook-signature'])
      expect(await intro.getByText(header, { exact: true }).count(), header).to.be.greaterThan(0);

    const elsewhere = requested.filter((u) => !u.startsWith(`${stack().origin}/`) && !/^(data|blob):/.test(u));
    expect(elsewhere, 'requests to another origin').to.deep.equal([]);
    expect(refused, 'what the policy refused').to.deep.equal([]);
    await page.context().close();
  });

  it('"try it" with an API key answers 200 in the page', async () => {
    const created = await call('/api/v2/tenant/api-keys', {
      headers: bearer(await tenantAdmin()),
      body: { name: 'reference page', permissions: ['interview:read'] },
    });
    expect(created.status).to.equal(201);
    const { page, refused } = await consolePage(browser);
    await page.goto(`${docsUrl()}#tag/identity/GET/api/v2/me`);
    await page.getByRole('button', { name: 'Test Request (get /api/v2/me)' }).click();
    const client = page.getByRole('dialog', { name: 'API Client' });
    await client.getByRole('textbox', { name: 'Value' }).fill(created.body.api_key);
    const answered = page.waitForResponse((r) => r.url() === `${stack().origin}/api/v2/me`);
    await client.getByRole('button', { name: /^Send get request/ }).click();
    const answer = await answered;
    expect(answer.status()).to.equal(200);
    expect(((await answer.json()) as { id: string }).id).to.equal(created.body.id);
    // The page shows it: the status, and the key's id in the body.
    const response = client.getByRole('region', { name: 'Response' });
    await response.getByRole('link', { name: '200 OK' }).waitFor();
    await response.getByText(created.body.id).first().waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'reference-page-try-it.png') });
    expect(refused).to.deep.equal([]);
    await page.context().close();
  });

  it('has no serious or critical axe-core violation in our page, and none in Scalar’s beyond its two known', async () => {
    const { page } = await consolePage(browser, { bypassCSP: true }); // to inject axe-core
    await page.goto(docsUrl());
    await page.getByRole('heading', { level: 1, name: 'Interview Run Service' }).waitFor();
    expect(await seriousViolations(page, { exclude: [['#reference']] })).to.deep.equal([]);
    // Inside Scalar's markup, its colours are ours to keep at AA (reference.css); two violations are in the library's
    // own elements (docs/api.md): kept for the record in test/artifacts, and nothing beyond them.
    const scalar = await seriousViolations(page, { include: [['#reference']] });
    await writeFile(join(ARTIFACTS, 'reference-page-axe.json'), JSON.stringify(scalar, null, 2));
    const beyond = scalar.filter(
      (v) => !['aria-required-attr', 'scrollable-region-focusable'].includes(v.split(' ')[0]!),
    );
    expect(beyond).to.deep.equal([]);
    await page.context().close();
  });
});
