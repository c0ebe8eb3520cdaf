/**
 * The theme threshold shared by the plans harnesses (eval/plans/run.ts, eval/plans/recruiter/run.ts): derived at each
 * run from the hand-labelled (theme, competency, same?) pairs of `theme-calibration.json`, written for train postings
 * only; the cut with the best accuracy wins.
 */
import { readFileSync } from 'node:fs';
import type { Embedder } from '@irs/engines/semantic';
import { bestThreshold, themeScore } from './figures.js';

interface CalibrationPair {
  posting: string;
  theme: string;
  competency: { name: string; description: string; sub_dimensions: string[] };
  same: boolean;
}

export interface ThemeCalibration {
  pairs: number;
  threshold: number;
  accuracy: number;
}

/** The theme threshold, from the hand-labelled pairs of train postings (theme-calibration.json). */
export async function calibrateThemes(embedder: Embedder): Promise<ThemeCalibration> {
  const pairs = JSON.parse(
    readFileSync(new URL('theme-calibration.json', import.meta.url), 'utf8'),
  ) as CalibrationPair[];
  const scored = await Promise.all(
    pairs.map(async (p) => ({
      same: p.same,
      score: await themeScore(embedder, p.theme, {
        ...p.competency,
        sub_dimensions: p.competency.sub_dimensions.map((name) => ({ name })),
      }),
    })),
  );
  return { pairs: pairs.length, ...bestThreshold(scored) };
}
