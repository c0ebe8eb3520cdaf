import { proxyActivities, sleep } from '@temporalio/workflow';
import type { WebhookActivities } from '@irs/activities';

const { resolveDelivery } = proxyActivities<WebhookActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

/** One activity attempt per try: the retry schedule below is the only retry policy of a delivery. */
const { attemptDelivery } = proxyActivities<WebhookActivities>({
  startToCloseTimeout: '2 minutes',
  retry: { maximumAttempts: 1 },
});

export interface DeliverWebhookInput {
  eventId: string;
  /** A redelivery or a test names its delivery; a recorded run event resolves its own. */
  deliveryId?: string;
  /** `manual`: a redelivery (POST /webhook-deliveries/:id/retry); `test`: the webhook-test operation. */
  trigger?: 'manual' | 'test';
  /** Fewer attempts than the schedule has (a test sends once). */
  attempts?: number;
}

/** ± `jitter` of the delay; Math.random is deterministic inside a workflow. */
const jittered = (seconds: number, jitter: number) =>
  Math.max(0, Math.round(seconds * 1000 * (1 + (Math.random() * 2 - 1) * jitter)));

/**
 * Delivers one event (workflowId `webhook-<eventId>`, task queue `webhooks`): resolves its destination, then tries
 * on the retry schedule, each try one activity that signs at that moment and records the attempt. The waits are
 * workflow timers, so a 10 h wait survives restarts and deploys. Returns the delivery's final status.
 */
export async function deliverWebhook(input: DeliverWebhookInput): Promise<string> {
  const plan = await resolveDelivery({ eventId: input.eventId, deliveryId: input.deliveryId });
  if (!plan.deliveryId) return 'skipped';
  const schedule = plan.scheduleSeconds.slice(0, input.attempts ?? plan.scheduleSeconds.length);
  let wait = jittered(schedule[0] ?? 0, plan.jitter);
  for (let i = 0; i < schedule.length; i++) {
    if (wait > 0) await sleep(wait);
    const following = schedule[i + 1];
    const nextDelayMs = following === undefined ? null : jittered(following, plan.jitter);
    try {
      const outcome = await attemptDelivery({
        deliveryId: plan.deliveryId,
        trigger: input.trigger ?? 'schedule',
        nextDelayMs,
      });
      if (outcome.done) return outcome.status;
      wait = outcome.waitMs;
    } catch {
      // The attempt could not even run (worker lost, database down): it counts as a failed try.
      if (nextDelayMs === null) return 'failed';
      wait = nextDelayMs;
    }
  }
  return 'failed';
}
