/**
 * The output check of a model-worded interviewer turn: the model only words what the deterministic interviewer
 * decided, and "do not evaluate" in a prompt is a request, not a guarantee. So every reply is read with the text
 * layer, and one that praises, judges or promises, presumes a fact, or asks more questions than its move has, is
 * refused; the caller says the offline wording instead and reports why.
 */
import { readSentences, type Sentence } from '../text/reader.js';
import type { Decision } from './deterministic.js';
import { presumedPhrases } from './presumption.js';

export type ReplyFault = 'praise' | 'verdict' | 'promise' | 'presumption' | 'questions';

/** Words that grade what was said, in any sentence that is not itself a question. */
const PRAISE = new Set(
  (
    'great excellent impressive impressed fantastic wonderful amazing brilliant outstanding superb perfect awesome ' +
    'terrific remarkable exceptional stellar phenomenal incredible insightful bravo congratulations'
  ).split(' '),
);
/** Milder words that grade only when they are about what was said ("That's a good example"), not "have a good day". */
const MILD = new Set('good nice solid strong helpful interesting love lovely'.split(' '));
const SAID = new Set('answer example story response point job work that this it'.split(' '));

/** Judgements of the candidate as a hire, in a sentence that says "you". */
const VERDICT = new Set('fit qualified suitable ideal hireable shortlisted passed'.split(' '));

/** Outcomes of the hiring process no interviewer may promise ("you will get an offer", "you'll move forward"). */
const OUTCOME: readonly (readonly string[])[] = [
  ['offer'],
  ['hired'],
  ['successful'],
  ['shortlisted'],
  ['next', 'round'],
  ['move', 'forward'],
  ['moving', 'forward'],
  ['get', 'the', 'job'],
  ['get', 'the', 'role'],
  ['get', 'the', 'position'],
];
const MODALS = new Set(['will', "'ll", 'shall', 'going', 'definitely', 'surely', 'certainly']);
const YOU = new Set(['you', 'your', "you're", 'yourself']);

const isQuestion = (s: Sentence) => s.text.trim().endsWith('?');
const words = (s: Sentence) => s.tokens.map((t) => t.lower);
const addressed = (s: Sentence) => words(s).some((w) => YOU.has(w));
const contains = (s: Sentence, phrase: readonly string[]) =>
  words(s).some((_, i, all) => phrase.every((w, k) => all[i + k] === w));
const content = (s: Sentence) => s.tokens.filter((t) => t.pos !== 'PUNCT');

/** A sentence that grades: a praise word, or a mild one about what was said or standing alone ("Good."). */
function grades(s: Sentence): boolean {
  const lower = words(s);
  if (lower.some((w) => PRAISE.has(w))) return true;
  if (!lower.some((w) => MILD.has(w))) return false;
  return content(s).length <= 2 || lower.some((w) => SAID.has(w));
}

/** The candidate's words a reply quotes back are theirs: judged neither as praise nor as a question. */
const unquoted = (text: string): string => text.replace(/"[^"]*"|\u201c[^\u201d]*\u201d/g, '""');
const questionMarks = (text: string): number => [...unquoted(text)].filter((c) => c === '?').length;

/**
 * What is wrong with a reply for the decided move: an empty list when it may be said. "One question" is the decided
 * one: a reply asks no more question sentences than the offline wording of the move ("What was your own part in it?
 * What did you personally do?" is one question), and a closing asks none.
 */
export function replyFaults(text: string, decision: Decision, known: readonly string[]): ReplyFault[] {
  const statements = readSentences(unquoted(text)).filter((s) => !isQuestion(s));
  const has = (s: Sentence, set: ReadonlySet<string>) => words(s).some((w) => set.has(w));
  const faults: ReplyFault[] = [];
  if (statements.some(grades)) faults.push('praise');
  if (statements.some((s) => addressed(s) && has(s, VERDICT))) faults.push('verdict');
  if (statements.some((s) => addressed(s) && has(s, MODALS) && OUTCOME.some((p) => contains(s, p))))
    faults.push('promise');
  if (presumedPhrases(text, known).length) faults.push('presumption');
  const allowed = decision.turn.move === 'closing' ? 0 : Math.max(1, questionMarks(decision.turn.text));
  if (questionMarks(text) > allowed) faults.push('questions');
  return faults;
}
