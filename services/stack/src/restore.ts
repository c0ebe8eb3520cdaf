import { existsSync } from 'node:fs';
import { chmod, chown, lstat, mkdir, readdir, readFile, realpath, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import type { Config } from '@irs/shared';
import { freeLoopbackPort } from '@irs/worker';
import {
  OperatorError,
  STORES,
  answers,
  copyFileHashed,
  defaultBackupRoot,
  localFiles,
  mb,
  readManifest,
  secretFiles,
  sha256File,
  throttledProgress,
  type Manifest,
  type Store,
} from './backup.js';
import { startEmbeddedPostgres } from './postgres.js';
import { postgresHome, type PostgresHome } from './postgres-home.js';

/**
 * `npm run restore`: a backup of `npm run backup` into an empty data directory (or one that lacks the stores being
 * restored), the stack stopped. PostgreSQL gets a fresh cluster, where it is placed as at any first start
 * (postgres-home.ts), filled with the base backup and started once to replay its WAL; Temporal gets the copy of its
 * SQLite file; the secrets come back beside them. Every file is checked against the backup's manifest on the way.
 * Then: `npm start`, and `npm run reconcile` to bring each run's read model to its workflow.
 */

export interface RestoreOptions {
  config: Config;
  /** The backup folder; by default the newest under defaultBackupRoot(config). */
  from?: string;
  /** One store only; every store the backup holds by default. */
  only?: Store;
  progress: (line: string) => void;
}

export interface RestoreResult {
  from: string;
  stores: Store[];
  ms: number;
  /** Runs in the recovered database (when PostgreSQL was restored). */
  runs?: number;
}

/** The newest backup folder under `root` that holds a manifest. */
async function newestBackup(root: string): Promise<string> {
  const names = existsSync(root) ? (await readdir(root)).sort().reverse() : [];
  for (const name of names) if (existsSync(join(root, name, 'manifest.json'))) return join(root, name);
  throw new OperatorError(`no backup under ${root}: name one with --from <folder>`);
}

/** Copies a backed-up file into place, checking it against the manifest. */
async function restoreFile(from: string, rel: string, to: string, manifest: Manifest, count?: (n: number) => void) {
  const expected = manifest.checksums[rel];
  if (!expected) throw new OperatorError(`${rel} is not in ${from}'s manifest`);
  const sum = await copyFileHashed(join(from, rel), to, count);
  if (sum !== expected)
    throw new OperatorError(`${join(from, rel)} does not match its checksum: the backup is damaged`);
}

/** Checks the secrets against the backup's (a key that differs could not read the data), then puts the missing back. */
async function restoreSecrets(
  config: Config,
  from: string,
  manifest: Manifest,
  stores: Store[],
  log: (l: string) => void,
) {
  if (config.ENCRYPTION_KEY && manifest.checksums['encryption.key']) {
    const key = (await readFile(join(from, 'encryption.key'), 'utf8')).trim();
    if (key !== config.ENCRYPTION_KEY)
      throw new OperatorError("ENCRYPTION_KEY differs from the backup's key: the restored data could not be read");
  }
  if (!manifest.checksums['encryption.key'] && !config.ENCRYPTION_KEY)
    log('the backup holds no encryption key (it was taken with ENCRYPTION_KEY set): set the same ENCRYPTION_KEY');
  const missing: [string, string][] = [];
  for (const [name, to] of secretFiles(config, stores)) {
    if (!manifest.checksums[name]) continue;
    if (!existsSync(to)) missing.push([name, to]);
    else if ((await sha256File(to)) !== manifest.checksums[name])
      throw new OperatorError(`${to} differs from the backup's ${name}: move the data directory away first`);
  }
  for (const [name, to] of missing) await restoreFile(from, name, to, manifest);
}

/** Copies the backed-up cluster into the fresh one, owned by the server's user. */
async function fillCluster(
  from: string,
  rel: string,
  to: string,
  manifest: Manifest,
  user: PostgresHome['user'],
  count: { files: number; bytes: number; tick: (files: number, bytes: number) => void },
): Promise<void> {
  for (const entry of await readdir(join(from, rel), { withFileTypes: true })) {
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      await mkdir(target, { mode: 0o700 });
      await fillCluster(from, `${rel}/${entry.name}`, target, manifest, user, count);
    } else {
      await restoreFile(from, `${rel}/${entry.name}`, target, manifest, (n) => (count.bytes += n));
      count.files++;
      count.tick(count.files, count.bytes);
    }
    if (user) await chown(target, user.uid, user.gid);
  }
}

/**
 * A cluster placed as at a first start: under SYSTEM_HOME as root (an old one left at its path is removed there, since
 * the data directory has no postgres.password yet), else in DATA_DIR/postgres. It must be empty.
 */
async function freshCluster(config: Config): Promise<PostgresHome> {
  const home = await postgresHome(localFiles(config).dataDir);
  if ((await readdir(home.cluster)).length)
    throw new OperatorError(`${home.cluster} is not empty: move the data directory (and that cluster) away first`);
  return home;
}

async function restorePostgres(
  config: Config,
  { cluster, user }: PostgresHome,
  from: string,
  manifest: Manifest,
  progress: (l: string) => void,
) {
  const { dataDir } = localFiles(config);
  progress(`PostgreSQL: filling a fresh cluster in ${cluster} from the base backup of ${manifest.postgres!.taken_at}`);
  const count = { files: 0, bytes: 0, tick: throttledProgress(progress, 'PostgreSQL: restored') };
  await fillCluster(from, 'postgres', cluster, manifest, user, count);
  await chmod(cluster, 0o700);

  // One start replays the WAL up to the end of the backup (the backup_label says from where); then a clean stop.
  progress(`PostgreSQL: ${count.files} files, ${mb(count.bytes)} in place; replaying the WAL`);
  const server = await startEmbeddedPostgres({ dataDir, port: await freeLoopbackPort(), log: progress });
  try {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      const [row] = (await client.query(`SELECT count(*)::int AS runs, max(updated_at) AS last FROM runs`)).rows as {
        runs: number;
        last: Date | null;
      }[];
      progress(`PostgreSQL: recovered; ${row!.runs} runs, the latest change at ${row!.last?.toISOString() ?? '-'}`);
      return row!.runs;
    } finally {
      await client.end();
    }
  } finally {
    await server.stop();
  }
}

async function restoreTemporal(config: Config, from: string, manifest: Manifest, progress: (l: string) => void) {
  const { temporalDb } = localFiles(config);
  progress(`Temporal: ${temporalDb} from the backup of ${manifest.temporal!.taken_at}`);
  await restoreFile(from, 'temporal.db', temporalDb, manifest);
  const db = new DatabaseSync(temporalDb);
  try {
    const [check] = db.prepare('PRAGMA quick_check').all() as { quick_check: string }[];
    if (check?.quick_check !== 'ok') throw new OperatorError(`the restored temporal.db fails its check`);
  } finally {
    db.close();
  }
  progress(`Temporal: ${mb((await stat(temporalDb)).size)} in place`);
}

/** Whether DATA_DIR already holds the store (a cluster, or the link to one, or the SQLite file). */
async function holds(config: Config, store: Store): Promise<boolean> {
  const files = localFiles(config);
  if (store === 'temporal') return ['', '-wal', '-shm'].some((suffix) => existsSync(files.temporalDb + suffix));
  if (existsSync(files.secrets.postgresPassword)) return true;
  const link = await lstat(files.cluster).catch(() => undefined);
  if (!link) return false;
  const cluster = await realpath(files.cluster).catch(() => undefined);
  return !!cluster && existsSync(join(cluster, 'PG_VERSION'));
}

export async function restore(opts: RestoreOptions): Promise<RestoreResult> {
  const { config, progress } = opts;
  const started = Date.now();
  const from = resolve(opts.from ?? (await newestBackup(defaultBackupRoot(config))));
  const manifest = await readManifest(from);
  if (!manifest) throw new OperatorError(`${from} holds no backup (no manifest.json)`);
  const stores = (opts.only ? [opts.only] : STORES.filter((s) => manifest[s])) as Store[];
  for (const store of stores) if (!manifest[store]) throw new OperatorError(`${from} holds no ${store} backup`);
  if (!stores.length) throw new OperatorError(`${from} holds no store`);
  if (stores.includes('postgres') && config.DATABASE_URL)
    throw new OperatorError('DATABASE_URL is set: the local restore fills the embedded server of `npm start` only');
  if (stores.includes('temporal') && config.TEMPORAL_ADDRESS)
    throw new OperatorError('TEMPORAL_ADDRESS is set: the local restore fills the dev server of `npm start` only');

  for (const [store, port] of [
    ['postgres', config.EMBEDDED_POSTGRES_PORT],
    ['temporal', config.TEMPORAL_DEV_PORT],
  ] as const)
    if (stores.includes(store) && (await answers(port)))
      throw new OperatorError(
        `something answers on 127.0.0.1:${port} (the stack?): stop it (Ctrl-C where \`npm start\` runs) before restoring`,
      );
  const { dataDir } = localFiles(config);
  for (const store of stores)
    if (await holds(config, store))
      throw new OperatorError(
        `${dataDir} already holds ${store === 'postgres' ? 'a PostgreSQL cluster' : 'a Temporal database'}: a restore ` +
          'never overwrites data. Move the data directory away (or restore into another DATA_DIR) and run it again.',
      );

  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await chmod(dataDir, 0o700);
  progress(`restoring ${stores.join(' and ')} from ${from} into ${dataDir}`);
  const home = stores.includes('postgres') ? await freshCluster(config) : undefined;
  await restoreSecrets(config, from, manifest, stores, progress);
  const runs = home ? await restorePostgres(config, home, from, manifest, progress) : undefined;
  if (stores.includes('temporal')) await restoreTemporal(config, from, manifest, progress);
  return { from, stores, ms: Date.now() - started, runs };
}
