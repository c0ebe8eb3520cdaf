/**
 * Writes train.json and heldout.json from the authored cases: a held-out third, stratified by style and family, with
 * a fixed seed, so the split is reproducible and chosen before any engine run; the extra train-only cases
 * (authoring-extra/) are appended to train. Run: node --import tsx eval/interviewer/split.ts
 */
import { fileURLToPath } from 'node:url';
import { writeFile } from '../support/report.js';
import { groupBy, seededRandom, shuffled } from '../support/split.js';
import { extraTrainCases } from './authoring-extra/train-extra.js';
import { allCases } from './authoring/index.js';
import type { InterviewerCase } from './case.js';

const SEED = 21;

const random = seededRandom(SEED);
const strata = groupBy(allCases(), (c) => `${c.style}|${c.family}`);
const train: InterviewerCase[] = [];
const heldout: InterviewerCase[] = [];
// A running remainder keeps the held-out share a third overall although most strata hold 3-5 cases.
let owed = 0;
for (const key of [...strata.keys()].sort()) {
  const cases = shuffled(strata.get(key)!, random);
  owed += cases.length / 3;
  const take = Math.min(cases.length, Math.round(owed));
  owed -= take;
  heldout.push(...cases.slice(0, take));
  train.push(...cases.slice(take));
}
// Cases written after the held-out split's first run go to train only.
train.push(...extraTrainCases());
const byId = (a: InterviewerCase, b: InterviewerCase) => a.id.localeCompare(b.id);
const write = (name: string, cases: InterviewerCase[]) =>
  writeFile(fileURLToPath(new URL(name, import.meta.url)), JSON.stringify(cases.sort(byId), null, 2));
await write('train.json', train);
await write('heldout.json', heldout);
console.log(
  `split: ${train.length} train (${extraTrainCases().length} extra), ${heldout.length} held-out (seed ${SEED})`,
);
