export * from './types.js';
export { ONTOLOGY_VERSION } from './ontology/index.js';
export { deterministicPlanner } from './deterministic-planner.js';
export { createDeterministicPlanner, PLANNER_VERSION } from './open-planner.js';
export { assessSufficiency, prepareSufficiency } from './sufficiency.js';
export { planInput } from './plan-input.js';
export { chatCompletionsPlanner, LLM_PLANNER_VERSION } from './llm-planner.js';
export { editPlan, PlanEditError, type PlanEdit } from './edit.js';
