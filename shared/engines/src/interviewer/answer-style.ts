import { cosine, type Embedder } from '../semantic.js';
import { answerGaps, hasOwnAction, hasSpecificSituation, hasTeamAction } from './evidence-check.js';

/**
 * What kind of answer the candidate gave, read from the words (and, when an Embedder is given, their meaning).
 * One style per answer; when an answer has two faults the order of {@link classifyAnswer}'s checks decides
 * (the precedence of eval/interviewer/README.md): the candidate's own request first, then no experience, off-topic,
 * a repeated example, no specific situation, "we" without "I", and last a missing outcome.
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
  /** The question just asked and what it is about (topic prompt, competency name and description). */
  question: string;
  about: readonly string[];
  /** The candidate's answers before this question was asked (a story told there and told again here is a repeat). */
  earlier: readonly string[];
}

/** Clarification requests are short; a long answer that contains "later" or "repeat" is an answer. */
const CLARIFICATION_MAX_WORDS = 25;
const REPEAT =
  /\b(?:repeat|say (?:that|it) again|(?:didn'?t|did not|couldn'?t) (?:quite )?(?:catch|hear|get)|come again|pardon|one more time|lost (?:you|the connection)|cut out)\b/i;
const MEANING =
  /\bwhat (?:do|did) you mean\b|\bwhat (?:does|is) .{1,40} mean\b|\bwhat exactly (?:do|are) you\b|\b(?:clarify|be more specific|explain (?:what|the question)|rephrase)\b|\bnot sure (?:what|i understand|i follow)\b|\b(?:do you|you) mean\b|\bwhat kind of\b.*\?|\bwhich (?:kind|type|sort)\b.*\?|\bin what sense\b|\bwhat are you looking for\b/i;
const LATER =
  /\b(?:come back to (?:this|that|it|the question)|return to (?:this|that|it)|(?:skip|pass on) (?:this|that|it)|(?:answer|do|take) (?:this|that|it) later|think about (?:it|this|that) (?:and|for a)|later\?|move on and come back|circle back|get back to (?:you|this|that|it))\b/i;

const NO_EXPERIENCE =
  /\b(?:i(?:'ve| have)? never|i haven'?t|i have not|i(?:'ve| have)? not (?:had|done|worked|used|been)|i don'?t have (?:any |much |real )?(?:experience|exposure)|no (?:real |direct |hands-on )?experience|never (?:had|done|worked|used|been|got) (?:the |a )?(?:chance|opportunity)?|not had the (?:chance|opportunity)|haven'?t had the (?:chance|opportunity)|didn'?t get (?:the chance|to)|not something i(?:'ve| have) (?:done|had)|not really,? no)\b/i;

/** Words of work: an answer without any of them (and no shared word with the question) is off-topic. */
const WORK_WORDS =
  /\b(?:work|job|team|colleague|manag|boss|supervis|staff|shift|customer|client|patient|user|project|compan|employ|role|task|deadline|problem|issue|bug|error|fail|fix|incident|outage|code|servic|system|process|order|stock|inventor|warehouse|sale|deal|quota|revenue|ward|care|nurs|hospital|support|ticket|data|report|metric|meeting|plan|deploy|release|build|design|test|review|migrat|upgrad|databas|query|server|api|feature|product|invoice|payment|train|course|stud|universit|school|internship|mentor|lead|volunteer)/i;

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

/** Below this similarity to every phrasing of the question, an answer is about something else. */
export const OFF_TOPIC_MAX_SIMILARITY = 0.15;
/** Above this similarity to an earlier answer, the candidate is telling the same story again. */
export const REPEATED_MIN_SIMILARITY = 0.8;
/** Share of an answer's content words already in one earlier answer that makes it a repeat (words only). */
export const REPEATED_MIN_WORD_SHARE = 0.6;
const SAID_BEFORE =
  /\b(?:as i (?:said|mentioned|told you)|like i (?:said|mentioned)|(?:same|that) (?:example|project|story|one) (?:as|i (?:mentioned|gave|told))|i (?:already|just) (?:mentioned|told|described|talked about))\b/i;

function isRepeat(answer: string, earlier: readonly string[]): boolean {
  if (SAID_BEFORE.test(answer)) return earlier.length > 0;
  const words = contentWords(answer);
  if (words.size < 5) return false;
  return earlier.some((e) => overlap(words, contentWords(e)) / words.size >= REPEATED_MIN_WORD_SHARE);
}

/** An answer needs this many content words to be about something else; fewer ("yes, I did that") point back. */
const OFF_TOPIC_MIN_WORDS = 4;

function isOffTopic(s: AnswerSituation): boolean {
  const words = contentWords(s.answer);
  if (words.size < OFF_TOPIC_MIN_WORDS) return false;
  return !WORK_WORDS.test(s.answer) && overlap(words, contentWords([s.question, ...s.about].join(' '))) === 0;
}

const wordCount = (text: string): number => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** The style from the words alone. Pure. */
export function lexicalStyle(s: AnswerSituation): AnswerStyle {
  const text = s.answer.replace(/[\u2018\u2019]/g, "'");
  const short = wordCount(text) <= CLARIFICATION_MAX_WORDS;
  if (short && LATER.test(text)) return 'clarify_later';
  if (short && REPEAT.test(text)) return 'clarify_repeat';
  if (short && MEANING.test(text)) return 'clarify_meaning';
  if (NO_EXPERIENCE.test(text) && !hasSpecificSituation(text.replace(NO_EXPERIENCE, ''))) return 'no_experience';
  if (isOffTopic({ ...s, answer: text })) return 'off_topic';
  if (isRepeat(text, s.earlier)) return 'repeated';
  return storyStyle(text);
}

/** The style of an on-topic story: general, collective, no outcome or complete. */
export function storyStyle(text: string): 'general' | 'collective' | 'no_outcome' | 'complete' {
  // A story told only in "we" asks for the own part first, even when it is thin: the own part is what is missing.
  if (hasTeamAction(text) && !hasOwnAction(text)) return 'collective';
  if (!hasSpecificSituation(text)) return 'general';
  if (answerGaps(text).noOutcome) return 'no_outcome';
  return 'complete';
}

/**
 * The style, with meaning when an Embedder is given: an answer far from every phrasing of the question is off-topic
 * and one close to an earlier answer is a repeat, even when they share no words. Deterministic for a given model.
 */
export async function classifyAnswer(s: AnswerSituation, embedder?: Embedder): Promise<AnswerStyle> {
  const style = lexicalStyle(s);
  if (!embedder || !['general', 'collective', 'no_outcome', 'complete', 'off_topic'].includes(style)) return style;
  const about = [s.question, ...s.about].filter((t) => t.trim());
  const [answer, ...rest] = await embedder.embed([s.answer, ...about, ...s.earlier]);
  const sims = rest.map((v) => cosine(answer!, v));
  const topical = Math.max(...sims.slice(0, about.length));
  const enough = contentWords(s.answer).size >= OFF_TOPIC_MIN_WORDS;
  if (enough && topical < OFF_TOPIC_MAX_SIMILARITY && !WORK_WORDS.test(s.answer)) return 'off_topic';
  if (style === 'off_topic') return storyStyle(s.answer);
  if (sims.slice(about.length).some((sim) => sim >= REPEATED_MIN_SIMILARITY)) return 'repeated';
  return style;
}
