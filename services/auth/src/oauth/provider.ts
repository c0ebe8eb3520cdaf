import { createHmac, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { JWK } from 'jose';
import Provider, {
  errors,
  interactionPolicy,
  type IssuedToken,
  type KoaContextWithOIDC,
  type ProviderClient,
} from 'oidc-provider';
import {
  API_AUDIENCE,
  DCR_CLIENT_ID_PREFIX,
  MAX_CLIENT_ID_URL,
  databaseUnavailable,
  findTenant,
  findUser,
  isDynamicClientId,
  mcpResource,
  safeEqual,
  saveMetadataDocumentClient,
  sha256Hex,
  type Tenant,
  type User,
} from '@irs/shared';
import type { KeySet } from '../keys.js';
import { PostgresAdapter } from './adapter.js';
import { bindBrowser } from './binding.js';
import {
  MCP_DISABLED,
  NORMALIZER_PROPERTY,
  REGISTRATION_PATH,
  clientPolicy,
  dynamicRefusal,
  normalizeClientMetadata,
} from './dynamic-clients.js';
import { outboundFetch, type OutboundSettings } from './outbound-fetch.js';
import { signPrt } from './prt.js';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  OAUTH_DISABLED,
  TENANT_RESOURCE_PREFIX,
  refusalFor,
  scopesBeyondUser,
  scopesOutside,
  splitScope,
} from './rules.js';
import { recordAccessToken } from './store.js';
import { errorPage } from './pages.js';

export const AUTHORIZE_PATH = '/api/v2/oauth/authorize';
export const TOKEN_PATH = '/api/v2/oauth/token';
const INTERACTION_TTL_SECONDS = 600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ProviderDeps {
  ds: DataSource;
  issuer: string;
  appUrl: string;
  encKey: Buffer;
  keys: KeySet;
  /** The private signing key (with kid) of `keys`: oidc-provider signs access tokens with it. */
  signingJwk: JWK;
  /** The SSRF filter's exemptions for Client ID Metadata Document fetches (the webhooks' settings). */
  outbound: OutboundSettings;
}

async function tenantById(ds: DataSource, id: string): Promise<Tenant | null> {
  return UUID.test(id) ? findTenant(ds, id) : null;
}

/** A token never does more than its user: a scope the user does not hold now fails the grant (never reduced). */
function refuseScopesBeyond(user: User, scope: unknown): void {
  const beyond = scopesBeyondUser(splitScope(scope), user);
  if (beyond.length)
    throw new errors.InvalidScope(`the user does not hold these permissions: ${beyond.join(' ')}`, beyond.join(' '));
}

/**
 * The oidc-provider configuration: authorization_code (PKCE S256 only), refresh_token (rotated on every use) and
 * client_credentials, JWT access tokens for two resource servers (the API, and the MCP endpoint `{origin}/mcp`, named
 * with an RFC 8707 resource indicator), Dynamic Client Registration and Client ID Metadata Documents for the MCP
 * endpoint's clients (dynamic-clients.ts), everything else switched off. The library silently drops scopes a client
 * may not request; `getResourceServerInfo` and `extraTokenClaims` refuse them instead.
 */
export function createProvider(deps: ProviderDeps): Provider {
  const { ds } = deps;
  const mcp = mcpResource(deps.issuer);
  const { Check, base } = interactionPolicy;
  const policy = base();
  // The user signs in to our web app (bearer JWT), never to oidc-provider's own session: every authorization request
  // goes through the consent page, which skips the screen itself when the exact scopes were already consented to.
  policy
    .get('login')
    .checks.add(
      new Check('app_login', 'the user confirms on the consent page', (ctx) =>
        ctx.oidc.result?.login ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT,
      ),
    );

  async function loadClient(client: ProviderClient | undefined) {
    const policy = client ? await clientPolicy(ds, client.clientId) : null;
    if (!policy) throw new errors.InvalidRequest('unknown client');
    return policy;
  }

  async function getResourceServerInfo(ctx: KoaContextWithOIDC, resource: string, client: ProviderClient) {
    const policy = await loadClient(client);
    const row = policy.registered;
    // client_credentials without a scope parameter: the client's registered scopes (RFC 6749 §3.3 default).
    if (ctx.oidc.params?.grant_type === 'client_credentials' && !ctx.oidc.params.scope)
      ctx.oidc.params.scope = policy.scopes.join(' ');
    const outside = scopesOutside(splitScope(ctx.oidc.params?.scope), policy);
    if (outside.length)
      throw new errors.InvalidScope(
        `requested scope is not allowed for this client: ${outside.join(' ')}`,
        outside.join(' '),
      );
    if (row) {
      const home = await tenantById(ds, row.tenant_id);
      if (!home?.features.oauth) throw new errors.UnauthorizedClient(OAUTH_DISABLED);
    }
    if (resource === mcp) {
      // The MCP endpoint: any client may ask for it; the consenting user's tenant must have `mcp` (consent.ts).
    } else if (!row) {
      throw new errors.InvalidTarget(`a self-registered client may only request the resource ${mcp}`);
    } else if (resource.startsWith(TENANT_RESOURCE_PREFIX)) {
      // A PLATFORM client acting for one of its customer tenants (client_credentials only).
      const target = await tenantById(ds, resource.slice(TENANT_RESOURCE_PREFIX.length));
      const allowed =
        ctx.oidc.params?.grant_type === 'client_credentials' &&
        row.audience === 'PLATFORM' &&
        target?.kind === 'CUSTOMER' &&
        target.parent_platform_id === row.tenant_id;
      if (!allowed) throw new errors.InvalidTarget('resource names a tenant this client cannot act for');
      if (!target.features.oauth) throw new errors.UnauthorizedClient(OAUTH_DISABLED);
    } else if (resource !== API_AUDIENCE) {
      throw new errors.InvalidTarget();
    }
    return {
      scope: policy.scopes.join(' '),
      audience: resource === mcp ? mcp : API_AUDIENCE,
      accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
      accessTokenFormat: 'jwt' as const,
      jwt: { sign: { alg: 'RS256' } },
    };
  }

  /** tenant_id (docs/spec.md "Access token"), the checks that run at every grant, and the jti ledger entry. */
  async function extraTokenClaims(_ctx: KoaContextWithOIDC, token: IssuedToken) {
    const policy = await clientPolicy(ds, token.clientId);
    if (!policy) throw new errors.InvalidGrant('unknown client');
    const row = policy.registered;
    const outside = scopesOutside(splitScope(token.scope), policy);
    if (outside.length) throw new errors.InvalidScope(`scope is not allowed for this client: ${outside.join(' ')}`);
    const resource = token.resourceServer?.identifier() ?? API_AUDIENCE;
    let tenant: Tenant | null;
    if (token.kind === 'ClientCredentials') {
      if (!row) throw new errors.UnauthorizedClient('client_credentials is for registered clients');
      tenant = await tenantById(
        ds,
        resource.startsWith(TENANT_RESOURCE_PREFIX) ? resource.slice(TENANT_RESOURCE_PREFIX.length) : row.tenant_id,
      );
      if (!tenant?.features.oauth) throw new errors.UnauthorizedClient(OAUTH_DISABLED);
      if (resource === mcp && !tenant.features.mcp) throw new errors.UnauthorizedClient(MCP_DISABLED);
    } else {
      const user = token.accountId ? await findUser(ds, token.accountId) : null;
      tenant = user && (await findTenant(ds, user.tenant_id));
      if (!user || !tenant) throw new errors.InvalidGrant('the user of this grant no longer exists');
      // A self-registered client belongs to no tenant: the grant's user binds the token's tenant, checked each time.
      const refusal = row ? refusalFor(row, user, tenant) : await dynamicRefusal(ds, policy.client_id, tenant);
      if (refusal) throw new errors.InvalidGrant(refusal);
      if (!tenant.features.oauth) throw new errors.InvalidGrant(OAUTH_DISABLED);
      if (resource === mcp && !tenant.features.mcp) throw new errors.InvalidGrant(MCP_DISABLED);
      refuseScopesBeyond(user, token.scope);
    }
    await recordAccessToken(ds, {
      jti: token.jti,
      clientId: policy.client_id,
      sub: token.accountId ?? policy.client_id,
      tenantId: tenant.id,
      grantId: token.grantId ?? null,
      ttlSeconds: ACCESS_TOKEN_TTL_SECONDS,
    });
    return { tenant_id: tenant.id };
  }

  const provider = new Provider(deps.issuer, {
    adapter: (name: string) => new PostgresAdapter(name, ds),
    clients: [],
    jwks: { keys: [deps.signingJwk] },
    // `token` is the code or refresh token of a grant: its scope is checked against the user's current permissions
    // before oidc-provider consumes or rotates it, so a refused refresh leaves the refresh token as it was.
    findAccount: async (_ctx: unknown, id: string, token?: { scope?: string }) => {
      const user = UUID.test(id) ? await findUser(ds, id) : null;
      if (!user) return undefined;
      if (token) refuseScopesBeyond(user, token.scope);
      return { accountId: user.id, claims: async () => ({ sub: user.id }) };
    },
    routes: {
      authorization: AUTHORIZE_PATH,
      token: TOKEN_PATH,
      registration: REGISTRATION_PATH,
      // Not forwarded by the gateway: our own endpoints serve JWKS, introspection and revocation.
      jwks: '/internal/oidc/jwks',
      end_session: '/internal/oidc/session/end',
      userinfo: '/internal/oidc/me',
      pushed_authorization_request: '/internal/oidc/request',
      introspection: '/internal/oidc/introspect',
      revocation: '/internal/oidc/revoke',
    },
    responseTypes: ['code'],
    pkce: { required: () => true },
    allowOmittingSingleRegisteredRedirectUri: false,
    clientAuthMethods: ['client_secret_basic', 'client_secret_post', 'none'],
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      userinfo: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      introspection: { enabled: false },
      revocation: { enabled: false },
      clientCredentials: { enabled: true },
      // RFC 7591, open (MCP hosts register themselves): public clients only, normalized by `extraClientMetadata`.
      registration: {
        enabled: true,
        initialAccessToken: false,
        issueRegistrationAccessToken: false,
        idFactory: () => `${DCR_CLIENT_ID_PREFIX}${randomUUID()}`,
      },
      // An https client_id names its own metadata document: fetched through `fetch` below (the webhooks' SSRF-safe
      // agent), cached by oidc-provider as the document's Cache-Control says (5 min to 24 h), recorded for admins.
      clientIdMetadataDocument: {
        enabled: true,
        ack: 'draft-02',
        allowFetch: async (_ctx: unknown, clientId: string) => clientId.length <= MAX_CLIENT_ID_URL,
        allowClient: async (_ctx: unknown, client: ProviderClient) => {
          await saveMetadataDocumentClient(ds, client.clientId, client.metadata() as Record<string, unknown>);
          return true;
        },
        cacheDuration: { min: 300, max: 86_400 },
      },
      resourceIndicators: {
        enabled: true,
        // A self-registered client is the MCP endpoint's: its tokens are for `{origin}/mcp` unless it says otherwise.
        defaultResource: async (_ctx: unknown, client: ProviderClient, oneOf?: string) =>
          oneOf ?? (isDynamicClientId(client.clientId) ? mcp : API_AUDIENCE),
        useGrantedResource: () => true,
        getResourceServerInfo,
      },
    },
    extraTokenClaims,
    extraClientMetadata: { properties: [NORMALIZER_PROPERTY], validator: normalizeClientMetadata },
    fetch: outboundFetch(deps.outbound),
    issueRefreshToken: async (_ctx: unknown, client: ProviderClient) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // Codes and refresh tokens must not die with oidc-provider's (unused) browser session.
    expiresWithSession: () => false,
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      ClientCredentials: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      Interaction: INTERACTION_TTL_SECONDS,
      Grant: 365 * 24 * 3600,
      RefreshToken: 30 * 24 * 3600,
      Session: 3600,
      IdToken: 3600,
    },
    cookies: {
      keys: [createHmac('sha256', deps.encKey).update('oidc-provider cookies').digest('base64url')],
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    interactions: {
      policy,
      // The pending-request token (PRT) carries the interaction to the consent page of the web app.
      url: async (
        ctx: KoaContextWithOIDC,
        interaction: { uid: string; exp: number; params: Record<string, unknown> },
      ) => {
        const prt = await signPrt(
          deps.keys,
          deps.issuer,
          {
            uid: interaction.uid,
            client_id: String(interaction.params.client_id),
            scope: splitScope(interaction.params.scope).join(' '),
            binding: bindBrowser(ctx, deps.issuer, INTERACTION_TTL_SECONDS),
          },
          interaction.exp,
        );
        return `${deps.appUrl}/consent?prt=${encodeURIComponent(prt)}`;
      },
    },
    renderError: async (ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }) => {
      ctx.type = 'html';
      ctx.set('X-Frame-Options', 'DENY');
      ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'self'; frame-ancestors 'none'");
      ctx.body = errorPage(out.error, out.error_description ?? '');
    },
  });
  // X-Forwarded-Host/-Proto are pinned to the issuer's by the app (app.ts): ctx.host and ctx.secure follow the origin.
  provider.proxy = true;
  // Client secrets are stored hashed: compare SHA-256 of the presented secret with the stored hash.
  provider.Client.prototype.compareClientSecret = function compareClientSecret(actual: string) {
    return typeof this.clientSecret === 'string' && safeEqual(this.clientSecret, sha256Hex(actual));
  };
  // A database outage is temporary: RFC 6749's `temporarily_unavailable` with a 503, not `server_error` with a 500.
  const outages = new WeakSet<object>();
  provider.on('server_error', (ctx, err) => void (databaseUnavailable(err) && outages.add(ctx as object)));
  provider.use(async (ctx, next) => {
    await next();
    // docs/spec.md: /oauth/authorize answers 302 to the consent screen (oidc-provider redirects with 303).
    if (ctx.status === 303 && ctx.response.get('location').startsWith(`${deps.appUrl}/consent?`)) ctx.status = 302;
    if (ctx.status === 500 && outages.has(ctx)) {
      ctx.status = 503;
      ctx.set('Retry-After', '5');
      if (ctx.type === 'application/json')
        ctx.body = {
          error: 'temporarily_unavailable',
          error_description: 'The database is unavailable; retry shortly',
        };
    }
  });
  return provider;
}
