import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { webhooks } from './generated/openapi.js';

export { WebhookVerificationError };

type Payload<W> = W extends { post: { requestBody?: { content: { 'application/json': infer B } } } } ? B : never;

/** The event names (SPEC "Event names"): the document's `webhooks`. */
export type WebhookEventName = keyof webhooks & string;

/**
 * One delivery's body as the document's `webhooks` describe it: the envelope (SPEC "Envelope" plus `event_id`, the
 * `webhook-id` of every attempt) with each event's own `data`; `test` marks the webhook-test operation's event.
 */
export type WebhookEvent = { [E in WebhookEventName]: Payload<webhooks[E]> }[WebhookEventName];

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
