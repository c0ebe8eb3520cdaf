import express, { Router, type ErrorRequestHandler, type Request } from 'express';
import type { DataSource } from 'typeorm';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import type Provider from 'oidc-provider';
import {
  ACCESS_TOKEN_TYPE,
  API_AUDIENCE,
  WORKSPACE_PERMISSIONS,
  findDynamicClient,
  isAccessTokenRevoked,
  isDynamicClientId,
  mcpResource,
  safeEqual,
  sha256Hex,
  type OAuthClient,
} from '@irs/shared';
import { ALG, type KeySet } from '../keys.js';
import { revokeAccessToken, revokeGrant, findOAuthClient } from './store.js';
import { TOKEN_PATH, AUTHORIZE_PATH } from './provider.js';
import { REGISTRATION_PATH } from './dynamic-clients.js';

export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

/** RFC 6749 §5.2 error body for the endpoints we implement ourselves. */
export const oauthErrorHandler: ErrorRequestHandler = (err, _req, res, next) => {
  if (!(err instanceof OAuthError)) return next(err);
  if (err.status === 401) res.set('WWW-Authenticate', 'Basic realm="oauth", error="invalid_client"');
  res
    .status(err.status)
    .set('Cache-Control', 'no-store')
    .json({ error: err.error, error_description: err.description });
};

const decode = (v: string) => decodeURIComponent(v.replace(/\+/g, '%20'));

/**
 * Client authentication of RFC 6749 §2.3.1: HTTP Basic or client_id/client_secret in the body; a public client
 * identifies itself with client_id alone (`requireSecret` false). Secrets are compared as SHA-256 hashes.
 */
export async function authenticateClient(
  ds: DataSource,
  req: Request,
  requireSecret: boolean,
): Promise<Pick<OAuthClient, 'client_id'>> {
  const body = (req.body ?? {}) as Record<string, unknown>;
  let clientId: unknown = body.client_id;
  let secret: unknown = body.client_secret;
  const header = req.get('authorization');
  if (header !== undefined) {
    const [scheme, value] = header.split(' ');
    if (scheme?.toLowerCase() !== 'basic' || !value || secret !== undefined)
      throw new OAuthError(
        401,
        'invalid_client',
        'client authentication must use one mechanism: HTTP Basic or the body',
      );
    const basic = Buffer.from(value, 'base64').toString('utf8');
    const i = basic.indexOf(':');
    if (i < 0) throw new OAuthError(401, 'invalid_client', 'invalid Basic authorization header');
    try {
      const id = decode(basic.slice(0, i));
      if (clientId !== undefined && clientId !== id) throw new Error('mismatch');
      clientId = id;
      secret = decode(basic.slice(i + 1));
    } catch {
      throw new OAuthError(401, 'invalid_client', 'invalid Basic authorization header');
    }
  }
  // A self-registered client (docs/mcp.md) is public: its client_id alone, for revocation only.
  if (typeof clientId === 'string' && isDynamicClientId(clientId)) {
    const dynamic = await findDynamicClient(ds, clientId);
    if (!dynamic || requireSecret || secret !== undefined)
      throw new OAuthError(401, 'invalid_client', 'client authentication failed');
    return { client_id: dynamic.client_id };
  }
  const client = await findOAuthClient(ds, clientId);
  if (!client) throw new OAuthError(401, 'invalid_client', 'client authentication failed');
  if (client.client_type === 'public') {
    if (requireSecret)
      throw new OAuthError(401, 'invalid_client', 'this endpoint needs an authenticated (confidential) client');
    if (secret !== undefined) throw new OAuthError(401, 'invalid_client', 'public clients have no secret');
    return client;
  }
  if (typeof secret !== 'string' || !client.secret_hash || !safeEqual(client.secret_hash, sha256Hex(secret)))
    throw new OAuthError(401, 'invalid_client', 'client authentication failed');
  return client;
}

export interface TokenDeps {
  ds: DataSource;
  issuer: string;
  keys: () => KeySet;
  provider: () => Provider;
}

const looksLikeJwt = (token: string) => token.split('.').length === 3;

/** Introspection (RFC 7662) and revocation (RFC 7009), for our JWT access tokens and for refresh tokens. */
export function tokensRouter(deps: TokenDeps): Router {
  const { ds } = deps;
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: '16kb' });

  async function verifyAccessToken(token: string, ignoreExpiry = false): Promise<JWTPayload | null> {
    try {
      if (decodeProtectedHeader(token).typ !== ACCESS_TOKEN_TYPE) return null;
      const { payload } = await jwtVerify(token, createLocalJWKSet(deps.keys().jwks), {
        issuer: deps.issuer,
        // The API's tokens and the MCP endpoint's (resource indicator `{origin}/mcp`).
        audience: [API_AUDIENCE, mcpResource(deps.issuer)],
        typ: ACCESS_TOKEN_TYPE,
        algorithms: [ALG],
        ...(ignoreExpiry ? { clockTolerance: '3650d' } : {}),
      });
      return payload;
    } catch {
      return null;
    }
  }

  function tokenParam(req: Request): string {
    const token = (req.body as Record<string, unknown> | undefined)?.token;
    if (typeof token !== 'string' || !token) throw new OAuthError(400, 'invalid_request', 'token: required');
    return token;
  }

  router.post('/api/v2/oauth/introspect', form, async (req, res) => {
    const client = await authenticateClient(ds, req, true);
    const token = tokenParam(req);
    res.set('Cache-Control', 'no-store');
    if (looksLikeJwt(token)) {
      const claims = await verifyAccessToken(token);
      // A client may only learn about its own tokens.
      if (!claims || claims.client_id !== client.client_id || (await isAccessTokenRevoked(ds, claims.jti)))
        return void res.json({ active: false });
      return void res.json({
        active: true,
        token_type: 'Bearer',
        scope: claims.scope,
        client_id: claims.client_id,
        sub: claims.sub,
        aud: claims.aud,
        iss: claims.iss,
        exp: claims.exp,
        iat: claims.iat,
        jti: claims.jti,
        tenant_id: claims.tenant_id,
      });
    }
    const rt = await deps.provider().RefreshToken.find(token);
    if (!rt || rt.consumed || rt.isExpired || rt.clientId !== client.client_id) return void res.json({ active: false });
    res.json({
      active: true,
      token_type: 'refresh_token',
      scope: rt.scope,
      client_id: rt.clientId,
      sub: rt.accountId,
      iss: deps.issuer,
      exp: rt.exp,
      iat: rt.iat,
    });
  });

  router.post('/api/v2/oauth/revoke', form, async (req, res) => {
    const client = await authenticateClient(ds, req, false);
    const token = tokenParam(req);
    res.set('Cache-Control', 'no-store');
    if (looksLikeJwt(token)) {
      // An expired token is harmless; a valid one goes on the revocation list the gateway checks.
      const claims = await verifyAccessToken(token, true);
      if (claims && claims.client_id === client.client_id && typeof claims.jti === 'string')
        await revokeAccessToken(ds, {
          jti: claims.jti,
          clientId: client.client_id,
          sub: String(claims.sub),
          tenantId: String(claims.tenant_id),
          exp: Number(claims.exp),
        });
    } else {
      // A refresh token takes its whole grant with it (RFC 7009 §2.1): its access tokens stop working too.
      const rt = await deps.provider().RefreshToken.find(token, { ignoreExpiration: true });
      if (rt && rt.clientId === client.client_id && rt.grantId) await revokeGrant(ds, rt.grantId);
    }
    res.status(200).end();
  });

  return router;
}

/** RFC 8414 metadata, served at {origin}/.well-known/oauth-authorization-server. */
export function metadata(issuer: string) {
  return {
    issuer,
    authorization_endpoint: `${issuer}${AUTHORIZE_PATH}`,
    token_endpoint: `${issuer}${TOKEN_PATH}`,
    // RFC 7591 and Client ID Metadata Documents: public clients of the MCP endpoint (docs/mcp.md).
    registration_endpoint: `${issuer}${REGISTRATION_PATH}`,
    client_id_metadata_document_supported: true,
    introspection_endpoint: `${issuer}/api/v2/oauth/introspect`,
    revocation_endpoint: `${issuer}/api/v2/oauth/revoke`,
    jwks_uri: `${issuer}/.well-known/jwks.json`,
    scopes_supported: [...WORKSPACE_PERMISSIONS],
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token', 'client_credentials'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
    introspection_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    revocation_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
    authorization_response_iss_parameter_supported: true,
    access_token_signing_alg_values_supported: [ALG],
    resource_indicators_supported: true,
  };
}
