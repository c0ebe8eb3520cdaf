import { Client, Connection } from '@temporalio/client';
import { AesGcmPayloadCodec, dataConverter } from '@irs/shared';
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

/**
 * Looks for `needles` in the histories of the workflows `query` lists (a visibility query; `keep` filters what it
 * returns), raw and with every encrypted payload decoded: the scan that proves no candidate data reaches Temporal.
 * Returns how many histories were read and `<workflowId>: <needle>` for each find.
 */
export async function scanHistories(
  query: string,
  keep: (workflowId: string) => boolean,
  needles: string[],
): Promise<{ histories: number; found: string[] }> {
  const { client } = await temporal();
  const codec = new AesGcmPayloadCodec(stack().encKey);
  let histories = 0;
  const found: string[] = [];
  for await (const wf of client.workflow.list({ query })) {
    if (!keep(wf.workflowId)) continue;
    const history = await client.workflow.getHandle(wf.workflowId, wf.runId).fetchHistory();
    histories++;
    const raw = JSON.stringify(history);
    const payloads: { metadata?: Record<string, Uint8Array> | null; data?: Uint8Array | null }[] = [];
    const collect = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      const o = node as Record<string, unknown>;
      if (o.data instanceof Uint8Array && o.metadata) payloads.push(o as never);
      Object.values(o).forEach(collect);
    };
    collect(history);
    const encrypted = payloads.filter((p) => Buffer.from(p.metadata!.encoding ?? []).toString() === 'binary/encrypted');
    const decoded = (await codec.decode(encrypted as never))
      .map((p) => Buffer.from(p.data ?? []).toString())
      .join('\n');
    for (const n of needles) if (raw.includes(n) || decoded.includes(n)) found.push(`${wf.workflowId}: ${n}`);
  }
  return { histories, found };
}
