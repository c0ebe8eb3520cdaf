import { createDataSource, loadConfig, verifyAuditChain } from '@irs/shared';
import { OperatorError, START_THE_STACK, cliFailure, localDatabaseUrl } from './backup.js';

/**
 * `npm run audit:verify`: walks every tenant's audit chain (shared/src/audit-chain.ts) and prints the first broken
 * link; exits 1 when there is one. Reads the same settings as `npm start`, or DATABASE_URL in production.
 */
try {
  const config = loadConfig();
  const ds = await createDataSource(await localDatabaseUrl(config), 2)
    .initialize()
    .catch((error: Error) => {
      throw new OperatorError(`PostgreSQL does not answer (${error.message}). ${START_THE_STACK}`);
    });
  try {
    const report = await verifyAuditChain(ds);
    console.log(`[audit:verify] ${report.chains} chain(s), ${report.rows} row(s) checked`);
    if (report.broken) {
      const { tenant_id, id, problem } = report.broken;
      const what = problem === 'row_hash' ? 'its content changed' : 'the row before it was changed, removed or moved';
      console.log(`[audit:verify] BROKEN at audit_log id ${id} (tenant ${tenant_id ?? 'platform'}): ${what}`);
      process.exitCode = 1;
    } else console.log('[audit:verify] every link holds');
  } finally {
    await ds.destroy();
  }
} catch (error) {
  cliFailure('audit:verify', error);
}
