/**
 * What never leaves for an LLM provider: contact details a candidate (or a posting) may carry. Every request goes
 * through {@link maskMessages} in `complete()` (transport.ts), so the interviewer, the scorer and the planner all send
 * the same masked text; no caller masks on its own. The candidate's name, e-mail and resume are never put in a prompt
 * in the first place (prompts carry the plan, the posting and the transcript only).
 */
import type { ChatMessage } from './transport.js';

/** What a masked span reads as in the prompt. */
export const MASKED = '[contact details removed]';

/** E-mail addresses, and phone numbers: a run of at least 9 digits with spaces, dots, dashes or brackets between. */
const CONTACT_RE = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?\d(?:[\s().-]{0,3}\d){8,}/g;

/** A text with its contact details masked. */
export function maskText(text: string): string {
  return text.replace(CONTACT_RE, MASKED);
}

/** Every string inside a JSON value, masked (so a prompt that is a JSON document stays valid JSON). */
function maskJson(value: unknown): unknown {
  if (typeof value === 'string') return maskText(value);
  if (Array.isArray(value)) return value.map(maskJson);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskJson(v)]));
  return value;
}

/** A message's content masked: a JSON object or array string by string, any other text as text; untouched if clean. */
function maskContent(content: string): string {
  if (maskText(content) === content) return content;
  const trimmed = content.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.stringify(maskJson(JSON.parse(trimmed)));
    } catch {
      // not JSON after all: masked as text below
    }
  }
  return maskText(content);
}

export function maskMessages(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages.map((m) => ({ ...m, content: maskContent(m.content) }));
}
