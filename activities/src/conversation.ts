import type { DataSource } from 'typeorm';
import { RunEntity, grantedExtraMinutes, takeAnswer, type TenantSettings } from '@irs/shared';
import { deterministicInterviewer, withScreening, type Interviewer } from '@irs/engines/interviewer';
import { loadEmbedder } from '@irs/semantic';
import type { Plan } from '@irs/engines/planner';
import type { Utterance } from '@irs/engines/transcript';
import { planMissing, runNotFound } from './failures.js';
import { mayCallLlm } from './llm-budget.js';

export interface ConversationDeps {
  ds: DataSource;
  interviewer: Interviewer;
}

const utteranceId = (n: number) => `u-${String(n).padStart(4, '0')}`;

/**
 * One step of the interview conversation, durable in the read model: appends the candidate's answer (claim-checked
 * in run_inputs, consumed here), then the interviewer's next turn. Safe to retry: a consumed answer is not appended
 * twice and an interviewer turn is only added after a candidate turn (or to open the conversation).
 *
 * The interviewer (an LLM provider, maybe) is asked outside any transaction: read and append the answer under the
 * run's row lock, release it, ask, then append the turn under the lock again, only if the transcript still ends where
 * the turn was asked from (an overlapping attempt may have answered already). No row lock or pool connection waits on
 * a provider.
 */
export function conversationActivities(deps: ConversationDeps) {
  return {
    async converse({ runId, inputId }: { runId: string; inputId?: string }): Promise<{ done: boolean }> {
      const read = await deps.ds.transaction(async (tx) => {
        const repo = tx.getRepository(RunEntity);
        const run = await repo.findOne({ where: { run_id: runId }, lock: { mode: 'pessimistic_write' } });
        if (!run) throw runNotFound(runId);
        if (!run.plan) throw planMissing(runId);
        const startedAt = run.interview_started_at ?? new Date();
        const transcript = [...((run.transcript ?? []) as Utterance[])];
        let changed = run.interview_started_at == null;
        if (inputId) {
          const answer = await takeAnswer(tx, runId, inputId);
          const asked = [...transcript].reverse().find((u) => u.speaker === 'interviewer');
          if (answer !== undefined && transcript.at(-1)?.kind !== 'closing') {
            transcript.push({
              id: utteranceId(transcript.length + 1),
              speaker: 'candidate',
              text: answer,
              offset_ms: Date.now() - startedAt.getTime(),
              kind: 'answer',
              topic_id: asked?.topic_id ?? null,
              competency_id: asked?.competency_id ?? null,
              ...(asked?.screening_id ? { screening_id: asked.screening_id } : {}),
            });
            changed = true;
          }
        }
        if (changed) await repo.save({ run_id: runId, transcript, interview_started_at: startedAt });
        return { run, transcript, startedAt };
      });

      const { run, transcript, startedAt } = read;
      const last = transcript.at(-1);
      if (last && last.speaker !== 'candidate') return { done: last.kind === 'closing' };
      const elapsed = () => Date.now() - startedAt.getTime();
      const request = run.request as { company_name?: string; duration_minutes?: number };
      // Outside the transaction; a retry past LLM_MAX_ATTEMPTS asks the deterministic interviewer (llm-budget.ts).
      const interviewer = withScreening(mayCallLlm() ? deps.interviewer : deterministicInterviewer);
      const [tenant] = (await deps.ds.query(`SELECT settings FROM tenants WHERE id = $1`, [run.tenant_id])) as {
        settings: TenantSettings;
      }[];
      const turn = await interviewer.next({
        ask_screening: tenant?.settings.ask_screening !== false,
        plan: run.plan as unknown as Plan,
        position: run.position,
        company_name: request.company_name ?? null,
        // A granted accommodation's extra minutes lengthen the interviewer's time budget (issue 37).
        duration_minutes: (request.duration_minutes ?? 45) + (await grantedExtraMinutes(deps.ds, runId)),
        transcript,
        elapsed_ms: elapsed(),
        embedder: await loadEmbedder(),
        private_names: run.candidate_name ? [run.candidate_name] : [],
      });

      return deps.ds.transaction(async (tx) => {
        const repo = tx.getRepository(RunEntity);
        const now = await repo.findOne({ where: { run_id: runId }, lock: { mode: 'pessimistic_write' } });
        if (!now) throw runNotFound(runId);
        const current = [...((now.transcript ?? []) as Utterance[])];
        // Answered meanwhile (or the transcript moved on): keep what is there.
        if (current.length !== transcript.length || current.at(-1)?.id !== last?.id)
          return { done: current.at(-1)?.kind === 'closing' };
        current.push({
          id: utteranceId(current.length + 1),
          speaker: 'interviewer',
          text: turn.text,
          offset_ms: elapsed(),
          kind: turn.kind,
          topic_id: turn.topic_id,
          competency_id: turn.competency_id,
          ...(turn.screening_id ? { screening_id: turn.screening_id } : {}),
          move: turn.move,
          reason: turn.reason,
        });
        await repo.save({ run_id: runId, transcript: current });
        return { done: turn.kind === 'closing' };
      });
    },
  };
}
