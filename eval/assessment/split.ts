/**
 * Writes the set's data files from the authored families: train.json and heldout.json (a held-out third of the
 * answers, stratified by family and style, seed 20), fresh.json, third.json, fourth.json, fifth.json and sixth.json (the later
 * held-out batches of authoring-fresh/, -third/, -fourth/, -fifth/ and -sixth/; the third and the
 * fourth also join train after their one look),
 * families.json (plans and openers) and interviews.json, so the harness and whoever tunes the scorer read train.json,
 * never the authoring files; the train-only answers of authoring-extra/ are appended to train. Run: node --import tsx eval/assessment/split.ts
 */
import { fileURLToPath } from 'node:url';
import { writeFile } from '../support/report.js';
import { heldOutThird } from '../support/split.js';
import { extraTrainCases } from './authoring-extra/train-extra.js';
import { freshHeldoutCases } from './authoring-fresh/heldout-fresh.js';
import { thirdHeldoutCases } from './authoring-third/heldout-third.js';
import { fourthHeldoutCases } from './authoring-fourth/heldout-fourth.js';
import { fifthHeldoutCases } from './authoring-fifth/heldout-fifth.js';
import { sixthHeldoutCases } from './authoring-sixth/heldout-sixth.js';
import { seventhHeldoutCases } from './authoring-seventh/heldout-seventh.js';
import { eighthHeldoutCases } from './authoring-eighth/heldout-eighth.js';
import { ninthHeldoutCases } from './authoring-ninth/heldout-ninth.js';
import { NEW_FAMILY_ROWS } from './authoring-sixth/new-families.js';
import { familyPlan } from './authoring/family.js';
import { allCases, allFamilies, allInterviews } from './authoring/index.js';
import type { AssessmentCase } from './case.js';

const SEED = 20;

const { train, heldout } = heldOutThird(allCases(), (c) => `${c.family}|${c.style}`, SEED);
// Answers written after the held-out split's second look go to train only; so do the third, fourth, sixth,
// seventh and eighth batches after their one look.
train.push(
  ...extraTrainCases(),
  ...thirdHeldoutCases(),
  ...fourthHeldoutCases(),
  ...sixthHeldoutCases(),
  ...seventhHeldoutCases(),
  ...eighthHeldoutCases(),
);
const byId = (a: AssessmentCase, b: AssessmentCase) => a.id.localeCompare(b.id);
const write = (name: string, value: unknown) =>
  writeFile(fileURLToPath(new URL(name, import.meta.url)), JSON.stringify(value));
await write('train.json', train.sort(byId));
await write('heldout.json', heldout.sort(byId));
await write('fresh.json', freshHeldoutCases().sort(byId));
await write('third.json', thirdHeldoutCases().sort(byId));
await write('fourth.json', fourthHeldoutCases().sort(byId));
await write('fifth.json', fifthHeldoutCases().sort(byId));
await write('sixth.json', sixthHeldoutCases().sort(byId));
await write('seventh.json', seventhHeldoutCases().sort(byId));
await write('eighth.json', eighthHeldoutCases().sort(byId));
await write('ninth.json', ninthHeldoutCases().sort(byId));
// The sixth batch's three new families (HVAC service, bank teller, line cook) have answers in that batch only.
await write('families.json', [...allFamilies(), ...NEW_FAMILY_ROWS.map(([spec]) => familyPlan(spec))]);
await write('interviews.json', allInterviews());
console.log(
  `split: ${train.length} train (${extraTrainCases().length} extra), ${heldout.length} held-out (seed ${SEED}), ` +
    `${freshHeldoutCases().length} fresh held-out, ${thirdHeldoutCases().length} third and ` +
    `${fourthHeldoutCases().length} fourth (also in train), ${fifthHeldoutCases().length} fifth held-out, ` +
    `${sixthHeldoutCases().length} sixth, ${seventhHeldoutCases().length} seventh and ` +
    `${eighthHeldoutCases().length} eighth (also in train), ${ninthHeldoutCases().length} ninth held-out; ` +
    `${allInterviews().length} interviews`,
);
