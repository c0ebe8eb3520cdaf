import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { renderRefusal } from './doors.js';
import { AppError } from './errors.js';

/** What Node's HTTP parser refuses, by error code; anything else it cannot parse is a malformed request. */
const STATUS_BY_CODE: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request headers too large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Chunk extensions too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request timed out'],
};

/**
 * How long an answered connection keeps reading (and dropping) what the client still sends before it is closed.
 * Closing a socket with unread input makes the kernel send a reset, and a reset can make the client lose the answer
 * it has not read yet; a client still uploading its body only stops once it reads the answer.
 */
const LINGER_MS = 2000;

/** Connections whose refusal is written: the parser reports every later chunk again, and those are dropped. */
const answered = new WeakSet<Socket>();

/**
 * The refused request's method and path, when the parser's buffer holds its request line ("DELETE /api/v1/... HTTP/1.1"):
 * the last request line that starts the buffer or follows an empty line (earlier pipelined requests come first).
 * Otherwise (the line arrived in an earlier chunk) the refusal takes the REST shape.
 */
function requestLineOf(raw: Buffer | undefined): [string, string] {
  const text = raw?.subarray(0, 64 * 1024).toString('latin1') ?? '';
  let found: [string, string] = ['GET', '/'];
  for (const start of [0, ...[...text.matchAll(/\r\n\r\n/g)].map((m) => m.index + 4)]) {
    const line = /^([A-Z]+) (\/\S*)/.exec(text.slice(start, start + 8192));
    if (line) found = [line[1]!, line[2]!];
  }
  return found;
}

/**
 * The server's `clientError` handler: a request the HTTP parser refused gets an answer in its door's error shape
 * (REST, legacy, JSON-RPC or OAuth) instead of Node's bare status line, then the connection is closed (the parser's
 * state is lost). A keep-alive connection that answered earlier requests is answered too (issue 40: it used to be
 * dropped without an answer), after the response in flight if a pipelined one is; only a connection the client reset,
 * or one that closed before that response ended, goes unanswered.
 */
export function answerClientError(err: Error & { code?: string; rawPacket?: Buffer }, socket: Socket): void {
  if (answered.has(socket)) {
    if (err.code === 'ECONNRESET') socket.destroy();
    return;
  }
  if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  answered.add(socket);
  const answer = () => {
    if (!socket.writable) return void socket.destroy();
    const [method, url] = requestLineOf(err.rawPacket);
    const [status, message] = STATUS_BY_CODE[err.code ?? ''] ?? [400, 'Malformed HTTP request'];
    const rendered = renderRefusal(method, url, new AppError(status, message));
    const body = JSON.stringify(rendered.body);
    socket.end(
      `HTTP/1.1 ${rendered.status} ${STATUS_CODES[rendered.status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
    const linger = setTimeout(() => socket.destroy(), LINGER_MS).unref();
    socket.once('close', () => clearTimeout(linger));
  };
  // The response Node is writing on this connection, if any (pipelined requests): ours must come after it.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (!inFlight || inFlight.writableFinished) return answer();
  inFlight.once('finish', answer);
  inFlight.once('close', () => !inFlight.writableFinished && socket.destroy());
}
