import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { call } from '../support/http.js';
import { customerKey, runPath } from '../support/runs.js';
import { focusComesTo, hasFocus, tabTo } from './support.js';

/** What the run-page journeys check through the API. A recruiter's direct edit: a competency renamed, a question added. */
export const NEW_NAME = 'Infrastructure automation';
export const NEW_QUESTION = 'Tell me about a deployment you automated end to end, and what it replaced.';

export interface PlanCompetency {
  id: string;
  name: string;
  question_topics: { id: string; prompt: string }[];
}

export const planOf = async (runId: string) =>
  (await call(runPath(runId, '/plan'), { headers: customerKey() })).body.payload as {
    revision: number;
    competencies: PlanCompetency[];
  };

/** After a save: "What changed" has the rename and the new question, and has the focus. */
export async function expectEditShown(page: Page, revision: number, oldName: string): Promise<void> {
  const changed = page.getByRole('heading', { name: `What changed in revision ${revision}` });
  await changed.waitFor();
  expect(await hasFocus(changed), 'focus moves to what the save changed').to.equal(true);
  const changes = page.locator('.changes');
  await changes
    .getByRole('listitem')
    .filter({ hasText: `renamed "${oldName}" to "${NEW_NAME}"` })
    .waitFor();
  await changes
    .getByRole('listitem')
    .filter({ hasText: `added question to "${NEW_NAME}"` })
    .waitFor();
}

/**
 * With the keyboard only, on a PENDING run's page: opens the editor (which opens at the first competency's name),
 * renames that competency, adds a question and saves; the save shows as `revision`, with the focus on what changed.
 */
export async function editPlanByKeyboard(page: Page, revision: number, oldName: string): Promise<void> {
  await tabTo(page, page.getByRole('button', { name: 'Edit plan' }));
  await page.keyboard.press('Enter');
  const competency = page.getByRole('group', { name: 'Competency 1', exact: true });
  const nameField = competency.getByRole('textbox', { name: 'Competency name' });
  expect(await focusComesTo(nameField), 'the editor opens at the first field').to.equal(true);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(NEW_NAME);
  await tabTo(page, competency.getByRole('button', { name: 'Add question' }));
  await page.keyboard.press('Enter');
  await page.keyboard.type(NEW_QUESTION); // the new question has the focus
  await tabTo(page, page.getByRole('button', { name: 'Save plan' }));
  await page.keyboard.press('Enter');
  await expectEditShown(page, revision, oldName);
}

/** Through the API: the stored, approved plan has the new name and the new question. */
export async function expectStoredEdit(runId: string, competencyId: string): Promise<void> {
  expect((await call(runPath(runId), { headers: customerKey() })).body.state).to.equal('APPROVED');
  const stored = (await planOf(runId)).competencies.find((c) => c.id === competencyId)!;
  expect(stored.name).to.equal(NEW_NAME);
  expect(stored.question_topics.map((t) => t.prompt)).to.include(NEW_QUESTION);
}

/** The assessment's strongest evidence quote: the one a reviewer follows to the transcript. */
export async function strongestQuote(runId: string): Promise<string> {
  const assessment = (await call(runPath(runId, '/assessment'), { headers: customerKey() })).body.payload;
  const refs = assessment.traces.flatMap((t: { refs: { quote: string; strength: number }[] }) => t.refs);
  return refs.sort((a: { strength: number }, b: { strength: number }) => b.strength - a.strength)[0].quote;
}
