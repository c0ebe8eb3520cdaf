import type { EventName, Run, RunState } from '@irs/shared';

/** A candidate's request events (issue 37): their `data` is the open request's id, read in the transition. */
export const REQUEST_EVENTS: ReadonlySet<EventName> = new Set([
  'interview.accommodation_requested',
  'interview.alternative_requested',
]);

/**
 * The `data` member of each event (docs/spec.md "Event names"). Built from the read model inside the activity, so no
 * personal data passes through Temporal; and never a score or a hire/no-hire label.
 */
export function eventData(event: EventName, run: Run, appUrl: string): Record<string, unknown> {
  switch (event) {
    case 'interview.info_needed':
      return { missing_fields: run.missing_fields ?? [] };
    case 'interview.plan_generated':
      return { plan_id: run.plan_id, message: 'Interview plan ready for review' };
    case 'interview.approved':
      return {
        approved: true,
        interview_link: `${appUrl}/join`,
        inmail_draft:
          `Hello, thank you for your application for the ${run.position} role. ` +
          'We would like to invite you to a short AI-led interview. You will receive a personal link and a one-time code to join.',
      };
    case 'interview.assessment_ready': {
      const highlights = (run.assessment?.highlights ?? {}) as { episodes?: unknown[]; lowlights?: unknown[] };
      return {
        coverage_summary: run.coverage_summary && {
          overall_coverage: run.coverage_summary.overall_coverage,
          gap_competencies: run.coverage_summary.gap_competencies,
          covered_count: run.coverage_summary.covered_count,
          total_count: run.coverage_summary.total_count,
        },
        highlights_count: highlights.episodes?.length ?? 0,
        lowlights_count: highlights.lowlights?.length ?? 0,
        overall_coverage: run.overall_coverage,
      };
    }
    default:
      return {};
  }
}

export interface EventEnvelope {
  event_id: string;
  sequence: number;
  event: EventName;
  run_id: string;
  interview_id: string;
  tenant_id: string;
  state: RunState;
  timestamp: string;
  data: Record<string, unknown>;
}
