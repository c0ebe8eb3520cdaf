/**
 * Security review 2, finding 5 (low), the database half: the interviewer's LLM call ran inside the conversation
 * step's transaction, holding the run's row lock and a pool connection for as long as the provider took. Now the step
 * reads and appends the answer, releases the lock, asks the provider, then appends the turn under the lock again,
 * only if the transcript still ends where the turn was asked from. The fake provider is a real local HTTP server
 * speaking the chat-completions protocol that, while it holds the request, checks the run's row from another
 * connection. Needs the stack's PostgreSQL (the engine half is review-2-finding-5-llm-deadline.test.ts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { storeRunInput } from '@irs/shared';
import { createChatCompletionsInterviewer } from '../../shared/engines/src/interviewer/index.js';
import type { Utterance } from '../../shared/engines/src/transcript.js';
import { conversationActivities } from '../../activities/src/conversation.js';
import { db } from '../support/db.js';
import { pendingRun } from '../support/runs.js';

type Seen = { lock: 'free' | 'held' };

describe('Review 2, finding 5: the interviewer is asked outside the conversation transaction', () => {
  let runId: string;
  let baseUrl: string;
  const seen: Seen[] = [];
  /** Run while the provider holds a request, before it answers. */
  let duringCall: () => Promise<void> = async () => {};

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', async () => {
      const ds = await db();
      try {
        // Another connection asks for the run's row lock without waiting: refused while a transaction holds it.
        await ds.transaction((tx) => tx.query(`SELECT run_id FROM runs WHERE run_id = $1 FOR UPDATE NOWAIT`, [runId]));
        seen.push({ lock: 'free' });
      } catch {
        seen.push({ lock: 'held' });
      }
      await duringCall().catch(() => undefined);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          choices: [{ index: 0, message: { role: 'assistant', content: 'Could you tell me about one time?' } }],
        }),
      );
    });
  });

  const transcript = async (): Promise<Utterance[]> => {
    const [row] = (await (await db()).query(`SELECT transcript FROM runs WHERE run_id = $1`, [runId])) as {
      transcript: Utterance[] | null;
    }[];
    return row?.transcript ?? [];
  };

  before(async function () {
    this.timeout(600_000); // the conversation step loads the semantic model
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    // No screening fact in the posting: the conversation opens with the interviewer's (the provider's) own turn.
    runId = await pendingRun({ qualifications: ['Designing REST APIs in TypeScript'] });
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('no row lock is held while the provider answers, for the opening turn and after an answer', async function () {
    this.timeout(120_000);
    const ds = await db();
    const { converse } = conversationActivities({
      ds,
      interviewer: createChatCompletionsInterviewer({ baseUrl, model: 'm', timeoutMs: 5_000 }),
    });
    await converse({ runId });
    const inputId = await storeRunInput(ds, runId, {
      kind: 'answer',
      payload: {
        text: 'I rewrote our nightly export to stream rows, and it finished in 25 minutes instead of 4 hours.',
      },
    });
    await converse({ runId, inputId });
    expect(seen).to.deep.equal([{ lock: 'free' }, { lock: 'free' }]);
    expect((await transcript()).map((u) => u.speaker)).to.deep.equal(['interviewer', 'candidate', 'interviewer']);
    expect((await transcript()).at(-1)?.text).to.equal('Could you tell me about one time?');
  });

  it('a turn appended meanwhile (an overlapping attempt) is kept, and no second turn is added', async function () {
    this.timeout(120_000);
    const ds = await db();
    const { converse } = conversationActivities({
      ds,
      interviewer: createChatCompletionsInterviewer({ baseUrl, model: 'm', timeoutMs: 5_000 }),
    });
    const inputId = await storeRunInput(ds, runId, { kind: 'answer', payload: { text: 'It took two sprints.' } });
    const other: Utterance = {
      id: 'u-0005',
      speaker: 'interviewer',
      text: 'Written by the other attempt.',
      offset_ms: 0,
      kind: 'follow_up',
      topic_id: null,
      competency_id: null,
    };
    duringCall = async () => {
      await ds.transaction(async (tx) => {
        await tx.query(`SET LOCAL lock_timeout = '2s'`);
        await tx.query(`UPDATE runs SET transcript = transcript || $2::jsonb WHERE run_id = $1`, [
          runId,
          JSON.stringify([other]),
        ]);
      });
    };
    try {
      await converse({ runId, inputId });
    } finally {
      duringCall = async () => {};
    }
    const after = await transcript();
    expect(after.map((u) => u.speaker)).to.deep.equal([
      'interviewer',
      'candidate',
      'interviewer',
      'candidate',
      'interviewer',
    ]);
    expect(after.at(-1)?.text).to.equal(other.text);
  });
});
