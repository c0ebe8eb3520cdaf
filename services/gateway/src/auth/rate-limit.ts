import type { Request, RequestHandler } from 'express';
import type { DataSource } from 'typeorm';
import { rateLimit, ipKeyGenerator, type IncrementResponse, type Options, type Store } from 'express-rate-limit';
import { TooManyRequests, renderRefusal } from '@irs/shared';

const WINDOW_MS = 60_000;

/**
 * Fixed one-minute windows counted in PostgreSQL, so every gateway instance sees the same count.
 * One upsert per request; windows older than the current one are pruned now and then.
 */
export class PostgresStore implements Store {
  private windowMs = WINDOW_MS;
  private calls = 0;
  constructor(
    private readonly ds: DataSource,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private windowStart(now = Date.now()): Date {
    return new Date(now - (now % this.windowMs));
  }

  /** `hits` above one: a JSON-RPC batch counts each of its calls. */
  async increment(key: string, hits = 1): Promise<IncrementResponse> {
    const start = this.windowStart();
    // Asynchronous commit for this one statement (set_config(..., true) lasts until its implicit transaction ends):
    // the request does not wait for a WAL flush of a counter. A crash may lose the last few hundred ms of hits;
    // the window is a minute. Measured: bench/README.md ("rate-limit counter without a WAL flush wait").
    const [row] = (await this.ds.query(
      `INSERT INTO rate_limit_hits (bucket, window_start, hits)
       SELECT $1::text, $2::timestamptz, $3::int FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit
       ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + EXCLUDED.hits
       RETURNING hits`,
      [this.prefix + key, start, hits],
    )) as { hits: number }[];
    if (++this.calls % 1000 === 0) void this.prune(start);
    return { totalHits: row!.hits, resetTime: new Date(start.getTime() + this.windowMs) };
  }

  async decrement(key: string): Promise<void> {
    await this.ds.query(
      `UPDATE rate_limit_hits SET hits = hits - 1 WHERE bucket = $1 AND window_start = $2 AND hits > 0`,
      [this.prefix + key, this.windowStart()],
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.ds.query(`DELETE FROM rate_limit_hits WHERE bucket = $1`, [this.prefix + key]);
  }

  private async prune(current: Date): Promise<void> {
    await this.ds.query(`DELETE FROM rate_limit_hits WHERE window_start < $1`, [current]).catch(() => undefined);
  }
}

/**
 * Per credential when the caller authenticated, otherwise per client address. An OAuth client (a PLATFORM client
 * acts for many customer tenants and users) is counted per subject and tenant, so one tenant's traffic cannot use up
 * another's budget.
 */
function keyOf(req: Request): string {
  const p = req.principal;
  if (!p) return `ip:${ipKeyGenerator(req.ip ?? 'unknown')}`;
  return p.kind === 'oauth' ? `oauth:${p.id}:${p.userId ?? p.id}:${p.tenant.id}` : `${p.kind}:${p.id}`;
}

const exceeded = (perMinute: number, retryAfterS?: number) =>
  new TooManyRequests(`Rate limit exceeded: ${perMinute} requests per minute`, retryAfterS);

export type RateLimiter = RequestHandler & {
  /** Counts `calls` more requests in the caller's bucket (the calls of a JSON-RPC batch beyond the first); 429 when over. */
  charge(req: Request, calls: number): Promise<void>;
};

/**
 * Limits per minute with `RateLimit-*` headers (IETF draft 7) and `Retry-After` on 429; every door answers in its own
 * error shape.
 */
export function rateLimiter(ds: DataSource, name: string, perMinute: number): RateLimiter {
  const store = new PostgresStore(ds, `${name}:`);
  const limiter = rateLimit({
    windowMs: WINDOW_MS,
    limit: perMinute,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store,
    keyGenerator: keyOf,
    validate: { trustProxy: false, xForwardedForHeader: false },
    handler: (req, res) => {
      // In the door's own shape: JSON-RPC and OAuth answer theirs, with the HTTP status.
      const { status, body } = renderRefusal(req.method, req.originalUrl, exceeded(perMinute));
      res.status(status).json(body);
    },
  });
  const charge = async (req: Request, calls: number) => {
    if (calls < 1) return;
    const { totalHits, resetTime } = await store.increment(keyOf(req), calls);
    if (totalHits > perMinute)
      throw exceeded(perMinute, Math.max(1, Math.ceil((resetTime!.getTime() - Date.now()) / 1000)));
  };
  return Object.assign(limiter, { charge });
}
