import { expect } from 'chai';
import { CONCRETE, invitedRun, startedInterview } from '../support/candidate.js';
import { call } from '../support/http.js';
import { customerKey, runPath } from '../support/runs.js';

const status = async (runId: string) => {
  const res = await call(runPath(runId), { headers: customerKey() });
  expect(res.status, JSON.stringify(res.body)).to.equal(200);
  return res.body;
};

/** The candidate's own progress (the interview page's bar), the count the status read must agree with. */
const candidateProgress = async (headers: Record<string, string>) =>
  (await call('/api/v1/candidate-session', { headers })).body.progress as { asked: number; total: number };

describe('runs: the status read tells how far the interview is, and whether the run is held or purged', () => {
  it('progress while IN_PROGRESS only, following each answer; legal hold and purge as they are set', async () => {
    const invited = await invitedRun({ candidate_name: 'Status Progress' });
    const before = await status(invited.runId);
    expect(before.state).to.equal('INVITED');
    expect(before).not.to.have.property('progress');
    expect(before.legal_hold).to.equal(null);
    expect(before.purged_at).to.equal(null);

    const { headers } = await startedInterview(invited);
    const plan = (await call(runPath(invited.runId, '/plan'), { headers: customerKey() })).body.payload;
    const started = await status(invited.runId);
    expect(started.state).to.equal('IN_PROGRESS');
    const own = await candidateProgress(headers);
    expect(started.progress.questions).to.deep.equal({ asked: own.asked, planned: own.total });
    // The greeting asks the first screening fact: no plan question yet.
    expect(started.progress.questions.asked).to.equal(0);
    expect(started.progress.competencies).to.deep.equal({ reached: 0, planned: plan.competencies.length });
    expect(started.progress.answers).to.equal(0);
    expect(started.progress.planned_minutes).to.equal(plan.duration_minutes);
    expect(Date.parse(started.progress.started_at)).to.be.closeTo(Date.now(), 60_000);
    expect(started.progress.last_answer_at).to.equal(null);

    // Concrete answers until the interviewer has asked two of the plan's questions.
    let now = started;
    for (let i = 0; i < 12 && now.progress.questions.asked < 2; i++) {
      const res = await call('/api/v1/candidate-session/messages', { headers, body: { text: CONCRETE } });
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      now = await status(invited.runId);
      expect(now.progress.answers).to.equal(i + 1);
    }
    expect(now.progress.questions.asked).to.equal(2);
    expect(now.progress.questions).to.deep.equal({
      asked: (await candidateProgress(headers)).asked,
      planned: own.total,
    });
    expect(now.progress.competencies.reached).to.be.within(1, 2);
    expect(Date.parse(now.progress.last_answer_at)).to.be.at.least(Date.parse(now.progress.started_at));

    const hold = await call(runPath(invited.runId, '/legal-hold'), {
      method: 'PUT',
      headers: customerKey(),
      body: { reason: 'Employment tribunal claim 2207' },
    });
    expect(hold.status).to.equal(200);
    const held = await status(invited.runId);
    expect(held.legal_hold).to.deep.equal({ reason: 'Employment tribunal claim 2207', set_at: hold.body.set_at });
    expect(
      (await call(runPath(invited.runId, '/legal-hold'), { method: 'DELETE', headers: customerKey() })).status,
    ).to.equal(200);
    expect((await status(invited.runId)).legal_hold).to.equal(null);

    const purge = await call(runPath(invited.runId, '/candidate-data'), { method: 'DELETE', headers: customerKey() });
    expect(purge.status).to.equal(200);
    const purged = await status(invited.runId);
    expect(purged.purged_at).to.equal(purge.body.purged_at);
    expect(purged.candidate_name).to.equal(null);
    // The purge erased the transcript: nothing is left to count.
    expect(purged.progress).to.include({ answers: 0, last_answer_at: null });
    expect(purged.progress.questions.asked).to.equal(0);

    const cancel = await call(runPath(invited.runId), { method: 'DELETE', headers: customerKey() });
    expect(cancel.status, JSON.stringify(cancel.body)).to.equal(200);
    const cancelled = await status(invited.runId);
    expect(cancelled.state).to.equal('CANCELLED');
    expect(cancelled).not.to.have.property('progress');
  });
});
