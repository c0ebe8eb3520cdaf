import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { EVASIVE, assessedRun } from '../support/candidate.js';
import { call } from '../support/http.js';
import { customerKey, runPath } from '../support/runs.js';
import { apiRanking, choosePosition, choosePositionByKeyboard, expectedRows, ranking, rows } from './ranking-steps.js';
import {
  consolePage,
  customerUser,
  hasFocus,
  heading,
  keyboardSignIn,
  recruiter,
  screenshots,
  seriousViolations,
  signIn,
  tabTo,
} from './support.js';

describe('recruiter console: rankings (headless Chromium)', function () {
  this.timeout(240_000);
  let browser: Browser;
  const position = `Rankings Analyst ${randomUUID().slice(0, 6)}`;
  const names = {
    strong: `Mary Somerville ${randomUUID().slice(0, 4)}`,
    evasive: `Caroline Herschel ${randomUUID().slice(0, 4)}`,
    mid: `Emmy Noether ${randomUUID().slice(0, 4)}`,
  };
  const runs = { strong: '', evasive: '', mid: '' };

  before(async () => {
    browser = await launchBrowser();
    [runs.strong, runs.evasive, runs.mid] = await Promise.all([
      assessedRun('relevant', { candidate_name: names.strong, position, level: 'SENIOR' }),
      assessedRun(EVASIVE, { candidate_name: names.evasive, position, level: 'SENIOR' }),
      assessedRun('relevant', { candidate_name: names.mid, position, level: 'MID' }),
    ]);
    // Two join the ranking now; the strong one when the journey approves it in the console.
    for (const runId of [runs.evasive, runs.mid]) {
      const approved = await call(runPath(runId, '/assessment/approve'), { headers: customerKey(), body: {} });
      expect(approved.status, JSON.stringify(approved.body)).to.equal(200);
    }
  });
  after(() => browser?.close());

  it('by mouse: a recruiter approves an assessment, then finds the run ranked for its position and level', async () => {
    const { page, refused } = await consolePage(browser);
    await signIn(page, recruiter());
    await page.getByRole('link', { name: names.strong }).click();
    await page.getByRole('button', { name: 'Approve assessment' }).click();
    await page.getByRole('heading', { name: 'Transcript' }).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rankings' }).click();
    await heading(page, 'Rankings').waitFor();
    await choosePosition(page, position);
    await page.getByRole('button', { name: /Level/ }).click();
    await page.getByRole('option', { name: 'Senior' }).click();
    await page.getByRole('button', { name: 'Show ranking' }).click();
    await page.waitForURL((url) => url.searchParams.has('level'));
    const params = new URL(page.url()).searchParams;
    expect([params.get('position'), params.get('level')]).to.deep.equal([position, 'SENIOR']);

    const expected = await apiRanking({ position, level: 'SENIOR' });
    expect(expected.map((e) => e.run_id)).to.have.members([runs.strong, runs.evasive]);
    const table = `${position} · Senior`;
    await ranking(page, table).getByText(names.strong).waitFor();
    const shown = await rows(page, table);
    expect(shown.map((cells) => cells.slice(0, 4))).to.deep.equal(expectedRows(expected));
    expect(
      expected.some((e) => e.gaps.length > 0),
      'the evasive candidate left gaps, named in the table',
    ).to.equal(true);
    for (const cells of shown)
      expect(cells.join(' | '), 'no score, no hire label').not.to.match(/score|hire|%|\b\d+\.\d+\b/i);
    expect(await page.getByText(names.mid).count(), 'another level is not in this ranking').to.equal(0);
    await page.getByRole('status').filter({ hasText: '2 candidates in 1 ranking' }).waitFor();
    await screenshots(page, '30-rankings');

    await page.getByRole('row', { name: new RegExp(names.strong) }).click();
    await heading(page, names.strong).waitFor();
    expect(new URL(page.url()).pathname).to.equal(`/console/runs/${runs.strong}`);
    expect(refused).to.deep.equal([]);
  });

  it('by keyboard only: the position picked from the suggestions, every level, a ranking per level, a row opened', async () => {
    const { page } = await consolePage(browser);
    await keyboardSignIn(page, recruiter());
    await heading(page, 'Inbox').waitFor();
    await tabTo(page, page.getByRole('link', { name: 'Rankings' }));
    await page.keyboard.press('Enter');
    await heading(page, 'Rankings').waitFor();

    await choosePositionByKeyboard(page, position);
    await tabTo(page, page.getByRole('button', { name: 'Show ranking' }));
    await page.keyboard.press('Enter');

    // Both levels, each ranked on its own.
    await page.getByRole('heading', { level: 2, name: `${position} · Mid` }).waitFor();
    await page.getByRole('heading', { level: 2, name: `${position} · Senior` }).waitFor();
    expect((await rows(page, `${position} · Mid`)).map((c) => c[1])).to.deep.equal([names.mid]);
    const senior = await apiRanking({ position, level: 'SENIOR' });
    expect((await rows(page, `${position} · Senior`)).map((c) => c[1])).to.deep.equal(
      senior.map((e) => e.candidate_name),
    );

    // Into the Senior table (Tab enters a table at a row; the arrows move between rows), open its first row.
    const firstSenior = page.getByRole('row', { name: new RegExp(senior[0]!.candidate_name!) });
    await tabTo(page, firstSenior);
    expect(await hasFocus(firstSenior)).to.equal(true);
    await page.keyboard.press('Enter');
    await heading(page, senior[0]!.candidate_name!).waitFor();
  });

  it('shows no candidate name to a user the server gives none (no candidate:read)', async () => {
    const reader = await customerUser(['interview:read']);
    const { page } = await consolePage(browser);
    await signIn(page, reader);
    await page.getByRole('link', { name: 'Rankings' }).click();
    await choosePosition(page, position);
    await page.getByRole('button', { name: 'Show ranking' }).click();
    const table = ranking(page, `${position} · Senior`);
    await table.getByText(`Name not shown · ${runs.evasive}`).waitFor();
    expect(await page.getByText(names.evasive).count()).to.equal(0);
    expect(await page.getByRole('link', { name: 'Settings' }).count(), 'not an admin').to.equal(0);
  });

  it('axe-core: no serious or critical violation on the rankings page with its tables', async () => {
    const { page } = await consolePage(browser, { bypassCSP: true });
    await signIn(page, recruiter());
    await page.getByRole('link', { name: 'Rankings' }).click();
    await choosePosition(page, position);
    await page.getByRole('button', { name: 'Show ranking' }).click();
    await ranking(page, `${position} · Senior`).waitFor();
    expect(await seriousViolations(page), 'rankings').to.deep.equal([]);
  });
});
