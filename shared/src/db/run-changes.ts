import type { DataSource } from 'typeorm';
import { listenChannel, type ChannelListener } from './listen.js';
import type { RunState } from '../run-states.js';
import type { Db } from './data-source.js';

/**
 * The `run_changes` channel (PostgreSQL LISTEN/NOTIFY): the transition writer notifies in its transaction, so a
 * change is announced once it is committed, to every gateway process; each fans it out to its own streams.
 */
const CHANNEL = 'run_changes';

export interface RunChange {
  tenant_id: string;
  run_id: string;
  state: RunState;
  awaiting_human: boolean;
  updated_at: string;
}

/** Announces the run's row as this transaction wrote it (delivered at commit; dropped with a rollback). */
export async function notifyRunChange(db: Db, runId: string): Promise<void> {
  await db.query(
    `SELECT pg_notify($1, json_build_object('tenant_id', tenant_id, 'run_id', run_id, 'state', state,
       'awaiting_human', awaiting_human, 'updated_at', updated_at)::text)
     FROM runs WHERE run_id = $2`,
    [CHANNEL, runId],
  );
}

/** A notification as we send it, `updated_at` in ISO form; undefined for anything else (anyone may NOTIFY). */
function parseChange(payload: string): RunChange | undefined {
  let c: Partial<Record<keyof RunChange, unknown>> | null;
  try {
    c = JSON.parse(payload) as typeof c;
  } catch {
    return undefined;
  }
  if (typeof c !== 'object' || c === null) return undefined;
  const at = typeof c.updated_at === 'string' ? Date.parse(c.updated_at) : NaN;
  if (typeof c.tenant_id !== 'string' || typeof c.run_id !== 'string' || typeof c.state !== 'string') return undefined;
  if (typeof c.awaiting_human !== 'boolean' || Number.isNaN(at)) return undefined;
  return {
    tenant_id: c.tenant_id,
    run_id: c.run_id,
    state: c.state as RunState,
    awaiting_human: c.awaiting_human,
    updated_at: new Date(at).toISOString(),
  };
}

export type RunChangeListener = ChannelListener;

/** LISTENs to `run_changes` (listen.ts); `lost` is called once if the connection fails. */
export function listenRunChanges(
  ds: DataSource,
  on: { change(c: RunChange): void; lost(err: Error): void },
): Promise<RunChangeListener> {
  return listenChannel(ds, CHANNEL, {
    notify: (payload) => {
      const change = parseChange(payload);
      if (change) on.change(change);
    },
    lost: on.lost,
  });
}
