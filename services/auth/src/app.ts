import express from 'express';
import type { DataSource } from 'typeorm';
import { errorHandler, httpLogger, notFoundHandler, type Config, type Logger } from '@irs/shared';
import { loadKeySet, type KeySet } from './keys.js';
import { loginRouter } from './login.js';

export interface AuthDeps {
  ds: DataSource;
  config: Config;
  encKey: Buffer;
  logger: Logger;
}

/** The auth service: user login, the signing key set (JWKS). The gateway routes these paths to it on one origin. */
export async function createAuthApp(deps: AuthDeps) {
  let keys: KeySet = await loadKeySet(deps.ds, deps.encKey);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(httpLogger(deps.logger));
  app.use(express.json({ limit: '64kb' }));
  app.get('/.well-known/jwks.json', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(keys.jwks);
  });
  app.use(
    loginRouter({
      ds: deps.ds,
      keys: () => keys,
      issuer: deps.config.origin,
      ttlSeconds: deps.config.USER_TOKEN_TTL_SECONDS,
    }),
  );
  app.use(notFoundHandler);
  app.use(errorHandler);
  return {
    app,
    /** Re-reads the key set after a rotation. */
    reloadKeys: async () => {
      keys = await loadKeySet(deps.ds, deps.encKey);
    },
  };
}
