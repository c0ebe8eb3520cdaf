export { createRunWorker, workflowBundle, type WorkerDeps } from './worker.js';
export { installTemporalRuntime } from './runtime.js';
export { createWebhookWorker, type WebhookWorkerDeps } from './webhook-worker.js';
export { freeLoopbackPort, serveWorkerMetrics } from './metrics-server.js';
