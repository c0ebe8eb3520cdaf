import { fileURLToPath } from 'node:url';
import { Router } from 'express';
import { notFound } from '@irs/shared';
import { strictPageHeaders } from './page-headers.js';

/** Our page and its start script; Scalar's standalone bundle comes from its npm package, served from this origin. */
const PUBLIC = fileURLToPath(new URL('../../public/reference/', import.meta.url));
const SCALAR = fileURLToPath(new URL('browser/', import.meta.resolve('@scalar/api-reference')));

/**
 * The reference's own policy is the console's, with inline styles allowed here and only here: Scalar's components inject
 * `<style>` elements of their own, not all of them with a nonce. Scripts stay this origin's only (no inline script, no
 * eval), and "try it" can reach this origin only.
 */
const HEADERS = strictPageHeaders(["'unsafe-inline'"]);

/**
 * The API reference at {origin}/api/v2/docs (issue 34 §2): the OpenAPI document rendered by Scalar's API reference,
 * with "try it" against this origin. Works offline: everything it loads is served here.
 */
export function apiReference(): Router {
  const router = Router();
  router.get('/api/v2/docs', (_req, res) => {
    res.set({ ...HEADERS, 'Cache-Control': 'no-cache' });
    res.sendFile(`${PUBLIC}index.html`);
  });
  const files: Record<string, string> = {
    'scalar.js': `${SCALAR}standalone.js`,
    'reference.js': `${PUBLIC}reference.js`,
    'reference.css': `${PUBLIC}reference.css`,
  };
  router.get('/api/v2/docs/assets/:file', (req, res, next) => {
    const file = files[req.params.file];
    if (!file) return next(notFound('No such reference asset'));
    res.set(HEADERS);
    res.sendFile(file, { maxAge: '1h' });
  });
  return router;
}
