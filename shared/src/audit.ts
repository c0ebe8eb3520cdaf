import type { DataSource, EntityManager } from 'typeorm';

export type ActorType = 'user' | 'api_key' | 'oauth_client' | 'system' | 'anonymous' | 'candidate';

export interface AuditEntry {
  actor_type: ActorType;
  actor_id: string | null;
  acting_tenant_id: string | null;
  target_tenant_id: string | null;
  action: string;
  target_id?: string | null;
  request_id?: string | null;
  detail?: Record<string, unknown>;
}

/** Appends to the audit trail (the table refuses updates and deletes). Never put secrets or personal data in `detail`. */
export async function audit(db: DataSource | EntityManager, entry: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (actor_type, actor_id, acting_tenant_id, target_tenant_id, action, target_id, request_id, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      entry.actor_type,
      entry.actor_id,
      entry.acting_tenant_id,
      entry.target_tenant_id,
      entry.action,
      entry.target_id ?? null,
      entry.request_id ?? null,
      JSON.stringify(entry.detail ?? {}),
    ],
  );
}
