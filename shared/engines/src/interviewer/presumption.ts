/**
 * The presumption check: a follow-up must not name a thing the candidate never mentioned ("that bug" when no bug was
 * told). A noun phrase here is the run of content words after a determiner that points at something known ("the",
 * "that", "this", "those", "these", "your", "their", "its"); the phrase presumes when one of its words is found
 * neither in the allowed text (topic, competency, the candidate's answers) nor among the interviewer's own generic
 * words (situation, outcome, example...). Deterministic and cheap: it guards every follow-up and every LLM reply.
 */

const DETERMINERS = new Set(['the', 'that', 'this', 'those', 'these', 'your', 'their', 'its']);

/** Words a phrase stops at: function words, pronouns, verbs that follow a determiner-less clause. */
const STOP = new Set(
  (
    'a an and or but if then so as of to in on at by for from with about into over after before during than ' +
    'is are was were be been being am do does did done have has had will would could should can may might must ' +
    'i you he she it we they me him her us them my our his what which who whom whose when where why how ' +
    'not no yes very just also too more most less some any each every all both either neither one ' +
    'there here again now today up down out off once'
  ).split(' '),
);

/** The interviewer's own vocabulary: asking about these never presumes a fact. */
const GENERIC = new Set(
  (
    'situation situations example examples outcome outcomes result results part parts time times moment question ' +
    'questions answer answers work job role course courses project projects side approach way end detail details ' +
    'story stories thing things point topic experience experiences difference impact case cases step steps one ' +
    'other another same first last earlier later own personally specific different kind sort interview matter ' +
    'area areas skill skills'
  ).split(' '),
);

const tokens = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    // "that's fine" is no determiner; "the team's" is the team.
    .map((w) => (DETERMINERS.has(w.replace(/'s$/, '')) ? w : w.replace(/'s$/, '')))
    .filter(Boolean);

/** Crude singular/stem so "bugs" matches "bug" and "deployed" matches "deployment". */
const stem = (w: string): string => w.replace(/(?:ments?|ings?|ed|es|s)$/, '').slice(0, 6);

/** A word that can continue a noun phrase: not a function word, and not a past-tense verb ("that happened"). */
const isNounish = (w: string): boolean => !STOP.has(w) && !DETERMINERS.has(w) && !/[a-z]{3}ed$/.test(w);

/** The noun phrases of a text: content-word runs (at most 3 words, within a clause) after a pointing determiner. */
export function nounPhrases(text: string): string[][] {
  return text.split(/[.!?;:,]+/).flatMap(phrasesOf);
}

function phrasesOf(sentence: string): string[][] {
  const ws = tokens(sentence);
  const phrases: string[][] = [];
  for (let i = 0; i < ws.length; i++) {
    if (!DETERMINERS.has(ws[i]!)) continue;
    const phrase: string[] = [];
    for (let j = i + 1; j < ws.length && phrase.length < 3 && isNounish(ws[j]!); j++) phrase.push(ws[j]!);
    if (phrase.length) phrases.push(phrase);
  }
  return phrases;
}

/** The noun phrases of `text` that name something absent from `allowed` (empty: the text presumes nothing). */
export function presumedPhrases(text: string, allowed: readonly string[]): string[] {
  const known = new Set(allowed.flatMap(tokens).map(stem));
  return nounPhrases(text)
    .filter((phrase) => phrase.some((w) => !GENERIC.has(w) && !known.has(stem(w))))
    .map((phrase) => phrase.join(' '));
}
