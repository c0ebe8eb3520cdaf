import { createRequire } from 'node:module';
import {
  bundleWorkflowCode,
  Worker,
  type NativeConnection,
  type WorkflowBundleWithSourceMap,
} from '@temporalio/worker';
import type { DataSource } from 'typeorm';
import { createActivities } from '@irs/activities';
import type { Interviewer } from '@irs/activities/interviewer';
import { TASK_QUEUES } from '@irs/workflows/contract';
import { dataConverter } from '@irs/shared';

let bundle: Promise<WorkflowBundleWithSourceMap> | undefined;

/** Bundling the workflow code takes seconds; do it once per process and reuse it for every worker started. */
export function workflowBundle(): Promise<WorkflowBundleWithSourceMap> {
  bundle ??= bundleWorkflowCode({
    workflowsPath: createRequire(import.meta.url).resolve('@irs/workflows'),
    logger: { trace() {}, debug() {}, info() {}, warn: console.warn, error: console.error, log() {} },
  });
  return bundle;
}

export interface WorkerDeps {
  connection: NativeConnection;
  namespace: string;
  ds: DataSource;
  /** {app_url}, for links in events. */
  appUrl: string;
  /** Payload encryption key (AES-256-GCM), the same as the clients'. */
  encKey: Buffer;
  /** The interview engine (interviewerFor(config)). */
  interviewer: Interviewer;
}

/** The `interview-runs` worker: every run workflow and the activities they call. */
export async function createRunWorker(deps: WorkerDeps): Promise<Worker> {
  return Worker.create({
    connection: deps.connection,
    namespace: deps.namespace,
    taskQueue: TASK_QUEUES.runs,
    workflowBundle: await workflowBundle(),
    activities: createActivities({ ds: deps.ds, appUrl: deps.appUrl, interviewer: deps.interviewer }),
    dataConverter: dataConverter(deps.encKey),
  });
}
