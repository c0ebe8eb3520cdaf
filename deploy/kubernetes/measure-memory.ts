/**
 * The memory of the processes bench/README.md's `memory` benchmark does not measure apart, for the requests and limits
 * of deploy/kubernetes: the gateway, auth and the webhook worker, each started from its production entry point as its
 * own process (as the images start them: the worker with the image's heap cap) on the test stack. RSS after 15 s idle,
 * then after 20 s of 32 connections on each of the gateway's readiness (PostgreSQL, Temporal), its OpenAPI document
 * and the auth key set through the gateway.
 *
 *   npm run build && node --import tsx deploy/kubernetes/measure-memory.ts
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { freeLoopbackPort } from '@irs/worker';
import { serviceEnv, startTestStack, stopTestStack } from '../../test/support/stack.js';
import { startEntryPoint, stopProcess, waitFor200 } from '../../test/support/process.js';

const exec = promisify(execFile);

async function memory(pid: number): Promise<string> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const mib = (key: string) => Math.round(Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))![1]) / 1024);
  return `RSS ${mib('VmRSS')} MiB (peak ${mib('VmHWM')} MiB)`;
}

async function load(url: string): Promise<number> {
  const { stdout } = await exec('node_modules/.bin/autocannon', ['-c', '32', '-d', '20', '--json', url], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return (JSON.parse(stdout) as { requests: { average: number } }).requests.average;
}

await startTestStack();
const env = serviceEnv();
const [gatewayPort, authPort, metricsPort] = [
  await freeLoopbackPort(),
  await freeLoopbackPort(),
  await freeLoopbackPort(),
];
const processes = {
  auth: startEntryPoint('@irs/auth/main', { ...env, AUTH_PORT: String(authPort) }),
  gateway: startEntryPoint('@irs/gateway/main', {
    ...env,
    PORT: String(gatewayPort),
    AUTH_URL: `http://127.0.0.1:${authPort}`,
  }),
  'webhook worker': startEntryPoint('@irs/worker/main', {
    ...env,
    WORKER_QUEUES: 'webhooks',
    WORKER_METRICS_PORT: String(metricsPort),
    NODE_OPTIONS: '--max-old-space-size=768', // deploy/Dockerfile's worker target
  }),
};
const report = async (when: string) => {
  const lines = await Promise.all(
    Object.entries(processes).map(async ([n, p]) => `${n} ${await memory(p.child.pid!)}`),
  );
  console.log(`${when}: ${lines.join(' | ')}`);
};
try {
  const origin = `http://127.0.0.1:${gatewayPort}`;
  await waitFor200(`http://127.0.0.1:${authPort}/.well-known/jwks.json`, 60_000, processes.auth.output);
  await waitFor200(`${origin}/api/v1/health/live`, 60_000, processes.gateway.output);
  await waitFor200(`http://127.0.0.1:${metricsPort}/metrics`, 60_000, processes['webhook worker'].output);
  await new Promise((r) => setTimeout(r, 15_000));
  await report('idle');
  for (const path of ['/api/v1/health/ready', '/api/v2/openapi.json', '/.well-known/jwks.json'])
    console.log(`${path}: ${Math.round(await load(origin + path))} requests/s`);
  await report('after the load');
} finally {
  for (const p of Object.values(processes)) await stopProcess(p.child);
  await stopTestStack();
}
