import { offlineOpenApiDocument } from './openapi-offline.js';

/** Prints the OpenAPI document the gateway serves (`npm run lint:openapi` lints it). */
process.stdout.write(`${JSON.stringify(offlineOpenApiDocument(), null, 2)}\n`);
