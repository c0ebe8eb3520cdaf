import { expect } from 'chai';
import { AesGcmPayloadCodec } from '@irs/shared';
import { SEARCH_ATTRIBUTES } from '@irs/workflows/contract';
import { call } from '../support/http.js';
import { db } from '../support/db.js';
import { createInterview, customerKey, pendingRun, runPath, waitForState } from '../support/runs.js';
import { stack } from '../support/stack.js';
import { temporal } from '../support/temporal.js';

describe('the run workflow in Temporal', () => {
  it('history holds none of the candidate personal data, encoded or decoded', async () => {
    const pii = {
      candidate_name: 'Grace Brewster Hopper',
      candidate_email: 'grace.hopper@navy.example',
      candidate_resume: 'Invented the first compiler, A-0, in 1952; COBOL pioneer',
      candidate_ref: 'cand-ref-secret-77',
    };
    const created = await createInterview({ ...pii, skills: [], qualifications: [] });
    const runId = created.body.run_id;
    await call(runPath(runId, '/info'), {
      method: 'PATCH',
      headers: customerKey(),
      body: { fields: { skills: 'Rust, Go' } },
    });
    await waitForState(runId, 'PENDING');
    await call(runPath(runId, '/plan/revise'), {
      method: 'PATCH',
      headers: customerKey(),
      body: { comments: 'Focus on Rust' },
    });
    await waitForState(runId, 'PENDING');
    await call(runPath(runId, '/plan/approve'), { headers: customerKey(), body: { comment: 'fine' } });

    const { client } = await temporal();
    const history = await client.workflow.getHandle(runId).fetchHistory();
    const raw = JSON.stringify(history);
    const codec = new AesGcmPayloadCodec(stack().encKey);
    const payloads: { metadata?: Record<string, Uint8Array> | null; data?: Uint8Array | null }[] = [];
    // Search attributes and the UI summary must stay readable to the server, and so does the SDK's own bookkeeping in
    // a patch's marker (the patch id): every other payload is encrypted.
    const visible = new Set(['searchAttributes', 'userMetadata']);
    const collect = (node: unknown, key = ''): void => {
      if (!node || typeof node !== 'object' || visible.has(key)) return;
      const o = node as Record<string, unknown>;
      if (o.markerName === 'core_patch') return;
      if (o.data instanceof Uint8Array && o.metadata) payloads.push(o as never);
      Object.entries(o).forEach(([k, v]) => collect(v, k));
    };
    collect(history);
    expect(payloads.length, 'the history has payloads').to.be.greaterThan(5);
    const encodings = new Set(payloads.map((p) => Buffer.from(p.metadata!.encoding ?? []).toString()));
    expect([...encodings]).to.deep.equal(['binary/encrypted']);
    const decoded = (await codec.decode(payloads as never)).map((p) => Buffer.from(p.data ?? []).toString()).join('\n');
    expect(decoded, 'decoding worked').to.include(runId);
    for (const value of [...Object.values(pii), 'Grace', 'Hopper', 'COBOL', 'Focus on Rust', 'Rust, Go']) {
      expect(raw, `raw history contains ${value}`).not.to.include(value);
      expect(decoded, `decoded payloads contain ${value}`).not.to.include(value);
    }
    const [row] = await (await db()).query(`SELECT candidate_name FROM runs WHERE run_id = $1`, [runId]);
    expect(row.candidate_name, 'the data itself lives in Postgres').to.equal(pii.candidate_name);
  });

  it("a waiting run is found with RunState='PENDING' (client list API), with its search attributes", async () => {
    const runId = await pendingRun();
    const { client } = await temporal();
    const query = `RunState = 'PENDING' AND TenantId = '${stack().creds.customer.tenant_id}' AND AwaitingHuman = true`;
    const deadline = Date.now() + 15_000;
    let found: string[] = [];
    while (Date.now() < deadline && !found.includes(runId)) {
      found = [];
      for await (const wf of client.workflow.list({ query })) found.push(wf.workflowId);
      if (!found.includes(runId)) await new Promise((r) => setTimeout(r, 250));
    }
    expect(found).to.include(runId);
    const description = await client.workflow.getHandle(runId).describe();
    expect(description.typedSearchAttributes.get(SEARCH_ATTRIBUTES.ExternalId)).to.match(/^ats-/);
    expect(description.typedSearchAttributes.get(SEARCH_ATTRIBUTES.RunState)).to.equal('PENDING');
    expect(await description.staticSummary()).to.include('Senior Backend Engineer');
  });

  it('stopping the worker while runs wait loses no run and no transition once it is back', async function () {
    this.timeout(120_000);
    const waiting: string[] = await Promise.all([pendingRun(), pendingRun()]);
    await stack().worker.stop();
    try {
      // Created while no worker runs: accepted at once, the workflow waits for a worker.
      const created = await createInterview();
      expect(created.status).to.equal(201);
      expect(created.body.state).to.equal('GENERATING_PLAN');
      // An action needs the worker: with none, it answers 503 after the action timeout instead of hanging.
      const approve = await call(runPath(waiting[0]!, '/plan/approve'), { headers: customerKey(), body: {} });
      expect(approve.status).to.equal(503);
      expect((await call(runPath(waiting[0]!), { headers: customerKey() })).body.state).to.equal('PENDING');
      waiting.push(created.body.run_id);
    } finally {
      await stack().worker.start();
    }
    await waitForState(waiting[2]!, 'PENDING');
    for (const runId of waiting) {
      // The timed-out approval may still have been delivered once the worker came back: then this one is a 409.
      const approved = await call(runPath(runId, '/plan/approve'), { headers: customerKey(), body: {} });
      expect([200, 409], JSON.stringify(approved.body)).to.include(approved.status);
      expect((await call(runPath(runId), { headers: customerKey() })).body.state, runId).to.equal('APPROVED');
    }
    for (const runId of waiting) {
      const rows = await (
        await db()
      ).query(`SELECT sequence, event FROM run_events WHERE run_id = $1 ORDER BY sequence`, [runId]);
      const [run] = await (await db()).query(`SELECT version FROM runs WHERE run_id = $1`, [runId]);
      expect(rows.map((r: { event: string }) => r.event)).to.deep.equal([
        'interview.plan_generated',
        'interview.approved',
      ]);
      expect(run.version, 'every transition reached the read model').to.equal(rows.at(-1).sequence);
    }
  });
});
