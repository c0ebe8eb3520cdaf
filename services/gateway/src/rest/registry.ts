import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import { EXAMPLE, parseInput, type Feature, type Permission } from '@irs/shared';
import { capital, mediaType, schema } from './openapi-schema.js';
import { INTRO, TAGS } from './openapi-intro.js';
import { webhooksSection } from './openapi-webhooks.js';
import { requireAuth, requireFeature, requirePermission, requireUserSession } from '../auth/guards.js';

export type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

/** One endpoint described as data: the route, its guards and its contract, and from the same entry the OpenAPI operation. */
export interface Operation<B extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType> {
  method: Method;
  path: string;
  summary: string;
  tag: string;
  /** `user`: a user session only; `credential`: any authenticated caller; `public`: no authentication. */
  auth: 'public' | 'credential' | 'user';
  permissions?: Permission[];
  feature?: Feature;
  body?: B;
  /** An absent body counts as `{}` (actions whose fields are all optional). */
  bodyOptional?: boolean;
  query?: Q;
  /** Status codes besides 200 that the operation documents, e.g. { 201: 'Created' }. */
  responses?: Record<number, string>;
  /** The 200 answer's schema for the OpenAPI document: JSON unless `mediaType` says otherwise. */
  ok?: { schema: z.ZodType; mediaType?: string; description?: string };
}

export type Handler<B extends z.ZodType, Q extends z.ZodType> = (
  req: Request,
  res: Response,
  input: { body: z.infer<B>; query: z.infer<Q> },
) => Promise<void>;

export class ApiRegistry {
  readonly operations: Operation[] = [];

  constructor(private readonly router: Router) {}

  route<B extends z.ZodType = z.ZodUnknown, Q extends z.ZodType = z.ZodUnknown>(
    op: Operation<B, Q>,
    handler: Handler<B, Q>,
  ): void {
    const guards: RequestHandler[] = [];
    if (op.auth !== 'public') guards.push(requireAuth);
    if (op.auth === 'user') guards.push(requireUserSession);
    if (op.feature) guards.push(requireFeature(op.feature));
    for (const p of op.permissions ?? []) guards.push(requirePermission(p));
    this.router[op.method](op.path, ...guards, async (req, res) => {
      const body = op.body ? parseInput(op.body, op.bodyOptional ? (req.body ?? {}) : req.body) : undefined;
      const query = op.query ? parseInput(op.query, req.query, 'query') : undefined;
      await handler(req, res, { body, query } as { body: z.infer<B>; query: z.infer<Q> });
    });
    this.operations.push(op as unknown as Operation);
  }
}

/**
 * Every path parameter of the API, described once, with the example the reference page fills in (the document's unit
 * test, test/docs/openapi-document.test.ts, names any missing here).
 */
const PATH_PARAMETERS: Record<string, { description: string; example: string }> = {
  run_id: { description: 'The run, as create answered it', example: EXAMPLE.runId },
  tenantId: { description: 'A tenant of your platform', example: EXAMPLE.tenantId },
  id: { description: 'The resource id, as its list answers it', example: EXAMPLE.keyId },
  request_id: { description: "The candidate's request, as the run's request list answers it", example: EXAMPLE.keyId },
};

/**
 * A stable, unique operationId from the method and path, for generated clients:
 * `post /api/v2/integration/interviews/:run_id/plan/approve` is `postIntegrationInterviewsByRunIdPlanApprove`.
 */
const operationId = (op: Operation) =>
  op.method +
  op.path
    .split('/')
    .filter((part) => part && part !== 'api' && !/^v\d$/.test(part))
    .map((part) =>
      part.startsWith(':')
        ? `By${part.slice(1).split('_').map(capital).join('')}`
        : part.split(/[-_]/).map(capital).join(''),
    )
    .join('');

/**
 * OpenAPI 3.1 from the registered operations: paths, request and response schemas with their examples, security and
 * the permission each needs; the introduction, tags and the webhook events (the reference page at /api/v2/docs shows it).
 */
export function openApiDocument(operations: readonly Operation[], origin: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const path = op.path.replace(/:(\w+)/g, '{$1}');
    const params = [...op.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      ...PATH_PARAMETERS[name!],
      schema: { type: 'string' },
    }));
    // The query contract's example, one value per parameter.
    const queryExample = (op.query && mediaType(op.query, 'input').example) as Record<string, unknown> | undefined;
    const query = op.query
      ? Object.entries((schema(op.query).properties ?? {}) as Record<string, unknown>).map(([name, s]) => ({
          name,
          in: 'query',
          required: false,
          schema: s,
          ...(queryExample?.[name] !== undefined ? { example: queryExample[name] } : {}),
        }))
      : [];
    const success = op.ok
      ? {
          description: op.ok.description ?? 'OK',
          content: { [op.ok.mediaType ?? 'application/json']: mediaType(op.ok.schema, 'output') },
        }
      : { description: 'OK' };
    const responses: Record<string, unknown> = { 200: success };
    const errors: Record<number, string> = {
      429: 'Rate limit reached; Retry-After says when to come back',
      503: 'A dependency (database, run engine) is unavailable; Retry-After says when to retry',
    };
    if (op.body || op.query || params.length)
      errors[400] = 'Validation failed; the message names each field, its value and what is allowed';
    if (op.auth !== 'public') {
      errors[401] = 'Missing or invalid credentials';
      errors[403] = 'Permission not held, feature disabled, or tenant out of reach';
    }
    if (op.body) errors[413] = 'Request body too large';
    if (params.length) errors[404] = 'Not found in the tenant';
    for (const [status, description] of Object.entries({ ...errors, ...op.responses }))
      responses[status] =
        Number(status) < 300
          ? { ...success, description }
          : { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
    (paths[path] ??= {})[op.method] = {
      operationId: operationId(op),
      summary: op.summary,
      tags: [op.tag],
      parameters: [...params, ...query],
      ...(op.body
        ? { requestBody: { required: !op.bodyOptional, content: { 'application/json': mediaType(op.body, 'input') } } }
        : {}),
      responses,
      security:
        op.auth === 'public'
          ? []
          : op.auth === 'user'
            ? [{ userJwt: [] }]
            : // A tenant's key alone; a platform key with the tenant it acts for.
              [{ apiKey: [] }, { apiKey: [], tenantId: [] }, { oauth2: op.permissions ?? [] }, { userJwt: [] }],
      'x-required-permissions': op.permissions ?? [],
      ...(op.feature ? { 'x-required-feature': op.feature } : {}),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Interview Run Service',
      version: '2.0.0',
      description: INTRO,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: origin }],
    tags: TAGS,
    paths,
    webhooks: webhooksSection(),
    components: {
      schemas: {
        Error: {
          type: 'object',
          description: 'Every error of the v2 API',
          properties: { statusCode: { type: 'integer' }, message: { type: 'string' } },
          required: ['statusCode', 'message'],
          additionalProperties: false,
          examples: [{ statusCode: 404, message: `Interview run ${EXAMPLE.runId} not found` }],
        },
      },
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        tenantId: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Tenant-ID',
          description: 'Required for platform-scoped keys',
        },
        userJwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'From POST /api/v1/auth/login' },
        oauth2: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'at+jwt',
          description: 'OAuth 2.1 access token; scopes map 1:1 to permissions',
        },
      },
    },
  };
}
