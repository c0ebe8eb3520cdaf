import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { rateLimit, ipKeyGenerator, type IncrementResponse, type Options, type Store } from 'express-rate-limit';
import { AppError, renderError } from '@irs/shared';

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

  async increment(key: string): Promise<IncrementResponse> {
    const start = this.windowStart();
    // Asynchronous commit for this one statement (set_config(..., true) lasts until its implicit transaction ends):
    // the request does not wait for a WAL flush of a counter. A crash may lose the last few hundred ms of hits;
    // the window is a minute. Measured: bench/README.md ("rate-limit counter without a WAL flush wait").
    const [row] = (await this.ds.query(
      `INSERT INTO rate_limit_hits (bucket, window_start, hits)
       SELECT $1::text, $2::timestamptz, 1 FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit
       ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
       RETURNING hits`,
      [this.prefix + key, start],
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

/** Per credential when the caller authenticated, otherwise per client address. */
function keyOf(req: Request): string {
  const p = req.principal;
  return p ? `${p.kind}:${p.id}` : `ip:${ipKeyGenerator(req.ip ?? 'unknown')}`;
}

/** Limits per minute with `RateLimit-*` headers (IETF draft 7) and `Retry-After` on 429. */
export function rateLimiter(ds: DataSource, name: string, perMinute: number) {
  return rateLimit({
    windowMs: WINDOW_MS,
    limit: perMinute,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store: new PostgresStore(ds, `${name}:`),
    keyGenerator: keyOf,
    validate: { trustProxy: false, xForwardedForHeader: false },
    handler: (req, res) => {
      const { status, body } = renderError(
        req,
        new AppError(429, `Rate limit exceeded: ${perMinute} requests per minute`),
      );
      res.status(status).json(body);
    },
  });
}
