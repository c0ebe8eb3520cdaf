import { fileURLToPath } from 'node:url';
import express, { Router, type RequestHandler } from 'express';
import { notFound } from '@irs/shared';
import { strictPageHeaders } from './page-headers.js';

/** The recruiter console's Vite build (services/console/dist), found through its workspace package. */
const DIST = fileURLToPath(new URL('dist/', import.meta.resolve('@irs/console/package.json')));

const HEADERS = strictPageHeaders();
const consoleHeaders: RequestHandler = (_req, res, next) => {
  res.set(HEADERS);
  next();
};

/**
 * The recruiter console at {origin}/console: hashed assets cached for a year (a new build has new names), and every
 * other path the app's index.html, revalidated on each load, so that its client-side routes survive a reload.
 */
export function consoleWebApp(): Router {
  const router = Router();
  router.use(
    '/console/assets',
    consoleHeaders,
    express.static(`${DIST}assets`, { index: false, immutable: true, maxAge: '1y' }),
    (_req, _res, next) => next(notFound('No such console asset')),
  );
  router.get(['/console', '/console/*path'], consoleHeaders, (_req, res, next) => {
    res.set('Cache-Control', 'no-cache');
    res.sendFile('index.html', { root: DIST }, (err) => {
      if (err) next(notFound('The console is not built: run npm run build'));
    });
  });
  return router;
}
