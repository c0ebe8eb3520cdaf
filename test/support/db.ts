import type { DataSource } from 'typeorm';
import { createDataSource } from '@irs/shared';
import { stack } from './stack.js';

let ds: DataSource | undefined;

/** A connection of the test's own to the stack's database, for reading what the service wrote. */
export async function db(): Promise<DataSource> {
  ds ??= await createDataSource(stack().databaseUrl, 2).initialize();
  return ds;
}

export async function closeDb(): Promise<void> {
  await ds?.destroy();
  ds = undefined;
}

/** The audit rows a request left, found through the request id the gateway returned. */
export async function auditRows(requestId: string | null): Promise<Record<string, any>[]> {
  return (await db()).query(`SELECT * FROM audit_log WHERE request_id = $1 ORDER BY id`, [requestId]);
}
