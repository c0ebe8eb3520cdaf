/** When and how long to wait before sending a request again after a 429 or a 503. */
export interface RetryOptions {
  /** Attempts in all, the first included (default 4; 1 turns retries off). */
  maxAttempts?: number;
  /** The first backoff without Retry-After, doubled per attempt (default 500 ms). */
  baseDelayMs?: number;
  /** No wait is longer: a Retry-After beyond it is answered to the caller instead of waited for (default 30 s). */
  maxDelayMs?: number;
}

export const RETRY_STATUSES: ReadonlySet<number> = new Set([429, 503]);

export function retrySettings(o: RetryOptions = {}): Required<RetryOptions> {
  return { maxAttempts: o.maxAttempts ?? 4, baseDelayMs: o.baseDelayMs ?? 500, maxDelayMs: o.maxDelayMs ?? 30_000 };
}

/** `Retry-After` (RFC 9110 §10.2.3): delay seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * Milliseconds to wait before attempt `attempt + 1`, or null when the request should not be sent again. With
 * Retry-After: that long plus up to 10 % (so that clients told the same moment do not return together). Without:
 * "full jitter" exponential backoff, a random wait up to base·2^(attempt-1).
 */
export function retryDelay(response: Response, attempt: number, o: Required<RetryOptions>): number | null {
  if (!RETRY_STATUSES.has(response.status) || attempt >= o.maxAttempts) return null;
  const told = parseRetryAfter(response.headers.get('retry-after'));
  if (told !== null) return told > o.maxDelayMs ? null : Math.min(o.maxDelayMs, told * (1 + Math.random() * 0.1));
  return Math.random() * Math.min(o.maxDelayMs, o.baseDelayMs * 2 ** (attempt - 1));
}

/**
 * Whether sending the request twice is safe: an idempotent method, an `Idempotency-Key`, or a JSON body naming an
 * `external_id` (the service's create returns the existing run for a repeated one: SPEC "Interview create request").
 */
export async function isRepeatable(request: Request): Promise<boolean> {
  if (['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'].includes(request.method)) return true;
  if (request.headers.has('idempotency-key')) return true;
  if (!request.headers.get('content-type')?.includes('json') || !request.body) return false;
  try {
    const body: unknown = JSON.parse(await request.clone().text());
    return !!body && typeof body === 'object' && typeof (body as { external_id?: unknown }).external_id === 'string';
  } catch {
    return false;
  }
}

/** Waits `ms`, or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
