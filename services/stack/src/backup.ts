import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { backup as sqliteBackup, DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { ConfigError, type Config } from '@irs/shared';
import { DATABASE } from './postgres.js';

/**
 * `npm run backup`: the local stack's two stores, each consistent on its own, and what their data cannot be read
 * without (docs/operations.md, "Backup and restore").
 *
 * - PostgreSQL: an online physical base backup of the embedded cluster through the server's own low-level API
 *   (pg_backup_start, a copy of the cluster's files, pg_backup_stop) with the WAL that makes the copy consistent, held
 *   back meanwhile by a temporary replication slot. This is what a point-in-time recovery starts from, and it needs
 *   nothing but the running server: the embedded distribution ships no pg_dump or pg_basebackup, and a client of another
 *   major version refuses the server.
 * - Temporal: SQLite's online backup of the dev server's `temporal.db`, all pages in one step (one read transaction:
 *   a snapshot, however busy the server is).
 * - The secrets: `encryption.key` (every Temporal payload and the secrets at rest are encrypted with it),
 *   `postgres.password` (the restored cluster's superuser) and `bootstrap.json` (the dev credentials).
 *
 * A folder holds one backup of each store at most, taken at its own moment (`--only` backs up one: in production the
 * two stores are backed up apart, and so the drill does here). The folder is 0700, every file in it 0600, and its
 * `manifest.json` lists each file with its SHA-256, which `npm run restore` checks.
 */

export const STORES = ['postgres', 'temporal'] as const;
export type Store = (typeof STORES)[number];

/** A failure the operator can act on: the CLIs print its message alone. */
export class OperatorError extends Error {
  override name = 'OperatorError';
}

/** For the CLIs: prints what went wrong (the message alone when the operator can act on it) and exits 1. */
export function cliFailure(command: string, error: unknown): never {
  const known = error instanceof OperatorError || error instanceof ConfigError;
  console.error(`[${command}] failed: ${known ? (error as Error).message : ((error as Error).stack ?? error)}`);
  process.exit(1);
}

/** Where `npm start` keeps each thing in DATA_DIR (services/stack/src/stack.ts, postgres.ts, temporal-server.ts). */
export function localFiles(config: Config) {
  const dataDir = resolve(config.DATA_DIR);
  return {
    dataDir,
    /** The cluster, or as root a link to it under SYSTEM_HOME (postgres-home.ts). */
    cluster: join(dataDir, 'postgres'),
    temporalDb: join(dataDir, 'temporal.db'),
    /** Copied into a backup beside the stores, and back by a restore. */
    secrets: {
      encryptionKey: join(dataDir, 'encryption.key'),
      postgresPassword: join(dataDir, 'postgres.password'),
      bootstrap: join(dataDir, 'bootstrap.json'),
    },
  };
}

/** Backups go beside the data directory, never inside it: removing the data directory keeps them. */
export const defaultBackupRoot = (config: Config) => join(dirname(resolve(config.DATA_DIR)), 'backups');

/** The embedded server's URL (its superuser's password is in DATA_DIR), or DATABASE_URL. */
export async function localDatabaseUrl(config: Config, database = DATABASE): Promise<string> {
  if (config.DATABASE_URL) return config.DATABASE_URL;
  const file = localFiles(config).secrets.postgresPassword;
  if (!existsSync(file))
    throw new OperatorError(
      `no embedded PostgreSQL in ${localFiles(config).dataDir} (no postgres.password): is DATA_DIR right? ` +
        '`npm start` creates it on its first start.',
    );
  const password = (await readFile(file, 'utf8')).trim();
  return `postgres://postgres:${password}@127.0.0.1:${config.EMBEDDED_POSTGRES_PORT}/${database}`;
}

/** The Temporal frontend `npm start` runs (its dev server), or TEMPORAL_ADDRESS. */
export const localTemporalAddress = (config: Config): string =>
  config.TEMPORAL_ADDRESS ?? `${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${config.TEMPORAL_DEV_PORT}`;

/** ENCRYPTION_KEY, or the key `npm start` generated in DATA_DIR. */
export async function localEncryptionKey(config: Config): Promise<Buffer> {
  if (config.ENCRYPTION_KEY) return Buffer.from(config.ENCRYPTION_KEY, 'base64');
  const file = localFiles(config).secrets.encryptionKey;
  if (!existsSync(file)) throw new OperatorError(`no encryption key: set ENCRYPTION_KEY, or check DATA_DIR (${file})`);
  return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
}

/** How to get the stack running, for the errors that need it. */
export const START_THE_STACK =
  'Start it with `npm start` (same DATA_DIR and ports, in another terminal), wait for "[start] ready", and try again.';

/** Whether something accepts TCP connections on 127.0.0.1:`port`. */
export function answers(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    const end = (up: boolean) => (socket.destroy(), done(up));
    socket.once('connect', () => end(true));
    socket.once('error', () => end(false));
    socket.once('timeout', () => end(false));
  });
}

export interface Manifest {
  format: typeof FORMAT;
  /** The data directory the backup was taken from. */
  data_dir: string;
  postgres?: {
    taken_at: string;
    server_version: string;
    method: string;
    start_lsn: string;
    stop_lsn: string;
    files: number;
    bytes: number;
    ms: number;
  };
  temporal?: { taken_at: string; pages: number; bytes: number; ms: number };
  /** Every file in the folder (but this one): its SHA-256. */
  checksums: Record<string, string>;
}
const FORMAT = 'interview-run-service/local-backup/1';
export const MANIFEST = 'manifest.json';

export async function readManifest(dir: string): Promise<Manifest | undefined> {
  const file = join(dir, MANIFEST);
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
  if (manifest.format !== FORMAT) throw new OperatorError(`${dir}: not a backup of this service (${manifest.format})`);
  return manifest;
}

async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  const partial = join(dir, `${MANIFEST}.partial`);
  await writeFile(partial, JSON.stringify(manifest, null, 2) + '\n', { mode: 0o600 });
  await rename(partial, join(dir, MANIFEST));
}

export const sha256File = async (file: string): Promise<string> => {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
};

/** Copies one file (owner-only), hashing what it copies; `counted` sees the bytes as they go. */
export async function copyFileHashed(from: string, to: string, counted?: (bytes: number) => void): Promise<string> {
  const hash = createHash('sha256');
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      counted?.(chunk.length);
      done(null, chunk);
    },
  });
  await pipeline(createReadStream(from), tap, createWriteStream(to, { mode: 0o600 }));
  await chmod(to, 0o600); // an existing file keeps its mode through createWriteStream
  return hash.digest('hex');
}

/** Lines like "copied 812 files, 63.2 MB" at most every two seconds. */
export function throttledProgress(progress: (line: string) => void, label: string) {
  let last = Date.now();
  return (files: number, bytes: number) => {
    if (Date.now() - last < 2000) return;
    last = Date.now();
    progress(`${label}: ${files} files, ${mb(bytes)} so far`);
  };
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * What a base backup leaves out of the cluster (as pg_basebackup does): the running server's files, and the contents
 * of folders the server rebuilds or empties at start. pg_wal is copied apart, once the backup has stopped.
 */
const EMPTIED = new Set([
  'pg_wal',
  'pg_dynshmem',
  'pg_notify',
  'pg_replslot',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const LEFT_OUT = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'current_logfiles']);

/** Copies the cluster's files (regular files and folders only: the server's sockets stay behind). */
async function copyCluster(
  from: string,
  to: string,
  rel: string,
  checksums: Record<string, string>,
  count: { files: number; bytes: number; tick: (files: number, bytes: number) => void },
): Promise<void> {
  await mkdir(to, { mode: 0o700 });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const name = entry.name;
    if (rel === 'postgres' && LEFT_OUT.has(name)) continue;
    if (name === 'pg_internal.init' || name.startsWith('pgsql_tmp') || name.startsWith('.s.PGSQL.')) continue;
    const source = join(from, name);
    const target = join(to, name);
    if (entry.isDirectory()) {
      if (rel === 'postgres' && EMPTIED.has(name)) await mkdir(target, { mode: 0o700 });
      else await copyCluster(source, target, `${rel}/${name}`, checksums, count);
    } else if (entry.isFile()) {
      checksums[`${rel}/${name}`] = await copyFileHashed(source, target, (n) => (count.bytes += n));
      count.files++;
      count.tick(count.files, count.bytes);
    }
  }
}

/** The WAL segment files from `first` to `last` (names compare in order within a timeline), and timeline histories. */
async function copyWal(
  pgWal: string,
  to: string,
  first: string,
  last: string,
  checksums: Record<string, string>,
): Promise<string[]> {
  const names = (await readdir(pgWal)).filter(
    (n) => (/^[0-9A-F]{24}$/.test(n) && n >= first && n <= last) || /^[0-9A-F]{8}\.history$/.test(n),
  );
  for (const name of names)
    checksums[`postgres/pg_wal/${name}`] = await copyFileHashed(join(pgWal, name), join(to, name));
  await mkdir(join(to, 'archive_status'), { mode: 0o700 });
  return names.filter((n) => !n.endsWith('.history'));
}

const refused = (error: unknown) =>
  ['ECONNREFUSED', 'ETIMEDOUT'].includes(String((error as { code?: unknown }).code)) ||
  /timeout/i.test((error as Error).message);

async function backupPostgres(config: Config, dir: string, manifest: Manifest, progress: (line: string) => void) {
  if (config.DATABASE_URL)
    throw new OperatorError(
      'DATABASE_URL names a PostgreSQL server of your own: back it up with its point-in-time recovery ' +
        '(docs/operations.md, "Backup and restore"); `npm run backup` covers the embedded server of `npm start`.',
    );
  const started = Date.now();
  const client = new pg.Client({ connectionString: await localDatabaseUrl(config), connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    if (!refused(error)) throw error;
    throw new OperatorError(
      `PostgreSQL does not answer on 127.0.0.1:${config.EMBEDDED_POSTGRES_PORT}: the stack is not running. ${START_THE_STACK}`,
    );
  }
  const target = join(dir, 'postgres');
  try {
    const [settings] = (
      await client.query(
        `SELECT current_setting('data_directory') AS data_directory, current_setting('server_version') AS version`,
      )
    ).rows as { data_directory: string; version: string }[];
    const cluster = await realpath(localFiles(config).cluster);
    if ((await realpath(settings!.data_directory)) !== cluster)
      throw new OperatorError(
        `the PostgreSQL server on port ${config.EMBEDDED_POSTGRES_PORT} serves ${settings!.data_directory}, not ` +
          `${cluster} (the cluster of DATA_DIR): is EMBEDDED_POSTGRES_PORT or DATA_DIR wrong?`,
      );
    // Keeps every WAL segment from here on until this session ends (a checkpoint would otherwise recycle them).
    await client.query(`SELECT pg_create_physical_replication_slot($1, true, true)`, [`irs_backup_${process.pid}`]);
    const [start] = (
      await client.query(`SELECT l::text AS lsn, pg_walfile_name(l) AS walfile FROM pg_backup_start($1, true) AS l`, [
        `npm run backup ${new Date().toISOString()}`,
      ])
    ).rows as { lsn: string; walfile: string }[];
    progress(`PostgreSQL ${settings!.version}: base backup started at WAL ${start!.lsn}, copying ${cluster}`);
    const count = { files: 0, bytes: 0, tick: throttledProgress(progress, 'PostgreSQL: copied') };
    try {
      await copyCluster(cluster, target, 'postgres', manifest.checksums, count);
    } catch (error) {
      await client.query(`SELECT pg_backup_stop(false)`).catch(() => undefined);
      throw error;
    }
    const [stop] = (
      await client.query(
        `SELECT lsn::text AS lsn, labelfile, spcmapfile, pg_walfile_name(lsn) AS walfile FROM pg_backup_stop(false)`,
      )
    ).rows as { lsn: string; labelfile: string; spcmapfile: string; walfile: string }[];
    // The label tells the restored server where to start replaying; the WAL up to the stop makes the copy consistent.
    await writeFile(join(target, 'backup_label'), stop!.labelfile, { mode: 0o600 });
    manifest.checksums['postgres/backup_label'] = await sha256File(join(target, 'backup_label'));
    if (stop!.spcmapfile) throw new OperatorError('the cluster has tablespaces, which this local backup does not copy');
    const wal = await copyWal(
      join(cluster, 'pg_wal'),
      join(target, 'pg_wal'),
      start!.walfile,
      stop!.walfile,
      manifest.checksums,
    );
    const bytes = count.bytes + (await folderBytes(join(target, 'pg_wal')));
    manifest.postgres = {
      taken_at: new Date().toISOString(),
      server_version: settings!.version,
      method: 'online physical base backup (pg_backup_start/pg_backup_stop) with its WAL',
      start_lsn: start!.lsn,
      stop_lsn: stop!.lsn,
      files: count.files + wal.length + 1,
      bytes,
      ms: Date.now() - started,
    };
    progress(
      `PostgreSQL: ${count.files} files and ${wal.length} WAL segment(s) up to ${stop!.lsn}, ${mb(bytes)} ` +
        `in ${Date.now() - started} ms`,
    );
  } catch (error) {
    await rm(target, { recursive: true, force: true });
    for (const key of Object.keys(manifest.checksums)) if (key.startsWith('postgres/')) delete manifest.checksums[key];
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function folderBytes(dir: string): Promise<number> {
  let bytes = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) bytes += (await stat(join(entry.parentPath, entry.name))).size;
  return bytes;
}

async function backupTemporal(config: Config, dir: string, manifest: Manifest, progress: (line: string) => void) {
  if (config.TEMPORAL_ADDRESS)
    throw new OperatorError(
      "TEMPORAL_ADDRESS names a Temporal server of your own: back up its persistence with that database's own tools " +
        '(docs/operations.md, "Backup and restore"); `npm run backup` covers the dev server of `npm start`.',
    );
  const file = localFiles(config).temporalDb;
  if (!existsSync(file))
    throw new OperatorError(`no Temporal database at ${file}: is DATA_DIR right? \`npm start\` creates it.`);
  const started = Date.now();
  const target = join(dir, 'temporal.db');
  progress(`Temporal: online backup of ${file}`);
  try {
    const source = new DatabaseSync(file, { readOnly: true });
    let pages: number;
    try {
      // Every page in one step: one read transaction, so the copy is one moment of the database (WAL mode lets the
      // server write on meanwhile). Copied in smaller steps, each write of the server would restart the copy.
      pages = await sqliteBackup(source, target, { rate: 2 ** 31 - 1 });
    } finally {
      source.close();
    }
    await chmod(target, 0o600);
    const copy = new DatabaseSync(target);
    try {
      const [check] = copy.prepare('PRAGMA quick_check').all() as { quick_check: string }[];
      if (check?.quick_check !== 'ok')
        throw new Error(`the copy of temporal.db fails its check: ${check?.quick_check}`);
      copy.exec('PRAGMA journal_mode = DELETE'); // one self-contained file (the server sets WAL again at start)
    } finally {
      copy.close();
    }
    manifest.checksums['temporal.db'] = await sha256File(target);
    const { size } = await stat(target);
    manifest.temporal = { taken_at: new Date().toISOString(), pages, bytes: size, ms: Date.now() - started };
    progress(`Temporal: ${pages} pages, ${mb(size)} in ${Date.now() - started} ms`);
  } catch (error) {
    await rm(target, { force: true });
    delete manifest.checksums['temporal.db'];
    throw error;
  }
}

/** The secrets a backup of these stores carries: [name in the backup, file in DATA_DIR]. */
export function secretFiles(config: Config, stores: Store[]): [string, string][] {
  const { secrets } = localFiles(config);
  const files: [string, string][] = [
    ['encryption.key', secrets.encryptionKey],
    ['bootstrap.json', secrets.bootstrap],
  ];
  if (stores.includes('postgres')) files.push(['postgres.password', secrets.postgresPassword]);
  return files;
}

/** The secrets beside the stores; a folder backed up into twice must have been taken with the same ones. */
async function copySecrets(
  config: Config,
  dir: string,
  manifest: Manifest,
  stores: Store[],
  warn: (l: string) => void,
) {
  if (config.ENCRYPTION_KEY)
    warn(
      'ENCRYPTION_KEY comes from the environment, so this backup does not hold it: keep it with the backup, ' +
        'the restored data cannot be read without it',
    );
  for (const [name, source] of secretFiles(config, stores)) {
    if (!existsSync(source)) continue;
    const sum = await sha256File(source);
    const kept = manifest.checksums[name];
    if (kept && kept !== sum)
      throw new OperatorError(`${name} changed since the other store was backed up into ${dir}: use a new --to folder`);
    if (!kept) manifest.checksums[name] = await copyFileHashed(source, join(dir, name));
  }
}

export interface BackupOptions {
  config: Config;
  /** The folder; by default a new one named after the time under defaultBackupRoot(config). */
  to?: string;
  /** One store only; both by default. */
  only?: Store;
  progress: (line: string) => void;
}

export interface BackupResult {
  dir: string;
  stores: Store[];
  /** What this backup added to the folder. */
  bytes: number;
  ms: number;
  manifest: Manifest;
}

export async function backup(opts: BackupOptions): Promise<BackupResult> {
  const { config, progress } = opts;
  const started = Date.now();
  const stores: Store[] = opts.only ? [opts.only] : [...STORES];
  const dir = resolve(opts.to ?? join(defaultBackupRoot(config), new Date().toISOString().replace(/[:.]/g, '-')));
  const existed = existsSync(dir);
  const manifest: Manifest = (await readManifest(dir)) ?? {
    format: FORMAT,
    data_dir: localFiles(config).dataDir,
    checksums: {},
  };
  if (existed && !existsSync(join(dir, MANIFEST)) && (await readdir(dir)).length)
    throw new OperatorError(`${dir} is not empty and holds no backup: pick an empty or new --to folder`);
  for (const store of stores)
    if (manifest[store]) throw new OperatorError(`${dir} already holds a ${store} backup: pick another --to folder`);
  if (manifest.data_dir !== localFiles(config).dataDir)
    throw new OperatorError(`${dir} holds a backup of ${manifest.data_dir}, not of ${localFiles(config).dataDir}`);

  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  progress(`writing to ${dir}`);
  const before = { ...manifest.checksums };
  try {
    await copySecrets(config, dir, manifest, stores, progress);
    if (stores.includes('postgres')) await backupPostgres(config, dir, manifest, progress);
    if (stores.includes('temporal')) await backupTemporal(config, dir, manifest, progress);
  } catch (error) {
    if (!existed) await rm(dir, { recursive: true, force: true });
    else
      for (const [name] of secretFiles(config, stores)) if (!before[name]) await rm(join(dir, name), { force: true });
    throw error;
  }
  await writeManifest(dir, manifest);
  const added = Object.keys(manifest.checksums).filter((k) => !before[k]);
  let bytes = 0;
  for (const name of added) bytes += (await stat(join(dir, name))).size;
  return { dir, stores, bytes, ms: Date.now() - started, manifest };
}
