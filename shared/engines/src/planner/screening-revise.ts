/**
 * Revision comments on the screening list: "drop the screening item CDL", "remove the degree requirement", "ask about
 * night shifts". An instruction (parsed by revise.ts) whose target is a screening fact changes the list instead of
 * the competencies; a request to ask about a protected trait alone ("ask about her age") is noted, never asked.
 */
import { readTokens, type Token } from '../text/reader.js';
import { PROTECTED_TOPICS } from './screening-rules.js';
import { screeningItem, screeningRule } from './screening.js';
import type { ScreeningItem } from './types.js';

/** Words of a target that say which item, not what it is ("the screening item", "requirement", "her"). */
const POINTERS = new Set([
  'screening',
  'item',
  'question',
  'requirement',
  'fact',
  'the',
  'a',
  'an',
  'her',
  'his',
  'their',
  'candidate',
  'status',
  'history',
  'plan',
  'test',
  'screen',
  'about',
]);

const contentOf = (tokens: readonly Token[]): string[] =>
  tokens
    .filter((t) => ['NOUN', 'PROPN', 'VERB', 'ADJ', 'NUM'].includes(t.pos))
    .map((t) => t.lemma.toLowerCase())
    .filter((w) => !POINTERS.has(w));

/** The effects on `items` (changed in place), or null when the target is no screening fact of this kind of comment. */
export function reviseScreening(
  action: 'add' | 'drop' | 'focus' | 'less',
  target: string,
  items: ScreeningItem[],
  position: string,
): string[] | null {
  const tokens = readTokens(target);
  const words = contentOf(tokens);
  if (!words.length) return null;
  if (action === 'drop' || action === 'less') {
    const named = items.filter((item) => {
      const own = new Set(contentOf(readTokens(item.requirement)));
      return words.every((w) => own.has(w));
    });
    for (const item of named) items.splice(items.indexOf(item), 1);
    return named.length ? named.map((item) => `dropped screening item ${item.id} (${item.requirement})`) : null;
  }
  if (words.every((w) => PROTECTED_TOPICS.has(w))) return [`noted: ${target} (a protected trait: never asked)`];
  const rule = screeningRule(tokens);
  const item = rule && screeningItem(tokens, rule, 'revision', position);
  if (!item) return null;
  if (item.protected) return [`noted: ${target} (a protected trait: listed, never asked)`];
  if (items.some((i) => i.id === item.id)) return [`kept screening item ${item.id} (already in the plan)`];
  items.push({ ...item, requirement_type: 'essential' });
  return [`added screening item ${item.id} (${item.requirement})`];
}
