import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { databaseUnavailable } from './db/data-source.js';
import { AppError, BadRequest, InternalError, NotFound, PayloadTooLarge, Unavailable } from './errors.js';
import type { Logger } from './logger.js';
import { loggablePath } from './loggable-path.js';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** JSON request logs with a request id on every line; the id is taken from X-Request-Id when it looks sane. */
export function httpLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: loggablePath(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}

/**
 * The legacy base answers only with these statuses (docs/spec.md "Legacy base error body"), and 422 for an
 * Idempotency-Key reused with another request (docs/design.md §4), the status its clients look for.
 */
const LEGACY_STATUSES = new Set([400, 401, 403, 404, 422, 429, 500, 503]);

export const isLegacy = (req: Request) => req.originalUrl.startsWith('/api/v1/');

/** Renders an error in the shape of the door it came through: v1 `{statusCode, message, error, details}`, else v2 `{statusCode, message}`. */
export function renderError(req: Request, err: AppError) {
  if (!isLegacy(req)) return { status: err.status, body: { statusCode: err.status, message: err.message } };
  const status = LEGACY_STATUSES.has(err.status) ? err.status : err.status >= 500 ? 500 : 400;
  return {
    status,
    body: { statusCode: status, message: err.message, error: STATUS_CODES[status] ?? 'Error', details: err.details },
  };
}

/** The AppError an error stands for, when it is one the caller should see; undefined for an unexpected error. */
export function toAppError(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  // A database outage is temporary: a 503 to retry, never a 500.
  if (databaseUnavailable(err)) return new Unavailable('The database is unavailable; retry shortly', 5);
  const e = err as { type?: string; status?: number; limit?: number };
  if (e?.type === 'entity.parse.failed') return new BadRequest('Malformed JSON in request body');
  if (e?.type === 'entity.too.large') return new PayloadTooLarge(`Request body too large (at most ${e.limit} bytes)`);
  // The router's "Failed to decode param '%ZZ'": a malformed percent-encoding in the path is the caller's error.
  if (err instanceof URIError && e.status === 400) return new BadRequest(err.message);
  // Any other 4xx the body parser raised keeps its status.
  if (e?.type && typeof e.status === 'number' && e.status < 500)
    return new AppError(e.status, STATUS_CODES[e.status] ?? 'Bad request');
  return undefined;
}

export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) return next(err);
  const known = toAppError(err);
  if (!known) req.log?.error({ err }, 'unexpected error');
  else if (known.status >= 500) req.log?.warn({ cause: (err as Error).message }, known.message); // no query parameters
  const { status, body } = renderError(req, known ?? new InternalError());
  res
    .set(known?.headers ?? {})
    .status(status)
    .json(body);
};

export const notFoundHandler: RequestHandler = (req, res) => {
  const { status, body } = renderError(req, new NotFound(`No route for ${req.method} ${req.path}`));
  res.status(status).json(body);
};
