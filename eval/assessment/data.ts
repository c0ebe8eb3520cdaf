import { readFileSync } from 'node:fs';
import type { AssessmentCase, Family, ScriptedInterview } from './case.js';

/**
 * `heldout` is the third of the authored answers set aside at the start; `fresh` is a second held-out batch written
 * after `heldout` had been looked at eight times (authoring-fresh/), `third` a third one written after eleven
 * (authoring-third/), `fourth` one written right after the third's one look (authoring-fourth/) and `fifth` one written
 * right after the fourth's (authoring-fifth/); `sixth` is issue 32's batch (authoring-sixth/: eight families, stories from
 * other jobs), written before that issue's engine work; `seventh` (authoring-seventh/) was written right after the
 * sixth's one look, for the next change, and `eighth` (authoring-eighth/) right after the seventh's. After its one look a batch joins train (its file keeps the
 * record of that look): the third, the fourth, the sixth, the seventh and the eighth have. `ninth` (authoring-ninth/) was written right
 * after the eighth's look, for the next change. Only train builds the scorer.
 */
export const SPLITS = [
  'train',
  'heldout',
  'fresh',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
] as const;
export type Split = (typeof SPLITS)[number];
/** Batches not looked at yet: run only by name (`--split sixth`), never by `--split all`, and once. */
export const UNSEEN: readonly Split[] = ['ninth'];

const read = <T>(name: string): T => JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8')) as T;

/** How the report names each split. */
export const SPLIT_NAMES: Readonly<Record<Split, string>> = {
  train: 'train',
  heldout: 'held-out',
  fresh: 'fresh held-out',
  third: 'third held-out',
  fourth: 'fourth held-out',
  fifth: 'fifth held-out',
  sixth: 'sixth held-out',
  seventh: 'seventh held-out',
  eighth: 'eighth held-out',
  ninth: 'ninth held-out',
};

export const loadCases = (split: Split): AssessmentCase[] => read(`${split}.json`);
export const loadFamilies = (): Family[] => read('families.json');
export const loadInterviews = (): ScriptedInterview[] => read('interviews.json');
