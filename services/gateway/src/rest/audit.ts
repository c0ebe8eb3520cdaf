import type { Request } from 'express';
import { audit } from '@irs/shared';
import type { DataSource } from 'typeorm';
import { principalOf } from '../auth/guards.js';
import { actorType } from '../auth/principal.js';

/** Records a write made by the authenticated caller: actor, acting tenant, target tenant, action, request id. */
export function auditWrite(
  ds: DataSource,
  req: Request,
  entry: { action: string; targetTenantId: string | null; targetId?: string | null; detail?: Record<string, unknown> },
): Promise<void> {
  const p = principalOf(req);
  return audit(ds, {
    actor_type: actorType(p),
    actor_id: p.id,
    acting_tenant_id: p.home.id,
    target_tenant_id: entry.targetTenantId,
    action: entry.action,
    target_id: entry.targetId ?? null,
    request_id: String(req.id ?? ''),
    detail: entry.detail,
  });
}
