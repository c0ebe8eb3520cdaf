/** A competency's area as one vector: what clustering and revision comments compare by meaning. */
import type { Candidate } from './candidates.js';

/** The posting phrases of a competency that stand for its area beside its name. */
const AREA_PHRASES = 4;

export type Embed = (texts: readonly string[]) => Promise<Float32Array[]>;

/** The normalised mean of unit vectors: the direction of their area. */
export function meanVector(vectors: readonly Float32Array[]): Float32Array {
  const mean = new Float32Array(vectors[0]!.length);
  for (const v of vectors) v.forEach((x, i) => (mean[i] = mean[i]! + x));
  const norm = Math.hypot(...mean) || 1;
  return mean.map((x) => x / norm);
}

/** Each competency's area: its name with the posting phrases it came from, averaged. */
export async function areaVectors(embed: Embed, candidates: readonly Candidate[]): Promise<Float32Array[]> {
  const texts = candidates.map((c) => [c.name, ...(c.sourcePhrases ?? []).slice(0, AREA_PHRASES)]);
  const flat = await embed(texts.flat());
  let at = 0;
  return texts.map((t) => meanVector(flat.slice(at, (at += t.length))));
}
