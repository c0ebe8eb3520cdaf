import type { Run } from './db/run-entities.js';
import type { CandidateRequest } from './db/candidate-requests.js';

/**
 * Everything the service holds about a run's candidate, as one JSON document (issue 37 §2; GDPR Art. 15 and 20): the
 * profile, the consent record, the transcript and browser events, their requests, and the assessment once a person
 * approved it. The candidate downloads it with their session; integrators read it with candidate:read. Never the
 * self-identification answers (issue 37 §4): those are for aggregates only.
 */
export function candidateExport(run: Run, requests: CandidateRequest[]) {
  return {
    format: 'irs.candidate-data/1',
    exported_at: new Date().toISOString(),
    run: {
      run_id: run.run_id,
      interview_id: run.interview_id,
      position: run.position,
      level: run.level,
      state: run.state,
      created_at: run.created_at.toISOString(),
      purged_at: run.purged_at?.toISOString() ?? null,
    },
    profile: {
      candidate_ref: run.candidate_ref,
      name: run.candidate_name,
      email: run.candidate_email,
      resume: run.candidate_resume,
      profile_url: run.candidate_profile_url,
    },
    consent: run.consent,
    interview: {
      started_at: run.interview_started_at?.toISOString() ?? null,
      transcript: run.transcript ?? [],
      proctor_events: run.proctor_events ?? [],
    },
    requests: requests.map((r) => ({
      kind: r.kind,
      details: r.details,
      status: r.status,
      extra_minutes: r.extra_minutes,
      notes: r.notes,
      created_at: r.created_at,
      resolved_at: r.resolved_at,
    })),
    // Only once a person approved it: before, it is a draft for the hiring team's review.
    assessment: run.assessment_approved_at
      ? {
          approved_at: run.assessment_approved_at.toISOString(),
          coverage_summary: run.coverage_summary,
          assessment: run.assessment,
        }
      : null,
  };
}
