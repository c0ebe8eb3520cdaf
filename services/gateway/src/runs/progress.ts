import type { DataSource } from 'typeorm';
import { isMainQuestion, progress, topicsOf } from '@irs/engines/interviewer';
import type { Plan } from '@irs/engines/planner';
import type { Utterance } from '@irs/engines/transcript';

/** How far an IN_PROGRESS interview is, as the status read gives it: counts and times only, nothing said. */
export interface InterviewProgress {
  /** The plan's question topics that got their main question, as the candidate's own progress counts them. */
  questions: { asked: number; planned: number };
  /** The competencies at least one of whose questions was asked. */
  competencies: { reached: number; planned: number };
  /** Candidate turns so far (screening answers included). */
  answers: number;
  planned_minutes: number | null;
  started_at: string | null;
  last_answer_at: string | null;
}

/** Computed from the plan and the transcript as they stand; a plan-less row (never IN_PROGRESS) counts nothing. */
export function interviewProgress(
  plan: Plan | null,
  transcript: Utterance[],
  startedAt: Date | null,
): InterviewProgress {
  const competencies = plan?.competencies ?? [];
  const asked = new Set(transcript.filter(isMainQuestion).map((u) => u.topic_id));
  const answers = transcript.filter((u) => u.speaker === 'candidate');
  const lastAnswer = answers.at(-1);
  const questions = plan ? progress(plan, transcript) : { asked: 0, total: 0 };
  return {
    questions: { asked: questions.asked, planned: questions.total },
    competencies: {
      reached: competencies.filter((c) => topicsOf(c).some((t) => asked.has(t.id))).length,
      planned: competencies.length,
    },
    answers: answers.length,
    planned_minutes: plan?.duration_minutes ?? null,
    started_at: startedAt?.toISOString() ?? null,
    // Offsets count from the start of the interview.
    last_answer_at: startedAt && lastAnswer ? new Date(startedAt.getTime() + lastAnswer.offset_ms).toISOString() : null,
  };
}

/**
 * The progress of one run, read apart from the status's own columns: the plan and the transcript are the row's
 * largest values, fetched only for a run whose interview is under way.
 */
export async function readProgress(ds: DataSource, runId: string): Promise<InterviewProgress> {
  const [row] = (await ds.query(`SELECT plan, transcript, interview_started_at FROM runs WHERE run_id = $1`, [
    runId,
  ])) as { plan: Plan | null; transcript: Utterance[] | null; interview_started_at: Date | null }[];
  return interviewProgress(row?.plan ?? null, row?.transcript ?? [], row?.interview_started_at ?? null);
}
