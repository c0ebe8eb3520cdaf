/** Text helpers of the planner: whitespace, slugs, name keys, lists and sentences. */

export function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Lowercase ASCII slug: "C++" → "c-plus-plus", "F#" → "f-sharp", "Node.js" → "node-js". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/#/g, ' sharp ')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Comparison key for names: case, hyphens and runs of spaces do not matter. */
export function nameKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

/** A comma-, semicolon- or newline-separated list (as supplied through `info`), bullets stripped; its first `limit`. */
export function splitList(value: string, limit = Infinity): string[] {
  const items: string[] = [];
  for (const raw of value.split(/[,;\n\r]+/)) {
    if (items.length >= limit) break;
    const item = clean(raw.replace(/^\s*(?:[-*•·▪]|\d+[.)])\s*/, ''));
    if (item) items.push(item);
  }
  return items;
}

/** A sentence ends at . ! or ? before a space, never after an abbreviation ("U.S.", "e.g.", "Inc."). */
const SENTENCE_END = /(?<![\s(](?:\p{L}\.)+|\b(?:Mr|Mrs|Ms|Dr|St|Inc|Ltd|Co|No|vs|etc|approx|Jr|Sr)\.)(?<=[.!?])\s+/u;

/** A list item that only heads the ones after it: "Requirements:", "What we're looking for:". */
export const isHeading = (item: string): boolean => /^[^:]{1,40}:\s*$/.test(item);

/** The sentences of a `clean`ed line ("Be a U.S. citizen" is one), apart at semicolons and bullets too. */
export function splitSentences(line: string): string[] {
  return line
    .split(new RegExp(`${SENTENCE_END.source}|[;•·▪]+`, 'u'))
    .map((s) => s.trim())
    .filter(Boolean);
}
