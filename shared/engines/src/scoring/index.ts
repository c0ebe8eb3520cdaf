/**
 * The scoring pipeline: plan + transcript → assessment payload (docs/spec.md "Assessment"). The default scorer is
 * deterministic and offline (lexical rules plus the semantic matcher when given an embedder); the chat-completions
 * scorer lets an LLM propose evidence, which must quote the candidate verbatim.
 */
export * from './types.js';
export { answerVectors, createDeterministicScorer, deterministicScorer, scoreLexically } from './scorer.js';
export { MEANING_THRESHOLDS, type MeaningThresholds } from './meaning.js';
export { judgedBySetting } from './setting.js';
export { INJECTION_RE } from './answer-guards.js';
export { headProbability } from '../semantic.js';
export { createChatCompletionsScorer } from './chat-completions.js';
export { DEFAULT_COVERAGE_RULE, resolveRule } from './coverage.js';
export { EVIDENCE_TYPES, SIGNAL_WEIGHTS_VERSION, type EvidenceType } from './cues.js';
export { NARRATIVE_METHOD } from './narrative.js';
export { FORBIDDEN_KEY_FRAGMENTS, forbiddenFieldPaths } from './guard.js';
