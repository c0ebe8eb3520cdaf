import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { assessedRun } from '../support/candidate.js';
import { call } from '../support/http.js';
import { bearer, platformAdmin } from '../support/identity.js';
import { createInterview, customerKey, pendingRun, runPath, waitForState } from '../support/runs.js';
import { stack } from '../support/stack.js';
import { consolePage, customerUser, heading, keyboardToRun, recruiter, screenshots, signIn, tabTo } from './support.js';

const candidate = (label: string) => `${label} ${randomUUID().slice(0, 6)}`;

describe('recruiter console: journeys (headless Chromium)', function () {
  this.timeout(180_000);
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('a new run arrives in the inbox live; the recruiter revises the plan, approves it and invites', async () => {
    const { page, refused } = await consolePage(browser);
    await signIn(page, recruiter());
    await heading(page, 'Inbox').waitFor();
    await page.getByText('Live', { exact: true }).waitFor();
    await page.evaluate(() => Object.assign(globalThis, { notReloaded: true })); // gone if the page reloads

    const name = candidate('Grace Hopper');
    const created = await createInterview({ candidate_name: name });
    expect(created.status).to.equal(201);
    await waitForState(created.body.run_id, 'PENDING');
    const card = page.getByRole('link', { name });
    await card.waitFor({ timeout: 2_000 }); // pushed by the run stream: no reload, no poll
    expect(await page.evaluate(() => 'notReloaded' in globalThis), 'the page was not reloaded').to.equal(true);
    expect(await page.getByRole('status').filter({ hasText: 'wait for you' }).textContent()).to.match(
      /plans? to review/,
    );
    await screenshots(page, '02-inbox');

    await card.click();
    await heading(page, name).waitFor();
    await page.getByRole('heading', { name: 'Interview plan' }).waitFor();
    await screenshots(page, '04-run-plan-review');

    await page.getByRole('button', { name: 'Revise plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revise the plan' });
    await dialog.getByLabel('Revision comments').fill('Add Terraform.');
    await screenshots(page, '05-run-revise-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Send revision' }).click();
    await page.getByRole('heading', { name: 'What changed in revision 1' }).waitFor();
    await page
      .getByRole('listitem')
      .filter({ hasText: /^added competency terraform/ })
      .waitFor();
    await page.getByRole('button', { name: 'Approve plan' }).waitFor();
    await screenshots(page, '06-run-plan-revised');

    await page.getByRole('button', { name: 'Approve plan' }).click();
    await page.getByRole('button', { name: 'Invite candidate' }).click();
    const joinLink = await page.getByRole('textbox', { name: 'Join link' }).inputValue();
    expect(joinLink).to.match(new RegExp(`^${stack().config.appUrl}/join/\\S+$`));
    expect(await page.getByRole('textbox', { name: 'Code' }).inputValue()).to.match(/^\d{6}$/);
    await page.getByText(/^Expires /).waitFor();
    expect(await page.getByRole('button', { name: 'Copy link' }).isVisible()).to.equal(true);
    await screenshots(page, '07-run-invited');

    const status = await call(runPath(created.body.run_id), { headers: customerKey() });
    expect(status.body.state).to.equal('INVITED');
    const info = await call(`/api/v1/candidate-access/${joinLink.split('/').pop()}`);
    expect(info.status, 'the join link shown works').to.equal(200);
    expect(refused, 'nothing refused by the CSP').to.deep.equal([]);
  });

  it('keyboard only: sign in and approve a plan with Tab and Enter', async () => {
    const name = candidate('Alan Turing');
    const runId = await pendingRun({ candidate_name: name });
    const { page } = await consolePage(browser);
    await keyboardToRun(page, recruiter(), name);
    await tabTo(page, page.getByRole('button', { name: 'Approve plan' }));
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Invite candidate' }).waitFor();
    expect((await call(runPath(runId), { headers: customerKey() })).body.state).to.equal('APPROVED');
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
