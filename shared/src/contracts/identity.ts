import { z } from 'zod';
import { FEATURES } from '../db/identity-entities.js';
import { ALL_PERMISSIONS, WORKSPACE_PERMISSIONS } from '../permissions.js';

const permission = z.enum(ALL_PERMISSIONS as [string, ...string[]]);
const name = z.string().trim().min(1).max(200);

export const CreateTenantBody = z
  .strictObject({
    name,
    kind: z.enum(['PLATFORM', 'CUSTOMER']).default('CUSTOMER'),
    /** Super admins only: the platform a new customer tenant belongs to (others always create under their own). */
    parent_platform_id: z.uuid().optional(),
    features: z.partialRecord(z.enum(FEATURES), z.boolean()).optional(),
  })
  .meta({
    examples: [{ name: 'Acme Recruiting', kind: 'CUSTOMER', features: { integration_api: true, webhooks: true } }],
  });

export const UpdateTenantBody = z
  .strictObject({
    name: name.optional(),
    features: z.partialRecord(z.enum(FEATURES), z.boolean()).optional(),
    settings: z
      .strictObject({ auto_approve_plans: z.boolean().optional(), ask_screening: z.boolean().optional() })
      .optional(),
  })
  .meta({ examples: [{ features: { oauth: true }, settings: { auto_approve_plans: false } }] });

export const CreateUserBody = z
  .strictObject({
    email: z.email().max(320),
    password: z.string().min(12).max(1024),
    permissions: z.array(permission).max(32),
  })
  .meta({
    examples: [
      {
        email: 'recruiter@acme.example',
        password: 'correct-horse-battery',
        permissions: ['interview:read', 'interview:approve'],
      },
    ],
  });

/** Keys carry workspace permissions; the `platform:` and wildcard values are refused with a 403 by the key rules. */
export const CreateApiKeyBody = z
  .strictObject({
    name,
    permissions: z
      .array(permission)
      .min(1)
      .max(WORKSPACE_PERMISSIONS.length + 4),
  })
  .meta({ examples: [{ name: 'ATS production', permissions: ['interview:create', 'interview:read'] }] });

export const UpdateApiKeyBody = z
  .strictObject({ name: name.optional(), permissions: CreateApiKeyBody.shape.permissions.optional() })
  .refine((b) => b.name !== undefined || b.permissions !== undefined, 'give name or permissions')
  .meta({ examples: [{ name: 'ATS staging' }] });
