import type { DataSource } from 'typeorm';
import { sha256Hex } from '../crypto.js';
import { listenChannel, type ChannelListener } from '../db/listen.js';
import { findApiKey } from './api-keys.js';

/** Notified by a trigger on every change to `api_keys` or `tenants` (migration 1796400000001), whoever wrote it. */
export const CREDENTIAL_CHANNEL = 'credential_changes';

/** Keys remembered at most; the oldest goes first. */
const MAX_ENTRIES = 10_000;
/** A backstop only: a change empties the cache as soon as its notification arrives. */
const TTL_MS = 60_000;
/** Between attempts to LISTEN again after the connection was lost. */
const RETRY_MS = 2_000;

type Found = NonNullable<Awaited<ReturnType<typeof findApiKey>>>;

/**
 * Live API keys with their tenants, kept in memory by each gateway, so that a known key costs no database round trip
 * (issue 38). Every gateway LISTENs on `credential_changes` and empties its cache on each notification, so a revoked
 * key, a removed tenant or a changed feature applies on every gateway once its notification arrives. Without a live
 * LISTEN connection (not yet open, lost, reconnecting) the cache is off and every lookup reads the database, so a
 * missed notification can never keep a revoked key alive. Unknown keys are never remembered.
 */
export class ApiKeyCache {
  private readonly entries = new Map<string, { found: Found; at: number }>();
  /** Bumped by every change: a lookup that began before one does not fill the cache with what it read. */
  private generation = 0;
  private state: 'idle' | 'connecting' | 'listening' | 'waiting' | 'closed' = 'idle';
  private listener?: ChannelListener;
  private retry?: NodeJS.Timeout;

  constructor(
    private readonly ds: DataSource,
    private readonly onLost: (err: Error) => void,
  ) {}

  /** The live key with its tenant, or null. Opens the LISTEN connection on first use (an app never used opens none). */
  async find(plaintext: string): Promise<Found | null> {
    if (this.state === 'idle') this.listen();
    if (this.state !== 'listening') return findApiKey(this.ds, plaintext);
    const hash = sha256Hex(plaintext);
    const hit = this.entries.get(hash);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.found;
    const generation = this.generation;
    const found = await findApiKey(this.ds, plaintext);
    if (found && this.state === 'listening' && generation === this.generation) {
      this.entries.delete(hash);
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(hash, { found, at: Date.now() });
    }
    return found;
  }

  /** Ends the LISTEN connection (gateway shutdown); lookups read the database from then on. */
  async close(): Promise<void> {
    this.state = 'closed';
    clearTimeout(this.retry);
    this.forget();
    const listener = this.listener;
    this.listener = undefined;
    await listener?.close().catch(() => undefined);
  }

  private listen(): void {
    this.state = 'connecting';
    listenChannel(this.ds, CREDENTIAL_CHANNEL, { notify: () => this.forget(), lost: (err) => this.lose(err) }).then(
      (listener) => {
        if (this.state === 'closed') return void listener.close().catch(() => undefined);
        this.listener = listener;
        this.forget(); // whatever changed before the LISTEN began is read afresh
        this.state = 'listening';
      },
      (err: Error) => this.lose(err),
    );
  }

  private lose(err: Error): void {
    if (this.state === 'closed') return;
    this.state = 'waiting';
    this.listener = undefined;
    this.forget();
    this.onLost(err);
    this.retry = setTimeout(() => this.state === 'waiting' && this.listen(), RETRY_MS).unref();
  }

  private forget(): void {
    this.generation++;
    this.entries.clear();
  }
}
