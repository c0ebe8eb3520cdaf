/**
 * Whole scripted interviews: each candidate goes through the real interviewer on its family's plan (the simulated
 * clock of eval/interviewer), then the real scorer reads the transcript; the result is compared with the coverage tier
 * and gap list a recruiter expects (README "Whole interviews").
 */
import type { Interviewer } from '@irs/engines/interviewer';
import type { Scorer } from '@irs/engines/scoring';
import type { Embedder } from '@irs/engines/semantic';
import { runInterview } from '../interviewer/interviews.js';
import type { Family, ScriptedInterview } from './case.js';

export interface InterviewOutcome {
  id: string;
  family: string;
  expected: ScriptedInterview['expected'];
  got: ScriptedInterview['expected'];
  tier_match: boolean;
  gaps_match: boolean;
  interviewer_turns: number;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((x, i) => x === [...b].sort()[i]);

export async function scoreInterview(
  interviewer: Interviewer,
  scorer: Scorer,
  family: Family,
  candidate: ScriptedInterview,
  embedder: Embedder,
): Promise<InterviewOutcome> {
  const run = await runInterview(interviewer, family.plan, candidate, embedder, {
    position: family.position,
    company_name: 'Northwind',
  });
  const { coverage_summary } = await scorer.score({ plan: family.plan, transcript: run.transcript, embedder });
  const got = {
    overall_coverage: coverage_summary.overall_coverage,
    gap_competencies: [...coverage_summary.gap_competencies].sort(),
  };
  return {
    id: candidate.id,
    family: family.family,
    expected: candidate.expected,
    got,
    tier_match: got.overall_coverage === candidate.expected.overall_coverage,
    gaps_match: sameSet(got.gap_competencies, candidate.expected.gap_competencies),
    interviewer_turns: run.interviewer_turns,
  };
}
