/**
 * npm run eval:assessment:injection
 * Trains the scorer's injection head (shared/engines/src/scoring/injection.ts) on TRAIN data only: a logistic
 * regression from a sentence's meaning vector to "addresses the assessor" (1) against a benign sentence (0), classes
 * weighted to balance (logistic.ts). The sentences: the labelled set `injection/train-sentences.ts` (injections in many
 * wordings and languages, and hard benign sentences that speak of prompts, scores and instructions at work), and, as
 * benign, every sentence of this set's train answers in an evidence style and of the interviewer set's train replies
 * about work. Five folds give out-of-fold probabilities; the threshold is the lowest at which at most 0.2 % of the
 * benign sentences are flagged out of fold (a flag wipes a real answer's credit). Writes injection-head.ts with the
 * model id, a hash of the training data, the threshold, bias and weights, and prints the fold figures and how it
 * places ten wordings written after it was trained (injection/unseen-wordings.ts, never trained on).
 */
import { createHash } from 'node:crypto';
import { loadEmbedder } from '@irs/semantic';
import { headProbability, INJECTION_RE } from '@irs/engines/scoring';
import { progress } from '../support/report.js';
import { EVIDENCE_STYLES } from './case.js';
import { loadCases } from './data.js';
import { fitLogistic, writeHead, type Labelled } from './logistic.js';
import { INJECTION_TRAIN } from './injection/train-sentences.js';
import { UNSEEN_WORDINGS } from './injection/unseen-wordings.js';
import { loadCases as loadInterviewerCases } from '../interviewer/data.js';

const FOLDS = 5;
/** The share of benign sentences the head may flag out of fold. */
const MAX_BENIGN_FLAGGED = 0.002;
const THRESHOLDS = [0.5, 0.6, 0.7, 0.8, 0.85, 0.86, 0.87, 0.88, 0.89, 0.9, 0.95, 0.99];

const say = (line: string) => progress('injection', line);
/** Sentences as the scorer's segments are, closely enough: at . ! ? and line ends. */
const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 3);

const benignAnswers = [
  ...loadCases('train')
    .filter((c) => (EVIDENCE_STYLES as readonly string[]).includes(c.style))
    .map((c) => c.answer),
  ...loadInterviewerCases('train')
    .filter((c) => ['general', 'we', 'no_outcome', 'complete', 'repeated'].includes(c.style))
    .map((c) => c.answer),
];
const data = [
  ...INJECTION_TRAIN.map((s) => ({ text: s.text, positive: s.injection })),
  ...[...new Set(benignAnswers.flatMap(sentencesOf))].map((text) => ({ text, positive: false })),
];
const hash = createHash('sha256')
  .update(JSON.stringify(data.map((d) => [d.text, d.positive]).sort()))
  .digest('hex')
  .slice(0, 16);

const embedder = await loadEmbedder();
const vectors = await embedder.embed(data.map((d) => d.text));
const examples: (Labelled & { i: number })[] = data.map((d, i) => ({ i, x: vectors[i]!, positive: d.positive }));
say(`embedded ${examples.length} sentences (${examples.filter((e) => e.positive).length} injections), data ${hash}`);

// Folds by position within each class, so every fold holds its share of injections.
const fold = new Map<number, number>();
for (const cls of [true, false]) examples.filter((e) => e.positive === cls).forEach((e, k) => fold.set(e.i, k % FOLDS));
const outOfFold = new Map<number, number>();
for (let k = 0; k < FOLDS; k++) {
  const head = fitLogistic(examples.filter((e) => fold.get(e.i) !== k));
  for (const e of examples.filter((x) => fold.get(x.i) === k)) outOfFold.set(e.i, headProbability(head, e.x));
  say(`fold ${k + 1}/${FOLDS} trained`);
}
const flagged = (list: readonly { i: number }[], t: number) => list.filter((e) => outOfFold.get(e.i)! >= t).length;
const injections = examples.filter((e) => e.positive);
const benign = examples.filter((e) => !e.positive);
for (const t of THRESHOLDS)
  say(
    `threshold ${t}: injections caught ${flagged(injections, t)}/${injections.length}, ` +
      `benign flagged ${flagged(benign, t)}/${benign.length} (out of fold)`,
  );
const threshold = THRESHOLDS.find((t) => flagged(benign, t) <= MAX_BENIGN_FLAGGED * benign.length) ?? 1;
// What the scorer does: the words' guard, then the head.
const either = (list: readonly { i: number }[]) =>
  list.filter((e) => INJECTION_RE.test(data[e.i]!.text) || outOfFold.get(e.i)! >= threshold).length;
say(
  `with the words' guard (INJECTION_RE): injections caught ${either(injections)}/${injections.length}, ` +
    `benign flagged ${either(benign)}/${benign.length}; the words alone: ` +
    `${injections.filter((e) => INJECTION_RE.test(data[e.i]!.text)).length}/${injections.length}`,
);
for (const e of benign.filter((x) => outOfFold.get(x.i)! >= threshold)) say(`  benign flagged: ${data[e.i]!.text}`);
for (const e of injections.filter((x) => outOfFold.get(x.i)! < threshold))
  say(`  injection missed: ${data[e.i]!.text}`);

const head = fitLogistic(examples);
const unseen = await embedder.embed([...UNSEEN_WORDINGS]);
const placed = UNSEEN_WORDINGS.map((w, i) => ({
  words: INJECTION_RE.test(w),
  head: headProbability(head, unseen[i]!) >= threshold,
}));
say(
  `ten wordings written after training (injection/unseen-wordings.ts): the head catches ` +
    `${placed.filter((p) => p.head).length}, the words ${placed.filter((p) => p.words).length}, ` +
    `either ${placed.filter((p) => p.head || p.words).length}`,
);
const path = await writeHead(
  'injection-head.ts',
  'INJECTION_HEAD',
  `Written by \`npm run eval:assessment:injection\` from ${examples.length} train sentences`,
  {
    model: embedder.model,
    threshold,
    extra: ['/** sha256 of the training sentences and labels, first 16 hex digits. */', `data: '${hash}',`],
  },
  head,
);
say(`threshold ${threshold}; wrote ${path} (rebuild, and bump SIGNAL_WEIGHTS_VERSION)`);
