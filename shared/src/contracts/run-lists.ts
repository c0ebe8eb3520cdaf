import { z } from 'zod';
import { EXAMPLE } from './examples.js';
import { EVENT_NAMES, RUN_STATES } from '../run-states.js';
import { encodeOpaqueCursor, opaqueCursor } from './opaque-cursor.js';
import { LEVELS, RunIdParam } from './runs.js';

/**
 * The read API of runs (GET …/interviews, …/:run_id/events, …/interviews/stream): query contracts, the keyset cursor,
 * and the answers' shapes (for the OpenAPI document and the gateway's types).
 */

const State = z.enum(RUN_STATES);
/** `state` once or repeated (`?state=PENDING&state=INVITED`); always a list after parsing. */
const states = z.union([State.transform((s) => [s]), z.array(State).min(1).max(RUN_STATES.length)], {
  error: `must be one of ${RUN_STATES.join(', ')}, once or repeated`,
});
/** At most 200 characters, and no NUL: PostgreSQL text cannot hold one (the query would fail: a 400, not a 500). */
const text = (min: number) =>
  z
    .string()
    .min(min)
    .max(200)
    .refine((v) => !v.includes('\u0000'), 'must not contain NUL (\\u0000)');
const exact = text(1);

/** The sort key of the last row of a page: `updated_at` to the microsecond (UTC), then `run_id`. */
export interface ListCursor {
  updated_at: string;
  run_id: string;
}

const MICROS_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** A real instant to the microsecond (a JS Date would drop them and misplace the page). */
const cursorTime = z
  .string()
  .regex(MICROS_UTC)
  .refine((v) => {
    const millis = new Date(`${v.slice(0, 23)}Z`);
    return !Number.isNaN(millis.getTime()) && millis.toISOString() === `${v.slice(0, 23)}Z`;
  });
const CursorFields = z.strictObject({ u: cursorTime, r: RunIdParam });

export const encodeCursor = (c: ListCursor): string => encodeOpaqueCursor({ u: c.updated_at, r: c.run_id });

/** Opaque to callers (base64url JSON); anything but a `next_cursor` as given is a 400 naming the field. */
const cursor = opaqueCursor(CursorFields, 256).transform((c): ListCursor => ({ updated_at: c.u, run_id: c.r }));

const filters = {
  state: states.optional(),
  position: text(0).optional(),
  level: z.enum(LEVELS).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: cursor.optional(),
};
const awaitingHuman = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/** GET /api/v2/integration/interviews: every filter narrows (AND); `position` is a case-insensitive substring. */
export const RunListQuery = z
  .strictObject({
    ...filters,
    awaiting_human: awaitingHuman,
    external_id: exact.optional(),
    candidate_ref: exact.optional(),
  })
  .meta({ examples: [{ state: 'PENDING', awaiting_human: 'true', limit: 25 }] });
export type RunListFilters = z.infer<typeof RunListQuery>;

/** GET /api/v1/interviews: the same filters, camelCase. */
export const LegacyRunListQuery = z
  .strictObject({
    ...filters,
    awaitingHuman: awaitingHuman,
    externalId: exact.optional(),
    candidateRef: exact.optional(),
  })
  .transform(({ awaitingHuman, externalId, candidateRef, ...rest }): RunListFilters => ({
    ...rest,
    awaiting_human: awaitingHuman,
    external_id: externalId,
    candidate_ref: candidateRef,
  }));

const instant = z.iso.datetime();

export const RunListItem = z.object({
  run_id: z.string(),
  interview_id: z.uuid(),
  external_id: z.string(),
  candidate_ref: z.string().nullable(),
  /** Personal data: null unless the caller holds candidate:read (as in the rankings), and after a purge. */
  candidate_name: z.string().nullable(),
  position: z.string(),
  level: z.enum(LEVELS),
  state: State,
  awaiting_human: z.boolean(),
  /** The assessment's tier once scored (ASSESSMENT_READY, COMPLETED, or REJECTED at review), else null. */
  overall_coverage: z.enum(['sufficient', 'partial', 'insufficient']).nullable(),
  created_at: instant,
  /** The run's last change (a transition, the plan, a candidate turn): the list's order. */
  updated_at: instant,
});
export type RunListItem = z.infer<typeof RunListItem>;

export const RunListPage = z
  .object({
    items: z.array(RunListItem),
    /** Pass as `cursor` for the next page; null on the last page. */
    next_cursor: z.string().nullable(),
  })
  .meta({
    examples: [
      {
        items: [
          {
            run_id: EXAMPLE.runId,
            interview_id: EXAMPLE.interviewId,
            external_id: 'job-42/app-7',
            candidate_ref: 'c-981',
            candidate_name: null,
            position: 'Backend Engineer',
            level: 'SENIOR',
            state: 'PENDING',
            awaiting_human: true,
            overall_coverage: null,
            created_at: EXAMPLE.time,
            updated_at: EXAMPLE.later,
          },
        ],
        next_cursor: null,
      },
    ],
  });
export type RunListPage = z.infer<typeof RunListPage>;

export const RunTimelineEntry = z.object({
  sequence: z.number().int(),
  event: z.enum(EVENT_NAMES),
  state: State,
  /** Who caused it (user, api_key, oauth_client, system, candidate without id); null for the service's own steps. */
  actor: z.object({ type: z.string(), id: z.string().nullable() }).nullable(),
  at: instant,
});
export type RunTimelineEntry = z.infer<typeof RunTimelineEntry>;

export const RunTimeline = z.object({ items: z.array(RunTimelineEntry) }).meta({
  examples: [
    {
      items: [
        { sequence: 1, event: 'interview.plan_generated', state: 'PENDING', actor: null, at: EXAMPLE.time },
        {
          sequence: 2,
          event: 'interview.approved',
          state: 'APPROVED',
          actor: { type: 'user', id: EXAMPLE.userId },
          at: EXAMPLE.later,
        },
      ],
    },
  ],
});

/** The `data` of each `event: run` of the change stream. */
export const RunChangeData = z
  .object({
    run_id: z.string(),
    state: State,
    awaiting_human: z.boolean(),
    updated_at: instant,
  })
  .meta({ examples: [{ run_id: EXAMPLE.runId, state: 'APPROVED', awaiting_human: false, updated_at: EXAMPLE.later }] });
export type RunChangeData = z.infer<typeof RunChangeData>;
