import { z } from 'zod';
import { LEVELS, ROLE_FIELDS } from './runs.js';
import { MissingField, PlanRevisions } from './run-responses.js';
import { TEMPLATE_PLAN_STATUSES } from '../db/interview-templates.js';

const TEMPLATE_EXAMPLE = {
  name: 'Backend engineer, senior',
  position: 'Senior Backend Engineer',
  level: 'SENIOR',
  skills: ['TypeScript', 'PostgreSQL'],
  qualifications: ['5+ years building backend services is required'],
  company_name: 'Acme Corp',
  duration_minutes: 45,
  language: 'en',
};

/** A BCP 47 language tag such as `en`, `de-CH` or `pt-BR`. */
const Language = z
  .string()
  .max(35)
  .regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8}){0,3}$/, 'must be a language tag such as en, de-CH or pt-BR');

/** POST /api/v2/interview-templates: a name, the role as a run takes it, and the interview's language. */
export const TemplateCreateBody = z
  .strictObject({
    name: z.string().trim().min(1).max(200),
    ...ROLE_FIELDS,
    language: Language.default('en'),
    /** An inactive template is kept but not offered to an ATS. */
    active: z.boolean().default(true),
  })
  .meta({ examples: [TEMPLATE_EXAMPLE] });
export type TemplateCreate = z.output<typeof TemplateCreateBody>;

/** PATCH: any of the fields; a change to the role plans the template again (and its approval is asked again). */
export const TemplatePatchBody = z
  .strictObject({
    name: z.string().trim().min(1).max(200),
    ...ROLE_FIELDS,
    duration_minutes: ROLE_FIELDS.duration_minutes.removeDefault(),
    language: Language,
    active: z.boolean(),
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'give at least one field to change')
  .meta({ examples: [{ skills: ['TypeScript', 'PostgreSQL', 'Kafka'], active: true }] });
export type TemplatePatch = z.output<typeof TemplatePatchBody>;

const Timestamp = z.iso.datetime({ offset: true });

const TEMPLATE_READ_EXAMPLE = {
  template_id: '3d2c1b0a-9f8e-4d7c-a6b5-4a3b2c1d0e9f',
  ...TEMPLATE_EXAMPLE,
  qualifications: TEMPLATE_EXAMPLE.qualifications,
  job_description: null,
  company_description: null,
  active: true,
  plan_status: 'approved',
  plan_revision: 1,
  missing_fields: null,
  plan_approved_at: '2026-11-26T09:45:12.345Z',
  plan_approved_by: { type: 'user', id: '4f3e2d1c-0b9a-4877-a665-544332211000' },
  created_at: '2026-11-26T09:30:00.000Z',
  updated_at: '2026-11-26T09:45:12.345Z',
};

export const TemplateRead = z
  .object({
    template_id: z.uuid(),
    name: z.string(),
    position: z.string(),
    level: z.enum(LEVELS),
    qualifications: z.array(z.string()),
    skills: z.array(z.string()),
    job_description: z.string().nullable(),
    company_name: z.string().nullable(),
    company_description: z.string().nullable(),
    duration_minutes: z.int(),
    language: z.string(),
    active: z.boolean(),
    /** generating → pending (review) → approved; runs start only from an approved plan. */
    plan_status: z.enum(TEMPLATE_PLAN_STATUSES),
    plan_revision: z.int().nullable(),
    /** When the planner could not build a plan: what the role lacks (edit the template to plan it again). */
    missing_fields: z.array(MissingField.pick({ field: true, reason: true })).nullable(),
    plan_approved_at: Timestamp.nullable(),
    plan_approved_by: z.object({ type: z.string(), id: z.string().nullable() }).nullable(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ examples: [TEMPLATE_READ_EXAMPLE] });

export const TemplateList = z
  .object({ items: z.array(TemplateRead) })
  .meta({ examples: [{ items: [TEMPLATE_READ_EXAMPLE] }] });

export const TemplatePlanRead = z
  .object({
    template_id: z.uuid(),
    plan_status: z.enum(TEMPLATE_PLAN_STATUSES),
    payload: z.looseObject({ competencies: z.array(z.looseObject({ name: z.string() })) }),
  })
  .meta({
    examples: [
      {
        template_id: TEMPLATE_READ_EXAMPLE.template_id,
        plan_status: 'pending',
        payload: { revision: 0, competencies: [{ id: 'sql', name: 'SQL and data modelling' }] },
      },
    ],
  });

export const TemplatePlanRevisions = PlanRevisions;
export const TemplateDeleted = z
  .object({ template_id: z.uuid(), deleted: z.literal(true) })
  .meta({ examples: [{ template_id: TEMPLATE_READ_EXAMPLE.template_id, deleted: true }] });
