import { expect } from 'chai';
import { call } from '../support/http.js';
import { db } from '../support/db.js';
import { apiKey, bearer, platformAdmin } from '../support/identity.js';
import { customerKey, pendingRun, validInterview, waitForState } from '../support/runs.js';
import { stack } from '../support/stack.js';

const rpc = (body: unknown, headers: Record<string, string> = customerKey(), path = '/api/v2/a2a/task') =>
  call(path, { headers, raw: typeof body === 'string' ? body : JSON.stringify(body) });

describe('JSON-RPC 2.0: the examples of the specification (section 7)', () => {
  it('rpc call with invalid JSON: -32700, id null', async () => {
    const res = await rpc('{"jsonrpc": "2.0", "method": "foobar, "params": "bar", "baz]');
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.include({ jsonrpc: '2.0', id: null });
    expect(res.body.error.code).to.equal(-32700);
  });

  it('rpc call with invalid Request object: -32600, id null', async () => {
    const res = await rpc({ jsonrpc: '2.0', method: 1, params: 'bar' });
    expect(res.body.id).to.equal(null);
    expect(res.body.error.code).to.equal(-32600);
    expect(res.body.error.message).to.include('method');
  });

  it('rpc call of a non-existent method: -32601, id echoed', async () => {
    const res = await rpc({ jsonrpc: '2.0', method: 'foobar', id: '1' });
    expect(res.body).to.deep.equal({
      jsonrpc: '2.0',
      id: '1',
      error: { code: -32601, message: 'Method not found: foobar' },
    });
  });

  it('rpc call Batch, invalid JSON: a single -32700', async () => {
    const res = await rpc(
      '[{"jsonrpc": "2.0", "method": "sum", "params": [1,2,4], "id": "1"},{"jsonrpc": "2.0", "method"]',
    );
    expect(res.body).to.not.be.an('array');
    expect(res.body.error.code).to.equal(-32700);
  });

  it('rpc call with an empty Array: a single -32600', async () => {
    const res = await rpc([]);
    expect(res.body).to.not.be.an('array');
    expect(res.body).to.deep.include({ id: null });
    expect(res.body.error.code).to.equal(-32600);
  });

  it('rpc call with an invalid Batch (but not empty): one -32600 per element', async () => {
    const one = await rpc([1]);
    expect(one.body).to.be.an('array').with.length(1);
    expect(one.body[0]).to.deep.include({ id: null });
    expect(one.body[0].error.code).to.equal(-32600);
    const three = await rpc([1, 2, 3]);
    expect(three.body.map((r: { error: { code: number } }) => r.error.code)).to.deep.equal([-32600, -32600, -32600]);
  });

  it('rpc call Batch of mixed calls: results and errors in one array, nothing for the notification', async () => {
    const runId = await pendingRun();
    const res = await rpc([
      { jsonrpc: '2.0', method: 'interview.status', params: { run_id: runId }, id: '1' },
      { jsonrpc: '2.0', method: 'interview.rankings', params: {} },
      { jsonrpc: '2.0', method: 'interview.rankings', params: { level: 'SENIOR' }, id: 2 },
      { foo: 'boo' },
      { jsonrpc: '2.0', method: 'foo.get', params: { name: 'myself' }, id: '5' },
      { jsonrpc: '2.0', method: 'interview.status', params: { run_id: runId, extra: true }, id: 9 },
    ]);
    expect(res.body).to.be.an('array').with.length(5);
    const byId = new Map(res.body.filter((r: { id: unknown }) => r.id !== null).map((r: { id: unknown }) => [r.id, r]));
    expect((byId.get('1') as any).result).to.include({ run_id: runId, state: 'PENDING' });
    expect((byId.get(2) as any).result).to.be.an('array');
    expect((byId.get('5') as any).error.code).to.equal(-32601);
    expect((byId.get(9) as any).error.code).to.equal(-32602);
    expect((byId.get(9) as any).error.message).to.include('params.extra: unknown field');
    const invalid = res.body.filter((r: { id: unknown }) => r.id === null);
    expect(invalid).to.have.length(1);
    expect(invalid[0].error.code).to.equal(-32600);
  });

  it('rpc call Batch of notifications only: no response at all', async () => {
    const res = await rpc([
      { jsonrpc: '2.0', method: 'interview.rankings', params: {} },
      { jsonrpc: '2.0', method: 'interview.rankings', params: { level: 'MID' } },
    ]);
    expect(res.status).to.equal(204);
    expect(res.body).to.equal(undefined);
    const single = await rpc({ jsonrpc: '2.0', method: 'interview.rankings' });
    expect(single.status).to.equal(204);
  });

  it('echoes the id as given: string, number or null', async () => {
    for (const id of ['abc', 7, 0, null]) {
      const res = await rpc({ jsonrpc: '2.0', method: 'interview.rankings', params: {}, id });
      expect(res.body.id).to.equal(id);
      expect(res.body.result).to.be.an('array');
    }
  });
});

describe('JSON-RPC methods and application errors', () => {
  it('interview.create answers -32001 INFO_NEEDED with run, state and missing fields; complete-info can too', async () => {
    const res = await rpc({
      jsonrpc: '2.0',
      method: 'interview.create',
      params: validInterview({ skills: [], qualifications: [] }),
      id: 1,
    });
    expect(res.body.error.code).to.equal(-32001);
    expect(res.body.error.message).to.match(/additional information/i);
    const data = res.body.error.data;
    expect(data).to.have.all.keys('run_id', 'interview_id', 'state', 'missing_fields');
    expect(data.state).to.equal('INFO_NEEDED');
    expect(data.missing_fields.map((m: { field: string }) => m.field)).to.include('skills');

    const vague = await rpc({
      jsonrpc: '2.0',
      method: 'interview.complete-info',
      params: { run_id: data.run_id, fields: { job_description: 'A friendly team in a bright office.' } },
      id: 2,
    });
    expect(vague.body.error?.code, JSON.stringify(vague.body)).to.equal(-32001);
    await waitForState(data.run_id, 'INFO_NEEDED');
    const done = await rpc({
      jsonrpc: '2.0',
      method: 'interview.complete-info',
      params: { run_id: data.run_id, fields: { skills: 'Java, Spring' } },
      id: 3,
    });
    expect(done.body.result).to.include({ run_id: data.run_id, state: 'GENERATING_PLAN' });
  });

  it('-32002 for an unknown or foreign run, -32003 for a wrong state, -32602 naming the failing params', async () => {
    const runId = await pendingRun();
    const unknown = await rpc({ jsonrpc: '2.0', method: 'interview.status', params: { run_id: 'run_1_ff' }, id: 1 });
    expect(unknown.body.error.code).to.equal(-32002);
    const admin = await platformAdmin();
    const other = await call('/api/v2/admin/tenants', { headers: bearer(admin), body: { name: 'RPC other' } });
    const key = await call(`/api/v2/admin/tenants/${other.body.id}/api-keys`, {
      headers: bearer(admin),
      body: { name: 'k', permissions: ['interview:read'] },
    });
    const foreign = await rpc(
      { jsonrpc: '2.0', method: 'interview.status', params: { run_id: runId }, id: 2 },
      apiKey(key.body.key),
    );
    expect(foreign.body.error.code).to.equal(-32002);
    const wrongState = await rpc({ jsonrpc: '2.0', method: 'assessment.approve', params: { run_id: runId }, id: 3 });
    expect(wrongState.body.error.code).to.equal(-32003);
    expect(wrongState.body.error.message).to.include('PENDING');
    const badParams = await rpc({
      jsonrpc: '2.0',
      method: 'interview.create',
      params: { ...validInterview(), level: 'GURU', duration_minutes: 500 },
      id: 4,
    });
    expect(badParams.body.error.code).to.equal(-32602);
    expect(badParams.body.error.message)
      .to.include('params.level')
      .and.to.include('params.duration_minutes')
      .and.to.include('"SENIOR"');
    const positional = await rpc({ jsonrpc: '2.0', method: 'interview.status', params: [runId], id: 5 });
    expect(positional.body.error.code).to.equal(-32602);
  });

  it('a permission the credential lacks is refused per call; missing credentials are a 401', async () => {
    const admin = await platformAdmin();
    const key = await call(`/api/v2/admin/tenants/${stack().creds.customer.tenant_id}/api-keys`, {
      headers: bearer(admin),
      body: { name: 'ro', permissions: ['interview:read'] },
    });
    const res = await rpc(
      { jsonrpc: '2.0', method: 'interview.create', params: validInterview(), id: 1 },
      apiKey(key.body.key),
    );
    expect(res.body.error).to.deep.equal({ code: -32000, message: 'Missing permission: interview:create' });
    const anonymous = await rpc({ jsonrpc: '2.0', method: 'interview.rankings', id: 1 }, {});
    expect(anonymous.status).to.equal(401);
  });

  it('assessment.chat is reserved: a clear not-implemented error', async () => {
    const runId = await pendingRun();
    const res = await rpc({
      jsonrpc: '2.0',
      method: 'assessment.chat',
      params: { run_id: runId, message: 'why?' },
      id: 'c',
    });
    expect(res.body.error).to.deep.equal({
      code: -32601,
      message: 'assessment.chat is reserved and not implemented',
      data: { reserved: true },
    });
  });

  it('the alias /api/v2/a2a answers the same', async () => {
    const res = await rpc(
      { jsonrpc: '2.0', method: 'interview.rankings', params: {}, id: 'alias' },
      customerKey(),
      '/api/v2/a2a',
    );
    expect(res.body).to.deep.include({ jsonrpc: '2.0', id: 'alias' });
    expect(res.body.result).to.be.an('array');
  });
});

describe('one scenario through REST and through JSON-RPC', () => {
  const scenario = {
    skills: [],
    qualifications: [],
    candidate_name: 'Jane Doe',
    candidate_email: 'jane@example.test',
    position: 'Platform Engineer',
    level: 'LEAD',
    company_name: 'Initech',
  };

  const ok = (res: { status: number; body: any }) => {
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body?.error, JSON.stringify(res.body)).to.equal(undefined);
  };

  async function viaRest(externalId: string): Promise<string> {
    const h = customerKey();
    const base = '/api/v2/integration/interviews';
    const created = await call(base, { headers: h, body: validInterview({ ...scenario, external_id: externalId }) });
    const runId = created.body.run_id;
    ok(
      await call(`${base}/${runId}/info`, {
        method: 'PATCH',
        headers: h,
        body: { fields: { skills: 'Kubernetes, Go' } },
      }),
    );
    await waitForState(runId, 'PENDING');
    ok(
      await call(`${base}/${runId}/plan/revise`, { method: 'PATCH', headers: h, body: { comments: 'Add Terraform' } }),
    );
    await waitForState(runId, 'PENDING');
    ok(await call(`${base}/${runId}/plan/approve`, { headers: h, body: { comment: 'ok' } }));
    return runId;
  }

  async function viaRpc(externalId: string): Promise<string> {
    const created = await rpc({
      jsonrpc: '2.0',
      method: 'interview.create',
      params: validInterview({ ...scenario, external_id: externalId }),
      id: 1,
    });
    const runId = created.body.error.data.run_id;
    ok(
      await rpc({
        jsonrpc: '2.0',
        method: 'interview.complete-info',
        params: { run_id: runId, fields: { skills: 'Kubernetes, Go' } },
        id: 2,
      }),
    );
    await waitForState(runId, 'PENDING');
    ok(
      await rpc({
        jsonrpc: '2.0',
        method: 'interview.modify',
        params: { run_id: runId, comments: 'Add Terraform' },
        id: 3,
      }),
    );
    await waitForState(runId, 'PENDING');
    ok(await rpc({ jsonrpc: '2.0', method: 'interview.approve', params: { run_id: runId, comment: 'ok' }, id: 4 }));
    return runId;
  }

  /** Everything the service stored for a run, minus what differs by nature (ids, clocks). */
  async function footprint(runId: string) {
    const d = await db();
    const [run] = await d.query(`SELECT * FROM runs WHERE run_id = $1`, [runId]);
    for (const k of ['run_id', 'interview_id', 'external_id', 'created_at', 'updated_at', 'plan_id']) delete run[k];
    const events = (
      await d.query(`SELECT sequence, event, envelope FROM run_events WHERE run_id = $1 ORDER BY sequence`, [runId])
    ).map((e: { sequence: number; event: string; envelope: { state: string; data: Record<string, unknown> } }) => ({
      sequence: e.sequence,
      event: e.event,
      state: e.envelope.state,
      data: { ...e.envelope.data, plan_id: undefined },
    }));
    const inputs = await d.query(`SELECT kind, payload FROM run_inputs WHERE run_id = $1 ORDER BY created_at`, [runId]);
    const audit = (
      await d.query(`SELECT action, actor_type, actor_id FROM audit_log WHERE target_id = $1 ORDER BY id`, [runId])
    ).map((a: { action: string; actor_type: string; actor_id: string }) => `${a.actor_type}:${a.actor_id}:${a.action}`);
    return { run, events, inputs, audit };
  }

  it('ends in identical database state', async function () {
    this.timeout(60_000);
    const [rest, json] = await Promise.all([viaRest('same-scenario-rest'), viaRpc('same-scenario-rpc')]);
    const a = await footprint(rest);
    const b = await footprint(json);
    expect(a.run.state).to.equal('APPROVED');
    expect(a.events.map((e: { event: string }) => e.event)).to.include('interview.approved');
    expect(JSON.stringify(b, null, 1), 'a readable diff').to.equal(JSON.stringify(a, null, 1));
  });
});
