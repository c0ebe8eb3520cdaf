/**
 * Where an answer's story is set, by meaning: a logistic head on the sentence model's vector of the whole answer,
 * trained on the train split of eval/assessment (its off-topic stories against every other answer;
 * `npm run eval:assessment:setting`). The private-life words (off-topic.ts) catch the settings they name, and a story
 * from a pub quiz, a youth club or a festival names none of them; on train-only stories in such settings, written
 * after the words were, 16 of 20 took credit. The head is a guard only, and only for answers that name no work
 * setting: one it places outside work earns no credit, like one the words place there. Its threshold is the lowest
 * at which, across five folds of train, it costs at most 1 % of the evidence answers.
 */
import { namesWorkSetting } from '../off-topic.js';
import { SETTING_HEAD } from './setting-head.js';
import { headProbability } from '../semantic.js';

/**
 * Whether the head judges an answer at all: one that names a work setting (customers, patients, colleagues, the team)
 * is about work whatever its meaning, so a plain story of the job never loses credit to the head.
 */
export const judgedBySetting = (text: string): boolean => !namesWorkSetting(text);

/** Whether the head places an answer (its unit-length meaning vector) outside work; never another model's vectors. */
export function outsideWork(vector: Float32Array, model: string, text: string): boolean {
  const head = SETTING_HEAD;
  if (!judgedBySetting(text) || model !== head.model || vector.length !== head.weights.length) return false;
  return headProbability(head, vector) >= head.threshold;
}
