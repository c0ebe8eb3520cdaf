/**
 * npm run eval:assessment:setting [-- --check=<id regex>]
 * Trains the scorer's setting head (shared/engines/src/scoring/setting.ts) on TRAIN splits only: a logistic
 * regression from each answer's meaning vector to "off-topic story" (1) against every other answer (0), classes
 * weighted to balance, L2-regularised, full-batch gradient descent from zero (deterministic). The answers are those of
 * this set's train split and the work answers of the interviewer set's train split (eval/interviewer: one-turn replies
 * about work in other roles, labelled by its own guide), so short replies and other trades are seen as work too. Five
 * folds give out-of-fold probabilities; the threshold is the lowest at which the head costs at most 1 % of the
 * evidence answers (counting, as the scorer does, only answers that name no work setting).
 * Writes setting-head.ts (the model id, threshold, bias and weights) and prints the fold figures.
 *
 * `--check=<regex>` trains without the answers whose ids match, prints how the head places them, and writes nothing:
 * an out-of-sample check on a batch written after the others (e.g. `--check='-x01[3-6]$'`).
 */
import { parseArgs } from 'node:util';
import { loadEmbedder } from '@irs/semantic';
import { answerVectors, headProbability, judgedBySetting } from '@irs/engines/scoring';
import type { Utterance } from '@irs/engines/transcript';
import { progress } from '../support/report.js';
import { isAdversarial } from './case.js';
import { loadCases, loadFamilies } from './data.js';
import { caseTranscript } from './engine.js';
import { fitLogistic, writeHead, type Labelled } from './logistic.js';
import { loadCases as loadInterviewerCases } from '../interviewer/data.js';

const FOLDS = 5;
/** The share of evidence answers the head may cost out of fold. */
const MAX_EVIDENCE_LOSS = 0.01;
const THRESHOLDS = [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95];

const { values } = parseArgs({ options: { check: { type: 'string' } } });
const say = (line: string) => progress('setting', line);

/** `positive`: an off-topic story. */
interface Example extends Labelled {
  id: string;
  evidence: boolean;
  /** The answer names no work setting, so the scorer asks the head about it. */
  judged: boolean;
}

const embedder = await loadEmbedder();
const families = new Map(loadFamilies().map((f) => [f.family, f]));
const examples: Example[] = [];
for (const c of loadCases('train')) {
  const family = families.get(c.family)!;
  const transcript = caseTranscript(c, family);
  const x = (await answerVectors(transcript, embedder)).get(transcript.at(-1)!.id);
  if (x) {
    const judged = judgedBySetting(c.answer);
    examples.push({ id: c.id, x, positive: c.style === 'off_topic', evidence: !isAdversarial(c.style), judged });
  }
  if (examples.length % 100 === 0) say(`embedded ${examples.length} train answers`);
}
// The interviewer set's replies about work (its off-topic style also holds questions about pay and opinions, which
// are no stories set elsewhere, so those are left out, as are declines and requests).
const WORK_REPLIES: ReadonlySet<string> = new Set(['general', 'we', 'no_outcome', 'complete', 'repeated']);
for (const c of loadInterviewerCases('train').filter((c) => WORK_REPLIES.has(c.style))) {
  const reply: Utterance = {
    id: c.id,
    speaker: 'candidate',
    text: c.answer,
    offset_ms: 0,
    kind: 'answer',
    topic_id: null,
    competency_id: null,
  };
  const x = (await answerVectors([reply], embedder)).get(reply.id);
  if (x)
    examples.push({ id: `interviewer/${c.id}`, x, positive: false, evidence: true, judged: judgedBySetting(c.answer) });
}
say(`embedded ${examples.length} train answers (${examples.filter((e) => e.positive).length} off-topic)`);

/** How many of the list the scorer would place outside work at threshold t. */
const count = (list: readonly Example[], p: ReadonlyMap<string, number>, t: number) =>
  list.filter((e) => e.judged && (p.get(e.id) ?? 0) >= t).length;

if (values.check) {
  const held = new RegExp(values.check);
  const head = fitLogistic(examples.filter((e) => !held.test(e.id)));
  const checked = examples.filter((e) => held.test(e.id));
  const p = new Map(checked.map((e) => [e.id, headProbability(head, e.x)]));
  const off = checked.filter((e) => e.positive);
  for (const t of THRESHOLDS)
    say(`check, threshold ${t}: off-topic placed outside work ${count(off, p, t)}/${off.length}`);
  for (const e of checked) say(`  ${e.id} ${(p.get(e.id) ?? 0).toFixed(3)}`);
} else {
  // Folds by position within each class, so every fold holds its share of off-topic answers.
  const fold = new Map<string, number>();
  for (const cls of [true, false])
    examples.filter((e) => e.positive === cls).forEach((e, i) => fold.set(e.id, i % FOLDS));
  const outOfFold = new Map<string, number>();
  for (let k = 0; k < FOLDS; k++) {
    const head = fitLogistic(examples.filter((e) => fold.get(e.id) !== k));
    for (const e of examples.filter((x) => fold.get(x.id) === k)) outOfFold.set(e.id, headProbability(head, e.x));
    say(`fold ${k + 1}/${FOLDS} trained`);
  }
  const off = examples.filter((e) => e.positive);
  const evidence = examples.filter((e) => e.evidence);
  for (const t of THRESHOLDS) {
    say(
      `threshold ${t}: off-topic caught ${count(off, outOfFold, t)}/${off.length}, ` +
        `evidence lost ${count(evidence, outOfFold, t)}/${evidence.length} (out of fold)`,
    );
  }
  const threshold = THRESHOLDS.find((t) => count(evidence, outOfFold, t) <= MAX_EVIDENCE_LOSS * evidence.length) ?? 1;
  const head = fitLogistic(examples);
  const path = await writeHead(
    'setting-head.ts',
    'SETTING_HEAD',
    `Written by \`npm run eval:assessment:setting\` from ${examples.length} train answers`,
    { model: embedder.model, threshold },
    head,
  );
  say(`threshold ${threshold}; wrote ${path} (rebuild, and bump SIGNAL_WEIGHTS_VERSION)`);
}
