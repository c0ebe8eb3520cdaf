import { expect } from 'chai';
import { db } from '../support/db.js';
import { call } from '../support/http.js';
import { apiKey, bearer, tenantAdmin } from '../support/identity.js';
import { customerKey, validInterview, waitForState } from '../support/runs.js';
import { stack } from '../support/stack.js';
import { connect, wholeRun } from './support.js';

describe('MCP: a headless agent with an API key (X-API-Key)', function () {
  this.timeout(60_000);

  it('tools/list, then a whole run from create_interview to approve_plan and get_plan', async () => {
    const { client } = await connect({ headers: customerKey() });
    expect(client.getServerVersion()?.name).to.equal('interview-run-service');
    expect(client.getInstructions()).to.match(/belongs to a human reviewer/);
    const names = (await client.listTools()).tools.map((t) => t.name);
    expect(names).to.include.members(['create_interview', 'approve_plan', 'get_plan', 'edit_plan', 'get_rankings']);
    const runId = await wholeRun(client);
    // Audited like every call: the key is the actor.
    const rows = (await (
      await db()
    ).query(`SELECT actor_type, detail FROM audit_log WHERE action = 'mcp.tool_call' AND target_id = $1`, [runId])) as {
      actor_type: string;
      detail: Record<string, unknown>;
    }[];
    expect(rows.length).to.be.greaterThan(3);
    expect(rows.every((r) => r.actor_type === 'api_key')).to.equal(true);
    await client.close();
  });

  it('tools/list shows only what the key may do; a tool beyond it answers REST’s words', async () => {
    const created = await call('/api/v2/api-keys', {
      headers: bearer(await tenantAdmin()),
      body: { name: 'mcp reader', permissions: ['interview:read'] },
    });
    expect(created.status).to.equal(201);
    const { client } = await connect({ headers: apiKey(created.body.apiKey) });
    const names = (await client.listTools()).tools.map((t) => t.name);
    expect(names).to.include.members(['get_interview', 'list_interviews', 'get_plan', 'get_assessment']);
    expect(names).to.not.include.members(['create_interview', 'approve_plan', 'cancel_interview', 'get_transcript']);
    const refused = await client.callTool({ name: 'create_interview', arguments: validInterview() });
    expect(refused.isError).to.equal(true);
    const rest = await call('/api/v2/integration/interviews', {
      headers: apiKey(created.body.apiKey),
      body: validInterview(),
    });
    expect(rest.status).to.equal(403);
    expect((refused.content as { text: string }[])[0]!.text).to.equal(rest.body.message);
    await client.close();
  });

  it('errors are tool results (isError) with the message REST gives: unknown run, wrong state, bad input', async () => {
    const { client } = await connect({ headers: customerKey() });
    const text = (r: Awaited<ReturnType<typeof client.callTool>>) => (r.content as { text: string }[])[0]!.text;

    const unknown = await client.callTool({ name: 'get_plan', arguments: { run_id: 'run_1_abc' } });
    const restUnknown = await call('/api/v2/integration/interviews/run_1_abc/plan', { headers: customerKey() });
    expect(unknown.isError).to.equal(true);
    expect(restUnknown.status).to.equal(404);
    expect(text(unknown)).to.equal(restUnknown.body.message);

    const created = await client.callTool({ name: 'create_interview', arguments: validInterview() });
    const runId = (created.structuredContent as { run_id: string }).run_id;
    await waitForState(runId, 'PENDING'); // one state for both doors: the plan is not generated between the calls
    const early = await client.callTool({ name: 'invite_candidate', arguments: { run_id: runId } });
    const restEarly = await call(`/api/v2/integration/interviews/${runId}/invite`, {
      headers: customerKey(),
      body: {},
    });
    expect(early.isError).to.equal(true);
    expect(restEarly.status).to.equal(409);
    expect(text(early)).to.equal(restEarly.body.message);

    const bad = validInterview({ level: 'WIZARD', position: '' });
    const invalid = await client.callTool({ name: 'create_interview', arguments: bad });
    const restInvalid = await call('/api/v2/integration/interviews', { headers: customerKey(), body: bad });
    expect(invalid.isError).to.equal(true);
    expect(restInvalid.status).to.equal(400);
    expect(text(invalid)).to.equal(restInvalid.body.message);

    // Every call is audited, refused ones too.
    const [row] = (await (
      await db()
    ).query(
      `SELECT detail FROM audit_log WHERE action = 'mcp.tool_call' AND target_tenant_id = $1
       AND detail->>'tool' = 'invite_candidate' AND target_id = $2`,
      [stack().creds.customer.tenant_id, runId],
    )) as { detail: Record<string, unknown> }[];
    expect(row!.detail).to.include({ outcome: 'error', status: 409 });
    await client.close();
  });

  it('resources: the plan and assessment templates, a listing, and a read of one not there yet', async () => {
    const { client } = await connect({ headers: customerKey() });
    const templates = (await client.listResourceTemplates()).resourceTemplates.map((t) => t.uriTemplate);
    expect(templates).to.deep.equal(['interview://runs/{run_id}/plan', 'interview://runs/{run_id}/assessment']);
    const listed = await client.listResources();
    expect(listed.resources.every((r) => /^interview:\/\/runs\/run_\w+\/(plan|assessment)$/.test(r.uri))).to.equal(
      true,
    );
    const created = await client.callTool({ name: 'create_interview', arguments: validInterview() });
    const runId = (created.structuredContent as { run_id: string }).run_id;
    const missing = await client.readResource({ uri: `interview://runs/${runId}/assessment` }).then(
      () => null,
      (e: Error & { code?: number }) => e,
    );
    expect(missing?.code).to.equal(-32002);
    expect(missing?.message).to.include(`the assessment of run ${runId} is not available yet`);
    await client.close();
  });
});
