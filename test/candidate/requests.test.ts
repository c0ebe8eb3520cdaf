import { expect } from 'chai';
import { db } from '../support/db.js';
import { call } from '../support/http.js';
import { consentedSession, invitedRun, type Invited } from '../support/candidate.js';
import { runPath } from '../support/runs.js';
import { Receiver, newWorld, putMyConfig, verifies, type World } from '../webhooks/support.js';

const NOTICE = '/api/v1/candidate-session/notice';
const REQUESTS = '/api/v1/candidate-session/requests';
const START = '/api/v1/candidate-session/start';
const ANSWER = '/api/v1/candidate-session/messages';
const OUT_OF_TIME = /close to the end of our time/;

describe('candidate notice, requests and accommodations (issue 37 §1)', function () {
  this.timeout(180_000);
  let w: World;
  let receiver: Receiver;
  let secret: string;

  before(async () => {
    w = await newWorld('candidate-requests');
    receiver = await Receiver.start();
    secret = (
      await putMyConfig(w.customerKey, {
        callback_url: receiver.url(),
        events: ['interview.accommodation_requested', 'interview.alternative_requested', 'interview.cancelled'],
      })
    ).secret;
    await (
      await db()
    ).query(`UPDATE tenants SET settings = settings || '{"candidate_pii_retention_days": 180}'::jsonb WHERE id = $1`, [
      w.customerId,
    ]);
  });
  after(() => receiver?.close());

  const invited = () => invitedRun({}, w.customerKey);
  const requestsOf = (runId: string) => call(runPath(runId, '/candidate-requests'), { headers: w.customerKey });

  it('shows the AI notice, the competencies in plain words, the screening questions, human review, retention and a contact', async () => {
    const run = await invited();
    const headers = await consentedSession(run);
    const notice = await call(NOTICE, { headers });
    expect(notice.status, JSON.stringify(notice.body)).to.equal(200);
    const plan = (await call(runPath(run.runId, '/plan'), { headers: w.customerKey })).body.payload;
    expect(notice.body.ai_system).to.match(/AI system, not a person/);
    expect(notice.body.competencies).to.deep.equal(
      plan.competencies.map((c: { name: string; description: string }) => ({
        name: c.name,
        description: c.description,
      })),
    );
    const asked = (plan.screening ?? []).filter(
      (q: { question: string | null; protected: boolean }) => q.question && !q.protected,
    );
    expect(asked.length, 'the posting has a screening question').to.be.greaterThan(0);
    expect(notice.body.screening_questions).to.deep.equal(asked.map((q: { question: string }) => q.question));
    expect(notice.body.human_review).to.match(/No automated decision is made/);
    expect(notice.body.retention.candidate_data_days).to.equal(180);
    expect(notice.body.contact).to.match(/Acme Corp/);
    const info = await call(`/api/v1/candidate-access/${run.token}`);
    expect(notice.body.version).to.equal(info.body.consent.version);
    expect((await call(NOTICE)).status).to.equal(401);
  });

  it('an accommodation holds the run: the candidate cannot start until the recruiter grants it; the webhook names the request only', async () => {
    const run = await invited();
    const headers = await consentedSession(run);
    const text = 'I use a screen reader and need about 20 more minutes';
    const asked = await call(REQUESTS, { headers, body: { kind: 'accommodation', details: text } });
    expect(asked.status, JSON.stringify(asked.body)).to.equal(201);
    expect(asked.body).to.include({ kind: 'accommodation', status: 'open' });

    const held = await call(START, { headers, body: {} });
    expect(held.status, JSON.stringify(held.body)).to.equal(400); // the candidate door's wrong-step answer
    expect(held.body.message).to.match(/Your request is with the hiring team/);
    const again = await call(REQUESTS, { headers, body: { kind: 'alternative' } });
    expect(again.status).to.equal(400);
    expect(again.body.message).to.match(/already sent a request/);

    // Stored encrypted: the text is not in the table.
    const [stored] = await (
      await db()
    ).query(`SELECT details_enc FROM candidate_requests WHERE id = $1`, [asked.body.request_id]);
    expect(stored.details_enc).to.be.a('string').and.not.include('screen reader');

    const seen = await requestsOf(run.runId);
    expect(seen.status).to.equal(200);
    expect(seen.body.items).to.have.length(1);
    expect(seen.body.items[0]).to.include({ id: asked.body.request_id, kind: 'accommodation', details: text });
    const status = await call(runPath(run.runId), { headers: w.customerKey });
    expect(status.body).to.include({ state: 'INVITED', awaiting_human: true });

    const [hook] = await receiver.waitFor((r) => r.some((x) => (x.json as { run_id?: string })?.run_id === run.runId));
    const delivered = receiver.received.find((x) => (x.json as { run_id?: string })?.run_id === run.runId)!;
    expect(hook).to.not.equal(undefined);
    expect(verifies(delivered, secret)).to.equal(true);
    expect(delivered.json).to.deep.include({ event: 'interview.accommodation_requested', state: 'INVITED' });
    expect((delivered.json as { data: unknown }).data).to.deep.equal({ request_id: asked.body.request_id });
    expect(delivered.body).to.not.include('screen reader');

    const tooMuch = await call(runPath(run.runId, `/candidate-requests/${asked.body.request_id}/grant`), {
      headers: w.customerKey,
      body: { extra_minutes: 600 },
    });
    expect(tooMuch.status).to.equal(400);
    const unknown = await call(runPath(run.runId, '/candidate-requests/00000000-0000-4000-8000-000000000000/grant'), {
      headers: w.customerKey,
      body: {},
    });
    expect(unknown.status).to.equal(404);
    const granted = await call(runPath(run.runId, `/candidate-requests/${asked.body.request_id}/grant`), {
      headers: w.customerKey,
      body: { extra_minutes: 30, notes: 'Questions read slowly' },
    });
    expect(granted.status, JSON.stringify(granted.body)).to.equal(200);
    expect(granted.body).to.include({ status: 'granted', extra_minutes: 30, notes: 'Questions read slowly' });
    const twice = await call(runPath(run.runId, `/candidate-requests/${asked.body.request_id}/grant`), {
      headers: w.customerKey,
      body: {},
    });
    expect(twice.status).to.equal(409);
    expect((await call(runPath(run.runId), { headers: w.customerKey })).body.awaiting_human).to.equal(false);

    const started = await call(START, { headers, body: {} });
    expect(started.status, JSON.stringify(started.body)).to.equal(200);
    const state = await call('/api/v1/candidate-session', { headers });
    expect(state.body.requests).to.deep.equal([{ kind: 'accommodation', status: 'granted', extra_minutes: 30 }]);
  });

  it('granted extra minutes lengthen the interviewer’s time budget', async () => {
    // Without screening questions the first turn is the first main question: the clock then decides the next one.
    const setScreening = (on: boolean) =>
      db().then((d) =>
        d.query(
          `UPDATE tenants SET settings = settings || jsonb_build_object('ask_screening', $2::boolean) WHERE id = $1`,
          [w.customerId, on],
        ),
      );
    await setScreening(false);
    after(() => setScreening(true));
    /** Starts the interview, moves its start 44 of 45 minutes back, answers once: the interviewer's next turn. */
    async function turnAfter44Minutes(run: Invited, headers: Record<string, string>): Promise<string> {
      expect((await call(START, { headers, body: {} })).status).to.equal(200);
      await (
        await db()
      ).query(`UPDATE runs SET interview_started_at = now() - interval '44 minutes' WHERE run_id = $1`, [run.runId]);
      const reply = await call(ANSWER, { headers, body: { text: 'I led the migration of our billing service.' } });
      expect(reply.status, JSON.stringify(reply.body)).to.equal(200);
      return reply.body.reply.text as string;
    }
    const plain = await invited();
    expect(await turnAfter44Minutes(plain, await consentedSession(plain))).to.match(OUT_OF_TIME);

    const extended = await invited();
    const headers = await consentedSession(extended);
    const asked = await call(REQUESTS, { headers, body: { kind: 'accommodation', details: 'Extra time please' } });
    await call(runPath(extended.runId, `/candidate-requests/${asked.body.request_id}/grant`), {
      headers: w.customerKey,
      body: { extra_minutes: 30 },
    });
    expect(await turnAfter44Minutes(extended, headers)).to.not.match(OUT_OF_TIME);
  });

  it('an alternative process: the recruiter closes the run as handled outside, which cancels it', async () => {
    const run = await invited();
    const headers = await consentedSession(run);
    const asked = await call(REQUESTS, { headers, body: { kind: 'alternative' } });
    expect(asked.status).to.equal(201);
    const read = await call(runPath(run.runId, '/candidate-requests'), { headers: {} });
    expect(read.status).to.equal(401);
    const closed = await call(runPath(run.runId, `/candidate-requests/${asked.body.request_id}/close`), {
      headers: w.customerKey,
      body: { reason: 'Interviewed in person' },
    });
    expect(closed.status, JSON.stringify(closed.body)).to.equal(200);
    expect(closed.body).to.include({ status: 'closed', kind: 'alternative' });
    // Cancelled while held: nobody is waited for any more.
    expect((await call(runPath(run.runId), { headers: w.customerKey })).body).to.include({
      state: 'CANCELLED',
      awaiting_human: false,
    });
    const again = await call(runPath(run.runId, `/candidate-requests/${asked.body.request_id}/close`), {
      headers: w.customerKey,
      body: {},
    });
    expect(again.status).to.equal(409);
    expect(again.body.message).to.match(/already closed/);
    const events = await receiver.waitFor(
      (r) => r.filter((x) => (x.json as { run_id?: string })?.run_id === run.runId).length >= 2,
    );
    expect(
      events
        .filter((x) => (x.json as { run_id?: string })?.run_id === run.runId)
        .map((x) => (x.json as { event: string }).event),
    ).to.have.members(['interview.alternative_requested', 'interview.cancelled']);
    expect((await call(START, { headers, body: {} })).status).to.equal(401); // the session ended with the run
  });

  it('refuses a request outside INVITED, an unknown kind and an oversized text', async () => {
    const run = await invited();
    const headers = await consentedSession(run);
    const badKind = await call(REQUESTS, { headers, body: { kind: 'skip' } });
    expect(badKind.status).to.equal(400);
    const long = await call(REQUESTS, { headers, body: { kind: 'accommodation', details: 'x'.repeat(4001) } });
    expect(long.status).to.equal(400);
    expect((await call(START, { headers, body: {} })).status).to.equal(200);
    const late = await call(REQUESTS, { headers, body: { kind: 'alternative' } });
    expect(late.status).to.equal(400);
    expect(late.body.message).to.match(/not possible now \(interview state IN_PROGRESS\)/);
  });
});
