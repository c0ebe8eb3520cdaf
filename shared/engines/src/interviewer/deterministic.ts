import type { PlanCompetency, Plan, QuestionTopic } from '../planner/types.js';
import type { Utterance } from '../transcript.js';
import { answerGaps, lacksEvidence, type AnswerGaps } from './evidence-check.js';
import type { InterviewContext, Interviewer, InterviewerTurn } from './types.js';

/**
 * The deterministic interviewer: offline, no clock and no randomness (time comes only from `ctx.elapsed_ms`), so
 * the same context always yields the same turn. It is stateless: everything it needs is read back from the
 * transcript (which topics were asked, which were followed up, what the candidate just said).
 *
 * Shape of the conversation:
 * - Turn 1 is ONE turn of kind 'greeting' whose text is `plan.opening` (which names the company) followed by the
 *   first main question; it carries that question's topic_id/competency_id and counts as the first main question.
 * - Then one main question (kind 'question') per question topic, essential competencies first and desirable ones
 *   after, each group in plan order, topics in plan order within a competency.
 * - After each answer to a main question: if the answer lacks evidence (see {@link answerGaps}: too short, no
 *   concrete first-person past example, or no outcome) ONE follow-up (kind 'follow_up') on that topic; never a
 *   second one on the same topic. A concrete answer goes straight on. A missing answer (the candidate said nothing
 *   since the question) counts as lacking evidence.
 * - The closing turn (kind 'closing', done: true, topic/competency null) when every topic was asked or the time
 *   budget says stop. Once closed, further calls return the closing turn again.
 *
 * Time budget (from ctx.duration_minutes): a closing reserve of 10% of the interview (at most 2 minutes) is kept
 * free; the rest is split evenly across the question topics. A new main question is asked only while the time left
 * before the reserve is at least one average topic budget; a follow-up only while it is at least a third of one.
 */

/** Share of the interview kept free for the closing, capped at {@link MAX_CLOSING_RESERVE_MS}. */
export const CLOSING_RESERVE_SHARE = 0.1;
export const MAX_CLOSING_RESERVE_MS = 2 * 60_000;
/** A follow-up needs at least this share of an average topic budget left. */
export const FOLLOW_UP_BUDGET_SHARE = 1 / 3;

export interface TopicRef {
  competency: PlanCompetency;
  topic: QuestionTopic;
}

/** Why the interviewer chose its move; the LLM adapter phrases the turn from this. */
export type MoveReason = 'greeting' | 'next_topic' | 'follow_up' | 'closing_complete' | 'closing_time';

/** The decided move: the deterministic turn plus what an LLM needs to phrase the same move in its own words. */
export interface Move {
  turn: InterviewerTurn;
  reason: MoveReason;
  /** The decided question (main prompt or follow-up), without greeting or transition; null for the closing. */
  question: string | null;
  /** The topic the move belongs to; null for the closing (and a greeting on a plan with no topics). */
  ref: TopicRef | null;
  /** For a follow-up: what the answer lacked. */
  gaps: AnswerGaps | null;
}

/** The plan's question topics in asking order: essential competencies first, then desirable, each in plan order. */
export function orderedTopics(plan: Plan): TopicRef[] {
  const essential = plan.competencies.filter((c) => c.requirement_type === 'essential');
  const rest = plan.competencies.filter((c) => c.requirement_type !== 'essential');
  return [...essential, ...rest].flatMap((competency) =>
    competency.question_topics.map((topic) => ({ competency, topic })),
  );
}

/** Whether an interviewer utterance or turn is a main question (the greeting counts when it carries a topic). */
export function isMainQuestion(u: Pick<Utterance, 'speaker' | 'kind' | 'topic_id'>): boolean {
  return u.speaker === 'interviewer' && (u.kind === 'question' || (u.kind === 'greeting' && u.topic_id !== null));
}

interface Budget {
  /** Average time per topic. */
  topicMs: number;
  /** Time left before the closing reserve starts. */
  remainingMs: number;
}

function budget(ctx: InterviewContext, topicCount: number): Budget {
  const minutes =
    Number.isFinite(ctx.duration_minutes) && ctx.duration_minutes > 0
      ? ctx.duration_minutes
      : ctx.plan.duration_minutes;
  const totalMs = Math.max(0, minutes) * 60_000;
  const reserveMs = Math.min(MAX_CLOSING_RESERVE_MS, totalMs * CLOSING_RESERVE_SHARE);
  const askingMs = totalMs - reserveMs;
  return {
    topicMs: askingMs / Math.max(1, topicCount),
    remainingMs: askingMs - Math.max(0, ctx.elapsed_ms),
  };
}

/** The follow-up for a topic, chosen by what the answer lacks. */
export function followUpText(topic: QuestionTopic, gaps: AnswerGaps): string {
  const planned = topic.follow_ups.find((f) => f.trim() !== '')?.trim();
  // The plan's follow-ups dig deeper into a story the candidate told; without a story they make no sense, so a
  // missing example gets a generic probe for one (and for its outcome, when that is missing too).
  if (gaps.noExample) {
    return gaps.noOutcome
      ? 'Could you walk me through a specific example from your own work: what the situation was, what you did yourself, and what the outcome was?'
      : 'Could you walk me through a specific example from your own work: what the situation was and what you did yourself?';
  }
  if (planned) return gaps.noOutcome ? `${planned} And what was the outcome in the end?` : planned;
  if (gaps.noOutcome) return 'What was the outcome? For example, what changed or improved, and how did you know?';
  return 'Could you tell me a bit more about that: what the situation was, what you did, and how it turned out?';
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

function turnFor(kind: InterviewerTurn['kind'], text: string, ref: TopicRef | null, done = false): InterviewerTurn {
  return { text, kind, topic_id: ref?.topic.id ?? null, competency_id: ref?.competency.id ?? null, done };
}

/** Decide the next move from the context. Pure and deterministic. */
export function decideMove(ctx: InterviewContext): Move {
  const topics = orderedTopics(ctx.plan);
  const byTopicId = new Map(topics.map((r) => [r.topic.id, r]));
  const interviewer = ctx.transcript.filter((u) => u.speaker === 'interviewer');
  const closing = (reason: 'closing_complete' | 'closing_time'): Move => ({
    turn: turnFor('closing', closingText(ctx.company_name, reason === 'closing_time'), null, true),
    reason,
    question: null,
    ref: null,
    gaps: null,
  });

  // Already closed: nothing more is asked.
  const closed = interviewer.find((u) => u.kind === 'closing');
  if (closed) return closing('closing_complete');

  // First turn: the plan's opening and the first main question together, as one 'greeting' turn.
  const first = topics[0];
  if (interviewer.length === 0) {
    const opening = ctx.plan.opening.trim() || fallbackOpening(ctx);
    if (!first)
      return { turn: turnFor('greeting', opening, null), reason: 'greeting', question: null, ref: null, gaps: null };
    const text = `${opening} Let's start with ${first.competency.name}. ${first.topic.prompt}`;
    return {
      turn: turnFor('greeting', text, first),
      reason: 'greeting',
      question: first.topic.prompt,
      ref: first,
      gaps: null,
    };
  }

  const time = budget(ctx, topics.length);
  const asked = new Set(interviewer.filter(isMainQuestion).map((u) => u.topic_id));
  const followedUp = new Set(interviewer.filter((u) => u.kind === 'follow_up').map((u) => u.topic_id));

  // One follow-up when the answer to the last main question lacks evidence (and there is time for it).
  const lastIndex = ctx.transcript.findLastIndex((u) => u.speaker === 'interviewer');
  const last = ctx.transcript[lastIndex];
  const current = last?.topic_id ? byTopicId.get(last.topic_id) : undefined;
  if (last && current && isMainQuestion(last) && !followedUp.has(current.topic.id)) {
    const answer = ctx.transcript
      .slice(lastIndex + 1)
      .filter((u) => u.speaker === 'candidate')
      .map((u) => u.text)
      .join(' ');
    const gaps = answerGaps(answer);
    if (lacksEvidence(gaps) && time.remainingMs >= time.topicMs * FOLLOW_UP_BUDGET_SHARE) {
      const question = followUpText(current.topic, gaps);
      return { turn: turnFor('follow_up', question, current), reason: 'follow_up', question, ref: current, gaps };
    }
  }

  // The next topic not yet asked, while there is an average topic's time left before the closing reserve.
  const next = topics.find((r) => !asked.has(r.topic.id));
  if (!next) return closing('closing_complete');
  if (time.remainingMs < time.topicMs) return closing('closing_time');
  const sameCompetency = current?.competency.id === next.competency.id;
  const text = sameCompetency
    ? `Thank you. ${next.topic.prompt}`
    : `Thank you. Let's move on to ${next.competency.name}. ${next.topic.prompt}`;
  return {
    turn: turnFor('question', text, next),
    reason: 'next_topic',
    question: next.topic.prompt,
    ref: next,
    gaps: null,
  };
}

function fallbackOpening(ctx: InterviewContext): string {
  const company = (ctx.company_name ?? '').trim();
  const position = ctx.position.trim();
  const role = position ? `the ${position} role` : 'this role';
  return `Hello, and thank you for joining this interview for ${company ? `${role} at ${company}` : role}.`;
}

export const deterministicInterviewer: Interviewer = {
  name: 'deterministic',
  next: async (ctx) => decideMove(ctx).turn,
};
