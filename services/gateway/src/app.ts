import express from 'express';
import type { DataSource } from 'typeorm';
import type { Client, Connection } from '@temporalio/client';
import { ApiKeyCache, errorHandler, httpLogger, notFoundHandler, type Config, type Logger } from '@irs/shared';
import { prepareSufficiency } from '@irs/engines/planner';
import { authProxy } from './auth-proxy.js';
import { PARTNER_PATH, identify } from './auth/identify.js';
import { rateLimiter } from './auth/rate-limit.js';
import { BODY_LIMIT } from './body-limit.js';
import { healthRouter } from './health.js';
import { metricsMiddleware } from './metrics-middleware.js';
import { requestSpan } from './request-span.js';
import { registerAdminTenants } from './rest/admin-tenants.js';
import { registerAgentCard } from './rest/agent-card.js';
import { registerApiKeys } from './rest/api-keys.js';
import { registerIntegration } from './rest/integration.js';
import { registerIntegrationReads } from './rest/integration-reads.js';
import { registerInterviewTemplates } from './rest/interview-templates.js';
import { registerInterviewsLegacy } from './rest/interviews-legacy.js';
import { registerLegalHold } from './rest/legal-hold.js';
import { registerMe } from './rest/me.js';
import { registerMonitoring } from './rest/monitoring.js';
import { registerOAuthClients } from './rest/oauth-clients.js';
import { ApiRegistry, openApiDocument } from './rest/registry.js';
import { registerTemporalCodec } from './rest/temporal-codec.js';
import { registerTenantAdmin } from './rest/tenant-admin.js';
import { registerTenantAuditLog } from './rest/tenant-audit-log.js';
import { registerTenantIntegrations } from './rest/tenant-integrations.js';
import { registerAuditVerify } from './rest/audit-verify.js';
import { registerCandidateRequests } from './rest/candidate-requests.js';
import { registerBiasReport } from './rest/bias-report.js';
import { registerWebhooksLegacy } from './rest/webhooks-legacy.js';
import { registerWebhooksV2 } from './rest/webhooks-v2.js';
import { registerWebhookConfigActions } from './rest/webhook-config-actions.js';
import { registerWebhookDeliveries } from './rest/webhook-deliveries.js';
import { candidateRouter } from './candidate/routes.js';
import { Mailer } from './candidate/mailer.js';
import { ashbyRouter } from './integrations/ashby.js';
import { greenhouseRouter } from './integrations/greenhouse.js';
import { candidateWebApp } from './web/candidate-app.js';
import { consoleWebApp } from './web/console.js';
import { apiReference } from './web/api-reference.js';
import { jsonRpcRouter } from './rpc/json-rpc.js';
import { registerOpenRpc } from './rpc/openrpc.js';
import { mcpRouter, registerMcpClientAdmin } from './mcp/index.js';
import { RunChangeHub } from './runs/run-stream.js';

export interface GatewayDeps {
  ds: DataSource;
  config: Config;
  logger: Logger;
  temporal: { connection: Connection; client: Client };
  /** Payload codec key (the Temporal codec endpoint). */
  encKey: Buffer;
  /** The origin of the Temporal UI `npm start` runs, which decodes through the codec endpoint without a token. */
  localTemporalUi?: string;
}

/**
 * The public HTTP door: routing, authentication, validation and error shapes. Business logic lives elsewhere.
 * `closeListeners()` ends the open event streams and the LISTEN connections (run and credential changes): call it when
 * the gateway stops, before closing its server (which waits for open requests). `openapi` is the document served at
 * /api/v2/openapi.json.
 */
export function createGatewayApp(deps: GatewayDeps) {
  const { ds, config } = deps;
  prepareSufficiency(); // run creation checks sufficiency on the event loop: not its first-use compile and read
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(metricsMiddleware()); // first: every request is timed, by the route pattern it matched
  app.use(requestSpan);
  app.use(httpLogger(deps.logger));
  app.use(healthRouter({ ds, temporal: deps.temporal.connection, namespace: config.TEMPORAL_NAMESPACE }));
  const keys = new ApiKeyCache(ds, (err) =>
    deps.logger.warn({ err }, 'credential change feed lost: API keys are read from the database until it is back'),
  );
  const jwksUrl = `${config.authUrl}/.well-known/jwks.json`;
  const authenticate = identify({ ds, issuer: config.origin, jwksUrl, keys });
  app.use(authenticate);
  app.use('/api/v1', rateLimiter(ds, 'v1', config.RATE_LIMIT_V1_PER_MINUTE));
  const v2Limit = rateLimiter(ds, 'v2', config.RATE_LIMIT_V2_PER_MINUTE);
  app.use('/api/v2', v2Limit);
  app.use(PARTNER_PATH, v2Limit); // the ATS partner endpoints count against the same limit
  app.use(authProxy(config.authUrl)); // before the body parser: proxied bodies are streamed as they are
  // Parses its own body (-32700, not a 400) and counts a batch's further calls against the v2 limit.
  app.use(jsonRpcRouter({ ds, client: deps.temporal.client, config, rateLimit: v2Limit }));
  app.use(mcpRouter({ ds, client: deps.temporal.client, config, rateLimit: v2Limit })); // MCP: parses its own body too
  app.use(express.json({ limit: BODY_LIMIT }));
  const routes = express.Router();
  const api = new ApiRegistry(routes);
  registerMe(api);
  registerAdminTenants(api, ds);
  registerApiKeys(api, ds);
  registerOAuthClients(api, ds);
  registerTenantAdmin(api, ds);
  registerTenantAuditLog(api, ds);
  registerTenantIntegrations(api, { ds, encKey: deps.encKey, origin: config.origin });
  registerAuditVerify(api, ds);
  registerBiasReport(api, ds);
  registerMcpClientAdmin(api, ds);
  const streams = new RunChangeHub(ds, deps.logger);
  registerIntegrationReads(api, { ds, streams, authenticate }); // first: `/interviews/stream` is no run id
  registerIntegration(api, { ds, client: deps.temporal.client, config });
  registerLegalHold(api, { ds, client: deps.temporal.client, config });
  registerCandidateRequests(api, { ds, client: deps.temporal.client, config, encKey: deps.encKey });
  registerInterviewTemplates(api, { ds, client: deps.temporal.client, config });
  registerTemporalCodec(api, routes, deps.encKey, config.TEMPORAL_UI_ORIGINS, deps.localTemporalUi);
  const webhookDeps = { ds, client: deps.temporal.client, config, encKey: deps.encKey };
  registerWebhooksV2(api, webhookDeps);
  registerWebhookConfigActions(api, webhookDeps);
  registerWebhooksLegacy(routes, webhookDeps);
  registerInterviewsLegacy(routes, { ds, client: deps.temporal.client, config });
  registerWebhookDeliveries(api, webhookDeps);
  registerMonitoring(routes, { ds, config, temporal: deps.temporal.connection });
  const openapi = openApiDocument(api.operations, config.origin);
  routes.get('/api/v2/openapi.json', (_req, res) => void res.json(openapi));
  registerAgentCard(routes, config.origin);
  registerOpenRpc(routes, config.origin);
  app.use(routes);
  app.use(apiReference());
  const mailer = new Mailer(config.SMTP_URL, config.MAIL_FROM);
  app.use(candidateRouter({ ds, client: deps.temporal.client, config, mailer, encKey: deps.encKey }));
  const partnerDeps = { ds, client: deps.temporal.client, config, mailer, encKey: deps.encKey };
  app.use(greenhouseRouter(partnerDeps));
  app.use(ashbyRouter(partnerDeps));
  app.use(candidateWebApp(new URL(config.appUrl).pathname));
  app.use(consoleWebApp());
  app.use(notFoundHandler);
  app.use(errorHandler);
  const closeListeners = async () => {
    await streams.close();
    await keys.close();
  };
  return Object.assign(app, { closeListeners, openapi });
}
