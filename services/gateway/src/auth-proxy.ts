import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { PayloadTooLarge, Unavailable, renderError, renderRefusal } from '@irs/shared';

/** Paths served by the auth service; the gateway forwards them so the whole API lives on one origin. */
export const AUTH_PATHS = [
  '/.well-known/jwks.json',
  '/api/v1/auth/login',
  '/api/v1/platform-admin/auth/login',
  // OAuth authorization server (services/auth/src/oauth): metadata, endpoints, legacy token mirror, web pages.
  '/.well-known/oauth-authorization-server',
  '/api/v2/oauth/',
  '/api/v1/oauth/token',
  '/app/login',
  '/app/consent',
];

/**
 * The auth service's own body limit (express.json there). A larger body is refused here: the auth service would
 * answer before reading it and drop the connection mid-upload, which the proxy could only report as a 503.
 */
const AUTH_BODY_LIMIT = 64 * 1024;

export function authProxy(target: string): RequestHandler[] {
  const sizeGuard: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    const declared = Number(req.get('content-length') ?? 0);
    if (declared <= AUTH_BODY_LIMIT || !AUTH_PATHS.some((p) => req.path.startsWith(p))) return next();
    const refusal = new PayloadTooLarge(`Request body too large (at most ${AUTH_BODY_LIMIT} bytes)`);
    const { status, body } = renderRefusal(req.method, req.originalUrl, refusal);
    res.status(status).json(body);
  };
  const proxy = createProxyMiddleware<Request, Response>({
    target,
    pathFilter: AUTH_PATHS,
    on: {
      proxyReq: (proxyReq, req) => {
        const r = req as Request;
        // One request id across gateway and auth logs.
        proxyReq.setHeader('x-request-id', String(r.id));
        // The gateway's own view of the client (express applies TRUST_PROXY): a client's X-Forwarded-* never passes.
        proxyReq.setHeader('x-forwarded-for', r.ip ?? '');
        proxyReq.setHeader('x-forwarded-host', r.host ?? '');
        proxyReq.setHeader('x-forwarded-proto', r.protocol);
        proxyReq.removeHeader('x-forwarded-port');
        proxyReq.removeHeader('forwarded');
      },
      error: (_err, req, res) => {
        const { status, body } = renderError(req as Request, new Unavailable('Authentication service unavailable', 5));
        const out = res as Response;
        if (!out.headersSent) out.status(status).json(body);
      },
    },
  });
  return [sizeGuard, proxy];
}
