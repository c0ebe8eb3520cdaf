import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { answerAll, assessedRun, relevantAnswers, startedInterview } from '../support/candidate.js';
import { call } from '../support/http.js';
import { bearer, platformAdmin } from '../support/identity.js';
import { createInterview, customerKey, pendingRun, runPath, waitForState } from '../support/runs.js';
import { stack } from '../support/stack.js';
import { apiRanking, choosePosition, choosePositionByKeyboard, expectedRows, ranking, rows } from './ranking-steps.js';
import {
  NEW_NAME,
  NEW_QUESTION,
  editPlanByKeyboard,
  expectEditShown,
  expectStoredEdit,
  planOf,
  strongestQuote,
} from './run-steps.js';
import {
  consolePage,
  customerUser,
  focusComesTo,
  focused,
  heading,
  keyboardSignIn,
  recruiter,
  screenshots,
  signIn,
  tabTo,
} from './support.js';

const candidate = (label: string) => `${label} ${randomUUID().slice(0, 6)}`;
const REVISION = 'Add Terraform.';

interface JourneyRun {
  runId: string;
  name: string;
  position: string;
}

/**
 * With the inbox open: a run is created through the API and its card arrives, pushed by the run stream, without a
 * reload (a mark set on the page survives only if it is never reloaded; the journeys check it again at their end).
 */
async function arrivesLive(page: Page, label: string): Promise<JourneyRun> {
  await page.getByText('Live', { exact: true }).waitFor();
  await page.evaluate(() => Object.assign(globalThis, { notReloaded: true }));
  const run = { name: candidate(label), position: `Journey Engineer ${randomUUID().slice(0, 6)}` };
  const created = await createInterview({ candidate_name: run.name, position: run.position });
  expect(created.status).to.equal(201);
  await waitForState(created.body.run_id, 'PENDING');
  await page.getByRole('link', { name: run.name }).waitFor({ timeout: 2_000 }); // no reload, no poll
  expect(
    await page
      .getByRole('status')
      .filter({ hasText: /waits? for you:/ })
      .textContent(),
  ).to.match(/plans? to review/);
  return { ...run, runId: created.body.run_id };
}

/** The revision comment's plan is shown with what changed, and can be decided on again. */
async function expectRevised(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'What changed in revision 1' }).waitFor();
  await page
    .getByRole('listitem')
    .filter({ hasText: /^added competency terraform/ })
    .waitFor();
  await page.getByRole('button', { name: 'Approve plan' }).waitFor();
}

/** The candidate, through the API, with the link and code the page showed: the whole interview, up to the assessment. */
async function candidateCompletes(runId: string, joinLink: string, otp: string): Promise<void> {
  expect(joinLink).to.match(new RegExp(`^${stack().config.appUrl}/join/\\S+$`));
  expect(otp).to.match(/^\d{6}$/);
  const { headers } = await startedInterview({ runId, token: joinLink.split('/').pop()!, otp });
  await answerAll(headers, relevantAnswers(await planOf(runId)));
  expect((await call('/api/v1/candidate-session/complete', { headers, body: {} })).status).to.equal(200);
  await waitForState(runId, 'ASSESSMENT_READY', customerKey(), 60_000);
}

/** The followed quote: the focus on the utterance that holds it, the quote marked in place. */
async function expectQuoteInTranscript(page: Page, quote: string): Promise<void> {
  const now = await focused(page);
  expect(now.text, 'the focused utterance holds the quote').to.include(quote);
  expect(now.mark, 'the quote is marked inside it').to.equal(quote);
}

const decisionTitle = (page: Page) => page.getByRole('heading', { name: 'Decision', exact: true });

async function expectCompleted(page: Page, runId: string): Promise<void> {
  await page.getByText('Assessment approved and delivered.').waitFor();
  await page.getByRole('heading', { name: 'Transcript' }).waitFor();
  expect((await call(runPath(runId), { headers: customerKey() })).body.state).to.equal('COMPLETED');
}

/** The run in its position's ranking, with its coverage tier and its gaps named, as the API ranks it. */
async function expectRanked(page: Page, run: JourneyRun): Promise<void> {
  const table = `${run.position} · Senior`;
  await ranking(page, table).getByText(run.name).waitFor();
  const expected = await apiRanking({ position: run.position, level: 'SENIOR' });
  expect(expected.map((e) => e.run_id)).to.deep.equal([run.runId]);
  expect((await rows(page, table)).map((cells) => cells.slice(0, 4))).to.deep.equal(expectedRows(expected));
}

describe('recruiter console: journeys (headless Chromium)', function () {
  this.timeout(180_000);
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('the whole journey with the mouse, in one page: a run arrives live, its plan revised, edited, approved, the candidate invited and interviewed, the assessment reviewed and approved, the run ranked', async () => {
    const { page, refused } = await consolePage(browser);
    await signIn(page, recruiter());
    await heading(page, 'Inbox').waitFor();
    const run = await arrivesLive(page, 'Grace Hopper');
    await screenshots(page, '02-inbox');

    await page.getByRole('link', { name: run.name }).click();
    await heading(page, run.name).waitFor();
    await page.getByRole('heading', { name: 'Interview plan' }).waitFor();
    await screenshots(page, '04-run-plan-review');

    // Revised with a comment: the plan is generated again and shows what changed.
    await page.getByRole('button', { name: 'Revise plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revise the plan' });
    await dialog.getByLabel('Revision comments').fill(REVISION);
    await screenshots(page, '05-run-revise-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Send revision' }).click();
    await expectRevised(page);
    await screenshots(page, '06-run-plan-revised');

    // Edited by hand: a competency renamed and a question added, saved as the next revision.
    const first = (await planOf(run.runId)).competencies[0]!;
    await page.getByRole('button', { name: 'Edit plan' }).click();
    const competency = page.getByRole('group', { name: 'Competency 1', exact: true });
    await competency.getByRole('textbox', { name: 'Competency name' }).fill(NEW_NAME);
    await competency.getByRole('button', { name: 'Add question' }).click();
    await page.keyboard.type(NEW_QUESTION); // the new question has the focus
    await page.getByRole('button', { name: 'Save plan' }).click();
    await expectEditShown(page, 2, first.name);

    await page.getByRole('button', { name: 'Approve plan' }).click();
    await page.getByText('Plan approved. You can now invite the candidate.').waitFor();
    await expectStoredEdit(run.runId, first.id);
    await page.getByRole('button', { name: 'Invite candidate' }).click();
    const joinLink = await page.getByRole('textbox', { name: 'Join link' }).inputValue();
    const otp = await page.getByRole('textbox', { name: 'Code' }).inputValue();
    await page.getByText(/^Expires /).waitFor();
    expect(await page.getByRole('button', { name: 'Copy link' }).isVisible()).to.equal(true);
    await screenshots(page, '07-run-invited');

    await candidateCompletes(run.runId, joinLink, otp);

    // The assessment, opened from the inbox: a quote followed to the transcript, then approved.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inbox' }).click();
    await page.getByRole('link', { name: run.name }).click();
    await page.getByRole('heading', { name: 'Assessment' }).waitFor();
    await page.getByText(/^(Sufficient|Partial|Insufficient) coverage$/).waitFor();
    const quote = await strongestQuote(run.runId);
    await page.getByRole('link', { name: quote }).first().click();
    await expectQuoteInTranscript(page, quote);
    await page.getByRole('button', { name: 'Approve assessment' }).click();
    await expectCompleted(page, run.runId);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rankings' }).click();
    await heading(page, 'Rankings').waitFor();
    await choosePosition(page, run.position);
    await page.getByRole('button', { name: 'Show ranking' }).click();
    await expectRanked(page, run);
    expect(await page.evaluate(() => 'notReloaded' in globalThis), 'one page session, never reloaded').to.equal(true);
    expect(refused, 'nothing refused by the CSP').to.deep.equal([]);
  });

  it('the same journey with the keyboard only: the focus lands where the next step is, after each page and dialog', async () => {
    const { page, refused } = await consolePage(browser);
    await keyboardSignIn(page, recruiter());
    await heading(page, 'Inbox').waitFor();
    expect(await focusComesTo(heading(page, 'Inbox')), 'signed in: the focus on the inbox heading').to.equal(true);
    const run = await arrivesLive(page, 'Alan Turing');

    await tabTo(page, page.getByRole('link', { name: run.name }));
    await page.keyboard.press('Enter');
    expect(await focusComesTo(heading(page, run.name)), 'the run page opens at its heading').to.equal(true);

    // Revise: the dialog opens in its text box; Enter there writes a line, so Tab to the button.
    await tabTo(page, page.getByRole('button', { name: 'Revise plan' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Revise the plan' });
    expect(await focusComesTo(dialog.getByLabel('Revision comments')), 'the dialog opens in its text box').to.equal(
      true,
    );
    await page.keyboard.type(REVISION);
    await tabTo(page, dialog.getByRole('button', { name: 'Send revision' }), 5);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await focusComesTo(decisionTitle(page)), 'sent: the focus where the result is read').to.equal(true);
    await expectRevised(page);

    const first = (await planOf(run.runId)).competencies[0]!;
    await editPlanByKeyboard(page, 2, first.name);

    // The decision panel comes before the plan: back with Shift+Tab. An approval moves the focus to the panel's
    // title, from which the next action, the invitation, is a Tab away; the invitation's link and code follow.
    await tabTo(page, page.getByRole('button', { name: 'Approve plan' }), 200, { backward: true });
    await page.keyboard.press('Enter');
    await page.getByText('Plan approved. You can now invite the candidate.').waitFor();
    expect(await focusComesTo(decisionTitle(page)), 'approved: the focus on the decision panel').to.equal(true);
    await expectStoredEdit(run.runId, first.id);
    await tabTo(page, page.getByRole('button', { name: 'Invite candidate' }), 3);
    await page.keyboard.press('Enter');
    await page.getByText('Invitation ready: the join link and the code are shown above.').waitFor();
    expect(await focusComesTo(decisionTitle(page)), 'invited: the focus before the link and the code').to.equal(true);
    const link = page.getByRole('textbox', { name: 'Join link' });
    await tabTo(page, link, 3);
    await tabTo(page, page.getByRole('button', { name: 'Copy link' }), 3);
    await candidateCompletes(
      run.runId,
      await link.inputValue(),
      await page.getByRole('textbox', { name: 'Code' }).inputValue(),
    );

    await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inbox' }), 200, {
      backward: true,
    });
    await page.keyboard.press('Enter');
    expect(await focusComesTo(heading(page, 'Inbox'))).to.equal(true);
    await tabTo(page, page.getByRole('link', { name: run.name }));
    await page.keyboard.press('Enter');
    expect(await focusComesTo(heading(page, run.name))).to.equal(true);
    const quote = await strongestQuote(run.runId);
    await tabTo(page, page.getByRole('link', { name: quote }).first());
    await page.keyboard.press('Enter');
    await expectQuoteInTranscript(page, quote);
    await tabTo(page, page.getByRole('button', { name: 'Approve assessment' }), 400, { backward: true });
    await page.keyboard.press('Enter');
    await expectCompleted(page, run.runId);
    expect(await focusComesTo(decisionTitle(page)), 'approved: the focus on the decision panel').to.equal(true);

    await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rankings' }), 200, {
      backward: true,
    });
    await page.keyboard.press('Enter');
    expect(await focusComesTo(heading(page, 'Rankings'))).to.equal(true);
    await choosePositionByKeyboard(page, run.position);
    await tabTo(page, page.getByRole('button', { name: 'Show ranking' }));
    await page.keyboard.press('Enter');
    await expectRanked(page, run);
    const row = page.getByRole('row', { name: new RegExp(run.name) });
    await tabTo(page, row); // Tab enters the table at a row, which opens the run
    await page.keyboard.press('Enter');
    expect(await focusComesTo(heading(page, run.name))).to.equal(true);
    expect(await page.evaluate(() => 'notReloaded' in globalThis), 'one page session, never reloaded').to.equal(true);
    expect(refused, 'nothing refused by the CSP').to.deep.equal([]);
  });

  it('a platform admin chooses a customer workspace; every call carries its X-Tenant-ID', async () => {
    const admin = await platformAdmin();
    const other = await call('/api/v2/admin/tenants', {
      headers: bearer(admin),
      body: { name: `Second customer ${randomUUID().slice(0, 4)}` },
    });
    expect(other.status).to.equal(201);
    const name = candidate('Katherine Johnson');
    await pendingRun({ candidate_name: name });

    const { page } = await consolePage(browser);
    const tenantHeaders = new Set<string>();
    page.on('request', (r) => {
      if (r.url().includes('/api/v2/integration/')) tenantHeaders.add(r.headers()['x-tenant-id'] ?? 'none');
    });
    await signIn(page, { email: stack().creds.platform.admin_email, password: stack().creds.platform.admin_password });
    await heading(page, 'Choose a workspace').waitFor();
    await screenshots(page, '03-choose-workspace');
    await page.getByRole('button', { name: 'Local customer', exact: true }).click();
    await page.getByRole('link', { name }).waitFor();
    expect([...tenantHeaders]).to.deep.equal([stack().creds.customer.tenant_id]);

    await page.getByRole('button', { name: /Workspace/ }).click();
    await page.getByRole('option', { name: other.body.name }).click();
    await page.getByText('Nothing waits for you.').waitFor();
    expect(await page.getByRole('link', { name }).count(), "another tenant's run is not shown").to.equal(0);
    expect(tenantHeaders.has(other.body.id)).to.equal(true);
  });

  it('what a user may not do is not offered: a recruiter approves but neither revises nor invites', async () => {
    const name = candidate('Barbara Liskov');
    await pendingRun({ candidate_name: name });
    const { page } = await consolePage(browser);
    await signIn(page, await customerUser(['interview:read', 'interview:approve', 'candidate:read']));
    await page.getByRole('link', { name }).click();
    await page.getByRole('button', { name: 'Approve plan' }).waitFor();
    expect(await page.getByRole('button', { name: 'Revise plan' }).count()).to.equal(0);
    expect(await page.getByRole('button', { name: 'Reject plan' }).count()).to.equal(1);
    await page.getByRole('button', { name: 'Approve plan' }).click();
    await page.getByText('Inviting the candidate needs the interview:update permission.').waitFor();
    expect(await page.getByRole('button', { name: 'Invite candidate' }).count()).to.equal(0);
  });

  it('the runs page filters and pages through runs; a plan can be rejected with a reason', async () => {
    const position = `Console Filter ${randomUUID().slice(0, 6)}`;
    const names = [candidate('Ada Lovelace'), candidate('Edsger Dijkstra')];
    for (const n of names) await pendingRun({ candidate_name: n, position });
    const { page } = await consolePage(browser);
    await signIn(page, recruiter());
    await heading(page, 'Inbox').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Runs' }).click();
    await heading(page, 'Runs').waitFor();
    await page.getByLabel('Position').fill(position);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByText('2 runs', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('position')).to.equal(position);
    await screenshots(page, '08-runs');

    await page.getByRole('row', { name: new RegExp(names[0]!) }).click();
    await heading(page, names[0]!).waitFor();
    await page.getByRole('button', { name: 'Reject plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject the plan' });
    await dialog.getByLabel('Reason').fill('The role was filled internally.');
    await dialog.getByRole('button', { name: 'Reject plan' }).click();
    await page.getByText('Plan rejected. The run is closed.').waitFor();
    await page.getByText('This run was rejected.').waitFor();
  });

  it('assessment review: coverage, evidence levels and quotes; approving shows the transcript with the moves', async () => {
    const name = candidate('Frances Allen');
    const runId = await assessedRun('relevant', { candidate_name: name });
    const { page, refused } = await consolePage(browser);
    await signIn(page, recruiter());
    await page.getByRole('link', { name }).click();
    await page.getByRole('heading', { name: 'Assessment' }).waitFor();
    await page.getByText(/^(Sufficient|Partial|Insufficient) coverage$/).waitFor();
    expect(await page.locator('.quotes blockquote').count(), 'quotes are shown').to.be.greaterThan(0);
    await screenshots(page, '09-run-assessment-review');

    await page.getByRole('button', { name: 'Approve assessment' }).click();
    await page.getByRole('heading', { name: 'Transcript' }).waitFor();
    expect(await page.locator('.turn-move').count(), 'interviewer moves with their reasons').to.be.greaterThan(0);
    await screenshots(page, '10-run-completed');
    expect((await call(runPath(runId), { headers: customerKey() })).body.state).to.equal('COMPLETED');
    expect(refused).to.deep.equal([]);
  });
});
