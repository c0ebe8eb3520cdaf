import { expect } from 'chai';
import { plannerFor } from '@irs/activities';
import { loadConfig } from '@irs/shared';
import { loadEmbedder } from '@irs/semantic';
import {
  LLM_PLANNER_VERSION,
  PLANNER_VERSION,
  chatCompletionsPlanner,
  type Plan,
  type PlanInput,
  type PlanResult,
  type Planner,
} from '../../shared/engines/src/planner/index.js';
import { FakeProvider } from '../scoring/fake-provider.js';
import { roleInput } from './support.js';

const WAREHOUSE: PlanInput = roleInput({
  position: 'Warehouse Shift Supervisor',
  qualifications: [
    'Led a team of 15+ associates on a warehouse shift',
    'Forklift certification (required)',
    'Working knowledge of OSHA rules for warehouses',
    'Experience with WMS transactions and cycle counts',
  ],
});

const competency = (name: string, source_phrases: string[]) => ({
  name,
  description: `${name} on a warehouse shift.`,
  kind: 'technical',
  requirement_type: 'essential',
  source_phrases,
  sub_dimensions: [{ name: 'Practice', rubric: 'Gives a concrete example of doing it and the result.' }],
  question_topics: [
    { prompt: `Tell me about a shift where ${name.toLowerCase()} mattered.`, follow_ups: ['What did you do?'] },
  ],
});

const TRACED = JSON.stringify({
  competencies: [
    competency('Shift leadership', ['Led a team of 15+ associates']),
    competency('Forklift operation', ['Forklift certification']),
    competency('Warehouse safety', ['OSHA rules for warehouses']),
  ],
});

function planned(result: PlanResult): Plan {
  if (!result.ok) throw new Error(`expected a plan, got missing fields ${JSON.stringify(result.missing_fields)}`);
  return result.plan;
}

describe('planner: the LLM option (chat-completions, local fake provider)', function () {
  const provider = new FakeProvider();
  let planner: Planner;

  before(async function () {
    this.timeout(600_000); // the first run fetches the model files
    const baseUrl = await provider.start();
    planner = chatCompletionsPlanner({ endpoint: { baseUrl, model: 'fake' }, embedder: await loadEmbedder() });
  });
  after(() => provider.stop());

  it('keeps the model plan when every competency quotes the posting, with its trace and version', async () => {
    provider.answer(TRACED);
    const plan = planned(await planner.plan(WAREHOUSE));
    expect(plan.version).to.equal(LLM_PLANNER_VERSION);
    expect(plan.built_by).to.deep.equal({ planner: 'chat-completions' });
    expect(plan.competencies.map((c) => c.name)).to.deep.equal([
      'Shift leadership',
      'Forklift operation',
      'Warehouse safety',
    ]);
    expect(plan.competencies[0]!.source_phrases).to.deep.equal(['Led a team of 15+ associates']);
    for (const c of plan.competencies) expect(c.question_topics).to.have.length.above(0);
    // The posting goes to the model as JSON data, in the user message.
    const user = provider.requests[0].messages.find((m: { role: string }) => m.role === 'user');
    expect(JSON.parse(user.content).qualifications).to.deep.equal(WAREHOUSE.qualifications);
  });

  it('falls back to the offline planner when a competency does not quote the posting, and records why', async () => {
    const invented = JSON.parse(TRACED) as { competencies: unknown[] };
    invented.competencies.push(competency('Team building', ['fosters a culture of excellence']));
    provider.answer(JSON.stringify(invented));
    const plan = planned(await planner.plan(WAREHOUSE));
    expect(plan.version).to.equal(PLANNER_VERSION);
    expect(plan.built_by).to.deep.equal({
      planner: 'deterministic',
      fallback: 'untraceable to the posting: Team building',
      note: "The offline planner was used because the model proposed competencies the posting's words do not support.",
    });
    expect(plan.competencies.map((c) => c.id)).to.include('leadership');
  });

  it('falls back when the reply is malformed twice (one retry), and when the provider fails', async () => {
    provider.answer('not json', '{"competencies": []}');
    const malformed = planned(await planner.plan(WAREHOUSE));
    expect(provider.requests).to.have.length(2);
    expect(malformed.built_by?.fallback).to.equal('chat-completions: malformed_reply');
    provider.answer({ status: 500 });
    const failed = planned(await planner.plan(WAREHOUSE));
    expect(failed.built_by?.fallback).to.equal('chat-completions: provider_error');
  });

  it('is chosen by PLANNER, with the LLM_* settings (LLM_BASE_URL required); the default is built by the activity', () => {
    expect(plannerFor(loadConfig({}))).to.equal(undefined);
    expect(() => plannerFor(loadConfig({ PLANNER: 'chat-completions' }))).to.throw(
      /LLM_BASE_URL: required when PLANNER/,
    );
    const config = loadConfig({ PLANNER: 'chat-completions', LLM_BASE_URL: 'http://127.0.0.1:9/v1' });
    expect(plannerFor(config)?.name).to.equal('chat-completions');
  });

  it('a thin posting is INFO_NEEDED without asking the model', async () => {
    provider.answer(TRACED);
    const result = await planner.plan({ ...WAREHOUSE, qualifications: ['Experience'] });
    expect(result.ok).to.equal(false);
    expect(provider.requests).to.have.length(0);
  });
});
