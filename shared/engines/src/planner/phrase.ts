/**
 * Posting phrases turned into names and question wording: "Titrate vasoactive and sedation drips (norepinephrine, ...)"
 * → the name "Titrating vasoactive and sedation drips" and the clause "titrate vasoactive and sedation drips". Only the
 * leading verb is reshaped; every other word is the recruiter's own.
 */
import { clean } from './text.js';

/** Base forms of verbs that open duty statements in postings of any trade. */
const VERBS = new Set(
  (
    'accept administer advise analyse analyze answer apply assemble assess assign assist audit balance book build ' +
    'calculate calibrate care change chart check clean clear close coach code collaborate collect communicate complete ' +
    'conduct configure construct cook coordinate count create cut deliver design develop diagnose direct dispatch ' +
    'document draft drive edit educate enforce ensure escalate establish evaluate execute explain fabricate file fill ' +
    'fit fix follow forecast greet grind guide handle help hire identify implement improve inspect install instruct ' +
    'interview investigate keep lead leave lift load machine maintain manage market match measure meet mentor ' +
    'monitor motivate negotiate open operate order organise organize oversee own pack partner perform pick place ' +
    'plan prepare present prevent process produce program promote prospect provide pull purchase quote read ' +
    'receive reconcile record recruit reduce refer repair replace report represent resolve respond review route ' +
    'run schedule screen sell serve service set ship solve source spread staff stock supervise support take teach ' +
    'test testify titrate track train transfer transport triage troubleshoot tune update upsell use validate verify ' +
    'weld work write'
  ).split(' '),
);
const IRREGULAR: Record<string, string> = {
  led: 'lead',
  ran: 'run',
  wrote: 'write',
  built: 'build',
  taught: 'teach',
  kept: 'keep',
  made: 'make',
  sold: 'sell',
  drove: 'drive',
  took: 'take',
  held: 'hold',
  oversaw: 'oversee',
  gave: 'give',
  set: 'set',
  cut: 'cut',
  read: 'read',
};

/** The base form of a word when it is one of the duty verbs in any inflection ("Performs", "managed", "Led"). */
function verbBase(word: string): string | null {
  const w = word.toLowerCase();
  const irregular = IRREGULAR[w];
  if (irregular) return irregular;
  const forms = [
    w,
    w.replace(/ies$/, 'y'),
    w.replace(/es$/, ''),
    w.replace(/s$/, ''),
    w.replace(/ied$/, 'y'),
    w.replace(/d$/, ''),
    w.replace(/ed$/, ''),
    w.replace(/([^aeiou])\1ed$/, '$1'),
  ];
  return forms.find((f) => VERBS.has(f)) ?? null;
}

/** Two-syllable verbs stressed on the last syllable double their final consonant: refer → referring. */
const STRESSED_LAST = new Set(['refer', 'transfer', 'prefer', 'control', 'patrol', 'compel', 'admit', 'submit']);

function gerund(base: string): string {
  if (base.endsWith('ie')) return `${base.slice(0, -2)}ying`;
  if (base.endsWith('ee')) return `${base}ing`;
  if (base.endsWith('e')) return `${base.slice(0, -1)}ing`;
  // One vowel before one final consonant, one syllable: plan → planning, run → running; edit → editing.
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(base) || STRESSED_LAST.has(base)) return `${base}${base.at(-1)}ing`;
  return `${base}ing`;
}

/** Openers that introduce a duty rather than state it: "You'll", "You will", "Responsible for". */
const LEAD_IN =
  /^(?:(?:and|also|then)\s+)?(?:you(?:'ll| will| would| are expected to| can)?|we need (?:someone|you) to|responsible for|will|to)\s+/i;

/** A phrase without openers, requirement tags, trailing punctuation or brackets. */
export function cleanPhrase(text: string): string {
  let s = clean(text.replace(/[’‘]/g, "'"));
  for (let prev = ''; prev !== s;) {
    prev = s;
    s = s.replace(LEAD_IN, '');
  }
  return s
    .replace(/^(?:required|preferred|must[- ]haves?|nice[- ]to[- ]haves?|bonus|plus|requirements?)\s*:\s*/i, '')
    .replace(/\((?:required|preferred|a plus|nice to have|must)\)/gi, '')
    .replace(/\s+(?:is\s+)?(?:required|preferred|a plus|nice to have)\s*$/i, '')
    .replace(/^[^\p{L}\p{N}]+|[\s.,;:!?-]+$/gu, '')
    .trim();
}

/** The phrase's opening verb, base form, when it opens with one. */
export function openingVerb(phrase: string): string | null {
  const first = /^[A-Za-z]+/.exec(phrase)?.[0];
  return first ? verbBase(first) : null;
}

const STOP_END = /\s+(?:and|or|of|the|to|with|for|in|on|at|a|an|by|from|our|your|their|its|as|when|so)$/i;
const CUT_BEFORE =
  /\s(?:to|for|with|at|in|on|from|within|when|so that|so|based|using|including|such as|across|during|per|every|each)\s/i;

/** How requirements open without naming the work: "Experience with NetSuite" is named "NetSuite". */
const QUALIFIER =
  /^\s*(?:(?:strong|solid|proven|good|excellent|working|basic|deep|hands-on)\s+)?(?:experience|knowledge|understanding|proficiency|familiarity|expertise)\s+(?:with|in|of)\s+|^\s*(?:strong|solid|proven|excellent)\s+/i;

/** "prospect with your SDR", "our drivers" → "the": the candidate did the work elsewhere. */
const ownedByNoOne = (text: string): string => text.replace(/\b(?:your|our)\b/gi, 'the');

/** A recruiter-style name: the phrase's first clause, its opening verb as a gerund, at most seven words. */
export function nameOf(phrase: string): string {
  let s = cleanPhrase(phrase.replace(QUALIFIER, '')).split(/\s*(?:[:(;[]|\s[-–—]\s)\s*/)[0]!;
  const verb = openingVerb(s);
  if (verb) s = s.replace(/^[A-Za-z]+/, gerund(verb));
  s = ownedByNoOne(s);
  const words = s.split(/\s+/);
  if (words.length > 6) {
    const rest = words.slice(2).join(' ');
    const cut = CUT_BEFORE.exec(` ${rest} `);
    if (cut) s = `${words.slice(0, 2).join(' ')} ${` ${rest} `.slice(0, cut.index).trim()}`.trim();
  }
  s = s.split(/\s*,\s*/)[0]!;
  s = s.split(/\s+/).slice(0, 7).join(' ');
  for (let prev = ''; prev !== s;) {
    prev = s;
    s = s.replace(STOP_END, '');
  }
  return sentenceStart(s);
}

/** The phrase as something one does: "titrate vasoactive drips", or null when it names a thing ("Financial modeling"). */
export function doing(phrase: string): string | null {
  const s = cleanPhrase(phrase).split(/\s*(?:[:(;[]|\s[-–—]\s)\s*/)[0]!;
  const verb = openingVerb(s);
  if (!verb) return null;
  return ownedByNoOne(`${verb}${s.replace(/^[A-Za-z]+/, '')}`);
}

/** The first letter upper-cased: a phrase that opens a sentence ("escalate changes" → "Escalate changes"). */
export const sentenceStart = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The first letter lower-cased unless the word is an acronym or a name ("CNC setup" stays). */
export function inSentence(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
