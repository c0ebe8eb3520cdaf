import type { RunState } from '../api/types';
import { STATE_LABELS, humanize } from '../format';
import type { AuditEntry } from './types';

/** What each recorded action did, as a sentence's verb phrase. */
const ACTIONS: Record<string, string> = {
  'api_key.create': 'Created an API key',
  'api_key.update': 'Changed an API key',
  'api_key.revoke': 'Revoked an API key',
  'user.create': 'Added a user',
  'tenant.create': 'Created the workspace',
  'tenant.update': 'Changed the workspace',
  'tenant.settings_update': 'Changed the workspace settings',
  'webhook_config.create': 'Set up the webhook',
  'webhook_config.update': 'Changed the webhook',
  'webhook_config.delete': 'Removed the webhook',
  'webhook_config.activate': 'Resumed webhook delivery',
  'webhook_config.deactivate': 'Paused webhook delivery',
  'webhook.test': 'Sent a test event',
  'webhook_delivery.retry': 'Redelivered a webhook event',
  'oauth_client.create': 'Registered an OAuth client',
  'oauth.consent_granted': 'Gave an OAuth client access',
  'oauth.consent_denied': 'Refused an OAuth client access',
  'oauth.consent_revoked': "Withdrew an OAuth client's access",
  'auth.login_failed': 'Failed to sign in',
  'auth.login_throttled': 'Sign-in held back after too many failures',
  'run.create': 'Created a run',
  'run.info': 'Supplied missing information',
  'run.plan_approve': 'Approved a plan',
  'run.plan_reject': 'Rejected a plan',
  'run.plan_revise': 'Asked for a plan revision',
  'run.plan_edit': 'Edited a plan',
  'run.invite': 'Invited the candidate',
  'run.assessment_approve': 'Approved an assessment',
  'run.assessment_reject': 'Rejected an assessment',
  'run.cancel': 'Cancelled a run',
  'run.purge_candidate_data': "Purged a candidate's data",
  'run.legal_hold_set': 'Placed a legal hold',
  'run.legal_hold_release': 'Released a legal hold',
  'audit.pruned': 'Dropped audit entries past their retention',
  'candidate.otp_requested': 'Asked for a sign-in code',
  'candidate.verified': 'Entered the sign-in code',
  'candidate.locked': 'Locked the join link after wrong codes',
  'candidate.consent': 'Gave consent',
  'candidate.start': 'Started the interview',
  'candidate.complete': 'Finished the interview',
};

export function actionLabel(entry: AuditEntry): string {
  if (entry.action === 'webhook_config.update' && entry.detail.secret_rotated === true)
    return 'Rotated the webhook secret';
  const known = ACTIONS[entry.action];
  if (known) return known;
  // The service's own transitions (run.approved by auto-approval, a retention purge): the state the run reached.
  const state = entry.action.startsWith('run.') ? entry.action.slice(4).toUpperCase() : '';
  if (state in STATE_LABELS) return `Moved a run to ${STATE_LABELS[state as RunState]}`;
  return humanize(entry.action.replace(/[._]/g, ' '));
}

/** The filter of the log's select: an action family each (the API's `action` prefixes). */
export const AUDIT_FILTERS = [
  { id: 'all', label: 'All activity', actions: [] },
  {
    id: 'access',
    label: 'Keys, users and sign-ins',
    actions: ['api_key.', 'user.', 'oauth_client.', 'oauth.', 'auth.'],
  },
  { id: 'webhook', label: 'Webhook', actions: ['webhook_config.', 'webhook.', 'webhook_delivery.'] },
  { id: 'settings', label: 'Workspace settings', actions: ['tenant.'] },
  { id: 'runs', label: 'Runs', actions: ['run.'] },
  { id: 'candidates', label: 'Candidates', actions: ['candidate.'] },
] as const;

const SETTING_NAMES: Record<string, string> = {
  auto_approve_plans: 'Approve plans automatically',
  candidate_pii_retention_days: 'Candidate personal data',
  assessment_retention_days: 'Assessments',
  recording_retention_days: 'Recordings',
  audit_retention_days: 'Audit trail',
  ask_screening: 'Ask screening questions',
};

function settingValue(name: string, value: unknown): string {
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (value === null) return 'kept until deleted';
  return name.endsWith('_days') ? `${String(value)} days` : String(value);
}

/** The entry's facts worth reading, one short line each; ids and internals are left out. */
export function detailLines(entry: AuditEntry): string[] {
  const d = entry.detail;
  const out: string[] = [];
  // A user added from a preset is named by it; anything else by its permissions.
  if (typeof d.role === 'string') out.push(`Role: ${d.role === 'tenant_admin' ? 'Admin' : humanize(d.role)}`);
  else if (Array.isArray(d.permissions)) out.push(`Permissions: ${d.permissions.join(', ')}`);
  if (d.settings && typeof d.settings === 'object')
    for (const [name, value] of Object.entries(d.settings))
      out.push(`${SETTING_NAMES[name] ?? humanize(name)}: ${settingValue(name, value)}`);
  if (typeof d.callback_url === 'string') out.push(`Endpoint: ${d.callback_url}`);
  if (Array.isArray(d.events)) out.push(`Events: ${d.events.length ? d.events.join(', ') : 'every event'}`);
  if (typeof d.is_active === 'boolean' && entry.action !== 'webhook_config.update')
    out.push(d.is_active ? 'Delivering' : 'Paused');
  if (typeof d.event === 'string') out.push(`Event: ${d.event}`);
  if (Array.isArray(d.scopes)) out.push(`Scopes: ${d.scopes.join(', ')}`);
  if (typeof d.retention_days === 'number') out.push(`Retention: ${d.retention_days} days`);
  return out;
}
