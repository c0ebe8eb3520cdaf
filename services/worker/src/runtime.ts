import { Runtime, type LogLevel, type LogMetadata } from '@temporalio/worker';
import type { Logger } from '@irs/shared';

/** The SDK's info lines (worker state changes, poller notes) are routine: they go out at debug. */
const levels: Record<LogLevel, 'trace' | 'debug' | 'info' | 'warn' | 'error'> = {
  TRACE: 'trace',
  DEBUG: 'debug',
  INFO: 'debug',
  WARN: 'warn',
  ERROR: 'error',
};

let installed = false;

/**
 * Routes the Temporal SDK's own logs (worker, core) into our JSON logger instead of unstructured console lines.
 * Once per process, before any connection is made.
 */
export function installTemporalRuntime(logger: Logger): void {
  if (installed) return;
  installed = true;
  const log = logger.child({ component: 'temporal-sdk' });
  const emit = (level: LogLevel, message: string, meta?: LogMetadata) => log[levels[level]](meta ?? {}, message);
  Runtime.install({
    logger: {
      log: emit,
      trace: (m, meta) => emit('TRACE', m, meta),
      debug: (m, meta) => emit('DEBUG', m, meta),
      info: (m, meta) => emit('INFO', m, meta),
      warn: (m, meta) => emit('WARN', m, meta),
      error: (m, meta) => emit('ERROR', m, meta),
    },
    telemetryOptions: { logging: { filter: { core: 'WARN', other: 'ERROR' }, forward: {} } },
  });
}
