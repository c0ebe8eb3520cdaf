import express from 'express';
import type { DataSource } from 'typeorm';
import type { Client, Connection } from '@temporalio/client';
import { errorHandler, httpLogger, notFoundHandler, type Config, type Logger } from '@irs/shared';
import { authProxy } from './auth-proxy.js';
import { healthRouter } from './health.js';

export interface GatewayDeps {
  ds: DataSource;
  config: Config;
  logger: Logger;
  temporal: { connection: Connection; client: Client };
}

/** The public HTTP door: routing, authentication, validation and error shapes. Business logic lives elsewhere. */
export function createGatewayApp(deps: GatewayDeps) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.TRUST_PROXY);
  app.use(httpLogger(deps.logger));
  app.use(authProxy(deps.config.authUrl)); // before the body parser: proxied bodies are streamed as they are
  app.use(express.json({ limit: '1mb' }));
  app.use(healthRouter({ ds: deps.ds, temporal: deps.temporal.connection, namespace: deps.config.TEMPORAL_NAMESPACE }));
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
