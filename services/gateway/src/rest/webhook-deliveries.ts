import type { Request } from 'express';
import { WebhookDeliveriesQuery, type WebhookAttempt, type WebhookDelivery } from '@irs/shared';
import { isSuper, principalOf } from '../auth/guards.js';
import type { Principal } from '../auth/principal.js';
import { listDeliveries, redeliver } from '../webhooks/deliveries.js';
import type { ApiRegistry } from './registry.js';
import { webhookContext, type WebhookRouteDeps } from './webhooks-v2.js';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

const attemptView = (a: WebhookAttempt, hidden: boolean) => ({
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
});

/**
 * A delivery made under the platform's config went to the platform's receiver: its address and answers are the
 * platform's business, shown to the platform's own credentials only, never to the customer tenant's.
 */
const hiddenFrom = (p: Principal, d: WebhookDelivery) =>
  d.source === 'platform' && p.home.kind !== 'PLATFORM' && !isSuper(p);

const deliveryView = (d: WebhookDelivery, attempts: WebhookAttempt[], hidden: boolean) => ({
  id: d.id,
  event_id: d.event_id,
  event: d.event,
  run_id: d.run_id,
  tenant_id: d.tenant_id,
  test: d.test,
  source: d.source,
  callback_url: hidden ? null : d.callback_url,
  status: d.status,
  reason: d.reason,
  attempt_count: d.attempt_count,
  last_attempt_at: iso(d.last_attempt_at),
  next_attempt_at: iso(d.next_attempt_at),
  created_at: iso(d.created_at),
  attempts: attempts.map((a) => attemptView(a, hidden)),
});

/** The delivery log of the caller's tenant (every attempt of every event) and redelivery of one event. */
export function registerWebhookDeliveries(api: ApiRegistry, deps: WebhookRouteDeps): void {
  const ctx = (req: Request) => webhookContext(deps, req);
  const common = { tag: 'Webhooks', auth: 'credential', feature: 'webhooks' } as const;

  api.route(
    {
      ...common,
      method: 'get',
      path: '/api/v2/webhook-deliveries',
      summary: "Your tenant's webhook deliveries, newest first, each with its attempts",
      permissions: ['webhook:read'],
      query: WebhookDeliveriesQuery,
    },
    async (req, res, { query }) => {
      const p = principalOf(req);
      const log = await listDeliveries(ctx(req), query);
      res.json(log.map(({ delivery, attempts }) => deliveryView(delivery, attempts, hiddenFrom(p, delivery))));
    },
  );

  api.route(
    {
      ...common,
      method: 'post',
      path: '/api/v2/webhook-deliveries/:id/retry',
      summary: 'Redeliver one event: same webhook-id, new timestamp and signature, on the retry schedule',
      permissions: ['webhook:update'],
      responses: { 202: 'Redelivery started', 404: 'No such delivery in your tenant', 409: 'Nothing may be sent now' },
    },
    async (req, res) => {
      const delivery = await redeliver(ctx(req), req.params.id as string);
      res.status(202).json({
        id: delivery.id,
        event_id: delivery.event_id,
        status: 'pending',
        message: 'Redelivery started',
      });
    },
  );
}
