import type { DataSource } from 'typeorm';
import { RunEntity, scoringDuration } from '@irs/shared';
import { loadEmbedder } from '@irs/semantic';
import type { Plan } from '@irs/engines/planner';
import { screeningFacts } from '@irs/engines/interviewer';
import { deterministicScorer, type CoverageRule, type Scorer } from '@irs/engines/scoring';
import type { Utterance } from '@irs/engines/transcript';
import { planMissing, runNotFound } from './failures.js';
import { mayCallLlm } from './llm-budget.js';

export interface AssessmentDeps {
  ds: DataSource;
  scorer: Scorer;
  rule: CoverageRule;
}

export function assessmentActivities(deps: AssessmentDeps) {
  return {
    /**
     * Scores the finished interview and stores the assessment in the read model. Deterministic, so a retry stores
     * the same payload (an LLM scorer's retries past LLM_MAX_ATTEMPTS score offline: llm-budget.ts). Returns only the
     * coverage tier, for the operators' search attribute.
     */
    async scoreInterview(runId: string): Promise<{ overallCoverage: string }> {
      const repo = deps.ds.getRepository(RunEntity);
      const run = await repo.findOneBy({ run_id: runId });
      if (!run) throw runNotFound(runId);
      if (!run.plan) throw planMissing(runId);
      const scorer = mayCallLlm() ? deps.scorer : deterministicScorer;
      const timer = scoringDuration.startTimer({ scorer: scorer.name });
      const plan = run.plan as unknown as Plan;
      const transcript = (run.transcript ?? []) as Utterance[];
      const scored = await scorer.score({
        plan,
        transcript,
        embedder: await loadEmbedder(),
        private_names: run.candidate_name ? [run.candidate_name] : [],
      });
      timer();
      // The screening questions asked and what the candidate said, as facts beside the scores (none of them scored).
      const screening = screeningFacts(plan, transcript);
      const payload = screening.length ? { ...scored, screening } : scored;
      const summary = payload.coverage_summary;
      await repo.save({
        run_id: runId,
        assessment: payload as unknown as Record<string, unknown>,
        coverage_summary: summary,
        overall_coverage: summary.overall_coverage,
        gap_count: summary.gap_competencies.length,
      });
      return { overallCoverage: summary.overall_coverage };
    },
  };
}
