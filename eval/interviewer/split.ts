/**
 * Writes train.json and heldout.json from the authored cases: a held-out third, stratified by style and family, with
 * a fixed seed, so the split is reproducible and chosen before any engine run; the extra train-only cases
 * (authoring-extra/) are appended to train; second.json is issue 32's batch (authoring-second/). Run: node --import tsx eval/interviewer/split.ts
 */
import { fileURLToPath } from 'node:url';
import { writeFile } from '../support/report.js';
import { heldOutThird } from '../support/split.js';
import { extraTrainCases } from './authoring-extra/train-extra.js';
import { secondHeldoutCases } from './authoring-second/heldout-second.js';
import { allCases } from './authoring/index.js';
import type { InterviewerCase } from './case.js';

const SEED = 21;

const { train, heldout } = heldOutThird(allCases(), (c) => `${c.style}|${c.family}`, SEED);
// Cases written after the held-out split's first run go to train only; so does the second batch after its one look.
train.push(...extraTrainCases(), ...secondHeldoutCases());
const byId = (a: InterviewerCase, b: InterviewerCase) => a.id.localeCompare(b.id);
const write = (name: string, cases: InterviewerCase[]) =>
  writeFile(fileURLToPath(new URL(name, import.meta.url)), JSON.stringify(cases.sort(byId), null, 2));
await write('train.json', train);
await write('heldout.json', heldout);
await write('second.json', secondHeldoutCases());
console.log(
  `split: ${train.length} train (${extraTrainCases().length} extra), ${heldout.length} held-out (seed ${SEED}), ` +
    `${secondHeldoutCases().length} second (also in train)`,
);
