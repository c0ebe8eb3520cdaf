import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

/** Starts one of the services' production entry points (e.g. '@irs/gateway/main') as a separate Node process. */
export function startEntryPoint(
  module: string,
  env: Record<string, string>,
): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--enable-source-maps', require.resolve(module)], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  return { child, output: () => output };
}

/** Polls `url` until it answers 200, or fails after `ms`. */
export async function waitFor200(url: string, ms = 20_000, output?: () => string): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer 200 within ${ms} ms\n${output?.() ?? ''}`);
}

/** Polls a process's output until it contains `text`, or fails after `ms` with the output so far. */
export async function waitForOutput(output: () => string, text: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`no "${text}" within ${ms} ms:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((ok) => {
    child.once('exit', (code) => ok(code));
    child.kill(signal);
  });
}

/**
 * The whole stack as `npm start` runs it (services/stack/dist/main.js), resolved once it prints "[start] ready".
 * `checkout` runs another checkout's entry, from its folder (where the default data directory is).
 */
export function startStackProcess(
  env: Record<string, string>,
  checkout?: string,
): Promise<{ child: ChildProcess; output: () => string }> {
  const main = checkout ? join(checkout, 'services/stack/dist/main.js') : require.resolve('@irs/stack/main');
  const child = spawn(process.execPath, [main], { env, cwd: checkout, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((ok, fail) => {
    const timer = setInterval(() => {
      if (output.includes('[start] ready')) {
        clearInterval(timer);
        ok({ child, output: () => output });
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      fail(new Error(`stack exited with ${code}:\n${output}`));
    });
  });
}

/** Stops a stack process the way Ctrl-C does; resolves with its exit code and how long it took. */
export function stopWithSigint(child: ChildProcess): Promise<{ code: number | null; ms: number }> {
  const started = Date.now();
  return new Promise((ok) => {
    if (child.exitCode !== null) return ok({ code: child.exitCode, ms: 0 });
    child.once('exit', (code) => ok({ code, ms: Date.now() - started }));
    child.kill('SIGINT');
  });
}
