/** Generic helpers of the evaluation harnesses (eval/<set>/run.ts): options, progress lines, rates and markdown tables. */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { format, resolveConfig } from 'prettier';

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

export function markdownTable(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const line = (cells: readonly (string | number)[]) =>
    `| ${cells.map((c) => String(c).replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Writes a file as the repository's prettier config formats it, so `prettier --check` (npm run lint) stays clean. */
export async function writeFile(path: string, text: string): Promise<void> {
  mkdirSync(dirname(path), { recursive: true });
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
