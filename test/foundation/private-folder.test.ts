import { execFileSync } from 'node:child_process';
import { lstat, mkdir, mkdtemp, readdir, realpath, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { removeDataDir, SYSTEM_HOME } from '@irs/stack';
import { call } from '../support/http.js';
import { startStackProcess, stopWithSigint } from '../support/process.js';
import { testEnv } from '../support/stack.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
/** Left out of the copy: this checkout's data (a clone has none), and what starting does not read. */
const NOT_CLONED = new Set(['.data', '.git', 'test']);

/**
 * Issue 39, §1: a checkout in a folder other users cannot enter (/root/app, any `mktemp -d` folder, 0700) starts.
 * As root the embedded PostgreSQL runs as the `postgres` user, which could not reach the binaries inside such a
 * checkout (`spawn …/initdb EACCES`). The checkout here is a hard-linked copy of this one (built, with its
 * node_modules) inside a fresh mktemp -d folder, and `npm start`'s entry runs from it with the default data directory.
 */
describe('npm start from a folder other users cannot enter', function () {
  this.timeout(180_000);
  let folder: string;
  after(async () => {
    await removeDataDir(join(folder, 'app', '.data'));
    await rm(folder, { recursive: true, force: true });
  });

  it('starts, answers ready, keeps its data directory private, and stops on SIGINT', async () => {
    folder = await mkdtemp(join(tmpdir(), 'irs-private-'));
    expect((await stat(folder)).mode & 0o777).to.equal(0o700);
    const app = join(folder, 'app');
    await mkdir(app);
    for (const entry of await readdir(REPO))
      if (!NOT_CLONED.has(entry)) execFileSync('cp', ['-al', join(REPO, entry), app]); // hard links: instant

    // The default data directory, `.data` in the checkout; no webhook receiver's CA in it.
    const env: Record<string, string> = { ...(await testEnv(app)), LOG_LEVEL: 'warn' };
    delete env.DATA_DIR;
    delete env.WEBHOOK_CA_FILE;
    const { child, output } = await startStackProcess(env, app);
    try {
      const ready = await call('/api/v1/health/ready', { origin: `http://127.0.0.1:${env.PORT}` });
      expect(ready.status, output()).to.equal(200);
      const dataDir = join(app, '.data');
      expect((await stat(dataDir)).mode & 0o777).to.equal(0o700);
      const cluster = await realpath(join(dataDir, 'postgres'));
      if (process.getuid?.() === 0) {
        expect((await lstat(join(dataDir, 'postgres'))).isSymbolicLink()).to.equal(true);
        expect(cluster.startsWith(join(SYSTEM_HOME, 'clusters'))).to.equal(true);
      } else expect(cluster).to.equal(join(await realpath(dataDir), 'postgres'));
    } finally {
      expect((await stopWithSigint(child)).code, output()).to.equal(0);
    }
  });
});
