import '@irs/shared/tracing/register'; // first: HTTP is instrumented as it loads
import { Client, Connection } from '@temporalio/client';
import {
  bindMetricsDataSource,
  createDataSource,
  dataConverter,
  encryptionKey,
  listen,
  requireSetting,
  runService,
  tracingClientInterceptors,
} from '@irs/shared';
import { createGatewayApp } from './app.js';

/** Production entry point of the gateway (locally, `npm start` runs it in one process with the others). */
await runService('gateway', async (config, logger) => {
  const ds = await createDataSource(requireSetting(config, 'DATABASE_URL')).initialize();
  const connection = Connection.lazy({ address: requireSetting(config, 'TEMPORAL_ADDRESS') });
  const encKey = encryptionKey(config);
  const client = new Client({
    connection,
    namespace: config.TEMPORAL_NAMESPACE,
    dataConverter: dataConverter(encKey),
    interceptors: tracingClientInterceptors(),
  });
  const app = createGatewayApp({ ds, config, logger, temporal: { connection, client }, encKey });
  bindMetricsDataSource(ds);
  const server = await listen(app, config.PORT, config.HOST);
  logger.info({ port: server.port, origin: config.origin }, 'gateway listening');
  return async () => {
    await app.closeListeners(); // open streams would hold the server's close until its deadline
    await server.close();
    await connection.close();
    await ds.destroy();
  };
});
