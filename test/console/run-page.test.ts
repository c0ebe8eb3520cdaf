import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { assessedRun } from '../support/candidate.js';
import { call } from '../support/http.js';
import { createInterview, customerKey, pendingRun, runPath, waitForState } from '../support/runs.js';
import {
  NEW_NAME,
  NEW_QUESTION,
  editPlanByKeyboard,
  expectEditShown,
  expectStoredEdit,
  planOf,
  strongestQuote,
  type PlanCompetency,
} from './run-steps.js';
import {
  consolePage,
  focusComesTo,
  focused,
  hasFocus,
  heading,
  keyboardToRun,
  recruiter,
  screenshots,
  signIn,
  tabTo,
} from './support.js';

const candidate = (label: string) => `${label} ${randomUUID().slice(0, 6)}`;
/** Opens the run from the inbox, signed in as the recruiter. */
async function openRun(page: Page, name: string): Promise<void> {
  await signIn(page, recruiter());
  await page.getByRole('link', { name }).click();
  await heading(page, name).waitFor();
}

describe('recruiter console: the run page (plan editor, history, missing information, quotes)', function () {
  this.timeout(180_000);
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('a recruiter renames a competency and adds a question by hand, sees revision 1 and its history, and approves', async () => {
    const name = candidate('Hedy Lamarr');
    const runId = await pendingRun({ candidate_name: name });
    const first = (await planOf(runId)).competencies[0]!;
    const { page, refused } = await consolePage(browser);
    await openRun(page, name);

    await page.getByRole('button', { name: 'Edit plan' }).click();
    const editor = page.getByRole('form', { name: 'Edit the plan' });
    const competency = editor.getByRole('group', { name: 'Competency 1', exact: true });
    const nameField = competency.getByRole('textbox', { name: 'Competency name' });
    expect(await hasFocus(nameField), 'the editor opens at the first field').to.equal(true);
    expect(await nameField.inputValue()).to.equal(first.name);
    await nameField.fill(NEW_NAME);
    await competency.getByRole('button', { name: 'Add question' }).click();
    const added = competency.getByRole('group', { name: `Question ${first.question_topics.length + 1}` });
    expect(await hasFocus(added.getByRole('textbox', { name: 'Question' })), 'focus is in the new question').to.equal(
      true,
    );
    await page.keyboard.type(NEW_QUESTION);
    await screenshots(page, '11-run-plan-editor', { fullPage: false });
    await added.getByRole('textbox', { name: 'Follow-ups' }).fill('What did you measure?');
    await editor.getByRole('textbox', { name: 'Note for the revision history' }).fill('Sharper wording.');
    await page.getByText('Save or cancel your edit of the plan before deciding on it.').waitFor();
    expect(await page.getByRole('button', { name: 'Approve plan' }).count(), 'no decision mid-edit').to.equal(0);

    await editor.getByRole('button', { name: 'Save plan' }).click();
    await expectEditShown(page, 1, first.name);
    expect(await page.getByText('Revision 1 ·').count()).to.equal(1);

    await page.getByRole('button', { name: 'Revisions', exact: true }).click();
    const latest = page.locator('.revision').first();
    await latest.getByRole('heading', { name: 'Revision 1' }).waitFor();
    await latest.getByText('Edited by a recruiter: “Sharper wording.”').waitFor();
    await latest.getByText(/^You · /).waitFor();
    await page
      .getByRole('list', { name: 'Changes in revision 1' })
      .getByRole('listitem')
      .filter({ hasText: `renamed "${first.name}" to "${NEW_NAME}"` })
      .waitFor();
    await page.locator('.revision').last().getByText('Generated from the posting').waitFor();
    await page.getByRole('button', { name: 'Timeline', exact: true }).click();
    await page.getByText('Plan ready for review').waitFor();

    await page.getByRole('button', { name: 'Approve plan' }).click();
    await page.getByText('Plan approved. You can now invite the candidate.').waitFor();
    await expectStoredEdit(runId, first.id);
    const approved = page.locator('.timeline-step').filter({ hasText: 'Plan approved' });
    await approved.getByText(/^You · /).waitFor(); // the timeline follows, with who decided
    await screenshots(page, '12-run-plan-history');
    expect(refused, 'nothing refused by the CSP').to.deep.equal([]);
  });

  it('keyboard only: the same edit with Tab, typing and Enter', async () => {
    const name = candidate('Grace Hopper');
    const runId = await pendingRun({ candidate_name: name });
    const first = (await planOf(runId)).competencies[0]!;
    const { page } = await consolePage(browser);
    await keyboardToRun(page, recruiter(), name);

    await editPlanByKeyboard(page, 1, first.name);

    await tabTo(page, page.getByRole('button', { name: 'Approve plan' }));
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Invite candidate' }).waitFor();
    await expectStoredEdit(runId, first.id);
  });

  it('a competency deleted, one added, one made desirable and a screening fact dropped: focus follows each step', async () => {
    const name = candidate('Frances Allen');
    const runId = await pendingRun({ candidate_name: name });
    const plan = (await call(runPath(runId, '/plan'), { headers: customerKey() })).body.payload;
    const [first, second] = plan.competencies as PlanCompetency[];
    const screening = plan.screening[0].requirement as string;
    const { page } = await consolePage(browser);
    await openRun(page, name);
    await page.getByRole('button', { name: 'Edit plan' }).click();
    const editor = page.getByRole('form', { name: 'Edit the plan' });
    const competency = (n: number) => editor.getByRole('group', { name: `Competency ${n}`, exact: true });

    await competency(2).getByRole('button', { name: 'Delete competency 2' }).click();
    expect(await hasFocus(editor.getByText('Competency 2', { exact: true })), 'focus on the one in its place').to.equal(
      true,
    );
    await page.getByRole('status').filter({ hasText: 'Competency 2 deleted.' }).waitFor();
    await competency(1).getByRole('radiogroup', { name: 'Requirement' }).getByText('Desirable').click();

    await editor.getByRole('button', { name: 'Add competency' }).click();
    const added = competency(plan.competencies.length);
    expect(await hasFocus(added.getByRole('textbox', { name: 'Competency name' }))).to.equal(true);
    await page.keyboard.type('Stakeholder communication');
    await added.getByRole('radiogroup', { name: 'Kind' }).getByText('Behavioural').click();
    await added.getByRole('group', { name: 'Sub-dimension 1' }).getByRole('textbox', { name: 'Name' }).fill('Clarity');
    await added.getByRole('textbox', { name: 'Rubric' }).fill('Explains a technical trade-off so others can decide.');
    await added.getByRole('textbox', { name: 'Question', exact: true }).fill('Tell me about a decision you explained.');
    const kept = editor.getByRole('checkbox', { name: screening });
    await editor.getByRole('group', { name: 'Screening facts to keep' }).getByText(screening).click();
    expect(await kept.isChecked()).to.equal(false);
    await editor.getByRole('button', { name: 'Save plan' }).click();

    const changes = page.locator('.changes');
    await page.getByRole('heading', { name: 'What changed in revision 1' }).waitFor();
    for (const line of [
      `"${first!.name}" is now desirable`,
      `deleted competency "${second!.name}"`,
      'added competency "Stakeholder communication"',
      `dropped the screening item "${screening}"`,
    ])
      await changes.getByRole('listitem').filter({ hasText: line }).waitFor();
    const stored = (await call(runPath(runId, '/plan'), { headers: customerKey() })).body.payload;
    expect(stored.competencies.map((c: PlanCompetency) => c.id)).not.to.include(second!.id);
    expect(stored.competencies.at(-1)).to.include({ name: 'Stakeholder communication', kind: 'behavioural' });
    expect(stored.screening).to.deep.equal([]);
  });

  it('limits are checked in the form; an edit of a plan that changed meanwhile is refused and reloaded', async () => {
    const name = candidate('Margaret Hamilton');
    const runId = await pendingRun({ candidate_name: name });
    const plan = await planOf(runId);
    const { page } = await consolePage(browser);
    await openRun(page, name);
    await page.getByRole('button', { name: 'Edit plan' }).click();
    const editor = page.getByRole('form', { name: 'Edit the plan' });
    const nameField = editor.getByRole('group', { name: 'Competency 1', exact: true }).getByRole('textbox', {
      name: 'Competency name',
    });
    await nameField.fill('x'.repeat(81));
    await editor.getByRole('button', { name: 'Save plan' }).click();
    await editor.getByText('Keep it to 80 characters (this has 81).').waitFor();
    expect(await hasFocus(nameField), 'focus goes to the field to fix').to.equal(true);
    await nameField.fill('Renamed in the console');

    // Meanwhile another reviewer revises the plan.
    const revise = await call(runPath(runId, '/plan/revise'), {
      method: 'PATCH',
      headers: customerKey(),
      body: { comments: 'Add Terraform.' },
    });
    expect(revise.status).to.equal(200);
    await waitForState(runId, 'PENDING');
    await editor.getByRole('button', { name: 'Save plan' }).click();
    const conflict = page.getByRole('alert').filter({ hasText: 'The plan changed while you edited it.' });
    await conflict.getByText('Reload it and edit again.').waitFor();
    expect((await planOf(runId)).revision, 'nothing was overwritten').to.equal(plan.revision + 1);

    await conflict.getByRole('button', { name: 'Reload plan' }).click();
    await editor.getByText(`Editing revision ${plan.revision + 1}.`).waitFor();
    expect(await nameField.inputValue(), 'the edit starts again from the new plan').not.to.equal(
      'Renamed in the console',
    );
    await editor.getByRole('button', { name: 'Cancel' }).click();
    expect(await hasFocus(page.getByRole('button', { name: 'Edit plan' })), 'focus returns to Edit plan').to.equal(
      true,
    );
    await page.getByRole('button', { name: 'Approve plan' }).waitFor();
  });

  it('INFO_NEEDED: the missing field is answered in the form and the run moves on', async () => {
    const name = candidate('Radia Perlman');
    const created = await createInterview({
      candidate_name: name,
      skills: undefined,
      qualifications: undefined,
      job_description: undefined,
    });
    expect(created.body.state).to.equal('INFO_NEEDED');
    const runId = created.body.run_id as string;
    const missing = (await call(runPath(runId), { headers: customerKey() })).body.missing_fields as {
      field: string;
      question: string;
    }[];
    const skills = missing.find((m) => m.field === 'skills')!;

    const { page, refused } = await consolePage(browser);
    await openRun(page, name);
    const form = page.getByRole('form', { name: 'Missing information' });
    const field = form.getByRole('textbox', { name: 'Skills', exact: true });
    expect(await field.getAttribute('aria-describedby'), 'the question describes the field').to.be.a('string');
    await form.getByText(skills.question).waitFor();
    await field.fill('Python, Kubernetes, PostgreSQL');
    await screenshots(page, '13-run-missing-information');

    await form.getByRole('button', { name: 'Send information' }).click();
    await page.getByText('Information sent. The plan is being generated.').waitFor();
    const decision = page.getByRole('heading', { name: 'Decision', exact: true });
    expect(await focusComesTo(decision), 'the form gone, the focus where its result is read').to.equal(true);
    await waitForState(runId, 'PENDING');
    await page.getByRole('heading', { name: 'Interview plan' }).waitFor(); // the page follows the run
    expect(await page.getByRole('form', { name: 'Missing information' }).count()).to.equal(0);
    expect(refused).to.deep.equal([]);
  });

  it('assessment review: following a quote focuses the utterance that holds it, marked in place', async () => {
    const name = candidate('Karen Spärck Jones');
    const runId = await assessedRun('relevant', { candidate_name: name });
    const quote = await strongestQuote(runId);

    const { page, refused } = await consolePage(browser);
    await openRun(page, name);
    await page.getByRole('heading', { name: 'Transcript' }).waitFor(); // shown during the review
    await page.getByRole('link', { name: quote }).first().click();
    const now = await focused(page);
    expect(now.text, 'the focused utterance holds the quote').to.include(quote);
    expect(now.mark, 'the quote is marked inside it').to.equal(quote);
    await screenshots(page, '14-run-followed-quote', { fullPage: false });

    await page.getByRole('button', { name: 'Transcript', exact: true }).click(); // closed …
    await page.getByRole('link', { name: quote }).first().press('Enter'); // … and opened again by the quote
    expect((await focused(page)).text).to.include(quote);
    expect(refused).to.deep.equal([]);
  });
});
