import { parseArgs } from 'node:util';
import { Client, Connection } from '@temporalio/client';
import { createDataSource, dataConverter, loadConfig } from '@irs/shared';
import {
  OperatorError,
  START_THE_STACK,
  cliFailure,
  localDatabaseUrl,
  localEncryptionKey,
  localTemporalAddress,
} from './backup.js';
import { reconcile } from './reconcile.js';

/**
 * `npm run reconcile [-- --dry-run]`: brings every run's read model to its workflow (services/stack/src/reconcile.ts),
 * one line per run it changed or left alone. Needs the stack running (the workflows answer through its worker); reads
 * the same settings as `npm start`, or DATABASE_URL, TEMPORAL_ADDRESS and ENCRYPTION_KEY in production.
 */
try {
  const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean' } } });
  const config = loadConfig();
  const address = localTemporalAddress(config);
  const connection = await Connection.connect({ address, connectTimeout: 5_000 }).catch((error: Error) => {
    throw new OperatorError(`Temporal does not answer at ${address} (${error.message}). ${START_THE_STACK}`);
  });
  const encKey = await localEncryptionKey(config);
  const client = new Client({ connection, namespace: config.TEMPORAL_NAMESPACE, dataConverter: dataConverter(encKey) });
  const ds = await createDataSource(await localDatabaseUrl(config), 4)
    .initialize()
    .catch((error: Error) => {
      throw new OperatorError(`PostgreSQL does not answer (${error.message}). ${START_THE_STACK}`);
    });
  try {
    const apply = !values['dry-run'];
    const report = await reconcile({ ds, client, encKey, appUrl: config.appUrl, apply });
    for (const line of report.lines) console.log(`[reconcile] ${line}`);
    if (!apply) console.log('[reconcile] dry run: nothing was changed');
  } finally {
    await ds.destroy();
    await connection.close();
  }
} catch (error) {
  cliFailure('reconcile', error);
}
