import type { Client, Connection } from '@temporalio/client';
import type { DataSource } from 'typeorm';
import { createLogger, loadConfig } from '@irs/shared';
import { createGatewayApp } from './app.js';

/**
 * Prints the OpenAPI document the gateway serves at /api/v2/openapi.json, without a database or Temporal: the routes
 * are only registered, never called (`npm run lint` lints it). The origin is the local default.
 */
/** Stands in for the database: registration asks it for repositories it never uses here. */
const unused = new Proxy({}, { get: () => () => unused }) as DataSource;

const app = createGatewayApp({
  ds: unused,
  config: loadConfig({ NODE_ENV: 'development' }),
  logger: createLogger('silent'),
  temporal: { connection: {} as Connection, client: {} as Client },
  encKey: Buffer.alloc(32),
});
process.stdout.write(`${JSON.stringify(app.openapi, null, 2)}\n`);
