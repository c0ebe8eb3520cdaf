/**
 * The adapter between the evaluation and an interviewer build: loads `deterministicInterviewer` from a built
 * `@irs/engines` dist dir (today's checkout or a baseline), builds the context of a labelled case and reads the move
 * off the turn. Newer interviewers put `move` on the turn; an older one has none, so its kind stands in:
 * question/closing → next_topic, follow_up → follow_up_scripted (a scripted follow-up, which matches no label).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { InterviewContext, Interviewer, InterviewerTurn } from '@irs/engines/interviewer';
import type { Plan, PlanCompetency } from '@irs/engines/planner';
import type { Embedder } from '@irs/engines/semantic';
import type { Utterance } from '@irs/engines/transcript';
import type { InterviewerCase } from './case.js';
import { MOVES, UNLABELLED_FOLLOW_UP, type ChosenMove, type Move } from './moves.js';

export const DEFAULT_ENGINES_DIR = resolve(import.meta.dirname, '../../shared/engines/dist');
export const DURATION_MINUTES = 45;
/** Each earlier exchange of a case is placed a minute after the previous one. */
const EXCHANGE_MS = 60_000;

export async function loadInterviewer(enginesDir: string): Promise<Interviewer> {
  const url = pathToFileURL(resolve(enginesDir, 'interviewer/index.js')).href;
  const mod = (await import(url)) as { deterministicInterviewer: Interviewer };
  return mod.deterministicInterviewer;
}

/** The move a turn made (see the module comment for interviewers that do not say). */
export function chosenMove(turn: InterviewerTurn): ChosenMove {
  const move = (turn as Partial<InterviewerTurn>).move as string | undefined;
  if (move && (MOVES as readonly string[]).includes(move)) return move as Move;
  return turn.kind === 'follow_up' ? UNLABELLED_FOLLOW_UP : 'next_topic';
}

function competency(
  c: InterviewerCase['competency'],
  topics: PlanCompetency['question_topics'],
  requirement: PlanCompetency['requirement_type'],
): PlanCompetency {
  return {
    ...c,
    kind: 'behavioural',
    requirement_type: requirement,
    role_importance: requirement === 'essential' ? 0.8 : 0.3,
    sub_dimensions: [],
    question_topics: topics,
  };
}

export function utterance(n: number, u: Omit<Utterance, 'id'>): Utterance {
  return { id: `u-${String(n).padStart(4, '0')}`, ...u };
}

/**
 * The context of a case: the plan holds the case's competency (essential, its one topic) and, for each earlier exchange
 * on another topic, a desirable competency already asked, so the transcript refers only to plan topics. The
 * transcript: the greeting with the first question, the earlier exchanges, the question just asked and the answer.
 */
export function caseContext(c: InterviewerCase, embedder: Embedder | undefined): InterviewContext {
  const otherCount = c.earlier.length - c.probes_so_far;
  const others = c.earlier
    .slice(0, otherCount)
    .map((e, i) =>
      competency(
        { id: `earlier-${i + 1}`, name: `Earlier topic ${i + 1}`, description: e.question },
        [{ id: `earlier-${i + 1}-topic`, prompt: e.question, follow_ups: [] }],
        'desirable',
      ),
    );
  const plan: Plan = {
    competencies: [competency(c.competency, [c.topic], 'essential'), ...others],
    duration_minutes: DURATION_MINUTES,
    level: 'MID',
    generated_from: ['eval/interviewer case'],
    version: 'eval-interviewer-1',
    opening: 'Hello, and thank you for joining this interview. I will ask about your experience.',
    revision: 0,
    changes: [],
  };
  const asked = [...c.earlier, { question: c.question, answer: c.answer }].map((e, i) => {
    const other = others[i];
    const onTopic = !other;
    return {
      ...e,
      topic_id: other ? other.question_topics[0]!.id : c.topic.id,
      competency_id: other ? other.id : c.competency.id,
      kind: onTopic && i > otherCount ? ('follow_up' as const) : ('question' as const),
    };
  });
  const transcript: Utterance[] = [];
  asked.forEach((e, i) => {
    const at = i * EXCHANGE_MS;
    const ref = { topic_id: e.topic_id, competency_id: e.competency_id };
    transcript.push(
      utterance(transcript.length + 1, {
        speaker: 'interviewer',
        text: i === 0 ? `${plan.opening} ${e.question}` : e.question,
        offset_ms: at,
        kind: i === 0 ? 'greeting' : e.kind,
        ...ref,
      }),
      utterance(transcript.length + 2, {
        speaker: 'candidate',
        text: e.answer,
        offset_ms: at + 20_000,
        kind: 'answer',
        ...ref,
      }),
    );
  });
  return {
    plan,
    position: 'Candidate role',
    company_name: null,
    duration_minutes: DURATION_MINUTES,
    transcript,
    elapsed_ms: asked.length * EXCHANGE_MS,
    ...(embedder ? { embedder } : {}),
  };
}
