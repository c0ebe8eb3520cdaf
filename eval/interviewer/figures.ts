import type { Move, Style, ChosenMove } from './moves.js';

/** One case as the interviewer handled it. */
export interface CaseResult {
  id: string;
  family: string;
  style: Style;
  expected: Move;
  chosen: ChosenMove;
  /** The turn's text when it was a follow-up, else null. */
  follow_up: string | null;
  /** Noun phrases of that follow-up found nowhere in the topic or the candidate's answers. */
  presumed: string[];
}

/** Moves that are no probe: moving on, or answering the candidate's own question. */
const NOT_PROBES: readonly ChosenMove[] = ['next_topic', 'rephrase', 'explain', 'defer'];
export const isProbe = (move: ChosenMove): boolean => !NOT_PROBES.includes(move);

export interface Rate {
  n: number;
  of: number;
  rate: number | null;
}

export function rate(n: number, of: number): Rate {
  return { n, of, rate: of === 0 ? null : n / of };
}

export const accuracy = (results: readonly CaseResult[]): Rate =>
  rate(results.filter((r) => r.chosen === r.expected).length, results.length);

/** Accuracy per value of a key (style, family), keys in first-seen order. */
export function accuracyBy(results: readonly CaseResult[], key: 'style' | 'family'): Record<string, Rate> {
  const keys = [...new Set(results.map((r) => r[key]))];
  return Object.fromEntries(keys.map((k) => [k, accuracy(results.filter((r) => r[key] === k))]));
}

/** Counts of expected move → chosen move. */
export function confusion(results: readonly CaseResult[]): Record<string, Record<string, number>> {
  const table: Record<string, Record<string, number>> = {};
  for (const r of results) {
    const row = (table[r.expected] ??= {});
    row[r.chosen] = (row[r.chosen] ?? 0) + 1;
  }
  return table;
}

/** Follow-ups naming a presumed noun phrase, over all follow-ups asked. */
export const presumptiveRate = (results: readonly CaseResult[]): Rate => {
  const followUps = results.filter((r) => r.follow_up !== null);
  return rate(followUps.filter((r) => r.presumed.length > 0).length, followUps.length);
};

/** Complete answers that got a probe anyway. */
export const needlessProbeRate = (results: readonly CaseResult[]): Rate => {
  const complete = results.filter((r) => r.style === 'complete');
  return rate(complete.filter((r) => isProbe(r.chosen)).length, complete.length);
};

export interface SplitFigures {
  cases: number;
  move_accuracy: Rate;
  accuracy_by_style: Record<string, Rate>;
  accuracy_by_family: Record<string, Rate>;
  confusion: Record<string, Record<string, number>>;
  presumptive_follow_ups: Rate;
  needless_probe_after_complete: Rate;
}

export function splitFigures(results: readonly CaseResult[]): SplitFigures {
  return {
    cases: results.length,
    move_accuracy: accuracy(results),
    accuracy_by_style: accuracyBy(results, 'style'),
    accuracy_by_family: accuracyBy(results, 'family'),
    confusion: confusion(results),
    presumptive_follow_ups: presumptiveRate(results),
    needless_probe_after_complete: needlessProbeRate(results),
  };
}
