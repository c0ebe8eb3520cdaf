import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.js';
import { EVASIVE, assessedRun } from '../support/candidate.js';
import { call } from '../support/http.js';
import { customerKey, runPath } from '../support/runs.js';
import {
  consolePage,
  consoleUrl,
  customerUser,
  hasFocus,
  heading,
  recruiter,
  screenshots,
  seriousViolations,
  signIn,
  tabTo,
} from './support.js';

const COVERAGE: Record<string, string> = { sufficient: 'Sufficient', partial: 'Partial', insufficient: 'Insufficient' };
const gapsText = (n: number) => (n === 0 ? 'No gaps' : `${n} ${n === 1 ? 'gap' : 'gaps'}`);

interface Entry {
  run_id: string;
  candidate_name?: string | null;
  overall_coverage: string;
  gap_count: number;
}

/** The ranking the API gives for the filters: what the page must show, in its order. */
async function apiRanking(query: Record<string, string>): Promise<Entry[]> {
  const res = await call(`/api/v2/integration/rankings?${new URLSearchParams(query)}`, { headers: customerKey() });
  expect(res.status).to.equal(200);
  return res.body;
}

/** The rows of one ranking (a React Aria table: a grid, its rows links), each as its cells' text. */
async function rows(page: Page, table: string): Promise<string[][]> {
  const cells = await ranking(page, table)
    .getByRole('row')
    .evaluateAll((trs) =>
      trs.map((tr) =>
        [...tr.querySelectorAll('[role=gridcell], [role=rowheader]')].map((c) => (c.textContent ?? '').trim()),
      ),
    );
  return cells.filter((row) => row.length > 0); // the header row has column headers only
}

const ranking = (page: Page, table: string) => page.getByRole('grid', { name: `Ranking: ${table}` });

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
    await page.getByRole('combobox', { name: 'Position' }).fill(position.slice(0, 12));
    await page.getByRole('option', { name: position }).click(); // a suggestion: the ranked positions
    expect(await page.getByRole('combobox', { name: 'Position' }).inputValue()).to.equal(position);
    await page.getByRole('button', { name: /Level/ }).click();
    await page.getByRole('option', { name: 'Senior' }).click();
    await page.getByRole('button', { name: 'Show ranking' }).click();
    const params = new URL(page.url()).searchParams;
    expect([params.get('position'), params.get('level')]).to.deep.equal([position, 'SENIOR']);

    const expected = await apiRanking({ position, level: 'SENIOR' });
    expect(expected.map((e) => e.run_id)).to.have.members([runs.strong, runs.evasive]);
    const table = `${position} · Senior`;
    await ranking(page, table).getByText(names.strong).waitFor();
    const shown = await rows(page, table);
    expect(shown.map((cells) => cells.slice(0, 4))).to.deep.equal(
      expected.map((e, i) => [String(i + 1), e.candidate_name, COVERAGE[e.overall_coverage], gapsText(e.gap_count)]),
    );
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
    await signInByKeyboard(page, recruiter());
    await tabTo(page, page.getByRole('link', { name: 'Rankings' }));
    await page.keyboard.press('Enter');
    await heading(page, 'Rankings').waitFor();

    const combobox = page.getByRole('combobox', { name: 'Position' });
    await tabTo(page, combobox);
    await page.keyboard.type(position.slice(0, -3), { delay: 20 }); // part of it, at a typist's pace
    const suggestion = page.getByRole('option', { name: position });
    await suggestion.waitFor();
    await page.keyboard.press('ArrowDown');
    // The option is highlighted before Enter picks it, as a person would see it, at a person's pace.
    await suggestion.and(page.locator('[data-focused]')).waitFor();
    await page.waitForTimeout(250);
    await page.keyboard.press('Enter');
    expect(await combobox.inputValue()).to.equal(position);
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
    await page.getByRole('combobox', { name: 'Position' }).fill(position);
    await page.getByRole('option', { name: position }).click();
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
    await page.getByRole('combobox', { name: 'Position' }).fill(position);
    await page.getByRole('option', { name: position }).click();
    await page.getByRole('button', { name: 'Show ranking' }).click();
    await ranking(page, `${position} · Senior`).waitFor();
    expect(await seriousViolations(page), 'rankings').to.deep.equal([]);
  });
});

/** Tab, typing and Enter only. */
async function signInByKeyboard(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto(consoleUrl('/login'));
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(who.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(who.password);
  await page.keyboard.press('Enter');
  await heading(page, 'Inbox').waitFor();
}
