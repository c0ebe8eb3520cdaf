import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createChatCompletionsInterviewer,
  deterministicInterviewer,
  type Interviewer,
  type InterviewerTurn,
} from '../../shared/engines/src/interviewer/index.js';
import type { Utterance } from '../../shared/engines/src/transcript.js';
import { COMPANY, CONCRETE, EVASIVE, answer, ctxOf, planOf, say } from './support.js';

interface Received {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  body: any;
}

type Behaviour = 'ok' | 'error' | 'hang' | 'empty';

/** A local OpenAI-compatible chat-completions server that records what it received. */
class FakeChatServer {
  readonly received: Received[] = [];
  behaviour: Behaviour = 'ok';
  reply = 'Phrased by the model.';
  private readonly server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      this.received.push({
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        body: raw ? JSON.parse(raw) : null,
      });
      if (this.behaviour === 'hang') return; // never answers
      if (this.behaviour === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'boom' } }));
        return;
      }
      const content = this.behaviour === 'empty' ? '   ' : this.reply;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          model: this.received.at(-1)?.body?.model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        }),
      );
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/v1`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

describe('interviewer: chat-completions adapter', () => {
  const plan = planOf();
  const server = new FakeChatServer();
  let baseUrl = '';

  before(async () => {
    baseUrl = await server.start();
  });
  after(async () => {
    await server.stop();
  });
  beforeEach(() => {
    server.received.length = 0;
    server.behaviour = 'ok';
    server.reply = 'Phrased by the model.';
  });

  /** A transcript at the point where the first answer was evasive: the deterministic move is a follow-up. */
  async function evasiveTranscript(): Promise<Utterance[]> {
    const transcript: Utterance[] = [];
    say(transcript, await deterministicInterviewer.next(ctxOf(plan, transcript, 0)), 0);
    answer(transcript, EVASIVE, 60_000);
    return transcript;
  }

  it('sends model, one system message with the decided move, the transcript as data, the Bearer token; uses the text', async () => {
    const interviewer = createChatCompletionsInterviewer({ baseUrl, apiKey: 'sk-test-123', model: 'test-model' });
    expect(interviewer.name).to.equal('chat-completions');
    const transcript = await evasiveTranscript();
    const ctx = ctxOf(plan, transcript, 60_000);
    const decided = await deterministicInterviewer.next(ctx);
    expect(decided.kind).to.equal('follow_up');
    server.reply = '  Could you share one concrete situation, and how it turned out?  ';

    const turn = await interviewer.next(ctx);

    expect(server.received).to.have.length(1);
    const req = server.received[0]!;
    expect(req.method).to.equal('POST');
    expect(req.url).to.equal('/v1/chat/completions');
    expect(req.authorization).to.equal('Bearer sk-test-123');
    expect(req.body.model).to.equal('test-model');
    expect(req.body.temperature).to.equal(0);
    const messages = req.body.messages as { role: string; content: string }[];
    for (const m of messages) {
      expect(['system', 'user', 'assistant']).to.include(m.role);
      expect(m.content).to.be.a('string');
    }
    // One system message, first: role, company, rules, and the decided follow-up question with its move.
    expect(messages.map((m) => m.role)).to.deep.equal(['system', 'user']);
    const system = messages[0]!.content;
    expect(system).to.contain(COMPANY);
    expect(system).to.contain('Backend Engineer');
    expect(system).to.match(/one question at a time/i);
    expect(system).to.match(/do not evaluate/i);
    expect(system).to.match(/personal questions/i);
    expect(system).to.contain(decided.text);
    expect(system).to.contain('probe_specific');
    // The interview so far is data, in the user message, in order.
    expect(JSON.parse(messages[1]!.content)).to.deep.equal({
      interview_so_far: [
        { speaker: 'interviewer', text: transcript[0]!.text },
        { speaker: 'candidate', text: EVASIVE },
      ],
    });

    // Text from the model; structure from the deterministic decision.
    expect(turn.text).to.equal('Could you share one concrete situation, and how it turned out?');
    expect(turn).to.deep.equal({ ...decided, text: turn.text });
  });

  it('keeps kind/topic/done from the deterministic decision for the greeting, a new question and the closing', async () => {
    const interviewer = createChatCompletionsInterviewer({ baseUrl, model: 'test-model' });
    // Greeting.
    const greetingCtx = ctxOf(plan, [], 0);
    const greeting = await interviewer.next(greetingCtx);
    const decidedGreeting = await deterministicInterviewer.next(greetingCtx);
    expect(greeting).to.deep.equal({ ...decidedGreeting, text: 'Phrased by the model.' });
    expect(server.received[0]!.authorization, 'no token, no header').to.equal(undefined);
    const greetingInstruction = server.received[0]!.body.messages[0].content as string;
    expect(greetingInstruction).to.contain(plan.opening);
    expect(greetingInstruction).to.contain(plan.competencies[0]!.question_topics[0]!.prompt);
    expect(server.received[0]!.body.messages).to.have.length(2);

    // A complete answer after a follow-up on topic 1: the next move is the next main question.
    const transcript = await evasiveTranscript();
    const follow = await deterministicInterviewer.next(ctxOf(plan, transcript, 60_000));
    say(transcript, follow, 60_000);
    answer(transcript, CONCRETE, 120_000);
    const qCtx = ctxOf(plan, transcript, 120_000);
    const decidedQ = await deterministicInterviewer.next(qCtx);
    expect(decidedQ.kind).to.equal('question');
    const q = await interviewer.next(qCtx);
    expect(q).to.deep.equal({ ...decidedQ, text: 'Phrased by the model.' });
    expect(server.received.at(-1)!.body.messages[0].content).to.contain(
      plan.competencies[1]!.question_topics[0]!.prompt,
    );

    // Out of time: the closing, done.
    const cCtx = ctxOf(plan, transcript, 44 * 60_000);
    const closing = await interviewer.next(cCtx);
    expect(closing).to.deep.equal({ ...(await deterministicInterviewer.next(cCtx)), text: 'Phrased by the model.' });
    expect(closing).to.include({ kind: 'closing', done: true, topic_id: null, competency_id: null });
  });

  it('rejects a reply that presumes a fact the candidate never stated, and uses the deterministic text', async () => {
    const interviewer = createChatCompletionsInterviewer({ baseUrl, model: 'test-model' });
    const ctx = ctxOf(plan, await evasiveTranscript(), 60_000);
    const decided = await deterministicInterviewer.next(ctx);
    server.reply = 'How would you type it now so that bug cannot happen?';
    expect(await interviewer.next(ctx), 'no bug was mentioned').to.deep.equal(decided);
    server.reply = 'Could you pick one concrete moment when that happened, and tell me how it turned out?';
    expect(await interviewer.next(ctx), 'nothing presumed').to.deep.equal({ ...decided, text: server.reply });
  });

  it('falls back to the deterministic turn when the server answers 500', async () => {
    server.behaviour = 'error';
    const interviewer = createChatCompletionsInterviewer({ baseUrl, model: 'test-model', timeoutMs: 2_000 });
    const ctx = ctxOf(plan, await evasiveTranscript(), 60_000);
    const turn = await interviewer.next(ctx);
    expect(server.received, 'no retries').to.have.length(1);
    expect(turn).to.deep.equal(await deterministicInterviewer.next(ctx));
  });

  it('falls back when the server hangs past timeoutMs', async () => {
    server.behaviour = 'hang';
    const interviewer = createChatCompletionsInterviewer({ baseUrl, model: 'test-model', timeoutMs: 200 });
    const ctx = ctxOf(plan, await evasiveTranscript(), 60_000);
    // A hanging server would hold this past mocha's time-out: reaching the assertion shows timeoutMs ended the call.
    expect(await interviewer.next(ctx)).to.deep.equal(await deterministicInterviewer.next(ctx));
  });

  it('uses the given fallback interviewer on failure', async () => {
    server.behaviour = 'error';
    const marker: InterviewerTurn = {
      text: 'fallback',
      kind: 'question',
      topic_id: 't',
      competency_id: 'c',
      done: false,
      move: 'next_topic',
      reason: 'marker',
    };
    const fallback: Interviewer = { name: 'marker', next: async () => marker };
    const interviewer = createChatCompletionsInterviewer({ baseUrl, model: 'test-model', fallback });
    expect(await interviewer.next(ctxOf(plan, [], 0))).to.deep.equal(marker);

    server.behaviour = 'hang';
    const slow = createChatCompletionsInterviewer({ baseUrl, model: 'test-model', timeoutMs: 150, fallback });
    expect(await slow.next(ctxOf(plan, [], 0))).to.deep.equal(marker);
  });

  it('falls back when the model returns no text, or the server cannot be reached', async () => {
    server.behaviour = 'empty';
    const ctx = ctxOf(plan, [], 0);
    const decided = await deterministicInterviewer.next(ctx);
    expect(await createChatCompletionsInterviewer({ baseUrl, model: 'm' }).next(ctx)).to.deep.equal(decided);

    const closed = new FakeChatServer();
    const deadUrl = await closed.start();
    await closed.stop();
    expect(
      await createChatCompletionsInterviewer({ baseUrl: deadUrl, model: 'm', timeoutMs: 1_000 }).next(ctx),
    ).to.deep.equal(decided);
  });
});
