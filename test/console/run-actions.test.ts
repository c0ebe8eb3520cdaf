import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { Browser, Locator, Page } from 'playwright-core';
import { PRESETS } from '@irs/shared';
import { launchBrowser } from '../support/browser.js';
import { CONCRETE, invitedRun, startedInterview } from '../support/candidate.js';
import { call } from '../support/http.js';
import { bearer, login, uniqueEmail, PASSWORD } from '../support/identity.js';
import { runPath } from '../support/runs.js';
import { Receiver, deliveries, newWorld, putMyConfig, type World } from '../webhooks/support.js';
import {
  consolePage,
  consoleUrl,
  focusComesTo,
  hasFocus,
  heading,
  keyboardSignIn,
  screenshots,
  seriousViolations,
  tabTo,
} from './support.js';

const candidate = (label: string) => `${label} ${randomUUID().slice(0, 6)}`;
const HOLD_REASON = 'Employment tribunal claim ET/2207 — keep everything.';

interface Who {
  email: string;
  password: string;
}

/**
 * A world of its own (a platform and its customer tenant, test/webhooks/support.ts): its webhook receiver gets this
 * suite's events only, and its users are this suite's.
 */
let world: World;
let receiver: Receiver;

/** A user of the world's customer tenant with exactly `permissions`. */
async function worldUser(permissions: readonly string[]): Promise<Who> {
  const email = uniqueEmail('run-actions');
  const res = await call(`/api/v2/admin/tenants/${world.customerId}/users`, {
    headers: bearer(world.platformAdmin),
    body: { email, password: PASSWORD, permissions },
  });
  if (res.status !== 201) throw new Error(`create user failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, password: PASSWORD };
}

const status = async (runId: string) => {
  const res = await call(runPath(runId), { headers: world.customerKey });
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body;
};

/** A run whose candidate has started the interview (IN_PROGRESS), and the candidate's session headers. */
async function interviewUnderWay(name: string) {
  const invited = await invitedRun({ candidate_name: name }, world.customerKey);
  const { headers } = await startedInterview(invited);
  expect((await status(invited.runId)).state).to.equal('IN_PROGRESS');
  return { runId: invited.runId, headers };
}

/** The candidate answers until the service counts one more question asked; returns the status read then. */
async function answerUntilNextQuestion(runId: string, headers: Record<string, string>) {
  const before = (await status(runId)).progress;
  for (let i = 0; i < 12; i++) {
    const res = await call('/api/v1/candidate-session/messages', { headers, body: { text: CONCRETE } });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    const now = (await status(runId)).progress;
    if (now.questions.asked > before.questions.asked) return now;
  }
  throw new Error('the interviewer never moved to a next question');
}

/** Opens the run page by its address: the sign-in page comes first and leads back to it. */
async function signInToRun(page: Page, who: Who, runId: string, name: string): Promise<void> {
  await page.goto(consoleUrl(`/runs/${runId}`));
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await heading(page, name).waitFor();
}

/** The same with the keyboard only. */
async function keyboardSignInToRun(page: Page, who: Who, runId: string, name: string): Promise<void> {
  await keyboardSignIn(page, who, `/runs/${runId}`);
  await heading(page, name).waitFor();
}

const progressBar = (page: Page) => page.getByRole('progressbar', { name: 'Questions asked' });

/** The page's figure for one of the progress facts ("Answers given", …). */
const fact = (page: Page, term: string) =>
  page.locator('.progress-facts > div').filter({ hasText: term }).locator('dd');

/** Waits (the page reads the progress every 10 s) until the page shows what the status read says. */
async function expectProgressShown(page: Page, progress: any): Promise<void> {
  const asked = `${progress.questions.asked} of ${progress.questions.planned}`;
  await progressBar(page)
    .and(page.locator(`[aria-valuetext="${asked}"]`))
    .waitFor({ timeout: 20_000 });
  await fact(page, 'Answers given').getByText(String(progress.answers), { exact: true }).waitFor({ timeout: 20_000 });
  expect(await fact(page, 'Competencies reached').textContent()).to.equal(
    `${progress.competencies.reached} of ${progress.competencies.planned}`,
  );
}

const deliveryItem = (page: Page, event: string) =>
  page.locator('.delivery').filter({ has: page.getByRole('heading', { name: event, exact: true }) });
const attemptsOf = (item: Locator) => item.getByRole('list', { name: /^Attempts to deliver/ }).getByRole('listitem');

const noSeriousViolation = async (page: Page, what: string) =>
  expect(await seriousViolations(page), `${what}: serious or critical violations`).to.deep.equal([]);

/** The run's deliveries in the log, by event. */
const loggedDeliveries = async (runId: string) =>
  new Map((await deliveries(world.customerKey, `?run_id=${runId}`)).map((d) => [d.event as string, d]));

describe('recruiter console: the run page’s progress, webhook deliveries, legal hold, purge and cancel', function () {
  this.timeout(240_000);
  let browser: Browser;
  let admin: Who;
  before(async () => {
    browser = await launchBrowser();
    world = await newWorld('console run actions');
    receiver = await Receiver.start();
    // The first attempt of each "plan approved" event is refused: the log then shows a failure and its retry.
    const refusedOnce = new Set<string>();
    receiver.respond = (_n, r) => {
      const id = String(r.headers['webhook-id']);
      if (r.json?.event !== 'interview.approved' || refusedOnce.has(id)) return { status: 200, body: 'ok' };
      refusedOnce.add(id);
      return { status: 503, body: 'busy' };
    };
    await putMyConfig(world.customerKey, { callback_url: receiver.url() });
    admin = await worldUser(PRESETS.tenant_admin);
  });
  after(async () => {
    await browser?.close();
    await receiver?.close();
  });

  it('with the mouse: progress follows the answers; a delivery is redelivered; a hold placed and lifted; purge; cancel', async () => {
    const name = candidate('Katherine Johnson');
    const { runId, headers } = await interviewUnderWay(name);
    const { page } = await consolePage(browser, { bypassCSP: true }); // axe-core's script tag
    await signInToRun(page, admin, runId, name);

    // Progress: what the status read says, then again after the candidate has moved on a question.
    await page.getByRole('heading', { name: 'Interview progress' }).waitFor();
    await expectProgressShown(page, (await status(runId)).progress);
    const moved = await answerUntilNextQuestion(runId, headers);
    await expectProgressShown(page, moved);
    expect(await fact(page, 'Last answer').textContent()).to.match(/^(Just now|1 minute ago)$/);
    await noSeriousViolation(page, 'run page, interview under way');
    await screenshots(page, 'run-progress');

    // Deliveries: the refused first attempt of "Plan approved" and its retry, as the log has them.
    await page.getByRole('button', { name: 'Webhook deliveries', exact: true }).click();
    const approved = deliveryItem(page, 'Plan approved');
    await approved.getByText('Delivered', { exact: true }).waitFor({ timeout: 20_000 });
    const logged = await loggedDeliveries(runId);
    expect(logged.get('interview.approved').attempts.map((a: any) => a.status_code)).to.deep.equal([503, 200]);
    expect(await attemptsOf(approved).allTextContents()).to.have.length(2);
    expect(await attemptsOf(approved).first().textContent()).to.include('HTTP 503');
    expect(await attemptsOf(approved).last().textContent()).to.include('Accepted · HTTP 200');
    await noSeriousViolation(page, 'run page, deliveries');
    await screenshots(page, 'run-deliveries');

    // Redeliver "Plan ready for review": a new, manual attempt reaches the receiver with the same webhook-id.
    const generated = deliveryItem(page, 'Plan ready for review');
    expect(await attemptsOf(generated).count()).to.equal(1);
    const eventId = logged.get('interview.plan_generated').event_id as string;
    const receivedBefore = receiver.received.filter((r) => r.headers['webhook-id'] === eventId).length;
    await generated.getByRole('button', { name: 'Redeliver “Plan ready for review”' }).click();
    await generated.getByText('Redelivered: attempt 2 was accepted (HTTP 200).').waitFor({ timeout: 20_000 });
    expect(await attemptsOf(generated).last().textContent()).to.include('Attempt 2 · Redelivery');
    await receiver.waitFor((rs) => rs.filter((r) => r.headers['webhook-id'] === eventId).length > receivedBefore);
    const redelivered = (await loggedDeliveries(runId)).get('interview.plan_generated');
    expect(redelivered.attempts.map((a: any) => a.trigger)).to.deep.equal(['schedule', 'manual']);

    // Legal hold: placed with a reason, then lifted; the status read follows each.
    await page.getByRole('button', { name: 'Place legal hold' }).click();
    const holdDialog = page.getByRole('alertdialog', { name: 'Place a legal hold' });
    await holdDialog.getByRole('textbox', { name: 'Reason' }).fill(HOLD_REASON);
    await holdDialog.getByRole('button', { name: 'Place legal hold' }).click();
    await page.getByText('Legal hold placed. Automatic retention leaves this run alone.').waitFor();
    await page.getByText(`“${HOLD_REASON}”`).waitFor();
    expect((await status(runId)).legal_hold.reason).to.equal(HOLD_REASON);
    await noSeriousViolation(page, 'run page, legal hold placed');
    await page.getByRole('heading', { name: 'Hold, cancel or purge' }).scrollIntoViewIfNeeded();
    await screenshots(page, 'run-hold', { fullPage: false });
    await page.getByRole('button', { name: 'Lift legal hold' }).click();
    await page
      .getByRole('alertdialog', { name: 'Lift the legal hold' })
      .getByRole('button', { name: 'Lift legal hold' })
      .click();
    await page.getByText('Legal hold lifted. Automatic retention applies again.').waitFor();
    await page.getByRole('button', { name: 'Place legal hold' }).waitFor();
    expect((await status(runId)).legal_hold).to.equal(null);

    // Purge: the button stays disabled until the word is typed right.
    await page.getByRole('button', { name: 'Purge candidate data' }).click();
    const purgeDialog = page.getByRole('alertdialog', { name: 'Purge the candidate’s data?' });
    const purgeButton = purgeDialog.getByRole('button', { name: 'Purge candidate data' });
    const word = purgeDialog.getByRole('textbox', { name: 'To confirm, type PURGE' });
    expect(await purgeButton.isDisabled(), 'disabled before anything is typed').to.equal(true);
    await word.fill('PURG');
    expect(await purgeButton.isDisabled(), 'disabled with a word half typed').to.equal(true);
    await word.fill('purge it');
    expect(await purgeButton.isDisabled(), 'disabled with another word').to.equal(true);
    await noSeriousViolation(page, 'purge confirmation');
    await word.fill('PURGE');
    expect(await purgeButton.isDisabled(), 'enabled once typed right').to.equal(false);
    await screenshots(page, 'run-purge-confirm', { fullPage: false });
    expect((await status(runId)).candidate_name, 'nothing purged before the button').to.equal(name);
    await purgeButton.click();
    await page.getByText('Candidate data purged.', { exact: true }).waitFor();

    // The data is gone: the name leaves the page (the header falls back to the ATS reference) and the API.
    const purged = await status(runId);
    expect(purged.candidate_name).to.equal(null);
    expect(purged.purged_at).to.be.a('string');
    await heading(page, purged.external_id).waitFor();
    expect(await page.getByText(name).count(), 'the name is nowhere on the page').to.equal(0);
    await page.locator('.manage').getByText('Purged', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Purge candidate data' }).count()).to.equal(0);
    await noSeriousViolation(page, 'run page, purged');
    await screenshots(page, 'run-purged');

    // Cancel, with a reason; "Keep the run" is the way out.
    await page.getByRole('button', { name: 'Cancel run' }).click();
    const cancelDialog = page.getByRole('alertdialog', { name: 'Cancel this run?' });
    await cancelDialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('The candidate withdrew.');
    await screenshots(page, 'run-cancel-confirm', { fullPage: false });
    await cancelDialog.getByRole('button', { name: 'Cancel run' }).click();
    await page.getByText('Run cancelled.', { exact: true }).waitFor();
    await page.locator('.run-meta').getByText('Cancelled', { exact: true }).waitFor();
    expect((await status(runId)).state).to.equal('CANCELLED');
    expect(await page.getByRole('button', { name: 'Cancel run' }).count()).to.equal(0);
    expect(await page.getByRole('heading', { name: 'Interview progress' }).count()).to.equal(0);
    await noSeriousViolation(page, 'run page, cancelled');
  });

  it('keyboard only: progress, redelivery, hold and lift, purge with the typed word, and cancel', async () => {
    const name = candidate('Mary Winston Jackson');
    const { runId, headers } = await interviewUnderWay(name);
    const { page, refused } = await consolePage(browser); // under the console's own CSP
    await keyboardSignInToRun(page, admin, runId, name);

    await expectProgressShown(page, (await status(runId)).progress);
    await expectProgressShown(page, await answerUntilNextQuestion(runId, headers));

    await tabTo(page, page.getByRole('button', { name: 'Webhook deliveries', exact: true }));
    await page.keyboard.press('Enter');
    const approved = deliveryItem(page, 'Plan approved');
    await approved.getByText('Delivered', { exact: true }).waitFor({ timeout: 20_000 });
    await tabTo(page, approved.getByRole('button', { name: 'Redeliver “Plan approved”' }));
    await page.keyboard.press('Enter');
    await approved.getByText('Redelivered: attempt 3 was accepted (HTTP 200).').waitFor({ timeout: 20_000 });
    const log = (await loggedDeliveries(runId)).get('interview.approved');
    expect(log.attempts.map((a: any) => [a.trigger, a.status_code])).to.deep.equal([
      ['schedule', 503],
      ['schedule', 200],
      ['manual', 200],
    ]);

    // Hold: the dialog opens in its reason; Enter in a text box writes a line, so Tab to the button.
    await tabTo(page, page.getByRole('button', { name: 'Place legal hold' }));
    await page.keyboard.press('Enter');
    const holdDialog = page.getByRole('alertdialog', { name: 'Place a legal hold' });
    expect(await hasFocus(holdDialog.getByRole('textbox', { name: 'Reason' }))).to.equal(true);
    await page.keyboard.type(HOLD_REASON);
    await tabTo(page, holdDialog.getByRole('button', { name: 'Place legal hold' }));
    await page.keyboard.press('Enter');
    await holdDialog.waitFor({ state: 'detached' });
    const lift = page.getByRole('button', { name: 'Lift legal hold' });
    expect(await focusComesTo(lift), 'the focus is back on the hold’s button, which now lifts it').to.equal(true);
    expect((await status(runId)).legal_hold.reason).to.equal(HOLD_REASON);
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('alertdialog').getByRole('button', { name: 'Lift legal hold' }));
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Place legal hold' }).waitFor();
    expect((await status(runId)).legal_hold).to.equal(null);

    // Purge: the typed word unlocks the button, which Tab could not reach before.
    await tabTo(page, page.getByRole('button', { name: 'Purge candidate data' }));
    await page.keyboard.press('Enter');
    const purgeDialog = page.getByRole('alertdialog', { name: 'Purge the candidate’s data?' });
    const word = purgeDialog.getByRole('textbox', { name: 'To confirm, type PURGE' });
    expect(await hasFocus(word), 'the dialog opens in the confirmation box').to.equal(true);
    await tabTo(page, purgeDialog.getByRole('button', { name: 'Purge candidate data' }), 6).then(
      () => expect.fail('a disabled purge button took the focus'),
      () => undefined,
    );
    await tabTo(page, word);
    await page.keyboard.type('purge');
    await tabTo(page, purgeDialog.getByRole('button', { name: 'Purge candidate data' }));
    await page.keyboard.press('Enter');
    const panelTitle = page.getByRole('heading', { name: 'Hold, cancel or purge' });
    await page.getByText('Candidate data purged.', { exact: true }).waitFor();
    expect(await focusComesTo(panelTitle), 'the focus lands where the result is read').to.equal(true);
    const purged = await status(runId);
    expect(purged.candidate_name).to.equal(null);
    await heading(page, purged.external_id).waitFor();

    // Cancel: Escape keeps the run; then cancelled for real.
    await tabTo(page, page.getByRole('button', { name: 'Cancel run' }));
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog', { name: 'Cancel this run?' }).waitFor();
    await page.keyboard.press('Escape');
    expect((await status(runId)).state, 'Escape cancels nothing').to.equal('IN_PROGRESS');
    expect(await focusComesTo(page.getByRole('button', { name: 'Cancel run' })), 'back on its button').to.equal(true);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Position filled.');
    await tabTo(page, page.getByRole('alertdialog').getByRole('button', { name: 'Cancel run' }));
    await page.keyboard.press('Enter');
    await page.getByText('Run cancelled.', { exact: true }).waitFor();
    expect(await focusComesTo(panelTitle)).to.equal(true);
    expect((await status(runId)).state).to.equal('CANCELLED');
    await screenshots(page, 'run-cancelled');
    expect(refused, 'nothing refused by the CSP').to.deep.equal([]);
  });

  it('without the permissions: no buttons on the page, and the server refuses (403)', async () => {
    const name = candidate('Christine Darden');
    const { runId } = await interviewUnderWay(name);
    const recruiter = await worldUser(PRESETS.recruiter);
    const { page } = await consolePage(browser, { bypassCSP: true });
    await signInToRun(page, recruiter, runId, name);

    await page.getByRole('heading', { name: 'Interview progress' }).waitFor();
    await page
      .getByText('Placing a legal hold, cancelling and purging need the interview:update permission.')
      .waitFor();
    await page.getByText('Not on hold.', { exact: false }).waitFor();
    for (const button of ['Place legal hold', 'Cancel run', 'Purge candidate data', 'Webhook deliveries'])
      expect(await page.getByRole('button', { name: button }).count(), `no "${button}"`).to.equal(0);
    await noSeriousViolation(page, 'run page, read only');
    await screenshots(page, 'run-read-only');

    // The server refuses what the page does not offer.
    const token = bearer(await login(recruiter.email, recruiter.password));
    const [delivery] = await deliveries(world.customerKey, `?run_id=${runId}`);
    const refusals = {
      hold: await call(runPath(runId, '/legal-hold'), { method: 'PUT', headers: token, body: { reason: 'x' } }),
      purge: await call(runPath(runId, '/candidate-data'), { method: 'DELETE', headers: token }),
      cancel: await call(runPath(runId), { method: 'DELETE', headers: token }),
      deliveries: await call(`/api/v2/webhook-deliveries?run_id=${runId}`, { headers: token }),
      redeliver: await call(`/api/v2/webhook-deliveries/${delivery.id}/retry`, { headers: token, body: {} }),
    };
    for (const [what, res] of Object.entries(refusals)) expect(res.status, what).to.equal(403);
    const after = await status(runId);
    expect(after).to.include({ state: 'IN_PROGRESS', candidate_name: name, legal_hold: null, purged_at: null });

    // Reading the deliveries without webhook:update: the log, no redeliver button.
    const reader = await worldUser(['interview:read', 'webhook:read']);
    const second = (await consolePage(browser)).page;
    await signInToRun(second, reader, runId, after.candidate_ref); // no candidate:read: no name
    await second.getByRole('button', { name: 'Webhook deliveries', exact: true }).click();
    await deliveryItem(second, 'Plan approved').getByText('Delivered', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await second.getByRole('button', { name: /^Redeliver/ }).count()).to.equal(0);
    const readerToken = bearer(await login(reader.email, reader.password));
    const retry = await call(`/api/v2/webhook-deliveries/${delivery.id}/retry`, { headers: readerToken, body: {} });
    expect(retry.status).to.equal(403);
  });
});
