export {
  complete,
  deadlineOf,
  failureKind,
  fallbackNote,
  DEFAULT_TIMEOUT_MS,
  LLM_DEADLINE_MS,
  RETRY_AFTER_MAX_REQUESTS,
  requestOf,
  retryAfterMs,
  LLM_MAX_ATTEMPTS,
  LlmError,
  type ChatEndpoint,
  type ChatMessage,
  type ChatRole,
  type LlmFailure,
  type LlmFailureKind,
  type LlmProvider,
  type LlmRequest,
} from './transport.js';
export { completeJson, type LlmResult } from './structured.js';
export { MASKED, MASKED_NAME, introducedNames, maskMessages, maskNames, maskPrivate, maskText } from './mask.js';
export { DATA_NOTICE, promptOf } from './prompt.js';
