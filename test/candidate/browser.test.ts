import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import { call } from '../support/http.js';
import { db } from '../support/db.js';
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

  it('a Send whose reply was lost goes again with the same Idempotency-Key and is recorded once', async () => {
    const invited = await invitedRun();
    const page = await browser.newPage();
    const startKeys: string[] = [];
    const sent: { key: string; replayed?: string }[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/candidate-session/start', (route) => {
      startKeys.push(route.request().headers()['idempotency-key']!);
      return route.continue();
    });
    // The first answer reaches the service, but its reply is lost on the way back: the browser sees a 503.
    await page.route('**/api/v1/candidate-session/messages', async (route) => {
      const attempt: (typeof sent)[number] = { key: route.request().headers()['idempotency-key']! };
      sent.push(attempt);
      if (sent.length > 1) {
        const response = await route.fetch();
        attempt.replayed = response.headers()['idempotent-replayed'];
        return route.fulfill({ response });
      }
      await held;
      await route.fetch();
      const body = { statusCode: 503, message: 'The run engine did not answer in time', details: [] };
      return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify(body) });
    });

    await page.goto(`${stack().config.appUrl}/join/${invited.token}`);
    await page.getByLabel('6-digit code from your invitation').fill(invited.otp);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('I have read this notice and agree to take part').check();
    await page.getByRole('button', { name: 'Start the interview' }).click();
    await page.getByRole('log', { name: 'Conversation' }).getByText('Acme Corp').first().waitFor();

    await page.getByLabel('Your answer').fill(CONCRETE);
    const send = page.getByRole('button', { name: 'Send answer' });
    await send.click();
    await page.getByRole('status').getByText('The interviewer is thinking…').waitFor();
    expect(await send.getAttribute('aria-busy')).to.equal('true');
    expect(await send.isDisabled()).to.equal(true);
    await screenshot(page, 'candidate-thinking');
    release();
    await page.getByRole('status').getByText('did not answer in time').waitFor();
    expect(await send.getAttribute('aria-busy')).to.equal('false');

    await send.click(); // the same text again
    await page.locator('#transcript li.interviewer').nth(1).waitFor();
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(startKeys).to.have.length(1);
    expect(startKeys[0]).to.match(uuid);
    expect(sent.map((a) => a.key)).to.deep.equal([sent[0]!.key, sent[0]!.key]);
    expect(sent[0]!.key).to.match(uuid).and.not.equal(startKeys[0]);
    expect(sent[1]!.replayed, 'the service answered the repeat from its first response').to.equal('true');
    expect(await page.locator('#transcript li.candidate').count()).to.equal(1);
    const [run] = await (await db()).query(`SELECT transcript FROM runs WHERE run_id = $1`, [invited.runId]);
    const answers = run.transcript.filter((u: { speaker: string }) => u.speaker === 'candidate');
    expect(answers.map((u: { text: string }) => u.text)).to.deep.equal([CONCRETE]);
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
