import type { Client, Connection } from '@temporalio/client';
import type { DataSource } from 'typeorm';
import { createLogger, loadConfig } from '@irs/shared';
import { createGatewayApp } from './app.js';

/** Stands in for the database: registration asks it for repositories it never uses here. */
const unused = new Proxy({}, { get: () => () => unused }) as DataSource;

/**
 * The OpenAPI document the gateway serves at /api/v2/openapi.json, built without a database or Temporal: the routes
 * are only registered, never called (`npm run lint` lints it, a unit test checks its schemas and examples). The
 * origin is the local default.
 */
export function offlineOpenApiDocument() {
  const app = createGatewayApp({
    ds: unused,
    config: loadConfig({ NODE_ENV: 'development' }),
    logger: createLogger('silent'),
    temporal: { connection: {} as Connection, client: {} as Client },
    encKey: Buffer.alloc(32),
  });
  return app.openapi;
}
