import type { Config } from '@irs/shared';
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

/** The OpenAI-compatible API (LLM_*) that `<key>=chat-completions` needs. */
function llmEndpoint(config: Config, key: 'INTERVIEWER' | 'SCORER' | 'PLANNER') {
  if (!config.LLM_BASE_URL) throw new Error(`LLM_BASE_URL: required when ${key}=chat-completions`);
  return { baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL };
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
