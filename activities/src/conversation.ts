import type { DataSource } from 'typeorm';
import { RunEntity, takeAnswer } from '@irs/shared';
import type { Interviewer } from '@irs/engines/interviewer';
import { loadEmbedder } from '@irs/semantic';
import type { Plan } from '@irs/engines/planner';
import type { Utterance } from '@irs/engines/transcript';
import { planMissing, runNotFound } from './failures.js';

export interface ConversationDeps {
  ds: DataSource;
  interviewer: Interviewer;
}

const utteranceId = (n: number) => `u-${String(n).padStart(4, '0')}`;

/**
 * One step of the interview conversation, durable in the read model: appends the candidate's answer (claim-checked
 * in run_inputs, consumed here), then the interviewer's next turn. Safe to retry: a consumed answer is not appended
 * twice and an interviewer turn is only added after a candidate turn (or to open the conversation).
 */
export function conversationActivities(deps: ConversationDeps) {
  return {
    async converse({ runId, inputId }: { runId: string; inputId?: string }): Promise<{ done: boolean }> {
      return deps.ds.transaction(async (tx) => {
        const repo = tx.getRepository(RunEntity);
        const run = await repo.findOne({ where: { run_id: runId }, lock: { mode: 'pessimistic_write' } });
        if (!run) throw runNotFound(runId);
        if (!run.plan) throw planMissing(runId);
        const startedAt = run.interview_started_at ?? new Date();
        const elapsed = () => Date.now() - startedAt.getTime();
        const transcript = [...((run.transcript ?? []) as Utterance[])];
        const last = () => transcript.at(-1);

        if (inputId) {
          const answer = await takeAnswer(tx, runId, inputId);
          const asked = [...transcript].reverse().find((u) => u.speaker === 'interviewer');
          if (answer !== undefined && last()?.kind !== 'closing') {
            transcript.push({
              id: utteranceId(transcript.length + 1),
              speaker: 'candidate',
              text: answer,
              offset_ms: elapsed(),
              kind: 'answer',
              topic_id: asked?.topic_id ?? null,
              competency_id: asked?.competency_id ?? null,
            });
          }
        }
        if (!last() || last()!.speaker === 'candidate') {
          const request = run.request as { company_name?: string; duration_minutes?: number };
          const turn = await deps.interviewer.next({
            plan: run.plan as unknown as Plan,
            position: run.position,
            company_name: request.company_name ?? null,
            duration_minutes: request.duration_minutes ?? 45,
            transcript,
            elapsed_ms: elapsed(),
            embedder: await loadEmbedder(),
          });
          transcript.push({
            id: utteranceId(transcript.length + 1),
            speaker: 'interviewer',
            text: turn.text,
            offset_ms: elapsed(),
            kind: turn.kind,
            topic_id: turn.topic_id,
            competency_id: turn.competency_id,
            move: turn.move,
            reason: turn.reason,
          });
        }
        await repo.save({ run_id: runId, transcript, interview_started_at: startedAt });
        return { done: last()?.kind === 'closing' };
      });
    },
  };
}
