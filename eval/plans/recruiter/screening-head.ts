/**
 * npm run eval:plans:screening-head
 * Trains the planner's screening head (shared/engines/src/planner/screening-learned.ts) on the TRAIN split of the
 * recruiter set only: a logistic regression from a phrase's meaning vector to "a screening fact" (1) against "work"
 * (0), classes weighted to balance, L2-regularised, full-batch gradient descent from zero (deterministic), and one
 * centroid per screening kind.
 *
 * Examples, per train posting: every labelled screening requirement (1, with its kind); every labelled theme (0); and
 * every line of the posting (a qualification, a skill, a description line or its part after a semicolon), labelled by
 * the posting's own screening labels: 1 when it means one of them (cosine ≥ 0.75, that label's kind), 0 when it means
 * none (every cosine < 0.45), left out in between. Five folds by posting give out-of-fold probabilities; the threshold
 * is the lowest at which the head takes at most 1 % of the work lines. Writes screening-head.ts (the model id, the
 * threshold, the weights, the kind centroids and a hash of the training data) and prints the fold figures.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { loadEmbedder } from '@irs/semantic';
import { cosine, headProbability } from '@irs/engines/semantic';
import type { ScreeningKind } from '@irs/engines/planner';
import { progress, writeFile } from '../../support/report.js';
import { fitLogistic, type Labelled } from '../../assessment/logistic.js';
import { loadPostings } from './figures.js';

const FOLDS = 5;
/** The share of work lines the head may take out of fold. */
const MAX_WORK_LOSS = 0.01;
const THRESHOLDS = [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95];
const MEANS = 0.75;
const MEANS_NONE = 0.45;
const say = (line: string) => progress('screening-head', line);

interface Example extends Labelled {
  posting: number;
  text: string;
  kind: ScreeningKind | null;
  /** A line of a posting (not a label's wording): what the head meets in use. */
  line: boolean;
}

/** The posting's lines as the planner meets them: list items, description lines, their parts after a semicolon. */
const linesOf = (p: ReturnType<typeof loadPostings>[number]): string[] =>
  [...p.input.qualifications, ...p.input.skills, ...(p.input.job_description ?? '').split('\n')]
    .flatMap((l) => l.split(';'))
    .map((l) => l.replace(/^[\s\-•*·]+/, '').trim())
    .filter((l) => l.length > 2 && l.length <= 200);

const embedder = await loadEmbedder((line) => say(line));
const postings = loadPostings('train');
const examples: Example[] = [];
for (const [n, p] of postings.entries()) {
  const labels = p.label.screening;
  const lines = linesOf(p);
  const vectors = await embedder.embed([...labels.map((l) => l.requirement), ...p.label.themes, ...lines]);
  const labelVectors = vectors.slice(0, labels.length);
  labels.forEach((l, i) =>
    examples.push({ posting: n, text: l.requirement, kind: l.kind, line: false, positive: true, x: vectors[i]! }),
  );
  p.label.themes.forEach((t, i) =>
    examples.push({ posting: n, text: t, kind: null, line: false, positive: false, x: vectors[labels.length + i]! }),
  );
  lines.forEach((text, i) => {
    const x = vectors[labels.length + p.label.themes.length + i]!;
    const scores = labelVectors.map((v) => cosine(v, x));
    const best = Math.max(-1, ...scores);
    if (best >= MEANS)
      examples.push({ posting: n, text, kind: labels[scores.indexOf(best)]!.kind, line: true, positive: true, x });
    else if (best < MEANS_NONE) examples.push({ posting: n, text, kind: null, line: true, positive: false, x });
  });
}
const count = (test: (e: Example) => boolean) => examples.filter(test).length;
say(
  `${examples.length} examples from ${postings.length} train postings: ${count((e) => e.positive)} screening ` +
    `(${count((e) => e.positive && e.line)} posting lines), ${count((e) => !e.positive)} work ` +
    `(${count((e) => !e.positive && e.line)} posting lines)`,
);

const outOfFold = new Map<Example, number>();
for (let k = 0; k < FOLDS; k++) {
  const head = fitLogistic(examples.filter((e) => e.posting % FOLDS !== k));
  for (const e of examples.filter((x) => x.posting % FOLDS === k)) outOfFold.set(e, headProbability(head, e.x));
  say(`fold ${k + 1}/${FOLDS} trained`);
}
const workLines = examples.filter((e) => !e.positive && e.line);
const factLines = examples.filter((e) => e.positive && e.line);
const above = (list: readonly Example[], t: number) => list.filter((e) => outOfFold.get(e)! >= t).length;
for (const t of THRESHOLDS)
  say(
    `threshold ${t}: screening lines caught ${above(factLines, t)}/${factLines.length}, ` +
      `work lines taken ${above(workLines, t)}/${workLines.length} (out of fold)`,
  );
const threshold = THRESHOLDS.find((t) => above(workLines, t) <= MAX_WORK_LOSS * workLines.length) ?? 1;

const head = fitLogistic(examples);
const round = (x: number) => Math.round(x * 1e5) / 1e5;
const kinds = [...new Set(examples.flatMap((e) => (e.kind ? [e.kind] : [])))].sort();
const centroid = (kind: ScreeningKind): number[] => {
  const sum = new Float64Array(head.weights.length);
  for (const e of examples.filter((x) => x.kind === kind)) e.x.forEach((v, i) => (sum[i] = sum[i]! + v));
  const norm = Math.hypot(...sum) || 1;
  return Array.from(sum, (v) => round(v / norm));
};
const data = createHash('sha256')
  .update(JSON.stringify(examples.map((e) => [e.text, e.positive, e.kind])))
  .digest('hex');
const source = [
  `/** Written by \`npm run eval:plans:screening-head\` from ${examples.length} train examples; do not edit. */`,
  'export const SCREENING_HEAD = {',
  `  model: ${JSON.stringify(embedder.model)},`,
  `  data: ${JSON.stringify(data)},`,
  `  threshold: ${threshold},`,
  `  bias: ${round(head.bias)},`,
  `  weights: [${Array.from(head.weights, round).join(', ')}] as readonly number[],`,
  '  kinds: {',
  ...kinds.map((k) => `    ${k}: [${centroid(k).join(', ')}] as readonly number[],`),
  '  },',
  '} as const;',
  '',
].join('\n');
await writeFile(
  fileURLToPath(new URL('../../../shared/engines/src/planner/screening-head.ts', import.meta.url)),
  source,
);
say(`threshold ${threshold}; wrote shared/engines/src/planner/screening-head.ts (rebuild, and bump PLANNER_VERSION)`);
