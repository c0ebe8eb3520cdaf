import { z } from 'zod';
import { WORKSPACE_PERMISSIONS } from '../permissions.js';
import { encodeOpaqueCursor, opaqueCursor } from './opaque-cursor.js';

/**
 * Administration of the tenant a credential acts for (`/api/v2/tenant/...`): its API keys, users, settings and audit
 * log. The callers are its tenant admins, and platform admins acting for it with X-Tenant-ID.
 */

/** The presets a tenant admin may hand out (shared/src/permissions.ts PRESETS): never a platform one. */
export const TENANT_ROLES = ['recruiter', 'tenant_admin'] as const;
export type TenantRole = (typeof TENANT_ROLES)[number];

/** POST /api/v2/tenant/users: without a password one is generated and answered once. */
export const AddTenantUserBody = z.strictObject({
  email: z.email().max(320),
  role: z.enum(TENANT_ROLES),
  password: z.string().min(12).max(1024).optional(),
});

/** POST /api/v2/tenant/api-keys: workspace permissions only (at most the caller's own). */
export const CreateTenantApiKeyBody = z.strictObject({
  name: z.string().trim().min(1).max(200),
  permissions: z
    .array(z.enum(WORKSPACE_PERMISSIONS))
    .min(1)
    .max(WORKSPACE_PERMISSIONS.length * 2),
});

/** An id in the path: a UUID, else a 404 without a database round trip. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const retentionDays = z.number().int().min(1).max(36_500).nullable();

/** PATCH /api/v2/tenant/settings: only what is given changes; a retention of null means "kept until deleted". */
export const TenantSettingsBody = z
  .strictObject({
    auto_approve_plans: z.boolean().optional(),
    candidate_pii_retention_days: retentionDays.optional(),
    assessment_retention_days: retentionDays.optional(),
    recording_retention_days: retentionDays.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'give at least one setting');

/** The sort key of an audit page's last entry: its time to the microsecond (UTC), then its id. */
export interface AuditCursor {
  at: string;
  id: string;
}

const MICROS_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const CursorFields = z
  .strictObject({ a: z.string().regex(MICROS_UTC), i: z.string().regex(/^\d{1,19}$/) })
  .refine((c) => !Number.isNaN(Date.parse(c.a)));

export const encodeAuditCursor = (c: AuditCursor): string => encodeOpaqueCursor({ a: c.at, i: c.id });

const auditCursor = opaqueCursor(CursorFields, 200).transform((c): AuditCursor => ({ at: c.a, id: c.i }));

/** An action (`api_key.revoke`) or, ending in a dot, a family of them (`api_key.`). */
const actionFilter = z
  .string()
  .max(100)
  .regex(/^[a-z_]+(\.[a-z_]+)*\.?$/, 'must be an action (api_key.revoke) or a prefix ending in a dot (api_key.)');

/** GET /api/v2/tenant/audit-log: newest first; `action` once or repeated (any of them matches). */
export const AuditLogQuery = z.strictObject({
  action: z
    .union([actionFilter.transform((a) => [a]), z.array(actionFilter).min(1).max(20)], {
      error: 'must be an action or a prefix ending in a dot, once or repeated (at most 20)',
    })
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: auditCursor.optional(),
});
