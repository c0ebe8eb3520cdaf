import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, loadConfig } from '@irs/shared';
import { removeDataDir, startStack, type BootstrapFile, type Stack } from '@irs/stack';
import { freePort } from './ports.js';

/** Environment for a stack on free ports with a fresh data directory: what `npm start` reads, minus the defaults. */
export async function testEnv(dataDir: string): Promise<Record<string, string>> {
  return {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    AUTH_PORT: String(await freePort()),
    EMBEDDED_POSTGRES_PORT: String(await freePort()),
    TEMPORAL_DEV_PORT: String(await freePort()),
    TEMPORAL_UI_PORT: String(await freePort()),
    SMTP_SINK_PORT: String(await freePort()),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    RUN_ACTION_TIMEOUT_MS: '10000',
    // The suite calls the legacy base from one address far more than 100 times a minute; the rate-limit test runs
    // gateways of its own with the default limit.
    RATE_LIMIT_V1_PER_MINUTE: '100000',
    // Webhooks: a short retry schedule, and the local HTTPS receiver on 127.0.0.2 with its self-signed CA (test/webhooks).
    WEBHOOK_RETRY_SCHEDULE: '0,1,1,1,1,1,1,1',
    WEBHOOK_RETRY_JITTER: '0',
    WEBHOOK_ALLOW_CIDRS: '127.0.0.2/32',
    WEBHOOK_CA_FILE: join(dataDir, 'webhook-receiver-ca.pem'),
    ...(process.env.TEMPORAL_CLI_PATH ? { TEMPORAL_CLI_PATH: process.env.TEMPORAL_CLI_PATH } : {}),
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
  };
}

export interface TestStack extends Stack {
  dataDir: string;
  creds: BootstrapFile;
  /** The environment the stack was configured from. */
  env: Record<string, string>;
}

let current: TestStack | undefined;

/** The stack every integration suite shares, started once by the global fixture. */
export function stack(): TestStack {
  if (!current) throw new Error('the test stack is not running (global fixture not loaded?)');
  return current;
}

/**
 * Environment for a production entry point (@irs/worker/main, @irs/gateway/main) joining the shared stack: its
 * database, Temporal, key and auth service, and the suite's raised legacy limit (the suite's calls come from one
 * address) and webhook delivery settings (short retry schedule, the local receiver and its CA).
 */
export function serviceEnv(): Record<string, string> {
  const s = stack();
  const kept = ['RATE_LIMIT_V1_PER_MINUTE', 'WEBHOOK_RETRY_SCHEDULE', 'WEBHOOK_RETRY_JITTER', 'WEBHOOK_ALLOW_CIDRS'];
  return {
    DATABASE_URL: s.databaseUrl,
    TEMPORAL_ADDRESS: s.temporalAddress,
    ENCRYPTION_KEY: s.encKey.toString('base64'),
    PUBLIC_ORIGIN: s.origin,
    AUTH_URL: s.config.authUrl,
    LOG_LEVEL: 'warn',
    WEBHOOK_CA_FILE: s.config.WEBHOOK_CA_FILE!,
    ...Object.fromEntries(kept.map((k) => [k, s.env[k]!])),
  };
}

export async function startTestStack(overrides: Record<string, string> = {}): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'irs-test-'));
  const env = { ...(await testEnv(dataDir)), ...overrides };
  const config = loadConfig(env);
  const progress = process.env.TEST_PROGRESS ? (line: string) => console.log(`[stack] ${line}`) : () => undefined;
  const started = await startStack(config, createLogger(config.LOG_LEVEL), progress);
  const creds = JSON.parse(await readFile(started.bootstrapFile, 'utf8')) as BootstrapFile;
  current = { ...started, dataDir, creds, env };
}

export async function stopTestStack(): Promise<void> {
  if (!current) return;
  await current.stop();
  await removeDataDir(current.dataDir);
  current = undefined;
}
