import { createLogger, listen } from '@irs/shared';
import { createGatewayApp } from '@irs/gateway';
import { call } from '../support/http.js';
import { apiKey, bearer } from '../support/identity.js';
import { db } from '../support/db.js';
import { checkResponse } from '../support/openapi-check.js';
import { stack } from '../support/stack.js';
import { temporal } from '../support/temporal.js';

export const LIST_PATH = '/api/v2/integration/interviews';

/** Waits until `pred` holds (polled every 20 ms); fails naming `what` after `ms`. */
export async function until(pred: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export interface EventStream {
  status: number;
  headers: Headers;
  /** A refusal's JSON body. */
  body?: any;
  /** Each `event: run`, parsed, with when it arrived. */
  changes: { data: any; at: number }[];
  /** Comment lines without the colon, e.g. `heartbeat`. */
  comments: string[];
  retry?: number;
  ended: boolean;
  close(): void;
}

/** GET …/interviews/stream read the way a console's fetch reader does (EventSource cannot send credentials). */
export async function openStream(headers: Record<string, string>, origin = stack().origin): Promise<EventStream> {
  const abort = new AbortController();
  const res = await fetch(`${origin}${LIST_PATH}/stream`, { headers, signal: abort.signal });
  const stream: EventStream = {
    status: res.status,
    headers: res.headers,
    changes: [],
    comments: [],
    ended: false,
    close: () => abort.abort(),
  };
  if (res.status !== 200) {
    stream.body = await res.json();
    stream.ended = true;
  }
  // Checked against the OpenAPI document like every other answer (its events are plain fetch, not `call`).
  await checkResponse(origin, 'GET', `${LIST_PATH}/stream`, res.status, res.headers.get('content-type'), stream.body);
  if (stream.ended) return stream;
  const onBlock = (block: string) => {
    let event = 'message';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) stream.comments.push(line.slice(1).trim());
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data += line.slice(6);
      else if (line.startsWith('retry: ')) stream.retry = Number(line.slice(7));
    }
    if (event === 'run') stream.changes.push({ data: JSON.parse(data), at: Date.now() });
  };
  void (async () => {
    let buffer = '';
    try {
      for await (const chunk of res.body!.pipeThrough(new TextDecoderStream())) {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          onBlock(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
        }
      }
    } catch {
      // closed by us (abort)
    }
    stream.ended = true;
  })();
  return stream;
}

/** A gateway of the test's own on the shared stack: its own process-level hub and LISTEN connection. */
export async function ownGateway() {
  const { connection, client } = await temporal();
  const app = createGatewayApp({
    ds: await db(),
    config: stack().config,
    logger: createLogger('silent'),
    temporal: { connection, client },
    encKey: stack().encKey,
  });
  const server = await listen(app, 0, '127.0.0.1');
  return { origin: `http://127.0.0.1:${server.port}`, closeListeners: app.closeListeners, close: server.close };
}

/** An API key of the tenant with the given permissions (through the platform admin), and its id. */
export async function keyWith(
  platformAdmin: string,
  tenantId: string,
  permissions: string[],
): Promise<{ id: string; headers: Record<string, string> }> {
  const res = await call(`/api/v2/admin/tenants/${tenantId}/api-keys`, {
    headers: bearer(platformAdmin),
    body: { name: 'lists', permissions },
  });
  if (res.status !== 201) throw new Error(`key: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id, headers: apiKey(res.body.key) };
}
