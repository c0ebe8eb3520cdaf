import type { Plan, PlanInput } from '../../shared/engines/src/planner/index.js';
import { plannedFor } from '../support/plans.js';
import type { InterviewContext, Interviewer, InterviewerTurn } from '../../shared/engines/src/interviewer/index.js';
import type { Utterance } from '../../shared/engines/src/transcript.js';

export const COMPANY = 'Acme Robotics';

export const EVASIVE = "I'm a hard worker and a team player.";
export const CONCRETE =
  'At my last job I led the migration of our billing service to PostgreSQL; I wrote the cut-over plan and we cut p99 latency from 800 ms to 120 ms with zero downtime.';

/** Complete answers (situation, own action, outcome) about different things, so none repeats another. */
export const STORIES = [
  CONCRETE,
  'Last year a customer reported duplicate invoices; I traced it to a retry without an idempotency key, added the key and a unique index, and the duplicates stopped: zero in the six months after.',
  'In my previous role I noticed our nightly export took four hours, so I rewrote it to stream rows instead of loading them all, and it finished in 25 minutes.',
  'When I joined my current team nobody reviewed schema changes; I wrote a checklist and ran the first reviews myself, and we caught 3 risky migrations before they shipped.',
  'Two years ago I mentored a junior developer who struggled with tests; I paired with her twice a week, and after two months she wrote the test plans for her own features and her bugs found in review fell by half.',
  'At my last company I proposed moving our deployments to Kubernetes; I built the staging cluster and the Helm charts, and release time dropped from an hour to ten minutes.',
  'Once a flaky payment webhook kept failing at night; I added structured logging, found a timeout in the signature check, raised it and the failures went from dozens a week to none.',
  'In 2022 I led the upgrade of our Node services from 14 to 18; I planned the order, fixed the breaking changes myself and we finished a week early with no incidents.',
  'During my internship I automated the weekly metrics report with a small script, which saved my manager about three hours every Monday.',
  'When our product team and support disagreed about a release date, I set up one meeting with both, wrote down the trade-offs, and we shipped on a date both signed off.',
  'Last spring our Kubernetes nodes kept running out of memory; I set resource limits per service from a week of metrics, and the evictions stopped completely.',
  'At a hackathon I built a TypeScript client for our public API in two days; three customers adopted it within a month.',
  'I once rewrote a slow SQL report that joined six tables; with two new indexes and a materialised view it went from 90 seconds to under two.',
];

/** A candidate with many examples: a different complete story for each question, whatever it asks. */
export function storyteller(): () => string {
  let told = 0;
  return () => STORIES[told++ % STORIES.length]!;
}

/** A complete answer for the topic the turn asks about (a different story per topic). */
export const storyFor = (plan: Plan, turn: Pick<InterviewerTurn, 'topic_id'>): string =>
  STORIES[Math.max(0, topicIds(plan).indexOf(turn.topic_id ?? '')) % STORIES.length]!;

export const planOf = (overrides: Partial<PlanInput> = {}): Plan =>
  plannedFor({
    level: 'MID',
    qualifications: ['Kubernetes is nice to have'],
    skills: ['TypeScript', 'PostgreSQL'],
    company_name: COMPANY,
    ...overrides,
  });

/** The plan's topics in asking order: the first topic of each competency (essential ones first), then the second... */
export function topicIds(plan: Plan): string[] {
  const competencies = [
    ...plan.competencies.filter((c) => c.requirement_type === 'essential'),
    ...plan.competencies.filter((c) => c.requirement_type !== 'essential'),
  ];
  const rounds = Math.max(0, ...competencies.map((c) => c.question_topics.length));
  return Array.from({ length: rounds }, (_, round) =>
    competencies.flatMap((c) => (c.question_topics[round] ? [c.question_topics[round].id] : [])),
  ).flat();
}

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
    ...(turn.screening_id ? { screening_id: turn.screening_id } : {}),
    move: turn.move,
    reason: turn.reason,
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
