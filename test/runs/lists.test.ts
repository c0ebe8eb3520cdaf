import { expect } from 'chai';
import { RUN_STATES, RunListQuery } from '@irs/shared';
import { runListQuery } from '@irs/gateway';
import { call } from '../support/http.js';
import { db } from '../support/db.js';
import { bearer, oauthToken, userWithPermissions } from '../support/identity.js';
import { createInterview, pendingRun, runPath } from '../support/runs.js';
import { stack } from '../support/stack.js';
import { newWorld, type World } from '../webhooks/support.js';
import { LIST_PATH, keyWith, openStream, ownGateway, until, type EventStream } from './support.js';

/** A run created with too little role data waits in INFO_NEEDED at once: no plan to wait for. */
const INSUFFICIENT = { skills: undefined, qualifications: undefined, job_description: undefined };

const ids = (body: { items: { run_id: string }[] }) => body.items.map((i) => i.run_id);

describe('run list, timeline and change stream (REST v2 and legacy, real stack)', function () {
  this.timeout(120_000);
  let a: World;
  let b: World;
  /** Tenant A's runs: PENDING, APPROVED, CANCELLED, INFO_NEEDED; B's one PENDING run. */
  const run = { backend: '', frontend: '', data: '', waiting: '', other: '' };

  before(async () => {
    [a, b] = await Promise.all([newWorld('lists'), newWorld('lists-other')]);
    const h = a.customerKey;
    [run.backend, run.frontend, run.data, run.waiting, run.other] = await Promise.all([
      pendingRun(
        {
          position: 'Senior Backend Engineer',
          level: 'SENIOR',
          candidate_ref: 'cand-1',
          candidate_name: 'Ada Lovelace',
        },
        h,
      ),
      pendingRun({ position: 'Frontend Developer', level: 'MID', candidate_ref: 'cand-2' }, h),
      pendingRun({ position: 'Data Engineer', level: 'ENTRY', candidate_ref: 'cand-1' }, h),
      createInterview(
        { ...INSUFFICIENT, position: 'backend platform LEAD', level: 'LEAD', candidate_ref: 'cand-3' },
        h,
      ).then((r) => (expect(r.body.state).to.equal('INFO_NEEDED'), r.body.run_id as string)),
      pendingRun({ position: 'Senior Backend Engineer', candidate_ref: 'cand-1' }, b.customerKey),
    ]);
    expect((await call(runPath(run.frontend, '/plan/approve'), { headers: h, body: {} })).body.state).to.equal(
      'APPROVED',
    );
    expect((await call(runPath(run.data), { method: 'DELETE', headers: h, body: {} })).body.state).to.equal(
      'CANCELLED',
    );
  });

  const list = (query = '', headers = a.customerKey) => call(`${LIST_PATH}${query}`, { headers });

  describe('GET /api/v2/integration/interviews', () => {
    it("lists the tenant's runs, last change first, with the read model's values", async () => {
      const res = await list();
      expect(res.status).to.equal(200);
      const rows = await (
        await db()
      ).query(
        `SELECT run_id, interview_id, external_id, candidate_ref, candidate_name, position, level, state, awaiting_human,
                created_at, updated_at
           FROM runs WHERE tenant_id = $1 ORDER BY updated_at DESC, run_id DESC`,
        [a.customerId],
      );
      expect(rows).to.have.length(4);
      expect(res.body.next_cursor).to.equal(null);
      expect(res.body.items).to.deep.equal(
        rows.map((r: Record<string, any>) => ({
          ...r,
          overall_coverage: null,
          created_at: r.created_at.toISOString(),
          updated_at: r.updated_at.toISOString(),
        })),
      );
      const backend = res.body.items.find((i: { run_id: string }) => i.run_id === run.backend);
      expect(backend).to.include({ state: 'PENDING', awaiting_human: true, candidate_name: 'Ada Lovelace' });
      expect(ids(res.body)).not.to.include(run.other);
    });

    it("gives the candidate's name only to a caller holding candidate:read", async () => {
      const reader = await keyWith(a.platformAdmin, a.customerId, ['interview:read']);
      const res = await list(`?candidate_ref=cand-1&state=PENDING`, reader.headers);
      expect(res.status).to.equal(200);
      expect(res.body.items).to.have.length(1);
      expect(res.body.items[0]).to.include({ run_id: run.backend, candidate_ref: 'cand-1', candidate_name: null });
      const refused = await list('', (await keyWith(a.platformAdmin, a.customerId, ['webhook:read'])).headers);
      expect(refused.status).to.equal(403);
      expect(refused.body.message).to.equal('Missing permission: interview:read');
    });

    it('narrows by each filter, and by several together', async () => {
      const cases: [string, string[]][] = [
        ['?state=PENDING', [run.backend]],
        ['?state=PENDING&state=INFO_NEEDED', [run.backend, run.waiting]],
        ['?awaiting_human=true', [run.backend, run.waiting]],
        ['?awaiting_human=false', [run.frontend, run.data]],
        ['?position=BACKEND', [run.backend, run.waiting]],
        ['?position=%25', []], // a LIKE wildcard is a character like any other
        ['?level=MID', [run.frontend]],
        ['?candidate_ref=cand-1', [run.backend, run.data]],
        ['?candidate_ref=cand-1&state=CANCELLED', [run.data]],
        ['?position=engineer&awaiting_human=false&level=ENTRY', [run.data]],
      ];
      for (const [query, expected] of cases) {
        const res = await list(query);
        expect(res.status, query).to.equal(200);
        expect(ids(res.body), query).to.have.members(expected);
      }
      const [frontend] = await (await db()).query(`SELECT external_id FROM runs WHERE run_id = $1`, [run.frontend]);
      const byExternal = await list(`?external_id=${encodeURIComponent(frontend.external_id)}`);
      expect(ids(byExternal.body)).to.deep.equal([run.frontend]);
      const [other] = await (await db()).query(`SELECT external_id FROM runs WHERE run_id = $1`, [run.other]);
      const foreign = await list(`?external_id=${encodeURIComponent(other.external_id)}`);
      expect(foreign.body).to.deep.equal({ items: [], next_cursor: null });
    });

    it('pages through with the cursor: every run once, in order', async () => {
      const all = ids((await list()).body);
      for (const limit of [1, 3]) {
        const seen: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const res = await list(`?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
          expect(res.status).to.equal(200);
          expect(res.body.items.length).to.be.at.most(limit);
          seen.push(...ids(res.body));
          cursor = res.body.next_cursor;
          pages += 1;
        } while (cursor);
        expect(seen, `limit ${limit}`).to.deep.equal(all);
        expect(pages).to.equal(Math.ceil(all.length / limit));
      }
      const inbox = await list('?awaiting_human=true&limit=1');
      const second = await list(`?awaiting_human=true&limit=1&cursor=${inbox.body.next_cursor}`);
      expect([...ids(inbox.body), ...ids(second.body)]).to.have.members([run.backend, run.waiting]);
      expect(second.body.next_cursor).to.equal(null);
    });

    it('answers bad input with a 400 naming the field, never a 500', async () => {
      const forged = (fields: unknown) => Buffer.from(JSON.stringify(fields)).toString('base64url');
      const cases: [string, string][] = [
        ['?cursor=not-a-cursor', 'query.cursor'],
        ['?cursor=%2B%2F%3D', 'query.cursor'],
        [`?cursor=${forged({ u: '2026-02-30T10:00:00.000000Z', r: run.backend })}`, 'query.cursor'],
        [`?cursor=${forged({ u: '2026-01-01T10:00:00.000000Z', r: "x' OR 1=1" })}`, 'query.cursor'],
        [`?cursor=${'A'.repeat(300)}`, 'query.cursor'],
        ['?state=DONE', 'query.state'],
        ['?state=PENDING&state=NOPE', 'query.state'],
        ['?limit=500', 'query.limit'],
        ['?limit=0', 'query.limit'],
        ['?limit=ten', 'query.limit'],
        ['?limit=1&limit=2', 'query.limit'],
        ['?awaiting_human=yes', 'query.awaiting_human'],
        ['?level=senior', 'query.level'],
        [`?position=${'x'.repeat(201)}`, 'query.position'],
        [`?external_id=${'x'.repeat(201)}`, 'query.external_id'],
        ['?candidate_ref=', 'query.candidate_ref'],
        ['?position=%00', 'query.position'], // PostgreSQL text holds no NUL: refused before any query
        ['?external_id=a%00', 'query.external_id'],
        ['?tenant_id=x', 'query.tenant_id'],
        ['?state[]=PENDING', 'query.state[]'],
      ];
      for (const [query, field] of cases) {
        const res = await list(query);
        expect(res.status, query).to.equal(400);
        expect(res.body.statusCode, query).to.equal(400);
        expect(res.body.message, query).to.include(field);
      }
      const state = await list('?state=DONE');
      expect(state.body.message).to.include('INFO_NEEDED').and.to.include('CANCELLED');
    });

    it("never shows another tenant's runs", async () => {
      const res = await list('', b.customerKey);
      expect(ids(res.body)).to.deep.equal([run.other]);
      const mine = await list('?limit=100');
      expect(ids(mine.body)).not.to.include(run.other);
    });

    it('is served by an index for every filter (EXPLAIN on the real database)', async () => {
      const cursor = (await list('?limit=1')).body.next_cursor as string;
      const inboxCursor = (await list('?limit=1&awaiting_human=true')).body.next_cursor as string;
      const combos: [Record<string, string | string[]>, string[]][] = [
        [{}, ['runs_list_idx']],
        [{ cursor }, ['runs_list_idx']],
        [{ state: 'PENDING' }, ['runs_list_state_idx']],
        [{ state: ['PENDING', 'INFO_NEEDED'] }, ['runs_list_state_idx', 'runs_list_idx']],
        [{ awaiting_human: 'true' }, ['runs_list_awaiting_idx']],
        [{ awaiting_human: 'true', cursor: inboxCursor }, ['runs_list_awaiting_idx']],
        [{ awaiting_human: 'false' }, ['runs_list_idx']],
        [{ position: 'backend' }, ['runs_list_idx']],
        [{ level: 'MID' }, ['runs_list_idx']],
        [{ external_id: 'ats-1' }, ['runs_tenant_id_external_id_key']],
        [{ candidate_ref: 'cand-1' }, ['runs_candidate_ref_idx']],
      ];
      const runner = (await db()).createQueryRunner();
      await runner.connect();
      try {
        await runner.startTransaction();
        // A busy tenant, in this transaction only (rolled back): with four runs, any index or none is as cheap and
        // the planner's pick would say nothing; with 3,000 (and ANALYZE) it chooses as on a production table, so
        // sequential scans need not be switched off.
        await runner.query(
          `INSERT INTO runs (run_id, interview_id, tenant_id, external_id, state, awaiting_human, position, level,
                             request, candidate_ref, updated_at)
           SELECT 'run_1_' || to_hex(i), gen_random_uuid(), $1, 'explain-' || i, s.state,
                  s.state IN ('INFO_NEEDED', 'PENDING', 'ASSESSMENT_READY'),
                  (ARRAY['Backend Engineer', 'Designer', 'Data Analyst', 'Nurse'])[1 + i % 4],
                  (ARRAY['ENTRY', 'MID', 'SENIOR', 'LEAD', 'EXEC'])[1 + i % 5], '{}', 'ref-' || i % 500,
                  now() - i * interval '1 minute'
             FROM generate_series(1, 3000) i,
                  LATERAL (SELECT ($2::text[])[1 + i % cardinality($2::text[])] AS state) s`,
          [a.customerId, [...RUN_STATES]],
        );
        await runner.query('ANALYZE runs');
        for (const [query, expected] of combos) {
          const { sql, params } = runListQuery(a.customerId, RunListQuery.parse(query));
          const [{ 'QUERY PLAN': plan }] = await runner.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
          const nodes: Record<string, any>[] = [];
          const walk = (n: Record<string, any>) => (nodes.push(n), (n.Plans ?? []).forEach(walk));
          walk(plan[0].Plan);
          const label = JSON.stringify(query);
          expect(
            nodes.filter((n) => n['Node Type'] === 'Seq Scan'),
            label,
          ).to.deep.equal([]);
          const used = nodes.filter((n) => n['Index Name']);
          expect(used, label).to.have.length.greaterThan(0);
          for (const n of used) {
            expect(['Index Scan', 'Index Only Scan', 'Bitmap Index Scan'], label).to.include(n['Node Type']);
            expect(expected, label).to.include(n['Index Name']);
          }
        }
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
    });
  });

  describe('GET /api/v2/integration/interviews/:run_id/events', () => {
    it('is the run timeline, oldest first, with who caused each step; the actor is not in the webhook envelope', async () => {
      const me = await call('/api/v2/me', { headers: a.customerKey });
      const res = await call(runPath(run.frontend, '/events'), { headers: a.customerKey });
      expect(res.status).to.equal(200);
      const stored = await (
        await db()
      ).query(
        `SELECT sequence, event, envelope, actor_type, actor_id, created_at FROM run_events WHERE run_id = $1 ORDER BY sequence`,
        [run.frontend],
      );
      expect(stored.map((e: { event: string }) => e.event)).to.deep.equal([
        'interview.plan_generated',
        'interview.approved',
      ]);
      expect(stored[1]).to.include({ actor_type: 'api_key', actor_id: me.body.id });
      for (const e of stored) expect(e.envelope).not.to.have.property('actor');
      expect(res.body).to.deep.equal({
        items: stored.map((e: Record<string, any>, i: number) => ({
          sequence: e.sequence,
          event: e.event,
          state: ['PENDING', 'APPROVED'][i],
          actor: i === 0 ? null : { type: 'api_key', id: me.body.id },
          at: e.created_at.toISOString(),
        })),
      });
      const cancelled = await call(runPath(run.data, '/events'), { headers: a.customerKey });
      expect(cancelled.body.items.map((e: { event: string; state: string }) => [e.event, e.state])).to.deep.equal([
        ['interview.plan_generated', 'PENDING'],
        ['interview.cancelled', 'CANCELLED'],
      ]);
      const waiting = await call(runPath(run.waiting, '/events'), { headers: a.customerKey });
      expect(waiting.body.items).to.have.length(1);
      expect(waiting.body.items[0]).to.include({ event: 'interview.info_needed', state: 'INFO_NEEDED', actor: null });
    });

    it("is a 404 for another tenant's run, the same as for a made-up id", async () => {
      const foreign = await call(runPath(run.other, '/events'), { headers: a.customerKey });
      const madeUp = await call(runPath('run_1_abc', '/events'), { headers: a.customerKey });
      expect(foreign.status).to.equal(404);
      expect(foreign.body).to.deep.equal({ statusCode: 404, message: `run ${run.other} not found` });
      expect(madeUp.body).to.deep.equal({ statusCode: 404, message: 'run run_1_abc not found' });
      const own = await call(runPath(run.other, '/events'), { headers: b.customerKey });
      expect(own.body.items.map((e: { event: string }) => e.event)).to.deep.equal(['interview.plan_generated']);
    });
  });

  describe('the legacy base (camelCase)', () => {
    it('GET /api/v1/interviews lists with the same filters in camelCase', async () => {
      const res = await call('/api/v1/interviews?awaitingHuman=true&limit=10', { headers: a.customerKey });
      expect(res.status).to.equal(200);
      expect(res.body).to.have.all.keys('items', 'nextCursor');
      expect(res.body.items.map((i: { runId: string }) => i.runId)).to.have.members([run.backend, run.waiting]);
      const v2 = (await list('?awaiting_human=true&limit=10')).body.items;
      const backend = res.body.items.find((i: { runId: string }) => i.runId === run.backend);
      const snake = v2.find((i: { run_id: string }) => i.run_id === run.backend);
      expect(backend).to.deep.equal({
        runId: snake.run_id,
        interviewId: snake.interview_id,
        externalId: snake.external_id,
        candidateRef: 'cand-1',
        candidateName: 'Ada Lovelace',
        position: 'Senior Backend Engineer',
        level: 'SENIOR',
        state: 'PENDING',
        awaitingHuman: true,
        overallCoverage: null,
        createdAt: snake.created_at,
        updatedAt: snake.updated_at,
      });
      const paged = await call('/api/v1/interviews?limit=1&candidateRef=cand-1', { headers: a.customerKey });
      const next = await call(`/api/v1/interviews?limit=1&candidateRef=cand-1&cursor=${paged.body.nextCursor}`, {
        headers: a.customerKey,
      });
      expect([...paged.body.items, ...next.body.items].map((i: { runId: string }) => i.runId)).to.have.members([
        run.backend,
        run.data,
      ]);
      const nul = await call('/api/v1/interviews?candidateRef=%00', { headers: a.customerKey });
      expect(nul.status).to.equal(400);
      expect(nul.body.details.map((d: { field: string }) => d.field)).to.deep.equal(['query.candidateRef']);
      const bad = await call('/api/v1/interviews?awaiting_human=true', { headers: a.customerKey });
      expect(bad.status).to.equal(400);
      expect(bad.body).to.include({ statusCode: 400, error: 'Bad Request' });
      expect(bad.body.details).to.deep.equal([
        { field: 'query.awaiting_human', message: 'query.awaiting_human: unknown field' },
      ]);
    });

    it('GET /api/v1/interviews/:id answers the status by run_id or interview_id', async () => {
      const [row] = await (await db()).query(`SELECT interview_id FROM runs WHERE run_id = $1`, [run.waiting]);
      for (const id of [run.waiting, row.interview_id]) {
        const res = await call(`/api/v1/interviews/${id}`, { headers: a.customerKey });
        expect(res.status).to.equal(200);
        expect(res.body).to.deep.include({
          runId: run.waiting,
          interviewId: row.interview_id,
          state: 'INFO_NEEDED',
          awaitingHuman: true,
          coverageSummary: null,
        });
        expect(res.body.missingFields.map((m: { field: string }) => m.field)).to.include('skills');
      }
      const [other] = await (await db()).query(`SELECT interview_id FROM runs WHERE run_id = $1`, [run.other]);
      for (const id of [run.other, other.interview_id, 'nope']) {
        const res = await call(`/api/v1/interviews/${id}`, { headers: a.customerKey });
        expect(res.status, id).to.equal(404);
        expect(res.body).to.include({ statusCode: 404, error: 'Not Found' });
      }
    });

    it('GET /api/v1/workflow/:run_id/state and /history read the run and its timeline', async () => {
      const state = await call(`/api/v1/workflow/${run.frontend}/state`, { headers: a.customerKey });
      expect(state.body).to.deep.equal({ runId: run.frontend, state: 'APPROVED', awaitingHuman: false });
      const history = await call(`/api/v1/workflow/${run.frontend}/history`, { headers: a.customerKey });
      expect(history.status).to.equal(200);
      expect(history.body).to.deep.equal(
        (await call(runPath(run.frontend, '/events'), { headers: a.customerKey })).body,
      );
      for (const path of [`/api/v1/workflow/${run.other}/state`, `/api/v1/workflow/${run.other}/history`]) {
        const foreign = await call(path, { headers: a.customerKey });
        expect(foreign.body).to.deep.equal({
          statusCode: 404,
          message: `run ${run.other} not found`,
          error: 'Not Found',
          details: [],
        });
      }
    });
  });

  describe('GET /api/v2/integration/interviews/stream (Server-Sent Events)', () => {
    const opened: EventStream[] = [];
    const open = async (headers: Record<string, string>, origin?: string) => {
      const s = await openStream(headers, origin);
      opened.push(s);
      return s;
    };
    afterEach(() => opened.splice(0).forEach((s) => s.close()));

    it("delivers each change of the caller's tenant within 2 s, to every credential type, and no other tenant's", async () => {
      const [s, t] = await Promise.all([newWorld('stream'), newWorld('stream-other')]);
      const user = await userWithPermissions(s.platformAdmin, s.customerId, ['interview:read']);
      const oauth = await oauthToken({ tenant_id: s.customerId, scope: 'interview:read' });
      const mine = [await open(bearer(user.token)), await open(bearer(oauth)), await open(s.customerKey)];
      const theirs = await open(t.customerKey);
      for (const stream of [...mine, theirs]) {
        expect(stream.status).to.equal(200);
        expect(stream.headers.get('content-type')).to.equal('text/event-stream; charset=utf-8');
        expect(stream.headers.get('cache-control')).to.equal('no-cache, no-transform');
      }
      await until(() => mine.every((m) => m.retry === 3000 && m.comments.includes('connected')), 2000, 'retry hint');

      // Anyone with database access may NOTIFY the channel: what is not a change of ours is dropped, nothing breaks.
      const forged = { tenant_id: s.customerId, run_id: 'run_1_ab', state: 'PENDING', awaiting_human: true };
      for (const payload of ['null', '[1]', 'not json', JSON.stringify({ ...forged, updated_at: 'never' })])
        await (await db()).query(`SELECT pg_notify('run_changes', $1)`, [payload]);
      const created = await createInterview(INSUFFICIENT, s.customerKey);
      const runId = created.body.run_id as string;
      const cancelled = await call(runPath(runId), { method: 'DELETE', headers: s.customerKey, body: {} });
      const answeredAt = Date.now();
      expect(cancelled.body.state).to.equal('CANCELLED');
      const [row] = await (await db()).query(`SELECT updated_at FROM runs WHERE run_id = $1`, [runId]);
      for (const stream of mine) {
        await until(() => stream.changes.length === 2, 2000, 'both changes');
        expect(stream.changes.map((c) => c.data)).to.deep.equal([
          { run_id: runId, state: 'INFO_NEEDED', awaiting_human: true, updated_at: stream.changes[0]!.data.updated_at },
          { run_id: runId, state: 'CANCELLED', awaiting_human: false, updated_at: row.updated_at.toISOString() },
        ]);
        expect(stream.changes[1]!.at - answeredAt).to.be.below(2000);
      }

      const theirRun = (await createInterview(INSUFFICIENT, t.customerKey)).body.run_id;
      await until(() => theirs.changes.length === 1, 2000, "the other tenant's change");
      expect(theirs.changes[0]!.data).to.include({ run_id: theirRun, state: 'INFO_NEEDED' });
      await new Promise((r) => setTimeout(r, 300));
      for (const stream of mine) expect(stream.changes.map((c) => c.data.run_id)).to.deep.equal([runId, runId]);
    });

    it('accepts the credentials in headers only (none, or a token in the URL, is a 401); HEAD ends at once', async () => {
      const none = await open({});
      expect(none.status).to.equal(401);
      const oauth = await oauthToken({ tenant_id: a.customerId, scope: 'interview:read' });
      const res = await call(`${LIST_PATH}/stream?access_token=${oauth}`);
      expect(res.status).to.equal(401);
      expect(res.body).to.deep.equal({ statusCode: 401, message: 'Missing or invalid credentials' });
      const head = await fetch(`${stack().origin}${LIST_PATH}/stream`, { method: 'HEAD', headers: bearer(oauth) });
      expect(head.status).to.equal(200);
      expect(head.headers.get('content-type')).to.equal('text/event-stream; charset=utf-8');
      expect(await head.text(), 'a HEAD ends at once').to.equal('');
    });

    it('sends a heartbeat comment every 15 s; a revoked credential ends its stream at the next beat', async function () {
      this.timeout(60_000);
      const revoked = await keyWith(a.platformAdmin, a.customerId, ['interview:read']);
      const kept = await open(a.customerKey);
      const ending = await open(revoked.headers);
      expect(ending.status).to.equal(200);
      const deleted = await call(`/api/v2/admin/tenants/${a.customerId}/api-keys/${revoked.id}`, {
        method: 'DELETE',
        headers: bearer(a.platformAdmin),
      });
      expect(deleted.status).to.equal(200);
      await until(() => kept.comments.includes('heartbeat'), 20_000, 'heartbeat');
      await until(() => ending.ended, 3000, 'the revoked stream ends');
      expect(ending.comments).not.to.include('heartbeat');
      expect(kept.ended).to.equal(false);
    });

    it('allows 50 open streams per tenant, then 429; a stream the client closes frees its slot', async () => {
      const w = await newWorld('stream-limit');
      const streams = await Promise.all(Array.from({ length: 50 }, () => open(w.customerKey)));
      expect(streams.map((s) => s.status)).to.deep.equal(Array(50).fill(200));
      const refused = await open(w.customerKey);
      expect(refused.status).to.equal(429);
      expect(refused.body.message).to.equal('At most 50 open streams per tenant; close one first');
      expect(refused.headers.get('retry-after')).to.equal('5');
      expect((await open(b.customerKey)).status, 'another tenant is not limited by it').to.equal(200);
      streams[0]!.close();
      let again: EventStream | undefined;
      const deadline = Date.now() + 2000;
      while (again?.status !== 200 && Date.now() < deadline) again = await open(w.customerKey);
      expect(again?.status, 'the closed stream released its slot').to.equal(200);
    });

    it("reaches a second gateway's streams too, and ends them when that gateway shuts down", async () => {
      const w = await newWorld('stream-shutdown');
      const gateway = await ownGateway();
      try {
        const stream = await open(w.customerKey, gateway.origin);
        expect(stream.status).to.equal(200);
        const created = await createInterview(INSUFFICIENT, w.customerKey); // through the stack's gateway
        await until(() => stream.changes.length === 1, 2000, 'the change on the second gateway');
        expect(stream.changes[0]!.data).to.include({ run_id: created.body.run_id, state: 'INFO_NEEDED' });
        await gateway.closeListeners();
        await until(() => stream.ended, 2000, 'the stream ends at shutdown');
        const refused = await open(w.customerKey, gateway.origin);
        expect(refused.status).to.equal(503);
        expect(refused.body.message).to.equal('The gateway is shutting down; reconnect');
      } finally {
        await gateway.close();
      }
    });
  });
});
