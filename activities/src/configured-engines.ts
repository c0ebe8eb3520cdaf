import { Context } from '@temporalio/activity';
import {
  LLM_ENGINES,
  StartupFailure,
  createLogger,
  llmFallbacks,
  llmRequestDuration,
  llmRequests,
  type Config,
  type Logger,
} from '@irs/shared';
import { complete, failureKind, promptOf, type ChatEndpoint } from '@irs/engines/llm';
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

/** OpenAI's own endpoint, the base URL when LLM_PROVIDER=openai names none. */
const OPENAI_BASE_URL = 'https://api.openai.com/v1';

/** Where the provider answers and how to sign in, from LLM_* (the configuration has checked they fit together). */
function providerOf(config: Config): ChatEndpoint {
  const baseUrl = config.LLM_BASE_URL ?? (config.LLM_PROVIDER === 'openai' ? OPENAI_BASE_URL : undefined);
  if (!baseUrl) throw new Error('LLM_BASE_URL: required for an LLM engine');
  return {
    baseUrl,
    provider: config.LLM_PROVIDER,
    apiKey: config.LLM_API_KEY,
    apiVersion: config.LLM_API_VERSION,
    model: config.LLM_MODEL,
    timeoutMs: config.LLM_TIMEOUT_MS,
    deadlineMs: config.LLM_DEADLINE_MS,
  };
}

/** The run and activity an LLM call is made for, for the log line (nothing when called outside an activity). */
function activityOf(): Record<string, unknown> {
  try {
    const { workflowExecution, activityType, attempt } = Context.current().info;
    return { run_id: workflowExecution?.workflowId, activity: activityType, attempt };
  } catch {
    return {};
  }
}

/**
 * The OpenAI-compatible API that `<key>=chat-completions` calls, observed: every request counts in
 * llm_requests_total and llm_request_duration_seconds and is a log line (with its trace id, like every line written in
 * an activity: shared/src/logger.ts), every fallback counts in llm_fallbacks_total, and a fallback's raw
 * detail (a network error with its address, a provider's message) is logged here, on the worker, with the run, and
 * nowhere else: what the engines store (stage_trace.matchers.llm_fallback, the plan's built_by.fallback) is the kind.
 */
function llmEndpoint(config: Config, key: (typeof LLM_ENGINES)[number]): ChatEndpoint {
  const engine = key.toLowerCase();
  const log = createLogger(config.LOG_LEVEL, 'llm');
  return {
    ...providerOf(config),
    onRequest: ({ outcome, ms }) => {
      llmRequests.inc({ engine, outcome });
      llmRequestDuration.observe({ engine }, ms / 1000);
      log[outcome === 'ok' ? 'info' : 'warn']({ engine, outcome, ms, ...activityOf() }, 'LLM request');
    },
    onFailure: ({ kind, detail }) => {
      llmFallbacks.inc({ engine, reason: kind });
      log.warn({ engine, kind, detail, ...activityOf() }, 'LLM step fell back to the offline engine');
    },
  };
}

/**
 * At start-up, with an LLM engine on: one small request, so a wrong key, URL or model is found now and not as
 * silent fallbacks later. LLM_STARTUP_CHECK=fail refuses to start, `warn` logs and goes on with fallbacks, `off`
 * skips it.
 */
export async function checkLlmProvider(config: Config, log: Logger): Promise<void> {
  const engines = LLM_ENGINES.filter((k) => config[k] === 'chat-completions');
  if (!engines.length || config.LLM_STARTUP_CHECK === 'off') return;
  const endpoint = { ...providerOf(config), deadlineMs: config.LLM_TIMEOUT_MS };
  try {
    await complete(endpoint, promptOf('Reply with the single word: ready.', { check: 'start-up' }));
  } catch (error) {
    const why = `${failureKind(error)}: ${(error as Error).message}`;
    const what = `the LLM provider (${config.LLM_PROVIDER}, model ${config.LLM_MODEL}) did not answer a start-up request (${why})`;
    if (config.LLM_STARTUP_CHECK === 'fail')
      throw new StartupFailure(
        `LLM_BASE_URL, LLM_API_KEY, LLM_MODEL: ${what}. Fix them, or set LLM_STARTUP_CHECK=warn to start anyway with the offline engines as fallback.`,
        { cause: error },
      );
    log.warn(
      { engines: engines.map((k) => k.toLowerCase()) },
      `${what}; starting anyway: until it answers, the offline engines decide`,
    );
  }
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
