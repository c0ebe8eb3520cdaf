import type { Config } from '@irs/shared';
import { createChatCompletionsInterviewer, deterministicInterviewer, type Interviewer } from './interviewer/index.js';

/** The interviewer the configuration selects: the built-in deterministic one, or an OpenAI-compatible chat API. */
export function interviewerFor(config: Config): Interviewer {
  if (config.INTERVIEWER === 'deterministic') return deterministicInterviewer;
  if (!config.LLM_BASE_URL) throw new Error('LLM_BASE_URL: required when INTERVIEWER=chat-completions');
  return createChatCompletionsInterviewer({ baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL });
}
