import '@irs/shared/tracing/register'; // first: HTTP is instrumented as it loads
import { NativeConnection, type Worker } from '@temporalio/worker';
import { createDataSource, encryptionKey, requireSetting, runService, webhookSettings } from '@irs/shared';
import { freeLoopbackPort, serveWorkerMetrics } from './metrics-server.js';
import { installTemporalRuntime } from './runtime.js';
import { createWebhookWorker } from './webhook-worker.js';
import { createRunWorker } from './worker.js';

/**
 * Production entry point of the workers (locally, `npm start` runs them in one process with the others).
 * WORKER_QUEUES picks the task queues this process polls, so runs and webhook deliveries can scale apart.
 */
await runService('worker', async (config, logger) => {
  const metricsPort = config.WORKER_METRICS_PORT; // 0: no metrics endpoint, and no SDK exporter behind it
  installTemporalRuntime(logger, metricsPort ? await freeLoopbackPort() : undefined);
  const stopMetrics = metricsPort
    ? await serveWorkerMetrics(metricsPort, config.HOST, config.METRICS_TOKEN, logger)
    : async () => undefined;
  const ds = await createDataSource(requireSetting(config, 'DATABASE_URL')).initialize();
  const connection = await NativeConnection.connect({ address: requireSetting(config, 'TEMPORAL_ADDRESS') });
  const common = { connection, namespace: config.TEMPORAL_NAMESPACE, ds, encKey: encryptionKey(config) };
  const workers: Worker[] = [];
  if (config.WORKER_QUEUES.includes('interview-runs')) workers.push(await createRunWorker({ ...common, config }));
  if (config.WORKER_QUEUES.includes('webhooks'))
    workers.push(await createWebhookWorker({ ...common, settings: webhookSettings(config) }));
  const running = workers.map((w) => w.run());
  logger.info({ queues: config.WORKER_QUEUES }, 'worker polling');
  return async () => {
    workers.forEach((w) => w.shutdown());
    await Promise.all(running);
    await connection.close();
    await ds.destroy();
    await stopMetrics();
  };
});
