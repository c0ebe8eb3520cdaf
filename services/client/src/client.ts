import createClient, { type Client } from 'openapi-fetch';
import { authenticator, type Credentials } from './auth.js';
import { authAndRetry } from './middleware.js';
import type { RetryOptions } from './retry.js';
import type { paths } from './generated/openapi.js';

export interface IrsClientOptions {
  /** The service's origin, e.g. `https://irs.example.com` or `http://127.0.0.1:8080`. */
  baseUrl: string;
  credentials: Credentials;
  /** Resending after 429 and 503 (only requests that are safe to send twice). */
  retry?: RetryOptions;
  /** A fetch of your own (proxies, tracing); default the global fetch. */
  fetch?: typeof fetch;
}

/** The typed API: `GET`, `POST`, … on the paths of the OpenAPI document, with their bodies and answers typed. */
export type IrsClient = Client<paths, 'application/json'>;

export function createIrsClient(options: IrsClientOptions): IrsClient {
  const fetchFn = options.fetch ?? globalThis.fetch;
  const client = createClient<paths, 'application/json'>({ baseUrl: options.baseUrl, fetch: fetchFn });
  client.use(authAndRetry(authenticator(options.credentials, options.baseUrl, fetchFn), options.retry));
  return client;
}
