import { readFileSync } from 'node:fs';
import type { AssessmentCase, Family, ScriptedInterview } from './case.js';

/**
 * `heldout` is the third of the authored answers set aside at the start; `fresh` is a second held-out batch written
 * after `heldout` had been looked at eight times (authoring-fresh/), and `third` a third one written after eleven
 * (authoring-third/). None is used to build the scorer.
 */
export const SPLITS = ['train', 'heldout', 'fresh', 'third'] as const;
export type Split = (typeof SPLITS)[number];

const read = <T>(name: string): T => JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8')) as T;

/** How the report names each split. */
export const SPLIT_NAMES: Readonly<Record<Split, string>> = {
  train: 'train',
  heldout: 'held-out',
  fresh: 'fresh held-out',
  third: 'third held-out',
};

export const loadCases = (split: Split): AssessmentCase[] => read(`${split}.json`);
export const loadFamilies = (): Family[] => read('families.json');
export const loadInterviews = (): ScriptedInterview[] => read('interviews.json');
