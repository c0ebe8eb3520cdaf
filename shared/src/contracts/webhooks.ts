import { z } from 'zod';
import { EXAMPLE } from './examples.js';
import { EVENT_NAMES } from '../run-states.js';
import { DELIVERY_STATUSES } from '../db/webhook-entities.js';

/** A public HTTPS URL without credentials (SSRF checks on the resolved addresses happen at delivery time). */
export const webhookUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => {
    if (!URL.canParse(v)) return false;
    const u = new URL(v);
    return u.protocol === 'https:' && !u.username && !u.password;
  }, 'must be a valid https:// URL without credentials');

/** At least 32 characters; a `whsec_` secret must carry base64 after its prefix. Blank means "generate / keep". */
export const webhookSecret = z
  .string()
  .max(512)
  .refine((v) => !v.trim() || v.length >= 32, 'must be at least 32 characters (or blank to generate one)')
  .refine(
    (v) => !v.startsWith('whsec_') || /^[A-Za-z0-9+/]{16,}={0,2}$/.test(v.slice(6)),
    'a whsec_ secret must be followed by base64',
  );

/** Event names (docs/spec.md "Event names"); empty means every event. */
export const webhookEvents = z.array(z.enum(EVENT_NAMES)).max(EVENT_NAMES.length * 2);

/** PUT /me/webhook-config, /admin/tenants/:tenantId/webhook-config (snake_case). */
export const WebhookConfigBody = z
  .strictObject({
    callback_url: webhookUrl.optional(),
    secret: webhookSecret.optional(),
    events: webhookEvents.optional(),
    is_active: z.boolean().optional(),
  })
  .meta({
    examples: [
      { callback_url: EXAMPLE.callbackUrl, events: ['interview.plan_generated', 'interview.assessment_ready'] },
    ],
  });

/** Legacy PUT /platform-admin/webhook-config (camelCase); saving reactivates. */
export const LegacyPlatformWebhookConfigBody = z.strictObject({
  callbackUrl: webhookUrl.optional(),
  events: webhookEvents.optional(),
  secret: webhookSecret.optional(),
});

const retentionDays = z.number().int().min(1).max(36_500);

/** Legacy PUT /platform-admin/tenants/:tenantId/webhook-config: the webhook plus the tenant's behaviour settings. */
export const LegacyTenantWebhookConfigBody = LegacyPlatformWebhookConfigBody.extend({
  autoApprovePlans: z.boolean().optional(),
  candidatePiiRetentionDays: retentionDays.optional(),
  assessmentRetentionDays: retentionDays.optional(),
  recordingRetentionDays: retentionDays.optional(),
});

/** Legacy shared route PUT /tenants/:id/webhook-config. */
export const LegacySharedWebhookConfigBody = LegacyPlatformWebhookConfigBody.extend({
  isActive: z.boolean().optional(),
});

export const WebhookTestBody = z
  .strictObject({ event: z.enum(EVENT_NAMES).default('interview.plan_generated') })
  .meta({ examples: [{ event: 'interview.assessment_ready' }] });

export const WebhookDeliveriesQuery = z
  .strictObject({
    run_id: z.string().max(200).optional(),
    status: z.enum(DELIVERY_STATUSES).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  })
  .meta({ examples: [{ run_id: EXAMPLE.runId, status: 'failed', limit: 20 }] });
