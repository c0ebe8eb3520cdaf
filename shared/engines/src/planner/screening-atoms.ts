/**
 * One requirement per screening item. A span the rules read as one fact may state several: "Background and credit
 * check", "Driver's license with a clean driving record", "Rotating 12-hour shifts, including nights and weekends",
 * "5+ years of retail banking, including 2+ years supervising staff". Each is cut into one fact per conjunct that the
 * rules give a kind alone; what has no kind alone stays with the fact before it ("Monday-Friday, 8:30-5:30", "lift
 * 50 lb kegs and cases"), alternatives stay one ("RDA or CDA", "nights, weekends or holidays"), and nothing inside
 * brackets is cut. A bare modifier before a head a later conjunct ends on takes that head ("Background and credit
 * check" → "Background check", "Credit check"; "Evening, weekend and holiday shifts").
 */
import { type Token, inBrackets } from '../text/reader.js';
import type { ScreeningRule } from './screening-rules.js';

export interface Fact {
  tokens: Token[];
  rule: ScreeningRule;
}

/** Words that join two facts of one line. */
const JOINERS = new Set([',', 'and', '&', 'with', 'including', 'plus']);
/** Heads several modifiers share: "background and credit check", "drug and alcohol testing". */
const SHARED_HEADS = new Set([
  'check',
  'screen',
  'screening',
  'test',
  'testing',
  'clearance',
  'exam',
  'review',
  'endorsement',
  'shift',
]);

/**
 * Languages are one requirement however many it names ("Bilingual English and Spanish"), and so are the conditions of
 * one workplace ("Shop with noise, dust and paint fumes").
 */
const ONE_LIST = new Set(['language', 'conditions']);
const oneList = (a: ScreeningRule, b: ScreeningRule) => a.id === b.id && ONE_LIST.has(a.id);
const isAlternative = (t: Token) => t.lower === 'or' || t.text === '/';
const named = (tokens: readonly Token[]) => tokens.some((t) => ['NOUN', 'PROPN', 'NUM'].includes(t.pos));

/** The conjuncts of a span, cut at its joiners outside brackets; the commas of an "or" list cut nothing. */
function conjuncts(tokens: readonly Token[]): Token[][] {
  const alternatives = tokens.some(isAlternative);
  const parts: Token[][] = [[]];
  const bracketed = inBrackets(tokens);
  tokens.forEach((t, i) => {
    const joint = !bracketed[i] && JOINERS.has(t.lower) && !(alternatives && t.lower === ',');
    if (joint && parts.at(-1)!.length) parts.push([]);
    if (!joint) parts.at(-1)!.push(t);
  });
  return parts.filter((p) => p.length);
}

/** A conjunct's shared head, when a later one ends on it and this one is a bare modifier ("Must pass background"). */
function sharedHead(modifier: readonly Token[], next: readonly Token[]): Token | undefined {
  const head = next.at(-1);
  const last = modifier.at(-1)!;
  // A plural is a head of its own ("Weekends and night shifts"), and a verb modifies no noun ("Able to lift and …").
  if (
    !head ||
    !SHARED_HEADS.has(head.lemma.toLowerCase()) ||
    modifier.length > 4 ||
    last.lower !== last.lemma.toLowerCase() ||
    last.pos === 'VERB'
  )
    return undefined;
  return modifier.some((t) => SHARED_HEADS.has(t.lemma.toLowerCase())) ? undefined : head;
}

/**
 * The facts of one screening span. `ruleOf` is the rules' reading of a piece alone; `stands` says whether a piece of
 * the given rule is stated whole (a physical piece needs its verb and what it acts on: "lift 50 lbs", not "containers
 * up to 25 lbs").
 */
export function atomicFacts(
  tokens: readonly Token[],
  rule: ScreeningRule,
  ruleOf: (tokens: readonly Token[]) => ScreeningRule | undefined,
  stands: (tokens: readonly Token[], rule: ScreeningRule) => boolean,
): Fact[] {
  const parts = conjuncts(tokens);
  if (parts.length < 2) return [{ tokens: [...tokens], rule }];
  const facts: Fact[] = [];
  parts.forEach((part, i) => {
    // The head is the one the next parts end on ("Background and credit checks and be bondable": checks).
    const head = parts
      .slice(i + 1)
      .map((next) => sharedHead(part, next))
      .find(Boolean);
    const piece = head ? [...part, { ...head, space: ' ' }] : part;
    const own = ruleOf(piece);
    const last = facts.at(-1);
    // "2+ years safe and vault or commercial locksmith experience": what the years are of, more of it.
    const sameYears = !!own && own === last?.rule && own.kind === 'experience' && !piece.some((t) => t.pos === 'NUM');
    if (
      own &&
      !sameYears &&
      named(piece) &&
      stands(piece, own) &&
      (!last || (stands(last.tokens, last.rule) && !oneList(last.rule, own)))
    )
      facts.push({ tokens: piece, rule: own });
    else if (last) last.tokens.push(...joined(tokens, part));
    else facts.push({ tokens: [...part], rule });
  });
  return facts.length > 1 ? facts : [{ tokens: [...tokens], rule }];
}

/** A piece that joins the fact before it, with the joiner the span wrote between them. */
function joined(tokens: readonly Token[], part: readonly Token[]): Token[] {
  const at = tokens.indexOf(part[0]!);
  const joiner = at > 0 && JOINERS.has(tokens[at - 1]!.lower) ? [tokens[at - 1]!] : [];
  return [...joiner, ...part];
}
