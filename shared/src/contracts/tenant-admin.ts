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
export const AddTenantUserBody = z
  .strictObject({
    email: z.email().max(320),
    role: z.enum(TENANT_ROLES),
    password: z.string().min(12).max(1024).optional(),
  })
  .meta({ examples: [{ email: 'recruiter@acme.example', role: 'recruiter' }] });

/** POST /api/v2/tenant/api-keys: workspace permissions only (at most the caller's own). */
export const CreateTenantApiKeyBody = z
  .strictObject({
    name: z.string().trim().min(1).max(200),
    permissions: z
      .array(z.enum(WORKSPACE_PERMISSIONS))
      .min(1)
      .max(WORKSPACE_PERMISSIONS.length * 2),
  })
  .meta({
    examples: [{ name: 'ATS production', permissions: ['interview:create', 'interview:read', 'webhook:read'] }],
  });

/** An id in the path: a UUID, else a 404 without a database round trip. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const retentionDays = z.number().int().min(1).max(36_500).nullable();
/** The shortest audit retention a tenant may set: audit rows are kept at least 6 months (issue 37). */
export const MIN_AUDIT_RETENTION_DAYS = 183;

/** PATCH /api/v2/tenant/settings: only what is given changes; a retention of null means "kept until deleted". */
export const TenantSettingsBody = z
  .strictObject({
    auto_approve_plans: z.boolean().optional(),
    candidate_pii_retention_days: retentionDays.optional(),
    assessment_retention_days: retentionDays.optional(),
    recording_retention_days: retentionDays.optional(),
    audit_retention_days: z
      .number()
      .int()
      .min(
        MIN_AUDIT_RETENTION_DAYS,
        `audit rows are kept at least 6 months: give ${MIN_AUDIT_RETENTION_DAYS} days or more`,
      )
      .max(36_500)
      .nullable()
      .optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'give at least one setting')
  .meta({ examples: [{ auto_approve_plans: true, candidate_pii_retention_days: 365 }] });

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

/** An actor or target id as the trail holds it (a UUID, an OAuth client id, a run id, a service name). */
const auditId = z.string().min(1).max(200);
const auditTime = z.iso.datetime({ offset: true });

/**
 * GET /api/v2/audit-log: newest first; `action` once or repeated (any of them matches); `actor` and `target` are ids,
 * `from` (inclusive) and `to` (exclusive) ISO 8601 times.
 */
export const AuditLogQuery = z
  .strictObject({
    actor: auditId.optional(),
    action: z
      .union([actionFilter.transform((a) => [a]), z.array(actionFilter).min(1).max(20)], {
        error: 'must be an action or a prefix ending in a dot, once or repeated (at most 20)',
      })
      .optional(),
    target: auditId.optional(),
    from: auditTime.optional(),
    to: auditTime.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: auditCursor.optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), {
    message: 'from must be before to',
    path: ['from'],
  })
  .meta({ examples: [{ action: 'api_key.', from: '2026-11-01T00:00:00Z', limit: 25 }] });
