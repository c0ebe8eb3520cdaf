import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

/** Writes a report file formatted as the repository's prettier config wants it, so `prettier --check` stays clean. */
export async function writeFormatted(file: URL, text: string): Promise<void> {
  const path = fileURLToPath(file);
  const options = (await resolveConfig(path)) ?? {};
  writeFileSync(file, await format(text, { ...options, filepath: path }));
}
