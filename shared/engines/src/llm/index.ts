export { complete, DEFAULT_TIMEOUT_MS, type ChatEndpoint, type ChatMessage, type ChatRole } from './transport.js';
export { completeJson, type LlmResult } from './structured.js';
