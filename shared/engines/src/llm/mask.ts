/**
 * What never leaves for an LLM provider, masked in this one module: contact details a candidate (or a posting) may
 * carry, and names. Every prompt's data is masked by {@link maskPrivate} (prompt.ts: names the caller knows, such as
 * the candidate's, and names a speaker introduces); every request, whatever built it, has its contact details masked
 * again by {@link maskMessages} in `complete()` (transport.ts). The candidate's e-mail, references and resume are never
 * put in a prompt in the first place (prompts carry the plan, the posting and the transcript only).
 */
import { readSentences, type Token } from '../text/reader.js';
import type { ChatMessage } from './transport.js';

/** What a masked span reads as in the prompt. */
export const MASKED = '[contact details removed]';
/** What a masked name reads as. */
export const MASKED_NAME = '[name removed]';

/** E-mail addresses, and phone numbers: a run of at least 9 digits with spaces, dots, dashes or brackets between. */
const CONTACT_RE = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?\d(?:[\s().-]{0,3}\d){8,}/g;

/** A text with its contact details masked. */
export function maskText(text: string): string {
  return text.replace(CONTACT_RE, MASKED);
}

/** Every string inside a JSON value, masked by `mask` (so a prompt that is a JSON document stays valid JSON). */
function maskJson(value: unknown, mask: (text: string) => string = maskText): unknown {
  if (typeof value === 'string') return mask(value);
  if (Array.isArray(value)) return value.map((v) => maskJson(v, mask));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskJson(v, mask)]));
  return value;
}

/** Words that introduce the speaker's own name ("my name is …", "name's …", "call me …", "I'm …"), as tokens. */
const INTRODUCERS: readonly (readonly string[])[] = [
  ['name', 'is'],
  ['name', "'s"],
  ['call', 'me'],
  ['i', "'m"],
  ["i'm"],
  ['i’m'],
  ['i', 'am'],
];

/** What may follow a name: the sentence's end, a comma, "and", "from", "with" … (not "I am Java certified"). */
const AFTER_NAME = new Set(['PUNCT', 'CCONJ', 'ADP']);

/**
 * The capitalised names a text introduces, read with the text layer: the run of proper nouns right after an
 * introducer, when the clause ends there.
 */
export function introducedNames(text: string): string[] {
  const names: string[] = [];
  for (const { tokens } of readSentences(text)) {
    tokens.forEach((_, i) => {
      const opener = INTRODUCERS.find((words) => words.every((w, k) => tokens[i + k]?.lower === w));
      if (!opener) return;
      let j = i + opener.length;
      const run: Token[] = [];
      for (; tokens[j]?.pos === 'PROPN' && /^\p{Lu}/u.test(tokens[j]!.text); j++) run.push(tokens[j]!);
      if (run.length && (j === tokens.length || AFTER_NAME.has(tokens[j]!.pos))) names.push(...run.map((t) => t.text));
    });
  }
  return names;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text with its contact details and names masked: the given names (each word of each, as written, at least two
 * letters) and the names the text itself introduces.
 */
export function maskNames(text: string, names: readonly string[]): string {
  const words = new Set(
    [...names.flatMap((n) => n.split(/\s+/)), ...introducedNames(text)].filter((w) => /^\p{L}[\p{L}'-]+$/u.test(w)),
  );
  if (!words.size) return text;
  const re = new RegExp(`(?<![\\p{L}])(?:${[...words].map(escape).join('|')})(?![\\p{L}])`, 'gu');
  return text.replace(re, MASKED_NAME);
}

/** A prompt's data with every string's contact details and names masked (`names`: the ones the caller knows). */
export function maskPrivate(data: unknown, names: readonly string[] = []): unknown {
  return maskJson(data, (text) => maskNames(maskText(text), names));
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
