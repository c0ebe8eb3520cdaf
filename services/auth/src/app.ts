import express, { type RequestHandler } from 'express';
import type { DataSource } from 'typeorm';
import type Provider from 'oidc-provider';
import { errorHandler, httpLogger, notFoundHandler, type Config, type Logger } from '@irs/shared';
import { keySetVersion, loadKeySet, type KeySet } from './keys.js';
import { loginRouter } from './login.js';
import { consentRouter } from './oauth/consent.js';
import { pagesRouter } from './oauth/pages.js';
import { REGISTRATION_PATH } from './oauth/dynamic-clients.js';
import { AUTHORIZE_PATH, TOKEN_PATH, createProvider } from './oauth/provider.js';
import { metadata, oauthErrorHandler, tokensRouter } from './oauth/tokens.js';

export interface AuthDeps {
  ds: DataSource;
  config: Config;
  encKey: Buffer;
  logger: Logger;
}

/** How often the service looks for a rotated key set (one indexed query at most this often). */
const KEY_CHECK_MS = 2000;

/**
 * The auth service: user login, the signing key set (JWKS), and the OAuth 2.1 authorization server (oidc-provider for
 * /authorize and /token; our own consent API, introspection, revocation, metadata and web pages). The gateway routes
 * these paths to it, so everything is served on one origin and the issuer is that origin.
 */
export async function createAuthApp(deps: AuthDeps) {
  const { ds, config } = deps;
  const issuer = config.origin;
  let keys: KeySet = await loadKeySet(ds, deps.encKey);
  let version = await keySetVersion(ds);
  const build = () => {
    const provider = createProvider({
      ds,
      issuer,
      appUrl: config.appUrl,
      encKey: deps.encKey,
      keys,
      signingJwk: keys.privateJwk,
      outbound: { allowCidrs: config.WEBHOOK_ALLOW_CIDRS, caFile: config.WEBHOOK_CA_FILE },
    });
    return { provider, handle: provider.callback() };
  };
  let oidc = build();
  const provider = (): Provider => oidc.provider;

  const reloadKeys = async () => {
    keys = await loadKeySet(ds, deps.encKey);
    version = await keySetVersion(ds);
    oidc = build();
  };
  // Picks up `npm run keys:rotate` / `keys:retire` run from another process.
  let checkedAt = Date.now();
  const freshKeys: RequestHandler = async (_req, _res, next) => {
    if (Date.now() - checkedAt > KEY_CHECK_MS) {
      checkedAt = Date.now();
      if ((await keySetVersion(ds)) !== version) await reloadKeys();
    }
    next();
  };

  const app = express();
  app.disable('x-powered-by');
  // Only the gateway reaches this service, and it overwrites X-Forwarded-For with its own view: trust that one hop.
  app.set('trust proxy', 1);
  // URLs we build (the issuer, oidc-provider's resume URL, its cookies' Secure flag) take the configured origin, never
  // a host or scheme a request names: oidc-provider reads X-Forwarded-Host/-Proto (provider.proxy), so pin them here.
  const origin = new URL(issuer);
  app.use((req, _res, next) => {
    req.headers['x-forwarded-host'] = origin.host;
    req.headers['x-forwarded-proto'] = origin.protocol.slice(0, -1);
    next();
  });
  app.use(httpLogger(deps.logger));
  app.use(freshKeys);
  app.get('/.well-known/jwks.json', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(keys.jwks);
  });
  app.get('/.well-known/oauth-authorization-server', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(metadata(issuer));
  });
  app.use(pagesRouter());
  // Our own endpoints under /api/v2/oauth come before oidc-provider (which would take /authorize/:uid).
  app.use(consentRouter({ ds, issuer, keys: () => keys, provider }));
  app.use(tokensRouter({ ds, issuer, keys: () => keys, provider }));
  app.use(oauthErrorHandler);
  // The legacy mirror of the token endpoint.
  app.post('/api/v1/oauth/token', (req, res) => {
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    req.url = req.originalUrl = `${TOKEN_PATH}${query}`;
    oidc.handle(req, res);
  });
  // oidc-provider: /authorize, its resume route /authorize/:uid, /token and /register (RFC 7591, the MCP endpoint's
  // clients). It parses its own (form and JSON) bodies.
  // Only the methods it serves: any other falls through to the JSON 404 (oidc-provider's own is a bare "Not Found").
  app.use((req, res, next) => {
    const authorize = req.path === AUTHORIZE_PATH && ['GET', 'POST'].includes(req.method);
    const resume = req.path.startsWith(`${AUTHORIZE_PATH}/`) && req.method === 'GET';
    const post = req.method === 'POST' && [TOKEN_PATH, REGISTRATION_PATH].includes(req.path);
    if (post || authorize || resume) return oidc.handle(req, res);
    next();
  });
  app.use(express.json({ limit: '64kb' }));
  app.use(
    loginRouter({
      ds,
      keys: () => keys,
      issuer,
      ttlSeconds: config.USER_TOKEN_TTL_SECONDS,
    }),
  );
  app.use(notFoundHandler);
  app.use(errorHandler);
  return {
    app,
    /** Re-reads the key set after a rotation (also happens by itself within a few seconds). */
    reloadKeys,
  };
}
