/** The shapes the console reads, as the gateway answers them (services/gateway/src/runs/service.ts, rest/me.ts). */
import type { RunState } from '@irs/shared/run-states';
import type { MissingField, Plan } from '@irs/engines/planner';
import type { AssessmentPayload, EvidenceRef, OverallCoverage } from '@irs/engines/scoring';
import type { Utterance } from '@irs/engines/transcript';

export type { RunState, Plan, AssessmentPayload, OverallCoverage, Utterance, MissingField, EvidenceRef };

export interface LoginResponse {
  access_token: string;
  user: { id: string; email: string; tenant_id: string; permissions: string[] };
}

export interface Me {
  tenant_id: string;
  home_tenant_id: string;
  permissions: string[];
}

export interface Tenant {
  id: string;
  name: string;
  kind: 'PLATFORM' | 'CUSTOMER';
  parent_platform_id: string | null;
}

/** One row of `GET /api/v2/integration/interviews`. */
export interface RunListItem {
  run_id: string;
  interview_id: string;
  external_id: string;
  candidate_ref: string | null;
  candidate_name: string | null;
  position: string;
  level: string;
  state: RunState;
  awaiting_human: boolean;
  overall_coverage: OverallCoverage | null;
  created_at: string;
  updated_at: string;
}

export interface RunPage {
  items: RunListItem[];
  next_cursor: string | null;
}

/** One `event: run` of the run stream. */
export interface RunChange {
  run_id: string;
  state: RunState;
  awaiting_human: boolean;
  updated_at: string;
}

/** `GET …/:run_id`: the state and whose run it is; `candidate_name` only for a caller holding candidate:read. */
export interface RunStatus {
  run_id: string;
  state: RunState;
  awaiting_human: boolean;
  missing_fields?: MissingField[];
  external_id: string;
  candidate_ref: string | null;
  position: string;
  level: string;
  candidate_name?: string | null;
}

export interface PlanRead {
  plan_id: string | null;
  payload: Plan;
}

export interface AssessmentRead {
  overall_coverage: OverallCoverage | null;
  payload: AssessmentPayload;
}

export interface TranscriptRead {
  transcript: Utterance[];
}

/** Who caused a revision or an event; null for the service's own steps. */
export type Actor = { type: string; id: string | null } | null;

/** One entry of `GET …/:run_id/plan/revisions`, oldest first. */
export interface PlanRevision {
  revision: number;
  cause: 'generated' | 'revised' | 'edited';
  /** The revision comments, or the editor's note. */
  comments: string | null;
  actor: Actor;
  plan: Plan;
  changes: string[];
  created_at: string;
}

/** One entry of `GET …/:run_id/events`, oldest first. */
export interface RunEvent {
  sequence: number;
  event: string;
  state: RunState;
  actor: Actor;
  at: string;
}

export interface InviteResult {
  joinLink: string;
  otp: string;
  expiresAt: string;
}

/** `PUT …/:run_id/plan`: the competencies as they should be (shared/src/contracts/plan-edit.ts). */
export type { PlanEditBody } from '@irs/shared';
