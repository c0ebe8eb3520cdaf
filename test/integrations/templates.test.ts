/**
 * Issue 36: interview templates. CRUD at /api/v2/interview-templates; the template's plan is generated once by the run
 * planner, revised with comments, edited directly and approved by a person; a run started from the approved template
 * begins APPROVED with that plan, and its assessment still waits for a person.
 */
import { expect } from 'chai';
import { call } from '../support/http.js';
import { apiKey, bearer, tenantAdmin, userWithPermissions, superAdmin } from '../support/identity.js';
import { customerKey } from '../support/runs.js';
import { stack } from '../support/stack.js';
import { newWorld } from '../webhooks/support.js';
import { BASE, validTemplate, waitForPlan } from './support.js';

describe('interview templates (issue 36)', function () {
  this.timeout(180_000);

  it('creates, lists, reads, renames and deletes a template; its plan is generated and waits for review', async () => {
    const headers = customerKey();
    const created = await call(BASE, { headers, body: validTemplate({ language: 'de-CH' }) });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    expect(created.body).to.deep.include({ name: 'Backend engineer, senior', language: 'de-CH', active: true });
    expect(created.body.plan_status).to.equal('generating');
    const id = created.body.template_id as string;

    const pending = await waitForPlan(id, 'pending');
    expect(pending.body.plan_revision).to.equal(0);
    const plan = await call(`${BASE}/${id}/plan`, { headers });
    expect(plan.status).to.equal(200);
    expect(plan.body.payload.competencies.length).to.be.greaterThan(0);
    expect(plan.body.payload, 'screening items are planned like a run').to.have.property('screening');

    const list = await call(BASE, { headers });
    expect(list.status).to.equal(200);
    expect(list.body.items.map((t: { template_id: string }) => t.template_id)).to.include(id);

    const renamed = await call(`${BASE}/${id}`, { method: 'PATCH', headers, body: { name: 'Backend (senior)' } });
    expect(renamed.status).to.equal(200);
    expect(renamed.body).to.deep.include({ name: 'Backend (senior)', plan_status: 'pending', plan_revision: 0 });

    const deleted = await call(`${BASE}/${id}`, { method: 'DELETE', headers });
    expect(deleted.status).to.equal(200);
    expect(deleted.body).to.deep.equal({ template_id: id, deleted: true });
    expect((await call(`${BASE}/${id}`, { headers })).status).to.equal(404);
    expect((await call(`${BASE}/${id}`, { method: 'DELETE', headers })).status).to.equal(404);
    expect((await call(`${BASE}/${id}`, { method: 'PATCH', headers, body: { name: 'x' } })).status).to.equal(404);
  });

  it('refuses bad input with a clear 400: unknown fields, limits, a role too thin to plan, an empty change', async () => {
    const headers = customerKey();
    const unknown = await call(BASE, { headers, body: validTemplate({ candidate_email: 'a@example.com' }) });
    expect(unknown.status).to.equal(400);
    const long = await call(BASE, { headers, body: validTemplate({ name: 'x'.repeat(201) }) });
    expect(long.status).to.equal(400);
    expect(long.body.message).to.match(/name/);
    const badLanguage = await call(BASE, { headers, body: validTemplate({ language: 'english please' }) });
    expect(badLanguage.status).to.equal(400);
    expect(badLanguage.body.message).to.match(/language/);
    const thin = await call(BASE, {
      headers,
      body: { name: 'Thin', position: 'Engineer', level: 'MID' },
    });
    expect(thin.status, JSON.stringify(thin.body)).to.equal(400);
    expect(thin.body.message).to.match(/too thin to plan/);
    const created = await call(BASE, { headers, body: validTemplate() });
    const empty = await call(`${BASE}/${created.body.template_id}`, { method: 'PATCH', headers, body: {} });
    expect(empty.status).to.equal(400);
    expect((await call(`${BASE}/not-a-uuid`, { headers })).status).to.equal(404);
    expect((await call(`${BASE}/not-a-uuid/plan`, { headers })).status).to.equal(404);
    const gone = '00000000-0000-4000-8000-000000000000';
    expect((await call(`${BASE}/${gone}/plan/revisions`, { headers })).status).to.equal(404);
  });

  it('revises with comments, edits directly, then approves; the history names each revision', async () => {
    const headers = customerKey();
    const id = (await call(BASE, { headers, body: validTemplate() })).body.template_id as string;
    await waitForPlan(id, 'pending');
    const noComments = await call(`${BASE}/${id}/plan/revise`, { headers, body: { comments: '' } });
    expect(noComments.status).to.equal(400);

    const revised = await call(`${BASE}/${id}/plan/revise`, {
      headers,
      body: { comments: 'Add a competency on system design' },
    });
    expect(revised.status, JSON.stringify(revised.body)).to.equal(200);
    expect(revised.body.plan_status).to.equal('generating');
    await waitForPlan(id, 'pending');

    const plan = (await call(`${BASE}/${id}/plan`, { headers })).body.payload;
    const competencies = plan.competencies.map(
      ({ role_importance: _, source_phrases: __, ...c }: Record<string, unknown>) => c,
    );
    competencies[0].name = 'Typed backend services';
    const edited = await call(`${BASE}/${id}/plan`, {
      method: 'PUT',
      headers,
      body: { competencies, base_revision: plan.revision, comment: 'Our wording' },
    });
    expect(edited.status, JSON.stringify(edited.body)).to.equal(200);
    expect(edited.body.payload.revision).to.equal(plan.revision + 1);
    const stale = await call(`${BASE}/${id}/plan`, {
      method: 'PUT',
      headers,
      body: { competencies, base_revision: plan.revision },
    });
    expect(stale.status, 'an edit of an older revision').to.equal(409);

    const approved = await call(`${BASE}/${id}/plan/approve`, { method: 'POST', headers });
    expect(approved.status).to.equal(200);
    expect(approved.body.plan_status).to.equal('approved');
    expect(approved.body.plan_approved_by.type).to.equal('api_key');
    expect((await call(`${BASE}/${id}/plan/approve`, { method: 'POST', headers })).status, 'approved once').to.equal(
      409,
    );

    const revisions = (await call(`${BASE}/${id}/plan/revisions`, { headers })).body.items;
    expect(revisions.map((r: { cause: string }) => r.cause)).to.deep.equal(['generated', 'revised', 'edited']);
    expect(revisions[1].comments).to.equal('Add a competency on system design');
    expect(revisions[2].comments).to.equal('Our wording');

    // A change to the role plans again and withdraws the approval.
    const replanned = await call(`${BASE}/${id}`, {
      method: 'PATCH',
      headers,
      body: { skills: ['Go', 'PostgreSQL'] },
    });
    expect(replanned.status).to.equal(200);
    expect(replanned.body).to.deep.include({ plan_status: 'generating', plan_approved_at: null });
    await waitForPlan(id, 'pending');
  });

  it('keeps tenants apart and asks for the permissions: interview:read reads, interview:create writes', async () => {
    const id = (await call(BASE, { headers: customerKey(), body: validTemplate() })).body.template_id as string;
    const other = await newWorld('templates');
    expect((await call(`${BASE}/${id}`, { headers: other.customerKey })).status).to.equal(404);
    expect((await call(`${BASE}/${id}/plan`, { headers: other.customerKey })).status).to.equal(404);
    expect(
      (await call(`${BASE}/${id}`, { method: 'PATCH', headers: other.customerKey, body: { name: 'mine' } })).status,
    ).to.equal(404);
    expect((await call(`${BASE}/${id}`, { method: 'DELETE', headers: other.customerKey })).status).to.equal(404);
    const theirs = (await call(BASE, { headers: other.customerKey })).body.items as { template_id: string }[];
    expect(theirs.map((t) => t.template_id)).not.to.include(id);

    const reader = await userWithPermissions(await superAdmin(), stack().creds.customer.tenant_id, ['interview:read']);
    expect((await call(BASE, { headers: bearer(reader.token) })).status).to.equal(200);
    const refused = await call(BASE, { headers: bearer(reader.token), body: validTemplate() });
    expect(refused.status).to.equal(403);
    expect((await call(BASE, { headers: apiKey('irs_wrong') })).status).to.equal(401);
    expect((await call(BASE, { headers: bearer(await tenantAdmin()) })).status).to.equal(200);
  });
});
