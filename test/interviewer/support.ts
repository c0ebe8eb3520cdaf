import type { Plan, PlanInput } from '../../shared/engines/src/planner/index.js';
import { plannedFor } from '../support/plans.js';
import type { InterviewContext, Interviewer, InterviewerTurn } from '../../shared/engines/src/interviewer/index.js';
import type { Utterance } from '../../shared/engines/src/transcript.js';

export const COMPANY = 'Acme Robotics';

export const EVASIVE = "I'm a hard worker and a team player.";
export const CONCRETE =
  'At my last job I led the migration of our billing service to PostgreSQL; I wrote the cut-over plan and we cut p99 latency from 800 ms to 120 ms with zero downtime.';

export const planOf = (overrides: Partial<PlanInput> = {}): Plan =>
  plannedFor({
    level: 'MID',
    qualifications: ['Kubernetes is nice to have'],
    skills: ['TypeScript', 'PostgreSQL'],
    company_name: COMPANY,
    ...overrides,
  });

export const topicIds = (plan: Plan): string[] =>
  [
    ...plan.competencies.filter((c) => c.requirement_type === 'essential'),
    ...plan.competencies.filter((c) => c.requirement_type !== 'essential'),
  ].flatMap((c) => c.question_topics.map((t) => t.id));

export function ctxOf(
  plan: Plan,
  transcript: Utterance[],
  elapsed_ms = 0,
  duration_minutes = plan.duration_minutes,
): InterviewContext {
  return { plan, position: 'Backend Engineer', company_name: COMPANY, duration_minutes, transcript, elapsed_ms };
}

/** Appends a turn to the transcript as the interviewer would say it. */
export function say(transcript: Utterance[], turn: InterviewerTurn, offset_ms: number): void {
  transcript.push({
    id: `u-${String(transcript.length + 1).padStart(4, '0')}`,
    speaker: 'interviewer',
    text: turn.text,
    offset_ms,
    kind: turn.kind,
    topic_id: turn.topic_id,
    competency_id: turn.competency_id,
  });
}

/** Appends a candidate answer to the last interviewer turn. */
export function answer(transcript: Utterance[], text: string, offset_ms: number): void {
  const last = transcript.findLast((u) => u.speaker === 'interviewer');
  transcript.push({
    id: `u-${String(transcript.length + 1).padStart(4, '0')}`,
    speaker: 'candidate',
    text,
    offset_ms,
    kind: 'answer',
    topic_id: last?.topic_id ?? null,
    competency_id: last?.competency_id ?? null,
  });
}

export interface DriveOptions {
  /** The candidate's answer to a turn. */
  reply: (turn: InterviewerTurn, transcript: Utterance[]) => string;
  /** Milliseconds each exchange (question + answer) takes. */
  stepMs: number;
  duration_minutes?: number;
  maxTurns?: number;
}

/** Runs a whole interview: asks, answers, advances the clock, until the interviewer is done. */
export async function drive(
  interviewer: Interviewer,
  plan: Plan,
  opts: DriveOptions,
): Promise<{ turns: InterviewerTurn[]; transcript: Utterance[] }> {
  const transcript: Utterance[] = [];
  const turns: InterviewerTurn[] = [];
  let elapsed = 0;
  for (let i = 0; i < (opts.maxTurns ?? 100); i++) {
    const turn = await interviewer.next(
      ctxOf(plan, transcript, elapsed, opts.duration_minutes ?? plan.duration_minutes),
    );
    turns.push(turn);
    say(transcript, turn, elapsed);
    if (turn.done) return { turns, transcript };
    elapsed += opts.stepMs / 2;
    answer(transcript, opts.reply(turn, transcript), elapsed);
    elapsed += opts.stepMs / 2;
  }
  throw new Error('interview did not finish');
}
