/** Matching ontology aliases (and the recruiter's own skill names) in text: one compiled pattern per competency. */
import { ONTOLOGY } from './ontology/index.js';
import { aliasPattern, notBeforeGuard } from './alias-pattern.js';
import { nameKey } from './text.js';

export interface Rule {
  key: string;
  re: RegExp;
}

export function buildRule(
  key: string,
  aliases: readonly string[],
  strict: boolean,
  ignoreCase: boolean,
  notBefore: readonly string[] = [],
): Rule[] {
  if (!aliases.length) return [];
  const sorted = [...aliases].sort((a, b) => b.length - a.length || a.localeCompare(b));
  const source = `(?:${sorted.map((a) => aliasPattern(a, strict)).join('|')})${notBeforeGuard(notBefore)}`;
  return [{ key, re: new RegExp(source, ignoreCase ? 'giu' : 'gu') }];
}

/** Rules for free text: strict aliases only as written. */
export const FREE_TEXT_RULES: Rule[] = ONTOLOGY.flatMap((e) => [
  ...buildRule(e.id, e.aliases, false, true),
  ...buildRule(e.id, e.strict_aliases ?? [], true, false, e.not_before),
]);

/** Rules for names the recruiter gave as skills or revision targets: strict aliases in any case. */
export const NAME_RULES: Rule[] = ONTOLOGY.flatMap((e) => [
  ...buildRule(e.id, e.aliases, false, true),
  ...buildRule(e.id, e.strict_aliases ?? [], true, true, e.not_before),
]);

/** Exact names: id, name and every alias → id. */
const EXACT_NAMES: ReadonlyMap<string, string> = new Map(
  ONTOLOGY.flatMap((e) =>
    [e.id, e.name, ...e.aliases, ...(e.strict_aliases ?? [])].map((n) => [nameKey(n), e.id] as const),
  ),
);

/**
 * The keys found in each text, in order of appearance; overlapping matches resolve to the longest ("React Native" →
 * mobile). All texts are searched together, one pass per rule: thousands of short clauses would otherwise cost
 * thousands of passes per rule (seconds on the largest accepted input; bench/plan-sufficiency.bench.ts). The texts
 * are joined by a NUL, which no alias pattern consumes; a match reaching into the next text is dropped.
 */
export function findKeysEach(texts: readonly string[], rules: readonly Rule[]): string[][] {
  const ends: number[] = [];
  let offset = 0;
  for (const text of texts) {
    offset += text.length;
    ends.push(offset++);
  }
  const joined = texts.join('\u0000');
  const hits: { key: string; start: number; end: number }[] = [];
  for (const rule of rules) {
    for (const m of joined.matchAll(rule.re)) {
      if (m[0].length) hits.push({ key: rule.key, start: m.index, end: m.index + m[0].length });
    }
  }
  hits.sort((a, b) => a.start - b.start || b.end - a.end || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const keys = texts.map((): string[] => []);
  let reached = -1;
  let text = 0;
  for (const hit of hits) {
    while (ends[text]! < hit.start) text++;
    if (hit.start < reached || hit.end > ends[text]!) continue;
    reached = hit.end;
    if (!keys[text]!.includes(hit.key)) keys[text]!.push(hit.key);
  }
  return keys;
}

/** Ontology ids each recruiter-given name refers to: an exact name or alias first, else every alias it contains. */
export function resolveOntologyEach(names: readonly string[]): string[][] {
  const exact = names.map((name) => EXACT_NAMES.get(nameKey(name)));
  const searched = findKeysEach(
    names.filter((_, i) => !exact[i]),
    NAME_RULES,
  );
  let next = 0;
  return exact.map((id) => (id ? [id] : searched[next++]!));
}

export function resolveOntology(name: string): string[] {
  return resolveOntologyEach([name])[0]!;
}
