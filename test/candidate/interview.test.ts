import { expect } from 'chai';
import { call } from '../support/http.js';
import { db } from '../support/db.js';
import {
  CONCRETE,
  EVASIVE,
  access,
  answerAll,
  invitedRun,
  mailedCodes,
  session,
  startedInterview,
} from '../support/candidate.js';
import { uniqueEmail } from '../support/identity.js';
import { customerKey, pendingRun, runPath, waitForState } from '../support/runs.js';
import { stack } from '../support/stack.js';
import { temporal } from '../support/temporal.js';
import { AesGcmPayloadCodec } from '@irs/shared';
import type { Payload } from '@temporalio/common';

describe('candidate interview (API)', () => {
  it('approve -> invite -> verify -> consent -> start -> answer every question -> complete -> ASSESSMENT_PENDING', async function () {
    this.timeout(90_000);
    const invited = await invitedRun();
    const info = await call(access(invited.token));
    expect(info.status).to.equal(200);
    expect(info.body).to.include({
      company_name: 'Acme Corp',
      position: 'Senior Backend Engineer',
      duration_minutes: 45,
    });
    expect(info.body.consent).to.have.all.keys('version', 'text');

    const { headers, first } = await startedInterview(invited);
    expect(first.body.state).to.equal('IN_PROGRESS');
    expect(first.body.message).to.include({ speaker: 'interviewer', offset_ms: first.body.message.offset_ms });
    expect(first.body.message.text).to.include('Acme Corp');
    expect((await call(runPath(invited.runId), { headers: customerKey() })).body.state).to.equal('IN_PROGRESS');

    await call('/api/v1/candidate-session/proctor-events', { headers, body: { type: 'tab_hidden' } });
    await call('/api/v1/candidate-session/proctor-events', {
      headers,
      body: { type: 'paste', detail: '120 characters' },
    });
    const answers = await answerAll(headers, CONCRETE);
    const state = await call('/api/v1/candidate-session', { headers });
    expect(state.body.done).to.equal(true);
    expect(state.body.progress.asked).to.equal(state.body.progress.total);
    expect(state.body.transcript.filter((u: { speaker: string }) => u.speaker === 'candidate')).to.have.length(answers);

    const complete = await call('/api/v1/candidate-session/complete', { headers, body: {} });
    expect(complete.body).to.deep.equal({ state: 'ASSESSMENT_PENDING' });
    const [row] = await (
      await db()
    ).query(`SELECT transcript, proctor_events, consent FROM runs WHERE run_id = $1`, [invited.runId]);
    expect(
      row.transcript.every((u: { id: string; offset_ms: number }) => /^u-\d{4}$/.test(u.id) && u.offset_ms >= 0),
    ).to.equal(true);
    expect(row.proctor_events.map((e: { type: string }) => e.type)).to.deep.equal(['tab_hidden', 'paste']);
    expect(row.consent).to.include({ version: info.body.consent.version });
    const events = await (
      await db()
    ).query(`SELECT event FROM run_events WHERE run_id = $1 ORDER BY sequence`, [invited.runId]);
    expect(events.map((e: { event: string }) => e.event)).to.include('interview.assessment_pending');
  });

  it('a reload or a second device resumes the same conversation', async () => {
    const email = uniqueEmail('cand');
    const invited = await invitedRun({ candidate_email: email });
    const { headers, first } = await startedInterview(invited);
    await call('/api/v1/candidate-session/messages', { headers, body: { text: CONCRETE } });
    // The invitation's code is used up: the second device asks for a code of its own.
    expect((await call(access(invited.token, '/request-otp'), { body: {} })).status).to.equal(200);
    const [code] = await mailedCodes(email);
    const second = await call(access(invited.token, '/verify'), { body: { otp: code } });
    const other = session(second.body.session_token);
    const resumed = await call('/api/v1/candidate-session/start', { headers: other, body: {} });
    expect(resumed.body.state).to.equal('IN_PROGRESS');
    const a = await call('/api/v1/candidate-session', { headers });
    const b = await call('/api/v1/candidate-session', { headers: other });
    expect(b.body.transcript).to.deep.equal(a.body.transcript);
    expect(a.body.transcript[0].text).to.equal(first.body.message.text);
    expect(a.body.transcript).to.have.length(3);
  });

  it('an evasive answer gets a follow-up on the same topic, a concrete one moves on', async () => {
    const { headers } = await startedInterview(await invitedRun());
    const progressOf = async () => (await call('/api/v1/candidate-session', { headers })).body.progress.asked;
    // The posting's screening fact is asked first, and is no main question.
    expect(await progressOf()).to.equal(0);
    await call('/api/v1/candidate-session/messages', { headers, body: { text: 'Seven years.' } });
    expect(await progressOf()).to.equal(1);
    const evasive = await call('/api/v1/candidate-session/messages', { headers, body: { text: EVASIVE } });
    expect(evasive.body.reply.speaker).to.equal('interviewer');
    expect(await progressOf(), 'a follow-up, not the next main question').to.equal(1);
    await call('/api/v1/candidate-session/messages', { headers, body: { text: CONCRETE } });
    expect(await progressOf()).to.equal(2);
    // A different complete story: the same one told again would be asked for a different example.
    const another =
      'Last year I noticed our nightly export took four hours, so I rewrote it to stream rows, and it finished in 25 minutes.';
    await call('/api/v1/candidate-session/messages', { headers, body: { text: another } });
    expect(await progressOf(), 'a concrete answer gets no follow-up').to.equal(3);
  });

  it('start before consent is refused server-side; steps out of order are 400s', async () => {
    const invited = await invitedRun();
    const verified = await call(access(invited.token, '/verify'), { body: { otp: invited.otp } });
    const headers = session(verified.body.session_token);
    const start = await call('/api/v1/candidate-session/start', { headers, body: {} });
    expect(start.status).to.equal(403);
    expect(start.body).to.include({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Consent is required before the interview starts',
    });
    const early = await call('/api/v1/candidate-session/messages', { headers, body: { text: 'hello' } });
    expect(early.status).to.equal(400);
    const badVersion = await call('/api/v1/candidate-session/consent', {
      headers,
      body: { accepted: true, consent_version: 'old' },
    });
    expect(badVersion.status).to.equal(400);
    const notAccepted = await call('/api/v1/candidate-session/consent', {
      headers,
      body: { accepted: false, consent_version: 'x' },
    });
    expect(notAccepted.status).to.equal(400);
    expect((await call('/api/v1/candidate-session', { headers: session('x'.repeat(43)) })).status).to.equal(401);
  });

  it('five wrong codes lock the link', async () => {
    const invited = await invitedRun();
    const wrong = invited.otp === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await call(access(invited.token, '/verify'), { body: { otp: wrong } });
      expect(res.status).to.equal(401);
      expect(res.body.message).to.include(`${5 - i} attempt`);
    }
    const fifth = await call(access(invited.token, '/verify'), { body: { otp: wrong } });
    expect(fifth.status).to.equal(403);
    const right = await call(access(invited.token, '/verify'), { body: { otp: invited.otp } });
    expect(right.status, 'even the right code is refused once locked').to.equal(403);
    expect(right.body.message).to.include('locked');
  });

  it('an expired link and a replaced link are refused', async () => {
    const invited = await invitedRun();
    const reinvite = await call(runPath(invited.runId, '/invite'), {
      headers: customerKey(),
      body: { ttl_seconds: 60 },
    });
    const old = await call(access(invited.token));
    expect(old.status, 'the earlier link stops working').to.equal(404);
    const fresh = reinvite.body.joinLink.split('/').pop();
    expect((await call(access(fresh))).status).to.equal(200);
    await (
      await db()
    ).query(`UPDATE invites SET expires_at = now() - interval '1 second' WHERE run_id = $1 AND active`, [
      invited.runId,
    ]);
    const expired = await call(access(fresh, '/verify'), { body: { otp: reinvite.body.otp } });
    expect(expired.status).to.equal(403);
    expect(expired.body.message).to.include('expired');
  });

  it('invite in a wrong state is a 409', async () => {
    const runId = await pendingRun();
    expect((await call(runPath(runId, '/invite'), { headers: customerKey(), body: {} })).status).to.equal(409);
  });

  it('request-otp mails a fresh code through the SMTP sink; without an e-mail on file it is a clear 400', async () => {
    const email = uniqueEmail('cand');
    const invited = await invitedRun({ candidate_email: email });
    const sent = await call(access(invited.token, '/request-otp'), { body: {} });
    expect(sent.body).to.deep.equal({ sent: true });
    const [code] = await mailedCodes(email);
    expect(code, 'a mail to the candidate').to.match(/^\d{6}$/);
    expect(
      (await call(access(invited.token, '/verify'), { body: { otp: invited.otp } })).status,
      'the earlier code is replaced',
    ).to.equal(401);
    expect((await call(access(invited.token, '/verify'), { body: { otp: code } })).status).to.equal(200);

    const noEmail = await invitedRun({ candidate_email: undefined });
    const refused = await call(access(noEmail.token, '/request-otp'), { body: {} });
    expect(refused.status).to.equal(400);
    expect(refused.body.message).to.include('No e-mail address');
  });

  it('the candidate web app page is served with protective headers', async () => {
    const invited = await invitedRun();
    const res = await fetch(`${stack().config.appUrl}/join/${invited.token}`);
    expect(res.status).to.equal(200);
    expect(res.headers.get('x-frame-options')).to.equal('DENY');
    expect(res.headers.get('referrer-policy')).to.equal('no-referrer');
    expect(res.headers.get('content-security-policy')).to.include("frame-ancestors 'none'");
    expect(await res.text()).to.include('<label for="otp">');
  });

  it('a cancelled run closes its link', async () => {
    const invited = await invitedRun();
    await call(runPath(invited.runId), { method: 'DELETE', headers: customerKey() });
    await waitForState(invited.runId, 'CANCELLED');
    expect((await call(access(invited.token))).status).to.equal(404);
  });
});

describe('candidate data stays out of Temporal', () => {
  it("no answer text, consent address or proctor detail appears in the run's history", async () => {
    const invited = await invitedRun();
    const { headers } = await startedInterview(invited);
    const answer = `${CONCRETE} My badge number was ZX-99173.`;
    await call('/api/v1/candidate-session/messages', { headers, body: { text: answer } });
    await call('/api/v1/candidate-session/proctor-events', {
      headers,
      body: { type: 'paste', detail: 'pasted-detail-7731' },
    });
    await call('/api/v1/candidate-session/complete', { headers, body: {} });
    await waitForState(invited.runId, 'ASSESSMENT_READY');
    const { client } = await temporal();
    const history = await client.workflow.getHandle(invited.runId).fetchHistory();
    const codec = new AesGcmPayloadCodec(stack().encKey);
    const payloads: Payload[] = [];
    const collect = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      const o = node as Record<string, unknown>;
      if (o.data instanceof Uint8Array && o.metadata) payloads.push(o as Payload);
      Object.values(o).forEach(collect);
    };
    collect(history);
    const decoded = (await codec.decode(payloads)).map((p) => Buffer.from(p.data ?? []).toString()).join('\n');
    expect(decoded, 'the history was decoded').to.include(invited.runId);
    for (const secret of ['ZX-99173', 'billing service', 'pasted-detail-7731', invited.token]) {
      expect(decoded).not.to.include(secret);
      expect(JSON.stringify(history)).not.to.include(secret);
    }
  });
});
