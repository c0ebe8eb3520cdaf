import type { Tenant } from '@irs/shared';

export type CredentialKind = 'api_key' | 'oauth' | 'user';

/** Who is calling, on behalf of which tenant, with which permissions. Set by `identify`, read by the guards. */
export interface Principal {
  kind: CredentialKind;
  /** API key id, OAuth client id or user id: the audit trail's actor id. */
  id: string;
  /** The user behind a user JWT or an authorization_code token. */
  userId: string | null;
  /** The tenant the credential belongs to. */
  home: Tenant;
  /** The tenant the request acts for: the home tenant, or the one selected by X-Tenant-ID / the token claim. */
  tenant: Tenant;
  permissions: string[];
}

declare module 'express-serve-static-core' {
  interface Request {
    principal?: Principal;
    /** Why presented credentials were refused; raised by `requireAuth` (after rate limiting has counted the call). */
    authError?: Error;
  }
}

export const actorType = (p: Principal) => (p.kind === 'oauth' ? 'oauth_client' : p.kind);
