/** Small text utilities for the scoring pipeline. Pure, no I/O; every function is deterministic. */

import { aliasPattern, notBeforeGuard } from '../planner/alias-pattern.js';

/**
 * A copy of the text for matching, exactly as long as the original (one UTF-16 unit in, one out), so offsets found
 * in the copy are offsets in the original: curly quotes and apostrophes become straight, dashes become hyphens,
 * unusual spaces become plain spaces.
 */
export function matchCopy(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201b\u2032`]/g, "'")
    .replace(/[\u201c\u201d\u201f\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000\t\r\f\v]/g, ' ');
}

const WORD_RE = /[\p{L}\p{N}][\p{L}\p{N}'+#.-]*/gu;

/** Words of a text, lowercase, trailing punctuation stripped. */
export function words(text: string): string[] {
  return (text.match(WORD_RE) ?? []).map((w) => w.toLowerCase().replace(/[.'-]+$/, '')).filter(Boolean);
}

/** Words that carry no topic on their own (function words and the verbs rubrics use to describe answers). */
const STOP = new Set(
  (
    'a about above across after again against all also an and any are around as at be because been before being ' +
    'below between both but by can could did do does doing done down during each either else even ever every for ' +
    'from further had has have having he her here hers him his how however i if in into is it its itself just least ' +
    'less like made make makes many may me more most much must my near need needs no nor not now of off often on ' +
    'once one only or other others our ours out over own per rather really same she should since so some such than ' +
    'that the their theirs them then there these they this those though through thus to too under until up upon us ' +
    'very was we well were what when where whether which while who whom whose why will with within without would ' +
    'you your yours able actually answer answers asks ask asked based beyond clear clearly common concrete describe ' +
    'describes described explain explains explained give gives good help helps know knows knowing including keep ' +
    'keeps kind lot shows show showing understand understands understanding use uses used using way ways where ' +
    'work works worked thing things time times tell walk example examples rather instead really still get got going ' +
    'went want wanted think thought say said see saw look looked new old first next last'
  ).split(' '),
);

/** A crude, deterministic stem: lowercase, letters and digits only, at most five characters ("migrating" → "migra"). */
export function stem(word: string): string {
  return word
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]/gu, '')
    .slice(0, 5);
}

/** Distinct stems of the content words of a text (stop words and words under four characters left out). */
export function contentStems(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of words(text)) {
    if (w.length < 4 || STOP.has(w)) continue;
    const s = stem(w);
    if (s.length >= 4) out.add(s);
  }
  return out;
}

export function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let n = 0;
  for (const x of a) if (b.has(x)) n += 1;
  return n;
}

/** Jaccard similarity of two texts' word sets (1 for two empty texts). */
export function jaccard(a: string, b: string): number {
  const sa = new Set(words(a));
  const sb = new Set(words(b));
  if (sa.size === 0 && sb.size === 0) return 1;
  let inter = 0;
  for (const x of sa) if (sb.has(x)) inter += 1;
  return inter / (sa.size + sb.size - inter);
}

/**
 * One regular expression matching any of the aliases on word boundaries (a space also matches a hyphen), in the same
 * way the planner reads role data: aliases case-insensitively; strict aliases (ordinary English words such as "Go")
 * only as written, never hyphen-joined and never before a word of `notBefore`. Empty when there is nothing to match.
 */
export function aliasMatcher(
  aliases: readonly string[],
  strict: readonly string[] = [],
  notBefore: readonly string[] = [],
): RegExp[] {
  const order = (list: readonly string[]): string[] =>
    [...new Set(list.map((a) => a.trim()).filter(Boolean))].sort(
      (a, b) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0),
    );
  const out: RegExp[] = [];
  const loose = order(aliases);
  if (loose.length) out.push(new RegExp(`(?:${loose.map((a) => aliasPattern(a, false)).join('|')})`, 'iu'));
  const tight = order(strict);
  if (tight.length) {
    out.push(new RegExp(`(?:${tight.map((a) => aliasPattern(a, true)).join('|')})${notBeforeGuard(notBefore)}`, 'u'));
  }
  return out;
}

/** Rounds to four decimals (monotone, so it never reverses an order between scores). */
export const round4 = (n: number): number => Math.round(n * 10000) / 10000;

export const clamp01 = (n: number): number => (n < 0 ? 0 : n > 1 ? 1 : n);

/** Code-unit order, independent of the locale. */
export const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Noisy-OR: 1 − Π(1 − pᵢ). Adding a term never lowers it. */
export function noisyOr(ps: Iterable<number>): number {
  let miss = 1;
  for (const p of ps) miss *= 1 - clamp01(p);
  return 1 - miss;
}
