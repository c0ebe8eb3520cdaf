import pg from 'pg';
import type { DataSource } from 'typeorm';

export interface ChannelListener {
  close(): Promise<void>;
}

/**
 * LISTENs to one PostgreSQL channel on a connection of its own (not one of the pool's: it is held for as long as the
 * listener lives). `lost` is called once if the connection fails; notifications may have been missed from then on.
 */
export async function listenChannel(
  ds: DataSource,
  channel: string,
  on: { notify(payload: string): void; lost(err: Error): void },
): Promise<ChannelListener> {
  const client = new pg.Client({
    connectionString: (ds.options as { url?: string }).url,
    connectionTimeoutMillis: 5000,
    keepAlive: true,
  });
  let open = true;
  const fail = (err: Error) => {
    if (!open) return;
    open = false;
    on.lost(err);
  };
  client.on('error', fail);
  client.on('end', () => fail(new Error(`the ${channel} connection ended`)));
  client.on('notification', (n) => {
    if (n.channel === channel) on.notify(n.payload ?? '');
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${channel}`);
  } catch (error) {
    open = false;
    await client.end().catch(() => undefined);
    throw error;
  }
  return {
    close: async () => {
      open = false;
      await client.end();
    },
  };
}
