import { expect } from 'chai';
import { call } from '../support/http.js';
import { createInterview, customerKey, runPath, validInterview, waitForState } from '../support/runs.js';

/** One case per rule of docs/spec.md "Interview create request" and "Limits": 400, naming the field and the value. */
const cases: [string, Record<string, unknown>, RegExp][] = [
  ['external_id is required', { external_id: undefined }, /external_id: .*\(missing\)/],
  ['external_id max 200 chars', { external_id: 'x'.repeat(201) }, /external_id: .*200/],
  ['position is required', { position: undefined }, /position: .*\(missing\)/],
  ['position max 200 chars', { position: 'p'.repeat(201) }, /position: .*200/],
  ['level is an enum', { level: 'JUNIOR' }, /level: .*"ENTRY".*"MID".*"SENIOR".*"LEAD".*"EXEC".*got "JUNIOR"/],
  ['level is uppercase', { level: 'senior' }, /level: .*got "senior"/],
  [
    'qualifications max 100 items',
    { qualifications: Array.from({ length: 101 }, (_, i) => `skill ${i}`) },
    /qualifications: .*100/,
  ],
  ['qualifications items are non-empty strings', { qualifications: [''] }, /qualifications\.0: /],
  ['skills is an array of strings', { skills: 'TypeScript' }, /skills: .*array.*got "TypeScript"/],
  ['job_description max 20000 chars', { job_description: 'j'.repeat(20_001) }, /job_description: .*20000/],
  ['company_description max 4000 chars', { company_description: 'c'.repeat(4_001) }, /company_description: .*4000/],
  ['candidate_resume max 60000 chars', { candidate_resume: 'r'.repeat(60_001) }, /candidate_resume: .*60000/],
  [
    'candidate_profile_url must be https',
    { candidate_profile_url: 'http://linkedin.example/in/x' },
    /candidate_profile_url: must be a valid https:\/\/ URL \(got "http:/,
  ],
  [
    'candidate_profile_url must be a URL',
    { candidate_profile_url: 'not a url' },
    /candidate_profile_url: must be a valid https/,
  ],
  [
    'callback_url must be https',
    { callback_url: 'http://ats.example/hook' },
    /callback_url: must be a valid https:\/\/ URL/,
  ],
  ['duration_minutes at least 15', { duration_minutes: 14 }, /duration_minutes: .*15.*got 14/],
  ['duration_minutes at most 120', { duration_minutes: 121 }, /duration_minutes: .*120.*got 121/],
  ['duration_minutes is an integer', { duration_minutes: 30.5 }, /duration_minutes: .*int.*got 30.5/],
  [
    'candidate_email must be an email',
    { candidate_email: 'not-an-email' },
    /candidate_email: .*email.*got "not-an-email"/,
  ],
  [
    'one identity field is required',
    { candidate_ref: undefined },
    /at least one of candidate_ref, candidate_name, candidate_email is required/,
  ],
  ['unknown keys are rejected', { hire_decision: 'yes' }, /hire_decision: unknown field/],
  ['no NUL character in a text', { external_id: 'ats-a\u0000b' }, /external_id: must not contain the NUL character/],
  ['no NUL character in a list item', { skills: ['Go\u0000'] }, /skills\.0: must not contain the NUL character/],
];

describe('create validation', () => {
  for (const [name, change, pattern] of cases) {
    it(name, async () => {
      const res = await createInterview(change);
      expect(res.status).to.equal(400);
      expect(res.body).to.have.all.keys('statusCode', 'message');
      expect(res.body.message).to.match(pattern);
    });
  }

  it('a NUL character in a query is a 400 naming the parameter, never a 500', async () => {
    const res = await call('/api/v2/integration/rankings?position=%00', { headers: customerKey() });
    expect(res.status).to.equal(400);
    expect(res.body.message).to.match(/query\.position: must not contain the NUL character/);
  });

  it('a body that is not an object is a 400', async () => {
    const res = await call('/api/v2/integration/interviews', { headers: customerKey(), body: ['not', 'an', 'object'] });
    expect(res.status).to.equal(400);
  });

  it('limits are inclusive: the longest allowed values are accepted', async () => {
    const res = await createInterview({
      external_id: 'e'.repeat(200),
      position: 'Data Engineer '.padEnd(200, 'x'),
      qualifications: Array.from({ length: 100 }, (_, i) => (i === 0 ? 'SQL is required' : `statement ${i}`)),
      job_description: 'Python and SQL. '.padEnd(20_000, '.'),
      company_description: 'c'.repeat(4_000),
      candidate_resume: 'r'.repeat(60_000),
      duration_minutes: 120,
      candidate_profile_url: 'https://profiles.example/ada',
      callback_url: 'https://ats.example/hooks/interviews',
    });
    expect(res.status, JSON.stringify(res.body)).to.equal(201);
  });

  it('duration_minutes defaults to 45, which sizes the plan', async () => {
    const created = await createInterview();
    await waitForState(created.body.run_id, 'PENDING');
    const plan = await call(runPath(created.body.run_id, '/plan'), { headers: customerKey() });
    expect(plan.body.payload.duration_minutes).to.equal(45);
  });

  it('empty qualification data is accepted and sends the run to INFO_NEEDED', async () => {
    const res = await call('/api/v2/integration/interviews', {
      headers: customerKey(),
      body: { ...validInterview(), skills: [], qualifications: [], job_description: '   ' },
    });
    expect(res.status).to.equal(201);
    expect(res.body.state).to.equal('INFO_NEEDED');
  });
});
