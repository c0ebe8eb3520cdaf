import { parseArgs } from 'node:util';
import { loadConfig } from '@irs/shared';
import { OperatorError, STORES, cliFailure, type Store } from './backup.js';
import { restore } from './restore.js';

/**
 * `npm run restore [-- --from <folder>] [--only postgres|temporal]`: restores a backup of `npm run backup` into DATA_DIR,
 * with the stack stopped (services/stack/src/restore.ts). Then `npm start`, and `npm run reconcile`.
 */
try {
  const { values } = parseArgs({ options: { from: { type: 'string' }, only: { type: 'string' } } });
  if (values.only && !STORES.includes(values.only as Store))
    throw new OperatorError(`--only: one of ${STORES.join(', ')} (every store of the backup by default)`);
  process.umask(0o077);
  const progress = (line: string) => console.log(`[restore] ${line}`);
  const result = await restore({ config: loadConfig(), from: values.from, only: values.only as Store, progress });
  progress(`done: ${result.stores.join(' and ')} restored in ${result.ms} ms`);
  console.log('\n  Next: start the stack (npm start), then bring the read model to the workflows: npm run reconcile\n');
} catch (error) {
  cliFailure('restore', error);
}
