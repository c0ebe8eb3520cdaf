import { NOT_PROVIDED, type OutcomeCount } from './db/bias.js';

/**
 * The impact-ratio report (issue 37 §4, NYC LL144 style): for each sex, each race/ethnicity and each sex × race
 * group, the number assessed, the selection rate ("selected" = coverage tier sufficient) and the impact ratio against
 * the highest rate of its dimension. Groups under MINIMUM_COUNT are suppressed (no rate, no ratio, and not the highest);
 * those who chose not to say or gave no answer are counted but in no ratio. A ratio under FOUR_FIFTHS is flagged.
 */
export const MINIMUM_COUNT = 5;
export const FOUR_FIFTHS = 0.8;

export type Dimension = 'sex' | 'race' | 'sex_x_race';

export interface BiasGroup {
  dimension: Dimension;
  group: string;
  assessed: number;
  selected: number | null;
  selection_rate: number | null;
  impact_ratio: number | null;
  suppressed: boolean;
  /** Prefer not to say, or not provided: counted, in no ratio. */
  excluded: boolean;
  flagged: boolean;
}

const round = (x: number) => Math.round(x * 10_000) / 10_000;
const unknown = (group: string) => group.split(' × ').some((g) => g === 'prefer_not_to_say' || g === NOT_PROVIDED);

function dimension(counts: OutcomeCount[], dim: Dimension): BiasGroup[] {
  const keyOf = (c: OutcomeCount) => (dim === 'sex' ? c.sex : dim === 'race' ? c.race : `${c.sex} × ${c.race}`);
  const sums = new Map<string, { assessed: number; selected: number }>();
  for (const c of counts) {
    const s = sums.get(keyOf(c)) ?? { assessed: 0, selected: 0 };
    sums.set(keyOf(c), { assessed: s.assessed + c.assessed, selected: s.selected + c.selected });
  }
  const groups = [...sums].map(([group, s]) => ({
    group,
    ...s,
    suppressed: s.assessed < MINIMUM_COUNT,
    excluded: unknown(group),
  }));
  const rated = groups.filter((g) => !g.suppressed && !g.excluded);
  const highest = Math.max(0, ...rated.map((g) => g.selected / g.assessed));
  return groups
    .sort((a, b) => a.group.localeCompare(b.group))
    .map((g) => {
      const rate = g.suppressed ? null : g.selected / g.assessed;
      // Rounded before the comparison: 0.6 / 0.75 is 0.7999… in floating point, and four fifths is not under 0.8.
      const ratio = rate === null || g.excluded || highest === 0 ? null : round(rate / highest);
      return {
        dimension: dim,
        group: g.group,
        assessed: g.assessed,
        selected: g.suppressed ? null : g.selected,
        selection_rate: rate === null ? null : round(rate),
        impact_ratio: ratio,
        suppressed: g.suppressed,
        excluded: g.excluded,
        flagged: ratio !== null && ratio < FOUR_FIFTHS,
      };
    });
}

export function biasReport(counts: OutcomeCount[]) {
  const groups = (['sex', 'race', 'sex_x_race'] as const).flatMap((d) => dimension(counts, d));
  return {
    total_assessed: counts.reduce((n, c) => n + c.assessed, 0),
    minimum_count: MINIMUM_COUNT,
    threshold: FOUR_FIFTHS,
    note:
      `Groups with fewer than ${MINIMUM_COUNT} assessed are suppressed: no rate or ratio is shown for them and they are ` +
      `not the reference. "Selected" means the coverage tier sufficient. Prefer not to say and not provided are ` +
      `counted but in no ratio. A ratio under ${FOUR_FIFTHS} is flagged (the four-fifths rule).`,
    suppressed_groups: groups.filter((g) => g.suppressed).length,
    groups,
  };
}
