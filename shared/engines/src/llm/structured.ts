import type { z } from 'zod';
import { complete, type ChatEndpoint, type ChatMessage } from './transport.js';

/** What a structured call yields: the validated value, or why there is none (never an exception). */
export type LlmResult<T> = { ok: true; value: T; attempts: number } | { ok: false; reason: string; attempts: number };

/**
 * Asks for JSON and validates it with `schema`. A malformed reply (not JSON, or not the schema) is retried once, with
 * the validation errors shown to the model; provider trouble (network, non-2xx, timeout) is not retried, so a call
 * takes at most two request timeouts. Never throws: the caller's deterministic engine decides on `ok: false`.
 */
export async function completeJson<S extends z.ZodType>(
  endpoint: ChatEndpoint,
  messages: readonly ChatMessage[],
  schema: S,
): Promise<LlmResult<z.output<S>>> {
  const conversation = [...messages];
  let reason = '';
  for (let attempt = 1; attempt <= 2; attempt++) {
    let text: string;
    try {
      text = await complete(endpoint, conversation, { json: true });
    } catch (error) {
      return { ok: false, reason: `provider: ${(error as Error).message}`, attempts: attempt };
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
  return { ok: false, reason: `malformed twice: ${reason}`, attempts: 2 };
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
