import { checkResponse } from './openapi-check.js';
import { stack } from './stack.js';

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Sent as-is instead of JSON-encoding `body`. */
  raw?: string;
  headers?: Record<string, string>;
  origin?: string;
}

/** One HTTP call against the test stack's gateway; JSON in, JSON out. */
export async function call<T = any>(path: string, opts: CallOptions = {}): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  let payload: string | undefined = opts.raw;
  if (opts.body !== undefined) {
    payload = JSON.stringify(opts.body);
  }
  if (payload !== undefined) headers['content-type'] ??= 'application/json';
  const origin = opts.origin ?? stack().origin;
  const method = opts.method ?? (payload ? 'POST' : 'GET');
  const res = await fetch(`${origin}${path}`, {
    method,
    headers,
    body: payload,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  // Every answer of the v2 API is checked against its OpenAPI document (test/support/openapi-check.ts).
  if (path.startsWith('/api/v2/'))
    await checkResponse(origin, method, path, res.status, res.headers.get('content-type'), body);
  return { status: res.status, body: body as T, headers: res.headers };
}
