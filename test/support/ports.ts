import { createServer } from 'node:net';

// Below Linux's ephemeral range (32768–60999): the OS never hands these to outgoing connections, so a port we
// release stays free until the service binds it. Picking with listen(0) raced with the stack's own connections.
const LOW = 20_000;
const HIGH = 32_767;
const handedOut = new Set<number>();

function tryListen(port: number): Promise<boolean> {
  return new Promise((ok) => {
    const server = createServer();
    server.once('error', () => ok(false));
    server.listen(port, '127.0.0.1', () => server.close(() => ok(true)));
  });
}

/** A port that is free now, outside the ephemeral range, and not handed out before by this process. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW + 1));
    if (handedOut.has(port) || !(await tryListen(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port in ${LOW}–${HIGH} after 200 tries`);
}
