import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { audit, type AuditEntry, type Run } from '@irs/shared';
import { principalOf } from './auth/guards.js';
import { actorType, type Principal } from './auth/principal.js';

/** The authenticated caller of a run or webhook operation (what a request's principal and id become in a service). */
export interface Caller {
  principal: Principal;
  requestId: string;
}

export const callerOf = (req: Request): Caller => ({ principal: principalOf(req), requestId: String(req.id ?? '') });

/** Who an entry names: a request's caller, a service operation's caller, or a candidate by invite or session id. */
export type AuditActor = Request | Caller | { candidateId: string };

function actorOf(by: AuditActor): Pick<AuditEntry, 'actor_type' | 'actor_id' | 'acting_tenant_id' | 'request_id'> {
  if ('candidateId' in by)
    return { actor_type: 'candidate', actor_id: by.candidateId, acting_tenant_id: null, request_id: null };
  const { principal: p, requestId } = 'requestId' in by ? by : callerOf(by);
  return { actor_type: actorType(p), actor_id: p.id, acting_tenant_id: p.home.id, request_id: requestId };
}

/**
 * Records a write in the audit trail: its actor (and the actor's tenant), the target tenant, the action and the
 * request id. Never put free text (comments, reasons), secrets or personal data in `detail`.
 */
export function auditWrite(
  ds: DataSource,
  by: AuditActor,
  entry: { action: string; detail?: Record<string, unknown> } & (
    | { targetTenantId: string | null; targetId?: string | null }
    /** A run operation's target: the run, in its tenant. */
    | { run: Pick<Run, 'run_id' | 'tenant_id'> }
  ),
): Promise<void> {
  const target =
    'run' in entry
      ? { target_tenant_id: entry.run.tenant_id, target_id: entry.run.run_id }
      : { target_tenant_id: entry.targetTenantId, target_id: entry.targetId ?? null };
  return audit(ds, { ...actorOf(by), ...target, action: entry.action, detail: entry.detail });
}
