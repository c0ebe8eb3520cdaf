import { NativeConnection } from '@temporalio/worker';
import { createDataSource, encryptionKey, requireSetting, runService } from '@irs/shared';
import { installTemporalRuntime } from './runtime.js';
import { createRunWorker } from './worker.js';

/** Production entry point of the worker (locally, `npm start` runs it in one process with the others). */
await runService('worker', async (config, logger) => {
  installTemporalRuntime(logger);
  const ds = await createDataSource(requireSetting(config, 'DATABASE_URL')).initialize();
  const connection = await NativeConnection.connect({ address: requireSetting(config, 'TEMPORAL_ADDRESS') });
  const worker = await createRunWorker({
    connection,
    namespace: config.TEMPORAL_NAMESPACE,
    ds,
    config,
    encKey: encryptionKey(config),
  });
  const running = worker.run();
  logger.info('worker polling');
  return async () => {
    worker.shutdown();
    await running;
    await connection.close();
    await ds.destroy();
  };
});
