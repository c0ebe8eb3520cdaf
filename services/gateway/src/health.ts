import { Router } from 'express';
import type { DataSource } from 'typeorm';
import type { Connection } from '@temporalio/client';
import proto from '@temporalio/proto';

const { temporal } = proto;
import { TASK_QUEUES } from '@irs/workflows/contract';

const CHECK_TIMEOUT_MS = 2000;
/** A poller counts as live if it polled this recently (a long poll lasts up to 60 s). */
const POLLER_FRESH_MS = 90_000;

type Check = () => Promise<void>;

function withTimeout(check: Check): Promise<void> {
  return new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
    check()
      .then(ok, fail)
      .finally(() => clearTimeout(timer));
  });
}

export interface HealthDeps {
  ds: DataSource;
  temporal: Connection;
  namespace: string;
}

function checks(deps: HealthDeps): Record<string, Check> {
  const deadline = () => Date.now() + CHECK_TIMEOUT_MS;
  return {
    database: async () => {
      await deps.ds.query('SELECT 1');
    },
    temporal: async () => {
      await deps.temporal.withDeadline(deadline(), () =>
        deps.temporal.healthService.check({ service: 'temporal.api.workflowservice.v1.WorkflowService' }),
      );
    },
    worker: async () => {
      const { pollers } = await deps.temporal.withDeadline(deadline(), () =>
        deps.temporal.workflowService.describeTaskQueue({
          namespace: deps.namespace,
          taskQueue: { name: TASK_QUEUES.runs },
          taskQueueType: temporal.api.enums.v1.TaskQueueType.TASK_QUEUE_TYPE_WORKFLOW,
        }),
      );
      const fresh = (pollers ?? []).some((p) => {
        const seconds = Number(p.lastAccessTime?.seconds ?? 0);
        return Date.now() - seconds * 1000 < POLLER_FRESH_MS;
      });
      if (!fresh) throw new Error(`no worker is polling task queue ${TASK_QUEUES.runs}`);
    },
  };
}

export function healthRouter(deps: HealthDeps): Router {
  const router = Router();
  router.get('/api/v1/health/live', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/api/v1/health/ready', async (_req, res) => {
    const entries = Object.entries(checks(deps));
    const results = await Promise.allSettled(entries.map(([, check]) => withTimeout(check)));
    const report = Object.fromEntries(
      entries.map(([name], i) => {
        const r = results[i]!;
        return [name, r.status === 'fulfilled' ? 'ok' : `failing: ${(r.reason as Error).message.split('\n')[0]}`];
      }),
    );
    const failing = entries.filter((_, i) => results[i]!.status === 'rejected').map(([name]) => name);
    if (!failing.length) return void res.json({ status: 'ok', checks: report });
    res
      .status(503)
      .json({ statusCode: 503, status: 'unavailable', message: `Not ready: ${failing.join(', ')}`, checks: report });
  });
  return router;
}
