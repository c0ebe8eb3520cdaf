import type { Request, RequestHandler } from 'express';
import { enableDefaultMetrics, httpRequestDuration } from '@irs/shared';

/**
 * The route label: the pattern express matched (`/api/v2/integration/interviews/:run_id`), never the raw URL, so the
 * label set stays bounded. Requests no route matched (404s, the auth proxy, static files) share `unmatched`.
 */
export function routeLabel(req: Request): string {
  const path: unknown = (req.route as { path?: unknown } | undefined)?.path;
  if (path === undefined) return 'unmatched';
  const pattern = Array.isArray(path) ? path.map(String).join('|') : String(path);
  return `${req.baseUrl}${pattern}` || '/';
}

/** Observes every request's duration into `http_request_duration_seconds{method,route,status}`; first in the chain. */
export function metricsMiddleware(): RequestHandler {
  enableDefaultMetrics();
  return (req, res, next) => {
    const end = httpRequestDuration.startTimer();
    res.once('finish', () => end({ method: req.method, route: routeLabel(req), status: String(res.statusCode) }));
    next();
  };
}
