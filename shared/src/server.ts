import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerClientError } from './client-error.js';

export interface RunningServer {
  port: number;
  server: Server;
  close(): Promise<void>;
}

/**
 * Listens on host:port (0 picks a free port); close() stops accepting, lets requests finish, then drops idle sockets.
 * Requests the HTTP parser refuses are answered in the API's error shape.
 */
export function listen(handler: RequestListener, port: number, host: string): Promise<RunningServer> {
  const server = createServer(handler);
  server.on('clientError', answerClientError);
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      ok({
        port: (server.address() as AddressInfo).port,
        server,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeIdleConnections();
            setTimeout(() => server.closeAllConnections(), 3000).unref();
          }),
      });
    });
  });
}
