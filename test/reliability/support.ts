import { Writable } from 'node:stream';
import { pino } from 'pino';
import { Client, Connection } from '@temporalio/client';
import { dataConverter, listen, type Config } from '@irs/shared';
import { createGatewayApp } from '@irs/gateway';
import { db } from '../support/db.js';
import { stack } from '../support/stack.js';

/** `npm run test:reliability` sets RELIABILITY=full; `npm test` runs the short version of every scenario. */
export const FULL = process.env.RELIABILITY === 'full';

/** The size of a scenario: `short` inside `npm test`, `full` in `npm run test:reliability`. */
export const size = (short: number, full: number): number => (FULL ? full : short);

/** The one line each scenario prints (both modes), e.g. `[reliability] fuzzing: mode=short requests=300 5xx=0`. */
export function summary(scenario: string, fields: Record<string, string | number>): void {
  const parts = Object.entries(fields).map(([k, v]) => `${k}=${v}`);
  console.log(`      [reliability] ${scenario}: mode=${FULL ? 'full' : 'short'} ${parts.join(' ')}`);
}

export interface CapturedGateway {
  origin: string;
  /** Every log line the gateway wrote (pino JSON, trace level). */
  lines: string[];
  close(): Promise<void>;
}

/**
 * A gateway of the test's own on the shared stack (same database, Temporal, auth service), logging at trace level
 * into memory: for log scans and for request volumes above the stack gateway's rate limits.
 */
export async function capturedGateway(
  overrides: Partial<Config> = {},
  level: 'trace' | 'silent' = 'trace',
): Promise<CapturedGateway> {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(chunk.toString()), done()) });
  const connection = await Connection.connect({ address: stack().temporalAddress });
  const config = { ...stack().config, ...overrides } as Config;
  const app = createGatewayApp({
    ds: await db(),
    config,
    logger: pino({ level }, sink),
    temporal: {
      connection,
      client: new Client({
        connection,
        namespace: config.TEMPORAL_NAMESPACE,
        dataConverter: dataConverter(stack().encKey),
      }),
    },
    encKey: stack().encKey,
  });
  const server = await listen(app, 0, '127.0.0.1');
  return {
    origin: `http://127.0.0.1:${server.port}`,
    lines,
    close: async () => {
      await app.closeListeners();
      await server.close();
      await connection.close();
    },
  };
}

/** Limits high enough for one credential to drive a whole scenario (the stack gateway allows 1,000 a minute). */
export const UNLIMITED = {
  RATE_LIMIT_V1_PER_MINUTE: 10_000_000,
  RATE_LIMIT_V2_PER_MINUTE: 10_000_000,
} as Partial<Config>;

/** Every table of the public schema as text, one string per table (for plaintext scans). */
export async function dumpTables(): Promise<Map<string, string>> {
  const ds = await db();
  const tables: { table_name: string }[] = await ds.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const out = new Map<string, string>();
  for (const { table_name } of tables) {
    const [dump] = await ds.query(`SELECT coalesce(string_agg(t::text, E'\\n'), '') AS text FROM "${table_name}" t`);
    out.set(table_name, dump.text as string);
  }
  return out;
}

/** Where in `dumps` each needle occurs: `table: needle` entries, empty when none does. */
export function occurrences(dumps: Map<string, string>, needles: string[]): string[] {
  const found: string[] = [];
  for (const [table, text] of dumps) for (const n of needles) if (text.includes(n)) found.push(`${table}: ${n}`);
  return found;
}

/** Runs `tasks` with at most `width` in flight. */
export async function pool<T>(items: T[], width: number, task: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await task(items[i]!, i);
      }
    }),
  );
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
