import type { Request, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { AppError, renderError } from '@irs/shared';

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

export function authProxy(target: string) {
  return createProxyMiddleware<Request, Response>({
    target,
    pathFilter: AUTH_PATHS,
    xfwd: true,
    on: {
      // One request id across gateway and auth logs.
      proxyReq: (proxyReq, req) => {
        proxyReq.setHeader('x-request-id', String((req as Request).id));
      },
      error: (_err, req, res) => {
        const { status, body } = renderError(req as Request, new AppError(503, 'Authentication service unavailable'));
        const out = res as Response;
        if (!out.headersSent) out.status(status).json(body);
      },
    },
  });
}
