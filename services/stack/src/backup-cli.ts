import { parseArgs } from 'node:util';
import { loadConfig } from '@irs/shared';
import { OperatorError, STORES, backup, cliFailure, mb, type Store } from './backup.js';

/**
 * `npm run backup [-- --only postgres|temporal] [--to <folder>]`: backs up the local stack while it runs
 * (services/stack/src/backup.ts). Reads the same settings as `npm start` (DATA_DIR, the ports).
 */
try {
  const { values } = parseArgs({ options: { only: { type: 'string' }, to: { type: 'string' } } });
  if (values.only && !STORES.includes(values.only as Store))
    throw new OperatorError(`--only: one of ${STORES.join(', ')} (both by default)`);
  process.umask(0o077); // the backup holds the encryption key and personal data: owner-only
  const progress = (line: string) => console.log(`[backup] ${line}`);
  const result = await backup({ config: loadConfig(), to: values.to, only: values.only as Store, progress });
  const moments = result.stores.map((s) => `${s} at ${result.manifest[s]!.taken_at}`).join(', ');
  progress(`done: ${moments}; ${mb(result.bytes)} in ${result.ms} ms`);
  console.log(`\n  Backup folder: ${result.dir}`);
  console.log('  It holds the encryption key and personal data: keep it as safe as the data itself.');
  console.log(`  Restore with: npm run restore -- --from ${result.dir}\n`);
} catch (error) {
  cliFailure('backup', error);
}
