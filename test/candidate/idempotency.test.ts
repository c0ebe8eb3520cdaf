import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { TASK_QUEUES } from '@irs/workflows/contract';
import { call, type Reply } from '../support/http.js';
import { db } from '../support/db.js';
import { CONCRETE, EVASIVE, consentedSession, invitedRun, startedInterview } from '../support/candidate.js';
import { customerKey, runPath } from '../support/runs.js';
import { temporal } from '../support/temporal.js';

const START = '/api/v1/candidate-session/start';
const MESSAGES = '/api/v1/candidate-session/messages';

interface Turn {
  speaker: string;
  text: string;
}

/** A candidate in IN_PROGRESS, asked the first question. */
async function inProgress(): Promise<{ runId: string; headers: Record<string, string> }> {
  const invited = await invitedRun();
  const { headers } = await startedInterview(invited);
  return { runId: invited.runId, headers };
}

const send = (path: string, headers: Record<string, string>, key: string | undefined, body: unknown = {}) =>
  call(path, { headers: key === undefined ? headers : { ...headers, 'idempotency-key': key }, body });

/** The transcript as the service stored it, through the candidate's own read. */
async function transcript(headers: Record<string, string>): Promise<Turn[]> {
  const res = await call('/api/v1/candidate-session', { headers });
  expect(res.status).to.equal(200);
  return res.body.transcript;
}
const said = async (headers: Record<string, string>) =>
  (await transcript(headers)).filter((t) => t.speaker === 'candidate').map((t) => t.text);

type Row = Record<string, any>;
const query = async (sql: string, params: unknown[]) => (await (await db()).query(sql, params)) as Row[];
const keyRows = (runId: string) =>
  query(`SELECT * FROM idempotency_keys WHERE run_id = $1 ORDER BY created_at`, [runId]);
/** Claim checks left behind: an answer's is deleted as the conversation reads it, so a second one would stay. */
const inputCount = async (runId: string) =>
  (await query(`SELECT count(*)::int AS n FROM run_inputs WHERE run_id = $1`, [runId]))[0]!.n as number;

const replayed = (res: Reply) => res.headers.get('idempotent-replayed');

describe('candidate turns with an Idempotency-Key', function () {
  this.timeout(90_000);

  it('a repeated answer gets the first response, marked replayed, and is recorded once', async () => {
    const { runId, headers } = await inProgress();
    const key = randomUUID();
    const first = await send(MESSAGES, headers, key, { text: CONCRETE });
    expect(first.status, JSON.stringify(first.body)).to.equal(200);
    expect(first.body.reply.speaker).to.equal('interviewer');
    expect(replayed(first)).to.equal(null);

    const again = await send(MESSAGES, headers, key, { text: CONCRETE });
    expect(again.status).to.equal(200);
    expect(again.body).to.deep.equal(first.body);
    expect(replayed(again)).to.equal('true');

    expect(await said(headers)).to.deep.equal([CONCRETE]);
    expect(await transcript(headers)).to.have.length(3); // question, answer, the one reply
    expect(await inputCount(runId)).to.equal(0);
    const [row, ...more] = await keyRows(runId);
    expect(more).to.have.length(0);
    expect(row).to.include({ key, response_status: 200 });
    expect(row!.response_body).to.deep.equal(first.body);
    expect(row!.request_sha256).to.match(/^[0-9a-f]{64}$/);
    expect(Object.keys(row!)).to.have.members([
      'run_id',
      'key',
      'request_sha256',
      'input_id',
      'response_status',
      'response_body',
      'created_at',
    ]);
  });

  it('the same key with another text is a 422 and records nothing', async () => {
    const { runId, headers } = await inProgress();
    const key = randomUUID();
    expect((await send(MESSAGES, headers, key, { text: CONCRETE })).status).to.equal(200);
    const other = await send(MESSAGES, headers, key, { text: EVASIVE });
    expect(other.status, JSON.stringify(other.body)).to.equal(422);
    expect(other.body).to.include({ statusCode: 422, error: 'Unprocessable Entity' });
    expect(other.body.message).to.match(/Idempotency-Key was already used for a different request/);

    expect(await said(headers)).to.deep.equal([CONCRETE]);
    expect(await inputCount(runId)).to.equal(0);
    expect(await keyRows(runId)).to.have.length(1);
  });

  it('two requests with one key at once record the answer once and both get the same reply', async () => {
    const { runId, headers } = await inProgress();
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => send(MESSAGES, headers, key, { text: CONCRETE })));
    for (const res of answers) expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(answers[1]!.body).to.deep.equal(answers[0]!.body);
    expect(answers[2]!.body).to.deep.equal(answers[0]!.body);
    expect(answers[0]!.body.reply.speaker).to.equal('interviewer');

    expect(await said(headers)).to.deep.equal([CONCRETE]);
    expect(await transcript(headers)).to.have.length(3);
    expect(await inputCount(runId)).to.equal(0);
    expect(await keyRows(runId)).to.have.length(1);
  });

  it('a repeated /start gets the first response and starts once', async () => {
    const invited = await invitedRun();
    const headers = await consentedSession(invited);
    const key = randomUUID();
    const first = await send(START, headers, key);
    expect(first.status, JSON.stringify(first.body)).to.equal(200);
    expect(first.body.state).to.equal('IN_PROGRESS');
    expect(first.body.message.text).to.include('Acme Corp');

    const again = await send(START, headers, key);
    expect(again.status).to.equal(200);
    expect(again.body).to.deep.equal(first.body);
    expect(replayed(again)).to.equal('true');

    expect(await transcript(headers)).to.deep.equal([first.body.message]); // one opening question
    const starts = await query(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'candidate.start' AND target_id = $1`,
      [invited.runId],
    );
    expect(starts[0]!.n).to.equal(1);
  });

  it('a key used on /start is a 422 on /messages, which records nothing', async () => {
    const invited = await invitedRun();
    const headers = await consentedSession(invited);
    const key = randomUUID();
    expect((await send(START, headers, key)).status).to.equal(200);
    const reused = await send(MESSAGES, headers, key, { text: CONCRETE });
    expect(reused.status, JSON.stringify(reused.body)).to.equal(422);
    expect(await said(headers)).to.deep.equal([]);
    expect(await inputCount(invited.runId)).to.equal(0);
  });

  it('a malformed key is a 400 naming the header, and nothing is recorded', async () => {
    const { runId, headers } = await inProgress();
    for (const bad of ['', 'k'.repeat(256), 'tab\there', 'caf\u00e9']) {
      const res = await send(MESSAGES, headers, bad, { text: CONCRETE });
      expect(res.status, `${JSON.stringify(bad)}: ${JSON.stringify(res.body)}`).to.equal(400);
      expect(res.body.message).to.equal('Idempotency-Key: must be 1 to 255 printable ASCII characters');
      expect(res.body.details).to.deep.equal([{ field: 'Idempotency-Key', message: res.body.message }]);
    }
    expect(await said(headers)).to.deep.equal([]);
    expect(await keyRows(runId)).to.have.length(0);
    expect((await send(MESSAGES, headers, 'k'.repeat(255), { text: CONCRETE })).status).to.equal(200);
    expect(await said(headers)).to.deep.equal([CONCRETE]);
  });

  it('without a key a turn works as before and leaves no key row', async () => {
    const { runId, headers } = await inProgress();
    const first = await send(MESSAGES, headers, undefined, { text: CONCRETE });
    const second = await send(MESSAGES, headers, undefined, { text: CONCRETE });
    for (const res of [first, second]) {
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      expect(res.body.reply.speaker).to.equal('interviewer');
      expect(replayed(res)).to.equal(null);
    }
    expect(await said(headers)).to.deep.equal([CONCRETE, CONCRETE]);
    expect(await keyRows(runId)).to.have.length(0);
  });

  it("a key is scoped to the session's run: another run's candidate with the same key is answered afresh", async () => {
    const a = await inProgress();
    const b = await inProgress();
    const key = randomUUID();
    const first = await send(MESSAGES, a.headers, key, { text: CONCRETE });
    const other = await send(MESSAGES, b.headers, key, { text: EVASIVE });
    expect(first.status).to.equal(200);
    expect(other.status, JSON.stringify(other.body)).to.equal(200);
    expect(replayed(other)).to.equal(null);
    expect(await said(a.headers)).to.deep.equal([CONCRETE]);
    expect(await said(b.headers)).to.deep.equal([EVASIVE]);
    expect((await keyRows(b.runId))[0]!.response_body).to.deep.equal(other.body);
  });

  it('keys go with a purge of the candidate data, and after 24 h with the retention sweep', async () => {
    const purged = await inProgress();
    expect((await send(MESSAGES, purged.headers, randomUUID(), { text: CONCRETE })).status).to.equal(200);
    const purge = await call(runPath(purged.runId, '/candidate-data'), {
      method: 'DELETE',
      headers: customerKey(),
      body: {},
    });
    expect(purge.status, JSON.stringify(purge.body)).to.equal(200);
    expect(await keyRows(purged.runId)).to.have.length(0);

    const kept = await inProgress();
    for (const text of [CONCRETE, EVASIVE])
      expect((await send(MESSAGES, kept.headers, randomUUID(), { text })).status).to.equal(200);
    const [old, recent] = await keyRows(kept.runId);
    await query(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE run_id = $1 AND key = $2`, [
      kept.runId,
      old!.key,
    ]);
    const { client } = await temporal();
    await client.workflow.execute('retentionSweep', {
      taskQueue: TASK_QUEUES.runs,
      workflowId: `retention-sweep-test-${randomUUID()}`,
      args: [],
    });
    expect((await keyRows(kept.runId)).map((r) => r.key)).to.deep.equal([recent!.key]);
  });
});
