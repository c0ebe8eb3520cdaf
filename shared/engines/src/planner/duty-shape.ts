/**
 * A duty read the way a recruiter reads it: the verbs that open it ("diagnose and repair"), what they act on ("leaks"),
 * the things it lists ("running toilets", "faucets") and the details after it ("cable machines", "Housecall Pro").
 * Names, questions and sub-dimensions are written from these parts, so none of them pastes the posting's sentence.
 * Tokens and parts of speech come from the text layer; which words open a duty as verbs, from verbs.ts.
 */
import { readTokens, spanText, type Token } from '../text/reader.js';
import { openingVerb } from './phrase.js';

export interface DutyShape {
  /** Base forms, a particle kept with its verb ("close out"); empty when the duty names a thing ("Drain cleaning"). */
  verbs: string[];
  /** What the verbs act on, as written ("leaks", "the cash drawer"), or the thing named. */
  object: string;
  /** The object's head: the words a name keeps when the object is long ("water heaters", "camera inspections"). */
  head: string;
  /** The object's first member, or the object, without an article ("annual budget"). */
  first: string;
  /** The members of a listed object, when it lists two or more ("leaks", "running toilets", "faucets"). */
  items: string[];
  /** Noun phrases of the rest ("cable machines", "Housecall Pro", "photos and notes"). */
  details: string[];
}

const PARTICLES = new Set(['out', 'up', 'down', 'off', 'over', 'back']);
const ARTICLES = new Set(['a', 'an', 'the', 'our', 'your', 'their', 'its']);
const NOUNISH = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM', 'X']);
/** Where the object ends and its details start: a preposition (but "of"), a bracket or a clause opener. */
const ENDS_OBJECT = new Set(['including', 'such', 'so', 'while', 'when', 'before', 'after', 'to', 'per', 'using']);

/** Words too general to name a detail of the work. */
const GENERAL = new Set([
  'work',
  'job',
  'jobs',
  'end',
  'shift',
  'day',
  'time',
  'week',
  'task',
  'tasks',
  'team',
  'role',
]);

const isListJoin = (t: Token): boolean => t.text === ',' || t.lower === 'and' || t.lower === 'or' || t.text === '/';

/** The verbs opening the duty: "Diagnose and repair", "Hang, tape and finish", "Close out". */
function leadingVerbs(tokens: readonly Token[], verb: string): { verbs: string[]; next: number } {
  const verbs = [verb];
  let i = 1;
  if (tokens[i] && PARTICLES.has(tokens[i]!.lower) && tokens[i]!.pos === 'ADP')
    verbs[0] = `${verb} ${tokens[i++]!.lower}`;
  for (;;) {
    let j = i;
    while (tokens[j] && isListJoin(tokens[j]!)) j++;
    const candidate = tokens[j];
    // Another verb only when something follows it: "Diagnose and repair leaks", not "Diagnose and repair".
    const another = j > i && candidate && tokens[j + 1] ? openingVerb(candidate.text, true) : null;
    if (!another) break;
    verbs.push(another);
    i = j + 1;
  }
  return { verbs, next: i };
}

/** Runs of noun-like words, joined across "and" between two of them ("photos and notes"). */
function nounPhrases(tokens: readonly Token[]): string[] {
  const phrases: Token[][] = [];
  const run: Token[] = [];
  tokens.forEach((t, i) => {
    const joins = t.lower === 'and' && run.length && NOUNISH.has(tokens[i + 1]?.pos ?? '');
    if (NOUNISH.has(t.pos) || joins) run.push(t);
    else if (run.length) phrases.push(run.splice(0));
  });
  if (run.length) phrases.push(run);
  return phrases
    .filter((p) => p.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'X'))
    .map((p) => spanText(p))
    .filter((p) => !GENERAL.has(p.toLowerCase()));
}

/** The last run of nouns before any "of": "tank and tankless water heaters" → "water heaters". */
function headOf(tokens: readonly Token[]): string {
  const of = tokens.findIndex((t) => t.lower === 'of');
  const beforeOf = of > 0 ? tokens.slice(0, of) : tokens;
  let start = beforeOf.length;
  while (start > 0 && ['NOUN', 'PROPN', 'X', 'NUM'].includes(beforeOf[start - 1]!.pos)) start--;
  const head = beforeOf.slice(start);
  return spanText(head.length ? head : beforeOf.filter((t) => !ARTICLES.has(t.lower)));
}

function splitItems(tokens: readonly Token[]): Token[][] {
  const items: Token[][] = [[]];
  for (const t of tokens) {
    if (isListJoin(t)) {
      if (items.at(-1)!.length) items.push([]);
    } else items.at(-1)!.push(t);
  }
  return items.filter((i) => i.length);
}

/** `verb`: the duty's opening verb (duties.ts), or null when the duty names a thing. */
export function shapeOf(text: string, verb: string | null): DutyShape {
  // A subject in front makes the model read an imperative as a verb ("Clear drains" is otherwise a name).
  const tokens = verb ? readTokens(`You ${text}`).slice(1) : readTokens(text);
  const { verbs, next } = verb ? leadingVerbs(tokens, verb) : { verbs: [], next: 0 };
  let end = next;
  while (end < tokens.length) {
    const t = tokens[end]!;
    const boundary =
      (t.pos === 'ADP' && t.lower !== 'of') ||
      ENDS_OBJECT.has(t.lower) ||
      ['(', ';', ':'].includes(t.text) ||
      // "seasonal maintenance, recover and charge refrigerant": a verb after a comma starts the next duty.
      (t.text === ',' && tokens[end + 1]?.pos === 'VERB' && !tokens[end + 1]!.lower.endsWith('ing')) ||
      // A dash between words ("asset-liability") joins them; one set apart ("stock - rotate") ends the object.
      (['-', '–'].includes(t.text) && t.space !== '');
    if (boundary && end > next) break;
    end++;
  }
  const objectTokens = tokens.slice(next, end);
  while (objectTokens.length && objectTokens.at(-1)!.pos === 'PUNCT') objectTokens.pop();
  const listed = splitItems(objectTokens);
  // "tank and tankless water heaters" is one thing of two kinds, not a list: its first part is a lone modifier.
  const list = listed.length > 2 || (listed.length === 2 && !(listed[0]!.length === 1 && listed[1]!.length > 1));
  return {
    verbs,
    object: spanText(objectTokens),
    head: headOf(list ? listed[0]! : objectTokens),
    first: spanText((list ? listed[0]! : objectTokens).filter((t, i) => i > 0 || !ARTICLES.has(t.lower))),
    items: list ? listed.map((i) => spanText(i)) : [],
    details: nounPhrases(tokens.slice(end)),
  };
}

/** Parts of speech a product or tool name is made of: "Microsoft Office", "Drake Tax or ProSeries", "CCC ONE". */
const NAME_PARTS = new Set(['PROPN', 'X', 'NUM', 'CCONJ', 'PUNCT', 'SYM']);

/** A word of degree before a name ("Advanced", read as a participle, "Strong"). */
const degree = (t: Token): boolean => t.pos === 'ADJ' || (t.pos === 'VERB' && /ed$/i.test(t.text));

/**
 * Whether a listed skill only names a tool or product, maybe after a word of degree ("Advanced Excel"): evidence for
 * the area it is used in, not an area itself.
 */
export function namesATool(text: string): boolean {
  const tokens = readTokens(text);
  return (
    tokens.length > 0 &&
    tokens.length <= 5 &&
    tokens.some((t) => t.pos === 'PROPN' || t.pos === 'X') &&
    tokens.every((t, i) => NAME_PARTS.has(t.pos) || (i === 0 && tokens.length > 1 && degree(t)))
  );
}
