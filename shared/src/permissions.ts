/** docs/spec.md "Scope catalog": OAuth scopes map 1:1 onto these workspace permission keys. */
export const WORKSPACE_PERMISSIONS = [
  'interview:create',
  'interview:read',
  'interview:approve',
  'interview:update',
  'candidate:read',
  'recording:read',
  'webhook:read',
  'webhook:update',
] as const;

/** What each scope grants, as docs/spec.md's scope catalog words it (consent screens, metadata, agent card). */
export const SCOPE_DESCRIPTIONS: Record<WorkspacePermission, string> = {
  'interview:create': 'Create interviews in the account',
  'interview:read': 'View interviews',
  'interview:approve': 'Approve interview plans and assessments',
  'interview:update': 'Edit interviews',
  'candidate:read': 'View candidate information',
  'recording:read': 'Access interview recordings',
  'webhook:read': 'View webhook configuration',
  'webhook:update': 'Create, update, delete webhook configuration',
};

/**
 * The scopes of the MCP endpoint ({origin}/mcp, docs/mcp.md): what its tools need. Its protected resource metadata
 * names these, and a dynamically registered client (which belongs to no tenant) may ask for no others.
 */
export const MCP_SCOPES = [
  'interview:create',
  'interview:read',
  'interview:approve',
  'interview:update',
  'candidate:read',
] as const satisfies readonly (typeof WORKSPACE_PERMISSIONS)[number][];

export const PLATFORM_PERMISSIONS = [
  'platform:tenants:read',
  'platform:tenants:manage',
  'platform:oauth-clients:manage',
] as const;

export type WorkspacePermission = (typeof WORKSPACE_PERMISSIONS)[number];
export type PlatformPermission = (typeof PLATFORM_PERMISSIONS)[number];
export type Permission = WorkspacePermission | PlatformPermission | '*';

export const ALL_PERMISSIONS: readonly Permission[] = ['*', ...PLATFORM_PERMISSIONS, ...WORKSPACE_PERMISSIONS];

export const PRESETS = {
  super_admin: ['*'],
  platform_admin: [...PLATFORM_PERMISSIONS, ...WORKSPACE_PERMISSIONS],
  tenant_admin: [...WORKSPACE_PERMISSIONS],
  recruiter: ['interview:read', 'interview:approve', 'candidate:read'],
} satisfies Record<string, Permission[]>;

export const isPlatformPermission = (p: string) => p.startsWith('platform:');
export const isSuperAdmin = (held: readonly string[]) => held.includes('*');

/** The wildcard passes every check; otherwise the exact key must be held. */
export function holds(held: readonly string[], required: Permission): boolean {
  return isSuperAdmin(held) || held.includes(required);
}
