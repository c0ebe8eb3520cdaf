/**
 * Writes train.json and heldout.json from the authored cases: a held-out third, stratified by style and family, with
 * a fixed seed, so the split is reproducible and chosen before any engine run. Run: node --import tsx eval/interviewer/split.ts
 */
import { writeFileSync } from 'node:fs';
import { allCases } from './authoring/index.js';
import type { InterviewerCase } from './case.js';

const SEED = 21;

/** mulberry32: a tiny seeded PRNG, enough for a reproducible shuffle. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const random = prng(SEED);
const strata = new Map<string, InterviewerCase[]>();
for (const c of allCases()) {
  const key = `${c.style}|${c.family}`;
  strata.set(key, [...(strata.get(key) ?? []), c]);
}
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
const byId = (a: InterviewerCase, b: InterviewerCase) => a.id.localeCompare(b.id);
const dir = new URL('.', import.meta.url);
writeFileSync(new URL('train.json', dir), `${JSON.stringify(train.sort(byId), null, 2)}\n`);
writeFileSync(new URL('heldout.json', dir), `${JSON.stringify(heldout.sort(byId), null, 2)}\n`);
console.log(`split: ${train.length} train, ${heldout.length} held-out (seed ${SEED})`);
