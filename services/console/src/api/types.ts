/** The shapes the console reads, as the gateway answers them (services/gateway/src/runs/service.ts, rest/me.ts). */
import type { RunState } from '@irs/shared/run-states';
import type { MissingField, Plan } from '@irs/engines/planner';
import type { AssessmentPayload, OverallCoverage } from '@irs/engines/scoring';
import type { Utterance } from '@irs/engines/transcript';

export type { RunState, Plan, AssessmentPayload, OverallCoverage, Utterance };

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

export interface RunStatus {
  run_id: string;
  state: RunState;
  awaiting_human: boolean;
  missing_fields?: MissingField[];
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

export interface InviteResult {
  joinLink: string;
  otp: string;
  expiresAt: string;
}
