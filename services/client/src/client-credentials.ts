import * as oauth from 'oauth4webapi';

export interface ClientCredentialsOptions {
  clientId: string;
  clientSecret: string;
  /** Scopes to ask for (default: every scope the client was registered with). */
  scope?: string | string[];
  /** For a PLATFORM client: the customer tenant the token acts for (RFC 8707 resource indicator). */
  tenantId?: string;
  /** Default `{baseUrl}/api/v2/oauth/token`. */
  tokenUrl?: string;
  /** Fetch a new token this long before the current one expires (default 60 s). */
  refreshBeforeExpirySeconds?: number;
}

/** The token endpoint refused the client (RFC 6749 §5.2): `invalid_client`, `invalid_scope`, `invalid_target`, … */
export class OAuthTokenError extends Error {
  override readonly name = 'OAuthTokenError';
  constructor(
    readonly error: string,
    readonly description: string | undefined,
    readonly status: number,
  ) {
    super(`the token endpoint refused the client: ${error}${description ? ` (${description})` : ''}`);
  }
}

/** oauth4webapi reports a refusal in the body, or in WWW-Authenticate for a failed client authentication. */
function refusal(err: unknown): unknown {
  if (err instanceof oauth.ResponseBodyError) return new OAuthTokenError(err.error, err.error_description, err.status);
  if (err instanceof oauth.WWWAuthenticateChallengeError) {
    const { error, error_description } = err.cause[0]?.parameters ?? {};
    return new OAuthTokenError(error ?? 'invalid_client', error_description, err.status);
  }
  return err;
}

interface Cached {
  token: string;
  /** Epoch ms after which the token is no longer used. */
  renewAt: number;
}

/**
 * Access tokens from the client_credentials grant (docs/oauth.md), requested with oauth4webapi: one token shared by
 * every request, renewed shortly before it expires, or at once when the API refused it (`forget`). Concurrent
 * requests wait for the same token request.
 */
export class ClientCredentials {
  private cached?: Cached;
  private pending?: Promise<Cached>;
  private readonly server: oauth.AuthorizationServer;
  private readonly client: oauth.Client;
  private readonly auth: oauth.ClientAuth;

  constructor(
    private readonly options: ClientCredentialsOptions,
    baseUrl: string,
    private readonly fetchFn: typeof fetch,
  ) {
    const tokenUrl = options.tokenUrl ?? `${baseUrl.replace(/\/+$/, '')}/api/v2/oauth/token`;
    this.server = { issuer: new URL(tokenUrl).origin, token_endpoint: tokenUrl };
    this.client = { client_id: options.clientId };
    this.auth = oauth.ClientSecretBasic(options.clientSecret);
  }

  async accessToken(): Promise<string> {
    if (this.cached && Date.now() < this.cached.renewAt) return this.cached.token;
    this.pending ??= this.request().finally(() => (this.pending = undefined));
    this.cached = await this.pending;
    return this.cached.token;
  }

  /** Stops using `token` (the API answered 401 to it); a newer token already fetched is kept. */
  forget(token: string): void {
    if (this.cached?.token === token) this.cached = undefined;
  }

  private async request(): Promise<Cached> {
    const { scope, tenantId, refreshBeforeExpirySeconds = 60 } = this.options;
    const params = new URLSearchParams();
    if (scope) params.set('scope', Array.isArray(scope) ? scope.join(' ') : scope);
    if (tenantId) params.set('resource', `urn:interview-run-service:tenant:${tenantId}`);
    const options = {
      [oauth.customFetch]: this.fetchFn,
      // Local stacks answer on http://127.0.0.1; oauth4webapi otherwise insists on https.
      [oauth.allowInsecureRequests]: new URL(this.server.token_endpoint!).protocol === 'http:',
    };
    const started = Date.now();
    const response = await oauth.clientCredentialsGrantRequest(this.server, this.client, this.auth, params, options);
    const tokens = await oauth
      .processClientCredentialsResponse(this.server, this.client, response)
      .catch((err: unknown) => Promise.reject(refusal(err)));
    const lifetimeMs = (tokens.expires_in ?? 0) * 1000;
    return { token: tokens.access_token, renewAt: started + lifetimeMs - refreshBeforeExpirySeconds * 1000 };
  }
}
