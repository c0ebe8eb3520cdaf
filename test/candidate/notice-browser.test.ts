import { readFile } from 'node:fs/promises';
import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { call } from '../support/http.js';
import { launchBrowser, screenshot } from '../support/browser.js';
import { CONCRETE, answerAll, invitedRun, startedInterview, type Invited } from '../support/candidate.js';
import { db } from '../support/db.js';
import { customerKey, runPath } from '../support/runs.js';
import { stack } from '../support/stack.js';
import { seriousViolations } from '../console/support.js';

describe('candidate web app: the notice and the choices beside Start (issue 37 §1, headless Chromium)', function () {
  this.timeout(150_000);
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  /** Opens the join link (CSP bypassed for axe-core only) and enters the code: the notice is shown. */
  async function atNotice(invited: Invited): Promise<Page> {
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${stack().config.appUrl}/join/${invited.token}`);
    await page.getByLabel('6-digit code from your invitation').fill(invited.otp);
    await page.getByLabel('6-digit code from your invitation').press('Enter');
    await page.getByRole('heading', { name: 'You will talk with an AI system' }).waitFor();
    return page;
  }

  it('shows the notice before consent; an accommodation asked by keyboard holds the interview until it is granted', async () => {
    const invited = await invitedRun();
    const page = await atNotice(invited);
    const plan = (await call(runPath(invited.runId, '/plan'), { headers: customerKey() })).body.payload;
    for (const heading of [
      'What the interview covers',
      'Short factual questions first',
      'Who decides',
      'How long your data is kept',
      'Whom to contact',
    ])
      expect(await page.getByRole('heading', { name: heading }).isVisible(), heading).to.equal(true);
    const covered = page.getByRole('list').first().getByRole('listitem');
    expect(await covered.count()).to.equal(plan.competencies.length);
    expect(await covered.first().textContent()).to.include(plan.competencies[0].name);
    expect(await page.getByText('No automated decision is made').isVisible()).to.equal(true);
    expect(await page.getByText(/Acme Corp is responsible for your data/).isVisible()).to.equal(true);
    await screenshot(page, 'candidate-5-notice');
    expect(await seriousViolations(page)).to.deep.equal([]);

    // By keyboard: to the button, Enter, type, Enter on Send.
    await page.getByRole('button', { name: 'Request an accommodation' }).focus();
    await page.keyboard.press('Enter');
    const details = page.getByLabel(/What you need/);
    await details.waitFor();
    await details.fill('I use a screen reader; please allow 20 more minutes.');
    await screenshot(page, 'candidate-6-accommodation-form');
    expect(await seriousViolations(page)).to.deep.equal([]);
    await page.getByRole('button', { name: 'Send the request' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Your request was sent' }).waitFor();
    expect(await page.getByRole('button', { name: 'Start the interview' }).isVisible()).to.equal(false);
    await screenshot(page, 'candidate-7-held');
    expect(await seriousViolations(page)).to.deep.equal([]);

    // A reload keeps the hold; the recruiter grants; the next visit can start with the extra time said.
    await page.reload();
    await page.getByRole('heading', { name: 'Your request was sent' }).waitFor();
    const { body } = await call(runPath(invited.runId, '/candidate-requests'), { headers: customerKey() });
    expect(body.items[0]).to.include({ kind: 'accommodation', status: 'open' });
    const granted = await call(runPath(invited.runId, `/candidate-requests/${body.items[0].id}/grant`), {
      headers: customerKey(),
      body: { extra_minutes: 20 },
    });
    expect(granted.status).to.equal(200);
    await page.reload();
    await page.getByText('Your accommodation was granted: you have 20 more minutes.').waitFor();
    await page.getByLabel('I have read this notice and agree to take part').check();
    await page.getByRole('button', { name: 'Start the interview' }).click();
    await page.getByRole('log', { name: 'Conversation' }).getByText('Acme Corp').first().waitFor();
  });

  it('an alternative process needs no text, and the AI interview does not start', async () => {
    const invited = await invitedRun();
    const page = await atNotice(invited);
    await page.getByRole('button', { name: 'Request an alternative process' }).click();
    expect(await page.getByLabel(/What you need/).isVisible()).to.equal(false);
    await screenshot(page, 'candidate-8-alternative-form');
    await page.getByRole('button', { name: 'Send the request' }).click();
    await page.getByText('The hiring team will contact you about another way').waitFor();
    const status = await call(runPath(invited.runId), { headers: customerKey() });
    expect(status.body).to.include({ state: 'INVITED', awaiting_human: true });
  });

  it('downloads the candidate’s own data as JSON and asks for its erasure (issue 37 §2)', async () => {
    const invited = await invitedRun({ candidate_name: 'Dana Download' });
    const page = await atNotice(invited);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).to.equal('my-interview-data.json');
    const data = JSON.parse(await readFile((await file.path())!, 'utf8'));
    expect(data.profile.name).to.equal('Dana Download');
    expect(data.run.run_id).to.equal(invited.runId);
    await page.getByText('Your data was downloaded as my-interview-data.json.').waitFor();

    await page.getByRole('button', { name: 'Ask to delete my data' }).click();
    await page.getByText('Your request to delete your data was sent to the hiring team.').waitFor();
    await page.getByRole('heading', { name: 'Your data', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'candidate-9-your-data');
    expect(await seriousViolations(page)).to.deep.equal([]);
    const { body } = await call(runPath(invited.runId, '/candidate-requests'), { headers: customerKey() });
    expect(body.items.map((r: { kind: string; status: string }) => [r.kind, r.status])).to.deep.equal([
      ['erasure', 'open'],
    ]);
  });

  it('after the interview: the optional self-identification, by keyboard, stored apart and encrypted (issue 37 §4)', async () => {
    const invited = await invitedRun();
    const { headers } = await startedInterview(invited);
    await answerAll(headers, CONCRETE);
    expect((await call('/api/v1/candidate-session/complete', { headers, body: {} })).status).to.equal(200);
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${stack().config.appUrl}/join/${invited.token}`);
    // The session token is the browser's: put it where the app keeps it, as after a sign-in there.
    await page.evaluate(
      ([key, token]) => sessionStorage.setItem(key!, token!),
      [`interview-session:${invited.token}`, headers.authorization!.slice('Bearer '.length)],
    );
    await page.reload();
    await page.getByRole('heading', { name: 'Optional: help us check for fairness' }).waitFor();
    await page.getByLabel('Sex').focus();
    await page.getByLabel('Sex').selectOption('female');
    await page.keyboard.press('Tab');
    await page.getByLabel('Race or ethnicity').selectOption('asian');
    await screenshot(page, 'candidate-10-self-identification');
    expect(await seriousViolations(page)).to.deep.equal([]);
    await page.getByRole('button', { name: 'Send my answers' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Thank you: your answers were recorded.').waitFor();
    const [row] = await (
      await db()
    ).query(`SELECT answers_enc FROM self_identifications WHERE run_id = $1`, [invited.runId]);
    expect(row.answers_enc).to.be.a('string').and.not.include('asian');
  });
});
