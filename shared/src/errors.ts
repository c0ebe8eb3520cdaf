import type { z } from 'zod';

export interface ErrorDetail {
  field: string;
  message: string;
}

/** JSON-RPC codes of SPEC.md "JSON-RPC errors". */
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

/** The application range: -32000 for refusals SPEC.md gives no code of their own (permission, feature). */
export const RPC_FORBIDDEN = -32000;

const rpcByStatus: Record<number, number> = {
  400: RpcCode.INVALID_PARAMS,
  401: RPC_FORBIDDEN,
  403: RPC_FORBIDDEN,
  404: RpcCode.NOT_FOUND,
  409: RpcCode.INVALID_STATE,
  413: RpcCode.INVALID_REQUEST,
  429: RPC_FORBIDDEN,
};

/** One error type for every door: each door renders status, message and details in its own shape. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: ErrorDetail[] = [],
    readonly rpcCode: number = rpcByStatus[status] ?? RpcCode.INTERNAL,
    readonly headers: Record<string, string> = {},
    /** JSON-RPC `error.data`, when the error carries more than its message. */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: ErrorDetail[]) => new AppError(400, message, details);
export const unauthorized = (message = 'Missing or invalid credentials') => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const notImplemented = (message: string) => new AppError(422, message);
export const unavailable = (message: string) => new AppError(503, message);

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

/** Parses with a zod schema or throws a 400 naming the failing fields. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, prefix = ''): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error, input, prefix);
  return result.data;
}
