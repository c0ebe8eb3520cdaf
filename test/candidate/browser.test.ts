import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import { call } from '../support/http.js';
import { launchBrowser, screenshot } from '../support/browser.js';
import { CONCRETE, invitedRun } from '../support/candidate.js';
import { customerKey, runPath } from '../support/runs.js';
import { stack } from '../support/stack.js';

describe('candidate web app (headless Chromium)', function () {
  this.timeout(120_000);
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('join -> code -> consent -> interview by keyboard and clicks -> reload resumes -> finish', async () => {
    const invited = await invitedRun();
    const page = await browser.newPage();
    await page.goto(`${stack().config.appUrl}/join/${invited.token}`);
    await page.getByRole('heading', { name: 'Interview with Acme Corp' }).waitFor();
    await screenshot(page, 'candidate-1-join');

    await page.getByLabel('6-digit code from your invitation').fill(invited.otp);
    await page.getByRole('button', { name: 'Continue' }).click();
    const start = page.getByRole('button', { name: 'Start the interview' });
    await start.waitFor();
    await screenshot(page, 'candidate-2-consent');
    await start.click();
    expect(
      await page.getByRole('heading', { name: 'Before we start' }).isVisible(),
      'the checkbox is required',
    ).to.equal(true);
    await page.getByLabel('I have read this notice and agree to take part').check();
    await start.click();

    const log = page.getByRole('log', { name: 'Conversation' });
    await log.getByText('Acme Corp').first().waitFor();
    const answer = page.getByLabel('Your answer');
    await answer.fill(CONCRETE);
    await answer.press('Control+Enter'); // keyboard path
    await page.locator('#transcript li.interviewer').nth(1).waitFor();
    await page.reload();
    await page.locator('#transcript li').nth(2).waitFor();
    expect(await page.locator('#transcript li').count(), 'the reload resumes the conversation').to.equal(3);
    await screenshot(page, 'candidate-3-interview');

    for (let i = 0; i < 40 && (await answer.isEnabled()); i++) {
      const before = await page.locator('#transcript li').count();
      await answer.fill(CONCRETE);
      await page.getByRole('button', { name: 'Send answer' }).click();
      await page
        .locator('#transcript li')
        .nth(before + 1)
        .waitFor();
    }
    expect(await answer.isEnabled(), 'the interviewer closed the conversation').to.equal(false);
    await page.getByRole('button', { name: 'Finish the interview' }).click();
    await page.getByRole('heading', { name: 'Thank you' }).waitFor();
    await screenshot(page, 'candidate-4-done');

    const status = await call(runPath(invited.runId), { headers: customerKey() });
    expect(['ASSESSMENT_PENDING', 'ASSESSMENT_READY']).to.include(status.body.state);
  });

  it('a wrong code shows the remaining attempts', async () => {
    const invited = await invitedRun();
    const page = await browser.newPage();
    await page.goto(`${stack().config.appUrl}/join/${invited.token}`);
    await page.getByLabel('6-digit code from your invitation').fill(invited.otp === '999999' ? '000000' : '999999');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('4 attempts left').waitFor();
    await screenshot(page, 'candidate-wrong-code');
  });
});
