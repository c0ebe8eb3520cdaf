import { cosine, type Embedder } from '../semantic.js';
import { hasOutcome, hasOwnAction, hasSpecificSituation, hasTeamAction, straight } from '../story-evidence.js';
import { OFF_TOPIC_ANCHORS, setInPrivateLife } from '../off-topic.js';

/**
 * What kind of answer the candidate gave, read from the words (and, when an Embedder is given, their meaning).
 * One style per answer; when an answer has two faults the order of {@link classifyAnswer}'s checks decides
 * (the precedence of eval/interviewer/README.md): the candidate's own request first, then off-topic (no experience
 * when the answer says so), a repeated example, no specific situation, "we" without "I", and last a missing outcome.
 */
export type AnswerStyle =
  | 'clarify_repeat'
  | 'clarify_meaning'
  | 'clarify_later'
  | 'no_experience'
  | 'off_topic'
  | 'repeated'
  | 'general'
  | 'collective'
  | 'no_outcome'
  | 'complete';

export interface AnswerSituation {
  answer: string;
  /**
   * The story so far on this question: the candidate's answers since it was asked, this one included (an outcome
   * given in reply to "what was the result?" completes the story told just before). Defaults to `answer`.
   */
  story?: string;
  /** The question just asked and what it is about (topic prompt, competency name and description). */
  question: string;
  about: readonly string[];
  /** The candidate's answers before this question was asked (a story told there and told again here is a repeat). */
  earlier: readonly string[];
}

/** Clarification requests are short; a long answer that contains "later" or "repeat" is an answer. */
const CLARIFICATION_MAX_WORDS = 25;
const REPEAT =
  /\b(?:repeat|say (?:that|it|the question) again|say again|once more|missed (?:that|it|the question|what you said)|speak up|a bit slower|(?:didn'?t|did not|couldn'?t|could not) (?:quite )?(?:catch|hear|get)|come again|pardon|one more time|lost (?:you|the connection)|cut out)\b/i;
const MEANING =
  /\bwhat (?:do|did) you mean\b|\bwhat (?:does|is) .{1,40} mean\b|\bwhat exactly (?:do|are) you\b|\b(?:clarify|be more specific|explain (?:what|the question)|rephrase)\b|\bnot sure (?:what|i understand|i follow)\b|\b(?:do you|you) mean\b|\bwhat kind of\b.*\?|\bwhich (?:kind|type|sort)\b.*\?|\bin what sense\b|\bwhat are you looking for\b|\bwhat is meant\b|\bwhat would count as\b/i;
const LATER =
  /\b(?:come back to (?:this|that|it|the question)|return to (?:this|that|it)|(?:skip|pass on) (?:this|that|it)|(?:answer|do|take) (?:this|that|it) later|think about (?:it|this|that) (?:and|for a)|later\?|move on and come back|circle back|get back to (?:you|this|that|it)|leave (?:this|that|it)(?: one)? (?:for|until|till) (?:later|the end))\b/i;
/** "Later", "for now", "at the end" in a request ("Could we do this one at the end?"). */
const LATER_REQUEST = /\b(?:later|for now|at the end)\b/i;
const REQUEST = /\b(?:can|could|may|might|would)\b.*\b(?:i|we|it)\b|\?\s*$/i;

const NO_EXPERIENCE =
  /\b(?:i(?:'ve| have) never|i never (?:\w+ed|had|did|was|got|led|ran|saw|came|dealt|went|took|made|held)\b|i (?:was|were) never|i haven'?t|i have not|i(?:'ve| have)? not (?:had|done|worked|used|been)|i (?:don'?t|do not) have (?:any |much |real )?(?:experience|exposure)|no (?:real |direct |hands-on )?experience|never (?:had|got) (?:the |a )?(?:chance|opportunity)|(?<!\w )never (?:had|done|worked|used|been|dealt)|i'd never (?:\w+ed|had|done|been)|not had the (?:chance|opportunity)|haven'?t had the (?:chance|opportunity)|didn'?t get (?:the chance|to)|not something i(?:'ve| have) (?:done|had)|not really|nothing comes to mind|(?:don'?t|do not) (?:have|recall|remember) (?:a|an|any) (?:specific |particular |concrete |real )?(?:example|story|situation|time)|(?:can'?t|cannot|can not) think of (?:anything|one|an example|a time)|(?:don'?t|do not) think i (?:have|had)|i only (?:worked|did|had|read)|(?:did not|didn'?t) (?:deal|work) with|not personally|nothing like that|never come across|(?:has|have)(?: not|n'?t) come up|i only (?:just )?(?:finished|started|joined))\b/i;
/** No other example than those told: "I think I said all my examples", "I have covered that with the examples I gave". */
const NO_OTHER_EXAMPLE =
  /\b(?:(?:said|say|told|tell|gave|give|given|shared) (?:you )?(?:everything i (?:have|had|know|can think of)|all i (?:have|had|know))|all (?:of )?my examples|no (?:other|more|further) (?:examples?|stories|situations?)|(?:don'?t|do not) have (?:another|any other|any more|a second|more) (?:one|examples?|stories)|that'?s (?:all|everything) i have|(?:can'?t|cannot) think of (?:another|any other|a second|more)|i(?:'ve| have)? (?:already )?(?:covered|answered) (?:that|this|it)|the (?:examples?|stories) i (?:gave|have given|told|shared|mentioned)|(?:those|these) (?:examples )?are (?:the|my) (?:best|only)|(?:the|my) (?:best|only) (?:examples?|ones?|stories|story) i (?:have|had|can think of)|answer(?:ed)? (?:this|that|it) already)\b/i;

/** Whether the answer says the candidate has told every example they have ("I think I said all my examples"). */
export const saysNoOtherExample = (answer: string): boolean => NO_OTHER_EXAMPLE.test(straight(answer));

/**
 * Whether the answer says the candidate has no such experience, or no other example. "I never" counts with a past
 * tense ("I never worked nights"), not with a habit ("I never give discounts without getting something back"), and
 * only of the candidate ("a new colleague had never worked on a large codebase" is part of a story).
 */
export const saysNoExperience = (answer: string): boolean =>
  NO_EXPERIENCE.test(straight(answer)) || saysNoOtherExample(answer);

const CONTENT_STOP = new Set(
  (
    'a an the and or but if then so as of to in on at by for from with about into over after before during than ' +
    'is are was were be been being am do does did have has had will would could should can may might must ' +
    'i you he she it we they me him her us them my our your his their its what which who when where why how ' +
    'this that these those there here not no yes very just also too more most some any all one tell me time ' +
    'really quite much lot well good great like get got make made think know say said go went describe give ' +
    'example situation specific walk through'
  ).split(' '),
);

export const contentWords = (text: string): Set<string> =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 2 && !CONTENT_STOP.has(w))
      .map((w) => w.replace(/(?:ing|ed|es|s)$/, '').slice(0, 6)),
  );

const overlap = (a: Set<string>, b: Set<string>): number => [...a].filter((w) => b.has(w)).length;

/** An answer needs this many content words to be about something else; fewer ("yes, I did that") point back. */
const OFF_TOPIC_MIN_WORDS = 4;
/** Verbs after "I"/"we" that state an opinion or a wish rather than tell something done ("I think", "will I get"). */
const NOT_ACTIONS = new Set(
  'am are was were think thought believe feel felt guess hope love like enjoy know mean wish want prefer suppose get need could should will can really'.split(
    ' ',
  ),
);

/**
 * Whether the candidate speaks of what they (or their team) did or are ("I cycled", "we put", "I'm a hard worker"),
 * rather than giving an opinion, a wish or a remark about others.
 */
function speaksOfSelf(answer: string): boolean {
  const text = answer.toLowerCase();
  return (
    /\bi(?:'m| am)\b/.test(text) ||
    hasTeamAction(answer) ||
    [...text.matchAll(/\b(?:i|we)\s+(?:(?:\w+ly|all|also|just|then|both)\s+)?([a-z']+)/g)].some(
      (m) => !NOT_ACTIONS.has(m[1]!),
    )
  );
}

/** Words of work: an answer without any of them and without a word of the question is about something else. */
const WORK_WORDS =
  /\b(?:work|job|team|colleague|manag|boss|supervis|staff|shift|customer|client|patient|user|project|compan|employ|role|task|deadline|problem|issue|bug|error|fail|fix|incident|outage|code|servic|system|process|order|stock|inventor|warehouse|sale|deal|quota|revenue|ward|care|nurs|hospital|support|ticket|data|report|metric|meeting|plan|deploy|release|build|design|test|review|migrat|upgrad|databas|query|server|api|feature|product|invoice|payment|train|course|stud|universit|school|internship|mentor|lead|volunteer)/i;

/** A question about the terms of the job instead of an answer ("how does the commission plan work?"). */
const TERMS_QUESTION =
  /\b(?:salary|pay|paid|commission|earnings|bonus(?:es)?|benefits|remote|holidays|rota|hours|parking)\b[^.!?]*\?\s*$/i;
/** A question back about the job or its people ("What is the team like?", "Is there a bonus…?"), not about answering. */
const JOB_QUESTION =
  /(?:^|[.!?]\s+)(?!(?:can|could|may|should|shall) i\b|do you (?:want|mean)|would you like)[^.!?]*\b(?:here|this (?:role|job|position)|the (?:role|job|position|team|company|hospital|ward|site|office|store|shop|warehouse)|is there|are there|do you|does (?:the|your))\b[^.!?]*\?/i;
/** A verdict on things or people rather than something done: "the tools are terrible", "if you ask me". */
const OPINION =
  /\b(?:if you ask me|in my opinion|to be honest|honestly|(?:is|are|was|were|has|have) (?:so |really |just |absolutely |completely |gone )?(?:terrible|awful|impossible|ridiculous|unfair|useless|a joke|mad|the worst)|not fair|i (?:love|hate|really like|enjoy)\b)/i;
/** The candidate's claim about their own practice ("I always…", "I am good at…"): general, to be probed, not off-topic. */
const OWN_PRACTICE =
  /\bi(?:'m| am)? (?:always|usually|often|normally|never|try|make sure|(?:am|'m) (?:good|great|strong|used))\b|\bi(?:'ve| have) (?:done|handled|led|worked|managed)\b/i;

/** Words of a claim of experience that name no work of their own ("done that a lot in my previous jobs"). */
const CLAIM_WORDS = new Set([
  ...contentWords('done previous jobs always experience years plenty many times handled worked similar before fine'),
]);
/** Content words beyond those a claim is made of: a claim of experience with at most this many points to the question. */
const CLAIM_OWN_WORDS = 2;

/**
 * A general claim of the candidate's own experience with the asked work ("Yes, I have done that a lot in my previous
 * jobs, and it always went well"): it names nothing else, so it is about the question and calls for one specific time.
 */
const claimsAskedWork = (answer: string): boolean =>
  OWN_PRACTICE.test(answer) &&
  !hasSpecificSituation(answer) &&
  [...contentWords(answer)].filter((w) => !CLAIM_WORDS.has(w)).length <= CLAIM_OWN_WORDS;

/**
 * Off-topic by words: a story set in the candidate's private life with nothing of work in it (a mother's tablets
 * under a medication question share its words, yet answer something else), a question about the job's terms, or no
 * word of the question and nothing of the candidate's own (an opinion, a question, a remark about others). Without
 * the meaning of the answer (`wordsOnly`), also a story with nothing of work in it (the weather, a weekend); with it,
 * the off-topic anchors judge those.
 */
function isOffTopic(s: AnswerSituation, wordsOnly: boolean): boolean {
  const words = contentWords(s.answer);
  if (words.size < OFF_TOPIC_MIN_WORDS) return false;
  if (setInPrivateLife(s.answer) || TERMS_QUESTION.test(s.answer)) return true;
  // A question about the job, or a verdict on others, with no story of the candidate's in it.
  const noStory = !hasSpecificSituation(s.answer);
  if (noStory && (JOB_QUESTION.test(s.answer) || (OPINION.test(s.answer) && !OWN_PRACTICE.test(s.answer)))) return true;
  if (overlap(words, contentWords([s.question, ...s.about].join(' '))) > 0) return false;
  return !speaksOfSelf(s.answer) || (wordsOnly && !WORK_WORDS.test(s.answer));
}

/** Retelling markers: "again", "as before", "I mentioned", "the same patient". */
const SAID_BEFORE =
  /\b(?:again|as before|(?:already|earlier) (?:told|mentioned|described|said)|(?:told you|mentioned|described|talked about|said) (?:it |this |that )?(?:already|before|earlier)|i (?:already |just )?(?:told you|mentioned|described|talked about)|same (?:one|story|thing|example|project|patient|customer|client|day|case|situation|deal|incident|shift|person|lady|man)|as i (?:said|mentioned))\b/i;
/** Content words shared with one earlier answer that, with a retelling marker, make a repeat. */
const REPEAT_MARKED_SHARED_WORDS = 2;
/** Without a marker: this share of the answer's content words, and at least this many, found in one earlier answer. */
export const REPEATED_MIN_WORD_SHARE = 0.5;
const REPEAT_UNMARKED_SHARED_WORDS = 4;

function isRepeat(answer: string, earlier: readonly string[]): boolean {
  const words = contentWords(answer);
  if (words.size === 0) return false;
  const shared = Math.max(0, ...earlier.map((e) => overlap(words, contentWords(e))));
  // A retelling says so as it starts ("The March reconciliation again"); "it never happened again" later on does not.
  const opening = answer.split(/(?<=[.!?])\s/)[0] ?? '';
  if (SAID_BEFORE.test(opening)) return shared >= REPEAT_MARKED_SHARED_WORDS;
  return shared >= REPEAT_UNMARKED_SHARED_WORDS && shared / words.size >= REPEATED_MIN_WORD_SHARE;
}

/** Only an earlier answer that told a situation can be retold: repeating "yes, I did that" is no repeated example. */
const earlierStories = (s: AnswerSituation): string[] => s.earlier.filter(hasSpecificSituation);

const wordCount = (text: string): number => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** The style from the words alone (`wordsOnly`: no meaning will refine it). Pure. */
export function lexicalStyle(s: AnswerSituation, wordsOnly = true): AnswerStyle {
  const text = straight(s.answer);
  const short = wordCount(text) <= CLARIFICATION_MAX_WORDS;
  if (short && (LATER.test(text) || (LATER_REQUEST.test(text) && REQUEST.test(text)))) return 'clarify_later';
  if (short && REPEAT.test(text)) return 'clarify_repeat';
  if (short && MEANING.test(text)) return 'clarify_meaning';
  // "I have never led a shift; last Christmas I was a picker" sets out why, it is no story: only a complete one (an
  // example from elsewhere, with the candidate's own action and its outcome) outweighs the "never".
  if (
    saysNoExperience(text) &&
    storyStyle(text.replace(NO_EXPERIENCE, '').replace(NO_OTHER_EXAMPLE, '')) !== 'complete'
  )
    return 'no_experience';
  // A retelling points back at an earlier answer rather than at the question: not off-topic.
  if (isRepeat(text, earlierStories(s))) return 'repeated';
  // Vague is not off-topic: a claim about the asked work calls for one specific time.
  if (claimsAskedWork(text)) return 'general';
  if (isOffTopic({ ...s, answer: text }, wordsOnly)) return 'off_topic';
  return storyStyle(s.story ?? text);
}

/** The style of an on-topic story: general, collective, no outcome or complete. */
export function storyStyle(text: string): 'general' | 'collective' | 'no_outcome' | 'complete' {
  if (!hasSpecificSituation(text)) return 'general';
  if (hasTeamAction(text) && !hasOwnAction(text)) return 'collective';
  if (!hasOutcome(text)) return 'no_outcome';
  return 'complete';
}

/** How much closer to an off-topic anchor than to the question an answer must be (calibrated on the train split). */
export const OFF_TOPIC_MARGIN = 0.14;
/** Above this similarity to an earlier answer, the candidate is telling the same story again. */
export const REPEATED_MIN_SIMILARITY = 0.65;
const STORY_STYLES: readonly AnswerStyle[] = ['general', 'collective', 'no_outcome', 'complete'];

/**
 * The style, with meaning when an Embedder is given: a story much closer to the off-topic anchors than to the
 * question is off-topic, and one close to an earlier answer is a repeat, even when they share few words.
 * Deterministic for a given model.
 */
export async function classifyAnswer(s: AnswerSituation, embedder?: Embedder): Promise<AnswerStyle> {
  const style = lexicalStyle(s, !embedder);
  if (!embedder || !STORY_STYLES.includes(style)) return style;
  // A claim about the asked work is probed for one time, whatever the model hears in it.
  if (style === 'general' && claimsAskedWork(straight(s.answer))) return style;
  const about = [s.question, ...s.about].filter((t) => t.trim());
  const [answer, ...rest] = await embedder.embed([s.answer, ...about, ...OFF_TOPIC_ANCHORS, ...earlierStories(s)]);
  const sims = rest.map((v) => cosine(answer!, v));
  const onTopic = Math.max(...sims.slice(0, about.length));
  const offTopic = Math.max(...sims.slice(about.length, about.length + OFF_TOPIC_ANCHORS.length));
  const enough = contentWords(s.answer).size >= OFF_TOPIC_MIN_WORDS;
  // A complete story (situation, own action, outcome) is evidence whatever it sounds like; only thinner answers can be
  // judged off-topic by meaning.
  if (enough && style !== 'complete' && offTopic - onTopic >= OFF_TOPIC_MARGIN) return 'off_topic';
  if (sims.slice(about.length + OFF_TOPIC_ANCHORS.length).some((sim) => sim >= REPEATED_MIN_SIMILARITY))
    return 'repeated';
  return style;
}
