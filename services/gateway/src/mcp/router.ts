import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import type { DataSource } from 'typeorm';
import type { Client } from '@temporalio/client';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { MCP_PATH, MCP_SCOPES, findUser, holds, toAppError, type Config, type Permission } from '@irs/shared';
import { BODY_LIMIT } from '../body-limit.js';
import type { RunContext } from '../runs/service.js';
import {
  MCP_METADATA_PATH,
  PROTECTED_RESOURCE_PATH,
  insufficientScopeChallenge,
  protectedResourceMetadata,
  unauthorizedChallenge,
} from './metadata.js';
import { RESOURCE_PERMISSION } from './resources.js';
import { createMcpServer, missingFor, toolByName } from './server.js';

export interface McpRouterDeps {
  ds: DataSource;
  client: Client;
  config: Config;
  /** The v2 rate limit: /mcp counts against the same budget as the REST and JSON-RPC doors. */
  rateLimit: RequestHandler;
}

/** JSON-RPC's code for a refusal of the whole HTTP request (the MCP SDK uses it the same way). */
const REFUSED = -32000;

const refuse = (res: Response, status: number, code: number, message: string, headers: Record<string, string> = {}) =>
  void res.status(status).set(headers).json({ jsonrpc: '2.0', id: null, error: { code, message } });

/** What a message needs of the caller beyond authentication: a tool's permissions, or the resources' read. */
function permissionsFor(message: unknown): readonly Permission[] {
  const m = message as { method?: unknown; params?: { name?: unknown } } | null;
  if (m?.method === 'tools/call') return toolByName(m.params?.name)?.permissions ?? [];
  if (m?.method === 'resources/read' || m?.method === 'resources/list') return [RESOURCE_PERMISSION];
  return [];
}

/**
 * The MCP endpoint `{origin}/mcp` (issue 35, docs/mcp.md): Streamable HTTP with the official SDK, stateless (one
 * server and transport per request, JSON answers), so any gateway answers any request. And the Protected Resource
 * Metadata (RFC 9728) that tells a client where to get a token for it.
 *
 * Before the SDK sees a request: the rate limit; `Origin`, when sent, must be this service's own (DNS rebinding);
 * credentials (an OAuth access token whose audience is `{origin}/mcp`, or an X-API-Key), else 401 with the
 * `WWW-Authenticate` challenge that starts discovery; the tenant's `mcp` feature; and for a token that lacks a scope
 * its user holds, 403 `insufficient_scope` naming the scopes to ask for again (step-up). A permission no new token
 * could bring is the tool's own error (`isError`), as REST words it.
 */
export function mcpRouter(deps: McpRouterDeps): Router {
  const { config } = deps;
  const origin = config.origin;
  const router = Router();
  const metadata = protectedResourceMetadata(origin);

  router.get([MCP_METADATA_PATH, PROTECTED_RESOURCE_PATH], (_req, res) => {
    res.set({ 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*' }).json(metadata);
  });

  /** DNS rebinding: a browser page of another origin must not reach the endpoint with the user's network position. */
  const sameOrigin: RequestHandler = (req, res, next) => {
    const sent = req.get('origin');
    if (sent !== undefined && sent.toLowerCase() !== origin.toLowerCase())
      return refuse(res, 403, REFUSED, `Forbidden: Origin ${sent.slice(0, 200)} is not allowed`);
    next();
  };

  const authenticated: RequestHandler = (req, res, next) => {
    if (req.authError) {
      const known = toAppError(req.authError);
      const status = known?.status ?? 401;
      const message = known?.message ?? 'Invalid credentials';
      if (status === 401)
        return refuse(res, 401, REFUSED, message, { 'WWW-Authenticate': unauthorizedChallenge(origin, message) });
      return refuse(res, status, REFUSED, message);
    }
    const p = req.principal;
    if (!p)
      return refuse(
        res,
        401,
        REFUSED,
        'Authentication required: an OAuth access token for this endpoint, or X-API-Key',
        {
          'WWW-Authenticate': unauthorizedChallenge(origin),
        },
      );
    if (!p.tenant.features.mcp) return refuse(res, 403, REFUSED, 'Feature disabled for this tenant: mcp');
    next();
  };

  const parseBody: RequestHandler = (req, res, next) => {
    if (typeof req.body !== 'string') return next(); // not JSON: the transport answers 415
    try {
      req.body = JSON.parse(req.body) as unknown;
    } catch {
      return refuse(res, 400, -32700, 'Parse error: the body is not valid JSON');
    }
    next();
  };

  /** RFC 6750 §3.1: a token short of a scope its user holds gets a 403 that names the scopes to ask for again. */
  const stepUp: RequestHandler = async (req, res, next) => {
    const p = req.principal!;
    const messages: unknown[] = Array.isArray(req.body) ? req.body : [req.body];
    const missing = [...new Set(messages.flatMap(permissionsFor))].filter((perm) => !holds(p.permissions, perm));
    if (!missing.length || p.kind !== 'oauth' || !p.userId) return next();
    const user = await findUser(deps.ds, p.userId);
    if (!user || missingFor(user.permissions, missing).length) return next();
    const scope = [
      ...new Set([...p.permissions.filter((s) => (MCP_SCOPES as readonly string[]).includes(s)), ...missing]),
    ];
    const message = `Insufficient scope: this call needs ${missing.join(' ')}`;
    refuse(res, 403, REFUSED, message, { 'WWW-Authenticate': insufficientScopeChallenge(origin, scope, message) });
  };

  const handle = async (req: Request, res: Response) => {
    const ctx: RunContext = {
      ds: deps.ds,
      client: deps.client,
      config,
      principal: req.principal!,
      requestId: String(req.id),
    };
    const server = createMcpServer(ctx, req.log);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  };

  router.post(
    MCP_PATH,
    deps.rateLimit,
    sameOrigin,
    authenticated,
    express.text({ type: 'application/json', limit: BODY_LIMIT }),
    parseBody,
    stepUp,
    handle,
  );
  // Stateless: no server-initiated stream to GET and no session to DELETE.
  router.all(MCP_PATH, deps.rateLimit, sameOrigin, authenticated, (_req, res) =>
    refuse(res.set('Allow', 'POST'), 405, REFUSED, 'Method not allowed: this endpoint is stateless (POST only)'),
  );
  // A body over the limit still answers in the JSON-RPC shape, with its HTTP status.
  router.use(MCP_PATH, ((err, _req, res, next) => {
    const known = toAppError(err);
    if (known?.status === 413 || known?.status === 429)
      return refuse(res.set(known.headers), known.status, REFUSED, known.message);
    next(err);
  }) as ErrorRequestHandler);
  return router;
}
