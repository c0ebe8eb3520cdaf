/**
 * Draws the theme judgements to check by hand (report/hand-check.md): 10 covered and 10 not covered, from postings
 * that got a plan, with a fixed seed. Usage: node --import tsx eval/plans/hand-check-sample.ts [--label baseline]
 */
import { readFileSync } from 'node:fs';
import { option } from '../support/report.js';
import { seededRandom, shuffled } from '../support/split.js';
import type { PlansReport } from './markdown.js';

const label = option('label', 'baseline');
const report = JSON.parse(readFileSync(new URL(`report/${label}.json`, import.meta.url), 'utf8')) as PlansReport;
const judgements = report.outcomes.filter((o) => o.outcome === 'plan').flatMap((o) => o.themes.map((t) => ({ o, t })));
const random = seededRandom(7);
const sample = [true, false].flatMap((covered) =>
  shuffled(
    judgements.filter(({ t }) => t.covered === covered),
    random,
  ).slice(0, 10),
);
sample.forEach(({ o, t }, i) =>
  console.log(
    `${i + 1}. ${o.id} ${o.position} | "${t.theme}" | covered ${t.covered} | best ${t.best?.competency} ${t.best?.score}`,
  ),
);
