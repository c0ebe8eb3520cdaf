import { createLogger, type Config } from '@irs/shared';
import type { ChatEndpoint } from '@irs/engines/llm';
import { chatCompletionsPlanner, type Planner } from '@irs/engines/planner';
import { loadEmbedder } from '@irs/semantic';
import { createChatCompletionsInterviewer, deterministicInterviewer, type Interviewer } from '@irs/engines/interviewer';
import {
  createChatCompletionsScorer,
  deterministicScorer,
  resolveRule,
  type CoverageRule,
  type Scorer,
} from '@irs/engines/scoring';

/**
 * The OpenAI-compatible API (LLM_*) that `<key>=chat-completions` needs. A failed call's raw detail (a network error
 * with its address, a provider's message) is logged here, on the worker, and nowhere else: what the engines store
 * (stage_trace.matchers.llm_fallback, the plan's built_by.fallback) is the kind of failure only.
 */
function llmEndpoint(config: Config, key: 'INTERVIEWER' | 'SCORER' | 'PLANNER'): ChatEndpoint {
  if (!config.LLM_BASE_URL) throw new Error(`LLM_BASE_URL: required when ${key}=chat-completions`);
  const log = createLogger(config.LOG_LEVEL, 'llm');
  return {
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL,
    onFailure: ({ kind, detail }) =>
      log.warn({ engine: key.toLowerCase(), kind, detail }, 'LLM call failed; the offline engine decides'),
  };
}

/** The interviewer the configuration selects: the built-in deterministic one, or an OpenAI-compatible chat API. */
export function interviewerFor(config: Config): Interviewer {
  if (config.INTERVIEWER === 'deterministic') return deterministicInterviewer;
  return createChatCompletionsInterviewer(llmEndpoint(config, 'INTERVIEWER'));
}

/** The scorer the configuration selects (SCORER): the embedded deterministic one, or an LLM that must quote. */
export function scorerFor(config: Config): Scorer {
  if (config.SCORER === 'deterministic') return deterministicScorer;
  return createChatCompletionsScorer(llmEndpoint(config, 'SCORER'));
}

/**
 * The planner the configuration selects (PLANNER): undefined for the offline default, which the planning activity
 * builds on the process's semantic model; or an OpenAI-compatible chat API that must trace every competency.
 */
export function plannerFor(config: Config): Planner | undefined {
  if (config.PLANNER === 'deterministic') return undefined;
  const endpoint = llmEndpoint(config, 'PLANNER');
  let planner: Planner | undefined;
  return {
    name: 'chat-completions',
    plan: async (input) => {
      planner ??= chatCompletionsPlanner({ endpoint, embedder: await loadEmbedder() });
      return planner.plan(input);
    },
  };
}

/** The coverage rule: the default with COVERAGE_RULE's overrides, checked at start-up (a bad value names its key). */
export function coverageRuleFor(config: Config): CoverageRule {
  try {
    return resolveRule(config.COVERAGE_RULE ? (JSON.parse(config.COVERAGE_RULE) as Partial<CoverageRule>) : undefined);
  } catch (error) {
    throw new Error(`COVERAGE_RULE: ${(error as Error).message}`, { cause: error });
  }
}
