import { expect } from 'chai';
import { call } from '../support/http.js';
import { db } from '../support/db.js';
import { CONCRETE, EVASIVE, assessedRun } from '../support/candidate.js';
import { customerKey, runPath } from '../support/runs.js';
import { apiKey, bearer, platformAdmin } from '../support/identity.js';
import { temporal } from '../support/temporal.js';

/** Keys no payload may carry anywhere (docs/spec.md "What the service does", point 6). */
const FORBIDDEN = /hire|recommend|decision|emotion|sentiment|mood|personality/i;

function forbiddenKeys(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => forbiddenKeys(v, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(FORBIDDEN.test(k) ? [`${path}.${k}`] : []),
    ...forbiddenKeys(v, `${path}.${k}`),
  ]);
}

describe('assessment (end to end)', function () {
  this.timeout(120_000);

  it('concrete, relevant answers end sufficient or partial; approval completes the run and opens the transcript', async () => {
    const runId = await assessedRun('relevant');
    const status = await call(runPath(runId), { headers: customerKey() });
    expect(status.body.coverage_summary).to.have.all.keys(
      'overall_coverage',
      'gap_competencies',
      'covered_count',
      'total_count',
    );
    expect(['sufficient', 'partial']).to.include(status.body.coverage_summary.overall_coverage);
    const assessment = await call(runPath(runId, '/assessment'), { headers: customerKey() });
    expect(assessment.status).to.equal(200);
    expect(assessment.body).to.have.all.keys('run_id', 'interview_id', 'overall_coverage', 'payload');
    const p = assessment.body.payload;
    expect(p).to.include.keys(
      'coverage_summary',
      'competencies',
      'sub_dimension_details',
      'traces',
      'narrative',
      'highlights',
      'stage_trace',
      'ontology_version',
      'signal_weights_version',
    );
    expect(p.stage_trace.stages).to.have.length(13);
    const [row] = await (await db()).query(`SELECT transcript FROM runs WHERE run_id = $1`, [runId]);
    const byId = new Map(row.transcript.map((u: { id: string; text: string }) => [u.id, u.text]));
    for (const trace of p.traces) {
      if (trace.strength === 0) expect(trace.refs).to.deep.equal([]);
      for (const ref of trace.refs)
        expect(byId.get(ref.utterance_id), 'quotes come from the transcript').to.include(ref.quote);
    }
    expect(
      (await call(runPath(runId, '/transcript'), { headers: customerKey() })).status,
      'not before COMPLETED',
    ).to.equal(409);

    const approved = await call(runPath(runId, '/assessment/approve'), {
      headers: customerKey(),
      body: { comment: 'thanks' },
    });
    expect(approved.body).to.include({ state: 'COMPLETED' });
    expect(approved.body.coverage_summary.overall_coverage).to.equal(status.body.coverage_summary.overall_coverage);
    const transcript = await call(runPath(runId, '/transcript'), { headers: customerKey() });
    expect(transcript.status).to.equal(200);
    expect(transcript.body.transcript[0]).to.include.keys('speaker', 'text', 'offset_ms');
    const events = await (
      await db()
    ).query(`SELECT event, envelope FROM run_events WHERE run_id = $1 ORDER BY sequence`, [runId]);
    const ready = events.find((e: { event: string }) => e.event === 'interview.assessment_ready').envelope.data;
    expect(ready).to.have.all.keys('coverage_summary', 'highlights_count', 'lowlights_count', 'overall_coverage');
    expect(ready.coverage_summary).to.have.all.keys(
      'overall_coverage',
      'gap_competencies',
      'covered_count',
      'total_count',
    );
    expect(events.map((e: { event: string }) => e.event).slice(-3)).to.deep.equal([
      'interview.assessment_pending',
      'interview.assessment_ready',
      'interview.completed',
    ]);
    const { client } = await temporal();
    const description = await client.workflow.getHandle(runId).describe();
    expect(description.typedSearchAttributes.get({ name: 'OverallCoverage', type: 'KEYWORD' } as never)).to.equal(
      ready.overall_coverage,
    );
  });

  it('evasive answers end insufficient, every essential a gap with its hitl flag; rejecting is terminal', async () => {
    const runId = await assessedRun(EVASIVE);
    const { payload } = (await call(runPath(runId, '/assessment'), { headers: customerKey() })).body;
    const summary = payload.coverage_summary;
    expect(summary.overall_coverage).to.equal('insufficient');
    const essentials = payload.competencies
      .filter((c: { requirement_type: string }) => c.requirement_type === 'essential')
      .map((c: { competency_id: string }) => c.competency_id);
    expect(essentials.length).to.be.greaterThan(0);
    expect(summary.gap_competencies).to.include.members(essentials);
    expect(summary.hitl_flags).to.include.members(essentials.map((id: string) => `unmet_essential:${id}`));
    const rejected = await call(runPath(runId, '/assessment/reject'), {
      headers: customerKey(),
      body: { reason: 'not enough evidence' },
    });
    expect(rejected.body.state).to.equal('REJECTED');
    expect(
      (await call(runPath(runId, '/assessment'), { headers: customerKey() })).status,
      'the assessment stays readable',
    ).to.equal(200);
  });

  it('purge nulls the transcript but keeps the assessment and its quotes', async () => {
    const runId = await assessedRun(CONCRETE, {
      candidate_name: 'Zelda Fitzgerald',
      candidate_email: 'zelda@example.test',
    });
    await call(runPath(runId, '/assessment/approve'), { headers: customerKey(), body: {} });
    const purge = await call(runPath(runId, '/candidate-data'), { method: 'DELETE', headers: customerKey(), body: {} });
    expect(purge.body.purged).to.equal(true);
    const transcript = await call(runPath(runId, '/transcript'), { headers: customerKey() });
    expect(transcript.body.transcript).to.deep.equal([]);
    const assessment = await call(runPath(runId, '/assessment'), { headers: customerKey() });
    expect(assessment.body.payload.traces.some((t: { refs: unknown[] }) => t.refs.length > 0)).to.equal(true);
  });

  it('no response or event payload of a full lifecycle carries a forbidden field', async () => {
    const runId = await assessedRun(CONCRETE);
    const bodies = [
      (await call(runPath(runId), { headers: customerKey() })).body,
      (await call(runPath(runId, '/plan'), { headers: customerKey() })).body,
      (await call(runPath(runId, '/assessment'), { headers: customerKey() })).body,
      (await call(runPath(runId, '/assessment/approve'), { headers: customerKey(), body: {} })).body,
      (await call(runPath(runId, '/transcript'), { headers: customerKey() })).body,
      (await call('/api/v2/integration/rankings', { headers: customerKey() })).body,
    ];
    const events = await (await db()).query(`SELECT envelope FROM run_events WHERE run_id = $1`, [runId]);
    const found = [...bodies, ...events.map((e: { envelope: unknown }) => e.envelope)].flatMap((b) => forbiddenKeys(b));
    expect(found).to.deep.equal([]);
    expect(bodies[2].payload.competencies.length, 'the walk saw real payloads').to.be.greaterThan(0);
  });
});

describe('rankings over completed runs (API)', function () {
  this.timeout(180_000);

  it('ranks approved assessments by coverage tier then gap count, filtered by position and level', async () => {
    const admin = await platformAdmin();
    const tenant = (await call('/api/v2/admin/tenants', { headers: bearer(admin), body: { name: 'Ranked' } })).body.id;
    const key = (
      await call(`/api/v2/admin/tenants/${tenant}/api-keys`, {
        headers: bearer(admin),
        body: {
          name: 'k',
          permissions: [
            'interview:create',
            'interview:read',
            'interview:update',
            'interview:approve',
            'candidate:read',
          ],
        },
      })
    ).body.key;
    const h = apiKey(key);
    const specs: [string | 'relevant', Record<string, unknown>][] = [
      ['relevant', { candidate_name: 'R1' }],
      [EVASIVE, { candidate_name: 'E1' }],
      [CONCRETE, { candidate_name: 'C1' }],
      ['relevant', { candidate_name: 'R2', skills: ['Python'], qualifications: [] }],
      [EVASIVE, { candidate_name: 'E2', position: 'Data Analyst', level: 'MID', skills: ['SQL'] }],
      ['relevant', { candidate_name: 'U1' }], // assessed but not approved: never ranked
    ];
    const runs: string[] = [];
    for (const [answer, overrides] of specs) runs.push(await assessedRun(answer, overrides, h));
    for (const runId of runs.slice(0, 5))
      expect((await call(runPath(runId, '/assessment/approve'), { headers: h, body: {} })).body.state).to.equal(
        'COMPLETED',
      );

    const tier = { sufficient: 0, partial: 1, insufficient: 2 } as Record<string, number>;
    const ranked = (await call('/api/v2/integration/rankings', { headers: h })).body as {
      run_id: string;
      overall_coverage: string;
      gap_count: number;
      gaps: { competency_id: string; name: string }[];
      rank: number;
      level: string;
    }[];
    expect(ranked.map((r) => r.run_id).sort()).to.deep.equal(runs.slice(0, 5).sort());
    for (let i = 1; i < ranked.length; i++) {
      const [a, b] = [ranked[i - 1]!, ranked[i]!];
      expect(tier[a.overall_coverage]! * 1000 + a.gap_count).to.be.at.most(
        tier[b.overall_coverage]! * 1000 + b.gap_count,
      );
    }
    expect(new Set(ranked.map((r) => r.overall_coverage)).size, 'the runs span several tiers').to.be.greaterThan(1);
    for (const r of ranked) {
      const status = (await call(runPath(r.run_id), { headers: h })).body;
      expect(r.overall_coverage).to.equal(status.coverage_summary.overall_coverage);
      expect(r.gap_count).to.equal(status.coverage_summary.gap_competencies.length);
      // The gaps by name (an extension): the gap competencies of the run's plan, named as the plan names them.
      const plan = (await call(runPath(r.run_id, '/plan'), { headers: h })).body.payload;
      const named = plan.competencies
        .filter((c: { id: string }) => status.coverage_summary.gap_competencies.includes(c.id))
        .map((c: { id: string; name: string }) => ({ competency_id: c.id, name: c.name }));
      expect(r.gaps).to.deep.equal(named);
    }
    expect(
      ranked.some((r) => r.gaps.length > 0),
      'some run has named gaps',
    ).to.equal(true);
    const analysts = (await call('/api/v2/integration/rankings?position=analyst&level=MID', { headers: h })).body;
    expect(analysts.map((r: { candidate_name: string }) => r.candidate_name)).to.deep.equal(['E2']);
    expect(analysts[0]).to.include({ rank: 1, level: 'mid' });
    const seniors = (await call('/api/v2/integration/rankings?level=SENIOR', { headers: h })).body;
    expect(seniors).to.have.length(4);
  });
});
