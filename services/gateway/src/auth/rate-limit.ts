import type { Request, RequestHandler } from 'express';
import type { DataSource } from 'typeorm';
import { rateLimit, ipKeyGenerator, type IncrementResponse, type Options, type Store } from 'express-rate-limit';
import { TooManyRequests, renderRefusal } from '@irs/shared';

const WINDOW_MS = 60_000;
/** How often every gateway adds the hits it counted to the shared count, whatever their number. */
const FLUSH_MS = 250;

/** Hits a gateway may count in memory before adding them to the shared count: 1 % of the limit, at least one. */
export const batchOf = (limit: number) => Math.max(1, Math.floor(limit / 100));

interface Bucket {
  window: number;
  /** The shared count as of this gateway's last flush (every gateway's flushed hits, ours included). */
  shared: number;
  /** Hits counted here since, not yet in the shared count. */
  local: number;
  synced: boolean;
  /** The flush in progress: flushes of one bucket run one after another. */
  flushing: Promise<void>;
}

/**
 * Fixed one-minute windows, counted in memory by each gateway and shared through PostgreSQL in batches (issue 38):
 * a bucket's first hit of a window, every `batch` hits, every FLUSH_MS, and every hit once the count comes within a
 * batch of the limit add the hits counted here to `rate_limit_hits` and read back the total. Far from the limit a
 * request costs no database round trip; near it, every hit is counted in the database, as one upsert per request
 * did before. Gateways together admit at most limit + (gateways × batch) in a window: each can hold at most one
 * batch unshared (docs/api.md, tested with two gateways). A gateway that stops loses the hits it had not shared.
 */
export class BatchedStore implements Store {
  private windowMs = WINDOW_MS;
  private readonly buckets = new Map<string, Bucket>();
  constructor(
    private readonly ds: DataSource,
    readonly prefix: string,
    private readonly limit: number,
    private readonly batch = batchOf(limit),
  ) {
    setInterval(() => void this.flushAll(), FLUSH_MS).unref(); // unref'd: never holds a process open
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private windowStart(now = Date.now()): number {
    return now - (now % this.windowMs);
  }

  /** `hits` above one: a JSON-RPC batch counts each of its calls. */
  async increment(key: string, hits = 1): Promise<IncrementResponse> {
    const window = this.windowStart();
    let b = this.buckets.get(key);
    if (!b || b.window !== window) {
      b = { window, shared: 0, local: 0, synced: false, flushing: Promise.resolve() };
      this.buckets.set(key, b);
    }
    b.local += hits;
    if (!b.synced || b.local >= this.batch || b.shared + b.local + this.batch > this.limit) await this.flush(key, b);
    return { totalHits: b.shared + b.local, resetTime: new Date(window + this.windowMs) };
  }

  async decrement(key: string): Promise<void> {
    const b = this.buckets.get(key);
    if (b && b.window === this.windowStart() && b.local > 0) b.local -= 1;
    else
      await this.ds.query(
        `UPDATE rate_limit_hits SET hits = hits - 1 WHERE bucket = $1 AND window_start = $2 AND hits > 0`,
        [this.prefix + key, new Date(this.windowStart())],
      );
  }

  async resetKey(key: string): Promise<void> {
    this.buckets.delete(key);
    await this.ds.query(`DELETE FROM rate_limit_hits WHERE bucket = $1`, [this.prefix + key]);
  }

  /** Adds the bucket's unshared hits to the shared count and reads the total back; after any flush in progress. */
  private flush(key: string, b: Bucket): Promise<void> {
    const run = async () => {
      const hits = b.local;
      if (hits === 0 && b.synced) return;
      b.local -= hits;
      try {
        b.shared = await this.add(key, b.window, hits);
        b.synced = true;
      } catch (error) {
        b.local += hits;
        throw error;
      }
    };
    const flushed = b.flushing.then(run, run);
    b.flushing = flushed.catch(() => undefined);
    return flushed;
  }

  private async add(key: string, window: number, hits: number): Promise<number> {
    // Asynchronous commit for this one statement (set_config(..., true) lasts until its implicit transaction ends):
    // the request does not wait for a WAL flush of a counter. A crash may lose the last few hundred ms of hits;
    // the window is a minute. Measured: bench/README.md ("rate-limit counter without a WAL flush wait").
    const [row] = (await this.ds.query(
      `INSERT INTO rate_limit_hits (bucket, window_start, hits)
       SELECT $1::text, $2::timestamptz, $3::int FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async_commit
       ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + EXCLUDED.hits
       RETURNING hits`,
      [this.prefix + key, new Date(window), hits],
    )) as { hits: number }[];
    return row!.hits;
  }

  /** The timer's round: every bucket's unshared hits shared; buckets of past windows dropped, and their rows pruned. */
  private async flushAll(): Promise<void> {
    const current = this.windowStart();
    let past = false;
    for (const [key, b] of this.buckets) {
      if (b.local > 0) await this.flush(key, b).catch(() => undefined);
      if (b.window < current) {
        this.buckets.delete(key);
        past = true;
      }
    }
    if (past)
      await this.ds
        .query(`DELETE FROM rate_limit_hits WHERE window_start < $1`, [new Date(current)])
        .catch(() => undefined);
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
  const store = new BatchedStore(ds, `${name}:`, perMinute);
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
