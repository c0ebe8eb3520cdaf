export { createRunWorker, workflowBundle, type WorkerDeps } from './worker.js';
