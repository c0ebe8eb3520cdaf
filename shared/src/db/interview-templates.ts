import type { Db } from './data-source.js';

export const TEMPLATE_PLAN_STATUSES = ['generating', 'pending', 'approved'] as const;
/** `generating`: the planner is at work; `pending`: the plan waits for review; `approved`: runs may start from it. */
export type TemplatePlanStatus = (typeof TEMPLATE_PLAN_STATUSES)[number];

/** A tenant's interview template (migration 1796200000000-interview-templates). No candidate data. */
export interface InterviewTemplate {
  id: string;
  tenant_id: string;
  name: string;
  position: string;
  level: string;
  language: string;
  /** The role as a run's stored request holds it: skills, qualifications, job_description, company, duration. */
  request: Record<string, unknown>;
  active: boolean;
  plan_status: TemplatePlanStatus;
  /** Counts plan generations: a planner answer for an older one (the role changed meanwhile) is dropped. */
  generation: number;
  /** Revision comments, oldest first: the planner's input like a run's. */
  revisions: string[];
  plan: Record<string, unknown> | null;
  /** What the planner found missing when it could not build a plan (the role must be completed); else null. */
  missing_fields: { field: string; reason: string }[] | null;
  plan_approved_at: Date | null;
  plan_approved_by_type: string | null;
  plan_approved_by_id: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, tenant_id, name, position, level, language, request, active, plan_status, generation, revisions, plan,
  missing_fields, plan_approved_at, plan_approved_by_type, plan_approved_by_id, created_at, updated_at`;

/** At most this many templates per tenant: a list the ATS shows in a menu, not a data store. */
export const MAX_TEMPLATES_PER_TENANT = 500;

export async function insertTemplate(
  db: Db,
  t: Pick<InterviewTemplate, 'tenant_id' | 'name' | 'position' | 'level' | 'language' | 'request'>,
): Promise<InterviewTemplate | null> {
  const rows = (await db.query(
    `INSERT INTO interview_templates (tenant_id, name, position, level, language, request, plan_status)
     SELECT $1, $2, $3, $4, $5, $6, 'generating'
     WHERE (SELECT count(*) FROM interview_templates WHERE tenant_id = $1) < ${MAX_TEMPLATES_PER_TENANT}
     RETURNING ${COLUMNS}`,
    [t.tenant_id, t.name, t.position, t.level, t.language, JSON.stringify(t.request)],
  )) as InterviewTemplate[];
  return rows[0] ?? null;
}

/** One template of the tenant, or null (another tenant's does not exist for it). */
export async function findTemplate(
  db: Db,
  tenantId: string,
  id: string,
  lock = false,
): Promise<InterviewTemplate | null> {
  const rows = (await db.query(
    `SELECT ${COLUMNS} FROM interview_templates WHERE tenant_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [tenantId, id],
  )) as InterviewTemplate[];
  return rows[0] ?? null;
}

/** The tenant's templates, oldest first; `activeOnly` for what an ATS may offer. */
export async function listTemplates(db: Db, tenantId: string, activeOnly = false): Promise<InterviewTemplate[]> {
  return (await db.query(
    `SELECT ${COLUMNS} FROM interview_templates WHERE tenant_id = $1${activeOnly ? ' AND active' : ''}
     ORDER BY created_at, id`,
    [tenantId],
  )) as InterviewTemplate[];
}

type Changes = Partial<
  Pick<
    InterviewTemplate,
    | 'name'
    | 'position'
    | 'level'
    | 'language'
    | 'request'
    | 'active'
    | 'plan_status'
    | 'generation'
    | 'revisions'
    | 'plan'
    | 'missing_fields'
    | 'plan_approved_at'
    | 'plan_approved_by_type'
    | 'plan_approved_by_id'
  >
>;
const JSON_COLUMNS = new Set(['request', 'revisions', 'plan', 'missing_fields']);

/** Writes the given columns of one template of the tenant; returns the row as it is now, or null. */
export async function updateTemplate(
  db: Db,
  tenantId: string,
  id: string,
  changes: Changes,
): Promise<InterviewTemplate | null> {
  const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
  const sets = entries.map(([k], i) => `${k} = $${i + 3}`);
  const values = entries.map(([k, v]) => (JSON_COLUMNS.has(k) && v !== null ? JSON.stringify(v) : v));
  const [rows] = (await db.query(
    `UPDATE interview_templates SET ${[...sets, 'updated_at = now()'].join(', ')}
     WHERE tenant_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [tenantId, id, ...values],
  )) as [InterviewTemplate[], number];
  return rows[0] ?? null;
}

export async function deleteTemplate(db: Db, tenantId: string, id: string): Promise<boolean> {
  const [, count] = (await db.query(`DELETE FROM interview_templates WHERE tenant_id = $1 AND id = $2`, [
    tenantId,
    id,
  ])) as [unknown, number];
  return count > 0;
}
