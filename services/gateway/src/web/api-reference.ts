import { fileURLToPath } from 'node:url';
import { Router } from 'express';
import { notFound } from '@irs/shared';

/** Our page and its start script; Scalar's standalone bundle comes from its npm package, served from this origin. */
const PUBLIC = fileURLToPath(new URL('../../public/reference/', import.meta.url));
const SCALAR = fileURLToPath(new URL('browser/', import.meta.resolve('@scalar/api-reference')));

/**
 * The reference's own policy: scripts from this origin only (no inline script, no eval), and "try it" calls this
 * origin only. Inline styles are allowed here, and only here: Scalar's components inject `<style>` elements of their
 * own, and not all of them carry a nonce.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

const COMMON = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer', 'X-Frame-Options': 'DENY' };

/**
 * The API reference at {origin}/api/v2/docs (issue 34 §2): the OpenAPI document rendered by Scalar's API reference,
 * with "try it" against this origin. Works offline: everything it loads is served here.
 */
export function apiReference(): Router {
  const router = Router();
  router.get('/api/v2/docs', (_req, res) => {
    res.set({ ...COMMON, 'Content-Security-Policy': CSP, 'Cache-Control': 'no-cache' });
    res.sendFile(`${PUBLIC}index.html`);
  });
  const files: Record<string, string> = {
    'scalar.js': `${SCALAR}standalone.js`,
    'reference.js': `${PUBLIC}reference.js`,
  };
  router.get('/api/v2/docs/assets/:file', (req, res, next) => {
    const file = files[req.params.file];
    if (!file) return next(notFound('No such reference asset'));
    res.set(COMMON);
    res.sendFile(file, { maxAge: '1h' });
  });
  return router;
}
