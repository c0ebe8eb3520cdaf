import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers with: the message content, an HTTP error, or silence (a time-out for the client). */
export type FakeReply = string | { status: number } | 'hang';

/**
 * A local OpenAI-compatible chat-completions provider: a real HTTP server that answers from a queue of replies (the
 * last one repeats) and records every request body, so tests can read the prompt that was sent.
 */
export class FakeProvider {
  readonly requests: any[] = [];
  private replies: FakeReply[] = ['{}'];
  private readonly server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      this.requests.push(JSON.parse(raw));
      const reply = this.replies.length > 1 ? this.replies.shift()! : this.replies[0]!;
      if (reply === 'hang') return;
      if (typeof reply === 'object') {
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: reply } }] }));
    });
  });

  /** Replies for the next requests, in order; clears what was recorded. */
  answer(...replies: FakeReply[]): void {
    this.replies = replies;
    this.requests.length = 0;
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
