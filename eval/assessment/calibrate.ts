/**
 * npm run eval:assessment:calibrate — searches the semantic matcher's thresholds on the TRAIN split only (never the
 * held-out one) and prints the best it found beside MEANING_THRESHOLDS. It does not edit the engine: a person copies
 * the numbers into shared/engines/src/scoring/meaning.ts and bumps SIGNAL_WEIGHTS_VERSION.
 *
 * Coordinate search, from today's thresholds: each threshold in turn tries the values of its grid with the others
 * fixed, and keeps a value when it raises train F1 with false credit on adversarial answers within the target (2 %),
 * or, while no trial is within it, when it lowers false credit. Two passes; embeddings are cached by the embedder,
 * so a pass costs scoring only (a few minutes; a progress line per threshold).
 */
import { fileURLToPath } from 'node:url';
import { loadEmbedder } from '@irs/semantic';
import { createDeterministicScorer, MEANING_THRESHOLDS, type MeaningThresholds } from '@irs/engines/scoring';
import { markdownTable, percent, progress, writeFile } from '../support/report.js';
import { loadCases, loadFamilies } from './data.js';
import { caseTranscript, credited } from './engine.js';
import { caseResult, splitFigures, type SplitFigures } from './figures.js';

const MAX_FALSE_CREDIT = 0.02;
const PASSES = 2;
/** The thresholds that decide credit; domain_hit only weighs evidence (report: score parity), so it is set apart. */
const GRID: { [K in Exclude<keyof MeaningThresholds, 'domain_hit'>]: number[] } = {
  floor: [0.25, 0.28, 0.31, 0.33, 0.35, 0.37, 0.39, 0.42],
  near_best: [0.02, 0.04, 0.06, 0.08, 0.1, 0.12],
  shared_word: [0, 0.02, 0.04, 0.06, 0.08],
  over_median: [0.02, 0.04, 0.06, 0.08, 0.1, 0.12],
  behaviour: [0, 0.15, 0.2, 0.25, 0.3],
  on_topic: [0.1, 0.15, 0.2, 0.25, 0.3, 0.33, 0.36, 0.4, 0.45],
  off_topic_gap: [0.05, 0.1, 0.15, 0.2, 0.25, 0.3],
  echo: [0.75, 0.8, 0.85, 0.9],
  over_off_topic: [-0.1, -0.05, -0.02, 0, 0.02, 0.05, 0.1],
  vouched_gap: [0, 0.05, 0.1, 0.15, 0.2, 0.3],
  hub: [0, 0.3, 0.5, 0.7, 1],
};

const say = (line: string) => progress('calibrate', line);
const cases = loadCases('train');
const families = new Map(loadFamilies().map((f) => [f.family, f]));
const embedder = await loadEmbedder();

async function evaluate(thresholds: MeaningThresholds): Promise<SplitFigures> {
  const scorer = createDeterministicScorer(thresholds);
  const results = [];
  for (const c of cases) {
    const family = families.get(c.family)!;
    const payload = await scorer.score({ plan: family.plan, transcript: caseTranscript(c, family), embedder });
    results.push(caseResult(c, credited(payload)));
  }
  return splitFigures(results);
}

const admissible = (f: SplitFigures) => (f.false_credit.rate ?? 0) <= MAX_FALSE_CREDIT;
const line = (f: SplitFigures) =>
  `F1 ${f.overall.f1}, precision ${f.overall.precision}, recall ${f.overall.recall}, plain-words recall ` +
  `${f.by_style.plain_words?.recall}, false credit ${f.false_credit.rate}, fairness ${f.fairness_ratio}`;

let best: MeaningThresholds = { ...MEANING_THRESHOLDS };
let bestFigures = await evaluate(best);
say(`today's thresholds on ${cases.length} train answers: ${line(bestFigures)}`);
const f1 = (f: SplitFigures) => f.overall.f1 ?? 0;
const falseCredit = (f: SplitFigures) => f.false_credit.rate ?? 0;
// Within the false-credit target, higher F1 wins; outside it, lower false credit first.
const better = (f: SplitFigures) =>
  admissible(f)
    ? !admissible(bestFigures) || f1(f) > f1(bestFigures)
    : !admissible(bestFigures) &&
      (falseCredit(f) < falseCredit(bestFigures) ||
        (falseCredit(f) === falseCredit(bestFigures) && f1(f) > f1(bestFigures)));

for (let pass = 1; pass <= PASSES; pass++) {
  for (const key of Object.keys(GRID) as (keyof typeof GRID)[]) {
    for (const value of GRID[key]) {
      if (value === best[key]) continue;
      const trial = { ...best, [key]: value };
      const f = await evaluate(trial);
      if (better(f)) {
        best = trial;
        bestFigures = f;
        say(`pass ${pass}: ${key} ${value} → ${line(f)}`);
      }
    }
    say(`pass ${pass}: ${key} done (${best[key]})`);
  }
}
say(`best on train: ${JSON.stringify(best)}`);
say(line(bestFigures));

// The frontier of the engine that ships: its own thresholds, with floor and near_best moved over their grids.
const points: { floor: number; near_best: number; f: SplitFigures }[] = [];
say(`frontier: ${GRID.floor.length * GRID.near_best.length} points of floor × near_best`);
for (const floor of GRID.floor)
  for (const near_best of GRID.near_best)
    points.push({ floor, near_best, f: await evaluate({ ...MEANING_THRESHOLDS, floor, near_best }) });
const p = (x: SplitFigures) => x.overall.precision ?? 0;
const r = (x: SplitFigures) => x.overall.recall ?? 0;
const ships = (x: { floor: number; near_best: number }) =>
  x.floor === MEANING_THRESHOLDS.floor && x.near_best === MEANING_THRESHOLDS.near_best;
// Of equal points the first is kept, so the one that ships goes first.
const front = [...points.filter(ships), ...points.filter((x) => !ships(x))]
  .filter(({ f }) => !points.some(({ f: g }) => p(g) >= p(f) && r(g) >= r(f) && (p(g) > p(f) || r(g) > r(f))))
  .filter(({ f }, i, all) => all.findIndex(({ f: g }) => p(g) === p(f) && r(g) === r(f)) === i)
  .sort((a, b) => p(a.f) - p(b.f));
const table = markdownTable(
  ['floor', 'near_best', 'precision', 'recall', 'plain-words recall', 'false credit', ''],
  front.map(({ floor, near_best, f }) => [
    floor,
    near_best,
    percent(f.overall.precision),
    percent(f.overall.recall),
    percent(f.by_style.plain_words?.recall ?? null),
    percent(f.false_credit.rate),
    ships({ floor, near_best }) ? 'ships' : '',
  ]),
);
await writeFile(
  fileURLToPath(new URL('report/frontier.md', import.meta.url)),
  [
    '# Precision against recall on the train split',
    '',
    `Written by \`npm run eval:assessment:calibrate\`: the points of a floor × near_best grid (other thresholds: the engine's, ${JSON.stringify(MEANING_THRESHOLDS)})`,
    'that no other point beats on both precision and recall (of equal ones, the one that ships, else the first). Train split only.',
    '',
    table,
    '',
  ].join('\n'),
);
say(`frontier (train): ${front.map(({ f }) => `P ${p(f)} / R ${r(f)}`).join(', ')}; wrote report/frontier.md`);
