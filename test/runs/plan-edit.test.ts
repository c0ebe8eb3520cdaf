/**
 * Issue 33: a recruiter edits the plan directly (PUT …/plan while PENDING). Each save is the plan's next revision with
 * its changes and author, listed by GET …/plan/revisions; the interviewer asks the edited plan and the scorer scores
 * it as it would a generated one.
 */
import { expect } from 'chai';
import { call } from '../support/http.js';
import { answerAll, relevantAnswers, startedInterview } from '../support/candidate.js';
import { auditRows } from '../support/db.js';
import { apiKey, bearer, platformAdmin } from '../support/identity.js';
import { customerKey, pendingRun, runPath, waitForState } from '../support/runs.js';

type Competency = {
  id?: string;
  name: string;
  description: string;
  kind: string;
  requirement_type: string;
  role_importance?: number;
  source_phrases?: string[];
  sub_dimensions: { id?: string; name: string; rubric: string }[];
  question_topics: { id?: string; prompt: string; follow_ups: string[] }[];
};

/** The run's plan as an edit that changes nothing. */
async function editOf(runId: string): Promise<{ competencies: Competency[]; revision: number }> {
  const plan = (await call(runPath(runId, '/plan'), { headers: customerKey() })).body.payload;
  const competencies = (plan.competencies as Competency[]).map(({ role_importance: _, source_phrases: __, ...c }) => c);
  return { competencies, revision: plan.revision };
}

const ON_CALL_QUESTION = 'Tell me about a night you were paged for a production incident. What did you check first?';

/** A competency the recruiter adds by hand (no id: the server gives it one). */
const onCall = (): Competency => ({
  name: 'On-call',
  description: 'Keeps production healthy out of hours.',
  kind: 'behavioural',
  requirement_type: 'essential',
  sub_dimensions: [{ name: 'Calm triage', rubric: 'Says what they checked first and why.' }],
  question_topics: [{ prompt: ON_CALL_QUESTION, follow_ups: [] }],
});

describe('runs: the plan editor (PUT …/plan, GET …/plan/revisions)', function () {
  this.timeout(180_000);

  it('renames, adds a question and a competency, deletes one: the next revision, listed with its author', async () => {
    const runId = await pendingRun();
    const { competencies, revision } = await editOf(runId);
    const deleted = competencies.pop()!;
    competencies[0]!.name = 'Typed backend services';
    competencies[0]!.question_topics.push({
      prompt: 'How do you type a JSON API response you do not control?',
      follow_ups: [],
    });
    competencies.push(onCall());
    const res = await call(runPath(runId, '/plan'), {
      method: 'PUT',
      headers: customerKey(),
      body: { competencies, comment: 'Our team runs its own on-call' },
    });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    const plan = (await call(runPath(runId, '/plan'), { headers: customerKey() })).body.payload;
    expect(plan.revision).to.equal(revision + 1);
    expect(plan.competencies.map((c: Competency) => c.name))
      .to.include('Typed backend services')
      .and.to.include('On-call');
    expect(plan.competencies.map((c: Competency) => c.id)).not.to.include(deleted.id);
    expect(plan.changes).to.include(`deleted competency "${deleted.name}"`);
    expect((await call(runPath(runId), { headers: customerKey() })).body.state, 'still under review').to.equal(
      'PENDING',
    );

    const revisions = (await call(runPath(runId, '/plan/revisions'), { headers: customerKey() })).body.items;
    expect(revisions.map((r: { cause: string }) => r.cause)).to.deep.equal(['generated', 'edited']);
    const edited = revisions[1];
    expect(edited).to.deep.include({ revision: revision + 1, comments: 'Our team runs its own on-call' });
    expect(edited.actor.type).to.equal('api_key');
    expect(edited.changes).to.deep.equal(plan.changes);
    expect(revisions[0].plan.competencies.map((c: Competency) => c.id)).to.include(deleted.id);

    const audited = await auditRows(res.headers.get('x-request-id'));
    expect(audited.map((a) => a.action)).to.include('run.plan_edit');
  });

  it('the interviewer asks the edited plan, and the deleted competency is not scored', async () => {
    const runId = await pendingRun();
    const { competencies } = await editOf(runId);
    const deleted = competencies.pop()!;
    competencies.push(onCall());
    const put = await call(runPath(runId, '/plan'), { method: 'PUT', headers: customerKey(), body: { competencies } });
    expect(put.status, JSON.stringify(put.body)).to.equal(200);
    expect((await call(runPath(runId, '/plan/approve'), { headers: customerKey(), body: {} })).status).to.equal(200);
    const invite = await call(runPath(runId, '/invite'), { headers: customerKey(), body: {} });
    const invited = { runId, token: invite.body.joinLink.split('/').pop(), otp: invite.body.otp };
    const { headers } = await startedInterview(invited);
    const plan = (await call(runPath(runId, '/plan'), { headers: customerKey() })).body.payload;
    await answerAll(headers, relevantAnswers(plan));
    const transcript = (await call('/api/v1/candidate-session', { headers })).body.transcript as { text: string }[];
    expect(
      transcript.some((u) => u.text.includes(ON_CALL_QUESTION)),
      'the added question is asked',
    ).to.equal(true);
    expect((await call('/api/v1/candidate-session/complete', { headers, body: {} })).status).to.equal(200);
    await waitForState(runId, 'ASSESSMENT_READY');
    const assessment = (await call(runPath(runId, '/assessment'), { headers: customerKey() })).body.payload;
    const scored = assessment.competencies.map((c: { competency_id: string }) => c.competency_id);
    expect(scored).to.include('edit-on-call');
    expect(scored).not.to.include(deleted.id);
  });

  it('refuses what it cannot apply: 400 naming the problem, 409 for a stale revision or out of PENDING, 404 elsewhere', async () => {
    const runId = await pendingRun();
    const { competencies } = await editOf(runId);
    const put = (body: unknown, headers = customerKey()) =>
      call(runPath(runId, '/plan'), { method: 'PUT', headers, body });

    const unknown = structuredClone(competencies);
    unknown[0]!.id = 'no-such-competency';
    const badId = await put({ competencies: unknown });
    expect(badId.status).to.equal(400);
    expect(badId.body.message).to.contain('no-such-competency is not in the plan');
    const empty = await put({ competencies: [] });
    expect(empty.status).to.equal(400);
    expect(JSON.stringify(empty.body)).to.contain('competencies');
    const long = structuredClone(competencies);
    long[0]!.name = 'x'.repeat(81);
    expect((await put({ competencies: long })).status).to.equal(400);

    const admin = await platformAdmin();
    const other = await call('/api/v2/admin/tenants', { headers: bearer(admin), body: { name: 'Editor elsewhere' } });
    const key = await call(`/api/v2/admin/tenants/${other.body.id}/api-keys`, {
      headers: bearer(admin),
      body: { name: 'k', permissions: ['interview:read', 'interview:approve'] },
    });
    expect((await put({ competencies }, apiKey(key.body.key))).status).to.equal(404);
    expect((await call(runPath(runId, '/plan/revisions'), { headers: apiKey(key.body.key) })).status).to.equal(404);

    const first = await put({ competencies, base_revision: 0 });
    expect(first.status, 'built on the current revision').to.equal(200);
    const stale = await put({ competencies, base_revision: 0 });
    expect(stale.status, 'built on a revision the plan has left').to.equal(409);
    expect(stale.body.message).to.match(/changed while you edited it/);

    expect((await call(runPath(runId, '/plan/approve'), { headers: customerKey(), body: {} })).status).to.equal(200);
    const late = await put({ competencies });
    expect(late.status).to.equal(409);
    expect(late.body.message).to.match(/PENDING/);
    const plan = (await call(runPath(runId, '/plan'), { headers: customerKey() })).body.payload;
    expect(plan.revision, 'nothing applied after the first edit').to.equal(1);
  });

  it('a revision after an edit counts on from it, and the history says it followed comments', async () => {
    const runId = await pendingRun();
    const { competencies } = await editOf(runId);
    competencies[0]!.name = 'Renamed by hand';
    expect(
      (await call(runPath(runId, '/plan'), { method: 'PUT', headers: customerKey(), body: { competencies } })).status,
    ).to.equal(200);
    const revise = await call(runPath(runId, '/plan/revise'), {
      method: 'PATCH',
      headers: customerKey(),
      body: { comments: 'Add a question about Kubernetes' },
    });
    expect(revise.status).to.equal(200);
    await waitForState(runId, 'PENDING');
    const revisions = (await call(runPath(runId, '/plan/revisions'), { headers: customerKey() })).body.items;
    expect(revisions.map((r: { cause: string; revision: number }) => [r.cause, r.revision])).to.deep.equal([
      ['generated', 0],
      ['edited', 1],
      ['revised', 2],
    ]);
    expect(revisions[2].comments).to.equal('Add a question about Kubernetes');
  });
});
