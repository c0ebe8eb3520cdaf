import { Client, Connection } from '@temporalio/client';
import { dataConverter } from '@irs/shared';
import { stack } from './stack.js';

let cached: { connection: Connection; client: Client } | undefined;

/** A Temporal client of the test's own, with the service's payload codec, for reading histories and listing runs. */
export async function temporal(): Promise<{ connection: Connection; client: Client }> {
  if (!cached) {
    const connection = await Connection.connect({ address: stack().temporalAddress });
    cached = {
      connection,
      client: new Client({
        connection,
        namespace: stack().config.TEMPORAL_NAMESPACE,
        dataConverter: dataConverter(stack().encKey),
      }),
    };
  }
  return cached;
}

export async function closeTemporal(): Promise<void> {
  await cached?.connection.close();
  cached = undefined;
}
