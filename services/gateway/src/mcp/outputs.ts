import { z } from 'zod';
import { RUN_STATES, RunListPage, RunTimeline } from '@irs/shared';

/**
 * The `outputSchema` of each MCP tool: the shape of what the run operation answers REST (runs/service.ts), which the
 * tool returns as `structuredContent`. Objects the service may grow (plan and assessment payloads, status) allow
 * further members; MCP clients validate every result against these.
 */
const State = z.enum(RUN_STATES);
const Instant = z.string();

const Coverage = z.looseObject({
  overall_coverage: z.string(),
  gap_competencies: z.array(z.string()),
  covered_count: z.number(),
  total_count: z.number(),
});

export const ActionResult = z.object({
  run_id: z.string(),
  interview_id: z.string(),
  state: State,
  message: z.string(),
});

export const CreateResult = ActionResult.extend({
  /** False when a run with this external_id already existed: that run is answered, nothing was created. */
  created: z.boolean(),
});

export const CompleteInfoResult = ActionResult.extend({
  /** What the regenerated plan will again lack: the run comes back to INFO_NEEDED for these. */
  still_missing: z.array(z.string()),
});

export const AssessmentDecisionResult = ActionResult.extend({ coverage_summary: Coverage.nullable() });

export const StatusResult = z.looseObject({
  run_id: z.string(),
  interview_id: z.string(),
  state: State,
  awaiting_human: z.boolean(),
  coverage_summary: Coverage.nullable(),
  missing_fields: z
    .array(z.object({ field: z.string(), severity: z.string(), reason: z.string(), question: z.string() }))
    .optional(),
  external_id: z.string(),
  candidate_ref: z.string().nullable(),
  position: z.string(),
  level: z.string(),
  candidate_name: z.string().nullable().optional(),
  legal_hold: z.object({ reason: z.string().nullable(), set_at: Instant.nullable() }).nullable(),
  purged_at: Instant.nullable(),
  progress: z
    .object({
      questions: z.object({ asked: z.number(), planned: z.number() }),
      competencies: z.object({ reached: z.number(), planned: z.number() }),
      answers: z.number(),
      planned_minutes: z.number().nullable(),
      started_at: Instant.nullable(),
      last_answer_at: Instant.nullable(),
    })
    .optional(),
});

export const PlanResult = z.object({
  run_id: z.string(),
  interview_id: z.string(),
  plan_id: z.string().nullable(),
  payload: z.looseObject({}).nullable(),
});

export const AssessmentResult = z.object({
  run_id: z.string(),
  interview_id: z.string(),
  overall_coverage: z.string().nullable(),
  payload: z.looseObject({}).nullable(),
});

export const InviteResult = z.object({
  run_id: z.string(),
  interview_id: z.string(),
  joinLink: z.string(),
  otp: z.string(),
  expiresAt: Instant,
});

export const RankingsResult = z.object({
  rankings: z.array(
    z.looseObject({
      rank: z.number(),
      run_id: z.string(),
      interview_id: z.string(),
      candidate_name: z.string().nullable().optional(),
      candidate_email: z.string().nullable().optional(),
      position: z.string(),
      level: z.string(),
      overall_coverage: z.string().nullable(),
      gap_count: z.number(),
      created_at: Instant,
    }),
  ),
});

export const RevisionsResult = z.object({
  items: z.array(
    z.object({
      revision: z.number(),
      cause: z.string(),
      comments: z.string().nullable(),
      actor: z.object({ type: z.string(), id: z.string().nullable() }).nullable(),
      plan: z.record(z.string(), z.unknown()),
      changes: z.array(z.string()),
      created_at: Instant,
    }),
  ),
});

export const TranscriptResult = z.object({
  run_id: z.string(),
  interview_id: z.string(),
  transcript: z.array(z.unknown()),
  proctor_events: z.array(z.unknown()),
});

export const PurgeResult = z.object({ purged: z.boolean(), purged_at: Instant });

export const LegalHoldResult = z.object({
  run_id: z.string(),
  interview_id: z.string(),
  legal_hold: z.boolean(),
  reason: z.string().nullable(),
  set_at: Instant.nullable(),
});

export { RunListPage as ListResult, RunTimeline as TimelineResult };
