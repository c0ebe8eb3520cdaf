import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the fake answers with: the message content; an HTTP error, with headers (Retry-After); silence (a time-out for
 * the client); or content after a delay (a slow provider).
 */
export type FakeReply =
  string | { status: number; headers?: Record<string, string> } | 'hang' | { delayMs: number; content: string };

/**
 * A local OpenAI-compatible chat-completions provider: a real HTTP server that answers from a queue of replies (the
 * last one repeats) and records every request body, and its URL and headers, so tests can read what was sent.
 */
export class FakeProvider {
  readonly requests: any[] = [];
  /** Each request's path with its query, and headers. */
  readonly received: { url: string; headers: http.IncomingHttpHeaders }[] = [];
  private replies: FakeReply[] = ['{}'];
  private readonly server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      this.requests.push(JSON.parse(raw));
      this.received.push({ url: req.url ?? '', headers: req.headers });
      const reply = this.replies.length > 1 ? this.replies.shift()! : this.replies[0]!;
      if (reply === 'hang') return;
      if (typeof reply === 'object' && 'status' in reply) {
        const headers = { 'content-type': 'application/json', ...reply.headers };
        res.writeHead(reply.status, headers).end('{"error":{"message":"boom"}}');
        return;
      }
      const answer = (content: string) => {
        if (res.destroyed) return;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
      };
      if (typeof reply === 'object') setTimeout(() => answer(reply.content), reply.delayMs);
      else answer(reply);
    });
  });

  /** Replies for the next requests, in order; clears what was recorded. */
  answer(...replies: FakeReply[]): void {
    this.replies = replies;
    this.requests.length = 0;
    this.received.length = 0;
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
