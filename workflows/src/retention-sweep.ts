import { continueAsNew, patched, proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { RetentionActivities, RetentionKind } from '@irs/activities';

/** One activity call purges one batch (RETENTION_BATCH_SIZE runs) in one transaction: short, retried as a whole. */
const { retentionTenants, retentionPurgeBatch, retentionPruneAudit } = proxyActivities<RetentionActivities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '5 minutes', maximumAttempts: 10 },
});

const KINDS: readonly RetentionKind[] = ['candidate_data', 'recording', 'assessment'];

export interface RetentionSweepTotals {
  tenants: number;
  /** Runs purged per policy. */
  candidate_data: number;
  recording: number;
  assessment: number;
  /** Due runs left alone under legal hold. */
  held: number;
  batches: number;
  /** Audit rows pruned past the tenants' audit retention (absent in sweeps from before it existed). */
  audit_rows?: number;
}

/** Where a sweep continued as new: the same cut-off, the same tenants, the position reached. Ids and counts only. */
export interface RetentionSweepState {
  asOf: string;
  tenantIds: string[];
  tenant: number;
  kind: number;
  totals: RetentionSweepTotals;
}

/**
 * The daily retention sweep (started by the `retention-sweep` Schedule on `interview-runs`): for every tenant with
 * retention settings and every policy, purge batch after batch until none is due, then prune its audit trail. Every
 * batch uses the cut-off of the sweep's start, so a sweep ends; a very long one continues as new.
 */
export async function retentionSweep(state?: RetentionSweepState): Promise<RetentionSweepTotals> {
  const s: RetentionSweepState = state ?? {
    asOf: new Date().toISOString(),
    tenantIds: await retentionTenants(),
    tenant: 0,
    kind: 0,
    totals: { tenants: 0, candidate_data: 0, recording: 0, assessment: 0, held: 0, batches: 0, audit_rows: 0 },
  };
  s.totals.tenants = s.tenantIds.length;
  for (; s.tenant < s.tenantIds.length; s.tenant++, s.kind = 0) {
    const tenantId = s.tenantIds[s.tenant]!;
    for (; s.kind < KINDS.length; s.kind++) {
      const kind = KINDS[s.kind]!;
      for (;;) {
        const batch = await retentionPurgeBatch({ tenantId, kind, asOf: s.asOf });
        s.totals[kind] += batch.purged;
        s.totals.held += batch.held;
        s.totals.batches++;
        if (!batch.more) break;
        if (workflowInfo().continueAsNewSuggested) return continueAsNew<typeof retentionSweep>(s);
      }
    }
    if (patched('audit-retention'))
      s.totals.audit_rows = (s.totals.audit_rows ?? 0) + (await retentionPruneAudit({ tenantId, asOf: s.asOf }));
  }
  return s.totals;
}
