import { fileURLToPath } from 'node:url';
import express, { Router, type RequestHandler } from 'express';

const PUBLIC = fileURLToPath(new URL('../../public/app/', import.meta.url));

/**
 * Headers for pages a candidate opens from a link: no framing (clickjacking), no third-party anything (CSP 'self'),
 * and no Referer, because the join token is part of the URL.
 */
export const pageHeaders: RequestHandler = (_req, res, next) => {
  res.set({
    'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  });
  next();
};

/** The candidate web app at {app_url}/join/{token}: one static page whose script walks code, consent, interview, done. */
export function candidateWebApp(basePath: string): Router {
  const base = basePath.replace(/\/$/, '');
  const router = Router();
  router.use(`${base}/assets`, pageHeaders, express.static(PUBLIC, { index: false, fallthrough: false }));
  router.get(`${base}/join/:token`, pageHeaders, (_req, res) => {
    res.sendFile('index.html', { root: PUBLIC });
  });
  return router;
}
