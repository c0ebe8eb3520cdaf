import { expect } from 'chai';
import { call } from '../support/http.js';
import { db } from '../support/db.js';
import { answerAll, invitedRun, relevantAnswers, startedInterview } from '../support/candidate.js';
import { customerKey, runPath, waitForState } from '../support/runs.js';

/** The move labels of issue 21: recruiters see them, the candidate and webhook receivers never do. */
const MOVE_LABEL =
  /probe_specific|probe_own_part|probe_outcome|alternative_angle|different_example|next_topic|"move"|"reason"/;

describe('interviewer moves: recorded for recruiters, hidden from the candidate and from webhooks', function () {
  this.timeout(120_000);

  it('the transcript read shows each interviewer move and reason; the candidate API and event payloads do not', async () => {
    const invited = await invitedRun();
    const { headers, first } = await startedInterview(invited);
    expect(first.body.message).to.have.all.keys('id', 'speaker', 'text', 'offset_ms');
    // The posting's one screening fact ("5+ years building backend services") is asked first, as a fact.
    const fact = await call('/api/v1/candidate-session/messages', { headers, body: { text: 'Seven years.' } });
    expect(fact.body.reply).to.have.all.keys('id', 'speaker', 'text', 'offset_ms');
    // A general claim about the work asked (no one situation) gets a probe for a specific example.
    const claim = 'I have built a lot of backend services in my jobs, and they always went well.';
    const probe = await call('/api/v1/candidate-session/messages', { headers, body: { text: claim } });
    expect(probe.body.reply).to.have.all.keys('id', 'speaker', 'text', 'offset_ms');
    const plan = (await call(runPath(invited.runId, '/plan'), { headers: customerKey() })).body.payload;
    await answerAll(headers, relevantAnswers(plan));
    const session = await call('/api/v1/candidate-session', { headers });
    for (const u of session.body.transcript) expect(u).to.have.all.keys('id', 'speaker', 'text', 'offset_ms');
    expect(JSON.stringify(session.body)).not.to.match(MOVE_LABEL);
    expect((await call('/api/v1/candidate-session/complete', { headers, body: {} })).status).to.equal(200);
    await waitForState(invited.runId, 'ASSESSMENT_READY', customerKey());
    await call(runPath(invited.runId, '/assessment/approve'), { headers: customerKey(), body: {} });

    const read = await call(runPath(invited.runId, '/transcript'), { headers: customerKey() });
    expect(read.status).to.equal(200);
    const interviewer = read.body.transcript.filter((u: { speaker: string }) => u.speaker === 'interviewer');
    expect(interviewer.map((u: { move: string }) => u.move).slice(0, 3)).to.deep.equal([
      'screening',
      'greeting',
      'probe_specific',
    ]);
    expect(interviewer.at(-1)).to.include({ move: 'closing' });
    for (const u of interviewer) expect(u.reason).to.be.a('string').and.not.empty;
    const candidate = read.body.transcript.filter((u: { speaker: string }) => u.speaker === 'candidate');
    for (const u of candidate) expect(u).not.to.have.any.keys('move', 'reason');

    const events = await (await db()).query(`SELECT envelope FROM run_events WHERE run_id = $1`, [invited.runId]);
    expect(events.length).to.be.greaterThan(3);
    for (const e of events) expect(JSON.stringify(e.envelope)).not.to.match(MOVE_LABEL);
  });
});
