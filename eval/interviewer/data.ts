import { readFileSync } from 'node:fs';
import type { InterviewerCase } from './case.js';

export const SPLITS = ['train', 'heldout'] as const;
export type Split = (typeof SPLITS)[number];

/** The labelled cases of one split. */
export function loadCases(split: Split): InterviewerCase[] {
  return JSON.parse(readFileSync(new URL(`${split}.json`, import.meta.url), 'utf8')) as InterviewerCase[];
}
