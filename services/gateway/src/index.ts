export { createGatewayApp, type GatewayDeps } from './app.js';
/** Where the Temporal UI that `npm start` runs finds the codec. */
export { CODEC_PATH } from './rest/temporal-codec.js';
/** The status read's column list, for the benchmark that compares it with the full row. */
export { STATUS_COLUMNS } from './runs/service.js';
/** The run list's SQL, for the test that EXPLAINs it against the real database. */
export { runListQuery } from './runs/queries.js';
/** The served OpenAPI document without a database or Temporal, for the lint and the document's unit test. */
export { offlineOpenApiDocument } from './openapi-offline.js';
/** How many hits a gateway counts in memory before sharing them, for the test of the limit across gateways. */
export { batchOf } from './auth/rate-limit.js';
