import { readFileSync } from 'node:fs';
import type { InterviewerCase } from './case.js';

/**
 * `heldout` is the third set aside at the start, retired as a headline by issue 32 (it was run after engine changes);
 * `second` is issue 32's batch (authoring-second/: nine families, vague claims), written before that issue's engine
 * work.
 */
export const SPLITS = ['train', 'heldout', 'second'] as const;
export type Split = (typeof SPLITS)[number];
/** Batches not looked at yet: run only by name (`--split second`), never by `--split all`, and once. */
export const UNSEEN: readonly Split[] = [];

/** The labelled cases of one split. */
export function loadCases(split: Split): InterviewerCase[] {
  return JSON.parse(readFileSync(new URL(`${split}.json`, import.meta.url), 'utf8')) as InterviewerCase[];
}
