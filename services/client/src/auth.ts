import { ClientCredentials, type ClientCredentialsOptions } from './client-credentials.js';

/** How the client authenticates (docs/api.md "Credentials"). */
export type Credentials =
  | {
      /** An API key, `irs_live_…`, sent as `X-API-Key`. */
      apiKey: string;
      /** For a platform-scoped key: the tenant it acts for (`X-Tenant-ID`). */
      tenantId?: string;
    }
  | {
      /** OAuth 2.1 client credentials: tokens from the service's token endpoint, cached and refreshed. */
      oauth: ClientCredentialsOptions;
    }
  | {
      /** A bearer token you obtain yourself: a user JWT (`POST /api/v1/auth/login`) or an OAuth access token. */
      token: string;
      /** For a platform user: the customer tenant it acts for (`X-Tenant-ID`). */
      tenantId?: string;
    };

/** Puts a credential on each request; an OAuth one can also be renewed once after a 401. */
export interface Authenticator {
  /** Sets the credential headers; answers the credential used, for `renew`. */
  apply(headers: Headers): Promise<string>;
  /** Drops `used` if it is still the current credential; true when a fresh one is worth a second try. */
  renew(used: string): boolean;
}

export function authenticator(credentials: Credentials, baseUrl: string, fetchFn: typeof fetch): Authenticator {
  if (!('oauth' in credentials)) {
    const [name, value] =
      'apiKey' in credentials ? ['x-api-key', credentials.apiKey] : ['authorization', `Bearer ${credentials.token}`];
    const { tenantId } = credentials;
    return {
      apply: async (headers) => {
        headers.set(name, value);
        if (tenantId) headers.set('x-tenant-id', tenantId);
        return value;
      },
      renew: () => false, // a credential we cannot renew stays refused
    };
  }
  const tokens = new ClientCredentials(credentials.oauth, baseUrl, fetchFn);
  return {
    apply: async (headers) => {
      const token = await tokens.accessToken();
      headers.set('authorization', `Bearer ${token}`);
      return token;
    },
    renew: (used) => {
      tokens.forget(used);
      return true;
    },
  };
}
