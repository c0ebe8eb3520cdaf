/**
 * Payload guard: no assessment payload may carry a hire/no-hire label, a recommendation or an emotion/sentiment
 * field. `forbiddenFieldPaths` walks a value and lists the paths of keys that look like one.
 */

/** Key fragments that must never name a payload field (matched case-insensitively inside the key). */
export const FORBIDDEN_KEY_FRAGMENTS: readonly string[] = [
  'hire',
  'hiring',
  'recommend',
  'decision',
  'verdict',
  'emotion',
  'sentiment',
  'mood',
  'personality',
  'affect',
  'feeling',
];

/** Maps keyed by plan ids (sub-dimension ids such as "leadership-decisions-under-uncertainty"), not field names. */
const ID_KEYED = new Set(['sub_dimension_scores', 'sub_dimension_weights']);

export function forbiddenFieldPaths(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => forbiddenFieldPaths(v, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  const out: string[] = [];
  const parent = path.slice(path.lastIndexOf('.') + 1);
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const lower = key.toLowerCase();
    if (!ID_KEYED.has(parent) && FORBIDDEN_KEY_FRAGMENTS.some((f) => lower.includes(f))) out.push(`${path}.${key}`);
    out.push(...forbiddenFieldPaths(v, `${path}.${key}`));
  }
  return out;
}
