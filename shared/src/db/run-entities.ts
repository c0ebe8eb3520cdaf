import { EntitySchema } from 'typeorm';
import type { RunState } from '../run-states.js';

/** docs/spec.md "Missing field entry". */
export interface MissingFieldEntry {
  field: string;
  severity: string;
  reason: string;
  question: string;
}

export interface CoverageSummary {
  overall_coverage: 'sufficient' | 'partial' | 'insufficient';
  gap_competencies: string[];
  covered_count: number;
  total_count: number;
  competencies_well_evidenced?: number;
  competencies_with_gaps?: number;
  hitl_flags?: string[];
}

export interface Run {
  run_id: string;
  interview_id: string;
  tenant_id: string;
  external_id: string;
  state: RunState;
  awaiting_human: boolean;
  version: number;
  position: string;
  level: string;
  /** The create request without the candidate's personal data (those have their own columns, nulled by a purge). */
  request: Record<string, unknown>;
  candidate_ref: string | null;
  candidate_name: string | null;
  candidate_email: string | null;
  candidate_resume: string | null;
  candidate_profile_url: string | null;
  callback_url: string | null;
  /** The interview template the run was started from (its plan approved there); null for a run created directly. */
  template_id: string | null;
  missing_fields: MissingFieldEntry[] | null;
  info: Record<string, string>;
  revisions: string[];
  plan: Record<string, unknown> | null;
  plan_id: string | null;
  coverage_summary: CoverageSummary | null;
  overall_coverage: string | null;
  gap_count: number | null;
  assessment: Record<string, unknown> | null;
  assessment_approved_at: Date | null;
  transcript: unknown[] | null;
  proctor_events: unknown[] | null;
  recording: unknown;
  /** The candidate's consent: version, time and address (personal data: nulled by a purge). */
  consent: { version: string; accepted_at: string; ip: string | null } | null;
  interview_started_at: Date | null;
  purged_at: Date | null;
  /** Legal hold: while true the retention sweep leaves the run alone (migration 1763830000000-retention). */
  legal_hold: boolean;
  legal_hold_reason: string | null;
  legal_hold_set_at: Date | null;
  /** When the run reached a terminal state (kept by a database trigger): the start of its retention clock. */
  closed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const json = { type: 'jsonb', nullable: true } as const;
const text = { type: 'text', nullable: true } as const;

export const RunEntity = new EntitySchema<Run>({
  name: 'Run',
  tableName: 'runs',
  columns: {
    run_id: { type: 'text', primary: true },
    interview_id: { type: 'uuid' },
    tenant_id: { type: 'uuid' },
    external_id: { type: 'text' },
    state: { type: 'text' },
    awaiting_human: { type: 'boolean' },
    version: { type: 'integer' },
    position: { type: 'text' },
    level: { type: 'text' },
    request: { type: 'jsonb' },
    candidate_ref: text,
    candidate_name: text,
    candidate_email: text,
    candidate_resume: text,
    candidate_profile_url: text,
    callback_url: text,
    template_id: { type: 'uuid', nullable: true },
    missing_fields: json,
    info: { type: 'jsonb' },
    revisions: { type: 'jsonb' },
    plan: json,
    plan_id: { type: 'uuid', nullable: true },
    coverage_summary: json,
    overall_coverage: text,
    gap_count: { type: 'integer', nullable: true },
    assessment: json,
    assessment_approved_at: { type: 'timestamptz', nullable: true },
    transcript: json,
    proctor_events: json,
    recording: json,
    consent: json,
    interview_started_at: { type: 'timestamptz', nullable: true },
    purged_at: { type: 'timestamptz', nullable: true },
    legal_hold: { type: 'boolean', default: false },
    legal_hold_reason: text,
    legal_hold_set_at: { type: 'timestamptz', nullable: true },
    closed_at: { type: 'timestamptz', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});
