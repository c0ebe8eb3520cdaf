import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { assessedRun } from '../support/candidate.js';
import { createInterview, pendingRun } from '../support/runs.js';
import { consolePage, consoleUrl, heading, recruiter, seriousViolations, signIn } from './support.js';

describe('recruiter console: accessibility (axe-core)', function () {
  this.timeout(180_000);
  let browser: Browser;
  let page: Page;
  const names = {
    pending: `Mary Jackson ${randomUUID().slice(0, 6)}`,
    assessed: `Annie Easley ${randomUUID().slice(0, 6)}`,
    waiting: `Dorothy Vaughan ${randomUUID().slice(0, 6)}`,
  };
  before(async () => {
    browser = await launchBrowser();
    await pendingRun({ candidate_name: names.pending });
    await assessedRun('relevant', { candidate_name: names.assessed });
    // Too little posting data: the run waits in INFO_NEEDED.
    await createInterview({
      candidate_name: names.waiting,
      skills: undefined,
      qualifications: undefined,
      job_description: undefined,
    });
    // The CSP refuses axe's injected script tag, as it should any inline script: bypassed for these checks only.
    page = (await consolePage(browser, { bypassCSP: true })).page;
  });
  after(() => browser?.close());

  const noSeriousViolation = async (what: string) =>
    expect(await seriousViolations(page), `${what}: serious or critical violations`).to.deep.equal([]);

  it('sign-in page', async () => {
    await page.goto(consoleUrl('/login'));
    await heading(page, 'Sign in').waitFor();
    await noSeriousViolation('sign-in');
  });

  it('inbox', async () => {
    await signIn(page, recruiter());
    await page.getByRole('link', { name: names.pending }).waitFor();
    await noSeriousViolation('inbox');
  });

  it('runs page', async () => {
    await page.getByRole('link', { name: 'Runs', exact: true }).click();
    await page.getByRole('row', { name: new RegExp(names.pending) }).waitFor();
    await noSeriousViolation('runs');
  });

  it('run page: plan review, and its revision dialog', async () => {
    await page.getByRole('row', { name: new RegExp(names.pending) }).click();
    await page.getByRole('heading', { name: 'Interview plan' }).waitFor();
    await noSeriousViolation('run page (plan review)');
    await page.getByRole('button', { name: 'Revise plan' }).click();
    await page.getByRole('dialog').waitFor();
    await noSeriousViolation('revision dialog');
    await page.keyboard.press('Escape');
  });

  it('run page: the plan editor, with an item added', async () => {
    await page.getByRole('button', { name: 'Edit plan' }).click();
    const editor = page.getByRole('form', { name: 'Edit the plan' });
    await editor.getByRole('button', { name: 'Add competency' }).click();
    await noSeriousViolation('plan editor');
    await editor.getByRole('button', { name: 'Cancel' }).click();
  });

  it('run page: the revisions and timeline panels, open', async () => {
    await page.getByRole('button', { name: 'Revisions', exact: true }).click();
    await page.getByRole('button', { name: 'Timeline', exact: true }).click();
    await page.getByText('Generated from the posting').waitFor();
    await page.getByText('Plan ready for review').waitFor();
    await noSeriousViolation('revisions and timeline');
  });

  it('run page: assessment review, with its transcript and a followed quote', async () => {
    await page.getByRole('link', { name: 'Inbox' }).click();
    await page.getByRole('link', { name: names.assessed }).click();
    await page.getByRole('heading', { name: 'Assessment' }).waitFor();
    await page
      .getByRole('link', { name: /Show in transcript/ })
      .first()
      .click();
    await page.locator('.turn mark').waitFor();
    await noSeriousViolation('run page (assessment review)');
  });

  it('run page: the missing-information form', async () => {
    await page.getByRole('link', { name: 'Inbox' }).click();
    await page.getByRole('link', { name: names.waiting }).click();
    await page.getByRole('form', { name: 'Missing information' }).waitFor();
    await noSeriousViolation('run page (missing information)');
  });
});
