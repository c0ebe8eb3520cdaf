/**
 * The scoring pipeline: plan + transcript → assessment payload (docs/spec.md "Assessment"). The default scorer is
 * deterministic and offline; an LLM-backed one can implement the same `Scorer` interface later.
 */
export * from './types.js';
export { deterministicScorer, scoreLexically } from './scorer.js';
export { MEANING_THRESHOLDS } from './meaning.js';
export { DEFAULT_COVERAGE_RULE, resolveRule } from './coverage.js';
export { EVIDENCE_TYPES, SIGNAL_WEIGHTS_VERSION, type EvidenceType } from './cues.js';
export { NARRATIVE_METHOD } from './narrative.js';
export { FORBIDDEN_KEY_FRAGMENTS, forbiddenFieldPaths } from './guard.js';
