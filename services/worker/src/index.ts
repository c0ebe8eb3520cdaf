export { createRunWorker, workflowBundle, type WorkerDeps } from './worker.js';
export { installTemporalRuntime } from './runtime.js';
