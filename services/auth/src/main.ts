import '@irs/shared/tracing/register'; // first: HTTP is instrumented as it loads
import { createDataSource, encryptionKey, listen, requireSetting, runService } from '@irs/shared';
import { createAuthApp } from './app.js';

/** Production entry point of the auth service (locally, `npm start` runs it in one process with the others). */
await runService('auth', async (config, logger) => {
  const ds = await createDataSource(requireSetting(config, 'DATABASE_URL')).initialize();
  const { app } = await createAuthApp({ ds, config, encKey: encryptionKey(config), logger });
  const server = await listen(app, config.AUTH_PORT, config.HOST);
  logger.info({ port: server.port }, 'auth service listening');
  return async () => {
    await server.close();
    await ds.destroy();
  };
});
