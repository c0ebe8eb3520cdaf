import type { z } from 'zod';

export interface ErrorDetail {
  field: string;
  message: string;
}

/** JSON-RPC codes of docs/spec.md "JSON-RPC errors". */
export const RpcCode = {
  PARSE: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL: -32603,
  INFO_NEEDED: -32001,
  NOT_FOUND: -32002,
  INVALID_STATE: -32003,
} as const;

/** The application range: -32000 for refusals docs/spec.md gives no code of their own (permission, feature). */
export const RPC_FORBIDDEN = -32000;

const rpcByStatus: Record<number, number> = {
  400: RpcCode.INVALID_PARAMS,
  401: RPC_FORBIDDEN,
  403: RPC_FORBIDDEN,
  404: RpcCode.NOT_FOUND,
  408: RpcCode.INVALID_REQUEST,
  409: RpcCode.INVALID_STATE,
  413: RpcCode.INVALID_REQUEST,
  431: RpcCode.INVALID_REQUEST,
  429: RPC_FORBIDDEN,
};

/** What an error carries beyond its status and message; each named subclass fills in its own. */
export interface AppErrorOptions {
  /** Field-level reasons: the legacy body's `details`. */
  details?: ErrorDetail[];
  /** The JSON-RPC code; by default the one docs/spec.md gives the status. */
  rpcCode?: number;
  /** Response headers: Retry-After, WWW-Authenticate. */
  headers?: Record<string, string>;
  /** JSON-RPC `error.data`, when the error carries more than its message. */
  data?: unknown;
}

/**
 * The base of every error a caller should see: each door renders status, message and details in its own shape (v2
 * `{statusCode,message}`, v1 legacy body, JSON-RPC code). Throw a named subclass below; the base is built directly
 * only for a status another library chose (body parser, HTTP parser).
 */
export class AppError extends Error {
  readonly details: ErrorDetail[];
  readonly rpcCode: number;
  readonly headers: Record<string, string>;
  readonly data?: unknown;
  constructor(
    readonly status: number,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = new.target.name;
    this.details = options.details ?? [];
    this.rpcCode = options.rpcCode ?? rpcByStatus[status] ?? RpcCode.INTERNAL;
    this.headers = options.headers ?? {};
    this.data = options.data;
  }
}

const retryAfter = (seconds?: number): Record<string, string> =>
  seconds === undefined ? {} : { 'Retry-After': String(seconds) };

/** 400, thrown when the input is malformed or a field fails its rule; `details` name the fields. */
export class BadRequest extends AppError {
  constructor(message: string, details: ErrorDetail[] = []) {
    super(400, message, { details });
  }
}

/** 401, thrown when credentials are missing, unknown or expired; `challenge` becomes WWW-Authenticate. */
export class Unauthorized extends AppError {
  constructor(message = 'Missing or invalid credentials', challenge?: string) {
    super(401, message, { headers: challenge ? { 'WWW-Authenticate': challenge } : {} });
  }
}

/** 403, thrown when the caller is known but may not do this: permission, feature flag, tenant scope, locked link. */
export class Forbidden extends AppError {
  constructor(message: string) {
    super(403, message);
  }
}

/** 404, thrown when the resource does not exist or is outside what the caller may see. */
export class NotFound extends AppError {
  constructor(message: string) {
    super(404, message);
  }
}

/** 409 (JSON-RPC -32003), thrown when the resource exists but its state refuses the action (run state, decided consent). */
export class InvalidState extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

/** 413, thrown when a request body is over the door's cap. */
export class PayloadTooLarge extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}

/**
 * 422, thrown when an Idempotency-Key comes back with another request than its first one (another body or endpoint):
 * the key names one request, so the new one is neither applied nor answered with the first one's result.
 */
export class IdempotencyKeyReused extends AppError {
  constructor() {
    super(422, 'This Idempotency-Key was already used for a different request; send a new key for a new request', {
      rpcCode: RpcCode.INVALID_REQUEST,
    });
  }
}

/** 422: a well-formed request that cannot be carried out as it stands (an ATS partner call); the message says why. */
export class Unprocessable extends AppError {
  constructor(message: string) {
    super(422, message);
  }
}

/** 429, thrown when a rate or attempt limit is reached; `retryAfterSeconds` becomes Retry-After. */
export class TooManyRequests extends AppError {
  constructor(message: string, retryAfterSeconds?: number) {
    super(429, message, { headers: retryAfter(retryAfterSeconds) });
  }
}

/** 500, rendered when an unexpected error reaches a door: its message is never the cause's. */
export class InternalError extends AppError {
  constructor() {
    super(500, 'Internal server error');
  }
}

/**
 * 503, thrown when something this request needs is down or saturated (database, Temporal, mail, auth service) and a
 * retry may succeed; `retryAfterSeconds` becomes Retry-After.
 */
export class Unavailable extends AppError {
  constructor(message: string, retryAfterSeconds?: number) {
    super(503, message, { headers: retryAfter(retryAfterSeconds) });
  }
}

/**
 * JSON-RPC -32001, thrown when a run waits for data (docs/spec.md: interview.create / complete-info answer INFO_NEEDED
 * as an error). Not a failure: `data` says what to supply, and the REST doors answer the same state as a success, so no
 * HTTP door ever renders it (its status is the 200 the call succeeded with).
 */
export class InfoNeeded extends AppError {
  constructor(run: { run_id: string; interview_id: string }, missingFields: unknown[]) {
    const data = {
      run_id: run.run_id,
      interview_id: run.interview_id,
      state: 'INFO_NEEDED',
      missing_fields: missingFields,
    };
    super(200, 'Additional information is required before an interview plan can be generated', {
      rpcCode: RpcCode.INFO_NEEDED,
      data,
    });
  }
}

/** JSON-RPC -32601, thrown when the method is not one of docs/spec.md's; `reserved` for a method docs/spec.md reserves (422). */
export class MethodNotFound extends AppError {
  constructor(method: string, reserved = false) {
    super(
      reserved ? 422 : 404,
      reserved ? `${method} is reserved and not implemented` : `Method not found: ${method}`,
      { rpcCode: RpcCode.METHOD_NOT_FOUND, data: reserved ? { reserved: true } : undefined },
    );
  }
}

/** JSON-RPC -32602 (400), thrown when a call's params are not a by-name object its method's schema accepts. */
export class InvalidParams extends AppError {
  constructor(message: string, details: ErrorDetail[] = []) {
    super(400, `Invalid params: ${message}`, { details, rpcCode: RpcCode.INVALID_PARAMS });
  }
}

/** Short forms of the common refusals. */
export const badRequest = (message: string, details?: ErrorDetail[]) => new BadRequest(message, details);
export const unauthorized = (message?: string) => new Unauthorized(message);
export const forbidden = (message: string) => new Forbidden(message);
export const notFound = (message: string) => new NotFound(message);
export const conflict = (message: string) => new InvalidState(message);
/** A 503 with Retry-After (5 s unless told): a client needs to know when to come back. */
export const unavailable = (message: string, retryAfterSeconds = 5) => new Unavailable(message, retryAfterSeconds);

function describe(value: unknown): string {
  const text = JSON.stringify(value);
  if (text === undefined) return String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );
}

/** Turns a zod failure into a 400 whose message names each failing field, its value and what is allowed. */
export function validationError(error: z.ZodError, input: unknown, prefix = ''): AppError {
  const details: ErrorDetail[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const field = [prefix, ...issue.path.map(String), key].filter(Boolean).join('.');
        details.push({ field, message: `${field}: unknown field` });
      }
      continue;
    }
    const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(body)';
    const value = valueAt(input, issue.path);
    const got = value === undefined ? 'missing' : `got ${describe(value)}`;
    details.push({ field, message: `${field}: ${issue.message} (${got})` });
  }
  return badRequest(`Validation failed: ${details.map((d) => d.message).join('; ')}`, details);
}

/** The path of the first string holding a NUL character (PostgreSQL text cannot store one), or null. */
function nulAt(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      const found = nulAt(item, [...path, key]);
      if (found) return found;
    }
  return null;
}

/**
 * Parses with a zod schema or throws a 400 naming the failing fields. A NUL character in any string is refused here,
 * once for every door, before it reaches a database that would answer it with an error.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, prefix = ''): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error, input, prefix);
  const nul = nulAt(result.data);
  if (nul) {
    const field = [prefix, ...nul].filter(Boolean).join('.') || '(body)';
    const message = `${field}: must not contain the NUL character (\\u0000)`;
    throw badRequest(`Validation failed: ${message}`, [{ field, message }]);
  }
  return result.data;
}
