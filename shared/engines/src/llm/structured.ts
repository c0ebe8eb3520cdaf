import type { z } from 'zod';
import {
  complete,
  deadlineOf,
  failureKind,
  type ChatEndpoint,
  type ChatMessage,
  type LlmFailureKind,
} from './transport.js';

/**
 * What a structured call yields: the validated value, or the kind of failure (never an exception). The kind is all a
 * caller may store or show; the raw detail goes to `endpoint.onFailure`, for the server's log.
 */
export type LlmResult<T> =
  { ok: true; value: T; attempts: number } | { ok: false; reason: LlmFailureKind; attempts: number };

/**
 * Asks for JSON and validates it with `schema`. A malformed reply (not JSON, or not the schema) is retried once, with
 * the validation errors shown to the model, if the call's deadline leaves time; provider trouble (network, non-2xx,
 * timeout) is not retried. The whole call, retry included, ends by the endpoint's deadline (LLM_DEADLINE_MS at most).
 * Never throws: the caller's deterministic engine decides on `ok: false`.
 */
export async function completeJson<S extends z.ZodType>(
  endpoint: ChatEndpoint,
  messages: readonly ChatMessage[],
  schema: S,
): Promise<LlmResult<z.output<S>>> {
  const deadline = deadlineOf(endpoint);
  const conversation = [...messages];
  let reason = '';
  const failed = (kind: LlmFailureKind, detail: string, attempts: number): LlmResult<z.output<S>> => {
    endpoint.onFailure?.({ kind, detail });
    return { ok: false, reason: kind, attempts };
  };
  for (let attempt = 1; attempt <= 2; attempt++) {
    let text: string;
    try {
      text = await complete(endpoint, conversation, { json: true, deadline });
    } catch (error) {
      return failed(failureKind(error), `provider: ${(error as Error).message}`, attempt);
    }
    const parsed = parseJson(text);
    if (parsed.ok) {
      const checked = schema.safeParse(parsed.value);
      if (checked.success) return { ok: true, value: checked.data, attempts: attempt };
      reason = `schema: ${checked.error.issues.map(describeIssue).join('; ')}`;
    } else reason = `not JSON: ${parsed.reason}`;
    conversation.push(
      { role: 'assistant', content: text },
      {
        role: 'user',
        content: `That reply was rejected (${reason}). Reply again with only the JSON object asked for.`,
      },
    );
  }
  return failed('malformed_reply', `malformed twice: ${reason}`, 2);
}

/** JSON from a reply, tolerating the Markdown code fence some models wrap it in. */
function parseJson(text: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  const body = text.replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, '$1');
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
}

function describeIssue(issue: z.core.$ZodIssue): string {
  return `${issue.path.join('.') || '(root)'}: ${issue.message}`;
}
