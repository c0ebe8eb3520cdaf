import { expect } from 'chai';
import { PRESETS } from '@irs/shared';
import { db } from '../support/db.js';
import { call } from '../support/http.js';
import { answerAll, invitedRun, relevantAnswers, startedInterview } from '../support/candidate.js';
import { bearer, userWithPermissions } from '../support/identity.js';
import { runPath, waitForState } from '../support/runs.js';
import { scanHistories } from '../support/temporal.js';
import { freePort } from '../support/ports.js';
import { startEntryPoint, stopProcess, waitFor200 } from '../support/process.js';
import { serviceEnv, stack } from '../support/stack.js';
import { capturedGateway } from '../reliability/support.js';
import { Receiver, newWorld, putMyConfig, type World } from '../webhooks/support.js';

const REPORT = '/api/v2/admin/bias-report';

/**
 * The synthetic fixture: outcome rows per sex × race cell, [assessed, selected] (selected = tier sufficient).
 *
 *   female × white 10/6, female × asian 6/2, male × white 12/9, male × asian 8/4,
 *   male × black_or_african_american 3/1, prefer_not_to_say × prefer_not_to_say 4/2, not_provided × not_provided 2/1
 *
 * By hand (suppressed: fewer than 5 assessed; prefer not to say and not provided: in no ratio):
 *   sex:  female 16/8 = 0.5; male 23/14 = 0.6087 (highest); female ratio 0.5 / 0.608696 = 0.8214, not flagged;
 *         prefer_not_to_say (4) and not_provided (2) suppressed.
 *   race: white 22/15 = 0.6818 (highest); asian 14/6 = 0.4286, ratio 0.6286, flagged;
 *         black_or_african_american (3), prefer_not_to_say (4), not_provided (2) suppressed.
 *   sex × race: male × white 12/9 = 0.75 (highest); female × white 0.6 -> ratio 0.8, exactly four fifths, not flagged;
 *         male × asian 0.5 -> 0.6667 flagged; female × asian 0.3333 -> 0.4444 flagged;
 *         male × black (3), the two unknown cells (4, 2) suppressed.
 *   45 assessed in all; 8 suppressed groups (2 + 3 + 3).
 */
const FIXTURE: [string, string, number, number][] = [
  ['female', 'white', 10, 6],
  ['female', 'asian', 6, 2],
  ['male', 'white', 12, 9],
  ['male', 'asian', 8, 4],
  ['male', 'black_or_african_american', 3, 1],
  ['prefer_not_to_say', 'prefer_not_to_say', 4, 2],
  ['not_provided', 'not_provided', 2, 1],
];

async function insertOutcomes(tenantId: string, position: string, month: string, cells = FIXTURE) {
  for (const [sex, race, assessed, selected] of cells)
    for (let i = 0; i < assessed; i++)
      await (
        await db()
      ).query(
        `INSERT INTO bias_outcomes (tenant_id, position, level, month, outcome_tier, sex, race)
         VALUES ($1, $2, 'MID', $3::date, $4, $5, $6)`,
        [tenantId, position, month, i < selected ? 'sufficient' : i % 2 ? 'partial' : 'insufficient', sex, race],
      );
}

const row = (groups: { dimension: string; group: string }[], dimension: string, group: string) =>
  groups.find((g) => g.dimension === dimension && g.group === group);

describe('bias monitoring: self-identification and the impact-ratio report (issue 37 §4)', function () {
  this.timeout(240_000);
  let w: World;
  let admin: { id: string; token: string };

  before(async () => {
    w = await newWorld('bias');
    admin = await userWithPermissions(w.platformAdmin, w.customerId, [...PRESETS.tenant_admin]);
    await insertOutcomes(w.customerId, 'Data Engineer', '2026-03-01');
  });

  it('matches the hand-computed fixture: rates, ratios, suppression, the four-fifths flag', async () => {
    const res = await call(`${REPORT}?position=data%20engineer&level=MID&from=2026-03&to=2026-03`, {
      headers: bearer(admin.token),
    });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    const { groups } = res.body;
    expect(res.body).to.include({ total_assessed: 45, minimum_count: 5, threshold: 0.8, suppressed_groups: 8 });
    expect(res.body.scope.tenant_ids).to.deep.equal([w.customerId]);
    expect(res.body.note).to.match(/fewer than 5 assessed are suppressed/);

    expect(row(groups, 'sex', 'female')).to.include({
      assessed: 16,
      selected: 8,
      selection_rate: 0.5,
      impact_ratio: 0.8214,
      flagged: false,
    });
    expect(row(groups, 'sex', 'male')).to.include({
      assessed: 23,
      selected: 14,
      selection_rate: 0.6087,
      impact_ratio: 1,
      flagged: false,
    });
    expect(row(groups, 'sex', 'prefer_not_to_say')).to.include({
      assessed: 4,
      selected: null,
      selection_rate: null,
      impact_ratio: null,
      suppressed: true,
      excluded: true,
    });
    expect(row(groups, 'race', 'white')).to.include({
      assessed: 22,
      selected: 15,
      selection_rate: 0.6818,
      impact_ratio: 1,
    });
    expect(row(groups, 'race', 'asian')).to.include({
      assessed: 14,
      selected: 6,
      selection_rate: 0.4286,
      impact_ratio: 0.6286,
      flagged: true,
    });
    expect(row(groups, 'race', 'black_or_african_american')).to.include({
      assessed: 3,
      suppressed: true,
      impact_ratio: null,
      flagged: false,
    });
    expect(row(groups, 'sex_x_race', 'male × white')).to.include({ selection_rate: 0.75, impact_ratio: 1 });
    expect(row(groups, 'sex_x_race', 'female × white')).to.include({
      selection_rate: 0.6,
      impact_ratio: 0.8,
      flagged: false,
    });
    expect(row(groups, 'sex_x_race', 'male × asian')).to.include({
      selection_rate: 0.5,
      impact_ratio: 0.6667,
      flagged: true,
    });
    expect(row(groups, 'sex_x_race', 'female × asian')).to.include({
      selection_rate: 0.3333,
      impact_ratio: 0.4444,
      flagged: true,
    });
    expect(row(groups, 'sex_x_race', 'male × black_or_african_american')).to.include({ assessed: 3, suppressed: true });
    expect(groups.filter((g: { flagged: boolean }) => g.flagged)).to.have.length(3);

    // Filters narrow: another position, another month, nothing.
    const other = await call(`${REPORT}?position=Designer`, { headers: bearer(admin.token) });
    expect(other.body).to.include({ total_assessed: 0 });
    const later = await call(`${REPORT}?from=2026-04`, { headers: bearer(admin.token) });
    expect(later.body.total_assessed).to.equal(0);

    const csv = await call(`${REPORT}.csv?position=Data%20Engineer`, { headers: bearer(admin.token) });
    expect(csv.status).to.equal(200);
    expect(csv.headers.get('content-type')).to.match(/^text\/csv/);
    const lines = String(csv.body).trim().split('\n');
    expect(lines[0]).to.equal(
      'dimension,group,assessed,selected,selection_rate,impact_ratio,suppressed,excluded,flagged',
    );
    expect(lines).to.include('race,asian,14,6,0.4286,0.6286,false,false,true');
    expect(lines).to.include('sex_x_race,male × black_or_african_american,3,,,,true,false,false');
    expect(lines.at(-1)).to.match(/^"# Groups with fewer than 5/);
  });

  it('tenant admins only, their own tenant; a platform admin sees its customers together; bad filters are 400s', async () => {
    const recruiter = await userWithPermissions(w.platformAdmin, w.customerId, [...PRESETS.recruiter]);
    const refused = await call(REPORT, { headers: bearer(recruiter.token) });
    expect(refused.status).to.equal(403);
    expect((await call(`${REPORT}.csv`, { headers: bearer(recruiter.token) })).status).to.equal(403);
    const badMonth = await call(`${REPORT}?from=2026-13`, { headers: bearer(admin.token) });
    expect(badMonth.status).to.equal(400);
    expect(badMonth.body.message).to.match(/YYYY-MM/);
    const backwards = await call(`${REPORT}?from=2026-05&to=2026-01`, { headers: bearer(admin.token) });
    expect(backwards.status).to.equal(400);

    // A second customer of the same platform, and a foreign world that must never count.
    const second = await call('/api/v2/admin/tenants', { headers: bearer(w.platformAdmin), body: { name: 'bias 2' } });
    await insertOutcomes(second.body.id, 'Data Engineer', '2026-03-01', [['female', 'white', 5, 5]]);
    const foreign = await newWorld('bias-foreign');
    await insertOutcomes(foreign.customerId, 'Data Engineer', '2026-03-01', [['male', 'asian', 50, 0]]);
    const mine = await call(REPORT, { headers: bearer(admin.token) });
    expect(mine.body.total_assessed).to.equal(45);
    const platform = await call(`${REPORT}?position=Data%20Engineer`, { headers: bearer(w.platformAdmin) });
    expect(platform.status, JSON.stringify(platform.body)).to.equal(200);
    expect(platform.body.scope.tenant_ids).to.have.members([w.customerId, second.body.id]);
    expect(platform.body.total_assessed).to.equal(50);
    expect(row(platform.body.groups, 'sex_x_race', 'female × white')).to.include({ assessed: 15, selected: 11 });
  });

  it('a full lifecycle: the answers reach the de-identified outcome only, never a webhook, export, history or log line', async () => {
    const gw = await capturedGateway();
    const receiver = await Receiver.start();
    // The production worker in its own process, at trace level: it writes the de-identified outcome at approval, so
    // its log lines are scanned too.
    await stack().worker.stop();
    const port = await freePort();
    const worker = startEntryPoint('@irs/worker/main', {
      ...serviceEnv(),
      LOG_LEVEL: 'trace',
      WORKER_METRICS_PORT: String(port),
    });
    try {
      await waitFor200(`http://127.0.0.1:${port}/metrics`, 60_000, worker.output);
      await putMyConfig(w.customerKey, { callback_url: receiver.url() });
      const invited = await invitedRun({ position: 'Bias Probe Engineer' }, w.customerKey);
      const { headers } = await startedInterview(invited);
      const plan = (await call(runPath(invited.runId, '/plan'), { headers: w.customerKey })).body.payload;
      await answerAll(headers, relevantAnswers(plan));
      expect((await call('/api/v1/candidate-session/complete', { headers, body: {} })).status).to.equal(200);
      const early = await call('/api/v1/candidate-session/self-identification', {
        origin: gw.origin,
        headers,
        body: { sex: 'female', race: 'native_hawaiian_or_pacific_islander' },
      });
      expect(early.status, JSON.stringify(early.body)).to.equal(201);
      const bad = await call('/api/v1/candidate-session/self-identification', {
        origin: gw.origin,
        headers,
        body: { sex: 'x', race: 'white' },
      });
      expect(bad.status).to.equal(400);
      const [stored] = await (
        await db()
      ).query(`SELECT answers_enc FROM self_identifications WHERE run_id = $1`, [invited.runId]);
      expect(stored.answers_enc).to.not.include('native_hawaiian');

      await waitForState(invited.runId, 'ASSESSMENT_READY', w.customerKey, 60_000);
      const approved = await call(runPath(invited.runId, '/assessment/approve'), {
        origin: gw.origin,
        headers: w.customerKey,
        body: {},
      });
      expect(approved.status).to.equal(200);
      const outcomes = await (
        await db()
      ).query(`SELECT * FROM bias_outcomes WHERE tenant_id = $1 AND position = 'Bias Probe Engineer'`, [w.customerId]);
      expect(outcomes).to.have.length(1);
      expect(outcomes[0]).to.include({ sex: 'female', race: 'native_hawaiian_or_pacific_islander', level: 'SENIOR' });
      expect(Object.keys(outcomes[0]).sort()).to.deep.equal(
        ['id', 'tenant_id', 'position', 'level', 'month', 'outcome_tier', 'sex', 'race'].sort(),
      );

      const needles = ['native_hawaiian', '"sex"', 'self_identification"'];
      const exported = JSON.stringify(
        (await call(runPath(invited.runId, '/candidate-data/export'), { headers: w.customerKey })).body,
      );
      await receiver.waitFor((r) => r.some((x) => (x.json as { event?: string })?.event === 'interview.completed'));
      const webhooks = receiver.received.map((r) => r.body).join('\n');
      const deliveries = JSON.stringify(
        await (await db()).query(`SELECT envelope FROM webhook_deliveries WHERE run_id = $1`, [invited.runId]),
      );
      const { histories, found } = await scanHistories(
        `WorkflowId = '${invited.runId}' OR WorkflowId STARTS_WITH 'webhook-'`,
        (id) => id === invited.runId || id.startsWith('webhook-'),
        needles,
      );
      const logs = gw.lines.join('');
      expect(gw.lines.length, 'the gateway logged the calls').to.be.greaterThan(2);
      expect(worker.output(), 'the worker logged the run').to.include(invited.runId);
      expect(histories).to.be.greaterThan(1);
      for (const [where, text] of [
        ['export', exported],
        ['webhooks', webhooks],
        ['delivery log', deliveries],
        ['gateway log', logs],
        ['worker log', worker.output()],
      ] as const)
        for (const n of needles) expect(text, `${n} in ${where}`).to.not.include(n);
      expect(found, 'Temporal histories').to.deep.equal([]);

      // The purge takes the answers; the de-identified outcome stays.
      const purged = await call(runPath(invited.runId, '/candidate-data'), {
        method: 'DELETE',
        headers: w.customerKey,
        body: {},
      });
      expect(purged.status).to.equal(200);
      const left = await (
        await db()
      ).query(`SELECT count(*)::int AS n FROM self_identifications WHERE run_id = $1`, [invited.runId]);
      expect(left[0].n).to.equal(0);
      const kept = await (
        await db()
      ).query(
        `SELECT count(*)::int AS n FROM bias_outcomes WHERE tenant_id = $1 AND position = 'Bias Probe Engineer'`,
        [w.customerId],
      );
      expect(kept[0].n).to.equal(1);
    } finally {
      await stopProcess(worker.child);
      await stack().worker.start();
      await receiver.close();
      await gw.close();
    }
  });
});
