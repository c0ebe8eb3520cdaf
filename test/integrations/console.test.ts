/**
 * Issue 36 in the console, as an admin uses it: Settings → Interview templates (create one, watch its plan being
 * generated, review it with the run page's plan view, ask for changes, approve it) and Settings → ATS integrations
 * (turn Greenhouse and Ashby on, store the Ashby key, shown back by hint only), by mouse and by keyboard, with axe-core
 * and screenshots at 1280 and 390.
 */
import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { consolePage, heading, recruiter, screenshots, seriousViolations, signIn, tabTo } from '../console/support.js';

describe('console: interview templates and ATS integrations (issue 36)', function () {
  this.timeout(180_000);
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('creates a template, reviews its plan, requests changes and approves it', async () => {
    const { page, refused } = await consolePage(browser, { bypassCSP: true });
    await signIn(page, recruiter());
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('link', { name: 'Interview templates' }).click();
    await heading(page, 'Interview templates').waitFor();
    const name = `Data engineer ${Date.now()}`;
    const form = page.getByRole('form', { name: 'New template' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Position').fill('Data Engineer');
    await form.getByText('Senior', { exact: true }).click();
    expect(await form.getByRole('radio', { name: 'Senior' }).isChecked()).to.equal(true);
    await form.getByLabel('Skills').fill('Python\nSQL\nAirflow');
    await form.getByLabel('Qualifications').fill('5+ years building data pipelines is required');
    await form.getByRole('button', { name: 'Create template' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Template ${name} created` })
      .waitFor();
    const review = page.getByRole('region', { name: new RegExp(`${name}: plan waits for review`) });
    await review.waitFor({ timeout: 60_000 });
    await review.getByRole('heading', { name: 'Competencies' }).waitFor();
    expect(await review.getByRole('heading', { name: 'Screening facts' }).count()).to.equal(1);
    expect(await seriousViolations(page), 'axe').to.deep.equal([]);
    await screenshots(page, 'settings-templates-review');

    await review.getByRole('button', { name: 'Request changes' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Comments').fill('Add a competency on data quality');
    await dialog.getByRole('button', { name: 'Send comments' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Changes to ${name} requested` })
      .waitFor();
    const again = page.getByRole('region', { name: new RegExp(`${name}: plan waits for review`) });
    await again.getByRole('button', { name: 'Approve plan' }).waitFor({ timeout: 60_000 });
    await again.getByRole('button', { name: 'Approve plan' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Plan of ${name} approved` })
      .waitFor();
    await page.getByRole('region', { name: new RegExp(`${name}: plan approved`) }).waitFor();
    expect(await page.getByRole('button', { name: 'Approve plan' }).count(), 'approved once').to.equal(0);
    expect(refused).to.deep.equal([]);
    await page.context().close();
  });

  it('turns the adapters on and stores the Ashby key by keyboard; the key is shown by hint only', async () => {
    const { page, refused } = await consolePage(browser, { bypassCSP: true });
    await signIn(page, recruiter());
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('link', { name: 'ATS integrations' }).click();
    await heading(page, 'ATS integrations').waitFor();
    const greenhouse = page.getByRole('switch', { name: 'Greenhouse assessments on' });
    await tabTo(page, greenhouse);
    await page.keyboard.press('Space');
    await tabTo(page, page.getByLabel('Ashby API key'));
    await page.keyboard.type('ashby-key-typed-in-the-console');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Integration settings saved.' }).waitFor();
    await page.getByText('Stored: ****sole').waitFor();
    expect(await page.getByRole('switch', { name: 'Greenhouse assessments on' }).isChecked()).to.equal(true);
    expect(await page.content()).not.to.include('ashby-key-typed-in-the-console');
    expect(await page.getByLabel('Greenhouse endpoint').inputValue()).to.match(/\/integrations\/greenhouse\/$/);
    expect(await seriousViolations(page), 'axe').to.deep.equal([]);
    await screenshots(page, 'settings-integrations');
    expect(refused).to.deep.equal([]);
    await page.context().close();
  });
});
