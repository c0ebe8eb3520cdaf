import { createRequire } from 'node:module';
import {
  bundleWorkflowCode,
  Worker,
  type NativeConnection,
  type WorkflowBundleWithSourceMap,
} from '@temporalio/worker';
import type { DataSource } from 'typeorm';
import {
  checkLlmProvider,
  coverageRuleFor,
  createActivities,
  interviewerFor,
  plannerFor,
  scorerFor,
} from '@irs/activities';
import { TASK_QUEUES } from '@irs/workflows/contract';
import { createLogger, dataConverter, type Config } from '@irs/shared';
import { loadEmbedder } from '@irs/semantic';
import { tracingWorkerOptions, tracingWorkflowModules } from './tracing.js';

let bundle: Promise<WorkflowBundleWithSourceMap> | undefined;

/** Bundling the workflow code takes seconds; do it once per process and reuse it for every worker started. */
export function workflowBundle(): Promise<WorkflowBundleWithSourceMap> {
  bundle ??= bundleWorkflowCode({
    workflowsPath: createRequire(import.meta.url).resolve('@irs/workflows'),
    workflowInterceptorModules: tracingWorkflowModules(),
    logger: { trace() {}, debug() {}, info() {}, warn: console.warn, error: console.error, log() {} },
  });
  return bundle;
}

export interface WorkerDeps {
  connection: NativeConnection;
  namespace: string;
  ds: DataSource;
  /** App URL for links in events, the interview engine and the coverage rule come from here. */
  config: Config;
  /** Payload encryption key (AES-256-GCM), the same as the clients'. */
  encKey: Buffer;
}

/** The `interview-runs` worker: every run workflow and the activities they call. */
export async function createRunWorker(deps: WorkerDeps): Promise<Worker> {
  // A wrong LLM key, URL or model is found before the worker polls (LLM_STARTUP_CHECK), not as silent fallbacks.
  await checkLlmProvider(deps.config, createLogger(deps.config.LOG_LEVEL, 'worker'));
  // The semantic model loads (seconds) before the worker polls, so no activity pays it against its time-out.
  await loadEmbedder();
  return Worker.create({
    connection: deps.connection,
    namespace: deps.namespace,
    taskQueue: TASK_QUEUES.runs,
    workflowBundle: await workflowBundle(),
    activities: createActivities({
      ds: deps.ds,
      appUrl: deps.config.appUrl,
      origin: deps.config.origin,
      planner: plannerFor(deps.config),
      interviewer: interviewerFor(deps.config),
      scorer: scorerFor(deps.config),
      coverageRule: coverageRuleFor(deps.config),
      retentionBatchSize: deps.config.RETENTION_BATCH_SIZE,
      encKey: deps.encKey,
    }),
    dataConverter: dataConverter(deps.encKey),
    maxCachedWorkflows: deps.config.WORKER_MAX_CACHED_WORKFLOWS,
    ...tracingWorkerOptions(),
  });
}
