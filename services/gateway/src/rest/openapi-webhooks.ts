import { EVENT_NAMES, EVENT_STATE, EXAMPLE, WEBHOOK_EVENTS, type EventName } from '@irs/shared';
import { capital, mediaType } from './openapi-schema.js';

/** When each event fires (docs/spec.md "Event names"). */
const WHEN: Record<EventName, string> = {
  'interview.info_needed': 'Information the recruiter must give is missing; `data.missing_fields` says which.',
  'interview.info_completed': 'The missing information was supplied; the plan is being built.',
  'interview.plan_generated': 'The interview plan is ready for review.',
  'interview.approved': 'The plan was approved: the candidate can be invited.',
  'interview.rejected': 'The plan was rejected: the run is closed.',
  'interview.assessment_ready': 'The assessment is ready for review (coverage only: never a score or a hire label).',
  'interview.assessment_pending': 'The interview ended; the assessment is being built.',
  'interview.completed': 'The assessment was approved: the run is complete.',
  'interview.modification_requested': 'Changes to the plan were requested; a new plan is being built.',
  'interview.cancelled': 'The run was cancelled.',
  'interview.accommodation_requested':
    'Extension: the candidate asked for an accommodation; the run is held until a recruiter grants it or closes the run.',
  'interview.alternative_requested':
    'Extension: the candidate asked for an alternative process (a human interview); the run is held until a recruiter acts.',
};

/** The Standard Webhooks headers every delivery carries. */
const SIGNATURE_HEADERS = [
  {
    name: 'webhook-id',
    description: "The event id (the body's `event_id`): the same on every retry and redelivery; deduplicate by it",
    example: EXAMPLE.eventId,
  },
  {
    name: 'webhook-timestamp',
    description: 'When this attempt was signed, in Unix seconds: reject one too far from your clock',
    example: '1764149400',
  },
  {
    name: 'webhook-signature',
    description:
      '`v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the base64-decoded part ' +
      'of your `whsec_` secret after the prefix; verify it with a Standard Webhooks library',
    example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  },
].map(({ example, ...header }) => ({ ...header, in: 'header', required: true, schema: { type: 'string' }, example }));

/**
 * The OpenAPI 3.1 `webhooks` section: one entry per event, its body from the event contracts
 * (shared/src/contracts/webhook-events.ts) and its signature headers. What the receiver answers decides retries.
 */
export function webhooksSection() {
  return Object.fromEntries(
    EVENT_NAMES.map((event) => [
      event,
      {
        post: {
          operationId: `webhook${event.split(/[._]/).map(capital).join('')}`,
          summary: event,
          description: `${WHEN[event]} The run is then in \`${EVENT_STATE[event]}\`.`,
          parameters: SIGNATURE_HEADERS,
          // Sent by us to your receiver: signed (the headers above), not authenticated by a credential.
          security: [],
          requestBody: { required: true, content: { 'application/json': mediaType(WEBHOOK_EVENTS[event], 'output') } },
          responses: {
            200: { description: 'Any 2xx within 15 s acknowledges the event' },
            410: { description: 'Gone: no further retries of this event' },
            429: { description: 'Retried after Retry-After (up to a day)' },
          },
        },
      },
    ]),
  );
}
