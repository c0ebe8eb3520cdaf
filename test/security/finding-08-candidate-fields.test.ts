import { expect } from 'chai';
import { call } from '../support/http.js';
import { db } from '../support/db.js';
import { CONCRETE, assessedRun } from '../support/candidate.js';
import { apiKey, bearer, oauthToken, platformAdmin, uniqueEmail, userWithPermissions } from '../support/identity.js';
import { customerKey, runPath } from '../support/runs.js';
import { stack } from '../support/stack.js';

const tenantId = () => stack().creds.customer.tenant_id;
const rpc = (headers: Record<string, string>, method: string, params: Record<string, unknown>) =>
  call('/api/v2/a2a/task', { headers, body: { jsonrpc: '2.0', method, params, id: 1 } });

/** Credentials of all three kinds for the customer tenant, holding exactly `permissions`. */
async function credentials(permissions: string[]): Promise<Record<string, Record<string, string>>> {
  const admin = await platformAdmin();
  const key = await call(`/api/v2/admin/tenants/${tenantId()}/api-keys`, {
    headers: bearer(admin),
    body: { name: 'finding-08', permissions },
  });
  expect(key.status, JSON.stringify(key.body)).to.equal(201);
  return {
    'API key': apiKey(key.body.key),
    user: bearer((await userWithPermissions(admin, tenantId(), permissions)).token),
    'OAuth token': bearer(await oauthToken({ tenant_id: tenantId(), scope: permissions.join(' ') })),
  };
}

/** Every response an interview:read caller can get about a run, on REST v2 and JSON-RPC. */
async function readEverything(runId: string, headers: Record<string, string>) {
  return {
    status: await call(runPath(runId), { headers }),
    plan: await call(runPath(runId, '/plan'), { headers }),
    assessment: await call(runPath(runId, '/assessment'), { headers }),
    transcript: await call(runPath(runId, '/transcript'), { headers }),
    rankings: await call('/api/v2/integration/rankings', { headers }),
    'rpc interview.status': await rpc(headers, 'interview.status', { run_id: runId }),
    'rpc interview.rankings': await rpc(headers, 'interview.rankings', {}),
  };
}

const rankedEntry = (rankings: { run_id: string }[], runId: string) => rankings.find((r) => r.run_id === runId)!;

describe('Finding 8: candidate name and e-mail only for callers holding candidate:read', function () {
  this.timeout(120_000);
  const name = 'Ada Finding-Eight Lovelace';
  const email = uniqueEmail('finding-08');
  let runId = '';

  before(async () => {
    runId = await assessedRun(CONCRETE, { candidate_name: name, candidate_email: email });
    const approved = await call(runPath(runId, '/assessment/approve'), { headers: customerKey(), body: {} });
    expect(approved.body.state).to.equal('COMPLETED');
  });

  it('without candidate:read no response carries them, on REST v2 and JSON-RPC, for every kind of credential', async () => {
    for (const [kind, headers] of Object.entries(await credentials(['interview:read']))) {
      const replies = await readEverything(runId, headers);
      for (const [what, reply] of Object.entries(replies)) {
        const text = JSON.stringify(reply.body);
        expect(text, `${kind}: ${what}`).not.to.include(name);
        expect(text, `${kind}: ${what}`).not.to.include(email);
      }
      expect(replies.transcript.status, `${kind}: the transcript needs candidate:read`).to.equal(403);
      for (const ranked of [replies.rankings.body, replies['rpc interview.rankings'].body.result]) {
        const entry = rankedEntry(ranked, runId);
        expect(entry, `${kind}: the run is ranked`).to.be.an('object');
        expect(entry, kind).not.to.have.any.keys('candidate_name', 'candidate_email');
      }
    }
  });

  it('with candidate:read the rankings carry them', async () => {
    for (const [kind, headers] of Object.entries(await credentials(['interview:read', 'candidate:read']))) {
      const replies = await readEverything(runId, headers);
      expect(replies.transcript.status, kind).to.equal(200);
      for (const ranked of [replies.rankings.body, replies['rpc interview.rankings'].body.result]) {
        expect(rankedEntry(ranked, runId), kind).to.include({ candidate_name: name, candidate_email: email });
      }
    }
  });

  it('no event of the run (webhook payloads) carries them', async () => {
    const events = await (await db()).query(`SELECT envelope FROM run_events WHERE run_id = $1`, [runId]);
    expect(events.length).to.be.greaterThan(3);
    const text = JSON.stringify(events);
    expect(text).not.to.include(name);
    expect(text).not.to.include(email);
  });
});
