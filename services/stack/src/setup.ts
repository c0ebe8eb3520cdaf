import { Client, Connection } from '@temporalio/client';
import { ConfigError, createDataSource, loadConfig, migrate, requireSetting } from '@irs/shared';
import { registerSearchAttributes } from './search-attributes.js';
import { ensureRetentionSchedule } from './retention-schedule.js';

/**
 * One-shot production setup (the compose `setup` job): TypeORM migrations on DATABASE_URL and the search attributes
 * on TEMPORAL_ADDRESS through the operator API, and the retention-sweep Schedule. Safe to run any number of times.
 */
try {
  const config = loadConfig();
  const ds = await createDataSource(requireSetting(config, 'DATABASE_URL'), 2).initialize();
  const applied = await migrate(ds);
  console.log(applied.length ? `migrations: applied ${applied.join(', ')}` : 'migrations: up to date');
  await ds.destroy();
  const connection = await Connection.connect({ address: requireSetting(config, 'TEMPORAL_ADDRESS') });
  const added = await registerSearchAttributes(connection, config.TEMPORAL_NAMESPACE);
  console.log(
    added.length ? `search attributes: registered ${added.join(', ')}` : 'search attributes: already registered',
  );
  const retention = await ensureRetentionSchedule(
    new Client({ connection, namespace: config.TEMPORAL_NAMESPACE }),
    config,
  );
  console.log(`retention: schedule retention-sweep ${retention.outcome} (${retention.label})`);
  await connection.close();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
