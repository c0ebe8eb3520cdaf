import { expect } from 'chai';
import { call, type Reply } from '../support/http.js';
import { db } from '../support/db.js';
import { access, invitedRun, mailedCodes, session, startedInterview, type Invited } from '../support/candidate.js';
import { uniqueEmail } from '../support/identity.js';
import { customerKey, runPath, waitForState } from '../support/runs.js';

const verify = (token: string, otp: string) => call(access(token, '/verify'), { body: { otp } });
const requestOtp = (token: string) => call(access(token, '/request-otp'), { body: {} });
const sessionRead = (headers: Record<string, string>) => call('/api/v1/candidate-session', { headers });
const wrongCode = (otp: string) => (otp === '000000' ? '111111' : '000000');
const sessionRows = async (runId: string) =>
  (await (await db()).query(`SELECT id FROM candidate_sessions WHERE run_id = $1`, [runId])).length as number;

/** An invited run whose candidate is in an open session (verified, consented, started). */
async function inSession(): Promise<Invited & { headers: Record<string, string> }> {
  const invited = await invitedRun();
  const { headers } = await startedInterview(invited);
  expect((await sessionRead(headers)).status).to.equal(200);
  return { ...invited, headers };
}

/** The session is refused (401, legacy error shape) and no session row of the run is left. */
async function expectSessionGone(runId: string, headers: Record<string, string>) {
  const refused = await sessionRead(headers);
  expect(refused.status).to.equal(401);
  expect(refused.body).to.include({ statusCode: 401, error: 'Unauthorized' });
  expect(await sessionRows(runId), 'the session rows are deleted').to.equal(0);
}

const count = (replies: Reply[], status: number, text: string) =>
  replies.filter((r) => r.status === status && String(r.body.message).includes(text)).length;

describe('Finding 4: candidate access is one-time and dies with its invite', () => {
  it('20 parallel wrong codes get at most 5 evaluations; the right code afterwards is refused as locked', async () => {
    const invited = await invitedRun();
    const wrong = wrongCode(invited.otp);
    const replies = await Promise.all(Array.from({ length: 20 }, () => verify(invited.token, wrong)));
    expect(count(replies, 401, 'Wrong code'), 'wrong codes answered as such').to.equal(4);
    expect(count(replies, 403, 'now locked'), 'the fifth evaluation locks').to.equal(1);
    expect(count(replies, 403, 'is locked'), 'refused without evaluation').to.equal(15);
    const [invite] = await (
      await db()
    ).query(`SELECT failed_attempts FROM invites WHERE run_id = $1 AND active`, [invited.runId]);
    expect(invite.failed_attempts, 'evaluations counted').to.equal(5);
    const right = await verify(invited.token, invited.otp);
    expect(right.status).to.equal(403);
    expect(right.body.message).to.include('locked');
  });

  it('a verified code is used up (also for parallel requests); "send me a code" recovers a lost session', async () => {
    const email = uniqueEmail('cand');
    const invited = await invitedRun({ candidate_email: email });
    const first = await Promise.all([verify(invited.token, invited.otp), verify(invited.token, invited.otp)]);
    expect(first.map((r) => r.status).sort(), 'exactly one session from one code').to.deep.equal([200, 403]);
    const again = await verify(invited.token, invited.otp);
    expect(again.status).to.equal(403);
    expect(again.body).to.include({ statusCode: 403, error: 'Forbidden' });
    expect(again.body.message).to.include('already been used');

    expect((await requestOtp(invited.token)).status).to.equal(200);
    const [code] = await mailedCodes(email);
    const recovered = await verify(invited.token, code!);
    expect(recovered.status, JSON.stringify(recovered.body)).to.equal(200);
    expect((await sessionRead(session(recovered.body.session_token))).status).to.equal(200);
    expect((await verify(invited.token, code!)).status, 'the mailed code is one-time too').to.equal(403);
    const [invite] = await (
      await db()
    ).query(`SELECT failed_attempts FROM invites WHERE run_id = $1 AND active`, [invited.runId]);
    expect(invite.failed_attempts, 'right codes are no failed attempts').to.equal(0);
  });

  it('a re-invite ends the sessions of the earlier link', async () => {
    const invited = await invitedRun();
    const verified = await verify(invited.token, invited.otp);
    const early = session(verified.body.session_token);
    expect((await sessionRead(early)).status).to.equal(200);
    expect((await call(runPath(invited.runId, '/invite'), { headers: customerKey(), body: {} })).status).to.equal(200);
    await expectSessionGone(invited.runId, early);
  });

  it('cancelling the run ends its sessions', async () => {
    const { runId, headers } = await inSession();
    await call(runPath(runId), { method: 'DELETE', headers: customerKey() });
    await waitForState(runId, 'CANCELLED');
    await expectSessionGone(runId, headers);
  });

  it('purging the candidate data ends the sessions and the link', async () => {
    const invited = await inSession();
    const purge = await call(runPath(invited.runId, '/candidate-data'), {
      method: 'DELETE',
      headers: customerKey(),
      body: { reason: 'candidate asked' },
    });
    expect(purge.status, JSON.stringify(purge.body)).to.equal(200);
    await expectSessionGone(invited.runId, invited.headers);
    expect((await call(access(invited.token))).status, 'the join link is withdrawn').to.equal(404);
  });

  it('request-otp sends at most 3 mails per 15 minutes per invite, then 429 with Retry-After', async () => {
    const email = uniqueEmail('cand');
    const invited = await invitedRun({ candidate_email: email });
    const replies = await Promise.all(Array.from({ length: 6 }, () => requestOtp(invited.token)));
    expect(replies.filter((r) => r.status === 200)).to.have.length(3);
    const refused = replies.filter((r) => r.status === 429);
    expect(refused).to.have.length(3);
    expect(refused[0]!.body).to.include({ statusCode: 429, error: 'Too Many Requests' });
    const retryAfter = Number(refused[0]!.headers.get('retry-after'));
    expect(retryAfter).to.be.within(1, 15 * 60);
    expect(await mailedCodes(email), 'mails sent').to.have.length(3);

    // The window slides: once the mails are 15 minutes old, a code can be requested again.
    await (
      await db()
    ).query(
      `UPDATE invites SET otp_mails_at = ARRAY(SELECT t - interval '15 minutes' FROM unnest(otp_mails_at) t)
             WHERE run_id = $1`,
      [invited.runId],
    );
    expect((await requestOtp(invited.token)).status).to.equal(200);
    expect((await requestOtp(invited.token)).status).to.equal(200);
    expect(await mailedCodes(email)).to.have.length(5);
  });
});
