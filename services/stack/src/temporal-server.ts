import { resolve } from 'node:path';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import type { Config } from '@irs/shared';
import { CODEC_PATH } from '@irs/gateway';
import { resolveTemporalCli } from './temporal-cli.js';

export interface TemporalServer {
  address: string;
  /** The Web UI, when we run the dev server ourselves. */
  uiUrl?: string;
  stop(): Promise<void>;
}

/** TEMPORAL_ADDRESS if set; otherwise the Temporal CLI dev server, persisting to SQLite in the data directory. */
export async function startTemporal(
  config: Config,
  dataDir: string,
  progress: (line: string) => void,
): Promise<TemporalServer> {
  if (config.TEMPORAL_ADDRESS) {
    progress(`Temporal: external server at ${config.TEMPORAL_ADDRESS}`);
    return { address: config.TEMPORAL_ADDRESS, stop: async () => undefined };
  }
  const cli = await resolveTemporalCli(config.TEMPORAL_CLI_PATH, progress);
  progress(
    cli.path
      ? `Temporal CLI: ${cli.path} (from ${cli.source})`
      : `Temporal CLI: not found locally, using the SDK's download into ${cli.cacheDir}`,
  );
  const dbFilename = resolve(dataDir, 'temporal.db');
  const env = await TestWorkflowEnvironment.createLocal({
    server: {
      executable: cli.path
        ? { type: 'existing-path', path: cli.path }
        : { type: 'cached-download', downloadDir: cli.cacheDir },
      ip: config.HOST,
      port: config.TEMPORAL_DEV_PORT || undefined,
      ui: true,
      uiPort: config.TEMPORAL_UI_PORT || undefined,
      namespace: config.TEMPORAL_NAMESPACE,
      dbFilename,
      log: { format: 'json', level: 'warn' },
      extraArgs: [
        // Write-ahead log with fsync at checkpoints, not at every commit: a crash of the process loses nothing, a
        // power cut may lose the last commits. Every workflow step is a commit here (bench/README.md, optimisation 6).
        ...['--sqlite-pragma', 'journal_mode=wal', '--sqlite-pragma', 'synchronous=normal'],
        // Mutable-state cache at the server's per-shard default, not the CLI's 8096: finished runs filled it for hours
        // (bench/README.md, the soak; 128 measured no different from 512).
        ...['--dynamic-config-value', 'history.hostLevelCacheMaxSize=512'],
        // The UI decodes the encrypted payloads through the gateway's codec endpoint (its local UI needs no token).
        ...['--ui-codec-endpoint', `${config.origin}${CODEC_PATH}`],
      ],
    },
  });
  const uiPort = config.TEMPORAL_UI_PORT || Number(env.address.split(':').pop()) + 1000;
  progress(`Temporal: dev server at ${env.address}, SQLite ${dbFilename}`);
  return { address: env.address, uiUrl: `http://${config.HOST}:${uiPort}`, stop: () => env.teardown() };
}
