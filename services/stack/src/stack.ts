import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { NativeConnection, type Worker } from '@temporalio/worker';
import {
  bindMetricsDataSource,
  createDataSource,
  databaseAdvice,
  dataConverter,
  explained,
  listen,
  migrate,
  temporalAdvice,
  tracingClientInterceptors,
  type Config,
  type Logger,
} from '@irs/shared';
import { webhookSettings } from '@irs/shared';
import { createAuthApp } from '@irs/auth';
import { createGatewayApp } from '@irs/gateway';
import { createRunWorker, freeLoopbackPort, installTemporalRuntime } from '@irs/worker';
import { createWebhookWorker } from '@irs/worker';
import { stackSelfTest } from '@irs/workflows';
import { TASK_QUEUES } from '@irs/workflows/contract';
import { bootstrap } from './bootstrap.js';
import { startMailSink } from './mail-sink.js';
import { startEmbeddedPostgres } from './postgres.js';
import { preflight } from './preflight.js';
import { registerSearchAttributes } from './search-attributes.js';
import { ensureRetentionSchedule } from './retention-schedule.js';
import { startTemporal } from './temporal-server.js';
import { ensureModelFiles } from '@irs/semantic';

export interface Stack {
  config: Config;
  origin: string;
  databaseUrl: string;
  temporalAddress: string;
  temporalUiUrl?: string;
  bootstrapFile: string;
  /** The key of the payload codec (and of secrets at rest). */
  encKey: Buffer;
  /** The in-process worker, which can be stopped and started again (as after a crash or a deploy). */
  worker: WorkerHandle;
  /** Stops everything in order: HTTP doors, worker, Temporal, PostgreSQL. */
  stop(): Promise<void>;
}

export class WorkerHandle {
  private running?: { worker: Worker; done: Promise<void> }[];
  /** One creator per task queue (`interview-runs`, `webhooks`): started and stopped together. */
  private readonly creators: (() => Promise<Worker>)[];
  constructor(...creators: (() => Promise<Worker>)[]) {
    this.creators = creators;
  }

  async start(): Promise<void> {
    if (this.running) return;
    const workers = await Promise.all(this.creators.map((create) => create()));
    this.running = workers.map((worker) => ({ worker, done: worker.run() }));
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    const running = this.running;
    this.running = undefined;
    for (const { worker } of running) if (worker.getState() === 'RUNNING') worker.shutdown();
    await Promise.all(running.map((r) => r.done));
  }
}

/** ENCRYPTION_KEY, or for local runs a key generated once and kept in the data directory. */
async function localEncryptionKey(config: Config, dataDir: string): Promise<Buffer> {
  if (config.ENCRYPTION_KEY) return Buffer.from(config.ENCRYPTION_KEY, 'base64');
  const file = resolve(dataDir, 'encryption.key');
  if (!existsSync(file)) await writeFile(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  return Buffer.from((await readFile(file)).toString().trim(), 'base64');
}

/**
 * The whole service in one process: the code path of `npm start` and of the test fixture.
 * Each step prints a progress line; a failing step stops what was already started.
 */
export async function startStack(config: Config, logger: Logger, progress: (line: string) => void): Promise<Stack> {
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch((err: unknown) => logger.error({ err }, 'stop step failed'));
    stops.length = 0;
  };
  installTemporalRuntime(logger, await freeLoopbackPort()); // SDK metrics, appended to the gateway's GET /metrics
  try {
    // Everything the local stack writes holds secrets or personal data (keys, the database, Temporal's SQLite, OTP
    // mails): owner-only, for this process and the servers it starts (which inherit the mask).
    process.umask(0o077);
    const dataDir = resolve(config.DATA_DIR);
    await mkdir(dataDir, { recursive: true });
    await chmod(dataDir, 0o700); // also a data directory that an older version left open
    const encKey = await localEncryptionKey(config, dataDir);
    await preflight(config);

    let databaseUrl = config.DATABASE_URL;
    if (databaseUrl) progress('PostgreSQL: using DATABASE_URL');
    else {
      progress(
        `PostgreSQL: starting embedded server on 127.0.0.1:${config.EMBEDDED_POSTGRES_PORT}, data in ${resolve(dataDir, 'postgres')}`,
      );
      const pg = await startEmbeddedPostgres({ dataDir, port: config.EMBEDDED_POSTGRES_PORT, log: progress });
      stops.push(pg.stop);
      databaseUrl = pg.url;
    }
    const ds = await explained(
      createDataSource(databaseUrl).initialize(),
      databaseAdvice(config.DATABASE_URL, 'Start it, or unset DATABASE_URL to use the embedded server'),
    );
    stops.push(() => ds.destroy());
    const applied = await migrate(ds);
    progress(applied.length ? `migrations: applied ${applied.join(', ')}` : 'migrations: up to date');

    // Fetched here, with progress lines, so that the worker's first plan does not wait on a download.
    progress(`semantic model: ${await ensureModelFiles(progress)}`);
    const temporalServer = await startTemporal(config, dataDir, progress);
    stops.push(temporalServer.stop);
    const connection = await explained(
      Connection.connect({ address: temporalServer.address }),
      temporalAdvice(config.TEMPORAL_ADDRESS, 'Start one there, or unset TEMPORAL_ADDRESS to use the local dev server'),
    );
    stops.push(() => connection.close());
    const added = await registerSearchAttributes(connection, config.TEMPORAL_NAMESPACE);
    progress(
      added.length ? `search attributes: registered ${added.join(', ')}` : 'search attributes: already registered',
    );
    const client = new Client({
      connection,
      namespace: config.TEMPORAL_NAMESPACE,
      dataConverter: dataConverter(encKey),
      interceptors: tracingClientInterceptors(),
    });

    const bootstrapFile = resolve(dataDir, 'bootstrap.json');
    if (await bootstrap(ds, config.origin, bootstrapFile))
      progress(`bootstrap: created dev tenants, users and API key in ${bootstrapFile}`);
    else progress('bootstrap: database already initialised');

    const auth = await listen(
      (await createAuthApp({ ds, config, encKey, logger: logger.child({ service: 'auth' }) })).app,
      config.AUTH_PORT,
      config.HOST,
    );
    stops.push(auth.close);
    progress(`auth: listening on ${config.authUrl}`);

    const nativeConnection = await NativeConnection.connect({ address: temporalServer.address });
    stops.push(() => nativeConnection.close());
    progress('worker: bundling workflows and connecting');
    const worker = new WorkerHandle(
      () =>
        createRunWorker({
          connection: nativeConnection,
          namespace: config.TEMPORAL_NAMESPACE,
          ds,
          config,
          encKey,
        }),
      () =>
        createWebhookWorker({
          connection: nativeConnection,
          namespace: config.TEMPORAL_NAMESPACE,
          ds,
          encKey,
          settings: webhookSettings(config),
        }),
    );
    await worker.start();
    stops.push(() => worker.stop());
    progress(`worker: polling ${TASK_QUEUES.runs}`);
    progress(`worker: polling ${TASK_QUEUES.webhooks}`);

    let smtpUrl = config.SMTP_URL;
    if (smtpUrl) progress('mail: using SMTP_URL');
    else {
      const sink = await startMailSink(resolve(dataDir, 'mail'), config.SMTP_SINK_PORT);
      stops.push(sink.stop);
      smtpUrl = sink.url;
      progress(`mail: SMTP sink on ${sink.url}, messages in ${sink.dir}`);
    }

    const gatewayApp = createGatewayApp({
      ds,
      config: { ...config, SMTP_URL: smtpUrl },
      logger: logger.child({ service: 'gateway' }),
      temporal: { connection, client },
      encKey,
      localTemporalUi: temporalServer.uiUrl,
    });
    bindMetricsDataSource(ds);
    const gateway = await listen(gatewayApp, config.PORT, config.HOST);
    stops.push(gateway.close);
    stops.push(gatewayApp.closeListeners); // run first (stops run in reverse): open streams would hold the close
    progress(`gateway: listening on ${config.origin}`);

    const selfTest = await client.workflow.execute(stackSelfTest, {
      taskQueue: TASK_QUEUES.runs,
      workflowId: `stack-self-test-${randomUUID()}`,
      workflowExecutionTimeout: '30 seconds',
    });
    progress(`self-test: workflow -> worker -> activity -> PostgreSQL ok (database time ${selfTest.databaseTime})`);
    const retention = await ensureRetentionSchedule(client, config);
    progress(`retention: schedule retention-sweep ${retention.outcome} (${retention.label})`);

    return {
      config,
      origin: config.origin,
      databaseUrl,
      temporalAddress: temporalServer.address,
      temporalUiUrl: temporalServer.uiUrl,
      bootstrapFile,
      encKey,
      worker,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
