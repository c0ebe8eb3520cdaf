import { ipKeyGenerator } from 'express-rate-limit';
import type { DataSource } from 'typeorm';
import { sha256Hex } from '@irs/shared';

/**
 * The hard limit, per account and client address: at most this many failed logins from one address (an IPv6 /56)
 * within the window, then 429 for that address even with the right password. The number each address had before
 * per account, so no address guesses faster than it did; the owner's own typos stay far below it.
 */
export const MAX_FAILURES_PER_ADDRESS = 10;
/**
 * The looser limit, per account across all addresses: at this many failures in the window the account is under
 * attack (ten addresses' worth; NIST SP 800-63B §5.2.2 caps consecutive failures per account at 100). It locks no
 * one out: it tightens the per-address allowance below.
 */
export const MAX_FAILURES_PER_ACCOUNT = 100;
/**
 * While the account is under attack, an address may hold at most this many failures of it: every further address of
 * a distributed guesser gets 3 guesses instead of 10, while the owner, from an address without failures of its own,
 * still signs in (a typo or two included).
 */
export const MAX_FAILURES_PER_ADDRESS_UNDER_ATTACK = 3;
/** All three limits count within this sliding window. */
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
/** Buckets whose failures have all left the window are deleted every this many reservations. */
const PRUNE_EVERY = 100;

/** A slot taken in one bucket; `at` is its timestamp as PostgreSQL wrote it (text keeps its microseconds). */
interface Slot {
  key: string;
  at: string;
}

/** `limit`: which limit refused (`address`: the hard limit; `account`: the allowance of an account under attack). */
export type LoginReservation =
  { ok: true; slots: Slot[] } | { ok: false; limit: 'address' | 'account'; retryAfterSeconds: number };

const inWindow = (secs: string) => `t > now() - make_interval(secs => ${secs})`;
const recent = `ARRAY(SELECT t FROM unnest(login_failures.failed_at) t WHERE ${inWindow('$2')})`;

/**
 * The client's network as the throttle counts it: an IPv4 address, or the /56 of an IPv6 one (one subscriber's
 * allocation; counting single IPv6 addresses would hand an attacker 2^72 budgets), as the gateway's rate limits count
 * it (express-rate-limit's ipKeyGenerator).
 */
export const clientNetwork = (ip: string | undefined): string => ipKeyGenerator(ip ?? 'unknown');

/**
 * Failed logins counted in PostgreSQL (`login_failures`), so every auth instance sees the same counts. Two buckets per
 * attempt: the account's own (`account`: `user:<id>` once the e-mail names a user, else `email:<sha256>` of the
 * normalised e-mail, so an unknown address is throttled like a known one) and the account's from this client network
 * (`addr:` + SHA-256 of both, so the table holds no address). Each attempt takes a slot of its buckets' windows before
 * its password is checked (one conditional upsert each: the row lock serialises parallel attempts, so a flood cannot
 * get more checks through than the limits); a correct password gives its slots back.
 *
 * - The address bucket is the hard limit: full at MAX_FAILURES_PER_ADDRESS, and the address is refused.
 * - The account bucket fills to MAX_FAILURES_PER_ACCOUNT; when full, the account is under attack and an attempt goes
 *   ahead only while its address holds at most MAX_FAILURES_PER_ADDRESS_UNDER_ATTACK failures (its own slot included).
 */
export class LoginThrottle {
  private reservations = 0;
  constructor(private readonly ds: DataSource) {}

  async reserve(account: string, network: string): Promise<LoginReservation> {
    if (++this.reservations % PRUNE_EVERY === 0) void this.prune();
    const addressKey = `addr:${sha256Hex(`${account}|${network}`)}`;
    const own = await this.take(addressKey, MAX_FAILURES_PER_ADDRESS);
    if (!own)
      return {
        ok: false,
        limit: 'address',
        retryAfterSeconds: await this.secondsUntilBelow(addressKey, MAX_FAILURES_PER_ADDRESS),
      };
    const shared = await this.take(account, MAX_FAILURES_PER_ACCOUNT);
    if (shared) return { ok: true, slots: [own.slot, shared.slot] };
    if (own.count <= MAX_FAILURES_PER_ADDRESS_UNDER_ATTACK) return { ok: true, slots: [own.slot] };
    await this.release([own.slot]); // refused before any check: no failure
    const [accountRoom, addressRoom] = await Promise.all([
      this.secondsUntilBelow(account, MAX_FAILURES_PER_ACCOUNT),
      this.secondsUntilBelow(addressKey, MAX_FAILURES_PER_ADDRESS_UNDER_ATTACK),
    ]);
    return { ok: false, limit: 'account', retryAfterSeconds: Math.min(accountRoom, addressRoom) };
  }

  /** A correct password, or an attempt refused before its check: its slots were no failures. */
  async release(slots: Slot[]): Promise<void> {
    for (const { key, at } of slots)
      await this.ds.query(
        `UPDATE login_failures SET failed_at = array_remove(failed_at, $2::timestamptz) WHERE account_key = $1`,
        [key, at],
      );
  }

  /** Takes a slot unless the bucket's window already holds `limit` failures; `count`: the window's, this one included. */
  private async take(key: string, limit: number): Promise<{ slot: Slot; count: number } | null> {
    const [taken] = (await this.ds.query(
      `INSERT INTO login_failures (account_key, failed_at) VALUES ($1, ARRAY[now()])
       ON CONFLICT (account_key) DO UPDATE SET failed_at = ${recent} || now()
         WHERE cardinality(${recent}) < $3
       RETURNING now()::text AS at, cardinality(login_failures.failed_at) AS count`,
      [key, LOGIN_FAILURE_WINDOW_SECONDS, limit],
    )) as { at: string; count: number }[];
    return taken ? { slot: { key, at: taken.at }, count: Number(taken.count) } : null;
  }

  /** Seconds until the bucket's window holds fewer than `allowed` failures: when its `allowed`-th newest leaves. */
  private async secondsUntilBelow(key: string, allowed: number): Promise<number> {
    const [wait] = (await this.ds.query(
      `SELECT ceil(extract(epoch FROM t + make_interval(secs => $2) - now()))::int AS seconds
       FROM (SELECT t, row_number() OVER (ORDER BY t DESC) AS newer
             FROM login_failures, unnest(failed_at) t WHERE account_key = $1 AND ${inWindow('$2')}) w
       WHERE newer = $3`,
      [key, LOGIN_FAILURE_WINDOW_SECONDS, allowed],
    )) as { seconds: number | null }[];
    return Math.max(1, wait?.seconds ?? 1);
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
