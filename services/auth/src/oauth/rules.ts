import { WORKSPACE_PERMISSIONS, holds, type OAuthClient, type Permission, type Tenant, type User } from '@irs/shared';

/** Access token lifetime (docs/spec.md "Limits"). */
export const ACCESS_TOKEN_TTL_SECONDS = 900;

/** Resource indicator (RFC 8707) a PLATFORM client names to act for one of its customer tenants. */
export const TENANT_RESOURCE_PREFIX = 'urn:interview-run-service:tenant:';

export const PLATFORM_ACCOUNT_REFUSED = 'platform-workspace accounts cannot complete OAuth flows';
export const TENANT_MISMATCH_REFUSED = 'user tenant does not match client tenant';
export const OAUTH_DISABLED = 'Feature disabled for this tenant: oauth';

export const splitScope = (scope: unknown): string[] =>
  typeof scope === 'string' ? [...new Set(scope.split(' ').filter(Boolean))] : [];

/** Requested scopes the client may not have: the request fails, it is never silently reduced (docs/spec.md rule 5). */
export function scopesOutside(requested: readonly string[], client: { scopes: readonly string[] }): string[] {
  return requested.filter(
    (s) => !client.scopes.includes(s) || !(WORKSPACE_PERMISSIONS as readonly string[]).includes(s),
  );
}

/** Requested scopes the user does not hold now: a token never does more than its user (the request fails). */
export const scopesBeyondUser = (requested: readonly string[], user: User): string[] =>
  requested.filter((s) => !holds(user.permissions, s as Permission));

export const sameScopes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((s) => b.includes(s));

/** docs/spec.md "Audience rules": why this user may not complete a flow with this client, or null. */
export function refusalFor(client: OAuthClient, user: User, userTenant: Tenant): string | null {
  if (userTenant.kind === 'PLATFORM') return PLATFORM_ACCOUNT_REFUSED;
  if (client.audience === 'TENANT' && user.tenant_id !== client.tenant_id) return TENANT_MISMATCH_REFUSED;
  return null;
}
