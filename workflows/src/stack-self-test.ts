import { proxyActivities } from '@temporalio/workflow';
import type { SystemActivities } from '@irs/activities/system';

const { databaseTime } = proxyActivities<SystemActivities>({
  startToCloseTimeout: '10 seconds',
  retry: { maximumAttempts: 3 },
});

/**
 * Run once by `npm start` before it reports ready: proves the whole chain (Temporal -> worker -> activity ->
 * PostgreSQL) works, not just that each part answers on its own.
 */
export async function stackSelfTest(): Promise<{ databaseTime: string }> {
  return { databaseTime: await databaseTime() };
}
