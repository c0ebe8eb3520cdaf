export { startStack, type Stack } from './stack.js';
export { resolveTemporalCli, cliCacheDir } from './temporal-cli.js';
export type { BootstrapFile } from './bootstrap.js';
export { ensureRetentionSchedule, retentionSpec } from './retention-schedule.js';
export { startEmbeddedPostgres, type EmbeddedPostgres } from './postgres.js';
export { removeDataDir, SYSTEM_HOME } from './postgres-home.js';
export { backup, localDatabaseUrl, localEncryptionKey, type Manifest } from './backup.js';
export { restore } from './restore.js';
export { reconcile, type ReconcileReport } from './reconcile.js';
