import type { Utterance } from '../transcript.js';
import { classifyAnswer, saysNoExperience, saysNoOtherExample, storyStyle, type AnswerStyle } from './answer-style.js';
import { followUpText, returnPrompt } from './follow-ups.js';
import { orderedTopics, topicsOf, type TopicRef } from './agenda.js';
import { PROBE_MOVES, type MoveName } from './moves.js';
import type { InterviewContext, Interviewer, InterviewerTurn } from './types.js';

/**
 * The deterministic interviewer: offline, no clock and no randomness (time comes only from `ctx.elapsed_ms`, meaning
 * from `ctx.embedder` when given), so the same context always yields the same turn. It is stateless: everything it
 * needs is read back from the transcript (which topics were asked, which moves were made, what the candidate said).
 *
 * Shape of the conversation:
 * - Turn 1 (kind 'greeting') is `plan.opening` followed by the first main question.
 * - Each answer is classified ({@link classifyAnswer}) and the move follows from it: a clarification request gets a
 *   rephrase, an explanation or a deferral; a complete answer moves on; otherwise a probe on the same topic
 *   (probe_specific, probe_own_part, probe_outcome, redirect, alternative_angle once, different_example) while the
 *   probe budget lasts: {@link MAX_PROBES_PER_QUESTION} per main question, {@link MAX_PROBES_PER_COMPETENCY} per
 *   competency, and a third of an average topic's time left.
 * - Main questions (kind 'question') follow {@link orderedTopics}: one per competency first (a competency without a
 *   topic gets one derived from its name), then further topics, then deferred topics, then, while time is left,
 *   returns for a (second) example to competencies with fewer than EXAMPLES_WANTED complete answers, essential ones
 *   first: short answers do not end the interview early, and one good story is not mistaken for enough evidence. A
 *   competency on which the candidate said they have no (other) example is not returned to.
 * - The closing (kind 'closing', done: true) when nothing is left to ask or the time budget says stop.
 *
 * Time budget (from ctx.duration_minutes): a closing reserve of 10% (at most 2 minutes) is kept free; the rest is
 * split evenly across the topics. A competency not yet asked is asked while any time is left before the reserve;
 * another new topic needs one average topic budget left; a probe, a deferred topic or a return needs a third of one.
 */

export const CLOSING_RESERVE_SHARE = 0.1;
export const MAX_CLOSING_RESERVE_MS = 2 * 60_000;
/** A probe, a deferred topic or a return to a gap needs at least this share of an average topic budget left. */
export const FOLLOW_UP_BUDGET_SHARE = 1 / 3;
export const MAX_PROBES_PER_QUESTION = 2;
export const MAX_PROBES_PER_COMPETENCY = 3;
/** Clarifications the candidate may ask on one question before the interviewer moves on. */
export const MAX_CLARIFICATIONS_PER_QUESTION = 2;
/**
 * Returns to competencies that lack examples are paced by the clock: at most one per this much of the
 * interview run so far. The time budget ends them in a real interview; a clock that does not move (a replay, a
 * scripted test) gets none, so the conversation stays bounded.
 */
export const RETURN_PACE_MS = 15_000;
/**
 * Complete examples sought per competency while time is left: the default coverage rule counts a competency as well
 * evidenced from two distinct pieces of evidence, so one story leaves it a gap however good it is.
 */
export const EXAMPLES_WANTED = 2;
/**
 * Returns to a competency that already has a complete example, at most: a second example is asked for, not
 * insisted on. A competency without one is returned to while time (and RETURN_PACE_MS) allows.
 */
export const MAX_RETURNS_PER_COMPETENCY = 2;

/** The decided turn plus what an LLM needs to phrase the same move in its own words. */
export interface Decision {
  turn: InterviewerTurn;
  /** The question asked (main prompt or follow-up), without greeting or transition; null for the closing. */
  question: string | null;
  ref: TopicRef | null;
  /** The style of the answer the move responds to (null for the greeting, closing and a turn without answer). */
  style: AnswerStyle | null;
}

/** Whether an interviewer utterance or turn is a main question (the greeting counts when it carries a topic). */
export function isMainQuestion(u: Pick<Utterance, 'speaker' | 'kind' | 'topic_id'>): boolean {
  return u.speaker === 'interviewer' && (u.kind === 'question' || (u.kind === 'greeting' && u.topic_id !== null));
}

/** A follow-up that spends the probe budget (transcripts from before moves were recorded: every follow-up). */
const isProbe = (u: Utterance): boolean =>
  u.speaker === 'interviewer' && u.kind === 'follow_up' && (u.move === undefined || PROBE_MOVES.has(u.move));

interface Budget {
  /** Average time per topic. */
  topicMs: number;
  /** Time left before the closing reserve. */
  remainingMs: number;
  /** Returns to competencies lacking evidence allowed in the whole interview. */
  maxReturns: number;
}

function budget(ctx: InterviewContext, topicCount: number): Budget {
  const minutes =
    Number.isFinite(ctx.duration_minutes) && ctx.duration_minutes > 0
      ? ctx.duration_minutes
      : ctx.plan.duration_minutes;
  const totalMs = Math.max(0, minutes) * 60_000;
  const askingMs = totalMs - Math.min(MAX_CLOSING_RESERVE_MS, totalMs * CLOSING_RESERVE_SHARE);
  return {
    topicMs: askingMs / Math.max(1, topicCount),
    remainingMs: askingMs - Math.max(0, ctx.elapsed_ms),
    maxReturns: Math.floor(Math.max(0, ctx.elapsed_ms) / RETURN_PACE_MS),
  };
}

function closingText(companyName: string | null, outOfTime: boolean): string {
  const company = (companyName ?? '').replace(/\s+/g, ' ').trim();
  const team = company ? `The hiring team at ${company}` : 'The hiring team';
  return (
    (outOfTime ? "We're close to the end of our time, so let's stop here. " : "That's all the questions I have. ") +
    'Thank you very much for your time and for sharing your experience today. ' +
    `${team} will review this conversation and get in touch with you about the next steps. ` +
    'Have a good rest of your day.'
  );
}

function fallbackOpening(ctx: InterviewContext): string {
  const company = (ctx.company_name ?? '').trim();
  const position = ctx.position.trim();
  const role = position ? `the ${position} role` : 'this role';
  return `Hello, and thank you for joining this interview for ${company ? `${role} at ${company}` : role}.`;
}

const turnOf = (
  kind: InterviewerTurn['kind'],
  text: string,
  ref: TopicRef | null,
  move: MoveName,
  reason: string,
): InterviewerTurn => ({
  text,
  kind,
  topic_id: ref?.topic.id ?? null,
  competency_id: ref?.competency.id ?? null,
  done: kind === 'closing',
  move,
  reason,
});

/** Why each style leads to its probe. */
const PROBE_FOR: Partial<Record<AnswerStyle, [MoveName, string]>> = {
  general: ['probe_specific', 'the answer stayed general: no specific situation'],
  collective: ['probe_own_part', 'the answer said what "we" did, not what the candidate did'],
  no_outcome: ['probe_outcome', 'the answer told the actions but not the outcome'],
  off_topic: ['redirect', 'the answer was not about the question'],
  no_experience: ['alternative_angle', 'the candidate has no direct experience'],
  repeated: ['different_example', 'the answer repeated an example given earlier'],
};

const CLARIFY: Partial<Record<AnswerStyle, [MoveName, string]>> = {
  clarify_repeat: ['rephrase', 'the candidate asked to hear the question again'],
  clarify_meaning: ['explain', 'the candidate asked what the question means'],
};

/** The transcript read back: what was asked, answered and deferred. */
class Reading {
  readonly interviewer: Utterance[];
  constructor(readonly transcript: Utterance[]) {
    this.interviewer = transcript.filter((u) => u.speaker === 'interviewer');
  }
  /** Index of the last main question on the topic of the utterance at `index`. */
  questionIndexBefore(index: number): number {
    return this.transcript.findLastIndex((u, i) => i <= index && isMainQuestion(u));
  }
  turnsSince(index: number): Utterance[] {
    return this.transcript.slice(index + 1).filter((u) => u.speaker === 'interviewer');
  }
  answerAfter(index: number): string {
    const next = this.transcript.findIndex((u, i) => i > index && u.speaker === 'interviewer');
    return this.transcript
      .slice(index + 1, next === -1 ? undefined : next)
      .filter((u) => u.speaker === 'candidate')
      .map((u) => u.text)
      .join(' ')
      .trim();
  }
  asked(topicId: string): boolean {
    return this.interviewer.some((u) => isMainQuestion(u) && u.topic_id === topicId);
  }
  askedCompetency(competencyId: string): boolean {
    return this.interviewer.some((u) => isMainQuestion(u) && u.competency_id === competencyId);
  }
  mainQuestions(competencyId: string): number {
    return this.interviewer.filter((u) => isMainQuestion(u) && u.competency_id === competencyId).length;
  }
  /** Main questions that went back to a topic already asked, apart from deferred topics asked again. */
  returns(): number {
    const mains = this.interviewer.filter(isMainQuestion);
    const defers = this.interviewer.filter((u) => u.move === 'defer').length;
    return Math.max(0, mains.length - new Set(mains.map((u) => u.topic_id)).size - defers);
  }
  /** Topics the candidate asked to come back to and that were not asked again since. */
  deferred(): string[] {
    return this.transcript.flatMap((u, i) => {
      if (u.move !== 'defer') return [];
      const topicId = this.transcript.findLast((c, j) => j < i && c.speaker === 'candidate')?.topic_id;
      const again = this.transcript.some((q, j) => j > i && isMainQuestion(q) && q.topic_id === topicId);
      return topicId && !again ? [topicId] : [];
    });
  }
  /** Whether the candidate said, on the competency, that they have no (other) example: no return asks again. */
  declined(competencyId: string): boolean {
    return this.transcript.some(
      (u) => u.speaker === 'candidate' && u.competency_id === competencyId && saysNoExperience(u.text),
    );
  }
  /** Answers on the competency that tell a complete story (situation, own action, outcome). */
  completeExamples(competencyId: string): number {
    return this.transcript.filter(
      (u) => u.speaker === 'candidate' && u.competency_id === competencyId && storyStyle(u.text) === 'complete',
    ).length;
  }
}

/** Decide the next turn from the context. Deterministic: the same context (and model) gives the same turn. */
export async function decide(ctx: InterviewContext): Promise<Decision> {
  const topics = orderedTopics(ctx.plan);
  const byTopicId = new Map(topics.map((r) => [r.topic.id, r]));
  const read = new Reading(ctx.transcript);
  const time = budget(ctx, topics.length);
  const closing = (outOfTime: boolean): Decision => ({
    turn: turnOf(
      'closing',
      closingText(ctx.company_name, outOfTime),
      null,
      'closing',
      outOfTime ? 'the time budget is spent' : 'every topic was asked and nothing is left to probe',
    ),
    question: null,
    ref: null,
    style: null,
  });

  if (read.interviewer.some((u) => u.kind === 'closing')) return closing(false);
  if (read.interviewer.length === 0) {
    const opening = ctx.plan.opening.trim() || fallbackOpening(ctx);
    const first = topics[0];
    if (!first)
      return { turn: turnOf('greeting', opening, null, 'greeting', 'opening'), question: null, ref: null, style: null };
    const text = `${opening} Let's start with ${first.competency.name}. ${first.topic.prompt}`;
    const turn = turnOf('greeting', text, first, 'greeting', 'opening with the first competency');
    return { turn, question: first.topic.prompt, ref: first, style: null };
  }

  // The answer to the last interviewer turn and the topic it belongs to.
  const lastIndex = ctx.transcript.findLastIndex((u) => u.speaker === 'interviewer');
  const last = ctx.transcript[lastIndex]!;
  const current = last.topic_id ? byTopicId.get(last.topic_id) : undefined;
  let style: AnswerStyle | null = null;
  if (current) {
    const answer = read.answerAfter(lastIndex);
    const question = questionOf(last, current);
    // Answers given before this question was asked: telling one of those stories again is a repeat (the answers to
    // this question's follow-ups continue the same story).
    const questionIndex = read.questionIndexBefore(lastIndex);
    const earlier = ctx.transcript
      .slice(0, Math.max(0, questionIndex))
      .filter((u) => u.speaker === 'candidate' && u.text.trim())
      .map((u) => u.text);
    const chain = ctx.transcript
      .slice(questionIndex + 1)
      .filter((u) => u.speaker === 'candidate' && u.text.trim())
      .map((u) => u.text);
    style = await classifyAnswer(
      {
        answer,
        story: chain.join(' '),
        question,
        about: [current.topic.prompt, current.competency.name, current.competency.description],
        earlier,
      },
      ctx.embedder,
    );
    const sameQuestion = read.turnsSince(questionIndex);
    const follow = (move: MoveName, reason: string): Decision => {
      const text = followUpText({ move, topic: current.topic, competency: current.competency, question, answer });
      return { turn: turnOf('follow_up', text, current, move, reason), question: text, ref: current, style };
    };

    const clarify = CLARIFY[style];
    if (clarify && sameQuestion.filter((u) => !isProbe(u)).length < MAX_CLARIFICATIONS_PER_QUESTION)
      return follow(...clarify);
    const probe = PROBE_FOR[style];
    const why =
      style === 'clarify_later' ? null : reasonToMoveOn(style, answer, current, read, sameQuestion, chain, time);
    if (probe && why === null) return follow(...probe);
    if (style === 'clarify_later') {
      const next = nextMain(read, topics, time, current.topic.id);
      const lead = 'Of course, we can come back to that later.';
      if (!next)
        return follow('rephrase', 'the candidate asked to come back later, but this is the last question; asked again');
      const turn = turnOf(
        'question',
        `${lead} ${next.text}`,
        next.ref,
        'defer',
        `the candidate asked to come back to ${current.competency.name} later; it is asked again before closing`,
      );
      return { turn, question: next.question, ref: next.ref, style };
    }
    const next = nextMain(read, topics, time, null);
    if (!next) return closing(time.remainingMs < time.topicMs * FOLLOW_UP_BUDGET_SHARE);
    const turn = turnOf('question', `Thank you. ${next.text}`, next.ref, 'next_topic', `${why}; ${next.why}`);
    return { turn, question: next.question, ref: next.ref, style };
  }

  const next = nextMain(read, topics, time, null);
  if (!next) return closing(time.remainingMs < time.topicMs * FOLLOW_UP_BUDGET_SHARE);
  const turn = turnOf('question', `Thank you. ${next.text}`, next.ref, 'next_topic', next.why);
  return { turn, question: next.question, ref: next.ref, style };
}

/** Why the interviewer moves on instead of probing the answer (null: probe it). */
function reasonToMoveOn(
  style: AnswerStyle,
  answer: string,
  current: TopicRef,
  read: Reading,
  sameQuestion: Utterance[],
  chain: string[],
  time: Budget,
): string | null {
  if (style === 'complete') return "complete answer: a specific situation, the candidate's own part and the outcome";
  if (!PROBE_FOR[style]) return 'the candidate asked again; moving on';
  // "I think I said all my examples": the stories are told, another angle would ask for one they said they lack.
  if (style === 'no_experience' && saysNoOtherExample(answer)) return 'the candidate has no other example to tell';
  // Another angle was offered when a follow-up says so or, in a transcript without moves, when the candidate already
  // said they had no such experience on this question.
  const angleOffered =
    sameQuestion.some((u) => u.move === 'alternative_angle') || chain.slice(0, -1).some(saysNoExperience);
  if (angleOffered && (style === 'no_experience' || style === 'general'))
    return 'another angle was offered already; no experience to probe';
  const probes = sameQuestion.filter(isProbe).length;
  const competencyProbes = read.interviewer.filter((u) => isProbe(u) && u.competency_id === current.competency.id);
  if (probes >= MAX_PROBES_PER_QUESTION || competencyProbes.length >= MAX_PROBES_PER_COMPETENCY)
    return `probe budget spent on ${current.competency.name}`;
  if (time.remainingMs < time.topicMs * FOLLOW_UP_BUDGET_SHARE) return 'no time left for a follow-up';
  return null;
}

/** The question the last interviewer turn asked: the topic's prompt when the turn holds it, else the turn's text. */
function questionOf(last: Utterance, ref: TopicRef): string {
  return last.text.includes(ref.topic.prompt) ? ref.topic.prompt : last.text;
}

interface NextMain {
  ref: TopicRef;
  text: string;
  question: string;
  why: string;
}

/**
 * The next main question, or null when nothing is left (or no time): a competency never asked, another new topic,
 * a deferred topic, then a return to a competency that lacks a (second) complete example. `skip`: the topic just
 * deferred.
 */
function nextMain(read: Reading, topics: TopicRef[], time: Budget, skip: string | null): NextMain | null {
  const open = topics.filter((r) => r.topic.id !== skip && !read.asked(r.topic.id));
  const lastCompetency = read.interviewer.at(-1)?.competency_id;
  const intro = (r: TopicRef, question: string): string =>
    r.competency.id === lastCompetency ? question : `Let's move on to ${r.competency.name}. ${question}`;
  const main = (r: TopicRef, why: string): NextMain => ({
    ref: r,
    text: intro(r, r.topic.prompt),
    question: r.topic.prompt,
    why,
  });

  const unasked = open.find((r) => !read.askedCompetency(r.competency.id));
  if (unasked && time.remainingMs > 0) return main(unasked, `${unasked.competency.name} not asked yet`);
  if (open[0] && time.remainingMs >= time.topicMs) return main(open[0], `next topic of ${open[0].competency.name}`);
  if (time.remainingMs < time.topicMs * FOLLOW_UP_BUDGET_SHARE) return null;

  const deferred = read.deferred().filter((id) => id !== skip);
  const again = topics.find((r) => deferred.includes(r.topic.id));
  if (again) return main(again, `asking ${again.competency.name} again, as the candidate asked to come back to it`);

  if (read.returns() >= time.maxReturns) return null;
  const examples = (r: TopicRef) => read.completeExamples(r.competency.id);
  const returnsTo = (r: TopicRef) => read.mainQuestions(r.competency.id) - topicsOf(r.competency).length;
  const essentialFirst = (r: TopicRef) => (r.competency.requirement_type === 'essential' ? 0 : 1);
  const gaps = topics
    .filter((r, i) => topics.findIndex((t) => t.competency.id === r.competency.id) === i)
    .filter((r) => !read.declined(r.competency.id))
    .filter((r) => examples(r) === 0 || (examples(r) < EXAMPLES_WANTED && returnsTo(r) < MAX_RETURNS_PER_COMPETENCY))
    .sort((a, b) => essentialFirst(a) - essentialFirst(b) || examples(a) - examples(b) || returnsTo(a) - returnsTo(b));
  const gap = gaps.find((r) => r.competency.id !== lastCompetency) ?? gaps[0];
  if (!gap) return null;
  const own = topicsOf(gap.competency);
  const question = returnPrompt(gap.competency, own, returnsTo(gap));
  const kind = gap.competency.requirement_type === 'essential' ? 'essential' : 'desirable';
  return {
    ref: gap,
    text: question,
    question,
    why: `time is left and ${gap.competency.name} (${kind}) has ${examples(gap)} of ${EXAMPLES_WANTED} complete examples`,
  };
}

export const deterministicInterviewer: Interviewer = {
  name: 'deterministic',
  next: async (ctx) => (await decide(ctx)).turn,
};
