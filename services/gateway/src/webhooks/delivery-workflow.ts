import { randomUUID } from 'node:crypto';
import type { Client } from '@temporalio/client';
import { deliverWebhook } from '@irs/workflows';
import { TASK_QUEUES, webhookWorkflowId } from '@irs/workflows/contract';

/**
 * A redelivery (`POST /webhook-deliveries/:id/retry`): the event's delivery workflow again, on the full retry
 * schedule, beside the first one (which may still be waiting), so under an id of its own.
 */
export async function startRedelivery(client: Client, delivery: { id: string; event_id: string }): Promise<void> {
  await client.workflow.start(deliverWebhook, {
    taskQueue: TASK_QUEUES.webhooks,
    workflowId: webhookWorkflowId(delivery.event_id, randomUUID()),
    args: [{ eventId: delivery.event_id, deliveryId: delivery.id, trigger: 'manual' }],
  });
}

/** The webhook-test operation's single attempt, awaited: the caller answers with its outcome. */
export async function deliverTestEvent(client: Client, delivery: { id: string; event_id: string }): Promise<void> {
  await client.workflow.execute(deliverWebhook, {
    taskQueue: TASK_QUEUES.webhooks,
    workflowId: webhookWorkflowId(delivery.event_id),
    args: [{ eventId: delivery.event_id, deliveryId: delivery.id, trigger: 'test', attempts: 1 }],
    workflowExecutionTimeout: '2 minutes',
  });
}
