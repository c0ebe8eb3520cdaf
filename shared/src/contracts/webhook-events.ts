import { z } from 'zod';
import { EVENT_NAMES, RUN_STATES, type EventName, type RunState } from '../run-states.js';
import { EXAMPLE } from './examples.js';
import { MissingField, RunCoverage } from './run-responses.js';

/**
 * What a webhook delivery carries (docs/spec.md "Envelope" and "Event names"; docs/webhooks.md): the envelope plus the
 * event id, `data` per event, never a score or a hire/no-hire label. The OpenAPI document's `webhooks` section shows
 * these, and the test receiver checks every delivery it gets against them.
 */
const Coverage = z.enum(['sufficient', 'partial', 'insufficient']);

/** The state a run is in when each event fires. */
export const EVENT_STATE: Record<EventName, RunState> = {
  'interview.info_needed': 'INFO_NEEDED',
  'interview.info_completed': 'GENERATING_PLAN',
  'interview.plan_generated': 'PENDING',
  'interview.approved': 'APPROVED',
  'interview.rejected': 'REJECTED',
  'interview.assessment_ready': 'ASSESSMENT_READY',
  'interview.assessment_pending': 'ASSESSMENT_PENDING',
  'interview.completed': 'COMPLETED',
  'interview.modification_requested': 'GENERATING_PLAN',
  'interview.cancelled': 'CANCELLED',
  'interview.accommodation_requested': 'INVITED',
  'interview.alternative_requested': 'INVITED',
};

const empty = z.object({}).meta({ examples: [{}] });
/** The request's id only: its text is the candidate's, read through GET …/candidate-requests with interview:read. */
const candidateRequest = z
  .object({ request_id: z.uuid() })
  .meta({ examples: [{ request_id: '7d1f0c52-3f0e-4d59-9a55-2f4b1c9e8a10' }] });

/** Each event's `data`: the events the spec gives no contents for carry an empty object. */
export const WEBHOOK_EVENT_DATA = {
  'interview.info_needed': z.object({ missing_fields: z.array(MissingField) }).meta({
    examples: [
      {
        missing_fields: [
          {
            field: 'skills',
            severity: 'required',
            reason: 'No skills or qualifications given',
            question: 'Which skills should the interview cover?',
          },
        ],
      },
    ],
  }),
  'interview.info_completed': empty,
  'interview.plan_generated': z.object({ plan_id: z.string().nullable(), message: z.string() }).meta({
    examples: [{ plan_id: EXAMPLE.planId, message: 'Interview plan ready for review' }],
  }),
  'interview.approved': z
    .object({
      approved: z.literal(true),
      /** Where the candidate joins with the personal link and one-time code they receive. */
      interview_link: z.url(),
      /** A draft message to the candidate. */
      inmail_draft: z.string(),
    })
    .meta({
      examples: [
        {
          approved: true,
          interview_link: `${EXAMPLE.appUrl}/join`,
          inmail_draft: 'Hello, thank you for your application for the Data Engineer role. ...',
        },
      ],
    }),
  'interview.rejected': empty,
  'interview.assessment_ready': z
    .object({
      coverage_summary: RunCoverage.nullable(),
      highlights_count: z.int().min(0),
      lowlights_count: z.int().min(0),
      overall_coverage: Coverage.nullable(),
    })
    .meta({
      examples: [
        {
          coverage_summary: {
            overall_coverage: 'partial',
            gap_competencies: ['sql'],
            covered_count: 3,
            total_count: 4,
          },
          highlights_count: 2,
          lowlights_count: 1,
          overall_coverage: 'partial',
        },
      ],
    }),
  'interview.assessment_pending': empty,
  'interview.completed': empty,
  'interview.modification_requested': empty,
  'interview.cancelled': empty,
  'interview.accommodation_requested': candidateRequest,
  'interview.alternative_requested': candidateRequest,
} satisfies Record<EventName, z.ZodType>;

/** One event's body as it is sent: `test` only on the webhook test operation's synthetic events. */
export const webhookEnvelope = <E extends EventName>(event: E) =>
  z
    .object({
      /** Also the `webhook-id` header: the same on every attempt and redelivery, so a receiver can deduplicate. */
      event_id: z.uuid(),
      event: z.literal(event),
      run_id: z.string(),
      interview_id: z.string(),
      tenant_id: z.string(),
      state: z.enum(RUN_STATES),
      timestamp: z.iso.datetime({ offset: true }),
      data: WEBHOOK_EVENT_DATA[event],
      test: z.literal(true).optional(),
    })
    .meta({
      examples: [
        {
          event_id: EXAMPLE.eventId,
          event,
          run_id: EXAMPLE.runId,
          interview_id: EXAMPLE.interviewId,
          tenant_id: EXAMPLE.tenantId,
          state: EVENT_STATE[event],
          timestamp: EXAMPLE.time,
          data: (WEBHOOK_EVENT_DATA[event].meta()?.examples as unknown[])[0],
        },
      ],
    });

export const WEBHOOK_EVENTS = Object.fromEntries(EVENT_NAMES.map((e) => [e, webhookEnvelope(e)])) as {
  [E in EventName]: ReturnType<typeof webhookEnvelope<E>>;
};
