import type { DataSource } from 'typeorm';
import {
  ASSESSMENT_COLUMNS,
  MIN_AUDIT_RETENTION_DAYS,
  CANDIDATE_DATA_COLUMNS,
  RECORDING_COLUMNS,
  TERMINAL_STATES,
  audit,
  deleteExpiredIdempotencyKeys,
  nullRunColumns,
  pruneAuditTrail,
  purgeCandidateColumns,
  type TenantSettings,
} from '@irs/shared';

/**
 * The three retention policies of a tenant's runs (tenants.settings, set through the tenant settings or the legacy webhook
 * config). The fourth, the audit trail's, prunes the tenant's audit chain instead (`retentionPruneAudit`).
 */
export const RETENTION_KINDS = ['candidate_data', 'recording', 'assessment'] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

const SETTING: Record<RetentionKind, keyof TenantSettings> = {
  candidate_data: 'candidate_pii_retention_days',
  recording: 'recording_retention_days',
  assessment: 'assessment_retention_days',
};

const ACTION: Record<RetentionKind, string> = {
  candidate_data: 'run.purge_candidate_data',
  recording: 'run.purge_recording',
  assessment: 'run.purge_assessment',
};

const terminal = TERMINAL_STATES.map((s) => `'${s}'`).join(', ');
const anyNotNull = (columns: readonly string[]) => columns.map((c) => `${c} IS NOT NULL`).join(' OR ');

/**
 * Which runs hold data of this kind. Candidate data: not purged yet, or written again since (a purge in an open run).
 * Assessment: closed runs only; an open run's assessment still awaits its review.
 */
const HOLDS: Record<RetentionKind, string> = {
  candidate_data: `(purged_at IS NULL OR ${anyNotNull(CANDIDATE_DATA_COLUMNS)})`,
  recording: `(${anyNotNull(RECORDING_COLUMNS)})`,
  assessment: `(state IN (${terminal}) AND (${anyNotNull(ASSESSMENT_COLUMNS)}))`,
};

/** The retention clock: when the run closed (COMPLETED, REJECTED, CANCELLED), else its last update (an idle run). */
const CLOCK = `coalesce(closed_at, updated_at)`;

export interface RetentionBatchInput {
  tenantId: string;
  kind: RetentionKind;
  /** ISO time the sweep started: every batch of one sweep uses the same cut-off. */
  asOf: string;
}

export interface RetentionBatchResult {
  purged: number;
  /** More due runs may remain: call again. */
  more: boolean;
  /** Due runs left alone under legal hold (counted on the last batch only). */
  held: number;
}

export interface RetentionDeps {
  ds: DataSource;
  /** Runs per activity call (RETENTION_BATCH_SIZE). */
  batchSize: number;
}

export function retentionActivities({ ds, batchSize }: RetentionDeps) {
  return {
    /**
     * Tenants with at least one retention setting, by id. First, since every sweep starts here: the candidates'
     * Idempotency-Keys past their 24 h go (kept here so the sweep workflow's history does not change).
     */
    async retentionTenants(): Promise<string[]> {
      await deleteExpiredIdempotencyKeys(ds);
      const rows = (await ds.query(
        `SELECT id FROM tenants
          WHERE settings ?| array['candidate_pii_retention_days', 'assessment_retention_days', 'recording_retention_days',
                                  'audit_retention_days']
          ORDER BY id`,
      )) as { id: string }[];
      return rows.map((r) => r.id);
    },

    /**
     * Purges one batch of a tenant's runs that are due under one policy, skipping runs under legal hold; each run
     * audited as the system (actor `retention`). Locks the batch (SKIP LOCKED): two sweeps never purge a run twice.
     */
    async retentionPurgeBatch(input: RetentionBatchInput): Promise<RetentionBatchResult> {
      const [tenant] = (await ds.query(`SELECT settings FROM tenants WHERE id = $1`, [input.tenantId])) as {
        settings: TenantSettings;
      }[];
      const days = tenant?.settings[SETTING[input.kind]];
      if (typeof days !== 'number' || !Number.isInteger(days) || days < 0) return { purged: 0, more: false, held: 0 };
      const cutoff = new Date(Date.parse(input.asOf) - days * 86_400_000);
      const due = `tenant_id = $1 AND ${CLOCK} < $2 AND ${HOLDS[input.kind]}`;
      const purged = await ds.transaction(async (tx) => {
        const rows = (await tx.query(
          `SELECT run_id FROM runs WHERE ${due} AND NOT legal_hold ORDER BY run_id LIMIT $3 FOR UPDATE SKIP LOCKED`,
          [input.tenantId, cutoff, batchSize],
        )) as { run_id: string }[];
        const ids = rows.map((r) => r.run_id);
        if (input.kind === 'candidate_data') await purgeCandidateColumns(tx, ids);
        else await nullRunColumns(tx, ids, input.kind === 'recording' ? RECORDING_COLUMNS : ASSESSMENT_COLUMNS);
        for (const runId of ids) {
          await audit(tx, {
            actor_type: 'system',
            actor_id: 'retention',
            acting_tenant_id: null,
            target_tenant_id: input.tenantId,
            action: ACTION[input.kind],
            target_id: runId,
            detail: { policy: SETTING[input.kind], retention_days: days, as_of: input.asOf },
          });
        }
        return ids.length;
      });
      const more = purged === batchSize;
      let held = 0;
      if (!more) {
        const [count] = (await ds.query(`SELECT count(*)::int AS n FROM runs WHERE ${due} AND legal_hold`, [
          input.tenantId,
          cutoff,
        ])) as { n: number }[];
        held = count?.n ?? 0;
      }
      return { purged, more, held };
    },

    /** Drops the tenant's audit rows older than its `audit_retention_days` (audit.ts `pruneAuditTrail`); how many. */
    async retentionPruneAudit(input: { tenantId: string; asOf: string }): Promise<number> {
      const [tenant] = (await ds.query(`SELECT settings FROM tenants WHERE id = $1`, [input.tenantId])) as {
        settings: TenantSettings;
      }[];
      const days = tenant?.settings.audit_retention_days;
      if (typeof days !== 'number' || !Number.isInteger(days) || days < MIN_AUDIT_RETENTION_DAYS) return 0;
      const before = new Date(Date.parse(input.asOf) - days * 86_400_000);
      return pruneAuditTrail(ds, input.tenantId, before, { policy: 'audit_retention_days', retention_days: days });
    },
  };
}

export type RetentionActivities = ReturnType<typeof retentionActivities>;
