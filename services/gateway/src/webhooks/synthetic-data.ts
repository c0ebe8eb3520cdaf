import { randomUUID } from 'node:crypto';
import type { EventName } from '@irs/shared';

/** Example `data` in the shape of docs/spec.md's events table (no score, no hire/no-hire label). */
export function syntheticData(event: EventName, appUrl: string): Record<string, unknown> {
  switch (event) {
    case 'interview.plan_generated':
      return { plan_id: randomUUID(), message: 'Test event: interview plan ready for review' };
    case 'interview.info_needed':
      return {
        missing_fields: [
          {
            field: 'skills',
            severity: 'required',
            reason: 'Test event: no skills or qualifications given',
            question: 'Which skills should the interview cover?',
          },
        ],
      };
    case 'interview.approved':
      return {
        approved: true,
        interview_link: `${appUrl}/join`,
        inmail_draft: 'Test event: hello, we would like to invite you to a short AI-led interview.',
      };
    case 'interview.assessment_ready':
      return {
        coverage_summary: { overall_coverage: 'partial', gap_competencies: ['sql'], covered_count: 3, total_count: 4 },
        highlights_count: 2,
        lowlights_count: 1,
        overall_coverage: 'partial',
      };
    default:
      return {};
  }
}
