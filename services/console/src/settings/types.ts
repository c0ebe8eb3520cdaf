/** The shapes the settings pages read, as the gateway answers them (services/gateway/src/rest/tenant-*.ts, webhooks). */

/** `GET /api/v2/tenant/api-keys` items. */
export interface ApiKeyRow {
  id: string;
  name: string;
  key_prefix: string;
  permissions: string[];
  created_at: string;
  revoked_at: string | null;
}

export interface CreatedApiKey extends ApiKeyRow {
  /** The key itself, in this answer only. */
  api_key: string;
}

export type UserRole = 'recruiter' | 'tenant_admin' | 'custom';

export interface UserRow {
  id: string;
  email: string;
  role: UserRole;
  permissions: string[];
  created_at: string;
}

export interface AddedUser extends UserRow {
  /** The generated first password, in this answer only. */
  password?: string;
}

export interface WorkspaceSettings {
  tenant_id: string;
  auto_approve_plans: boolean;
  candidate_pii_retention_days: number | null;
  assessment_retention_days: number | null;
  recording_retention_days: number | null;
  audit_retention_days: number | null;
}

/** `GET /api/v2/me/webhook-config`; `secret` only when just generated or rotated. */
export interface WebhookConfig {
  tenant_id: string;
  callback_url: string;
  /** Empty: every event. */
  events: string[];
  is_active: boolean;
  secret_hint: string;
  secret?: string;
  created_at: string;
  updated_at: string;
}

export interface WebhookTestResult {
  event: string;
  source: 'tenant' | 'platform';
  callback_url: string | null;
  delivered: boolean;
  status_code: number | null;
  error: string | null;
}

export interface OAuthClient {
  client_id: string;
  name: string;
  tenant_id: string;
  audience: 'TENANT' | 'PLATFORM';
  client_type: 'confidential' | 'public';
  redirect_uris: string[];
  scopes: string[];
  created_at: string;
}

export interface RegisteredOAuthClient extends OAuthClient {
  client_secret?: string;
}

export interface AuditEntry {
  id: string;
  at: string;
  action: string;
  actor: { type: string; id: string | null; label: string };
  target: { id: string; label: string | null } | null;
  request_id: string | null;
  detail: Record<string, unknown>;
}

export interface AuditPage {
  items: AuditEntry[];
  next_cursor: string | null;
}
