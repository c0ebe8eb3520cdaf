import type { Row } from './support.js';

/** The five goals of issue 38, checked by `npm run bench:check`: each benchmark's first row carries its own target. */
export const CHECKED = ['create', 'action', 'status', 'webhook', 'token'] as const;

/**
 * Whether a headline row meets its `target`: `>= 0.8` and `p50 <= 1.5x` read the row's same-run ratio, `p99 <= 250`
 * its p99 in ms. One line per goal, for the check's output.
 */
export function goalLine(bench: string, row: Row | undefined): { met: boolean; line: string } {
  const target = row?.target;
  const parsed = target && /^(?:(p50|p99) )?(>=|<=) ([\d.]+)(x?)$/.exec(target);
  if (!row || !parsed) return { met: false, line: `${bench}: no result with a target to check` };
  const [, stat, op, bound, times] = parsed;
  const onRatio = !stat || times === 'x';
  const figure = onRatio ? row.ratio : stat === 'p99' ? row.p99 : row.median;
  if (figure === undefined) return { met: false, line: `${bench}: ${row.metric} has no figure for ${target}` };
  const met = op === '>=' ? figure >= Number(bound) : figure <= Number(bound);
  const shown = onRatio ? `${figure}x` : `${figure} ms`;
  return { met, line: `${bench}: ${row.metric} ${shown} (goal ${target}) ${met ? 'met' : 'MISSED'}` };
}
