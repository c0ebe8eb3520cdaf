import got, { HTTPError } from 'got';
import { maskMessages } from './mask.js';

/** The API shapes a provider may speak (docs/llm.md). */
export type LlmProvider = 'openai' | 'azure-openai' | 'openai-compatible';

/** Where an OpenAI-compatible chat-completions API answers, how to sign in, and how long a call may take. */
export interface ChatEndpoint {
  /**
   * E.g. "https://api.openai.com/v1", an Azure deployment "https://<resource>.openai.azure.com/openai/deployments/<name>"
   * or Azure's "https://<resource>.openai.azure.com/openai/v1"; requests go to `${baseUrl}/chat/completions`.
   */
  baseUrl: string;
  /** Default `openai-compatible`: the key, when given, as `Authorization: Bearer`; `azure-openai` sends `api-key`. */
  provider?: LlmProvider;
  /** Sent as the provider expects (see `provider`); optional for a self-hosted server. */
  apiKey?: string;
  /** Azure OpenAI's deployment URL only: the `api-version` query parameter. */
  apiVersion?: string;
  model: string;
  /** One request at most; default {@link DEFAULT_TIMEOUT_MS}, never past the call's deadline. */
  timeoutMs?: number;
  /**
   * The whole LLM work of one engine step (every request, Retry-After wait and retry, together); default
   * {@link LLM_DEADLINE_MS}. The configuration keeps it below the activity's own timeout (LLM_DEADLINE_MAX_MS).
   */
  deadlineMs?: number;
  /**
   * Told every time the engine falls back to its offline decision: the kind and the raw detail (a network error, a
   * provider's message, a validation error, a rejected reply), for the server's log and metrics only: what is stored
   * or shown (stage_trace, built_by) carries the kind alone.
   */
  onFailure?: (failure: LlmFailure) => void;
  /** Told every provider request's outcome and duration, for metrics. */
  onRequest?: (request: LlmRequest) => void;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/** The default budget of LLM work per engine step (ChatEndpoint.deadlineMs; LLM_DEADLINE_MS in the configuration). */
export const LLM_DEADLINE_MS = 20_000;

/**
 * Activity attempts that may call the provider: a planning, scoring or conversation step retried after that uses its
 * offline engine at once, so a failing provider is not called again on every retry of the activity.
 */
export const LLM_MAX_ATTEMPTS = 2;

/** Requests one call may make when the provider answers 429 or 503 with a Retry-After that fits the deadline. */
export const RETRY_AFTER_MAX_REQUESTS = 3;

/**
 * What went wrong with an LLM call, as stored and shown: never the provider's own words or addresses. A
 * `rejected_reply` is a reply the output checks refused (the interviewer's praise, verdict or second question).
 */
export type LlmFailureKind = 'timeout' | 'rate_limited' | 'provider_error' | 'malformed_reply' | 'rejected_reply';

/**
 * What a recruiter reads when an engine step fell back: the offline engine decided, and why in a word, never the
 * provider's address or message (those are in the server's log).
 */
export function fallbackNote(kind: LlmFailureKind): string {
  const why =
    kind === 'malformed_reply' || kind === 'rejected_reply'
      ? "the model's reply could not be used"
      : 'the model was unavailable';
  return `The offline engine was used because ${why} (${kind}).`;
}

export interface LlmFailure {
  kind: LlmFailureKind;
  /** The raw error, for the server's log only. */
  detail: string;
}

export interface LlmRequest {
  outcome: 'ok' | 'timeout' | 'rate_limited' | 'provider_error';
  /** HTTP status, when the provider answered. */
  status?: number;
  ms: number;
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
  if (e?.name === 'TimeoutError' || e?.code === 'ETIMEDOUT') return 'timeout';
  return (error as HTTPError | undefined)?.response?.statusCode === 429 ? 'rate_limited' : 'provider_error';
}

/** When a call started now must end (epoch ms). */
export function deadlineOf(endpoint: ChatEndpoint): number {
  return Date.now() + (endpoint.deadlineMs ?? LLM_DEADLINE_MS);
}

export type ChatRole = 'system' | 'user' | 'assistant';
export interface ChatMessage {
  role: ChatRole;
  content: string;
}

interface ChatCompletionResponse {
  choices?: { message?: { content?: unknown } }[];
}

/** The request's URL and sign-in headers, in the provider's shape. */
export function requestOf(endpoint: ChatEndpoint): { url: string; headers: Record<string, string> } {
  const base = endpoint.baseUrl.replace(/\/+$/, '');
  const query = endpoint.apiVersion ? `?api-version=${encodeURIComponent(endpoint.apiVersion)}` : '';
  const key = endpoint.apiKey;
  const headers: Record<string, string> = !key
    ? {}
    : endpoint.provider === 'azure-openai'
      ? { 'api-key': key }
      : { authorization: `Bearer ${key}` };
  return { url: `${base}/chat/completions${query}`, headers };
}

/**
 * How long a 429 or 503 asks us to wait (ms): `retry-after-ms` (Azure, OpenAI) or `Retry-After` in seconds or as a
 * date; null when the answer names no wait (then it is not retried).
 */
export function retryAfterMs(headers: Record<string, string | string[] | undefined>): number | null {
  const ms = Number(headers['retry-after-ms']);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers['retry-after'];
  if (typeof value !== 'string' || !value.trim()) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

const RETRY_STATUSES = new Set([429, 503]);

/**
 * One chat completion at temperature 0: the model's text, trimmed. Every message is masked first (mask.ts): the one
 * place contact details are taken out of what a provider receives. Everything ends by `deadline` (default: now +
 * the endpoint's budget), each request by the endpoint's timeout. A 429 or 503 whose Retry-After still fits the
 * deadline is waited out and retried (at most {@link RETRY_AFTER_MAX_REQUESTS} requests); any other trouble (network
 * error, non-2xx, timeout, no text) throws, and the caller's offline engine decides.
 */
export async function complete(
  endpoint: ChatEndpoint,
  messages: readonly ChatMessage[],
  options: { json?: boolean; deadline?: number } = {},
): Promise<string> {
  const deadline = options.deadline ?? deadlineOf(endpoint);
  const { url, headers } = requestOf(endpoint);
  const body = {
    model: endpoint.model,
    messages: maskMessages(messages),
    temperature: 0,
    ...(options.json ? { response_format: { type: 'json_object' } } : {}),
  };
  for (let request = 1; ; request++) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new LlmError('timeout', 'LLM deadline reached before the request');
    const started = Date.now();
    const report = (outcome: LlmRequest['outcome'], status?: number) =>
      endpoint.onRequest?.({ outcome, ms: Date.now() - started, ...(status ? { status } : {}) });
    let response: ChatCompletionResponse;
    try {
      response = await got
        .post(url, {
          json: body,
          headers,
          timeout: { request: Math.min(endpoint.timeoutMs ?? DEFAULT_TIMEOUT_MS, remaining) },
          retry: { limit: 0 },
        })
        .json<ChatCompletionResponse>();
    } catch (error) {
      const kind = failureKind(error);
      const answered = error instanceof HTTPError ? error.response : undefined;
      report(
        kind === 'timeout' ? 'timeout' : kind === 'rate_limited' ? 'rate_limited' : 'provider_error',
        answered?.statusCode,
      );
      const wait = answered && RETRY_STATUSES.has(answered.statusCode) ? retryAfterMs(answered.headers) : null;
      // Waited out only when a request still fits after the wait; else the offline engine decides now.
      if (wait === null || request >= RETRY_AFTER_MAX_REQUESTS || Date.now() + wait >= deadline - MIN_REQUEST_MS)
        throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
      continue;
    }
    report('ok', 200);
    const content = response.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || !content.trim())
      throw new LlmError('provider_error', 'chat completion without message content');
    return content.trim();
  }
}

/** The least time worth a retried request after a Retry-After wait. */
const MIN_REQUEST_MS = 1_000;
