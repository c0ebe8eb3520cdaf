import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { resolveTemporalCli } from '@irs/stack';
import { call } from '../support/http.js';
import { db } from '../support/db.js';
import { apiKey, bearer, platformAdmin, superAdmin } from '../support/identity.js';
import { pendingRun } from '../support/runs.js';
import { stack } from '../support/stack.js';

const exec = promisify(execFile);

describe('operator and integrator documents', () => {
  it('the Temporal CLI reads encrypted histories through the codec endpoint, for super admins only', async () => {
    const runId = await pendingRun();
    const cli = await resolveTemporalCli(process.env.TEMPORAL_CLI_PATH, () => undefined);
    const show = (auth: string) =>
      exec(cli.path!, [
        'workflow',
        'show',
        '--workflow-id',
        runId,
        '--address',
        stack().temporalAddress,
        '--codec-endpoint',
        `${stack().origin}/api/v2/admin/temporal-codec`,
        '--codec-auth',
        auth,
        '--output',
        'json',
      ]);
    const input = (json: string) => {
      const [started] = JSON.parse(json).events;
      const [payload] = started.workflowExecutionStartedEventAttributes.input.payloads;
      const decode = (b64: string) => Buffer.from(b64, 'base64').toString();
      return { encoding: decode(payload.metadata.encoding), data: decode(payload.data) };
    };
    const decoded = input((await show(`Bearer ${await superAdmin()}`)).stdout);
    expect(decoded.encoding).to.equal('json/plain');
    expect(JSON.parse(decoded.data)).to.include({ runId, tenantId: stack().creds.customer.tenant_id });
    const plain = input(
      (
        await exec(cli.path!, [
          'workflow',
          'show',
          '--workflow-id',
          runId,
          '--address',
          stack().temporalAddress,
          '--output',
          'json',
        ])
      ).stdout,
    );
    expect(plain.encoding, 'without the codec the input stays encrypted').to.equal('binary/encrypted');
    expect(plain.data).not.to.include(runId);
    const refusedCli = await show('Bearer not-a-token').then(
      () => false,
      () => true,
    );
    expect(refusedCli, 'an invalid token cannot decode').to.equal(true);
    const refused = await call('/api/v2/admin/temporal-codec/decode', {
      headers: bearer(await platformAdmin()),
      body: { payloads: [] },
    });
    expect(refused.status).to.equal(403);
    // A super admin's encode is undone by decode (the UI sends edited payloads back through encode).
    const original = { metadata: { encoding: Buffer.from('json/plain').toString('base64') }, data: 'eyJhIjoxfQ==' };
    const admin = bearer(await superAdmin());
    const encoded = await call('/api/v2/admin/temporal-codec/encode', {
      headers: admin,
      body: { payloads: [original] },
    });
    expect(encoded.status).to.equal(200);
    expect(encoded.body.payloads[0].data, 'encrypted').to.not.equal(original.data);
    const back = await call('/api/v2/admin/temporal-codec/decode', { headers: admin, body: encoded.body });
    expect(back.body.payloads).to.deep.equal([original]);
    const preflight = await fetch(`${stack().origin}/api/v2/admin/temporal-codec/decode`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:8233',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-namespace',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).to.equal('http://127.0.0.1:8233');
  });

  it('GET /api/v2/openapi.json documents every integration endpoint with its contract and permission', async () => {
    const res = await call('/api/v2/openapi.json');
    expect(res.status).to.equal(200);
    expect(res.body.openapi).to.equal('3.1.0');
    const ops = Object.entries(res.body.paths as Record<string, Record<string, any>>).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
    );
    const integration = ops.filter((o) => o.key.includes('/api/v2/integration/'));
    expect(integration.map((o) => o.key).sort()).to.deep.equal(
      [
        'POST /api/v2/integration/interviews',
        'GET /api/v2/integration/interviews',
        'GET /api/v2/integration/interviews/stream',
        'GET /api/v2/integration/interviews/{run_id}/events',
        'GET /api/v2/integration/interviews/{run_id}',
        'GET /api/v2/integration/interviews/{run_id}/plan',
        'PATCH /api/v2/integration/interviews/{run_id}/info',
        'POST /api/v2/integration/interviews/{run_id}/plan/approve',
        'POST /api/v2/integration/interviews/{run_id}/plan/reject',
        'PATCH /api/v2/integration/interviews/{run_id}/plan/revise',
        'PUT /api/v2/integration/interviews/{run_id}/plan',
        'GET /api/v2/integration/interviews/{run_id}/plan/revisions',
        'POST /api/v2/integration/interviews/{run_id}/invite',
        'POST /api/v2/integration/interviews/{run_id}/assessment/approve',
        'POST /api/v2/integration/interviews/{run_id}/assessment/reject',
        'GET /api/v2/integration/interviews/{run_id}/assessment',
        'GET /api/v2/integration/interviews/{run_id}/transcript',
        'GET /api/v2/integration/interviews/{run_id}/assessment/transcript',
        'GET /api/v2/integration/rankings',
        'DELETE /api/v2/integration/interviews/{run_id}',
        'DELETE /api/v2/integration/interviews/{run_id}/candidate-data',
        'PUT /api/v2/integration/interviews/{run_id}/legal-hold',
        'DELETE /api/v2/integration/interviews/{run_id}/legal-hold',
        // Candidate rights (issue 37): the candidate's requests and the data export.
        'GET /api/v2/integration/interviews/{run_id}/candidate-requests',
        'POST /api/v2/integration/interviews/{run_id}/candidate-requests/{request_id}/grant',
        'POST /api/v2/integration/interviews/{run_id}/candidate-requests/{request_id}/close',
        'GET /api/v2/integration/interviews/{run_id}/candidate-data/export',
      ].sort(),
    );
    const create = ops.find((o) => o.key === 'POST /api/v2/integration/interviews')!.op;
    expect(create['x-required-permissions']).to.deep.equal(['interview:create']);
    const schema = create.requestBody.content['application/json'].schema;
    expect(schema.additionalProperties).to.equal(false);
    expect(schema.properties.level.enum).to.deep.equal(['ENTRY', 'MID', 'SENIOR', 'LEAD', 'EXEC']);
    expect(schema.properties.duration_minutes).to.include({ minimum: 15, maximum: 120, default: 45 });
    expect(schema.required).to.include.members(['external_id', 'position', 'level']);
    for (const { key, op } of integration) expect(op['x-required-permissions'], key).to.have.length.greaterThan(0);
  });
});

describe('rankings', () => {
  it('lists approved assessments only, by coverage tier then gap count, filtered by position and level', async () => {
    // Assessments come from scoring; here the read model is given scored runs directly, so the ranking query is what is tested.
    const admin = await platformAdmin();
    const tenant = (await call('/api/v2/admin/tenants', { headers: bearer(admin), body: { name: 'Rankings' } })).body
      .id;
    const key = (
      await call(`/api/v2/admin/tenants/${tenant}/api-keys`, {
        headers: bearer(admin),
        body: { name: 'k', permissions: ['interview:read', 'candidate:read'] },
      })
    ).body.key;
    const rows: [string, string, string, number, boolean][] = [
      ['a', 'Backend Engineer', 'partial', 1, true],
      ['b', 'Senior backend engineer', 'sufficient', 3, true],
      ['c', 'Backend Engineer', 'sufficient', 0, true],
      ['d', 'Backend Engineer', 'insufficient', 0, true],
      ['e', 'Backend Engineer', 'sufficient', 0, false], // not approved: never ranked
      ['f', 'Designer', 'sufficient', 0, true],
    ];
    for (const [id, position, coverage, gaps, approved] of rows) {
      await (
        await db()
      ).query(
        `INSERT INTO runs (run_id, interview_id, tenant_id, external_id, state, position, level, request, candidate_name, overall_coverage, gap_count, assessment_approved_at)
         VALUES ($1, gen_random_uuid(), $2, $3, $4, $5, $6, '{}', $7, $8, $9, $10)`,
        [
          `run_1_${tenant.slice(0, 8)}${id.charCodeAt(0).toString(16)}`,
          tenant,
          `rank-${id}`,
          approved ? 'COMPLETED' : 'ASSESSMENT_READY',
          position,
          id === 'f' ? 'MID' : 'SENIOR',
          `Candidate ${id}`,
          coverage,
          gaps,
          approved ? new Date() : null,
        ],
      );
    }
    const res = await call('/api/v2/integration/rankings?position=BACKEND&level=SENIOR', { headers: apiKey(key) });
    expect(res.status).to.equal(200);
    expect(res.body.map((r: { candidate_name: string }) => r.candidate_name)).to.deep.equal([
      'Candidate c',
      'Candidate b',
      'Candidate a',
      'Candidate d',
    ]);
    expect(res.body.map((r: { rank: number }) => r.rank)).to.deep.equal([1, 2, 3, 4]);
    expect(res.body[0]).to.have.all.keys(
      'rank',
      'interview_id',
      'run_id',
      'candidate_name',
      'candidate_email',
      'position',
      'level',
      'overall_coverage',
      'gap_count',
      // An extension beside the spec's fields: the gaps by name, from the approved plan.
      'gaps',
      'created_at',
    );
    expect(res.body[0]).to.include({ level: 'senior', overall_coverage: 'sufficient', gap_count: 0 });
    const all = await call('/api/v2/integration/rankings', { headers: apiKey(key) });
    expect(all.body).to.have.length(5);
    const wildcard = await call('/api/v2/integration/rankings?position=%25', { headers: apiKey(key) });
    expect(wildcard.body, 'a % in the filter is a literal character').to.deep.equal([]);
  });
});
