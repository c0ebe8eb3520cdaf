// The worker bundles this file: export workflow functions only, and import nothing non-deterministic.
export { stackSelfTest } from './stack-self-test.js';
export { interviewRun } from './interview-run.js';
export { deliverWebhook } from './webhook-delivery.js';
export { retentionSweep } from './retention-sweep.js';
export { templatePlan } from './template-plan.js';
