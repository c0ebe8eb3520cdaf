import type { Request } from 'express';
import type { AppError } from './errors.js';
import { renderError } from './http.js';

/**
 * The doors of the API (DESIGN §2.4): each translates transport, and answers an error in its own shape (DESIGN §2.7):
 * REST v2 `{statusCode, message}`, legacy v1 `{statusCode, message, error, details}`, JSON-RPC
 * `{jsonrpc, id, error: {code, message}}`, OAuth (RFC 6749 §5.2) `{error, error_description}`.
 */
export type Door = 'rest' | 'legacy' | 'json-rpc' | 'oauth';

/** The JSON-RPC endpoint and its alias (POST). */
export const RPC_PATHS = ['/api/v2/a2a/task', '/api/v2/a2a'];

/** The OAuth endpoints that answer RFC 6749 error bodies (POST); the consent API under /api/v2/oauth is REST. */
export const OAUTH_ENDPOINTS = [
  '/api/v2/oauth/token',
  '/api/v1/oauth/token',
  '/api/v2/oauth/introspect',
  '/api/v2/oauth/revoke',
];

/** Which door a request came through, from its method and URL (the query is ignored). */
export function doorOf(method: string, url: string): Door {
  const path = url.split('?')[0]!;
  if (method === 'POST' && RPC_PATHS.includes(path)) return 'json-rpc';
  if (method === 'POST' && OAUTH_ENDPOINTS.includes(path)) return 'oauth';
  return path.startsWith('/api/v1/') ? 'legacy' : 'rest';
}

/** The JSON-RPC body of a refusal of the whole HTTP request: no call was read, so the id is null (JSON-RPC 2.0 §5). */
export const rpcRefusalBody = (err: AppError) => ({
  jsonrpc: '2.0' as const,
  id: null,
  error: { code: err.rpcCode, message: err.message },
});

/** RFC 6749 §5.2's error code for a refusal: the request itself is wrong, or (503) the server cannot take it now. */
const oauthCode = (status: number) =>
  status === 503 ? 'temporarily_unavailable' : status >= 500 ? 'server_error' : 'invalid_request';

/**
 * A refusal of the whole HTTP request before its door reads it (the HTTP parser's, an oversized body, the rate
 * limit), rendered in the shape of the door the request was sent to, with the error's HTTP status.
 */
export function renderRefusal(method: string, url: string, err: AppError): { status: number; body: unknown } {
  switch (doorOf(method, url)) {
    case 'json-rpc':
      return { status: err.status, body: rpcRefusalBody(err) };
    case 'oauth':
      return { status: err.status, body: { error: oauthCode(err.status), error_description: err.message } };
    default:
      return renderError({ originalUrl: url } as Request, err);
  }
}
