import { apiRequest, type Credentials } from '../api/client';
import type { LoginResponse, Me, Tenant } from '../api/types';
import { holds } from './permissions';

/** Who is signed in, kept in memory only: a reload signs out, and no script can read a stored token. */
export interface Session {
  token: string;
  /** The user's id: what the run's history names as the actor of their own decisions. */
  userId: string;
  email: string;
  permissions: string[];
  /** The customer tenants a platform user may act for (X-Tenant-ID); null for a customer tenant's user. */
  tenants: Tenant[] | null;
  /** The tenant every call acts for; null until a platform user has chosen one. */
  tenantId: string | null;
}

/** Password login, then what the user may do and, for a platform user, the customer tenants to choose from. */
export async function signIn(email: string, password: string): Promise<Session> {
  const login = await apiRequest<LoginResponse>('/api/v1/auth/login', { body: { email, password } });
  const creds: Credentials = { token: login.access_token, tenantId: null };
  const me = await apiRequest<Me>('/api/v2/me', { creds });
  const tenants = holds(me.permissions, 'platform:tenants:read')
    ? (await apiRequest<Tenant[]>('/api/v2/admin/tenants', { creds })).filter(
        // X-Tenant-ID reaches only the customer tenants of the user's own platform.
        (t) => t.kind === 'CUSTOMER' && t.parent_platform_id === me.home_tenant_id,
      )
    : null;
  return {
    token: login.access_token,
    userId: login.user.id,
    email: login.user.email,
    permissions: me.permissions,
    tenants,
    tenantId: tenants ? (tenants.length === 1 ? tenants[0]!.id : null) : me.tenant_id,
  };
}
