import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Client } from '@temporalio/client';
import {
  WebhookDeliveriesQuery,
  WebhookDeliveryEntity,
  conflict,
  notFound,
  resolveWebhookTarget,
  type WebhookAttempt,
  type WebhookDelivery,
} from '@irs/shared';
import type { deliverWebhook } from '@irs/workflows';
import { TASK_QUEUES } from '@irs/workflows/contract';
import { isSuper, principalOf } from '../auth/guards.js';
import type { Principal } from '../auth/principal.js';
import { auditWrite } from './audit.js';
import type { ApiRegistry } from './registry.js';

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
export function registerWebhookDeliveries(api: ApiRegistry, deps: { ds: DataSource; client: Client }): void {
  const { ds } = deps;
  const repo = ds.getRepository(WebhookDeliveryEntity);
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
      const tenantId = p.tenant.id;
      const deliveries = await repo.find({
        where: {
          tenant_id: tenantId,
          ...(query.run_id ? { run_id: query.run_id } : {}),
          ...(query.status ? { status: query.status } : {}),
        },
        order: { created_at: 'DESC' },
        take: query.limit,
      });
      const attempts = deliveries.length
        ? ((await ds.query(
            `SELECT * FROM webhook_attempts WHERE delivery_id = ANY($1::uuid[]) ORDER BY delivery_id, attempt`,
            [deliveries.map((d) => d.id)],
          )) as WebhookAttempt[])
        : [];
      res.json(
        deliveries.map((d) =>
          deliveryView(
            d,
            attempts.filter((a) => a.delivery_id === d.id),
            hiddenFrom(p, d),
          ),
        ),
      );
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
      const tenantId = principalOf(req).tenant.id;
      const id = req.params.id as string;
      const delivery = /^[0-9a-f-]{36}$/i.test(id) ? await repo.findOneBy({ id, tenant_id: tenantId }) : null;
      if (!delivery) throw notFound(`webhook delivery ${id} not found`);
      const [run] = delivery.run_id
        ? ((await ds.query(`SELECT callback_url FROM runs WHERE run_id = $1`, [delivery.run_id])) as {
            callback_url: string | null;
          }[])
        : [];
      const resolution = await resolveWebhookTarget(ds, {
        tenantId,
        event: delivery.event,
        runCallbackUrl: run?.callback_url ?? null,
        anyEvent: delivery.test,
      });
      if (!resolution.ok) throw conflict(`Cannot redeliver: ${resolution.reason}`);
      await repo.update({ id: delivery.id }, { status: 'pending', reason: null, next_attempt_at: new Date() });
      await deps.client.workflow.start<typeof deliverWebhook>('deliverWebhook', {
        taskQueue: TASK_QUEUES.webhooks,
        workflowId: `webhook-${delivery.event_id}-redelivery-${randomUUID()}`,
        args: [{ eventId: delivery.event_id, deliveryId: delivery.id, trigger: 'manual' }],
      });
      await auditWrite(ds, req, {
        action: 'webhook_delivery.retry',
        targetTenantId: tenantId,
        targetId: delivery.id,
        detail: { event_id: delivery.event_id, event: delivery.event },
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
