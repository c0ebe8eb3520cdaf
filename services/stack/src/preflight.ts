import { connect, createServer } from 'node:net';
import { explained, portAdvice, smtpAdvice, type Config } from '@irs/shared';

const LOOPBACK = '127.0.0.1';
const SMTP_CONNECT_TIMEOUT_MS = 5000;

/** The ports `npm start` will bind, by setting: only those of servers it runs itself; 0 (the OS chooses) is skipped. */
function portsToBind(c: Config): [variable: string, host: string, port: number][] {
  const ports: [string, string, number][] = [
    ['PORT', c.HOST, c.PORT],
    ['AUTH_PORT', c.HOST, c.AUTH_PORT],
  ];
  if (!c.DATABASE_URL) ports.push(['EMBEDDED_POSTGRES_PORT', LOOPBACK, c.EMBEDDED_POSTGRES_PORT]);
  if (!c.TEMPORAL_ADDRESS)
    ports.push(['TEMPORAL_DEV_PORT', c.HOST, c.TEMPORAL_DEV_PORT], ['TEMPORAL_UI_PORT', c.HOST, c.TEMPORAL_UI_PORT]);
  if (!c.SMTP_URL) ports.push(['SMTP_SINK_PORT', LOOPBACK, c.SMTP_SINK_PORT]);
  return ports.filter(([, , port]) => port !== 0);
}

/** Binds host:port for a moment: EADDRINUSE when another process holds it. */
const bindOnce = (host: string, port: number) =>
  new Promise<void>((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(port, host, () => server.close(() => ok()));
  });

/** Opens a TCP connection to the mail server and closes it (the greeting and login are the mailer's business). */
const reach = (host: string, port: number) =>
  new Promise<void>((ok, fail) => {
    const socket = connect({ host, port, timeout: SMTP_CONNECT_TIMEOUT_MS });
    socket.once('connect', () => (socket.destroy(), ok()));
    socket.once(
      'timeout',
      () => (socket.destroy(), fail(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' }))),
    );
    socket.once('error', fail);
  });

/**
 * Checks before anything starts what would otherwise fail half-way, with a message naming the setting to fix: the
 * ports the stack's own servers bind are free, and SMTP_URL's server answers (the mailer would only find out at the
 * first candidate's code).
 */
export async function preflight(config: Config): Promise<void> {
  for (const [variable, host, port] of portsToBind(config))
    await explained(bindOnce(host, port), portAdvice(variable, host, port));
  if (config.SMTP_URL) {
    const url = new URL(config.SMTP_URL);
    const host = url.hostname.replace(/^\[|\]$/g, ''); // an IPv6 literal without its URL brackets
    const port = Number(url.port) || (url.protocol === 'smtps:' ? 465 : 25);
    const otherwise = 'Start it, or unset SMTP_URL to use the local mail sink';
    await explained(reach(host, port), smtpAdvice(`${url.hostname}:${port}`, otherwise));
  }
}
