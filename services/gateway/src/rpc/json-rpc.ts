import express, { Router, type ErrorRequestHandler, type Request } from 'express';
import type { DataSource } from 'typeorm';
import type { Client } from '@temporalio/client';
import {
  InvalidParams,
  MethodNotFound,
  RpcCode,
  RpcParams,
  RpcRequest,
  forbidden,
  holds,
  toAppError,
  validationError,
  type Config,
  type RpcMethod,
} from '@irs/shared';
import { principalOf, requireAuth, requireFeature } from '../auth/guards.js';
import type { RateLimiter } from '../auth/rate-limit.js';
import { BODY_LIMIT } from '../body-limit.js';
import type { RunContext } from '../runs/service.js';
import { RPC_PATHS, failure, rpcRefusal, type Id, type RpcResponse } from './envelope.js';
import { METHODS } from './methods.js';

export { RPC_PATHS };

/** Calls per batch; a larger batch is refused as a whole (each call also counts against the rate limit). */
export const MAX_BATCH = 100;

/** The id of a call that failed validation: echoed when it is a well-formed id, otherwise null (JSON-RPC 2.0 §5). */
function idOf(call: unknown): Id {
  const id = (call as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

/**
 * JSON-RPC 2.0 over POST (docs/spec.md "JSON-RPC 2.0"): single calls, batches and notifications. Authentication is the
 * HTTP request's (401/403 as for REST); each call is then checked for its own permission and params, and runs the
 * same run operation as REST.
 */
export function jsonRpcRouter(deps: {
  ds: DataSource;
  client: Client;
  config: Config;
  /** The v2 rate limit, which has counted the HTTP request once. */
  rateLimit: Pick<RateLimiter, 'charge'>;
}): Router {
  const router = Router();

  async function one(req: Request, call: unknown): Promise<RpcResponse | null> {
    const envelope = RpcRequest.safeParse(call);
    if (!envelope.success) {
      return failure(
        idOf(call),
        RpcCode.INVALID_REQUEST,
        `Invalid Request: ${validationError(envelope.error, call).message.replace(/^Validation failed: /, '')}`,
      );
    }
    const { method, params } = envelope.data;
    const id = envelope.data.id ?? null;
    const notification = !('id' in (call as object));
    try {
      // Own properties only: `constructor` or `__proto__` must not reach Object.prototype.
      if (!Object.hasOwn(METHODS, method)) throw new MethodNotFound(method);
      const spec = METHODS[method as RpcMethod];
      const principal = principalOf(req);
      if (spec.permission && !holds(principal.permissions, spec.permission))
        throw forbidden(`Missing permission: ${spec.permission}`);
      if (Array.isArray(params)) throw new InvalidParams('params must be an object (by-name)');
      const parsed = RpcParams[method as RpcMethod].safeParse(params ?? {});
      if (!parsed.success) {
        const error = validationError(parsed.error, params ?? {}, 'params');
        throw new InvalidParams(error.message.replace(/^Validation failed: /, ''), error.details);
      }
      const ctx: RunContext = {
        ds: deps.ds,
        client: deps.client,
        config: deps.config,
        principal,
        requestId: String(req.id),
      };
      const result = await (spec.call as (c: RunContext, p: unknown) => Promise<unknown>)(ctx, parsed.data);
      return notification ? null : { jsonrpc: '2.0', id, result };
    } catch (error) {
      if (notification) return null;
      const known = toAppError(error);
      // A 503 (database or worker unavailable) keeps its message: the caller learns to retry, nothing leaks.
      if (known) {
        const hidden = known.rpcCode === RpcCode.INTERNAL && known.status !== 503;
        return failure(id, known.rpcCode, hidden ? 'Internal error' : known.message, known.data);
      }
      req.log.error({ err: error, method }, 'JSON-RPC call failed');
      return failure(id, RpcCode.INTERNAL, 'Internal error');
    }
  }

  router.post(
    RPC_PATHS,
    express.text({ type: () => true, limit: BODY_LIMIT }),
    requireAuth,
    requireFeature('integration_api'),
    async (req, res) => {
      let body: unknown;
      try {
        body = JSON.parse(typeof req.body === 'string' ? req.body : '');
      } catch {
        return void res.json(failure(null, RpcCode.PARSE, 'Parse error: the body is not valid JSON'));
      }
      if (Array.isArray(body)) {
        if (!body.length)
          return void res.json(failure(null, RpcCode.INVALID_REQUEST, 'Invalid Request: an empty batch'));
        if (body.length > MAX_BATCH)
          return void res.json(
            failure(null, RpcCode.INVALID_REQUEST, `Invalid Request: a batch holds at most ${MAX_BATCH} calls`),
          );
        await deps.rateLimit.charge(req, body.length - 1);
        const responses: RpcResponse[] = [];
        for (const call of body) {
          const response = await one(req, call);
          if (response) responses.push(response);
        }
        return void (responses.length ? res.json(responses) : res.status(204).end());
      }
      const response = await one(req, body);
      if (response) res.json(response);
      else res.status(204).end();
    },
  );
  // What refuses the whole HTTP request before any call runs still answers in the JSON-RPC shape.
  router.use(RPC_PATHS, ((err, req, res, next) => {
    const known = toAppError(err);
    if (known?.status === 413 || known?.status === 429) return rpcRefusal(res, known);
    next(err);
  }) as ErrorRequestHandler);
  return router;
}
