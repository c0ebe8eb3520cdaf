import { Worker, type NativeConnection } from '@temporalio/worker';
import type { DataSource } from 'typeorm';
import { createWebhookActivities } from '@irs/activities';
import { TASK_QUEUES } from '@irs/workflows/contract';
import { dataConverter, type WebhookSettings } from '@irs/shared';
import { tracingWorkerOptions } from './tracing.js';
import { workflowBundle } from './worker.js';

export interface WebhookWorkerDeps {
  connection: NativeConnection;
  namespace: string;
  ds: DataSource;
  /** Payload codec key, and the key webhook secrets are encrypted with (ENCRYPTION_KEY). */
  encKey: Buffer;
  /** Retry schedule, time-out, SSRF allow-list, extra CA: `webhookSettings(config)`. */
  settings: WebhookSettings;
}

/** The `webhooks` worker: the `deliverWebhook` workflows and their activities (signed, SSRF-safe HTTP attempts). */
export async function createWebhookWorker(deps: WebhookWorkerDeps): Promise<Worker> {
  return Worker.create({
    connection: deps.connection,
    namespace: deps.namespace,
    taskQueue: TASK_QUEUES.webhooks,
    workflowBundle: await workflowBundle(),
    activities: createWebhookActivities({ ds: deps.ds, encKey: deps.encKey, settings: deps.settings }),
    dataConverter: dataConverter(deps.encKey),
    ...tracingWorkerOptions(),
  });
}
