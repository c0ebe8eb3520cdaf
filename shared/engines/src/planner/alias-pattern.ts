/** How an alias is matched in text, shared by the planner's rules and the scorer's matchers. */

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** One alias as a pattern: words joined by spaces or hyphens, bounded so "java" does not match "javascript". */
export function aliasPattern(alias: string, strict: boolean): string {
  const body = alias
    .trim()
    .split(/[\s-]+/)
    .map(escapeRe)
    .join('[\\s\\-]+');
  const before = strict ? '(?<![\\p{L}\\p{N}_.\\-])' : '(?<![\\p{L}\\p{N}_.])';
  // "c++" / "c#" may be followed by a version ("C++17"); word-like aliases must end on a word boundary.
  let after = /[\p{L}\p{N}]$/u.test(alias) ? '(?![\\p{L}\\p{N}_+#]|\\.[\\p{L}\\p{N}])' : '(?![+#])';
  if (strict) after += '(?!-)';
  return before + body + after;
}

/** A pattern suffix refusing a match directly followed by one of `notBefore` ("Go" but not "Go to market"). */
export const notBeforeGuard = (notBefore: readonly string[]): string =>
  notBefore.length ? `(?!\\s+(?:${notBefore.map(escapeRe).join('|')})\\b)` : '';
