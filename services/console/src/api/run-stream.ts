import { authHeaders, type Credentials } from './client';
import { readServerEvents } from './sse';
import type { RunChange } from './types';

export const RUN_STREAM_PATH = '/api/v2/integration/interviews/stream';

export interface RunStreamHandlers {
  /** The stream is open: what changed before (while loading, or while it was down) is not in it. */
  onOpen(): void;
  onChange(change: RunChange): void;
  onDown(): void;
  onUnauthorized(): void;
}

const MAX_DELAY_MS = 30_000;

/** Full jitter on an exponential backoff: 1 s, 2 s, 4 s … 30 s, so a restarted gateway is not hit all at once. */
const backoff = (attempt: number) => Math.min(MAX_DELAY_MS, 1000 * 2 ** attempt) * (0.5 + Math.random() / 2);

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    signal.addEventListener('abort', stop, { once: true });
  });

/** Follows the tenant's run changes until `signal` aborts, reconnecting with backoff whenever the stream drops. */
export async function followRunStream(creds: Credentials, signal: AbortSignal, on: RunStreamHandlers): Promise<void> {
  let attempt = 0;
  while (!signal.aborted) {
    try {
      const res = await fetch(RUN_STREAM_PATH, {
        headers: { ...authHeaders(creds), accept: 'text/event-stream' },
        cache: 'no-store',
        signal,
      });
      if (res.status === 401) return on.onUnauthorized();
      if (!res.ok || !res.body) throw new Error(`the run stream answered ${res.status}`);
      on.onOpen();
      attempt = 0;
      for await (const event of readServerEvents(res.body)) {
        if (event.event === 'run') on.onChange(JSON.parse(event.data) as RunChange);
      }
    } catch {
      // A refused or broken stream: retried below, like a closed one.
    }
    if (signal.aborted) return;
    on.onDown();
    await sleep(backoff(attempt++), signal);
  }
}
