import { expect } from 'chai';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { createDataSource, databaseUnavailable } from '@irs/shared';
import { db } from '../support/db.js';
import { stack } from '../support/stack.js';

/** The error a promise rejects with (the test fails if it resolves). */
async function rejection(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error('expected a rejection');
}

/**
 * What the API answers 503 for: every error a real PostgreSQL and node-postgres raise when the database goes away
 * counts as an outage, and an error in the query itself does not. The database-outage suite drives the same through
 * a whole stack; here each kind of error is raised on its own, so a kind the classifier misses is named.
 */
describe('reliability: which database errors are an outage (real PostgreSQL, node-postgres)', function () {
  this.timeout(30_000);

  /** A client whose backend another session terminates, as a stopping server does to every session. */
  async function terminatedClient(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: stack().databaseUrl });
    client.on('error', () => {}); // the terminated connection's asynchronous 'error' event
    await client.connect();
    const [{ pid }] = (await client.query('SELECT pg_backend_pid() AS pid')).rows;
    await (await db()).query('SELECT pg_terminate_backend($1)', [pid]);
    return client;
  }

  it('a session the server terminated, and every later query on that client', async () => {
    const client = await terminatedClient();
    const first = await rejection(client.query('SELECT 1'));
    const later = await rejection(client.query('SELECT 1'));
    expect(databaseUnavailable(first), String(first)).to.equal(true);
    expect(databaseUnavailable(later), String(later)).to.equal(true);
    await client.end().catch(() => {});
  });

  it('a query on a closed client', async () => {
    const client = new pg.Client({ connectionString: stack().databaseUrl });
    await client.connect();
    await client.end();
    const err = await rejection(client.query('SELECT 1'));
    expect(databaseUnavailable(err), String(err)).to.equal(true);
  });

  it('a refused connection, and a server that never answers within the connect time-out', async () => {
    const silent: Server = createServer(() => {}); // accepts, says nothing
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    try {
      const pool = new pg.Pool({ host: '127.0.0.1', port, user: 'x', connectionTimeoutMillis: 200 });
      const timedOut = await rejection(pool.query('SELECT 1'));
      await pool.end();
      silent.close();
      const refused = await rejection(new pg.Client({ host: '127.0.0.1', port, user: 'x' }).connect());
      expect(databaseUnavailable(timedOut), String(timedOut)).to.equal(true);
      expect(databaseUnavailable(refused), String(refused)).to.equal(true);
    } finally {
      silent.close();
    }
  });

  it('a TypeORM transaction whose connection is cut in the middle throws an outage', async () => {
    const ds = await createDataSource(stack().databaseUrl, 2).initialize();
    try {
      const err = await rejection(
        ds.transaction(async (manager) => {
          const [{ pid }] = await manager.query('SELECT pg_backend_pid() AS pid');
          await (await db()).query('SELECT pg_terminate_backend($1)', [pid]);
          await manager.query('SELECT 1');
        }),
      );
      expect(databaseUnavailable(err), String(err)).to.equal(true);
    } finally {
      await ds.destroy();
    }
  });

  it('an error in the query itself is not an outage: syntax, unknown table, a broken constraint', async () => {
    const ds = await db();
    const errors = [
      await rejection(ds.query('SELEC 1')),
      await rejection(ds.query('SELECT * FROM no_such_table')),
      await rejection(ds.query('SELECT 1 / 0')),
    ];
    expect(errors.map((e) => databaseUnavailable(e))).to.deep.equal([false, false, false]);
  });

  it('an error whose cause is an outage is one', async () => {
    const client = await terminatedClient();
    const cut = await rejection(client.query('SELECT 1'));
    expect(databaseUnavailable(new Error('could not save the run', { cause: cut }))).to.equal(true);
    expect(databaseUnavailable(new Error('could not save the run', { cause: new Error('bad input') }))).to.equal(false);
    await client.end().catch(() => {});
  });
});
