import type { RequestHandler } from 'express';
import { trace } from '@opentelemetry/api';
import { routeLabel } from './metrics-middleware.js';

/**
 * Names the request's server span (made by the HTTP instrumentation, shared/src/tracing.ts) by the route it matched,
 * as the metrics label it, and tags it with the tenant and run it acted on: ids only, never names or bodies.
 */
export const requestSpan: RequestHandler = (req, res, next) => {
  const span = trace.getActiveSpan();
  // 'finish' comes before the instrumentation ends the span, on 'close'.
  res.once('finish', () => {
    if (!span) return;
    const route = routeLabel(req);
    span.updateName(`${req.method} ${route}`).setAttribute('http.route', route);
    if (req.principal) span.setAttribute('irs.tenant_id', req.principal.tenant.id);
    const runId: unknown = req.params?.run_id;
    if (typeof runId === 'string') span.setAttribute('irs.run_id', runId);
  });
  next();
};
