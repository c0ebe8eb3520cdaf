import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RunningServer {
  port: number;
  server: Server;
  close(): Promise<void>;
}

/** Listens on host:port (0 picks a free port); close() stops accepting, lets requests finish, then drops idle sockets. */
export function listen(handler: RequestListener, port: number, host: string): Promise<RunningServer> {
  const server = createServer(handler);
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
