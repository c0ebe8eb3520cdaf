import { execFileSync, spawnSync } from 'node:child_process';
import { watch } from 'node:fs';
import { lstat, mkdtemp, readdir, readFile, realpath, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { removeDataDir, startEmbeddedPostgres, SYSTEM_HOME } from '@irs/stack';
import { access, invitedRun, startedInterview } from '../support/candidate.js';
import { db } from '../support/db.js';
import { uniqueEmail } from '../support/identity.js';
import { call } from '../support/http.js';
import { freePort } from '../support/ports.js';
import { stack } from '../support/stack.js';

/**
 * Second review, finding 7: during initdb a world-readable file held the PostgreSQL superuser's password, in a data
 * directory opened to all (0755) when running as root; OTP mails and Temporal's SQLite were world-readable too. Any
 * local user could read the password and then, as superuser, read encryption.key with pg_read_file.
 * Now every file the stack writes is owner-only, the data directory is 0700, and the `postgres` user reaches only its
 * cluster and binaries (postgres-home.ts).
 */
const isRoot = process.getuid?.() === 0;

/** Every file and folder under `dir`, not following links (the `postgres` link leads to the server's own folder). */
async function entries(dir: string): Promise<string[]> {
  const found = await readdir(dir, { withFileTypes: true, recursive: true });
  return found.filter((e) => !e.isSymbolicLink()).map((e) => join(e.parentPath, e.name));
}

const openBits = async (path: string) => (await lstat(path)).mode & 0o077;

describe('security review 2, finding 7: secret and personal files are owner-only', function () {
  this.timeout(120_000);

  it('the data directory is 0700 and every file in it (keys, database password, Temporal SQLite, OTP mails) is owner-only', async () => {
    const invited = await invitedRun({ candidate_email: uniqueEmail('modes') });
    await startedInterview(invited); // uses the invitation's code, so that the next is mailed
    expect((await call(access(invited.token, '/request-otp'), { body: {} })).status).to.equal(200);
    const dataDir = stack().dataDir;
    expect((await stat(dataDir)).mode & 0o777).to.equal(0o700);
    const files = await entries(dataDir);
    for (const name of ['encryption.key', 'postgres.password', 'bootstrap.json', 'temporal.db'])
      expect(files, name).to.include(join(dataDir, name));
    expect(
      files.some((f) => f.endsWith('.eml')),
      'an OTP mail was written',
    ).to.equal(true);
    const open = [];
    for (const file of files) if (await openBits(file)) open.push(file);
    expect(open, 'readable by group or others').to.deep.equal([]);
  });

  it('the database server cannot read the data directory: pg_read_file of encryption.key is refused', async () => {
    const key = join(stack().dataDir, 'encryption.key');
    const error = await (await db()).query(`SELECT pg_read_file($1)`, [key]).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(error?.message).to.match(/permission denied|could not open/);
  });

  it('as root, the postgres user reaches its cluster but no file of the data directory', async function () {
    const dataDir = stack().dataDir;
    const cluster = await realpath(join(dataDir, 'postgres'));
    if (!isRoot) return expect(cluster).to.equal(join(await realpath(dataDir), 'postgres'));
    expect(cluster.startsWith(join(SYSTEM_HOME, 'clusters'))).to.equal(true);
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    expect((await stat(cluster)).uid).to.equal(uid);
    expect((await stat(cluster)).mode & 0o777).to.equal(0o700);
    for (const file of ['encryption.key', 'postgres.password', 'bootstrap.json', 'temporal.db']) {
      const read = spawnSync('cat', [join(dataDir, file)], { uid, gid: uid });
      expect(read.status, `postgres reads ${file}`).to.not.equal(0);
    }
  });

  it("initdb gets the password from no file that anyone but the server's user can read", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'irs-initdb-'));
    const watched = isRoot ? [dir, join(SYSTEM_HOME, 'clusters')] : [dir];
    const seen: { path: string; open: number }[] = [];
    const watchers = watched.map((folder) =>
      watch(folder, (_event, name) => {
        const path = join(folder, String(name));
        lstat(path).then(
          (s) => s.isSymbolicLink() || seen.push({ path, open: s.mode & 0o077 }),
          () => undefined, // already removed
        );
      }),
    );
    const pg = await startEmbeddedPostgres({ dataDir: dir, port: await freePort(), log: () => undefined });
    try {
      const password = (await readFile(join(dir, 'postgres.password'), 'utf8')).trim();
      expect(
        seen.some((s) => s.path.endsWith('.pwfile')),
        'the password file was seen',
      ).to.equal(true);
      expect(
        seen.filter((s) => s.open),
        'files open to group or others',
      ).to.deep.equal([]);
      const readable = (await entries(dir)).filter((f) => !f.endsWith('postgres.password'));
      for (const file of readable)
        if ((await lstat(file)).isFile()) expect(await readFile(file, 'utf8')).to.not.include(password);
    } finally {
      watchers.forEach((w) => w.close());
      await pg.stop();
      await removeDataDir(dir);
    }
  });
});
