import { createServer as createNetServer } from 'node:net';
import { enableDefaultMetrics, listen, metricsContentType, metricsText, scrapeAllowed, type Logger } from '@irs/shared';

/** A loopback port that was free a moment ago (for the Temporal SDK's exporter, which this process fronts). */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createNetServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => ok(port));
    });
  });
}

/**
 * The worker process's Prometheus endpoint, GET /metrics on WORKER_METRICS_PORT: this process's registry (scoring
 * duration, process metrics) followed by the Temporal SDK's metrics (`temporal_*`). Same access rule as the gateway's
 * (loopback, or Bearer METRICS_TOKEN). A port already taken (a second worker on the host) only costs the endpoint.
 */
export async function serveWorkerMetrics(
  port: number,
  host: string,
  token: string | undefined,
  logger: Logger,
): Promise<() => Promise<void>> {
  enableDefaultMetrics();
  const server = await listen(
    (req, res) => {
      if ((req.url ?? '').split('?')[0] !== '/metrics' || req.method !== 'GET')
        return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      if (!scrapeAllowed(req.socket.remoteAddress, req.headers, token))
        return void res.writeHead(token ? 401 : 403, { 'content-type': 'text/plain' }).end('forbidden\n');
      metricsText().then(
        (text) => res.writeHead(200, { 'content-type': metricsContentType }).end(text),
        () => res.writeHead(500).end(),
      );
    },
    port,
    host,
  ).catch((err: unknown) => {
    logger.warn({ err, port }, 'worker metrics endpoint not started (WORKER_METRICS_PORT in use?)');
    return undefined;
  });
  if (!server) return async () => undefined;
  logger.info({ port: server.port }, 'worker metrics on /metrics');
  return server.close;
}
