import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Request } from 'express';
import { AppError } from './errors.js';
import { renderError } from './http.js';

/** What Node's HTTP parser refuses, by error code; anything else it cannot parse is a malformed request. */
const STATUS_BY_CODE: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request headers too large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Chunk extensions too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request timed out'],
};

/** The request line's path, when the parser got that far ("DELETE /api/v1/... HTTP/1.1"). */
function pathOf(raw: Buffer | undefined): string {
  return /^[A-Z]+ (\/\S*) HTTP\//.exec(raw?.subarray(0, 8192).toString('latin1') ?? '')?.[1] ?? '/';
}

/**
 * The server's `clientError` handler: a request the HTTP parser refused gets the API's error body (legacy shape
 * under /api/v1) instead of Node's bare status line, then the connection is closed (the parser's state is lost).
 */
export function answerClientError(err: Error & { code?: string; rawPacket?: Buffer }, socket: Socket): void {
  // A reset connection, or one that already received a response, cannot be answered.
  if (err.code === 'ECONNRESET' || !socket.writable || socket.bytesWritten > 0) return void socket.destroy();
  const [status, message] = STATUS_BY_CODE[err.code ?? ''] ?? [400, 'Malformed HTTP request'];
  const rendered = renderError({ originalUrl: pathOf(err.rawPacket) } as Request, new AppError(status, message));
  const body = JSON.stringify(rendered.body);
  socket.end(
    `HTTP/1.1 ${rendered.status} ${STATUS_CODES[rendered.status]}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}
