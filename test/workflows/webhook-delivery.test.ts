import { expect } from 'chai';
import type { WebhookActivities } from '@irs/activities';
import { TASK_QUEUES, webhookWorkflowId } from '@irs/workflows/contract';
import { timeSkippingSuite } from './support.js';

/** The default retry schedule (WEBHOOK_RETRY_SCHEDULE): 8 attempts over 24 hours. */
const SCHEDULE = [0, 5, 300, 1800, 7200, 18000, 36000, 36000];

/**
 * The delivery workflow's waits are workflow timers: on the time-skipping server a receiver that never answers uses up
 * a day of retries in about a second, and each attempt happens when the schedule says (the server's clock).
 */
describe('webhook delivery timers (TestWorkflowEnvironment, time-skipping server)', function () {
  this.timeout(60_000);
  const attemptedAt: number[] = [];
  const temporal = timeSkippingSuite(TASK_QUEUES.webhooks, (env) => {
    const activities: Pick<WebhookActivities, 'resolveDelivery' | 'attemptDelivery'> = {
      async resolveDelivery() {
        return { deliveryId: 'delivery-1', scheduleSeconds: SCHEDULE, jitter: 0 };
      },
      async attemptDelivery({ nextDelayMs }) {
        attemptedAt.push(await env.currentTimeMs());
        const last = nextDelayMs === null;
        return { done: last, status: last ? 'failed' : 'pending', waitMs: nextDelayMs ?? 0 };
      },
    };
    return activities;
  });

  it('tries on the retry schedule, then gives up: 24 h of timers in seconds', async () => {
    const started = Date.now();
    const status = await temporal().client.workflow.execute('deliverWebhook', {
      taskQueue: TASK_QUEUES.webhooks,
      workflowId: webhookWorkflowId('event-1'),
      args: [{ eventId: 'event-1' }],
    });
    expect(status).to.equal('failed');
    expect(Date.now() - started).to.be.below(10_000);
    const waits = attemptedAt.slice(1).map((at, i) => Math.round((at - attemptedAt[i]!) / 1000));
    expect(waits).to.deep.equal(SCHEDULE.slice(1));
  });
});
