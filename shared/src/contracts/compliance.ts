import { z } from 'zod';
import { EXAMPLE } from './examples.js';

/**
 * Contracts of the candidate-rights and compliance operations (issue 37; README "Compliance"): the audit chain's
 * verification.
 */

/** GET /api/v2/admin/audit/verify: the walk of the tenant's chain and its first broken link, if any. */
export const AuditChainReport = z
  .object({
    tenant_id: z.string(),
    ok: z.boolean(),
    /** Rows checked before the walk stopped (all of the chain's when `ok`). */
    rows: z.int(),
    broken: z
      .object({
        id: z.string(),
        /** `row_hash`: the row was changed; `prev_hash`: the row before it was changed, removed or moved. */
        problem: z.enum(['row_hash', 'prev_hash']),
      })
      .nullable(),
  })
  .meta({ examples: [{ tenant_id: EXAMPLE.tenantId, ok: true, rows: 1042, broken: null }] });

/** A candidate's request before the interview (issue 37 §1), as the run's readers see it. */
const exampleRequest = {
  id: EXAMPLE.keyId,
  run_id: EXAMPLE.runId,
  kind: 'accommodation',
  details: 'I use a screen reader; please allow extra time.',
  status: 'granted',
  extra_minutes: 20,
  notes: 'Screen-reader friendly pace; questions repeated on request',
  created_at: EXAMPLE.time,
  resolved_at: EXAMPLE.later,
};

export const CandidateRequestView = z
  .object({
    id: z.string(),
    run_id: z.string(),
    kind: z.enum(['accommodation', 'alternative', 'erasure']),
    /** What the candidate wrote (accommodations); null after a purge. */
    details: z.string().nullable(),
    status: z.enum(['open', 'granted', 'closed']),
    extra_minutes: z.int().nullable(),
    notes: z.string().nullable(),
    created_at: z.string(),
    resolved_at: z.string().nullable(),
  })
  .meta({ examples: [exampleRequest] });
export const CandidateRequestList = z
  .object({ items: z.array(CandidateRequestView) })
  .meta({ examples: [{ items: [exampleRequest] }] });

/** POST …/candidate-requests/:request_id/grant: extra interview minutes and/or notes for the candidate's interview. */
export const GrantRequestBody = z
  .strictObject({
    extra_minutes: z.int().min(1).max(240).optional(),
    notes: z.string().trim().min(1).max(4_000).optional(),
  })
  .meta({ examples: [{ extra_minutes: 20, notes: 'Screen-reader friendly pace; questions repeated on request' }] });

/** POST …/candidate-requests/:request_id/close: the request is handled outside this service, and the run cancelled. */
export const CloseRequestBody = z
  .strictObject({ reason: z.string().trim().min(1).max(2_000).optional() })
  .meta({ examples: [{ reason: 'Interviewed in person by the hiring manager' }] });

/** GET …/candidate-data/export and the candidate's own download: everything held about the run's candidate. */
export const CandidateDataExport = z
  .object({
    format: z.literal('irs.candidate-data/1'),
    exported_at: z.string(),
    run: z.object({
      run_id: z.string(),
      interview_id: z.string(),
      position: z.string(),
      level: z.string(),
      state: z.string(),
      created_at: z.string(),
      purged_at: z.string().nullable(),
    }),
    profile: z.object({
      candidate_ref: z.string().nullable(),
      name: z.string().nullable(),
      email: z.string().nullable(),
      resume: z.string().nullable(),
      profile_url: z.string().nullable(),
    }),
    consent: z.record(z.string(), z.unknown()).nullable(),
    interview: z.object({
      started_at: z.string().nullable(),
      transcript: z.array(z.unknown()),
      proctor_events: z.array(z.unknown()),
    }),
    requests: z.array(z.record(z.string(), z.unknown())),
    assessment: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({
    examples: [
      {
        format: 'irs.candidate-data/1',
        exported_at: EXAMPLE.later,
        run: {
          run_id: EXAMPLE.runId,
          interview_id: EXAMPLE.interviewId,
          position: 'Senior Backend Engineer',
          level: 'SENIOR',
          state: 'COMPLETED',
          created_at: EXAMPLE.time,
          purged_at: null,
        },
        profile: {
          candidate_ref: 'cand-4821',
          name: 'Alex Example',
          email: 'alex@example.com',
          resume: null,
          profile_url: null,
        },
        consent: { notice_version: '2026-11-26', consented_at: EXAMPLE.time },
        interview: { started_at: EXAMPLE.time, transcript: [], proctor_events: [] },
        requests: [],
        assessment: null,
      },
    ],
  });

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month, YYYY-MM');

/** GET /api/v2/admin/bias-report[.csv]: every filter narrows; `from` and `to` are months (inclusive). */
export const BiasReportQuery = z
  .strictObject({
    position: z.string().trim().min(1).max(200).optional(),
    level: z.enum(['ENTRY', 'MID', 'SENIOR', 'LEAD', 'EXEC']).optional(),
    from: month.optional(),
    to: month.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] })
  .meta({ examples: [{ position: 'Data Engineer', level: 'SENIOR', from: '2026-01', to: '2026-11' }] });

export const BiasReport = z
  .object({
    scope: z.object({ tenant_ids: z.array(z.string()) }),
    total_assessed: z.int(),
    minimum_count: z.int(),
    threshold: z.number(),
    note: z.string(),
    suppressed_groups: z.int(),
    groups: z.array(
      z.object({
        dimension: z.enum(['sex', 'race', 'sex_x_race']),
        group: z.string(),
        assessed: z.int(),
        selected: z.int().nullable(),
        selection_rate: z.number().nullable(),
        impact_ratio: z.number().nullable(),
        suppressed: z.boolean(),
        excluded: z.boolean(),
        flagged: z.boolean(),
      }),
    ),
  })
  .meta({
    examples: [
      {
        scope: { tenant_ids: [EXAMPLE.tenantId] },
        total_assessed: 45,
        minimum_count: 5,
        threshold: 0.8,
        note: 'Groups of fewer than 5 assessed are suppressed; impact ratios under 0.8 are flagged (four-fifths rule).',
        suppressed_groups: 1,
        groups: [
          {
            dimension: 'sex',
            group: 'male',
            assessed: 23,
            selected: 14,
            selection_rate: 0.6087,
            impact_ratio: 1,
            suppressed: false,
            excluded: false,
            flagged: false,
          },
          {
            dimension: 'sex',
            group: 'female',
            assessed: 16,
            selected: 8,
            selection_rate: 0.5,
            impact_ratio: 0.8214,
            suppressed: false,
            excluded: false,
            flagged: false,
          },
          {
            dimension: 'sex',
            group: 'not_provided',
            assessed: 2,
            selected: null,
            selection_rate: null,
            impact_ratio: null,
            suppressed: true,
            excluded: true,
            flagged: false,
          },
        ],
      },
    ],
  });

/** The bias report as CSV: one row per group, then the report's note as a comment line. */
export const BiasReportCsv = z.string().meta({
  examples: [
    'dimension,group,assessed,selected,selection_rate,impact_ratio,suppressed,excluded,flagged\n' +
      'sex,male,23,14,0.6087,1,false,false,false\n' +
      'sex,female,16,8,0.5,0.8214,false,false,false\n' +
      '# Groups of fewer than 5 assessed are suppressed; impact ratios under 0.8 are flagged (four-fifths rule).\n',
  ],
});
