import { randomUUID } from 'node:crypto';
import {
  EVENT_STATE,
  WebhookDeliveryEntity,
  badRequest,
  notFound,
  resolveWebhookTarget,
  type EventName,
  type Tenant,
} from '@irs/shared';
import { auditWrite } from '../audit.js';
import { newRunId } from '../mint.js';
import { deliverTestEvent } from './delivery-workflow.js';
import { syntheticData } from './synthetic-data.js';
import type { WebhookContext } from './service.js';

/**
 * The webhook-test operation: one signed attempt of a synthetic event (marked `test`) to where the tenant's events
 * go now (tenant, else platform config), logged like any delivery; answers the attempt's outcome.
 */
export async function sendTestEvent(ctx: WebhookContext, tenant: Tenant, event: EventName) {
  const resolution = await resolveWebhookTarget(ctx.ds, { tenantId: tenant.id, event, anyEvent: true });
  if (!resolution.ok) {
    if (!resolution.url) throw notFound('No webhook config for the tenant or its platform');
    throw badRequest(`Cannot send a test event: ${resolution.reason}`);
  }
  const { source, url } = resolution.target;
  const eventId = randomUUID();
  const envelope = {
    event_id: eventId,
    event,
    run_id: newRunId(),
    interview_id: randomUUID(),
    tenant_id: tenant.id,
    state: EVENT_STATE[event],
    timestamp: new Date().toISOString(),
    data: syntheticData(event, ctx.config.appUrl),
    test: true,
  };
  const repo = ctx.ds.getRepository(WebhookDeliveryEntity);
  const delivery = await repo.save(
    repo.create({
      event_id: eventId,
      tenant_id: tenant.id,
      run_id: null,
      event,
      envelope,
      source,
      callback_url: url,
      status: 'pending',
      reason: null,
      test: true,
      attempt_count: 0,
      last_attempt_at: null,
      next_attempt_at: new Date(),
    }),
  );
  await auditWrite(ctx.ds, ctx, {
    action: 'webhook.test',
    targetTenantId: tenant.id,
    targetId: delivery.id,
    detail: { event, source, callback_url: url },
  });
  await deliverTestEvent(ctx.client, delivery);
  const [attempt] = (await ctx.ds.query(
    `SELECT success, status_code, error FROM webhook_attempts WHERE delivery_id = $1 ORDER BY attempt DESC LIMIT 1`,
    [delivery.id],
  )) as { success: boolean; status_code: number | null; error: string | null }[];
  return {
    source,
    event,
    eventId,
    deliveryId: delivery.id,
    callbackUrl: url,
    delivered: attempt?.success ?? false,
    statusCode: attempt?.status_code ?? null,
    error: attempt ? attempt.error : 'not attempted',
  };
}
