import { ConfigError, loadConfig, type Config } from './config.js';
import { createLogger, type Logger } from './logger.js';
import { stopTracing } from './tracing.js';

export const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * Runs a long-lived process: parses the configuration (a bad value exits with a message naming the variable),
 * starts the service, and on SIGINT/SIGTERM calls its stop function, forcing exit after the shutdown deadline.
 */
export async function runService(
  name: string,
  start: (config: Config, logger: Logger) => Promise<() => Promise<void>>,
): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
  const logger = createLogger(config.LOG_LEVEL, name);
  let stop: (() => Promise<void>) | undefined;
  let stopping = false;
  const shutdown = (signal: string) => {
    // Installed before start-up: a signal then (the Temporal runtime's own handlers would swallow it) exits at once.
    if (!stop) {
      console.error(`${name}: ${signal} received while starting, exiting`);
      process.exit(0);
    }
    if (stopping) {
      console.error(`${name}: second ${signal}, exiting now`);
      process.exit(1);
    }
    stopping = true;
    console.error(`${name}: ${signal} received, shutting down`);
    setTimeout(() => {
      console.error(`${name}: shutdown took longer than ${SHUTDOWN_DEADLINE_MS / 1000}s, exiting`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    stop()
      .then(stopTracing) // the spans of the last requests
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  try {
    stop = await start(config, logger);
  } catch (error) {
    logger.fatal({ err: error }, `${name} failed to start`);
    console.error(`${name} failed to start: ${(error as Error).message}`);
    process.exit(1);
  }
}
