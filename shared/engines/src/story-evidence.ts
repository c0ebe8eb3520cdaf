/**
 * A cheap, deterministic check of whether a candidate's answer carries evidence an assessor can use.
 *
 * An answer is evidence when it is long enough to say something, tells a specific situation the candidate was in
 * (first person, past tense: "I built", "we migrated", "at my last job", "when I ...") and says what came of it (a
 * result, a number, an impact). Heuristics only: the interviewer asks a follow-up for a missing part, and the scorer
 * counts an outcome told in words (a story's "no partner broke") as evidence of its own; neither is ever a score.
 * A story told in the present tense counts as past when the answer marks it so (story-tense.ts).
 */
import { presentTenseActions } from './story-tense.js';

export interface AnswerGaps {
  /** Fewer than {@link MIN_ANSWER_WORDS} words. */
  tooShort: boolean;
  /** No first-person past-tense situation ("I built", "we migrated", "at my last job", "when I"). */
  noExample: boolean;
  /** No result, number or impact ("reduced", "40%", "zero downtime", "as a result"). */
  noOutcome: boolean;
}

export const MIN_ANSWER_WORDS = 25;

/** Irregular (and a few regular-looking but common) past-tense verbs that, after "I"/"we", tell a situation. */
const IRREGULAR_PAST = [
  'was',
  'were',
  'had',
  'did',
  'made',
  'built',
  'wrote',
  'rewrote',
  'led',
  'ran',
  'took',
  'found',
  'chose',
  'set',
  'put',
  'got',
  'saw',
  'knew',
  'gave',
  'began',
  'brought',
  'caught',
  'drove',
  'held',
  'kept',
  'left',
  'lost',
  'met',
  'paid',
  'said',
  'sent',
  'spent',
  'stood',
  'taught',
  'told',
  'thought',
  'understood',
  'won',
  'broke',
  'drew',
  'grew',
  'spoke',
  'threw',
  'rebuilt',
  'split',
  'cut',
  'shut',
  'hit',
  'sat',
  'came',
  'went',
  'became',
  'fought',
  'felt',
  'heard',
  'bought',
  'sold',
  'shook',
  'fell',
  'forgot',
  'overcame',
  'undertook',
  'oversaw',
  'withdrew',
  'read',
  'let',
  'meant',
  'quit',
  'rang',
  'slept',
  'stuck',
  'struck',
  'swept',
  'woke',
  'bent',
  'dealt',
  'flew',
  'froze',
  'sought',
  'shot',
  'sped',
  'spread',
  'upset',
  'hung',
  'dug',
  'fed',
  'lent',
  'lit',
  'rode',
  'sang',
  'tore',
  'wore',
  'learnt',
].join('|');

/** Words ending in -ed that are not past tense after "I"/"we" ("I need", "we proceed"). */
const NOT_PAST_ED = new Set([
  'need',
  'feed',
  'seed',
  'speed',
  'bleed',
  'breed',
  'proceed',
  'succeed',
  'exceed',
  'embed',
  'shed',
  'wed',
  'bed',
  'red',
]);

/** A subject, an optional auxiliary or adverb ("I've", "we then", "I quickly"), then a past-tense verb. */
const pastClause = (subject: string, perfect = true): RegExp =>
  new RegExp(
    String.raw`\b(?:${subject})${perfect ? String.raw`(?:'ve|'d|\s+have|\s+had)?` : ''}(?:\s+(?:then|also|just|once|first|finally|eventually|actually|personally|\w+ly))?\s+(${IRREGULAR_PAST}|(?:re-|double-|over-|pre-|co-)?[a-z]+ed)\b`,
    'gi',
  );

/** "I"/"we" and a past-tense verb. */
const FIRST_PERSON_PAST = pastClause('i|we');
/** The same in the simple past only: "I have done that a lot" tells no situation, "I rewrote the query" does. */
const OWN_PAST = pastClause('i', false);
/** The team's subjects, and with the candidate's: the subjects of a story. */
const TEAM_SUBJECTS = String.raw`we|they|(?:our|the|my)(?:\s+\w+)?\s+(?:team|squad|group|department|unit)`;
const TEAM_PAST = pastClause(TEAM_SUBJECTS, false);
const STORY_PAST = pastClause(`i|${TEAM_SUBJECTS}`, false);

/** Situation markers that place the answer in the candidate's own past. */
const SITUATION =
  /\b(?:at|in) my (?:last|previous|former|old|current|first) (?:job|company|role|team|position|employer|project|startup|internship)\b|\bwhen (?:i|we)\b|\bat my (?:job|company|work) at\b|\bin my time at\b|\bwhile (?:i was|we were|working at)\b|\b(?:last|this) (?:year|quarter|month|week|sprint)\b|\b(?:a|two|three|a few|several) (?:years|months|weeks) ago\b|\bone time\b|\bduring my\b|\bon my (?:last|previous|first) (?:shift|day|week|project)\b/i;

/** A number (digits or a spelled-out quantity) or a result/impact word. */
const OUTCOME_WORDS =
  /\b(?!(?:19|20)\d\d\b)\d|\b(?:zero|twice|half|doubled|doubles|tripled?|hundreds?|thousands?|millions?|percent)\b|\b(?:results?|resulted|resulting|outcomes?|impact(?:ed)?|effect|reduc(?:ed|es|ing|tion)|improv(?:ed|es|ing|ement)|increas(?:ed|es|ing)|decreas(?:ed|es|ing)|sav(?:ed|ing|ings)|lower(?:ed)?|faster|slower|quicker|cheaper|fewer|more reliable|latency|downtime|outages?|uptime|throughput|fix(?:ed|es)|resolv(?:ed|es)|solv(?:ed|es)|prevent(?:ed|s)|eliminat(?:ed|es)|ship(?:ped|s)|launch(?:ed|es)|deliver(?:ed|s)|releas(?:ed|es)|succe(?:ss|ssful|ssfully|eded)|fail(?:ed|ure)|learn(?:ed|t)|lessons?|adopt(?:ed|ion)|revenue|renew(?:ed|al)|retain(?:ed)?|stable|stabili[sz]ed|recovered|won|closed|signed|approved|accepted|agreed|thanked|satisfied|happy|(?<!\bi\s)stopped|dropped|fell|halved|rose|no longer|since then|ever since|(?:has|have) had no|no \w+ (?:has|have) had|on time|finished|completed|praised|ended up|as a result|which meant|so that|went from|down from|up from|in the end)\b/i;
/**
 * How stories say they ended without a result word: a state restored ("worked again"), a time to the result ("within
 * the hour"), a change that held ("nobody has slipped there since"), nothing went wrong ("no client broke"), a thing
 * that reached its end ("went live", "before the last lorry"), a subject that changed ("she stayed", "it arrived"),
 * how the people in it ended up ("they said they felt prepared", "he got it right and stayed calmer"), or what is
 * done differently now ("the ward now asks for a second check").
 */
const OUTCOME_SHAPES =
  /\b(?:work(?:ed|s|ing)?|running|online|open|normal) again\b|\bwithin (?:a|an|the|one|two|three|four|five|ten|fifteen|twenty|thirty|\d+) (?:few )?(?:minutes?|hours?|days?|weeks?)\b|\bsince(?=\s*(?:[.!;]|$))|\b(?:no|not a single|not one)\s+\w+(?:\s+\w+)?\s+(?:broke|failed|complained|slipped|fell|left|missed|was lost|were lost)\b|\b(?:nobody|no one|none of (?:them|us))\s+(?:\w+\s+){0,2}?(?:had|has|was|were|broke|failed|complained|slipped|fell|left|lost|noticed|missed|got)\b|\bwent (?:live|home|well|smoothly)\b|\bback (?:up|online|to normal|on track)\b|\bbefore the (?:last|next|end|deadline|cut-?off)\b|\b(?:it|they|she|he|both|everyone|the(?:\s+\w+){1,2})\s+(?:arrived|passed|recovered|stayed|became|returned|was corrected|were corrected|was fixed|were fixed)\b|\b(?:felt|feels?|was|were|seemed|looked|stayed|became|got)\s+(?:much |a lot |far |more |visibly )?(?:calm(?:er)?|prepared|reassured|relieved|confident|safer|comfortable|ready)\b|\bgot it right\b|\b(?:the \w+|we|they|everyone|it|she|he) now (?:asks?|checks?|uses?|has|have|gets?|runs?|takes?|sends?|does|do)\b/i;

const OUTCOME = new RegExp(`${OUTCOME_WORDS.source}|${OUTCOME_SHAPES.source}`, 'i');

const words = (text: string): string[] => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));

/** "I've"/"we had" and a past participle: "I've rewritten", "we had done", "I have been". */
const FIRST_PERSON_PERFECT = new RegExp(
  String.raw`\b(?:i|we)(?:'ve|'d|\s+have|\s+had)(?:\s+(?:then|also|just|once|already|finally|eventually|actually|personally|\w+ly))?\s+(?:been|done|gone|seen|run|begun|known|shown|grown|drawn|[a-z]{3,}en|${IRREGULAR_PAST}|[a-z]+ed)\b`,
  'i',
);

/** Curly apostrophes made straight, so "don’t" matches as "don't". */
export const straight = (text: string): string => text.replace(/[\u2018\u2019]/g, "'");

/** The past-tense clauses of `pattern` in the text (verbs like "need" that only look past excluded). */
const pastClauses = (text: string, pattern: RegExp): number =>
  [...straight(text).matchAll(pattern)].filter((m) => !NOT_PAST_ED.has((m[1] ?? '').toLowerCase())).length;

function hasFirstPersonPast(text: string): boolean {
  return FIRST_PERSON_PERFECT.test(straight(text)) || pastClauses(text, FIRST_PERSON_PAST) > 0;
}

/** Habits ("I usually", "Normally, ...", "many times"); "it printed normally again" is no habit. */
const HABITUAL =
  /\b(?:i|we|you)\s+(?:usually|always|normally|typically|generally|often)\b|(?:^|[.!?]\s+)(?:usually|normally|typically|generally|often),?\s|\b(?:in general|whenever|every time|tend to|i would|i'd|i try to|i like to|i make sure|a lot|many times|plenty of)\b/i;

/** Past-tense verbs with or without a subject: the list of "I pulled the log, found the index and added it". */
const PAST_VERB = new RegExp(String.raw`\b(${IRREGULAR_PAST}|[a-z]{3,}ed)\b`, 'gi');
const pastVerbs = (text: string): number => pastClauses(text, PAST_VERB);

/**
 * Whether the answer tells one specific situation: a clause in the simple past by the candidate or their team ("I
 * rewrote the query", "we shipped it") carried by more past-tense verbs, a problem it answered, or an anchor in time
 * or place ("at my last job", "last year", "one Saturday"); habitual framing ("I usually", "many times") needs more
 * of a story than that.
 */
export function hasSpecificSituation(text: string): boolean {
  // Told in the past or in the present: whichever the answer uses, not both counted.
  const clauses = Math.max(pastClauses(text, STORY_PAST), presentTenseActions(straight(text)));
  if (clauses === 0) return false;
  const anchored = SITUATION.test(text) || ANCHOR.test(text);
  const verbs = pastVerbs(text);
  if (HABITUAL.test(text)) return clauses >= 3 || (anchored && verbs >= 3);
  // A problem and what was done about it: "the accruals never matched, so the team built a tracker".
  const problemAndResponse = verbs >= 2 && /\b(?:so|because|after|until)\b/i.test(text);
  return anchored || clauses >= 2 || verbs >= 3 || problemAndResponse;
}

/** A particular moment: a weekday, a month, a season, a year, "once", "one day". */
const ANCHOR =
  /\b(?:19|20)\d\d\b|\bonce\b|\bone (?:day|time|night|morning|evening|week|month|shift|saturday|sunday|monday|tuesday|wednesday|thursday|friday)\b|\b(?:last|this|that|one|in) (?:spring|summer|autumn|fall|winter|january|february|march|april|may|june|july|august|september|october|november|december)\b|\bon (?:a|one|my) (?:night|day|late|early)\b/i;

/** Whether the story says how it ended: an outcome after the first action (numbers in the set-up are no result). */
export function hasOutcome(text: string): boolean {
  const t = straight(text);
  // The candidate's first action, else the team's: "we had 1,400 orders" is the set-up when "I split the lists" follows.
  const action = (pattern: RegExp) =>
    [...t.matchAll(pattern)].find((m) => !NOT_PAST_ED.has((m[1] ?? '').toLowerCase()));
  const first = action(OWN_PAST) ?? action(STORY_PAST);
  // From the first action's verb on: "we learned to test migrations" is its own outcome.
  const from = first?.index === undefined ? 0 : first.index + first[0].length - first[1]!.length;
  // What was found is the problem ("found the job had stopped"), and a change made to a thing is an action ("doubled
  // the order"): neither is how the story ended. Masked with spaces so offsets hold.
  const told = t.replace(NOT_AN_ENDING, (m) => ' '.repeat(m.length));
  return [...told.matchAll(new RegExp(OUTCOME.source, 'gi'))].some((m) => m.index >= from);
}

const NOT_AN_ENDING =
  /\b(?:found|saw|noticed|discovered|realised|realized|spotted)(?: that| out that)? [^,.;]*?(?=[,.;]| and | but | so | which |$)|\b(?:doubled|halved|tripled|cut|reduced|increased|raised|lowered|dropped)(?= (?:the|a|an|our|their|his|her|its|my) )/gi;

/** The candidate's own action in the past: "I rewrote", "I personally called", "my part was". */
export function hasOwnAction(text: string): boolean {
  const own = straight(text).replace(MEMBERSHIP, '');
  return (
    pastClauses(own, OWN_PAST) > 0 ||
    presentTenseActions(own) > 0 ||
    /\bmy (?:own )?(?:part|role|job|task) (?:was|in)\b/i.test(own)
  );
}

/** "I was part of the team", "I was involved in": membership, not an action of one's own. */
const MEMBERSHIP = /\bi (?:was|were) (?:\w+ly )?(?:part of|involved|on|in|a member|one of|with|there|lucky)\b/gi;

/** An action of the team in the past: "we migrated", "our team shipped". */
export function hasTeamAction(text: string): boolean {
  return pastClauses(text, TEAM_PAST) > 0;
}

/** Which kinds of evidence the answer lacks. Pure: the same text always gives the same gaps. */
export function answerGaps(text: string): AnswerGaps {
  return {
    tooShort: words(text).length < MIN_ANSWER_WORDS,
    noExample: !(hasFirstPersonPast(text) || SITUATION.test(text)),
    noOutcome: !hasOutcome(text),
  };
}

/** True when any gap is present, i.e. the answer is worth one follow-up. */
export function lacksEvidence(gaps: AnswerGaps): boolean {
  return gaps.tooShort || gaps.noExample || gaps.noOutcome;
}
