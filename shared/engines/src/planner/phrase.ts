/**
 * Posting phrases turned into names and question wording: "Titrate vasoactive and sedation drips (norepinephrine, ...)"
 * → the name "Titrating vasoactive and sedation drips" and the clause "titrate vasoactive and sedation drips". Only the
 * leading verb is reshaped; every other word is the recruiter's own.
 */
import { clean } from './text.js';
import { generalVerb, verbBase } from './verbs.js';
import { gerund } from '../text/inflect.js';
import { readTokens, spanText, type Token } from '../text/reader.js';

/** Openers that introduce a duty rather than state it: "You'll", "You will", "Responsible for". */
const LEAD_IN =
  /^(?:(?:and|also|then)\s+)?(?:you(?:'ll| will| would| are expected to| can)?|we need (?:someone|you) to|we need an? (?:\w+ ){1,3}who (?:can|will)|responsible for|will|to)\s+/i;

/** A short scene-setting clause before "you'll": "As a Tower Technician you'll mount…", "On the ground you'll…". */
const SCENE =
  /^(?:as an?|on|off|in|out|at|back at|each|every|when|between|after|before|during|outside)\b[^,.;:]{0,40}?,?\s+(?=you(?:'ll| will)\b)/i;

/** How a requirement ends when it says how much it matters: "… is required", "… are a big plus". */
const QUALIFYING_END =
  /\s+(?:(?:is|are|would be|will be)\s+)?(?:required|preferred|desired|nice to have|a must|(?:an?\s+)?(?:(?:big|huge|strong|definite|real|major)\s+)?(?:plus|bonus|advantage))\s*$/i;

/**
 * How a requirement opens before the work it names: "Must be proficient in", "Comfortable working with", "Proficient
 * operating zero-turn mowers", "Demonstrated success growing deposits".
 */
const REQUIREMENT_OPENER =
  /^(?:(?:must|should)\s+(?:be able to\s+)?|able to|ability to|(?:be\s+)?(?:comfortable (?:with|using)|familiar(?:ity)? with|proficien(?:t|cy)(?: (?:in|with|at))?(?=\s)|demonstrated(?: (?:success|ability|track record))?(?: (?:in|with|at|of))?(?=\s)|experienced (?:with|in)|skilled (?:in|at|with)|confident (?:with|in|using)))\s*/i;

/** A phrase without openers, requirement tags, trailing punctuation or brackets. */
export function cleanPhrase(text: string): string {
  let s = clean(text.replace(/[’‘]/g, "'")).replace(SCENE, '');
  // "You'll …", then "Must be proficient in …": each opener goes, one after another.
  for (let prev = ''; prev !== s;) {
    prev = s;
    s = s.replace(LEAD_IN, '').replace(REQUIREMENT_OPENER, '');
  }
  // "(You'll) help clean ditches": the duty is the cleaning.
  const helped = /^help\s+(?:to\s+)?/i.exec(s);
  if (helped && verbBase(s.slice(helped[0].length).split(/\s+/)[0]!)) s = s.slice(helped[0].length);
  // "Safely handle and restrain …": the manner goes, the duty opens on its verb.
  const [manner, verb] = readTokens(s.split(/\s+/, 2).join(' '));
  if (manner?.pos === 'ADV' && /ly$/i.test(manner.text) && verb?.pos === 'VERB') s = s.slice(manner.text.length).trim();
  return (
    s
      .replace(/^(?:required|preferred|must[- ]haves?|nice[- ]to[- ]haves?|bonus|plus|requirements?)\s*:\s*/i, '')
      // "Experience presenting to a board", "Able to work sauté": the work is the presenting, the sauté station.
      .replace(/^(?:(?:proven|demonstrated|strong|prior)\s+)?experience\s+(?=[a-z]+ing\b)/i, '')
      .replace(/\((?:required|preferred|a plus|nice to have|must)\)/gi, '')
      .replace(QUALIFYING_END, '')
      .replace(/^[^\p{L}\p{N}]+|[\s.,;:!?-]+$/gu, '')
      .trim()
  );
}

/**
 * The phrase's opening verb, base form, when it opens with a listed one or, with `anyVerb`, with any verb in base form
 * (verbs.ts) that is not followed by an "-ing" word ("Cash handling" is a thing).
 */
export function openingVerb(phrase: string, anyVerb = false): string | null {
  const [, first, next = ''] = /^([A-Za-z]+)(?:\s+([A-Za-z]+))?/.exec(phrase) ?? [];
  if (!first) return null;
  return verbBase(first) ?? (anyVerb && !/ing$/i.test(next) ? generalVerb(first) : null);
}

/** `verb` when the phrase opens with it (a verb found where the posting's sentence began), else its usual verb. */
const verbOf = (phrase: string, verb: string | null): string | null =>
  verb !== null && /^[A-Za-z]+/.exec(phrase)?.[0].toLowerCase() === verb ? verb : openingVerb(phrase);

const STOP_END = /\s+(?:and|or|of|the|to|with|for|in|on|at|a|an|by|from|our|your|their|its|as|when|so)$/i;
const CUT_BEFORE =
  /\s(?:to|for|with|at|in|on|from|within|when|so that|so|based|using|including|such as|across|during|per|every|each)\s/i;

/** "Hang, tape and finish drywall": verbs that share one object, named together ("Hanging, taping and finishing"). */
const VERB_LIST = /^[A-Za-z]+(?:\s*,\s*[A-Za-z]+)*,?\s+and\s+[A-Za-z]+(?=\s)/;

/** How requirements open without naming the work: "Experience with NetSuite" is named "NetSuite". */
const QUALIFIER =
  /^\s*(?:(?:strong|solid|proven|good|excellent|working|basic|deep|hands-on)\s+)?(?:experience|knowledge|understanding|proficiency|familiarity|expertise)\s+(?:with|in|of)\s+|^\s*(?:strong|solid|proven|excellent)\s+/i;

/** "prospect with your SDR", "our drivers" → "the": the candidate did the work elsewhere. */
const ownedByNoOne = (text: string): string => text.replace(/\b(?:your|our)\b/gi, 'the');

/**
 * A recruiter-style name: the phrase's first clause, its opening verb as a gerund, at most seven words. `verb`: the
 * opening verb when the caller knows it (duties.ts).
 */
export function nameOf(phrase: string, verb: string | null = null): string {
  let s = cleanPhrase(phrase.replace(QUALIFIER, '')).split(/\s*(?:[:(;[]|\s[-–—]\s)\s*/)[0]!;
  // The opening verb (or verb list) as gerunds; the name keeps it whole and cuts the rest.
  let head = '';
  const opening = verbOf(s, verb);
  if (opening) {
    const list = VERB_LIST.exec(s)?.[0];
    const shared = list
      ?.split(/\s*,\s*(?:and\s+)?|\s+and\s+/)
      .slice(1)
      .every((w) => openingVerb(w, true));
    head = shared
      ? list!.replace(/[A-Za-z]+/g, (w, at: number) => (w === 'and' ? w : gerund(at ? openingVerb(w, true)! : opening)))
      : gerund(opening);
    s = `${head}${s.slice(shared ? list!.length : /^[A-Za-z]+/.exec(s)![0].length)}`;
  }
  s = ownedByNoOne(s);
  const kept = head ? head.split(/\s+/).length + 1 : 2; // the verbs and the first word of what they act on
  const words = s.split(/\s+/);
  if (words.length > 6) {
    const rest = words.slice(kept).join(' ');
    const cut = CUT_BEFORE.exec(` ${rest} `);
    if (cut) s = `${words.slice(0, kept).join(' ')} ${` ${rest} `.slice(0, cut.index).trim()}`.trim();
  }
  const comma = s.indexOf(',', head.length);
  if (comma >= 0) s = s.slice(0, comma).trim();
  return sentenceStart(tidyEnds(s.split(/\s+/).slice(0, Math.max(7, kept)).join(' ')));
}

/** How a requirement qualifies a thing rather than names it: "knowledge of", "strong", "proficient in", "preferred". */
const QUALIFYING_START =
  /^(?:(?:thorough|strong|solid|proven|good|excellent|working|basic|deep|prior|previous)\s+)*(?:experience|knowledge|understanding|proficiency|familiarity|expertise)\s+(?:with|in|of)\s+|^(?:thorough|strong|solid|proven|excellent)\s+|^(?:be\s+)?proficient\s+(?:in|with|at)\s+/i;

/**
 * A phrase cut to fit a name, a question or a follow-up, without the words that only qualify it ("knowledge of",
 * "strong") or dangle at its end ("… and", "… of the"); "current" at the end is said "up to date".
 */
export function tidyEnds(text: string): string {
  let s = text.replace(QUALIFYING_START, '').replace(/\s+current$/i, ' up to date');
  // A bracket the cut left closed but never opened: "lateral movement)".
  if (!s.includes('(')) s = s.replace(/\)/g, '');
  for (let prev = ''; prev !== s;) {
    prev = s;
    s = s
      .replace(STOP_END, '')
      .replace(QUALIFYING_END, '')
      .replace(/[\s,;:(]+$/, '');
  }
  return wholeEnd(s) || text;
}

/** Words a phrase never ends on: it needs more after them ("… a child's", "Sharing the", "… and how they"). */
const OPEN_END = new Set(['DET', 'ADP', 'AUX', 'CCONJ', 'SCONJ', 'PRON', 'PART', 'ADV']);

/**
 * A phrase cut back to what it names: trailing words that need more after them go, and an adjective left without its
 * noun ("… under tight"); never part of a hyphenated word ("walk-around", "pre- and post-tests").
 */
function wholeEnd(text: string): string {
  const tokens = readTokens(text);
  let end = tokens.length;
  const open = (t: Token, before: Token) =>
    !t.text.includes('-') &&
    before.text !== '-' &&
    (OPEN_END.has(t.pos) ||
      (t.pos === 'ADJ' && /^[a-z]/.test(t.text) && (OPEN_END.has(before.pos) || before.pos === 'ADJ')));
  while (end > 1 && open(tokens[end - 1]!, tokens[end - 2]!)) end--;
  return end === tokens.length ? text : spanText(tokens.slice(0, end));
}

/** The first letter upper-cased: a phrase that opens a sentence ("escalate changes" → "Escalate changes"). */
export const sentenceStart = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The first letter lower-cased unless the word is an acronym or opens a name ("CNC setup", "Housecall Pro" stay). */
export function inSentence(text: string): string {
  return /^[A-Z][a-z]+(?:\s+[^A-Z]|$)/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
