/** Generic helpers of the evaluation harnesses (eval/<set>/run.ts): options, progress lines, rates and markdown tables. */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, getFileInfo, resolveConfig } from 'prettier';

const IGNORE = fileURLToPath(new URL('../../.prettierignore', import.meta.url));

/** `--name value` from the command line, or the fallback. */
export function option(name: string, fallback: string, argv: readonly string[] = process.argv): string {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 && argv[at + 1] !== undefined ? argv[at + 1]! : fallback;
}

/** One progress line on stderr, so stdout stays the report. */
export const progress = (set: string, line: string): void => void process.stderr.write(`[eval:${set}] ${line}\n`);

export const r3 = (n: number): number => Math.round(n * 1000) / 1000;

/** A share in [0, 1] rounded to 3 places, or null when nothing was counted. */
export function rate(hits: number, total: number): number | null {
  return total ? r3(hits / total) : null;
}

/** A share as a percentage for tables, with its counts when given; "n/a" when nothing was counted. */
export function percent(share: number | null, counts?: [number, number]): string {
  if (share === null) return 'n/a';
  const text = `${Math.round(share * 1000) / 10} %`;
  return counts ? `${text} (${counts[0]}/${counts[1]})` : text;
}

/**
 * The Wilson score interval of a share at 95 % confidence: how far a figure measured on `total` answers could be from
 * the engine's true rate (89.6 % of 106 is anything from about 82 % to 94 %).
 */
export function wilson(hits: number, total: number): [number, number] | null {
  if (!total) return null;
  const z = 1.96;
  const p = hits / total;
  const centre = (p + (z * z) / (2 * total)) / (1 + (z * z) / total);
  const half = (z / (1 + (z * z) / total)) * Math.sqrt((p * (1 - p)) / total + (z * z) / (4 * total * total));
  return [r3(Math.max(0, centre - half)), r3(Math.min(1, centre + half))];
}

/** A share with its counts and its 95 % interval: "89.6 % (95/106; 82.5–94.2 %)". */
export function percentWithInterval(hits: number, total: number): string {
  const interval = wilson(hits, total);
  if (!interval) return 'n/a';
  const pct = (x: number) => Math.round(x * 1000) / 10;
  return `${percent(rate(hits, total), [hits, total]).replace(/\)$/, '')}; ${pct(interval[0])}–${pct(interval[1])} %)`;
}

export function markdownTable(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const line = (cells: readonly (string | number)[]) =>
    `| ${cells.map((c) => String(c).replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * Writes a file as the repository's prettier config formats it, so `prettier --check` (npm run lint) stays clean;
 * a file .prettierignore names is written as it is.
 */
export async function writeFile(path: string, text: string): Promise<void> {
  mkdirSync(dirname(path), { recursive: true });
  if ((await getFileInfo(path, { ignorePath: IGNORE })).ignored) return writeFileSync(path, text);
  const options = (await resolveConfig(path)) ?? {};
  writeFileSync(path, await format(text, { ...options, filepath: path }));
}

/** Every `<label>.json` run report of a report dir: the baseline first, then the others oldest first. */
export function readRuns<T extends { label: string; created_at: string }>(reportDir: URL): T[] {
  return readdirSync(reportDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(new URL(f, reportDir), 'utf8')) as T)
    .sort(
      (a, b) =>
        Number(b.label === 'baseline') - Number(a.label === 'baseline') || a.created_at.localeCompare(b.created_at),
    );
}
