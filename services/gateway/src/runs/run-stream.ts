import type { DataSource } from 'typeorm';
import {
  TooManyRequests,
  listenRunChanges,
  unavailable,
  type Logger,
  type RunChange,
  type RunChangeData,
  type RunChangeListener,
} from '@irs/shared';

/** Open streams per tenant in one gateway process; the next one is a 429 until one closes. */
const STREAMS_PER_TENANT = 50;

export interface RunStream {
  send(change: RunChangeData): void;
  end(): void;
}

/**
 * Fans the `run_changes` notifications out to the open streams of the run's tenant, and no other. One LISTEN
 * connection per gateway process, opened with the first stream and kept until shutdown. If it fails, every stream
 * ends: its client reconnects (the `retry:` hint) and reloads its list, so no change missed meanwhile stays unseen.
 */
export class RunChangeHub {
  private readonly streams = new Map<string, Set<RunStream>>();
  private listener?: Promise<RunChangeListener>;
  private closed = false;

  constructor(
    private readonly ds: DataSource,
    private readonly logger: Logger,
  ) {}

  /** Adds a stream of the tenant once the feed is listening; returns its removal. */
  async subscribe(tenantId: string, stream: RunStream): Promise<() => void> {
    if (this.closed) throw unavailable('The gateway is shutting down; reconnect');
    const streams = this.streams.get(tenantId) ?? new Set<RunStream>();
    if (streams.size >= STREAMS_PER_TENANT)
      throw new TooManyRequests(`At most ${STREAMS_PER_TENANT} open streams per tenant; close one first`, 5);
    // Counted before the wait, so that streams opened at the same moment cannot pass the limit together.
    streams.add(stream);
    this.streams.set(tenantId, streams);
    const remove = () => {
      streams.delete(stream);
      if (!streams.size && this.streams.get(tenantId) === streams) this.streams.delete(tenantId);
    };
    try {
      await (this.listener ??= this.listen());
    } catch (err) {
      remove();
      this.logger.warn({ err }, 'run change feed: cannot listen');
      throw unavailable('The change stream is unavailable; retry shortly');
    }
    if (this.closed) {
      remove();
      throw unavailable('The gateway is shutting down; reconnect');
    }
    return remove;
  }

  /** Ends every stream and the LISTEN connection (gateway shutdown); later subscriptions are refused. */
  async close(): Promise<void> {
    this.closed = true;
    this.endAll();
    const listener = this.listener;
    this.listener = undefined;
    await (await listener?.catch(() => undefined))?.close();
  }

  private listen(): Promise<RunChangeListener> {
    const listening = listenRunChanges(this.ds, {
      change: (c) => this.dispatch(c),
      lost: (err) => {
        this.logger.warn({ err }, 'run change feed lost; ending the open streams');
        if (this.listener === listening) this.listener = undefined;
        this.endAll();
      },
    });
    listening.catch(() => {
      if (this.listener === listening) this.listener = undefined; // the next stream tries again
    });
    return listening;
  }

  private dispatch(c: RunChange): void {
    const data: RunChangeData = {
      run_id: c.run_id,
      state: c.state,
      awaiting_human: c.awaiting_human,
      updated_at: c.updated_at,
    };
    for (const stream of this.streams.get(c.tenant_id) ?? []) stream.send(data);
  }

  private endAll(): void {
    for (const streams of [...this.streams.values()]) for (const stream of [...streams]) stream.end();
  }
}
