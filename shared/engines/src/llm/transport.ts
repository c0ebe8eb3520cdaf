import got from 'got';
import { maskMessages } from './mask.js';

/** Where an OpenAI-compatible chat-completions API answers, and how long one request may take. */
export interface ChatEndpoint {
  /** E.g. "https://api.openai.com/v1"; requests go to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>` when given. */
  apiKey?: string;
  model: string;
  /** Whole-request timeout; default {@link DEFAULT_TIMEOUT_MS}, never past the call's deadline. */
  timeoutMs?: number;
  /**
   * The whole LLM call's budget (every request and retry of one `complete` or `completeJson`): at most
   * {@link LLM_DEADLINE_MS}, which is also the default; a shorter one is for tests.
   */
  deadlineMs?: number;
  /**
   * Told every failed call's kind and its raw detail (a network error, a provider's message, a validation error), for
   * the server's log only: what is stored or shown (stage_trace, built_by) carries the kind alone.
   */
  onFailure?: (failure: LlmFailure) => void;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * The one budget of LLM work per activity attempt: every request and retry of a call, together, end by then, and the
 * caller's offline engine decides. Kept below the run activities' start-to-close timeout (30 s, RUN_ACTIVITY_TIMEOUT_MS
 * in workflows/src/contract.ts) with room for the offline fallback, so a slow provider never times an activity out.
 */
export const LLM_DEADLINE_MS = 20_000;

/**
 * Activity attempts that may call the provider: a planning, scoring or conversation step retried after that uses its
 * offline engine at once, so a failing provider is not called again on every retry of the activity.
 */
export const LLM_MAX_ATTEMPTS = 2;

/** What went wrong with an LLM call, as stored and shown: never the provider's own words or addresses. */
export type LlmFailureKind = 'timeout' | 'provider_error' | 'malformed_reply';

export interface LlmFailure {
  kind: LlmFailureKind;
  /** The raw error, for the server's log only. */
  detail: string;
}

/** A failed request, with its kind; its message is the raw detail (log it, never store it). */
export class LlmError extends Error {
  constructor(
    readonly kind: LlmFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

/** The kind of any error a request threw. */
export function failureKind(error: unknown): LlmFailureKind {
  if (error instanceof LlmError) return error.kind;
  const e = error as { name?: string; code?: string } | undefined;
  return e?.name === 'TimeoutError' || e?.code === 'ETIMEDOUT' ? 'timeout' : 'provider_error';
}

/** When a call started now must end (epoch ms). */
export function deadlineOf(endpoint: ChatEndpoint): number {
  return Date.now() + Math.min(endpoint.deadlineMs ?? LLM_DEADLINE_MS, LLM_DEADLINE_MS);
}

export type ChatRole = 'system' | 'user' | 'assistant';
export interface ChatMessage {
  role: ChatRole;
  content: string;
}

interface ChatCompletionResponse {
  choices?: { message?: { content?: unknown } }[];
}

/**
 * One chat completion at temperature 0: the model's text, trimmed. Every message is masked first (mask.ts): the one
 * place contact details are taken out of what a provider receives. The request ends by `deadline` (default: now +
 * the endpoint's budget). Throws on any provider trouble (network error, non-2xx, timeout, no text); callers decide
 * their fallback. No retries here: a caller that retries says why.
 */
export async function complete(
  endpoint: ChatEndpoint,
  messages: readonly ChatMessage[],
  options: { json?: boolean; deadline?: number } = {},
): Promise<string> {
  const remaining = (options.deadline ?? deadlineOf(endpoint)) - Date.now();
  if (remaining <= 0) throw new LlmError('timeout', 'LLM deadline reached before the request');
  const response = await got
    .post(`${endpoint.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      json: {
        model: endpoint.model,
        messages: maskMessages(messages),
        temperature: 0,
        ...(options.json ? { response_format: { type: 'json_object' } } : {}),
      },
      headers: endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {},
      timeout: { request: Math.min(endpoint.timeoutMs ?? DEFAULT_TIMEOUT_MS, remaining) },
      retry: { limit: 0 },
    })
    .json<ChatCompletionResponse>();
  const content = response.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim())
    throw new LlmError('provider_error', 'chat completion without message content');
  return content.trim();
}
