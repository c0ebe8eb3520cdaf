import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import { PRESETS } from '@irs/shared';
import { launchBrowser } from '../support/browser.js';
import { consentedSession, invitedRun } from '../support/candidate.js';
import { call } from '../support/http.js';
import { bearer, uniqueEmail, PASSWORD } from '../support/identity.js';
import { runPath } from '../support/runs.js';
import { newWorld, type World } from '../webhooks/support.js';
import { consolePage, heading, keyboardToRun, screenshots, seriousViolations, tabTo } from './support.js';

describe('recruiter console: candidate requests in the inbox and on the run page (issue 37 §1)', function () {
  this.timeout(150_000);
  let browser: Browser;
  let world: World;
  let who: { email: string; password: string };

  before(async () => {
    [browser, world] = await Promise.all([launchBrowser(), newWorld('console-requests')]);
    const email = uniqueEmail('requests');
    const res = await call(`/api/v2/admin/tenants/${world.customerId}/users`, {
      headers: bearer(world.platformAdmin),
      body: { email, password: PASSWORD, permissions: [...PRESETS.tenant_admin] },
    });
    expect(res.status).to.equal(201);
    who = { email, password: PASSWORD };
  });
  after(() => browser?.close());

  it('by keyboard: the held run is in the inbox, its request on the run page, granted with extra minutes', async () => {
    const name = `Requesting ${randomUUID().slice(0, 6)}`;
    const invited = await invitedRun({ candidate_name: name }, world.customerKey);
    const headers = await consentedSession(invited);
    const asked = await call('/api/v1/candidate-session/requests', {
      headers,
      body: { kind: 'accommodation', details: 'Please allow extra time; I read slowly with a screen reader.' },
    });
    expect(asked.status).to.equal(201);

    const { page } = await consolePage(browser, { bypassCSP: true });
    await keyboardToRun(page, who, name); // through the inbox's "Candidate requests" group
    const panel = page.getByRole('region', { name: 'Candidate requests' });
    await panel.getByText('I read slowly with a screen reader').waitFor();
    expect(await panel.getByText('Waiting for you').isVisible()).to.equal(true);
    await screenshots(page, '37-candidate-request');
    expect(await seriousViolations(page)).to.deep.equal([]);

    await tabTo(page, panel.getByLabel('Extra minutes (optional)'));
    await page.keyboard.type('15');
    await tabTo(page, panel.getByRole('button', { name: 'Grant request' }));
    await page.keyboard.press('Enter');
    await panel.getByText('Request granted: the candidate can start the interview.').waitFor();
    await panel.getByText('Extra time granted: 15 minutes.').waitFor();
    const { body } = await call(runPath(invited.runId, '/candidate-requests'), { headers: world.customerKey });
    expect(body.items[0]).to.include({ status: 'granted', extra_minutes: 15 });
    const start = await call('/api/v1/candidate-session/start', { headers, body: {} });
    expect(start.status).to.equal(200);

    await page.getByRole('link', { name: 'Inbox' }).first().click();
    await heading(page, 'Inbox').waitFor();
    // The inbox follows the run's change live: the link leaves once the change arrives.
    await page.getByRole('link', { name }).waitFor({ state: 'detached' });
    expect(await page.getByRole('link', { name }).count(), 'no longer waiting').to.equal(0);
  });

  it('an alternative process closed as handled outside cancels the run', async () => {
    const name = `Alternative ${randomUUID().slice(0, 6)}`;
    const invited = await invitedRun({ candidate_name: name }, world.customerKey);
    const headers = await consentedSession(invited);
    expect(
      (await call('/api/v1/candidate-session/requests', { headers, body: { kind: 'alternative' } })).status,
    ).to.equal(201);
    const { page } = await consolePage(browser);
    await keyboardToRun(page, who, name);
    const panel = page.getByRole('region', { name: 'Candidate requests' });
    await panel.getByRole('button', { name: 'Close as handled outside' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('Reason (optional)').fill('Interviewed by the hiring manager');
    await dialog.getByRole('button', { name: 'Close and cancel the run' }).click();
    await panel.getByText('Handled outside', { exact: true }).waitFor();
    expect((await call(runPath(invited.runId), { headers: world.customerKey })).body.state).to.equal('CANCELLED');
  });
});
