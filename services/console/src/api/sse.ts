/** One server-sent event: its `event:` name (default "message") and its `data:` lines joined. */
export interface ServerEvent {
  event: string;
  data: string;
}

/** Parses one event block (the lines between blank lines) as the SSE format says; comments and ids are skipped. */
export function parseEventBlock(block: string): ServerEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r\n|\r|\n/)) {
    if (!line || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length ? { event, data: data.join('\n') } : null;
}

/**
 * The events of a `text/event-stream` body, read with fetch's streaming reader: unlike EventSource, fetch can send
 * the Authorization and X-Tenant-ID headers. Ends when the server closes the stream.
 */
export async function* readServerEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const boundary = /\r\n\r\n|\n\n|\r\r/;
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let match: RegExpExecArray | null;
      while ((match = boundary.exec(buffer))) {
        const parsed = parseEventBlock(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
        if (parsed) yield parsed;
      }
    }
  } finally {
    reader.releaseLock();
  }
}
