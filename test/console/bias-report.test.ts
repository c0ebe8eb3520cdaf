import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import { PRESETS } from '@irs/shared';
import { launchBrowser } from '../support/browser.js';
import { db } from '../support/db.js';
import { call } from '../support/http.js';
import { bearer, uniqueEmail, PASSWORD } from '../support/identity.js';
import { newWorld, type World } from '../webhooks/support.js';
import { consolePage, heading, screenshots, seriousViolations, signIn } from './support.js';

describe('recruiter console: the bias report in the settings (issue 37 §4)', function () {
  this.timeout(120_000);
  let browser: Browser;
  let world: World;
  let who: { email: string; password: string };

  before(async () => {
    [browser, world] = await Promise.all([launchBrowser(), newWorld('console-bias')]);
    const email = uniqueEmail('bias');
    const res = await call(`/api/v2/admin/tenants/${world.customerId}/users`, {
      headers: bearer(world.platformAdmin),
      body: { email, password: PASSWORD, permissions: [...PRESETS.tenant_admin] },
    });
    expect(res.status).to.equal(201);
    who = { email, password: PASSWORD };
    // Women 10 assessed, 4 selected (0.4); men 13, 11 (0.846): women's ratio 0.4 / 0.846 = 0.47, flagged. Asian 3:
    // suppressed, in race and in male × asian.
    const cells: [string, string, number, number][] = [
      ['female', 'white', 10, 4],
      ['male', 'white', 10, 8],
      ['male', 'asian', 3, 3],
    ];
    for (const [sex, race, n, selected] of cells)
      for (let i = 0; i < n; i++)
        await (
          await db()
        ).query(
          `INSERT INTO bias_outcomes (tenant_id, position, level, month, outcome_tier, sex, race)
           VALUES ($1, 'Analyst', 'MID', '2026-02-01', $2, $3, $4)`,
          [world.customerId, i < selected ? 'sufficient' : 'partial', sex, race],
        );
  });
  after(() => browser?.close());

  it('shows each dimension as a table and a bar chart; flags and suppression are said in words', async () => {
    const { page } = await consolePage(browser, { bypassCSP: true });
    await signIn(page, who);
    await heading(page, 'Inbox').waitFor();
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('link', { name: 'Bias report' }).click();
    await heading(page, 'Bias report').waitFor();
    await page.getByText('23 assessments approved; 2 groups suppressed.').waitFor();
    const bySex = page.getByRole('region', { name: 'By sex', exact: true });
    const female = bySex.getByRole('row', { name: /^Female/ });
    expect(await female.getByRole('cell').allTextContents()).to.deep.equal([
      '10',
      '4',
      '40.0 %',
      '0.47',
      'Below four fifths',
    ]);
    const race = page.getByRole('region', { name: 'By race or ethnicity' });
    expect(
      await race
        .getByRole('row', { name: /^Asian/ })
        .getByRole('cell')
        .last()
        .textContent(),
    ).to.equal('Suppressed (fewer than 5)');
    expect(await page.locator('.bias-chart svg').count(), 'one chart per dimension with ratios').to.equal(3);
    expect(await page.locator('.bias-chart .recharts-bar-rectangle').count()).to.be.greaterThan(3);
    await screenshots(page, '37-settings-bias-report');
    const violations = await seriousViolations(page);
    expect(violations, violations.join('\n')).to.deep.equal([]);
  });
});
