/** What every stack benchmark gets from bench/run.ts: the running stack, credentials and a bench Temporal client. */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Client, Connection } from '@temporalio/client';
import { NativeConnection, Worker, bundleWorkflowCode } from '@temporalio/worker';
import { dataConverter } from '@irs/shared';
import { stack, type TestStack } from '../test/support/stack.js';
import type { BenchResult } from './support.js';

export const BENCH_QUEUE = 'bench-noop';

export interface BenchContext {
  stack: TestStack;
  /** A Temporal client of the bench, with the service's payload codec (as the gateway's). */
  client: Client;
  /** API key headers of the bootstrap customer tenant. */
  customerKey: Record<string, string>;
}

export type Bench = (ctx: BenchContext) => Promise<BenchResult>;

export interface BenchRuntime extends BenchContext {
  close(): Promise<void>;
}

/** Connects the bench client and starts the bench Worker (its own task queue and workflow file). */
export async function benchRuntime(): Promise<BenchRuntime> {
  const s = stack();
  const connection = await Connection.connect({ address: s.temporalAddress });
  const client = new Client({
    connection,
    namespace: s.config.TEMPORAL_NAMESPACE,
    dataConverter: dataConverter(s.encKey),
  });
  const native = await NativeConnection.connect({ address: s.temporalAddress });
  const worker = await Worker.create({
    connection: native,
    namespace: s.config.TEMPORAL_NAMESPACE,
    taskQueue: BENCH_QUEUE,
    workflowBundle: await bundleWorkflowCode({
      workflowsPath: fileURLToPath(new URL('./noop.workflows.ts', import.meta.url)),
      logger: { trace() {}, debug() {}, info() {}, warn: console.warn, error: console.error, log() {} },
    }),
    dataConverter: dataConverter(s.encKey),
  });
  const running = worker.run();
  return {
    stack: s,
    client,
    customerKey: { 'x-api-key': s.creds.customer.api_key },
    async close() {
      worker.shutdown();
      await running;
      await native.close();
      await connection.close();
    },
  };
}

export const benchWorkflowId = (label: string) => `bench-${label}-${randomUUID()}`;
