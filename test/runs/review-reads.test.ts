/**
 * Issue 33: what a reviewer reads beside docs/spec.md's members. The status read names the posting and the
 * candidate reference (the name only with candidate:read), and the transcript the assessment was scored from can be
 * read for its review from ASSESSMENT_READY on, while the spec's transcript read still waits for COMPLETED.
 */
import { expect } from 'chai';
import { call } from '../support/http.js';
import { assessedRun } from '../support/candidate.js';
import { bearer, platformAdmin, userWithPermissions } from '../support/identity.js';
import { customerKey, pendingRun, runPath } from '../support/runs.js';
import { stack } from '../support/stack.js';

describe('runs: what a reviewer reads (status members, the transcript under review)', function () {
  this.timeout(180_000);

  it('the status read names the posting and the candidate reference; the name only with candidate:read', async () => {
    const runId = await pendingRun({
      candidate_name: 'Ada Lovelace',
      candidate_ref: 'cand-77',
      position: 'Data Engineer',
    });
    const full = await call(runPath(runId), { headers: customerKey() });
    expect(full.body).to.deep.include({ position: 'Data Engineer', level: 'SENIOR', candidate_ref: 'cand-77' });
    expect(full.body.external_id).to.match(/^ats-/);
    expect(full.body.candidate_name).to.equal('Ada Lovelace');

    const admin = await platformAdmin();
    const reader = await userWithPermissions(admin, stack().creds.customer.tenant_id, ['interview:read']);
    const narrow = await call(runPath(runId), { headers: bearer(reader.token) });
    expect(narrow.status).to.equal(200);
    expect(narrow.body.position).to.equal('Data Engineer');
    expect(narrow.body).not.to.have.property('candidate_name');
  });

  it('the transcript for review opens at ASSESSMENT_READY, with candidate:read; the spec read waits', async () => {
    const pending = await pendingRun();
    const early = await call(runPath(pending, '/assessment/transcript'), { headers: customerKey() });
    expect(early.status).to.equal(409);

    const runId = await assessedRun('relevant');
    const review = await call(runPath(runId, '/assessment/transcript'), { headers: customerKey() });
    expect(review.status, JSON.stringify(review.body)).to.equal(200);
    const answers = review.body.transcript.filter((u: { speaker: string }) => u.speaker === 'candidate');
    expect(answers.length).to.be.above(0);
    const assessment = (await call(runPath(runId, '/assessment'), { headers: customerKey() })).body.payload;
    const quote = assessment.traces.flatMap((t: { refs: { quote: string }[] }) => t.refs)[0].quote as string;
    expect(
      answers.some((u: { text: string }) => u.text.includes(quote)),
      'a quote is found in place',
    ).to.equal(true);
    expect((await call(runPath(runId, '/transcript'), { headers: customerKey() })).status).to.equal(409);

    const admin = await platformAdmin();
    const reader = await userWithPermissions(admin, stack().creds.customer.tenant_id, ['interview:read']);
    expect((await call(runPath(runId, '/assessment/transcript'), { headers: bearer(reader.token) })).status).to.equal(
      403,
    );
  });
});
