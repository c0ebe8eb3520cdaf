/**
 * Screening apart from competencies: licences, certifications, years of experience, education, legal and physical
 * requirements and availability are facts to verify, not work to interview for. Each requirement of the posting (a
 * qualification, a skill, a requirement sentence of the description) is read by the text layer, cut where its parts
 * are of different kinds ("a background check and a drug screen" is two facts), and each part is classified by the
 * rules of screening-rules.ts. Screening parts become plan items with a short factual question, none for a protected
 * trait; the rest, and the skill inside a years requirement ("5+ years building services in TypeScript"), stays work
 * for the planner.
 */
import { type Token, inBrackets, readSentences, readTokens, spanText } from '../text/reader.js';
import {
  BODILY_VERBS,
  CLOSERS,
  EXPERIENCE_RULE,
  HELD_RULE,
  OPENERS,
  TEST_RULE,
  REQUIREMENT_VERBS,
  SCREENING_RULES,
  type ScreeningRule,
} from './screening-rules.js';
import { invites, speaksForEmployer } from './employer-lines.js';
import { atomicFacts } from './screening-atoms.js';
import { isHeading, slugify } from './text.js';
import type { PlanInput, ScreeningItem } from './types.js';
import { classify } from './wording.js';
import { openingVerb } from './phrase.js';
import { gerund } from '../text/inflect.js';

/** A list item or sentence longer than this is description, not one requirement. */
const MAX_REQUIREMENT_TOKENS = 60;

const wordsOf = (tokens: readonly Token[], form: 'lemma' | 'lower'): string[] =>
  tokens.flatMap((t) => t[form].toLowerCase().split('-').filter(Boolean));
/** The model leaves some plurals unlemmatised ("Shifts" read as a name): cues match their singular too. */
const singular = (words: readonly string[]): string[] => words.map((w) => (w.length > 3 ? w.replace(/s$/, '') : w));

function contains(words: readonly string[], cue: readonly string[]): boolean {
  outer: for (let i = 0; i + cue.length <= words.length; i++) {
    for (let j = 0; j < cue.length; j++) if (words[i + j] !== cue[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * The index of "year" in "5+ years", "two years'", "3-5 years", when the number says how long, not how old ("a
 * class of four-year-olds").
 */
function yearsAt(tokens: readonly Token[]): number {
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.pos !== 'NUM') continue;
    for (let j = i + 1; j < Math.min(tokens.length, i + 4); j++) {
      const lemma = tokens[j]!.lemma.toLowerCase();
      if ((lemma === 'year' || lemma === 'yr') && !lemmaIs(tokens[j + 1], '-', 'old')) return j;
      if (!['+', '-', 'to', 'or', '–'].includes(lemma) && tokens[j]!.pos !== 'NUM') break;
    }
  }
  return -1;
}

/**
 * "Current NFPA 70E training", "Active PTIN", "Valid TWIC": held now, and named (an acronym, a proper name or a
 * training), so a credential, whatever the posting calls it. "Active listening" names no credential.
 */
function heldNow(tokens: readonly Token[]): boolean {
  const [first, ...rest] = tokens.filter((t) => t.pos !== 'PUNCT');
  return (
    lemmaIs(first, 'current', 'active', 'valid') &&
    rest.some((t) => t.pos === 'PROPN' || /^[A-Z][A-Z0-9]+$/.test(t.text) || lemmaIs(t, 'training'))
  );
}

/** The noun a requirement ends on, past its weight ("Scissor lift certification preferred": certification). */
function headNoun(tokens: readonly Token[]): Token | undefined {
  // A bracket at the end is an aside ("UV-Vis instruments (vendor training a plus)"): no head outside it; a deadline
  // is not ("HIPAA privacy training (within 30 days)").
  const open = tokens.at(-1)?.text === ')' ? tokens.findLastIndex((t) => t.text === '(') : -1;
  if (open > 0 && tokens.slice(open).some((t) => lemmaIs(t, 'within'))) return headNoun(tokens.slice(0, open));
  const words = tokens.filter((t) => t.pos !== 'PUNCT' || t.text === ')');
  let end = words.length;
  while (end > 0 && (CLOSERS.has(words[end - 1]!.lower) || lemmaIs(words[end - 1], 'a'))) end--;
  return words[end - 1];
}
/** Not "Verify the certification": a duty opens with its verb and the object's determiner. */
const opensWithObject = (tokens: readonly Token[]): boolean =>
  tokens[0]?.pos === 'VERB' && ['DET', 'PRON'].includes(tokens[1]?.pos ?? '');
/**
 * A credential named by its head ("Scissor lift certification", "Forklift or skid steer certification"): a verb before
 * it is part of its name ("lift", "steer"), not a duty.
 */
const namesCredential = (tokens: readonly Token[]): boolean =>
  CREDENTIAL_HEADS.has(headNoun(tokens)?.lemma.toLowerCase() ?? '') && !opensWithObject(tokens);
/** Narrower than CREDENTIAL_NOUNS: "Approve time cards", "Grow membership" end on a noun of theirs and are work. */
const CREDENTIAL_HEADS = new Set(['certification', 'certificate', 'license', 'licence', 'endorsement', 'credential']);
/**
 * A course completed, by its name ("NFPA 70E arc flash training", "CPI training"): an acronym, a name or a number
 * before "training", and no verb that would make it training others ("Conduct NFPA 70E training").
 */
const namedTraining = (tokens: readonly Token[]): boolean =>
  lemmaIs(headNoun(tokens), 'training') &&
  tokens[0]?.pos !== 'VERB' &&
  openingVerb(tokens[0]?.text ?? '') === null &&
  tokens.some((t) => t.pos === 'NUM' || /^[A-Z][A-Z0-9]+$/.test(t.text)) &&
  // "4 weeks of paid training", "our 5-week FAA-approved training": what the employer gives.
  !tokens.some((t) => lemmaIs(t, 'our', 'pay', 'paid', 'provide', 'week', 'month'));

/** "Pass the Virtual Entry Assessment (exam 474)", "Passing a weld test": a test the candidate takes to be hired. */
const passesTest = (tokens: readonly Token[]): boolean =>
  lemmaIs(
    tokens.find((t) => t.pos !== 'PUNCT'),
    'pass',
  ) && tokens.some((t) => lemmaIs(t, 'test', 'assessment', 'exam', 'examination', 'evaluation'));

/** "Line cook experience", "Prior long-term-care experience": experience named as a requirement, with no duty verb. */
function experienceNamed(tokens: readonly Token[]): boolean {
  const content = tokens.filter((t) => ['NOUN', 'PROPN', 'VERB'].includes(t.pos));
  return (
    content.length > 1 && content.at(-1)!.lemma.toLowerCase() === 'experience' && !content.some((t) => t.pos === 'VERB')
  );
}

/** Records a candidate keeps clean: "Clean MVR", "Clean DMV record", "Clean U4 with no disclosures". */
const RECORDS = ['record', 'mvr', 'u4', 'history'];

/** Nouns a schedule word may stand before and still say when the work is: "holiday coverage", "weekend rotation". */
const WHEN_NOUNS = new Set([
  'coverage',
  'rotation',
  'shift',
  'work',
  'hour',
  'schedule',
  'availability',
  'event',
  'duty',
  'day',
  'week',
]);

/** Times of the day and week: before any noun they still say when the work is ("Saturday inspections", "evening meetings"). */
const TIMES = new Set(['weekend', 'night', 'evening', 'morning', 'overnight', 'saturday', 'sunday', 'weekday']);

/**
 * A one-word cue as the head of its phrase: not before another noun ("shift report", "vaccine administration") unless
 * that noun says when ("weekend rotation", "overtime March-August") or the cue is a time ("Saturday inspections"), nor
 * before a gerund the model reads as a verb ("weather forecasting", "heat treating"), nor inside "lift-equipped".
 */
function asHead(tokens: readonly Token[], cue: string): boolean {
  return tokens.some((t, i) => {
    // "On-site", read as three tokens, is the cue "onsite" whole.
    const joined = i >= 2 && tokens[i - 1]!.text === '-' && tokens[i - 2]!.lower + t.lower === cue;
    const parts = joined ? [cue] : t.lower.split('-');
    const at = parts.findIndex((p) => p === cue || singular([p])[0] === cue || t.lemma.toLowerCase() === cue);
    if (at < 0 || at < parts.length - 1) return false;
    const next = tokens[i + 1];
    // "Remote-first" read as three tokens is one word.
    const compound =
      next?.text === '-' ||
      ['NOUN', 'PROPN'].includes(next?.pos ?? '') ||
      (next?.pos === 'VERB' && next.lower.endsWith('ing'));
    return !compound || TIMES.has(cue) || WHEN_NOUNS.has(next!.lemma.toLowerCase()) || CALENDAR_NAME.test(next!.text);
  });
}

/** "trained", "paid", "held": a past participle, regular or not (the text layer lemmatises both). */
const participle = (t: Token): boolean =>
  t.lower.endsWith('ed') || (t.lower !== t.lemma.toLowerCase() && !/(?:s|ing)$/.test(t.lower));

/** A verb that says what a fact is for, not work to do: "a U.S. citizen to sail", "a driver's license to move cars". */
const purpose = (tokens: readonly Token[], i: number): boolean =>
  i >= 3 &&
  tokens[i - 1]!.lower === 'to' &&
  ['NOUN', 'PROPN'].includes(tokens[i - 2]!.pos) &&
  !lemmaIs(tokens[i - 2], 'ability', 'able', 'willingness', 'desire', 'opportunity');

/**
 * The tokens without bracketed asides that say why or how ("Valid driver's license (you'll move customer vehicles)",
 * "… required (we train)"): a clause in brackets is no part of the requirement, nor work. A bracket naming more of the
 * thing ("(Advanced Open Water minimum)"), a deadline ("(or obtain within 90 days)") or a fact of its own
 * ("(respirator medical clearance)") stays.
 */
function withoutAsides(tokens: readonly Token[]): readonly Token[] {
  const kept: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const close = tokens[i]!.text === '(' ? tokens.findIndex((t, j) => j > i && t.text === ')') : -1;
    const inner = close > 0 ? tokens.slice(i + 1, close) : [];
    const clause = inner.some((t) => ['VERB', 'AUX', 'PRON'].includes(t.pos));
    // "(we'll certify you)", "(we train)": the employer's promise, never a fact of its own; a deadline stays.
    const employer = inner[0]?.lower === 'we';
    if (clause && !inner.some((t) => t.pos === 'NUM') && (employer || !screeningRule(inner))) i = close;
    else kept.push(tokens[i]!);
  }
  return kept;
}

/** The tokens outside every phrase of `phrases` (lemma sequences, read in the singular). */
function outside(tokens: readonly Token[], phrases: readonly string[]): readonly Token[] {
  const lemmas = singular(tokens.map((t) => t.lemma.toLowerCase()));
  const lowers = singular(tokens.map((t) => t.lower));
  const inside = new Set<number>();
  for (const phrase of phrases.map((p) => p.split(' '))) {
    for (let i = 0; i + phrase.length <= lemmas.length; i++)
      if (phrase.every((w, j) => lemmas[i + j] === w || lowers[i + j] === w))
        phrase.forEach((_, j) => inside.add(i + j));
  }
  return inside.size ? tokens.filter((_, i) => !inside.has(i)) : tokens;
}

interface Reading {
  tokens: readonly Token[];
  lemmas: string[];
  lowers: string[];
}
const reading = (tokens: readonly Token[]): Reading => ({
  tokens,
  lemmas: wordsOf(tokens, 'lemma'),
  lowers: wordsOf(tokens, 'lower'),
});

/** Whether a rule's cues occur in a requirement. */
function cued(rule: ScreeningRule, { tokens, lemmas, lowers }: Reading): boolean {
  return rule.cues.some((cue) => {
    const words = cue.split(/[\s-]+/);
    if (rule.asHead && words.length === 1) return asHead(tokens, cue);
    return contains(lemmas, words) || contains(lowers, words) || contains(singular(lowers), words);
  });
}

/** The first rule whose cue occurs in the tokens; then years of experience; else none (work). */
export function screeningRule(tokens: readonly Token[]): ScreeningRule | undefined {
  const read = reading(tokens);
  const number = tokens.some((t) => t.pos === 'NUM');
  const work = doesWork(tokens);
  // A duty verb the model reads as a name at the start of a line, then its object's determiner ("Balance the cash
  // drawer at the end of each shift").
  const opensDuty =
    tokens[0]?.pos === 'PROPN' &&
    ['DET', 'PRON'].includes(tokens[1]?.pos ?? '') &&
    openingVerb(tokens[0].text) !== null;
  // A verb inside a rule's own phrase is none of the work ("Writing sample").
  const yields = (r: ScreeningRule) =>
    opensDuty ||
    (work &&
      doesWork(
        outside(
          tokens,
          r.cues.filter((c) => c.includes(' ')),
        ),
      ));
  const rule = SCREENING_RULES.find(
    (r) =>
      (!r.withNumber || number) &&
      cued(r, r.unless ? reading(outside(tokens, r.unless)) : read) &&
      (r.besideWork || !yields(r)),
  );
  // "4 years (8,000 hours) of experience as a welder": the hours count the years, no schedule.
  if (rule && !(rule.kind === 'availability' && yearsAt(tokens) >= 0)) return rule;
  if (yearsAt(tokens) >= 0 || experienceNamed(tokens)) return EXPERIENCE_RULE;
  if (work || opensDuty) return undefined;
  if (passesTest(tokens)) return TEST_RULE;
  return heldNow(tokens) || namedTraining(tokens) ? HELD_RULE : undefined;
}

/**
 * Whether a requirement does work: a verb of a duty. Not an acronym read as a verb ("DOT physical"), a noun closing a
 * compound ("emergency calls"), a participle before its noun ("our paid training", "a clean driving record"), "Clean"
 * before a record ("Clean MVR": the model reads a verb), nor a verb inside a credential's name.
 */
function doesWork(tokens: readonly Token[]): boolean {
  // A verb inside a bracket is an aside's ("… on-call rotation (1 weekend in 4, paid standby)"), and so is one after
  // "- we" ("Forklift certification a plus - we train").
  const bracketed = inBrackets(tokens);
  const aside = tokens.findIndex((w, j) => j > 0 && w.text === '-' && tokens[j + 1]?.lower === 'we');
  return (
    !namesCredential(tokens) &&
    tokens.some(
      (t, i) =>
        t.pos === 'VERB' &&
        !bracketed[i] &&
        !REQUIREMENT_VERBS.has(t.lemma.toLowerCase()) &&
        !(lemmaIs(t, 'clean') && tokens.slice(i + 1).some((n) => lemmaIs(n, ...RECORDS))) &&
        t.text !== t.text.toUpperCase() &&
        !(tokens[i - 1]?.pos === 'NOUN' && (!tokens[i + 1] || tokens[i + 1]!.pos === 'PUNCT')) &&
        // "our paid training", "a paid on-call rotation": an irregular participle, and one before a hyphenated compound.
        !((participle(t) || (i > 0 && t.lower.endsWith('ing'))) && tokens[i + 1]?.pos === 'NOUN') &&
        !(participle(t) && tokens[i + 2]?.text === '-') &&
        !purpose(tokens, i) &&
        // "… to be added to our vehicle insurance": a passive is done to the candidate.
        !(participle(t) && lemmaIs(tokens[i - 1], 'be')) &&
        !(aside > 0 && i > aside) &&
        // "Jones Act": a capital after a name is more of the name; "Spanish-speaking": a hyphen makes an adjective.
        !(i > 0 && /^[A-Z]/.test(t.text) && tokens[i - 1]!.pos === 'PROPN') &&
        tokens[i - 1]?.text !== '-',
    )
  );
}

interface Span {
  start: number;
  end: number;
  rule?: ScreeningRule;
}

/**
 * Conditions of one physical requirement, times of one schedule, or the conditions of one workplace are one item
 * ("lift, turn and transfer…", "plant floor noise and heat").
 */
const sameFact = (a: ScreeningRule, b: ScreeningRule | undefined): boolean =>
  !!b &&
  a.kind === b.kind &&
  a.protected === b.protected &&
  (a.kind === 'physical' || a.kind === 'availability' || (a.id === 'conditions' && b.id === 'conditions'));

/** A part that states a requirement of its own past "Able to": a verb and what it acts on ("lift 50 lbs"). */
const stated = (words: readonly Token[]): boolean => {
  const plain = plainWords(words);
  // The model reads some bare physical verbs as nouns after a comma ("…, climb ladders"): a bodily verb or a physical
  // cue opening it.
  const verb =
    plain[0]?.pos === 'VERB' ||
    lemmaIs(plain[0], ...BODILY_VERBS) ||
    screeningRule(plain.slice(0, 2))?.kind === 'physical';
  return verb && plain.slice(1).some((t) => ['NOUN', 'PROPN', 'NUM'].includes(t.pos));
};

/** Times and days of a schedule name no schedule alone ("10:00 p.m. to 6:30 a.m.", "Tuesday to Friday"). */
const TIME_WORD = /^(?:[ap]\.?m\.?|to|through|thru|noon|midnight)$/;
/**
 * A fact stated whole: a physical one with its verb and what it acts on ("lift 50 lbs"), a schedule with more than
 * its times; any other by its rule alone.
 */
const standsAlone = (words: readonly Token[], rule: ScreeningRule): boolean =>
  rule.kind === 'physical'
    ? stated(words)
    : rule.kind !== 'availability' ||
      words.some((t) => /\p{L}{2}/u.test(t.text) && !TIME_WORD.test(t.lower) && !CALENDAR_NAME.test(t.text));

/** Physical rules whose items name what the body works with ("kegs and cases"), not a check or a test. */
const BODILY = new Set(['load', 'body']);

const SEPARATORS = new Set([',', ';', 'and', 'or', '&', '/']);
/** Words that continue the requirement before them ("10+ years …, including 5+ in a senior role"). */
const CONTINUATIONS = new Set(['including', 'incl', 'plus', 'such', 'especially', 'ideally', 'preferably']);

/**
 * Cuts an item where its parts are of different kinds; a semicolon always cuts. Alternatives stay one requirement
 * ("a degree in accounting or finance", "an MBA or CPA"). A part with no kind of its own joins the screening part
 * before it when it continues it ("including …"), names nothing ("11 p.m."), or is one more tool of a years
 * requirement or subject of a degree ("5 years of Python, SQL and Airflow"); otherwise it is work. A word or two left
 * before a screening part ("a background and credit check") belongs to it. An item whose parts have no kind alone,
 * but which has one whole ("must be 18 or older"), is one requirement.
 */
function segment(tokens: readonly Token[]): Span[] {
  const parts: { start: number; end: number; joiner: string }[] = [];
  let start = 0;
  let joiner = '';
  // Nothing inside brackets is cut: "(respirator medical clearance and fit test provided)" says more of one fact.
  const bracketed = inBrackets(tokens);
  tokens.forEach((t, i) => {
    if (bracketed[i] || !SEPARATORS.has(t.lower) || (t.pos !== 'PUNCT' && t.pos !== 'CCONJ' && t.pos !== 'SYM')) return;
    if (i > start) parts.push({ start, end: i, joiner });
    joiner = t.lower;
    start = i + 1;
  });
  if (start < tokens.length) parts.push({ start, end: tokens.length, joiner });

  // "Ability to lift 50 lbs and climb vertical ladders": an ability after a physical one is asked by the line too (not
  // in "able to write and carry out procedures").
  const able = tokens.findIndex((t, i) => i < 4 && lemmaIs(t, 'able', 'ability') && tokens[i + 1]?.lower === 'to');
  const asAbility = (words: readonly Token[], after: ScreeningRule | undefined) => {
    if (able < 0 || after?.kind !== 'physical' || words[0] === tokens[able + 2]) return undefined;
    const rule = screeningRule([...tokens.slice(able, able + 2), ...words]);
    return rule?.kind === 'physical' ? rule : undefined;
  };
  const spans: (Span & { joiner: string })[] = [];
  for (const part of parts) {
    const words = tokens.slice(part.start, part.end);
    const rule = screeningRule(words) ?? asAbility(words, spans.at(-1)?.rule);
    const last = spans.at(-1);
    const alternative = part.joiner === 'or' || part.joiner === '/';
    const continuation = CONTINUATIONS.has(words[0]!.lower);
    const continues =
      continuation ||
      // "able to lift 80 lbs and work in crawl spaces": one more condition of the same requirement.
      REQUIREMENT_VERBS.has(words[0]!.lemma.toLowerCase()) ||
      !words.some((t) => ['NOUN', 'PROPN', 'VERB'].includes(t.pos)) ||
      (words[0]!.pos === 'NUM' && words.length <= 3) ||
      // "Able to lift, turn and transfer patients": one more ability of the same physical requirement.
      (last?.rule?.kind === 'physical' && words[0]!.pos === 'VERB' && words.length <= 2);
    // "Own clippers, trimmers and shears", "lift 50 lb kegs and cases", "heat and caustic chemicals": what a list item
    // names, more of it.
    const listed =
      ['experience', 'education'].includes(last?.rule?.kind ?? '') ||
      // "travel to client sites in eastern Nebraska and western Iowa up to 30%": more places or the share of one trip.
      (last?.rule?.kind === 'availability' && words.some((t) => t.pos === 'PROPN' || t.pos === 'NUM')) ||
      ['means', 'conditions'].includes(last?.rule?.id ?? '') ||
      // "Able to climb stairs and vertical ladders to 100 ft": more of what the body works on.
      (BODILY.has(last?.rule?.id ?? '') && (words.length <= 2 || !words.some((t) => t.pos === 'VERB')));
    // "… from an ALA-accredited program": a participle names, it does no work.
    const verb = words.some((t) => t.pos === 'VERB' && !participle(t));
    // "Lift 50 lbs, climb ladders": two physical requirements, each stated whole, are two items; "lift, turn and
    // transfer" stays one, as do the times of one schedule and two parts of one rule ("fingerprint and child abuse
    // clearances"), which the recruiter set labels both ways.
    const apart =
      rule?.kind === 'physical' &&
      (part.joiner === 'and' || part.joiner === ',') &&
      !continuation &&
      stated(words) &&
      !!last &&
      stated(tokens.slice(last.start, last.end));
    const joins =
      last &&
      part.joiner !== ';' &&
      (rule
        ? (rule === last.rule && !apart && !(rule === EXPERIENCE_RULE && yearsAt(words) >= 0)) ||
          ((alternative || continuation) && !!last.rule) ||
          (sameFact(rule, last.rule) && !apart)
        : !!last.rule && (alternative || continues || (listed && !verb)));
    if (last && (joins || (!rule && !last.rule && part.joiner !== ';'))) last.end = part.end;
    else spans.push({ start: part.start, end: part.end, rule, joiner: part.joiner });
  }
  // A fragment of a word or two before a screening part, joined by "and" or "or", is part of it.
  for (let i = spans.length - 2; i >= 0; i--) {
    const [fragment, next] = [spans[i]!, spans[i + 1]!];
    const and = next.joiner === 'and' || next.joiner === 'or' || next.joiner === '/';
    const words = tokens.slice(fragment.start, fragment.end);
    const bare = !words.some((t) => ['NOUN', 'PROPN', 'VERB'].includes(t.pos));
    // "18 or older and a background check": a fact with its number is no fragment.
    const fact = words.some((t) => t.pos === 'NUM') && !!screeningRule(words);
    // "Hold a current ComTrain or equivalent Authorized Climber/Rescuer certification": what an alternative names
    // before it is more of the same fact, however long, when it does no work.
    const alternative =
      next.joiner !== 'and' && !words.some((t) => t.pos === 'VERB' && !REQUIREMENT_VERBS.has(t.lemma.toLowerCase()));
    if (!fragment.rule && next.rule && and && !fact && (plainWords(words).length <= 2 || bare || alternative)) {
      next.start = fragment.start;
      spans.splice(i, 1);
    }
  }
  const whole = screeningRule(tokens);
  // "18 years or older" is one fact of age, not years of experience and something older; a fact of another kind after
  // it ("18 or older and pass a background check") is an item of its own.
  if (whole?.id === 'age') {
    // It starts where the rest of the line still reads as age ("Driver's license; must be 21+ …": at "must").
    let from = spans.length - 1;
    while (from > 0 && screeningRule(tokens.slice(spans[from]!.start))?.id !== 'age') from--;
    const other = spans.findIndex((s, i) => i > from && s.rule && s.rule !== whole && s.rule !== EXPERIENCE_RULE);
    const age = { start: spans[from]!.start, end: other < 0 ? tokens.length : spans[other - 1]!.end, rule: whole };
    return [...spans.slice(0, from), age, ...(other < 0 ? [] : spans.slice(other))];
  }
  if (whole && spans.every((s) => !s.rule)) return [{ start: 0, end: tokens.length, rule: whole }];
  return spans;
}

/** The requirement in plain words: no "Must have", "Valid", "required" or "preferred" around it. */
function plainWords(tokens: readonly Token[]): Token[] {
  let from = 0;
  let to = tokens.length;
  // Punctuation and list bullets at the edges go; a closing "%" or bracket stays.
  const edge = (t: Token, words: Set<string>) => words.has(t.lower) || !/[\p{L}\p{N}%)]/u.test(t.text);
  while (from < to && edge(tokens[from]!, OPENERS)) from++;
  for (let last = -1; last !== to;) {
    last = to;
    while (to > from && edge(tokens[to - 1]!, CLOSERS)) to--;
    // "(required)", "(preferred)": a bracketed closer goes whole.
    if (tokens[to - 1]?.text === ')' && tokens[to - 3]?.text === '(' && CLOSERS.has(tokens[to - 2]!.lower)) to -= 3;
  }
  return tokens.slice(from, to);
}

/**
 * Words that begin a list item's sentence rather than its fact: "With a portfolio …", "Including weekends", "(With)
 * the ability to obtain …".
 */
const leadIn = ([first, next]: readonly Token[]): boolean =>
  lemmaIs(first, 'with', 'include', 'including') || (first?.lower === 'the' && lemmaIs(next, 'ability', 'willingness'));
/** A weight or need said inside an item rather than at its end: "ACLS required at hire". */
const MID_CLOSERS = new Set(['required', 'preferred', 'needed', 'mandatory']);

/**
 * The fact an item states, in plain words: without the subject of its sentence ("Drivers must have …", "But you must
 * hold …"), a lead-in, or a "required …" clause that says when or why ("TWIC card required for refinery access"); a
 * deadline stays ("… required within 6 months of hire"), and so does an alternative after it ("…, or ability to
 * obtain").
 */
function factWords(part: readonly Token[]): Token[] {
  const must = part.findIndex((t, i) => i <= 3 && (t.lower === 'must' || t.lower === 'requires'));
  // Not "Certification must be obtained …": a passive keeps its subject, which is the fact.
  const subject =
    must > 0 &&
    !lemmaIs(part[must + 1], 'be') &&
    part.slice(0, must).every((t) => ['DET', 'NOUN', 'PROPN', 'PRON', 'CCONJ', 'ADJ'].includes(t.pos));
  let words = plainWords(subject ? part.slice(must + 1) : part);
  // "Forklift certification a plus - we train": the employer's aside after a dash goes.
  const aside = words.findIndex((t, i) => i > 0 && t.text === '-' && words[i + 1]?.lower === 'we');
  if (aside > 0) words = plainWords(words.slice(0, aside));
  while (words.length > 1 && leadIn(words)) words = plainWords(words.slice(1));
  // Not a weight inside a bracket of its own ("(one required)", "(required by state licensing)"), after a verb ("is
  // required with …"), before its noun ("required PPE") or in a compound ("MSHA-required").
  const at = words.findIndex(
    (t, i) =>
      i > 0 &&
      MID_CLOSERS.has(t.lower) &&
      !['(', '-'].includes(words[i - 1]!.text) &&
      words[i - 1]!.pos !== 'AUX' &&
      !lemmaIs(words[i - 1], 'as', 'if', 'when', 'where', 'be') &&
      !['NOUN', 'PROPN'].includes(words[i + 1]?.pos ?? '') &&
      words[i + 1]?.text !== ')',
  );
  if (at < 0) return words;
  let end = at + 1;
  while (end < words.length && !['(', ',', ';'].includes(words[end]!.text) && !lemmaIs(words[end], 'or')) end++;
  if (words.slice(at).some((t) => lemmaIs(t, 'within'))) return words;
  return [...words.slice(0, at), ...words.slice(end)];
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/**
 * The words inside a question: the first one lower-cased unless it is an acronym, a name written in mixed case or
 * with digits ("CDL", "EPA 608", "TypeScript"), or part of a name; a capital at the start of a list item says nothing.
 */
/** Days and months keep their capital inside a sentence ("… to work Saturdays and …"). */
const CALENDAR_NAME =
  /^(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?|January|February|March|April|May|June|July|August|September|October|November|December)$/;
const inSentence = (tokens: readonly Token[]): string => {
  const text = spanText(tokens);
  const [first, next] = [tokens[0]?.text ?? '', tokens[1]?.text ?? ''];
  // "Class A CDL": a capital before another keeps a name together; "Monday-Friday": a name stays one.
  const name =
    /^[A-Z]/.test(next) || (tokens[0]?.pos === 'PROPN' && !/^[a-z'’]/.test(next)) || CALENDAR_NAME.test(first);
  return /^[A-Z][a-z'’]*$/.test(first) && !name ? text.charAt(0).toLowerCase() + text.slice(1) : text;
};
/** "a" or "an" before a word as it is spoken ("an MBA", "an associate degree", "a BSN"). */
const article = (word: string): string =>
  /^[A-Z]{2,}/.test(word) ? (/^[AEFHILMNORSX]/.test(word) ? 'an' : 'a') : /^[aeiou]/i.test(word) ? 'an' : 'a';

const SCHEDULE_PLURAL: Record<string, string> = {
  weekend: 'weekends',
  night: 'nights',
  evening: 'evenings',
  holiday: 'holidays',
  shift: 'shifts',
};
const lemmaIs = (t: Token | undefined, ...lemmas: string[]) => !!t && lemmas.includes(t.lemma.toLowerCase());

/**
 * The work an experience requirement names: after "years (of)" ("building services in TypeScript"), or before a
 * closing "experience" ("Residential HVAC service").
 */
function yearsRemainder(tokens: readonly Token[]): Token[] {
  let i = yearsAt(tokens) + 1;
  // "4 years (8,000 hours) of …": what the bracket restates is no part of the work.
  if (tokens[i]?.text === '(') i = tokens.findIndex((t, k) => k > i && t.text === ')') + 1 || i;
  while (i < tokens.length && (tokens[i]!.pos === 'PUNCT' || lemmaIs(tokens[i], 'of', "'", "'s"))) i++;
  let end = tokens.length;
  while (end > i && CLOSERS.has(tokens[end - 1]!.lower)) end--;
  // Up to what continues it ("…, including 5+ in a senior role"; "…, 1+ as a supervisor").
  const cut = tokens.findIndex((t, k) => k >= i && (t.lower === ',' || t.lower === ';' || CONTINUATIONS.has(t.lower)));
  if (cut >= 0 && cut < end) end = cut;
  // A slice of the posting's own words (a competency traces to them verbatim), without "experience" at its ends.
  const rest = tokens.slice(i, end);
  // "… customer service experience preferred": without the closer and "experience" at its end.
  while (rest.length && (lemmaIs(rest.at(-1), 'experience') || CLOSERS.has(rest.at(-1)!.lower))) rest.pop();
  const opener = (t: Token | undefined) =>
    !!t && (OPENERS.has(t.lower) || lemmaIs(t, 'prior', 'previous', 'proven', 'experience', 'of'));
  while (opener(rest[0])) rest.shift();
  return rest;
}

/**
 * Whether an experience requirement names work or a tool ("building APIs", "TypeScript", "financial leadership in a
 * credit union"), not only a setting ("grocery retail", "long-term-care"): a verb, a name, or three words or more.
 */
function namesWork(tokens: readonly Token[]): boolean {
  const words = spanText(tokens)
    .split(/\s+/)
    .filter((w) => /\p{L}{2}/u.test(w));
  return (
    words.length >= 3 ||
    tokens.some((t) => t.pos === 'PROPN' || t.pos === 'VERB' || (t.pos === 'NOUN' && t.lower.endsWith('ing')))
  );
}

function experienceQuestion(tokens: readonly Token[], position: string): string {
  // "Mastercam experience", "6 months of clinical experience", "Completed PGY1 residency": no years to count.
  if (yearsAt(tokens) < 0)
    return lemmaIs(tokens[0], 'complete') ? `Have you ${inSentence(tokens)}?` : `Do you have ${inSentence(tokens)}?`;
  const rest = yearsRemainder(tokens);
  const first = rest[0];
  if (!rest.length || lemmaIs(first, 'relevant', 'related', 'similar', 'professional'))
    return `How many years of experience do you have as ${article(position)} ${position}?`;
  if (lemmaIs(first, 'in', 'as', 'at', 'on', 'within', 'with', 'using'))
    return `How many years have you worked ${inSentence(rest)}?`;
  if ((first!.pos === 'VERB' && !participle(first!)) || first!.lower.endsWith('ing'))
    return `How many years have you spent ${inSentence(rest)}?`;
  return `How many years of experience do you have in ${inSentence(rest)}?`;
}

function availabilityQuestion(words: readonly Token[]): string {
  const lemmas = words.map((t) => t.lemma.toLowerCase());
  const moving = ['travel', 'relocate', 'live', 'reside', 'commute'];
  if (lemmas.some((l) => moving.includes(l))) {
    const from = lemmas.findIndex((l) => moving.includes(l));
    return `Are you able to ${inSentence(words.slice(from))}?`;
  }
  // Where the work is done from: "Remote within the U.S.", "Residence within 50 miles of Sioux Falls", "Onsite in our
  // Austin office".
  const where = lemmas.findIndex(
    (l, i) => ['remote', 'residence', 'onsite'].includes(l) || (l === 'site' && words[i - 1]?.text === '-'),
  );
  const from = lemmas[where] === 'site' ? where - 2 : where;
  if (where >= 0 && (from === 0 || lemmaIs(words[from - 1], 'be', 'fully', 'work'))) {
    const fully = lemmaIs(words[where - 1], 'fully') ? 'fully ' : '';
    const how = {
      remote: `work in a ${fully}remote role`,
      residence: 'live',
      onsite: 'work on site',
      site: 'work on site',
    };
    // "Remote eligible": a word about the job, not where.
    const after = words[where + 1]?.pos === 'ADJ' ? [] : words.slice(where + 1);
    return `Can you ${how[lemmas[where] as keyof typeof how]}${after.length ? ` ${spanText(after)}` : ''}?`;
  }
  if (lemmas.includes('call') && lemmas.includes('on')) return 'Can you take on-call duty as this role requires?';
  if (lemmas.includes('overtime')) return 'Are you available to work overtime when the role needs it?';
  const rest = words.filter((t) => !lemmaIs(t, 'available', 'availability', 'flexible', 'willing'));
  while (rest.length && lemmaIs(rest[0], 'can', 'to', 'work', 'for', 'be')) rest.shift();
  // "Weekends" alone at the start of a line reads as a name, its lemma unchanged: its singular too.
  const named = rest.length === 1 ? SCHEDULE_PLURAL[singular([rest[0]!.lemma.toLowerCase()])[0]!] : undefined;
  if (named) return `Are you available to work ${named}?`;
  if (!rest.length) return 'Are you available for the schedule this role needs?';
  // "Weekends, nights and holidays", "overtime": work them; "Monday-Friday 8-4:30", "evening shift 3-11 p.m.": a schedule.
  // The head of the first noun phrase ("night shifts", "weekends", "evening shift") says which.
  let head = rest.findIndex((t) => t.pos === 'NOUN');
  while (head >= 0 && rest[head + 1]?.pos === 'NOUN') head++;
  const noun = rest[head];
  const plural = lemmaIs(rest[0], 'overtime') || (!!noun && noun.lower !== noun.lemma.toLowerCase());
  return `${plural ? 'Are you available to work' : 'Can you work this schedule:'} ${inSentence(rest)}?`;
}

/** Nouns that name a credential to hold. */
const CREDENTIAL_NOUNS = new Set([
  'certification',
  'certificate',
  'credential',
  'license',
  'licence',
  'cdl',
  'card',
  'endorsement',
  'designation',
  'membership',
]);

function credentialQuestion(words: readonly Token[], noun: string): string {
  // "Licensed electrician": are you a licensed electrician; "ServSafe certified", "licensed in Texas": are you that.
  // "Register with the NMLS within 90 days of hire": a step still to take.
  if (lemmaIs(words[0], 'register', 'obtain')) return `Can you ${inSentence(words)}?`;
  if (lemmaIs(words[0], 'pass')) return `Have you ${inSentence(words)}?`;
  const at = words.findIndex((t) => ['licensed', 'licenced', 'certified'].includes(t.lower));
  // "Certified Claims Professional (CCP) designation" names a credential to hold, not a person to be.
  const held = lemmaIs(
    words.filter((t) => t.pos !== 'PUNCT').at(-1),
    'designation',
    'certification',
    'certificate',
    'credential',
    'license',
    'licence',
  );
  if (at >= 0 && !held) {
    const person = at === 0 && words[1] !== undefined && !lemmaIs(words[1], 'to', 'in', 'by', 'as', 'for', 'with');
    return `Are you ${person ? 'a ' : ''}${inSentence(words)}?`;
  }
  // "NFPA 70E training", "Basic safety training": a course completed, not a card held.
  if (lemmaIs(words.filter((t) => t.pos !== 'PUNCT').at(-1), 'training'))
    return `Have you completed ${inSentence(words)}?`;
  const named = wordsOf(words, 'lemma').some((l) => CREDENTIAL_NOUNS.has(l));
  // "Tanker and hazmat endorsements": several, no article.
  const last = words.at(-1)!;
  if (named && last.lower !== last.lemma.toLowerCase()) return `Do you hold ${inSentence(words)}?`;
  const ask = `Do you hold ${noun === 'licence' ? 'a valid' : 'a current'}`;
  if (named || noun === 'licence') return `${ask} ${inSentence(words)}?`;
  // "BLS from the American Heart Association", "Food safety (ServSafe Food Handler)": the word goes after the name,
  // before what says who grants it.
  const by = words.findIndex((t, i) => i > 0 && (t.text === '(' || lemmaIs(t, 'from', 'through', 'by')));
  if (by < 0) return `${ask} ${inSentence(words)} certification?`;
  return `${ask} ${inSentence(words.slice(0, by))} certification ${spanText(words.slice(by))}?`;
}

function legalQuestion(words: readonly Token[]): string {
  const lemmas = wordsOf(words, 'lemma');
  // "Clean MVR", "Clean U4 with no disclosures": a record the candidate has.
  if (lemmaIs(words[0], 'clean')) return `Do you have a clean ${inSentence(words.slice(1))}?`;
  // "Clear a DOJ/FBI fingerprint background check", "Pass FBI fingerprinting": a check to pass, asked so.
  if (lemmaIs(words[0], 'clear', 'pass') && words.length > 1) {
    const [verb, next] = [words[0]!.lower, words[1]!];
    return `Can you ${verb} ${next.pos === 'DET' ? '' : `${article(next.text)} `}${inSentence(words.slice(1))}?`;
  }
  if (lemmaIs(words[0], 'authorize', 'authorise', 'authorized', 'authorised', 'eligible', 'legally'))
    return `Are you ${inSentence(words)}?`;
  if (['sponsor', 'sponsorship', 'visa'].some((l) => lemmas.includes(l)))
    return 'Will you now or in the future need visa sponsorship to work in this role?';
  if (lemmas.includes('passport')) return 'Do you hold a valid passport?';
  if (lemmas.includes('mvr') || (lemmas.includes('driving') && lemmas.includes('record')))
    return lemmas.includes('check') || lemmas.includes('review')
      ? 'Are you willing to have your driving record (MVR) checked?'
      : `Do you have ${article(spanText(words))} ${inSentence(words)}?`;
  if (lemmas.includes('polygraph')) return `Are you willing to take a ${inSentence(words)}?`;
  // "TSA Security Threat Assessment": one the candidate passes, or obtains.
  if (lemmas.includes('threat') && lemmas.includes('assessment'))
    return lemmaIs(words[0], 'obtain')
      ? `Can you ${inSentence(words)}?`
      : `Can you pass ${article(words[0]!.text)} ${inSentence(words)}?`;
  if (lemmas.includes('clearance'))
    return lemmaIs(words[0], 'obtain')
      ? `Can you ${inSentence(words)}?`
      : `Do you hold an active ${inSentence(words.filter((t) => !lemmaIs(t, 'active')))}?`;
  if (lemmas.includes('credit')) return 'Are you willing to complete a credit check?';
  if (lemmas.some((l) => l.startsWith('fingerprint'))) return `Are you willing to complete ${inSentence(words)}?`;
  if (lemmas.includes('background') || lemmas.includes('criminal'))
    return 'Are you willing to complete a background check?';
  return 'Are you legally authorized to work where this role is based?';
}

/** Languages the job uses, what the candidate brings ("own hand tools", "a portfolio"), or the fact as written. */
function otherQuestion(rule: ScreeningRule, said: readonly Token[]): string {
  let words = said;
  if (rule.id === 'language') {
    const named = words.filter((t) => rule.cues.includes(t.lower) && !lemmaIs(t, 'bilingual', 'fluent', 'fluency'));
    if (named.length) return `Can you work in ${named.map((t) => t.text).join(' and ')}?`;
    if (lemmaIs(words[0], 'bilingual') && words.length === 1) return 'Are you bilingual?';
  }
  if (rule.id === 'means') {
    // "Own basic hand tools (or buy through our tool program)": the bracket is the employer's aside, not the question.
    const bracket = words.findIndex((t) => t.text === '(');
    if (bracket > 0) words = words.slice(0, bracket);
    const own = words.findIndex((t) => t.lower === 'own');
    // "Own a full set of hand tools": your own full set.
    const owned = words.slice(own + 1 + (words[own + 1]?.pos === 'DET' ? 1 : 0));
    if (own >= 0) return `Do you have your own ${spanText(owned)}?`;
    const lemmas = wordsOf(words, 'lemma');
    if (['portfolio', 'reel', 'sample'].some((l) => lemmas.includes(l)))
      return `Can you share ${article(spanText(words))} ${inSentence(words)}?`;
    // "Type 45 words per minute", "Typing speed of at least 35 net words per minute": the speed, asked as a skill.
    const speed = words.findIndex((t) => t.pos === 'NUM');
    if (speed >= 0 && ['type', 'typing', 'wpm', 'minute'].some((l) => lemmas.includes(l))) {
      const from = lemmaIs(words[speed - 1], 'least') && lemmaIs(words[speed - 2], 'at') ? speed - 2 : speed;
      return `Can you type ${spanText(words.slice(from))}?`;
    }
    if (lemmas.includes('key') && words.some((t) => t.text === '10')) return `Can you use a ${spanText(words)}?`;
    // "Insured vehicle", "Use of a personal vehicle for field work", "Auto insurance": something the candidate has.
    if (['vehicle', 'car', 'truck'].some((l) => lemmas.includes(l))) {
      const vehicle = lemmaIs(words[0], 'use') && lemmaIs(words[1], 'of') ? words.slice(2) : words;
      const a = vehicle[0]!.pos === 'DET' ? '' : `${article(vehicle[0]!.lower)} `;
      return `Do you have ${a}${inSentence(vehicle)}?`;
    }
    // "Steel-toe boots": what the candidate wears, which they have.
    if (lemmaIs(words[0], 'reliable') || lemmas.includes('insurance') || lemmas.includes('toe'))
      return `Do you have ${inSentence(words)}?`;
  }
  // "Pass a weld test": can you; "Passed two SOA exams": have you.
  if (rule.id === 'test')
    return words[0]?.lower === 'passed' ? `Have you ${inSentence(words)}?` : `Can you pass ${inSentence(words)}?`;
  if (rule.id === 'conditions') {
    // "The work is outdoors in all weather": what the work is, asked as working there.
    if (words[0]?.pos === 'DET' && lemmaIs(words[2], 'be')) words = words.slice(3);
    if (['ADV', 'ADP'].includes(words[0]?.pos ?? '') || lemmaIs(words[0], 'outdoors', 'outside', 'underground'))
      return `Are you comfortable working ${inSentence(words)}?`;
    // "Work outdoors in all weather" → "… working outdoors in all weather?"; "Shop noise and fumes" → "… with shop …?"
    // "Comfortable working at heights", "Comfortable in attics": the posting asks it already.
    if (lemmaIs(words[0], 'comfortable') && words.length > 1) return `Are you ${inSentence(words)}?`;
    // "Wear PPE on the production floor" → "… wearing PPE on the production floor?"
    const base = words[0]!.pos === 'VERB' && words[0]!.lower === words[0]!.lemma.toLowerCase();
    const verb = base || lemmaIs(words[0], 'work') ? gerund(words[0]!.lemma) : undefined;
    return `Are you comfortable ${verb ?? 'with'} ${inSentence(verb ? words.slice(1) : words)}?`;
  }
  return `Do you meet this requirement: ${inSentence(words)}?`;
}

/** What ends the credential a deadline requirement names: "(or obtain …", ", or ability to …", "required", "must". */
const endsHeld = (words: readonly Token[], i: number): boolean => {
  const t = words[i]!;
  const next = words[i + 1];
  if (lemmaIs(t, 'require', 'must') || t.lower === ',') return true;
  const alternative =
    !!next && (next.pos === 'VERB' || lemmaIs(next, 'ability', 'willingness', 'able', 'eligible', 'must'));
  return (t.lower === '(' && (lemmaIs(next, 'or') || alternative)) || (t.lower === 'or' && alternative);
};

/**
 * A credential with a deadline after hire ("Class A CDL required within 6 months of hire", "OSHA 10 (or obtain within
 * 30 days)", "Earn the Family Development Credential within 18 months of hire"): asked as a step to take, or as held
 * now or obtained by then, never as held now only; "or ability to obtain" with no deadline, as held or obtained. Null
 * without either.
 */
function stepAfterHire(words: readonly Token[]): string | null {
  const within = words.findIndex(
    (t, i) =>
      t.lower === 'within' && words[i + 1]?.pos === 'NUM' && lemmaIs(words[i + 2], 'day', 'week', 'month', 'year'),
  );
  // "TWIC card or ability to obtain one": the same choice with no deadline.
  const due =
    within >= 0
      ? within
      : words.findIndex(
          (t, i) => i > 0 && lemmaIs(t, 'ability', 'willingness', 'able') && lemmaIs(words[i + 2], 'obtain', 'get'),
        );
  if (due < 0) return null;
  const since = lemmaIs(words[due + 3], 'of') && lemmaIs(words[due + 4], 'hire', 'start', 'starting', 'employment');
  const by = within < 0 ? '' : ` ${spanText(words.slice(due, due + (since ? 5 : 3)))}`;
  // Not inside a bracket: "Utility client safety training (e.g., OSHA 10) completed, or obtain …".
  const bracketed = inBrackets(words);
  let end = words.findIndex((_, i) => i < due && !bracketed[i] && endsHeld(words, i));
  if (end < 0) end = due;
  const held = words.slice(0, end);
  // What trails the credential says how it is held: "… license is", "… licenses obtained", "OSHA 10) completed".
  const trailing = (t: Token) =>
    lemmaIs(t, 'or', 'preferred', 'required') ||
    ['certified', 'licensed', 'completed', 'obtained'].includes(t.lower) ||
    t.pos === 'AUX' ||
    t.pos === 'VERB' ||
    t.text === '(' ||
    (t.lower === ')' && !held.some((x) => x.lower === '('));
  while (held.length > 1 && trailing(held.at(-1)!)) held.pop();
  const [first, ...rest] = held;
  if (!first) return null;
  // "Licensed PLS in Ohio": a person to become; "Obtain CCHT", "Earn the … Credential": a step, as written.
  const person = !/^[A-Z][a-z]/.test(rest[0]?.text ?? '') && !CREDENTIAL_NOUNS.has(held.at(-1)!.lemma.toLowerCase());
  if (['licensed', 'licenced', 'certified'].includes(first.lower) && person)
    return `Can you become ${article(first.lower)} ${first.lower} ${spanText(rest)}${by}?`;
  if (first.pos === 'VERB' && !lemmaIs(first, 'be', 'have', 'hold', 'possess'))
    return `Can you ${[first.lower, spanText(rest)].filter(Boolean).join(' ')}${by}?`;
  // "HIPAA privacy training (within 30 days)": a course to complete.
  if (lemmaIs(held.at(-1), 'training'))
    return words.slice(held.length, due).some((t) => lemmaIs(t, 'or'))
      ? `Have you completed ${inSentence(held)}, or can you complete it${by}?`
      : `Can you complete ${inSentence(held)}${by}?`;
  if (!held.some((t) => t.pos === 'PROPN' || CREDENTIAL_NOUNS.has(t.lemma.toLowerCase()))) return null;
  const last = held.at(-1)!;
  const a = last.lower === last.lemma.toLowerCase() ? `${article(spanText(held))} ` : '';
  return words.slice(held.length, due).some((t) => lemmaIs(t, 'or'))
    ? `Do you hold ${a}${inSentence(held)}, or can you obtain ${a ? 'one' : 'them'}${by}?`
    : `Can you obtain ${a}${inSentence(held)}${by}?`;
}

/** A short factual question for a screening fact; none for a protected trait. */
export function verificationQuestion(rule: ScreeningRule, words: readonly Token[], position: string): string | null {
  if (rule.protected || !words.length) return null;
  // A test to pass keeps its own question, deadline and all.
  const step = rule === TEST_RULE ? null : stepAfterHire(words);
  if (step) return step;
  switch (rule.kind) {
    case 'licence':
    case 'certification':
      return credentialQuestion(words, rule.kind);
    case 'experience':
      return experienceQuestion(words, position);
    case 'education':
      // "Graduate of a CoARC-accredited program": are you one; "Completion of the 75 … hours": have you done it.
      if (lemmaIs(words[0], 'completion') && lemmaIs(words[1], 'of'))
        return `Have you completed ${spanText(words.slice(2))}?`;
      return lemmaIs(words[0], 'graduate')
        ? `Are you a ${inSentence(words)}?`
        : `Do you have ${article(spanText(words))} ${inSentence(words)}?`;
    case 'legal':
      return legalQuestion(words);
    case 'availability':
      return availabilityQuestion(words);
    default:
      return otherQuestion(rule, words);
  }
}

/** "No CDL needed", "No firearm permit required", "a degree is not required": a requirement the posting waives. */
const waived = (words: readonly Token[]): boolean =>
  words.some((t, i) => lemmaIs(t, 'no', 'not') && (i === 0 || lemmaIs(words[i - 1], 'be'))) &&
  words.some((t) => lemmaIs(t, 'need', 'needed', 'require', 'required', 'necessary'));

/** A bracket the cut left open is closed: "EPA 608 certification (Universal" → "… (Universal)". */
function closeBracket<T extends string | null>(text: T): T {
  if (!text || text.split('(').length <= text.split(')').length) return text;
  return text.replace(/(\?)?$/, ')$1') as T;
}

/** The plan's item for one requirement of the posting (or of a revision comment); undefined when it says nothing. */
export function screeningItem(
  part: readonly Token[],
  rule: ScreeningRule,
  source: string,
  position: string,
): ScreeningItem | undefined {
  // "Driver's license to move customer vehicles": the fact is the licence; what it is for goes.
  const cut = part.findIndex((t, i) => (t.pos === 'VERB' || lemmaIs(t, 'be')) && purpose(part, i));
  const words = factWords(cut > 0 ? part.slice(0, cut - 1) : part);
  // "We are unable to sponsor": the employer's words, restated as what the candidate needs.
  const requirement =
    rule.id === 'work-authorization' && speaksForEmployer(part)
      ? 'Work authorization without visa sponsorship'
      : rule.id === 'age' && /^\d+$/.test(spanText(words))
        ? `${spanText(words)} or older` // "Must be 21+"
        : capitalised(closeBracket(spanText(words)));
  // "New graduates welcome", "veterans encouraged to apply": an invitation, not a requirement, nor is "No CDL needed".
  if (!requirement || invites(words) || waived(part)) return undefined;
  // Pay and what the employer provides read as a schedule or a thing to bring ("$21/hr", "Shift differential", "State
  // vehicle provided"); a bracket is the employer's aside ("Spanish a plus (bilingual pay)").
  const bracket = words.findIndex((t) => t.text === '(');
  const employer = speaksForEmployer(bracket > 0 ? words.slice(0, bracket) : words);
  if (employer && (rule.kind === 'availability' || (rule.kind === 'other' && rule.id !== 'language'))) return undefined;
  return {
    id: `screening-${slugify(requirement).slice(0, 48)}`,
    requirement,
    kind: rule.kind,
    requirement_type: classify(spanText(part)) === 'desirable' ? 'desirable' : 'essential',
    protected: rule.protected,
    question: closeBracket(verificationQuestion(rule, words, position)),
    source,
  };
}

export interface Separated {
  screening: ScreeningItem[];
  /** The input with its screening facts taken out: what the planner plans competencies from. */
  work: PlanInput;
  /**
   * The work named by a years requirement ("3+ years of residential service plumbing"): evidence for the competency it
   * is about, never a competency of its own (the years are a screening item).
   */
  fed: string[];
}

/** Requirement words: a description sentence holding one of these states a requirement, not a duty. */
const REQUIREMENT_LEMMAS = new Set([
  'must',
  'require',
  'required',
  'requirement',
  'need',
  'able',
  'ability',
  'willing',
  'available',
  'availability',
  'eligible',
  'valid',
  'current',
  'prefer',
  'preferred',
  'plus',
  'minimum',
  'least',
]);

const statesRequirement = (tokens: readonly Token[]): boolean =>
  tokens.some((t) =>
    [t.lemma.toLowerCase(), t.lower, t.lower.replace(/s$/, '')].some((w) => REQUIREMENT_LEMMAS.has(w)),
  ) || yearsAt(tokens) >= 0;

const endSentence = (text: string): string => (!text || /[.!?]$/.test(text) ? text : `${text}.`);

/** A sentence without its heading ("About you: 2+ years …"): a word or three before a colon. */
function afterHeading(tokens: readonly Token[]): readonly Token[] {
  const colon = tokens.findIndex((t) => t.text === ':');
  return colon > 0 && colon <= 3 && colon < tokens.length - 1 ? tokens.slice(colon + 1) : tokens;
}

/** Whether a phrase touches a protected trait ("Drug/alcohol testing", "21 years old"): never work, never asked. */
export const isProtected = (text: string): boolean => screeningRule(readTokens(text))?.protected === true;

/** Separates the posting's screening facts from its work. Deterministic; no model but the text layer's. */
export function separateScreening(input: PlanInput): Separated {
  const screening: ScreeningItem[] = [];
  const fed: string[] = [];
  const seen = new Set<string>();
  const position = input.position.trim() || 'this role';

  /** The item's work parts; its screening parts go to the list. */
  const read = (item: string, source: string, tokens: readonly Token[] = readTokens(item)): string[] => {
    // "Requirements:" heads the items after it; it is none of them.
    if (isHeading(item)) return [];
    if (!tokens.length || tokens.length > MAX_REQUIREMENT_TOKENS) return [item];
    tokens = withoutAsides(tokens);
    const work: string[] = [];
    const spans = segment(tokens);
    const screened = spans.some((s) => s.rule);
    for (const span of spans) {
      const part = tokens.slice(span.start, span.end);
      if (!span.rule) {
        // What a screening line leaves without a verb, in a word or two ("school days", "Oklahoma"), is no work.
        if (!screened || part.some((t) => t.pos === 'VERB') || plainWords(part).length > 2) work.push(spanText(part));
        continue;
      }
      for (const fact of atomicFacts(part, span.rule, screeningRule, standsAlone)) {
        if (fact.rule.kind === 'experience' && namesWork(yearsRemainder(fact.tokens))) {
          const skill = yearsRemainder(fact.tokens);
          const named = spanText(lemmaIs(skill[0], 'in', 'with', 'using', 'as') ? skill.slice(1) : skill);
          work.push(named);
          fed.push(named);
        }
        const item = screeningItem(fact.tokens, fact.rule, source, position);
        if (!item || seen.has(item.id)) continue;
        seen.add(item.id);
        screening.push(item);
      }
    }
    return work.map((w) => w.replace(/^[\s,;:.-]+|[\s,;:-]+$/g, '')).filter((w) => /\p{L}/u.test(w));
  };

  const qualifications = (input.qualifications ?? []).flatMap((q) => read(q, 'qualifications'));
  const skills = (input.skills ?? []).flatMap((s) => read(s, 'skills'));
  // Line by line, so that a line with no requirement sentence reaches the planner exactly as written.
  const line = (text: string): string => {
    const sentences = readSentences(text);
    const requirement = (s: (typeof sentences)[number]) => statesRequirement(s.tokens) || !!screeningRule(s.tokens);
    if (!sentences.some((s) => requirement(s) && screeningRule(s.tokens))) return text;
    return (
      sentences
        // What a requirement sentence leaves stays a sentence of its own ("… is preferred." does not run into the next).
        .map((s) =>
          requirement(s) ? endSentence(read(s.text, 'job_description', afterHeading(s.tokens)).join('; ')) : s.text,
        )
        .filter((s) => s.trim())
        .join(' ')
    );
  };
  const description = input.job_description?.split('\n').map(line).join('\n').trim() || null;
  return { screening, work: { ...input, qualifications, skills, job_description: description }, fed };
}
