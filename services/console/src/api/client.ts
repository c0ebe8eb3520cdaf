/** A refused call: the HTTP status and the service's own message (`/api/v2` and `/api/v1` both answer `message`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** What every call carries: the user's token (memory only) and, once chosen, the tenant it acts for. */
export interface Credentials {
  token: string;
  tenantId: string | null;
}

export const authHeaders = (creds: Credentials): Record<string, string> => ({
  authorization: `Bearer ${creds.token}`,
  ...(creds.tenantId ? { 'x-tenant-id': creds.tenantId } : {}),
});

export async function apiRequest<T>(
  path: string,
  opts: { creds?: Credentials; method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...(opts.creds && authHeaders(opts.creds)) };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, {
      method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'The service cannot be reached. Check your connection and try again.');
  }
  const text = await res.text();
  const body: unknown = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const message = (body as { message?: unknown } | undefined)?.message;
    throw new ApiError(res.status, typeof message === 'string' ? message : `The service answered ${res.status}`);
  }
  return body as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
