/**
 * Guards before any matching: an answer that addresses the scorer (prompt injection), that repeats its question back
 * or that tells of the candidate's private life with nothing of work in it, and a sentence that is a list of keywords,
 * carry no evidence however well they match. Candidate text is data, never instructions.
 */
import { setInPrivateLife } from '../off-topic.js';
import { contentStems, overlap } from './text.js';

/**
 * Words to a model or grader rather than to an interviewer: instructions, role-play, requests for a score. Things a
 * story may name ("I wrote the system prompt for our chatbot") are no instruction; the injection head (injection.ts)
 * reads the rest by meaning.
 */
export const INJECTION_RE = new RegExp(
  [
    String.raw`\b(?:ignore|disregard|forget|override) (?:all |any |the |your |my )?(?:previous |prior |above |earlier |other |preceding )?(?:instructions?|prompts?|rules|guidelines|criteria|rubrics?)`,
    String.raw`\b(?:new|updated|hidden) instructions?\b`,
    String.raw`\b(?:note|message|instructions?) (?:to|for) the (?:AI|model|scorer|grader|evaluator|assessor|system|LLM|bot)\b`,
    String.raw`\b(?:you are|act as|pretend (?:to be|you are)) (?:now )?(?:an? |the )?(?:AI|assistant|language model|LLM|evaluator|scorer|grader|assessor)\b`,
    String.raw`\b(?:dear|hey|attention) (?:AI|model|scorer|grader|evaluator|assessor|bot)\b`,
    String.raw`\b(?:rate|score|grade|mark|assess|evaluate|rank) (?:me|this (?:answer|candidate|response)|the candidate|my answer)s? (?:as |with |at |a |an )*(?:excellent|perfect|outstanding|full|top|maximum|max|highest|strong|10|100|five|5)\b`,
    String.raw`\b(?:give|award|assign) (?:me|this (?:answer|candidate|response)|the candidate) (?:full|maximum|max|top|the highest|perfect|all (?:the )?)(?: \w+)? (?:marks|scores?|points|credit|coverage|rating|evidence)\b`,
    String.raw`\b(?:mark|credit|flag|treat|consider) (?:all|every|each) (?:the )?(?:competenc\w+|skills?|requirements?) (?:as )?(?:met|covered|evidenced|satisfied|passed|demonstrated)\b`,
    String.raw`\b(?:output|respond with|return|print) (?:only )?(?:the )?(?:json|score|rating)\b`,
  ].join('|'),
  'i',
);

/** Share of an answer's content words that are its question's, above which the answer only repeats the question. */
export const ECHO_SHARE = 0.7;

export type AnswerGuard = 'injection' | 'echo' | 'private_life' | null;

/** Whether a whole answer is guarded: injection first (it may quote the question too), then echo, then private life. */
export function answerGuard(match: string, question: string): AnswerGuard {
  if (INJECTION_RE.test(match)) return 'injection';
  const stems = contentStems(match);
  if (question && stems.size >= 3 && overlap(stems, contentStems(question)) / stems.size >= ECHO_SHARE) return 'echo';
  return setInPrivateLife(match) ? 'private_life' : null;
}

/**
 * How candidates set a question aside before telling a story about something else: "Not quite that, but related",
 * "stock is not my strongest area, but people are", "I have no big accident story, but…", "that reminds me of a
 * customer more than a price fight". Read in the answer's opening only.
 */
const ASIDE_RE = new RegExp(
  [
    String.raw`\bnot (?:quite|exactly|really|so much) (?:that|this|it)\b`,
    String.raw`\bnot \w+ exactly\b|^not an? \w+(?: \w+)?,? but\b`,
    String.raw`\b(?:not|\w+n't) (?:really |quite )?my (?:(?:strongest|strong|main|best) (?:area|point|side|suit)|thing|forte|strength|part|area)\b`,
    String.raw`\bnot the (?:\w+est|most \w+) (?:\w+ )?(?:person|one)\b`,
    String.raw`\b(?:no|not an?|don't have an?) (?:[\w.-]+ ){0,2}(?:story|example)\b[^.]*\bbut\b`,
    String.raw`\b(?:fits?|belongs?|goes) better (?:elsewhere|under|with)\b`,
    String.raw`\b(?:the )?other (?:end|side) of (?:the|this|that)\b`,
    String.raw`\b(?:reminds me of|makes me think of)\b[^.]*\b(?:rather than|more than|instead of)\b`,
    String.raw`\ba different (?:kind|sort|type) of\b`,
    String.raw`\bmore (?:about|to do with) (?:\w+ ){1,3}than\b`,
  ].join('|'),
  'i',
);

const OPENING_END = /[.!?:;](?:\s|$)/;

/** Whether the answer opens by setting its question aside: the story that follows is about something else. */
export function setsQuestionAside(match: string): boolean {
  return ASIDE_RE.test(match.split(OPENING_END)[0] ?? '');
}

/** A text without its opening clause: the story after "Not quite that, but related:" ('' when nothing follows). */
export function afterOpening(match: string): string {
  const end = OPENING_END.exec(match);
  return end ? match.slice(end.index + end[0].length).trim() : '';
}

/** A sentence that is mostly a list of short items (skills, buzzwords): keyword stuffing, whatever it names. */
export const STUFFING_ITEMS = 5;
export const STUFFING_ITEM_WORDS = 3;
/** Share of the items that are that short; a story told as a list of actions has longer items among them. */
export const STUFFING_SHORT_SHARE = 0.8;

export function isKeywordList(match: string): boolean {
  const items = match
    .split(/[,;/|]|\band\b|\bas well as\b/i)
    .map((s) => s.trim().split(/\s+/).filter(Boolean).length)
    .filter((n) => n > 0);
  const short = items.filter((n) => n <= STUFFING_ITEM_WORDS).length;
  return items.length >= STUFFING_ITEMS && short / items.length >= STUFFING_SHORT_SHARE;
}
