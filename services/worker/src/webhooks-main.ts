import { NativeConnection } from '@temporalio/worker';
import { createDataSource, encryptionKey, requireSetting, runService, webhookSettings } from '@irs/shared';
import { installTemporalRuntime } from './runtime.js';
import { createWebhookWorker } from './webhook-worker.js';

/**
 * Production entry point of the `webhooks` worker (deliveries), deployable and scalable apart from the run worker.
 * Locally, `npm start` runs it in one process with the others.
 */
await runService('webhook-worker', async (config, logger) => {
  installTemporalRuntime(logger);
  const ds = await createDataSource(requireSetting(config, 'DATABASE_URL')).initialize();
  const connection = await NativeConnection.connect({ address: requireSetting(config, 'TEMPORAL_ADDRESS') });
  const worker = await createWebhookWorker({
    connection,
    namespace: config.TEMPORAL_NAMESPACE,
    ds,
    encKey: encryptionKey(config),
    settings: webhookSettings(config),
  });
  const running = worker.run();
  logger.info('webhook worker polling');
  return async () => {
    worker.shutdown();
    await running;
    await connection.close();
    await ds.destroy();
  };
});
