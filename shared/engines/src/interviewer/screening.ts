import type { Plan, ScreeningItem } from '../planner/types.js';
import type { Utterance } from '../transcript.js';
import type { Interviewer, InterviewerTurn } from './types.js';

/**
 * Screening questions first (issue 31): when the tenant asks them (`ask_screening`, default on), the interview opens
 * with the plan's screening questions, one per turn, asked as facts and never probed; a protected item is never asked.
 * Then the wrapped interviewer runs on the rest of the transcript as if the interview began there, so its moves, time
 * budget and evaluation are those of an interview without screening.
 */

/** The items the interviewer asks, in plan order: every screening item with a question (none is protected). */
export const askedScreening = (plan: Plan): ScreeningItem[] =>
  (plan.screening ?? []).filter((item) => !item.protected && item.question);

/** The transcript after the screening questions and their answers: where the competency interview starts. */
function afterScreening(transcript: readonly Utterance[]): Utterance[] {
  const last = transcript.findLastIndex((u) => u.kind === 'screening');
  return last < 0 ? [...transcript] : transcript.slice(last + 2);
}

/** Counts as a person says them in a sentence. */
const NUMBER_WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

const screeningTurn = (item: ScreeningItem, text: string): InterviewerTurn => ({
  text,
  kind: 'screening',
  topic_id: null,
  competency_id: null,
  screening_id: item.id,
  done: false,
  move: 'screening',
  reason: `a screening fact (${item.kind}) asked as a fact, not scored`,
});

export function withScreening(inner: Interviewer): Interviewer {
  return {
    name: inner.name,
    async next(ctx) {
      const items = ctx.ask_screening === false ? [] : askedScreening(ctx.plan);
      const asked = ctx.transcript.filter((u) => u.kind === 'screening').length;
      // An interview begun without them (the setting was off, or the plan is older) does not start them midway.
      if (!items.length || (asked === 0 && ctx.transcript.length > 0)) return inner.next(ctx);
      if (asked < items.length) {
        const item = items[asked]!;
        if (asked > 0) return screeningTurn(item, item.question!);
        const opening = ctx.plan.opening.trim();
        const count =
          items.length === 1
            ? 'one short factual question'
            : `${NUMBER_WORDS[items.length] ?? items.length} short factual questions`;
        return screeningTurn(
          item,
          `${opening} Before we talk about your experience, I have ${count}. ${item.question}`.trim(),
        );
      }
      const rest = afterScreening(ctx.transcript);
      const turn = await inner.next({ ...ctx, transcript: rest });
      if (rest.length || turn.kind !== 'greeting') return turn;
      // The inner interviewer's greeting repeats the opening, already said: keep its first question.
      const opening = ctx.plan.opening.trim();
      const question = opening && turn.text.startsWith(opening) ? turn.text.slice(opening.length).trim() : turn.text;
      return { ...turn, kind: turn.topic_id ? 'question' : turn.kind, text: `Thank you. ${question}` };
    },
  };
}

/** What the recruiter reads: each screening question asked, with the candidate's answer as said (no score). */
export interface ScreeningFact {
  id: string;
  requirement: string;
  kind: ScreeningItem['kind'];
  question: string;
  /** The candidate's answer, or null when the interview ended before it. */
  answer: string | null;
}

export function screeningFacts(plan: Plan, transcript: readonly Utterance[]): ScreeningFact[] {
  const byId = new Map((plan.screening ?? []).map((item) => [item.id, item]));
  const facts: ScreeningFact[] = [];
  transcript.forEach((u, i) => {
    const item = u.kind === 'screening' && u.screening_id ? byId.get(u.screening_id) : undefined;
    if (!item) return;
    const reply = transcript[i + 1];
    const answer = reply?.speaker === 'candidate' ? reply.text : null;
    facts.push({ id: item.id, requirement: item.requirement, kind: item.kind, question: item.question!, answer });
  });
  return facts;
}
