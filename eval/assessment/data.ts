import { readFileSync } from 'node:fs';
import type { AssessmentCase, Family, ScriptedInterview } from './case.js';

export const SPLITS = ['train', 'heldout'] as const;
export type Split = (typeof SPLITS)[number];

const read = <T>(name: string): T => JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8')) as T;

export const loadCases = (split: Split): AssessmentCase[] => read(`${split}.json`);
export const loadFamilies = (): Family[] => read('families.json');
export const loadInterviews = (): ScriptedInterview[] => read('interviews.json');
