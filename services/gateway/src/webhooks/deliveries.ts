import {
  ATS,
  WebhookDeliveryEntity,
  conflict,
  forbidden,
  notFound,
  resolveWebhookTarget,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookDeliveriesQuery,
} from '@irs/shared';
import type { z } from 'zod';
import { auditWrite } from '../audit.js';
import { startRedelivery } from './delivery-workflow.js';
import type { WebhookContext } from './service.js';

type DeliveryContext = Pick<WebhookContext, 'ds' | 'client' | 'principal' | 'requestId'>;

/** The delivery log of the caller's tenant, newest first, each delivery with its attempts in order. */
export async function listDeliveries(
  ctx: DeliveryContext,
  query: z.infer<typeof WebhookDeliveriesQuery>,
): Promise<{ delivery: WebhookDelivery; attempts: WebhookAttempt[] }[]> {
  const deliveries = await ctx.ds.getRepository(WebhookDeliveryEntity).find({
    where: {
      tenant_id: ctx.principal.tenant.id,
      ...(query.run_id ? { run_id: query.run_id } : {}),
      ...(query.status ? { status: query.status } : {}),
    },
    order: { created_at: 'DESC' },
    take: query.limit,
  });
  const attempts = deliveries.length
    ? ((await ctx.ds.query(
        `SELECT * FROM webhook_attempts WHERE delivery_id = ANY($1::uuid[]) ORDER BY delivery_id, attempt`,
        [deliveries.map((d) => d.id)],
      )) as WebhookAttempt[])
    : [];
  return deliveries.map((delivery) => ({
    delivery,
    attempts: attempts.filter((a) => a.delivery_id === delivery.id),
  }));
}

/** The refusal of a customer's retry that would touch its platform's receiver; names no address. */
const PLATFORM_OWNED =
  "This delivery goes to your platform's webhook receiver: only the platform (or a super admin) can redeliver it";

/**
 * Redelivers one event of the caller's tenant: same webhook-id, new timestamp and signature, on the retry schedule,
 * to where the event would go now (409 when nothing may be sent: paused, unsubscribed, ...).
 *
 * `customer`: the caller holds a customer tenant's credentials. The platform's receiver is the platform's business: a
 * customer may neither send to it nor move a delivery made under the platform's config to a destination of its own
 * (its config saved since), which would make the platform's attempts look like its own. Both are refused (403); the
 * platform's own credentials acting for the customer (X-Tenant-ID) and super admins may redeliver.
 */
export async function redeliver(
  ctx: DeliveryContext,
  id: string,
  opts: { customer: boolean },
): Promise<WebhookDelivery> {
  const tenantId = ctx.principal.tenant.id;
  const repo = ctx.ds.getRepository(WebhookDeliveryEntity);
  const delivery = /^[0-9a-f-]{36}$/i.test(id) ? await repo.findOneBy({ id, tenant_id: tenantId }) : null;
  if (!delivery) throw notFound(`webhook delivery ${id} not found`);
  if (opts.customer && delivery.source === 'platform') throw forbidden(PLATFORM_OWNED);
  if (!(ATS as readonly string[]).includes(delivery.source)) await checkWebhookTarget(ctx, delivery, opts);
  await repo.update({ id: delivery.id }, { status: 'pending', reason: null, next_attempt_at: new Date() });
  await startRedelivery(ctx.client, delivery);
  await auditWrite(ctx.ds, ctx, {
    action: 'webhook_delivery.retry',
    targetTenantId: tenantId,
    targetId: delivery.id,
    detail: { event_id: delivery.event_id, event: delivery.event },
  });
  return delivery;
}

/** A webhook goes where its event would go now: refused when that is nowhere, or the platform's for a customer. */
async function checkWebhookTarget(ctx: DeliveryContext, delivery: WebhookDelivery, opts: { customer: boolean }) {
  const tenantId = ctx.principal.tenant.id;
  const [run] = delivery.run_id
    ? ((await ctx.ds.query(`SELECT callback_url FROM runs WHERE run_id = $1`, [delivery.run_id])) as {
        callback_url: string | null;
      }[])
    : [];
  const resolution = await resolveWebhookTarget(ctx.ds, {
    tenantId,
    event: delivery.event,
    runCallbackUrl: run?.callback_url ?? null,
    anyEvent: delivery.test,
  });
  if (opts.customer && (resolution.ok ? resolution.target.source : resolution.source) === 'platform')
    throw forbidden(PLATFORM_OWNED);
  if (!resolution.ok) throw conflict(`Cannot redeliver: ${resolution.reason}`);
}
