import type { DataSource } from 'typeorm';

/** At most this many failed logins per account ... */
export const MAX_LOGIN_FAILURES = 10;
/** ... within this sliding window. */
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
/** Accounts whose failures have all left the window are deleted every this many reservations. */
const PRUNE_EVERY = 100;

/** `at`: the slot's timestamp as PostgreSQL wrote it (text keeps its microseconds for `release`). */
export type LoginReservation = { ok: true; at: string } | { ok: false; retryAfterSeconds: number };

const inWindow = (secs: string) => `t > now() - make_interval(secs => ${secs})`;
const recent = `ARRAY(SELECT t FROM unnest(login_failures.failed_at) t WHERE ${inWindow('$2')})`;

/**
 * Counting in PostgreSQL (`login_failures`), so every auth instance sees the same count. Each attempt takes a slot
 * of the account's window before its password is checked (one conditional upsert: the row lock serialises parallel
 * attempts, so a flood cannot get more than MAX_LOGIN_FAILURES password checks through); a correct password gives its
 * slot back. With the window full, even the right password is refused until the oldest failure leaves it.
 */
export class LoginThrottle {
  private reservations = 0;
  constructor(private readonly ds: DataSource) {}

  async reserve(accountKey: string): Promise<LoginReservation> {
    const [taken] = (await this.ds.query(
      `INSERT INTO login_failures (account_key, failed_at) VALUES ($1, ARRAY[now()])
       ON CONFLICT (account_key) DO UPDATE SET failed_at = ${recent} || now()
         WHERE cardinality(${recent}) < $3
       RETURNING now()::text AS at`,
      [accountKey, LOGIN_FAILURE_WINDOW_SECONDS, MAX_LOGIN_FAILURES],
    )) as { at: string }[];
    if (++this.reservations % PRUNE_EVERY === 0) void this.prune();
    if (taken) return { ok: true, at: taken.at };
    const [wait] = (await this.ds.query(
      `SELECT ceil(extract(epoch FROM min(t) + make_interval(secs => $2) - now()))::int AS seconds
       FROM login_failures, unnest(failed_at) t WHERE account_key = $1 AND ${inWindow('$2')}`,
      [accountKey, LOGIN_FAILURE_WINDOW_SECONDS],
    )) as { seconds: number | null }[];
    return { ok: false, retryAfterSeconds: Math.max(1, wait?.seconds ?? 1) };
  }

  /** A correct password: its slot was no failure. */
  async release(accountKey: string, at: string): Promise<void> {
    await this.ds.query(
      `UPDATE login_failures SET failed_at = array_remove(failed_at, $2::timestamptz) WHERE account_key = $1`,
      [accountKey, at],
    );
  }

  private async prune(): Promise<void> {
    await this.ds
      .query(
        `DELETE FROM login_failures WHERE NOT EXISTS (SELECT 1 FROM unnest(failed_at) t WHERE ${inWindow('$1')})`,
        [LOGIN_FAILURE_WINDOW_SECONDS],
      )
      .catch(() => undefined);
  }
}
