import { z } from 'zod';
import { RUN_STATES } from '../run-states.js';

/**
 * What the Integration API answers (docs/spec.md "Resources and their fields"), as contracts: the OpenAPI document
 * describes each operation's success body with them, and the test suites check every answer against that document.
 * Objects the spec leaves open ("further contents: not shown") allow further members.
 */
const RunState = z.enum(RUN_STATES);
const Coverage = z.enum(['sufficient', 'partial', 'insufficient']);
const Timestamp = z.iso.datetime({ offset: true });

export const RunCoverage = z.object({
  overall_coverage: Coverage,
  gap_competencies: z.array(z.string()),
  covered_count: z.int(),
  total_count: z.int(),
});

export const MissingField = z.object({
  field: z.string(),
  severity: z.string(),
  reason: z.string(),
  question: z.string(),
});

/** Create, info, plan and assessment decisions, cancel: the run and its state after the action. */
export const ActionResponse = z.object({
  run_id: z.string(),
  interview_id: z.string(),
  state: RunState,
  message: z.string(),
  missing_fields: z.array(MissingField).optional(),
  /** On the assessment approval. */
  coverage_summary: RunCoverage.nullable().optional(),
});

export const RunStatus = z.looseObject({
  run_id: z.string(),
  interview_id: z.string(),
  state: RunState,
  awaiting_human: z.boolean(),
  coverage_summary: RunCoverage.nullable(),
  missing_fields: z.array(MissingField).optional(),
  external_id: z.string(),
  candidate_ref: z.string().nullable(),
  position: z.string(),
  level: z.string(),
  /** Only for a caller holding candidate:read. */
  candidate_name: z.string().nullable().optional(),
  legal_hold: z.object({ reason: z.string().nullable(), set_at: Timestamp.nullable() }).nullable(),
  purged_at: Timestamp.nullable(),
});

const Competency = z.looseObject({ name: z.string() });
export const PlanRead = z.object({
  run_id: z.string(),
  interview_id: z.string(),
  plan_id: z.string().nullable(),
  payload: z.looseObject({ competencies: z.array(Competency) }),
});

export const PlanRevisions = z.object({
  items: z.array(
    z.object({
      revision: z.int().min(0),
      cause: z.enum(['generated', 'revised', 'edited']),
      comments: z.string().nullable(),
      actor: z.object({ type: z.string(), id: z.string().nullable() }).nullable(),
      plan: z.looseObject({ competencies: z.array(Competency) }),
      changes: z.array(z.string()),
      created_at: Timestamp,
    }),
  ),
});

export const AssessmentRead = z.object({
  run_id: z.string(),
  interview_id: z.string(),
  overall_coverage: Coverage.nullable(),
  payload: z.looseObject({
    coverage_summary: z.looseObject({ overall_coverage: Coverage }),
    competencies: z.array(z.looseObject({ competency_id: z.string(), score: z.number() })),
  }),
});

export const TranscriptRead = z.object({
  run_id: z.string(),
  interview_id: z.string(),
  transcript: z.array(z.looseObject({ speaker: z.string(), text: z.string() })),
  proctor_events: z.array(z.looseObject({})),
});

export const InviteResult = z.object({
  run_id: z.string(),
  interview_id: z.string(),
  joinLink: z.url(),
  otp: z.string(),
  expiresAt: Timestamp,
});

export const RankingEntry = z.object({
  rank: z.int().min(1),
  interview_id: z.string(),
  run_id: z.string(),
  /** Only for a caller holding candidate:read. */
  candidate_name: z.string().nullable().optional(),
  candidate_email: z.string().nullable().optional(),
  position: z.string(),
  level: z.enum(['entry', 'mid', 'senior', 'lead', 'exec']),
  overall_coverage: Coverage.nullable(),
  gap_count: z.int(),
  created_at: Timestamp,
});
export const Rankings = z.array(RankingEntry);

export const PurgeResult = z.object({ purged: z.boolean(), purged_at: Timestamp });
