/** Seeded, reproducible draws for evaluation splits (no dependency on Math.random). */

/** mulberry32: a small 32-bit generator; the same seed always gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher-Yates with the given generator; returns a new array. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Groups items by a key, keeping first-seen key order. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return groups;
}

/**
 * A held-out third of every stratum (strata in key order, each shuffled with the one seeded generator); a running
 * remainder keeps the held-out share a third overall although strata are small.
 */
export function heldOutThird<T>(
  items: readonly T[],
  key: (item: T) => string,
  seed: number,
): { train: T[]; heldout: T[] } {
  const random = seededRandom(seed);
  const strata = groupBy(items, key);
  const train: T[] = [];
  const heldout: T[] = [];
  let owed = 0;
  for (const k of [...strata.keys()].sort()) {
    const stratum = shuffled(strata.get(k)!, random);
    owed += stratum.length / 3;
    const take = Math.min(stratum.length, Math.round(owed));
    owed -= take;
    heldout.push(...stratum.slice(0, take));
    train.push(...stratum.slice(take));
  }
  return { train, heldout };
}
