import type { CoverageSummary } from './db/run-entities.js';
import type { RunState } from './run-states.js';

/**
 * What an ATS is told of a run, shared by the Greenhouse status read and the Ashby updates: the coverage tier and
 * counts only (docs/spec.md forbids a numeric score), and the run's page in the console for the recruiter.
 */
export const consoleRunUrl = (origin: string, runId: string) => `${origin}/console/runs/${encodeURIComponent(runId)}`;

export interface CoverageFacts {
  coverage_tier: string;
  well_evidenced: number;
  competencies: number;
  gaps: number;
}

export function coverageFacts(c: CoverageSummary | null): CoverageFacts | null {
  if (!c) return null;
  return {
    coverage_tier: c.overall_coverage,
    well_evidenced: c.competencies_well_evidenced ?? c.covered_count,
    competencies: c.total_count,
    gaps: c.gap_competencies.length,
  };
}

/** One of Ashby's assessment data values; only the `string` and `url` types are used (never `numeric_score`). */
export interface AshbyValue {
  identifier: string;
  label: string;
  type: 'string' | 'url';
  value: string;
}

const value = (identifier: string, label: string, v: string, type: 'string' | 'url' = 'string'): AshbyValue => ({
  identifier,
  label,
  type,
  value: v,
});

/** Why a run ended without a result, as the Ashby user reads it. */
const CANCELLED: Partial<Record<RunState, string>> = {
  CANCELLED: 'The interview was cancelled',
  REJECTED: 'The interview was rejected by a reviewer',
};

/**
 * The body of Ashby's assessment.update for a run that reached `state`, or null when Ashby is not told of that state:
 * Started when the candidate starts, the result once a person approves the assessment, a reason when it is cancelled
 * or rejected.
 */
export function ashbyUpdate(
  state: RunState,
  run: { run_id: string; coverage_summary: CoverageSummary | null },
  origin: string,
  timestamp: number,
): Record<string, unknown> | null {
  const base = { assessment_id: run.run_id, timestamp };
  if (state === 'IN_PROGRESS') return { ...base, assessment_status: value('status', 'Status', 'Started') };
  const reason = CANCELLED[state];
  if (reason) return { ...base, cancelled_reason: value('cancelled_reason', 'Cancelled', reason) };
  const facts = state === 'COMPLETED' ? coverageFacts(run.coverage_summary) : null;
  if (!facts) return null;
  return {
    ...base,
    assessment_status: value('status', 'Status', 'Completed'),
    assessment_result: value('coverage_tier', 'Coverage', facts.coverage_tier),
    assessment_profile_url: value('profile', 'Interview report', consoleRunUrl(origin, run.run_id), 'url'),
    metadata: [
      value('well_evidenced', 'Competencies well evidenced', `${facts.well_evidenced} of ${facts.competencies}`),
      value('gaps', 'Competencies with gaps', String(facts.gaps)),
    ],
  };
}
