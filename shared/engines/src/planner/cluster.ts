/** Average-linkage agglomerative clustering on cosine similarity: groups of phrases that mean the same work. */
import { cosine } from '../semantic.js';

export interface Clustering {
  /** Phrases the posting wrote together (one list item, one line): their cosine counts `bonus` higher. */
  together?: { test: (a: number, b: number) => boolean; bonus: number };
  /** While there are more than `groups` groups, merging goes on below the threshold, down to `floor`. */
  atMost?: { groups: number; floor: number };
}

/**
 * Groups of indices into `vectors`: two groups merge while their mean pairwise similarity is at least `threshold`
 * (or `atMost.floor` while there are too many). Groups come back in the order of their first member, members in input
 * order (deterministic).
 */
export function clusterByMeaning(
  vectors: readonly Float32Array[],
  threshold: number,
  { together, atMost }: Clustering = {},
): number[][] {
  const sim = vectors.map((a, i) =>
    vectors.map((b, j) => cosine(a, b) + (together && i !== j && together.test(i, j) ? together.bonus : 0)),
  );
  let groups = vectors.map((_, i) => [i]);
  const linkage = (a: number[], b: number[]): number => {
    let sum = 0;
    for (const i of a) for (const j of b) sum += sim[i]![j]!;
    return sum / (a.length * b.length);
  };
  for (;;) {
    const needed = atMost && groups.length > atMost.groups ? Math.min(atMost.floor, threshold) : threshold;
    let best = { score: needed, a: -1, b: -1 };
    for (let a = 0; a < groups.length; a++)
      for (let b = a + 1; b < groups.length; b++) {
        const score = linkage(groups[a]!, groups[b]!);
        if (score >= best.score && (best.a < 0 || score > best.score)) best = { score, a, b };
      }
    if (best.a < 0) break;
    const merged = [...groups[best.a]!, ...groups[best.b]!].sort((x, y) => x - y);
    groups = groups.filter((_, i) => i !== best.a && i !== best.b);
    groups.push(merged);
    groups.sort((x, y) => x[0]! - y[0]!);
  }
  return groups;
}
