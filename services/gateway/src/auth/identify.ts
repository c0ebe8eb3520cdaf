import type { RequestHandler } from 'express';
import type { DataSource } from 'typeorm';
import { trace } from '@opentelemetry/api';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import {
  ACCESS_TOKEN_TYPE,
  API_AUDIENCE,
  MCP_PATH,
  USER_TOKEN_AUDIENCE,
  USER_TOKEN_TYPE,
  WORKSPACE_PERMISSIONS,
  type ApiKeyCache,
  findTenant,
  findUser,
  forbidden,
  holds,
  isAccessTokenRevoked,
  mcpResource,
  unauthorized,
  type Permission,
  type Tenant,
} from '@irs/shared';
import type { Principal } from './principal.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The MCP endpoint (services/gateway/src/mcp): the one place its tokens are accepted, and the only one it accepts. */
export const isMcpPath = (path: string) => path === MCP_PATH || path === `${MCP_PATH}/`;

/** The ATS partner endpoints (issue 36), where an ATS sends our API key as HTTP Basic's username. */
export const PARTNER_PATH = '/integrations/';

/** HTTP Basic as Greenhouse and Ashby send it: the API key as the username, the password blank. */
export function basicApiKey(credentials: string): string {
  const decoded = Buffer.from(credentials, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0 || decoded.slice(colon + 1) !== '')
    throw unauthorized('HTTP Basic: give the API key as the username and leave the password blank');
  return decoded.slice(0, colon);
}

export interface IdentifyDeps {
  ds: DataSource;
  issuer: string;
  /** Where the auth service publishes its keys (fetched by the gateway, cached, refreshed on an unknown kid). */
  jwksUrl: string;
  /** API keys with their tenants, from memory while the gateway hears every credential change. */
  keys: ApiKeyCache;
}

async function tenantById(ds: DataSource, id: unknown): Promise<Tenant | null> {
  return typeof id === 'string' && UUID.test(id) ? findTenant(ds, id) : null;
}

/**
 * docs/spec.md rules 1 and 5: a customer credential acts for its own tenant (X-Tenant-ID optional, must match if sent);
 * a platform credential selects its platform or one of its customer tenants with X-Tenant-ID.
 */
async function selectTenant(
  ds: DataSource,
  home: Tenant,
  header: string | undefined,
  required: boolean,
): Promise<Tenant> {
  if (header === undefined) {
    if (required) throw unauthorized('X-Tenant-ID header is required for a platform-scoped API key');
    return home;
  }
  if (header === home.id) return home;
  const target = await tenantById(ds, header);
  if (!target) throw unauthorized('X-Tenant-ID does not name a known tenant');
  if (home.kind === 'PLATFORM' && target.kind === 'CUSTOMER' && target.parent_platform_id === home.id) return target;
  throw forbidden('X-Tenant-ID names a tenant this credential cannot act for');
}

export function identify(deps: IdentifyDeps): RequestHandler {
  // A short cooldown: after a key rotation, tokens with the new kid are accepted within seconds.
  const jwks = createRemoteJWKSet(new URL(deps.jwksUrl), { cooldownDuration: 5_000 });

  async function fromApiKey(key: string, tenantHeader: string | undefined): Promise<Principal> {
    const record = await deps.keys.find(key);
    if (!record) throw unauthorized('Invalid API key');
    const home = record.tenant;
    const tenant = await selectTenant(deps.ds, home, tenantHeader, home.kind === 'PLATFORM');
    return { kind: 'api_key', id: record.id, userId: null, home, tenant, permissions: record.permissions };
  }

  async function verify(token: string, audience: string | string[], typ: string): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer: deps.issuer, audience, typ, algorithms: ['RS256'] });
      return payload;
    } catch {
      throw unauthorized('Invalid or expired bearer token');
    }
  }

  // RFC 8707: a token requested with resource={origin}/mcp has that audience. It is accepted on /mcp, and only there;
  // /mcp accepts no other (no token passthrough: an API token or a user session is refused there).
  const mcpAudience = mcpResource(deps.issuer);

  async function fromBearer(token: string, tenantHeader: string | undefined, forMcp: boolean): Promise<Principal> {
    let typ: unknown;
    try {
      typ = decodeProtectedHeader(token).typ;
    } catch {
      throw unauthorized('Invalid bearer token');
    }
    if (forMcp && typ !== ACCESS_TOKEN_TYPE)
      throw unauthorized(`${MCP_PATH} accepts an OAuth access token issued for ${mcpAudience}, or an X-API-Key`);
    if (typ === ACCESS_TOKEN_TYPE) {
      // OAuth access token: tenant and scopes come from the token; scopes map 1:1 onto workspace permissions.
      const claims = await verify(token, [API_AUDIENCE, mcpAudience], ACCESS_TOKEN_TYPE);
      const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
      if (forMcp && !audiences.includes(mcpAudience))
        throw unauthorized(
          `This access token is for another resource: ${MCP_PATH} accepts tokens issued for ${mcpAudience} (resource=${mcpAudience})`,
        );
      if (!forMcp && !audiences.includes(API_AUDIENCE))
        throw unauthorized(`This access token was issued for ${mcpAudience} and is accepted there only`);
      const tenant = await tenantById(deps.ds, claims.tenant_id);
      if (!tenant || typeof claims.client_id !== 'string') throw unauthorized('Invalid bearer token');
      // Revoked at /oauth/revoke, by a withdrawn consent or with its grant (services/auth/src/oauth/store.ts).
      if (await isAccessTokenRevoked(deps.ds, claims.jti)) throw unauthorized('Access token has been revoked');
      if (!tenant.features.oauth) throw forbidden('Feature disabled for this tenant: oauth');
      if (tenantHeader !== undefined && tenantHeader !== tenant.id)
        throw forbidden('X-Tenant-ID differs from the token tenant');
      const scopes = typeof claims.scope === 'string' ? claims.scope.split(' ') : [];
      const userId = claims.sub && claims.sub !== claims.client_id ? claims.sub : null;
      // A user's token never does more than the user does now: a withdrawn permission is gone from it at once.
      const user = userId && UUID.test(userId) ? await findUser(deps.ds, userId) : null;
      if (userId && !user) throw unauthorized('The user of this access token no longer exists');
      const permissions = scopes.filter(
        (s) =>
          (WORKSPACE_PERMISSIONS as readonly string[]).includes(s) &&
          (!user || holds(user.permissions, s as Permission)),
      );
      return { kind: 'oauth', id: claims.client_id, userId, home: tenant, tenant, permissions };
    }
    // User session JWT: permissions are read fresh from the user record, so a change applies at once.
    const claims = await verify(token, USER_TOKEN_AUDIENCE, USER_TOKEN_TYPE);
    const user = claims.sub ? await findUser(deps.ds, claims.sub) : null;
    const home = user && (await findTenant(deps.ds, user.tenant_id));
    if (!user || !home) throw unauthorized('Invalid bearer token');
    const tenant = await selectTenant(deps.ds, home, tenantHeader, false);
    return { kind: 'user', id: user.id, userId: user.id, home, tenant, permissions: user.permissions };
  }

  const tracer = trace.getTracer('irs-gateway');
  return async (req, _res, next) => {
    const apiKey = req.get('x-api-key');
    const authorization = req.get('authorization');
    const tenantHeader = req.get('x-tenant-id');
    // Its own span in the request's trace: which kind of credential, for which tenant, and whether it held.
    await tracer.startActiveSpan('authenticate', async (span) => {
      try {
        if (apiKey !== undefined) req.principal = await fromApiKey(apiKey, tenantHeader);
        else if (authorization?.toLowerCase().startsWith('bearer '))
          req.principal = await fromBearer(authorization.slice(7).trim(), tenantHeader, isMcpPath(req.path));
        else if (authorization?.toLowerCase().startsWith('basic ') && req.path.startsWith(PARTNER_PATH))
          req.principal = await fromApiKey(basicApiKey(authorization.slice(6).trim()), tenantHeader);
        else if (authorization !== undefined) throw unauthorized('Unsupported Authorization scheme; use Bearer');
      } catch (error) {
        req.authError = error as Error;
      }
      span.setAttribute('irs.auth.outcome', req.authError ? 'refused' : req.principal ? 'identified' : 'anonymous');
      if (req.principal)
        span.setAttributes({ 'irs.auth.kind': req.principal.kind, 'irs.tenant_id': req.principal.tenant.id });
      span.end();
    });
    next(); // outside the span: the handler's work is the request's, not the authentication's
  };
}
