/** An answer outside 2xx from the API, with the service's error body (`{statusCode, message}` on /api/v2). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** The URL that answered. */
    readonly url: string,
  ) {
    super(`${status} from ${url || 'the API'}: ${messageOf(body)}`);
  }
}

function messageOf(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body) return String(body.message);
  return typeof body === 'string' && body ? body.slice(0, 200) : 'no message';
}

/**
 * The data of a 2xx answer, or an ApiError carrying the error body:
 * `const run = dataOrThrow(await client.GET('/api/v2/integration/interviews/{run_id}', …))`.
 */
export function dataOrThrow<T>(result: { data?: T; error?: unknown; response: Response }): NonNullable<T> {
  if (!result.response.ok || result.data === undefined) {
    throw new ApiError(result.response.status, result.error, result.response.url);
  }
  return result.data as NonNullable<T>;
}
