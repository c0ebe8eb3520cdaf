import { mkdtemp } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { removeDataDir } from '@irs/stack';
import { startEntryPoint } from '../support/process.js';
import { freePort } from '../support/ports.js';
import { stack, testEnv } from '../support/stack.js';

/**
 * `npm start`'s entry with one bad setting: it exits with 1 and its last line names the variable and what to do,
 * instead of the bare error of the library underneath (gRPC's "Failed to connect before the deadline", EADDRINUSE).
 */
describe('npm start: a start-up failure names what to fix (separate process)', function () {
  this.timeout(60_000);
  let dataDir: string;
  before(async () => (dataDir = await mkdtemp(join(tmpdir(), 'irs-startup-'))));
  after(() => removeDataDir(dataDir));

  /** Runs the stack with `overrides` on top of a test environment (free ports) and returns what it printed. */
  async function failingStart(overrides: Record<string, string>): Promise<string> {
    const { child, output } = startEntryPoint('@irs/stack/main', { ...(await testEnv(dataDir)), ...overrides });
    const code = await new Promise((ok) => child.once('exit', ok));
    expect(code, output()).to.equal(1);
    return output();
  }
  const closedPort = async () => `127.0.0.1:${await freePort()}`;

  it('TEMPORAL_ADDRESS where no server answers: says so, and to unset it for the local dev server', async () => {
    const address = await closedPort();
    const output = await failingStart({ DATABASE_URL: stack().databaseUrl, TEMPORAL_ADDRESS: address });
    expect(output).to.include(
      `stack failed to start: TEMPORAL_ADDRESS: no Temporal server answers at ${address} ` +
        '(Failed to connect before the deadline). Start one there, or unset TEMPORAL_ADDRESS to use the local dev server.',
    );
  });

  it('DATABASE_URL where no server answers: says so, and to unset it for the embedded server', async () => {
    const address = await closedPort();
    const output = await failingStart({ DATABASE_URL: `postgres://irs:secret@${address}/irs` });
    expect(output).to.include(
      `stack failed to start: DATABASE_URL: no PostgreSQL server answers at ${address} (ECONNREFUSED). ` +
        'Start it, or unset DATABASE_URL to use the embedded server.',
    );
  });

  it('DATABASE_URL with a wrong password: names the server and user, never the password', async () => {
    const url = new URL(stack().databaseUrl);
    url.password = 'not-the-password';
    const output = await failingStart({ DATABASE_URL: url.href });
    expect(output).to.include(
      `stack failed to start: DATABASE_URL: the PostgreSQL server at ${url.host} refused the login of user ` +
        `"${url.username}" (password authentication failed for user "${url.username}"). Fix the user or password in DATABASE_URL.`,
    );
    expect(output).to.not.include('not-the-password');
  });

  it('SMTP_URL where no server answers: checked at start, says so, and to unset it for the local mail sink', async () => {
    const address = await closedPort();
    const output = await failingStart({ SMTP_URL: `smtp://${address}` });
    expect(output).to.include(
      `stack failed to start: SMTP_URL: no SMTP server answers at ${address} (ECONNREFUSED). ` +
        'Start it, or unset SMTP_URL to use the local mail sink.',
    );
  });

  for (const variable of ['PORT', 'AUTH_PORT', 'EMBEDDED_POSTGRES_PORT', 'TEMPORAL_DEV_PORT', 'SMTP_SINK_PORT']) {
    it(`${variable} already in use: names the variable and the port`, async () => {
      const taken: Server = createServer();
      await new Promise<void>((ok) => taken.listen(0, '127.0.0.1', ok));
      const { port } = taken.address() as { port: number };
      try {
        const output = await failingStart({ [variable]: String(port) });
        expect(output).to.include(
          `stack failed to start: ${variable}: port ${port} on 127.0.0.1 is already in use (another npm start, or ` +
            `another program). Stop that program, or set ${variable} to a free port.`,
        );
      } finally {
        await new Promise((ok) => taken.close(ok));
      }
    });
  }
});
