import { closeDb } from './db.js';
import { writeCoverage } from './openapi-check.js';
import { stack, startTestStack, stopTestStack } from './stack.js';
import { closeTemporal } from './temporal.js';

/** One real stack (embedded PostgreSQL, Temporal dev server, auth, gateway, worker) for the whole run. */
export async function mochaGlobalSetup(): Promise<void> {
  console.log('starting the test stack (PostgreSQL, Temporal dev server, auth, worker, gateway)...');
  const started = Date.now();
  await startTestStack();
  console.log(`test stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export async function mochaGlobalTeardown(): Promise<void> {
  // `npm test` runs every suite, so there every documented operation must have been seen answering 2xx and an error.
  const unseen = await writeCoverage(stack().origin);
  const message = `OpenAPI coverage: ${unseen.length} operations not seen with both a 2xx and an error:\n  ${unseen.join('\n  ')}`;
  await closeDb();
  await closeTemporal();
  await stopTestStack();
  if (unseen.length && process.env.OPENAPI_COVERAGE === 'required') throw new Error(message);
  if (unseen.length) console.log(message);
}
