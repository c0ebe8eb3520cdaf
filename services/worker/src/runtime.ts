import { Runtime, type LogLevel, type LogMetadata, type RuntimeOptions } from '@temporalio/worker';
import { setSdkMetricsUrl, type Logger } from '@irs/shared';

/** The SDK's info lines (worker state changes, poller notes) are routine: they go out at debug. */
const levels: Record<LogLevel, 'trace' | 'debug' | 'info' | 'warn' | 'error'> = {
  TRACE: 'trace',
  DEBUG: 'debug',
  INFO: 'debug',
  WARN: 'warn',
  ERROR: 'error',
};

/**
 * Process-wide, not per module: a test process may hold this module twice (its specs are loaded through require, the
 * stack through import), and the Temporal Runtime it installs is one per process.
 */
const INSTALLED = Symbol.for('irs.temporal-runtime-installed');
const flags = globalThis as { [INSTALLED]?: boolean };

/**
 * Routes the Temporal SDK's own logs (worker, core) into our JSON logger instead of unstructured console lines.
 * Once per process, before any connection is made. With `sdkMetricsPort`, the SDK's Prometheus exporter listens on
 * 127.0.0.1:<port> and this process's metrics text (shared/src/metrics.ts) appends it; a port that cannot be bound
 * costs the SDK metrics only (logged), never the worker.
 */
export function installTemporalRuntime(logger: Logger, sdkMetricsPort?: number): void {
  if (flags[INSTALLED]) return;
  flags[INSTALLED] = true;
  const log = logger.child({ component: 'temporal-sdk' });
  const emit = (level: LogLevel, message: string, meta?: LogMetadata) => log[levels[level]](meta ?? {}, message);
  const options: RuntimeOptions = {
    logger: {
      log: emit,
      trace: (m, meta) => emit('TRACE', m, meta),
      debug: (m, meta) => emit('DEBUG', m, meta),
      info: (m, meta) => emit('INFO', m, meta),
      warn: (m, meta) => emit('WARN', m, meta),
      error: (m, meta) => emit('ERROR', m, meta),
    },
    telemetryOptions: { logging: { filter: { core: 'WARN', other: 'ERROR' }, forward: {} } },
  };
  if (!sdkMetricsPort) return void Runtime.install(options);
  const prometheus = { bindAddress: `127.0.0.1:${sdkMetricsPort}`, useSecondsForDurations: true };
  try {
    Runtime.install({ ...options, telemetryOptions: { ...options.telemetryOptions, metrics: { prometheus } } });
    setSdkMetricsUrl(`http://127.0.0.1:${sdkMetricsPort}/metrics`);
  } catch (err) {
    log.warn({ err, port: sdkMetricsPort }, 'Temporal SDK metrics exporter not started');
    Runtime.install(options);
  }
}
