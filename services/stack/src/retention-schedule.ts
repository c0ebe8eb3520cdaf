import {
  ScheduleAlreadyRunning,
  ScheduleOverlapPolicy,
  type Client,
  type IntervalSpec,
  type ScheduleSpec,
} from '@temporalio/client';
import type { Config } from '@irs/shared';
import { retentionSweep } from '@irs/workflows';
import { SCHEDULES, TASK_QUEUES } from '@irs/workflows/contract';

/** The configured spec: RETENTION_SCHEDULE_INTERVAL when set, else RETENTION_SCHEDULE_CRON (UTC). */
export function retentionSpec(config: Pick<Config, 'RETENTION_SCHEDULE_CRON' | 'RETENTION_SCHEDULE_INTERVAL'>): {
  spec: ScheduleSpec;
  label: string;
} {
  if (config.RETENTION_SCHEDULE_INTERVAL)
    return {
      spec: { intervals: [{ every: config.RETENTION_SCHEDULE_INTERVAL as IntervalSpec['every'] }] },
      label: `every ${config.RETENTION_SCHEDULE_INTERVAL}`,
    };
  return {
    spec: { cronExpressions: [config.RETENTION_SCHEDULE_CRON] }, // UTC unless it starts with CRON_TZ=
    label: `cron "${config.RETENTION_SCHEDULE_CRON}"`,
  };
}

const note = (label: string) => `retention sweep, ${label}`;

/**
 * Creates the `retention-sweep` Schedule (start `retentionSweep` on `interview-runs`, overlap SKIP), or brings an
 * existing one to the configured spec. The spec in force is kept in the schedule's note: the server rewrites cron
 * expressions into calendars, so the note is what can be compared. Safe to run from any number of processes.
 */
export async function ensureRetentionSchedule(
  client: Client,
  config: Pick<Config, 'RETENTION_SCHEDULE_CRON' | 'RETENTION_SCHEDULE_INTERVAL'>,
): Promise<{ outcome: 'created' | 'updated' | 'unchanged'; label: string }> {
  const { spec, label } = retentionSpec(config);
  try {
    await client.schedule.create({
      scheduleId: SCHEDULES.retentionSweep,
      spec,
      action: {
        type: 'startWorkflow',
        workflowType: retentionSweep,
        workflowId: SCHEDULES.retentionSweep, // the server appends the scheduled time
        taskQueue: TASK_QUEUES.runs,
        args: [],
        workflowExecutionTimeout: '23 hours',
      },
      policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 day' },
      state: { note: note(label) },
    });
    return { outcome: 'created', label };
  } catch (error) {
    if (!(error instanceof ScheduleAlreadyRunning)) throw error;
  }
  const handle = client.schedule.getHandle(SCHEDULES.retentionSweep);
  if ((await handle.describe()).state.note === note(label)) return { outcome: 'unchanged', label };
  await handle.update((previous) => ({
    ...previous,
    spec,
    policies: { ...previous.policies, overlap: ScheduleOverlapPolicy.SKIP },
    state: { ...previous.state, note: note(label) },
  }));
  return { outcome: 'updated', label };
}
