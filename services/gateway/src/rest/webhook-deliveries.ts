import type { Request } from 'express';
import {
  RedeliveryStarted,
  WebhookDeliveriesQuery,
  WebhookDeliveryList,
  type WebhookAttempt,
  type WebhookDelivery,
} from '@irs/shared';
import { isSuper, principalOf } from '../auth/guards.js';
import type { Principal } from '../auth/principal.js';
import { listDeliveries, redeliver } from '../webhooks/deliveries.js';
import type { ApiRegistry } from './registry.js';
import { webhookContext, type WebhookRouteDeps } from './webhooks-v2.js';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/**
 * Whether the caller sees only its own side of the platform relationship: a customer tenant's credentials. The
 * platform's own credentials (acting for the customer with X-Tenant-ID) and super admins see everything.
 */
const customerView = (p: Principal) => p.home.kind !== 'PLATFORM' && !isSuper(p);

/**
 * An attempt made under the platform's config went to the platform's receiver: its address and answer are the
 * platform's business, hidden from a customer's credentials. Decided per attempt, by the owner of the destination that
 * attempt went to: a delivery's attempts may go to different owners (the customer saves a config of its own between
 * two attempts), and what a later attempt became must not reveal an earlier one.
 */
const attemptView = (a: WebhookAttempt, customer: boolean) => {
  const hidden = customer && a.source === 'platform';
  return {
    attempt: a.attempt,
    trigger: a.trigger,
    attempted_at: iso(a.attempted_at),
    callback_url: hidden ? null : a.callback_url,
    webhook_timestamp: Number(a.webhook_timestamp),
    success: a.success,
    status_code: a.status_code,
    duration_ms: a.duration_ms,
    error: a.error,
    response_excerpt: hidden ? null : a.response_excerpt,
  };
};

/** The delivery's own `callback_url` is its latest destination: hidden from a customer when that is the platform's. */
const deliveryView = (d: WebhookDelivery, attempts: WebhookAttempt[], customer: boolean) => ({
  id: d.id,
  event_id: d.event_id,
  event: d.event,
  run_id: d.run_id,
  tenant_id: d.tenant_id,
  test: d.test,
  source: d.source,
  callback_url: customer && d.source === 'platform' ? null : d.callback_url,
  status: d.status,
  reason: d.reason,
  attempt_count: d.attempt_count,
  last_attempt_at: iso(d.last_attempt_at),
  next_attempt_at: iso(d.next_attempt_at),
  created_at: iso(d.created_at),
  attempts: attempts.map((a) => attemptView(a, customer)),
});

/** The delivery log of the caller's tenant (every attempt of every event) and redelivery of one event. */
export function registerWebhookDeliveries(api: ApiRegistry, deps: WebhookRouteDeps): void {
  const ctx = (req: Request) => webhookContext(deps, req);
  const common = { tag: 'Webhook configuration', auth: 'credential', feature: 'webhooks' } as const;

  api.route(
    {
      ...common,
      method: 'get',
      path: '/api/v2/webhook-deliveries',
      summary: "Your tenant's webhook deliveries, newest first, each with its attempts",
      permissions: ['webhook:read'],
      query: WebhookDeliveriesQuery,
      ok: { schema: WebhookDeliveryList },
    },
    async (req, res, { query }) => {
      const customer = customerView(principalOf(req));
      const log = await listDeliveries(ctx(req), query);
      res.json(log.map(({ delivery, attempts }) => deliveryView(delivery, attempts, customer)));
    },
  );

  api.route(
    {
      ...common,
      method: 'post',
      path: '/api/v2/webhook-deliveries/:id/retry',
      summary: 'Redeliver one event: same webhook-id, new timestamp and signature, on the retry schedule',
      permissions: ['webhook:update'],
      ok: { schema: RedeliveryStarted },
      responses: {
        202: 'Redelivery started',
        403: "A customer's credentials may not redeliver to, or away from, its platform's receiver",
        404: 'No such delivery in your tenant',
        409: 'Nothing may be sent now',
      },
    },
    async (req, res) => {
      const delivery = await redeliver(ctx(req), req.params.id as string, {
        customer: customerView(principalOf(req)),
      });
      res.status(202).json({
        id: delivery.id,
        event_id: delivery.event_id,
        status: 'pending',
        message: 'Redelivery started',
      });
    },
  );
}
