/**
 * Who may open which settings: the gateway's rules (services/gateway/src/rest/tenant-admin.ts), mirrored so the
 * console offers only what the server would allow. The server refuses the rest whatever the page shows.
 */

/** shared/src/permissions.ts WORKSPACE_PERMISSIONS, with its scope catalog's words. */
export const WORKSPACE_PERMISSIONS = [
  { id: 'interview:create', description: 'Create interviews' },
  { id: 'interview:read', description: 'View interviews' },
  { id: 'interview:approve', description: 'Approve interview plans and assessments' },
  { id: 'interview:update', description: 'Edit interviews: revise plans, supply missing information, invite' },
  { id: 'candidate:read', description: 'View candidate information' },
  { id: 'recording:read', description: 'Access interview recordings' },
  { id: 'webhook:read', description: 'View webhook configuration' },
  { id: 'webhook:update', description: 'Create, update and delete webhook configuration' },
] as const;

type Can = (permission: string) => boolean;

/** A tenant admin holds every workspace permission; a platform admin acts for a workspace of its platform. */
export const administers = (can: Can) =>
  can('platform:tenants:manage') || WORKSPACE_PERMISSIONS.every((p) => can(p.id));

export interface SettingsSection {
  path: string;
  label: string;
  /** Whether the user may open it (an admin of the workspace may open Settings at all). */
  allowed(can: Can): boolean;
}

export const SETTINGS_SECTIONS: SettingsSection[] = [
  { path: 'api-keys', label: 'API keys', allowed: () => true },
  { path: 'webhook', label: 'Webhook', allowed: (can) => can('webhook:read') },
  { path: 'oauth-clients', label: 'OAuth clients', allowed: (can) => can('platform:oauth-clients:manage') },
  { path: 'users', label: 'Users', allowed: () => true },
  { path: 'workspace', label: 'Workspace settings', allowed: () => true },
  { path: 'templates', label: 'Interview templates', allowed: () => true },
  { path: 'integrations', label: 'ATS integrations', allowed: () => true },
  { path: 'audit-log', label: 'Audit log', allowed: () => true },
  { path: 'bias-report', label: 'Bias report', allowed: () => true },
];
