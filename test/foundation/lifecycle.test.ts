import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { removeDataDir, type BootstrapFile } from '@irs/stack';
import { call } from '../support/http.js';
import { startStackProcess as start, stopWithSigint } from '../support/process.js';
import { testEnv } from '../support/stack.js';

/** Every process below `pid`, found through /proc via ps. */
function descendants(pid: number): number[] {
  const out = execFileSync('ps', ['-e', '-o', 'pid=,ppid=']).toString();
  const children = new Map<number, number[]>();
  for (const line of out.trim().split('\n')) {
    const [p, pp] = line.trim().split(/\s+/).map(Number) as [number, number];
    children.set(pp, [...(children.get(pp) ?? []), p]);
  }
  const all: number[] = [];
  const walk = (p: number) => (children.get(p) ?? []).forEach((c) => (all.push(c), walk(c)));
  walk(pid);
  return all;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start lifecycle (separate process)', function () {
  this.timeout(180_000);
  let dataDir: string;
  let env: Record<string, string>;
  const started: ChildProcess[] = [];
  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'irs-lifecycle-'));
    env = { ...(await testEnv(dataDir)), LOG_LEVEL: 'warn' };
  });
  after(async () => {
    for (const child of started) if (child.exitCode === null) await stopWithSigint(child);
    await removeDataDir(dataDir);
  });

  it('reaches ready, prints where things are, stops on SIGINT within 10 s leaving no process, and keeps data', async () => {
    const first = await start(env);
    started.push(first.child);
    const origin = `http://127.0.0.1:${env.PORT}`;
    expect(first.output()).to.include(`API origin:     ${origin}`);
    expect(first.output()).to.include(`Temporal UI:    http://127.0.0.1:${env.TEMPORAL_UI_PORT}`);
    expect(first.output()).to.include(`Bootstrap file: ${join(dataDir, 'bootstrap.json')}`);
    const ready = await call('/api/v1/health/ready', { origin });
    expect(ready.status).to.equal(200);

    const children = descendants(first.child.pid!);
    expect(children.length, 'postgres and temporal run as child processes').to.be.greaterThan(1);
    const stopped = await stopWithSigint(first.child);
    expect(stopped.code).to.equal(0);
    expect(stopped.ms).to.be.below(10_000);
    expect(children.filter(alive), 'processes left behind').to.deep.equal([]);

    const creds = JSON.parse(await readFile(join(dataDir, 'bootstrap.json'), 'utf8')) as BootstrapFile;
    const second = await start(env);
    started.push(second.child);
    try {
      expect(second.output()).to.include('bootstrap: database already initialised');
      expect(second.output()).to.include('migrations: up to date');
      const login = await call('/api/v1/auth/login', {
        origin,
        body: { email: creds.customer.admin_email, password: creds.customer.admin_password },
      });
      expect(login.status, 'the user created by the first run still exists').to.equal(200);
    } finally {
      await stopWithSigint(second.child);
    }
  });
});
