import type { Middleware } from 'openapi-fetch';
import type { Authenticator } from './auth.js';
import { isRepeatable, retryDelay, sleep, type RetryOptions, retrySettings } from './retry.js';

interface Sent {
  /** An unsent copy of the request, credentials included, to send again. */
  copy: Request;
  credential: string;
  repeatable: boolean;
}

/**
 * One openapi-fetch middleware for credentials and resending, so that every resend carries the current credential
 * and counts against one budget: a 429 or 503 is sent again (when that is safe) after Retry-After or a backoff, up
 * to `maxAttempts`; a 401 to an OAuth token is sent once more with a new token.
 */
export function authAndRetry(auth: Authenticator, retry: RetryOptions | undefined): Middleware {
  const settings = retrySettings(retry);
  const inFlight = new Map<string, Sent>(); // by openapi-fetch's id of the call
  return {
    async onRequest({ request, id }) {
      const credential = await auth.apply(request.headers);
      inFlight.set(id, { copy: request.clone(), credential, repeatable: await isRepeatable(request) });
      return request;
    },
    async onResponse({ response, id, options }) {
      const sent = inFlight.get(id)!;
      inFlight.delete(id);
      let renewed = false;
      for (let attempt = 1; ; attempt++) {
        if (response.status === 401 && !renewed && auth.renew(sent.credential)) {
          renewed = true;
          sent.credential = await auth.apply(sent.copy.headers);
        } else {
          const wait = sent.repeatable ? retryDelay(response, attempt, settings) : null;
          if (wait === null) return response;
          await response.body?.cancel();
          await sleep(wait, sent.copy.signal);
        }
        response = await options.fetch(sent.copy.clone());
      }
    },
    onError({ id }) {
      inFlight.delete(id);
    },
  };
}
