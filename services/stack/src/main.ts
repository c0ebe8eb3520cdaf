import '@irs/shared/tracing/register'; // first: HTTP is instrumented as it loads
import { runService } from '@irs/shared';
import { startStack } from './stack.js';

/** `npm start`: PostgreSQL, Temporal, migrations, auth, worker and gateway in one process, with progress lines. */
await runService('stack', async (config, logger) => {
  const progress = (line: string) => console.log(`[start] ${line}`);
  const stack = await startStack(config, logger, progress);
  progress('ready');
  console.log(`\n  API origin:     ${stack.origin}`);
  if (stack.temporalUiUrl) console.log(`  Temporal UI:    ${stack.temporalUiUrl}`);
  console.log(`  Bootstrap file: ${stack.bootstrapFile}\n`);
  return stack.stop;
});
