import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { RunState, WebhookConfigBody } from './schemas.js';

export { WebhookVerificationError };

/** The event names (SPEC "Event names"), as the document lists them for a webhook config's `events`. */
export type WebhookEventName = NonNullable<WebhookConfigBody['events']>[number];

export type CoverageTier = 'sufficient' | 'partial' | 'insufficient';

/** `data` of the events that carry any (docs/webhooks.md); the others send `{}`. Never a score or a hire label. */
export interface WebhookEventData {
  'interview.info_needed': { missing_fields: { field: string; severity: string; reason: string; question: string }[] };
  'interview.plan_generated': { plan_id: string; message: string };
  'interview.approved': { approved: boolean; interview_link: string; inmail_draft: string };
  'interview.assessment_ready': {
    coverage_summary: {
      overall_coverage: CoverageTier;
      gap_competencies: string[];
      covered_count: number;
      total_count: number;
    } | null;
    highlights_count: number;
    lowlights_count: number;
    overall_coverage: CoverageTier | null;
  };
}

/** One delivery's body (SPEC "Envelope" plus `event_id`, the `webhook-id` of every attempt). */
export type WebhookEvent = {
  [E in WebhookEventName]: {
    event_id: string;
    event: E;
    run_id: string;
    interview_id: string;
    tenant_id: string;
    state: RunState;
    /** ISO 8601 UTC. */
    timestamp: string;
    data: E extends keyof WebhookEventData ? WebhookEventData[E] : Record<string, never>;
    /** Set on the synthetic event of `POST /api/v2/me/webhook-config/test`. */
    test?: true;
  };
}[WebhookEventName];

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

/**
 * Checks a delivery's Standard Webhooks signature (`webhook-id`, `webhook-timestamp` within 5 minutes,
 * `webhook-signature`) with the `standardwebhooks` library, and answers the event. `payload` is the body exactly as
 * received (before any JSON parsing); `secret` is the tenant's webhook secret: a `whsec_…` secret is base64 after its
 * prefix, any other is used as its UTF-8 bytes (docs/webhooks.md). Throws WebhookVerificationError otherwise.
 */
export function verifyWebhook(payload: string | Uint8Array, headers: HeaderSource, secret: string): WebhookEvent {
  const body = typeof payload === 'string' ? payload : new TextDecoder().decode(payload);
  const wh = secret.startsWith('whsec_')
    ? new Webhook(secret)
    : new Webhook(new TextEncoder().encode(secret), { format: 'raw' });
  const event = wh.verify(body, signatureHeaders(headers));
  if (!event || typeof event !== 'object' || typeof (event as { event?: unknown }).event !== 'string') {
    throw new WebhookVerificationError('The signed body is not an event');
  }
  return event as WebhookEvent;
}

function signatureHeaders(headers: HeaderSource): Record<string, string> {
  const get = (name: string) => {
    if (headers instanceof Headers) return headers.get(name) ?? '';
    const value = Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];
    return (Array.isArray(value) ? value[0] : value) ?? '';
  };
  return Object.fromEntries(['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((n) => [n, get(n)]));
}
