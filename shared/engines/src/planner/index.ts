export * from './types.js';
export { ONTOLOGY_VERSION } from './ontology/index.js';
export { deterministicPlanner, assessSufficiency } from './deterministic-planner.js';
export { planInput } from './plan-input.js';
export { compilePatterns } from './extract.js';
