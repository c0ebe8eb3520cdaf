export {
  complete,
  deadlineOf,
  failureKind,
  DEFAULT_TIMEOUT_MS,
  LLM_DEADLINE_MS,
  LLM_MAX_ATTEMPTS,
  LlmError,
  type ChatEndpoint,
  type ChatMessage,
  type ChatRole,
  type LlmFailure,
  type LlmFailureKind,
} from './transport.js';
export { completeJson, type LlmResult } from './structured.js';
export { MASKED, maskMessages, maskText } from './mask.js';
