import { z } from 'zod';
import { EXAMPLE } from './examples.js';
import { RUN_STATES } from '../run-states.js';

/**
 * What the Integration API answers (docs/spec.md "Resources and their fields"), as contracts: the OpenAPI document
 * describes each operation's success body with them, and the test suites check every answer against that document.
 * Objects the spec leaves open ("further contents: not shown") allow further members.
 */
const RunState = z.enum(RUN_STATES);
const Coverage = z.enum(['sufficient', 'partial', 'insufficient']);
const Timestamp = z.iso.datetime({ offset: true });

export const RunCoverage = z
  .object({
    overall_coverage: Coverage,
    gap_competencies: z.array(z.string()),
    covered_count: z.int(),
    total_count: z.int(),
  })
  .meta({ examples: [{ overall_coverage: 'partial', gap_competencies: ['sql'], covered_count: 3, total_count: 4 }] });

export const MissingField = z.object({
  field: z.string(),
  severity: z.string(),
  reason: z.string(),
  question: z.string(),
});

/** Create, info, plan and assessment decisions, cancel: the run and its state after the action. */
export const ActionResponse = z
  .object({
    run_id: z.string(),
    interview_id: z.string(),
    state: RunState,
    message: z.string(),
    missing_fields: z.array(MissingField).optional(),
    /** On the assessment approval. */
    coverage_summary: RunCoverage.nullable().optional(),
  })
  .meta({
    examples: [
      {
        run_id: EXAMPLE.runId,
        interview_id: EXAMPLE.interviewId,
        state: 'GENERATING_PLAN',
        message: 'Interview run created; the plan is being generated',
      },
    ],
  });

export const RunStatus = z
  .looseObject({
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
  })
  .meta({
    examples: [
      {
        run_id: EXAMPLE.runId,
        interview_id: EXAMPLE.interviewId,
        state: 'PENDING',
        awaiting_human: true,
        coverage_summary: null,
        external_id: 'job-42/app-7',
        candidate_ref: 'c-981',
        position: 'Backend Engineer',
        level: 'SENIOR',
        legal_hold: null,
        purged_at: null,
      },
    ],
  });

const Competency = z.looseObject({ name: z.string() });
export const PlanRead = z
  .object({
    run_id: z.string(),
    interview_id: z.string(),
    plan_id: z.string().nullable(),
    payload: z.looseObject({ competencies: z.array(Competency) }),
  })
  .meta({
    examples: [
      {
        run_id: EXAMPLE.runId,
        interview_id: EXAMPLE.interviewId,
        plan_id: EXAMPLE.planId,
        payload: {
          revision: 0,
          competencies: [
            { id: 'sql', name: 'SQL and data modelling', kind: 'technical', requirement_type: 'essential' },
          ],
        },
      },
    ],
  });

export const PlanRevisions = z
  .object({
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
  })
  .meta({
    examples: [
      {
        items: [
          {
            revision: 0,
            cause: 'generated',
            comments: null,
            actor: null,
            plan: {
              competencies: [
                { id: 'sql', name: 'SQL and data modelling', kind: 'technical', requirement_type: 'essential' },
              ],
            },
            changes: [],
            created_at: EXAMPLE.time,
          },
        ],
      },
    ],
  });

export const AssessmentRead = z
  .object({
    run_id: z.string(),
    interview_id: z.string(),
    overall_coverage: Coverage.nullable(),
    payload: z.looseObject({
      coverage_summary: z.looseObject({ overall_coverage: Coverage }),
      competencies: z.array(z.looseObject({ competency_id: z.string(), score: z.number() })),
    }),
  })
  .meta({
    examples: [
      {
        run_id: EXAMPLE.runId,
        interview_id: EXAMPLE.interviewId,
        overall_coverage: 'partial',
        payload: {
          coverage_summary: { overall_coverage: 'partial' },
          competencies: [{ competency_id: 'sql', score: 0.6 }],
        },
      },
    ],
  });

export const TranscriptRead = z
  .object({
    run_id: z.string(),
    interview_id: z.string(),
    transcript: z.array(z.looseObject({ speaker: z.string(), text: z.string() })),
    proctor_events: z.array(z.looseObject({})),
  })
  .meta({
    examples: [
      {
        run_id: EXAMPLE.runId,
        interview_id: EXAMPLE.interviewId,
        transcript: [
          { speaker: 'interviewer', text: 'Tell me about a slow query you made fast.' },
          { speaker: 'candidate', text: 'We had a report that scanned the whole orders table...' },
        ],
        proctor_events: [],
      },
    ],
  });

export const InviteResult = z
  .object({
    run_id: z.string(),
    interview_id: z.string(),
    joinLink: z.url(),
    otp: z.string(),
    expiresAt: Timestamp,
  })
  .meta({
    examples: [
      {
        run_id: EXAMPLE.runId,
        interview_id: EXAMPLE.interviewId,
        joinLink: 'https://interviews.example.com/app/join/q3V8x1Lr0mZpT6eYcW2sN9aBdF4gHjK7uE5iO0pQzXy',
        otp: '482913',
        expiresAt: '2026-11-29T09:30:00.000Z',
      },
    ],
  });

export const RankingEntry = z
  .object({
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
    /**
     * Extension (not in docs/spec.md): the competencies counted in `gap_count`, in the plan's order, with the names the
     * approved plan gave them. Coverage and gaps only: still no score.
     */
    gaps: z
      .array(z.object({ competency_id: z.string(), name: z.string() }))
      .meta({ description: 'Extension: the competencies left without evidence (gap_count of them), in plan order.' }),
    created_at: Timestamp,
  })
  .meta({
    examples: [
      {
        rank: 1,
        interview_id: EXAMPLE.interviewId,
        run_id: EXAMPLE.runId,
        position: 'Backend Engineer',
        level: 'senior',
        overall_coverage: 'sufficient',
        gap_count: 0,
        gaps: [],
        created_at: EXAMPLE.time,
      },
    ],
  });
export const Rankings = z.array(RankingEntry);

export const PurgeResult = z
  .object({ purged: z.boolean(), purged_at: Timestamp })
  .meta({ examples: [{ purged: true, purged_at: EXAMPLE.later }] });
