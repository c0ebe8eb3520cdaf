import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, Connection } from '@temporalio/client';
import type { DataSource } from 'typeorm';
import { createDataSource, dataConverter, loadConfig, type Config } from '@irs/shared';
import {
  localDatabaseUrl,
  localEncryptionKey,
  reconcile,
  removeDataDir,
  type BootstrapFile,
  type Manifest,
} from '@irs/stack';
import { stateQuery } from '@irs/workflows/messages';
import { CONCRETE, access, session } from '../support/candidate.js';
import { call as httpCall, type CallOptions, type Reply } from '../support/http.js';
import { apiKey } from '../support/identity.js';
import { startStackProcess, stopWithSigint } from '../support/process.js';
import { runPath, validInterview } from '../support/runs.js';
import { testEnv } from '../support/stack.js';
import { sleep, summary } from './support.js';

const CLI = (name: string) => fileURLToPath(new URL(`../../services/stack/dist/${name}-cli.js`, import.meta.url));
/** A create request the planner cannot plan from: the run waits in INFO_NEEDED at once. */
const INSUFFICIENT = { skills: undefined, qualifications: undefined, job_description: undefined };

/**
 * Issue 39 §4, the backup drill: a whole stack (`npm start`'s entry, its own process) with runs in every state; the
 * PostgreSQL backup, then a change, then the Temporal backup (the stores are backed up apart, as in production); more
 * changes; the stack stopped and both data folders destroyed; `npm run restore`, the stack started again,
 * `npm run reconcile`. Every run then reads the state its workflow holds, the report names the runs that differed, a
 * second reconcile changes nothing, and the runs go on: the candidate who was mid-interview finishes.
 */
describe('reliability: backup and restore drill', function () {
  this.timeout(180_000);
  let dir: string;
  let dataDir: string;
  let env: Record<string, string>;
  let config: Config;
  let origin: string;
  let key: Record<string, string>;
  let stackProcess: ChildProcess | undefined;
  let temporal: { connection: Connection; client: Client } | undefined;
  let ds: DataSource | undefined;

  /** A v2 call with the customer's API key (or the given headers) against the drill's stack. */
  const call = (path: string, opts: CallOptions = {}): Promise<Reply> =>
    httpCall(path, { origin, ...opts, headers: opts.headers ?? key });

  /** One of the stack's CLIs (`npm run backup` and the like) with the stack's settings. */
  const cli = (name: string, args: string[]): Promise<{ code: number | null; output: string; ms: number }> =>
    new Promise((done) => {
      const started = Date.now();
      const child = spawn(process.execPath, [CLI(name), ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (c: Buffer) => (output += c.toString()));
      child.stderr.on('data', (c: Buffer) => (output += c.toString()));
      child.once('exit', (code) => done({ code, output, ms: Date.now() - started }));
    });

  const startStack = async () => {
    stackProcess = (await startStackProcess(env)).child;
    const encKey = await localEncryptionKey(config);
    const connection = await Connection.connect({ address: `127.0.0.1:${env.TEMPORAL_DEV_PORT}` });
    temporal = {
      connection,
      client: new Client({ connection, namespace: config.TEMPORAL_NAMESPACE, dataConverter: dataConverter(encKey) }),
    };
    ds = await createDataSource(await localDatabaseUrl(config), 2).initialize();
  };
  const stopStack = async () => {
    await ds?.destroy();
    await temporal?.connection.close();
    [ds, temporal] = [undefined, undefined];
    if (stackProcess) expect((await stopWithSigint(stackProcess)).code, 'the stack stops cleanly').to.equal(0);
    stackProcess = undefined;
  };

  const status = async (runId: string) => (await call(runPath(runId))).body?.state as string | undefined;
  const workflowState = (runId: string) => temporal!.client.workflow.getHandle(runId).query(stateQuery);
  const until = async (runId: string, state: string, ms = 30_000) => {
    const deadline = Date.now() + ms;
    while ((await status(runId)) !== state) {
      if (Date.now() > deadline) expect.fail(`${runId} did not reach ${state} (it is ${await status(runId)})`);
      await sleep(100);
    }
  };
  const act = async (runId: string, suffix: string, opts: CallOptions = { body: {} }) => {
    const res = await call(runPath(runId, suffix), opts);
    expect(res.status, `${suffix}: ${JSON.stringify(res.body)}`).to.equal(200);
    return res.body;
  };
  const created = async (overrides: Record<string, unknown> = {}) => {
    const res = await call('/api/v2/integration/interviews', { body: validInterview(overrides) });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
    return res.body.run_id as string;
  };
  const pending = async () => {
    const runId = await created();
    await until(runId, 'PENDING');
    return runId;
  };
  const approved = async () => {
    const runId = await pending();
    await act(runId, '/plan/approve');
    return runId;
  };
  /** An invited run's candidate, verified, consented and started: the session's headers. */
  const startedInterview = async () => {
    const runId = await approved();
    const invite = await act(runId, '/invite');
    const token = invite.joinLink.split('/').pop() as string;
    const verified = await call(access(token, '/verify'), { headers: {}, body: { otp: invite.otp } });
    expect(verified.status, JSON.stringify(verified.body)).to.equal(200);
    const headers = session(verified.body.session_token);
    const consent = {
      accepted: true,
      consent_version: (await call(access(token), { headers: {} })).body.consent.version,
    };
    expect((await call('/api/v1/candidate-session/consent', { headers, body: consent })).status).to.equal(200);
    expect((await call('/api/v1/candidate-session/start', { headers, body: {} })).status).to.equal(200);
    return { runId, headers };
  };
  const answer = async (headers: Record<string, string>) => {
    const res = await call('/api/v1/candidate-session/messages', { headers, body: { text: CONCRETE } });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return res.body.done as boolean;
  };
  /** Answers until the interviewer closes, completes, and waits for the assessment. Returns the answers given. */
  const finishInterview = async (runId: string, headers: Record<string, string>) => {
    let answers = 1;
    while (!(await answer(headers))) if (++answers > 40) expect.fail('the interviewer did not close');
    expect((await call('/api/v1/candidate-session/complete', { headers, body: {} })).status).to.equal(200);
    await until(runId, 'ASSESSMENT_READY');
    return answers;
  };

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'irs-backup-drill-'));
    dataDir = join(dir, 'stack');
    env = { ...(await testEnv(dataDir)), LOG_LEVEL: 'silent', RATE_LIMIT_V2_PER_MINUTE: '10000000' };
    config = loadConfig(env);
    origin = `http://127.0.0.1:${env.PORT}`;
    await startStack();
    const creds = JSON.parse(await readFile(join(dataDir, 'bootstrap.json'), 'utf8')) as BootstrapFile;
    key = apiKey(creds.customer.api_key);
  });

  after(async () => {
    await stopStack().catch(() => undefined);
    await removeDataDir(dataDir);
    await rm(dir, { recursive: true, force: true });
  });

  it('restores both stores taken apart, reconciles every run to its workflow, and the runs go on', async () => {
    // 1. Runs in every state the API reaches.
    const interview = async () => {
      const { runId, headers } = await startedInterview();
      return { runId, headers, answers: await finishInterview(runId, headers) };
    };
    const [run, inProgress, assessed, completed] = await Promise.all([
      (async () => ({
        pending: await pending(),
        infoNeeded: await created(INSUFFICIENT),
        approved: await approved(),
        invited: await approved().then(async (id) => (await act(id, '/invite'), id)),
        rejected: await pending().then(async (id) => (await act(id, '/plan/reject', { body: { reason: 'r' } }), id)),
        cancelled: await pending().then(async (id) => (await act(id, '', { method: 'DELETE' }), id)),
        /** PENDING at the PostgreSQL backup, approved before the Temporal backup. */
        approvedBetween: await pending(),
        /** APPROVED at the PostgreSQL backup, cancelled before the Temporal backup (its workflow closes). */
        cancelledBetween: await approved(),
      }))(),
      startedInterview().then(async (s) => (await answer(s.headers), s)),
      interview(),
      interview().then(async (i) => (await act(i.runId, '/assessment/approve'), i)),
    ]);
    /** What each run's workflow holds at the Temporal backup: what the restored runs must read. */
    const expected: Record<string, string> = {
      [run.pending]: 'PENDING',
      [run.infoNeeded]: 'INFO_NEEDED',
      [run.approved]: 'APPROVED',
      [run.invited]: 'INVITED',
      [inProgress.runId]: 'IN_PROGRESS',
      [assessed.runId]: 'ASSESSMENT_READY',
      [completed.runId]: 'COMPLETED',
      [run.rejected]: 'REJECTED',
      [run.cancelled]: 'CANCELLED',
      [run.approvedBetween]: 'APPROVED',
      [run.cancelledBetween]: 'CANCELLED',
    };

    // 2. PostgreSQL, a change, then Temporal: one backup folder, two moments.
    const folder = join(dir, 'backup');
    const pgBackup = await cli('backup', ['--only', 'postgres', '--to', folder]);
    expect(pgBackup.code, pgBackup.output).to.equal(0);
    const pgBackedUpAt = Date.now();
    await act(run.approvedBetween, '/plan/approve');
    await act(run.cancelledBetween, '', { method: 'DELETE' });
    const temporalBackup = await cli('backup', ['--only', 'temporal', '--to', folder]);
    expect(temporalBackup.code, temporalBackup.output).to.equal(0);
    const temporalBackedUpAt = Date.now();
    expect(temporalBackup.output).to.include(`Backup folder: ${folder}`);
    const manifest = JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8')) as Manifest;
    expect(Object.keys(manifest.checksums)).to.include.members(['encryption.key', 'temporal.db', 'postgres.password']);
    expect(Date.parse(manifest.temporal!.taken_at)).to.be.greaterThan(Date.parse(manifest.postgres!.taken_at));
    // Owner-only: the folder holds the encryption key and personal data.
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    const paths = [folder, ...entries.map((e) => join(e.parentPath, e.name))];
    const modes = await Promise.all(paths.map(async (p) => ({ p, mode: (await stat(p)).mode & 0o777 })));
    expect(modes.filter(({ mode }) => mode & 0o077).map(({ p }) => p)).to.deep.equal([]);

    // 3. More changes, which the restore will not bring back.
    await act(run.pending, '/plan/approve');
    await act(run.infoNeeded, '', { method: 'DELETE' });
    const late = await created();

    // 4. The loss: the stack stops, both data folders go. (A backup now says what is wrong and what to do.)
    await stopStack();
    const refused = await cli('backup', ['--to', join(dir, 'refused')]);
    expect(refused.code).to.equal(1);
    expect(refused.output).to.include('the stack is not running').and.to.include('npm start');
    expect(existsSync(join(dir, 'refused')), 'a failed backup leaves no folder').to.equal(false);
    const cluster = join(dataDir, 'postgres');
    await removeDataDir(dataDir);
    await rm(dataDir, { recursive: true, force: true });
    expect(existsSync(cluster) || existsSync(join(dataDir, 'temporal.db'))).to.equal(false);
    const lostAt = Date.now();

    // 5. Restore, start, reconcile.
    const restored = await cli('restore', ['--from', folder]);
    expect(restored.code, restored.output).to.equal(0);
    const startedAt = Date.now();
    await startStack();
    const startMs = Date.now() - startedAt;
    // The restored read model is behind where the workflows are: the drill's stores really differ.
    expect(await status(run.approvedBetween), 'read model restored as of its backup').to.equal('PENDING');
    expect(await status(run.cancelledBetween)).to.equal('APPROVED');
    const reconciled = await cli('reconcile', []);
    expect(reconciled.code, reconciled.output).to.equal(0);
    const rto = Date.now() - lostAt;
    const overwrite = await cli('restore', ['--from', folder]);
    expect(overwrite.code, 'a restore never overwrites a running stack').to.equal(1);
    expect(overwrite.output).to.include('stop it');

    // 6. The report names the runs that differed, and only those.
    const changed = reconciled.output.split('\n').filter((line) => line.includes(' -> '));
    expect(changed.map((line) => line.match(/(run_\w+):/)?.[1]).sort()).to.deep.equal(
      [run.approvedBetween, run.cancelledBetween].sort(),
    );
    expect(reconciled.output).to.include(`${run.approvedBetween}: PENDING v2 (awaiting a person) -> APPROVED v3`);
    expect(reconciled.output).to.include(`${run.cancelledBetween}: APPROVED v3 -> CANCELLED v4`);
    expect(reconciled.output).to.match(/0 left alone/);

    // Every run reads the state its workflow holds; what came after the backups is gone.
    const states = await Promise.all(
      Object.keys(expected).map(async (runId) => ({
        runId,
        read: await status(runId),
        workflow: await workflowState(runId),
      })),
    );
    const disagreeing = states.filter((s) => s.read !== s.workflow || s.read !== expected[s.runId]);
    expect(disagreeing, 'runs whose status read differs from their workflow').to.deep.equal([]);
    expect((await call(runPath(late))).status, 'a run created after the backups').to.equal(404);

    // The recovered event kept the id the workflow had back: its delivery workflow is that event's.
    const [event] = (await ds!.query(`SELECT event_id, event FROM run_events WHERE run_id = $1 AND sequence = 3`, [
      run.approvedBetween,
    ])) as { event_id: string; event: string }[];
    expect(event?.event).to.equal('interview.approved');
    await temporal!.client.workflow.getHandle(`webhook-${event!.event_id}`).describe();

    // A second reconcile (the function behind `npm run reconcile`) changes nothing.
    const again = await reconcile({
      ds: ds!,
      client: temporal!.client,
      encKey: await localEncryptionKey(config),
      appUrl: config.appUrl,
    });
    expect(again.repairs.map((r) => r.line)).to.deep.equal([]);
    expect(again.skipped).to.deep.equal([]);
    const open = Object.values(expected).filter((s) => !['COMPLETED', 'REJECTED', 'CANCELLED'].includes(s));
    expect(again.compared, 'every open run workflow compared').to.equal(open.length);

    // The runs go on from there: the candidate mid-interview finishes; the others take their next step.
    const answersAfter = await finishInterview(inProgress.runId, inProgress.headers);
    await act(run.pending, '/plan/approve');
    await act(run.approvedBetween, '/invite');
    await act(assessed.runId, '/assessment/approve');
    await act(run.infoNeeded, '/info', { method: 'PATCH', body: { fields: { skills: 'Python, Kubernetes' } } });
    await Promise.all([
      until(run.pending, 'APPROVED'),
      until(run.approvedBetween, 'INVITED'),
      until(assessed.runId, 'COMPLETED'),
      until(run.infoNeeded, 'PENDING'),
    ]);
    expect((await call(runPath(run.cancelledBetween, '/invite'), { body: {} })).status).to.equal(409);

    summary('backup drill', {
      runs: Object.keys(expected).length,
      'postgres backup bytes': manifest.postgres!.bytes,
      'postgres backup ms': manifest.postgres!.ms,
      'temporal backup bytes': manifest.temporal!.bytes,
      'temporal backup ms': manifest.temporal!.ms,
      'restore ms': restored.ms,
      'stack start ms': startMs,
      'reconcile ms': reconciled.ms,
      'rows repaired': changed.length,
      'recovery time ms (restore+start+reconcile)': rto,
      'recovery point: postgres s before loss': ((lostAt - pgBackedUpAt) / 1000).toFixed(1),
      'recovery point: temporal s before loss': ((lostAt - temporalBackedUpAt) / 1000).toFixed(1),
      'answers before/after restore': `1/${answersAfter}`,
    });
  });

  it('reconcile rolls a read model ahead of its workflow back, and leaves a row without a workflow alone', async () => {
    const opts = { ds: ds!, client: temporal!.client, encKey: await localEncryptionKey(config), appUrl: config.appUrl };
    const runId = await pending(); // PENDING v2
    // Ahead, as after restoring a PostgreSQL backup newer than Temporal's: approved, with the approval's event.
    await ds!.query(`UPDATE runs SET state = 'APPROVED', awaiting_human = false, version = 3 WHERE run_id = $1`, [
      runId,
    ]);
    await ds!.query(
      `INSERT INTO run_events (run_id, tenant_id, sequence, event, envelope)
       SELECT run_id, tenant_id, 3, 'interview.approved', '{}' FROM runs WHERE run_id = $1`,
      [runId],
    );
    // A row whose workflow Temporal does not have (a Temporal backup older than the run).
    const orphan = `${runId}x`;
    await ds!.query(
      `INSERT INTO runs (run_id, interview_id, tenant_id, external_id, state, awaiting_human, version, position, level, request)
       SELECT $2, gen_random_uuid(), tenant_id, $2, 'PENDING', true, 2, position, level, request FROM runs WHERE run_id = $1`,
      [runId, orphan],
    );
    const row = async (id: string) =>
      ((await ds!.query(`SELECT state, version, updated_at FROM runs WHERE run_id = $1`, [id])) as unknown[])[0];
    const orphanBefore = await row(orphan);

    const dry = await reconcile({ ...opts, apply: false });
    expect(dry.repairs.map((r) => r.runId)).to.deep.equal([runId]);
    expect(await status(runId), 'a dry run changes nothing').to.equal('APPROVED');

    const report = await reconcile(opts);
    expect(report.repairs.map((r) => r.line)).to.deep.equal([
      `${runId}: APPROVED v3 -> PENDING v2 (awaiting a person) (the read model was ahead: event(s) 3 interview.approved removed)`,
    ]);
    expect(report.skipped).to.deep.equal([{ runId: orphan, reason: 'left alone: it has no workflow' }]);
    expect(await status(runId))
      .to.equal('PENDING')
      .and.to.equal(await workflowState(runId));
    expect(await row(orphan), 'a row whose workflow could not be read is never touched').to.deep.equal(orphanBefore);

    // The run goes on: the approval the workflow does make takes sequence 3.
    await act(runId, '/plan/approve');
    await until(runId, 'APPROVED');
    const events = (await call(runPath(runId, '/events'))).body.items as { sequence: number; actor: unknown }[];
    expect(events.map((e) => e.sequence)).to.deep.equal([2, 3]);
    expect(events[1]!.actor, 'the real approval, with its actor').to.not.equal(null);
    expect((await reconcile(opts)).repairs).to.deep.equal([]);
    await ds!.query(`DELETE FROM runs WHERE run_id = $1`, [orphan]);
  });
});
