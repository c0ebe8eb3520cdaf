import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { call } from '../support/http.js';
import { customerKey } from '../support/runs.js';
import { tabTo } from './support.js';

/** One entry of the rankings API, as far as the page shows it. */
export interface Entry {
  run_id: string;
  candidate_name?: string | null;
  overall_coverage: string;
  gap_count: number;
  gaps: { name: string }[];
}

export const COVERAGE: Record<string, string> = {
  sufficient: 'Sufficient',
  partial: 'Partial',
  insufficient: 'Insufficient',
};

/** The Gaps cell: how many, then which by name (after a colon that only a screen reader says). */
export const gapsText = (e: Entry) =>
  e.gap_count === 0
    ? 'No gaps'
    : `${e.gap_count} ${e.gap_count === 1 ? 'gap' : 'gaps'}: ${e.gaps.map((g) => g.name).join(', ')}`;

/** The ranking the API gives for the filters: what the page must show, in its order. */
export async function apiRanking(query: Record<string, string>): Promise<Entry[]> {
  const res = await call(`/api/v2/integration/rankings?${new URLSearchParams(query)}`, { headers: customerKey() });
  expect(res.status).to.equal(200);
  return res.body;
}

export const ranking = (page: Page, table: string) => page.getByRole('grid', { name: `Ranking: ${table}` });

/**
 * The rows of one ranking (a React Aria table: a grid, its rows links), each as its cells' text; waits a moment for
 * rows to render (a table shown again for new filters fills its body on a later render).
 */
export async function rows(page: Page, table: string): Promise<string[][]> {
  for (let i = 0; ; i++) {
    const cells = await ranking(page, table)
      .getByRole('row')
      .evaluateAll((trs) =>
        trs.map((tr) =>
          [...tr.querySelectorAll('[role=gridcell], [role=rowheader]')].map((c) => (c.textContent ?? '').trim()),
        ),
      );
    const body = cells.filter((row) => row.length > 0); // the header row has column headers only
    if (body.length || i === 50) return body;
    await page.waitForTimeout(100);
  }
}

/** The rows as the page must show them for the API's entries: rank, candidate, coverage tier, gaps. */
export const expectedRows = (entries: Entry[]) =>
  entries.map((e, i) => [String(i + 1), e.candidate_name, COVERAGE[e.overall_coverage], gapsText(e)]);

/**
 * The Rankings page has read the ranked positions, its suggestions (a person waits for the page to show its count;
 * typing before the suggestions are in would open no list until the next key).
 */
const suggestionsLoaded = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /candidates? in \d+ rankings?/ })
    .waitFor();

/**
 * The field shows the picked suggestion. The list closes on the pick and the field's text follows a frame later, as a
 * person sees it: read the field once it changed from what was typed (or after 5 s), not in the same instant.
 */
async function picked(page: Page, position: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name: 'Position' });
  const field = await combobox.elementHandle();
  await page
    .waitForFunction(([el, want]) => (el as unknown as { value: string }).value === want, [field, position] as const, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  expect(await combobox.inputValue()).to.equal(position);
}

/** On the Rankings page: part of the position typed, its suggestion picked with the mouse. */
export async function choosePosition(page: Page, position: string): Promise<void> {
  await suggestionsLoaded(page);
  await page.getByRole('combobox', { name: 'Position' }).fill(position.slice(0, 12));
  await page.getByRole('option', { name: position }).click(); // a suggestion: the ranked positions
  await picked(page, position);
}

/** The same with the keyboard: typed at a typist's pace, the suggestion taken with ArrowDown and Enter. */
export async function choosePositionByKeyboard(page: Page, position: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name: 'Position' });
  await suggestionsLoaded(page);
  await tabTo(page, combobox);
  await page.keyboard.type(position.slice(0, -3), { delay: 20 });
  const suggestion = page.getByRole('option', { name: position });
  await suggestion.waitFor();
  await page.keyboard.press('ArrowDown');
  // The option is highlighted before Enter picks it, as a person would see it, at a person's pace (under a loaded
  // run an Enter a few ms after ArrowDown could miss the highlighted suggestion).
  await suggestion.and(page.locator('[data-focused]')).waitFor();
  await page.waitForTimeout(250);
  await page.keyboard.press('Enter');
  await picked(page, position);
}
