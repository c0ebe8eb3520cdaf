import got from 'got';

/** Where an OpenAI-compatible chat-completions API answers, and how long one request may take. */
export interface ChatEndpoint {
  /** E.g. "https://api.openai.com/v1"; requests go to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>` when given. */
  apiKey?: string;
  model: string;
  /** Whole-request timeout; default {@link DEFAULT_TIMEOUT_MS}. */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

export type ChatRole = 'system' | 'user' | 'assistant';
export interface ChatMessage {
  role: ChatRole;
  content: string;
}

interface ChatCompletionResponse {
  choices?: { message?: { content?: unknown } }[];
}

/**
 * One chat completion at temperature 0: the model's text, trimmed. Throws on any provider trouble (network error,
 * non-2xx, timeout, no text); callers decide their fallback. No retries here: a caller that retries says why.
 */
export async function complete(
  endpoint: ChatEndpoint,
  messages: readonly ChatMessage[],
  options: { json?: boolean } = {},
): Promise<string> {
  const response = await got
    .post(`${endpoint.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      json: {
        model: endpoint.model,
        messages,
        temperature: 0,
        ...(options.json ? { response_format: { type: 'json_object' } } : {}),
      },
      headers: endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {},
      timeout: { request: endpoint.timeoutMs ?? DEFAULT_TIMEOUT_MS },
      retry: { limit: 0 },
    })
    .json<ChatCompletionResponse>();
  const content = response.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim()) throw new Error('chat completion without message content');
  return content.trim();
}
