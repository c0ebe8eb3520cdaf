/**
 * Security review 2, finding 4 (low): raw provider errors were stored in the assessment's stage_trace and the plan's
 * built_by, which tenants read ("provider: connect ECONNREFUSED 127.0.0.1:9"): the class of leak fixed for webhooks.
 * What is stored now is a generic kind; the detail goes to the endpoint's onFailure, which the worker logs.
 */
import { expect } from 'chai';
import { loadEmbedder } from '@irs/semantic';
import type { LlmFailure } from '../../shared/engines/src/llm/index.js';
import { chatCompletionsPlanner, type Plan, type PlanInput } from '../../shared/engines/src/planner/index.js';
import { createChatCompletionsScorer } from '../../shared/engines/src/scoring/index.js';
import { FakeProvider } from '../scoring/fake-provider.js';
import { PLAN, concreteInterview } from '../scoring/support.js';
import { roleInput } from '../planner/support.js';

/** Nothing listens there: the request fails with the address in its message. */
const CLOSED = 'http://127.0.0.1:9/v1';
const LEAKS = ['ECONNREFUSED', '127.0.0.1', 'boom', 'Unexpected token', 'not JSON', 'provider:'];

const POSTING: PlanInput = roleInput({
  position: 'Warehouse Shift Supervisor',
  qualifications: [
    'Led a team of 15+ associates on a warehouse shift',
    'Forklift certification (required)',
    'Working knowledge of OSHA rules for warehouses',
    'Experience with WMS transactions and cycle counts',
  ],
});

function expectNoLeak(stored: unknown): void {
  const text = JSON.stringify(stored);
  for (const leak of LEAKS) expect(text, `stored text carries "${leak}"`).to.not.include(leak);
}

describe('Review 2, finding 4: generic LLM failure kinds in what tenants read, detail only in the server log', () => {
  const provider = new FakeProvider();
  let fakeUrl: string;

  before(async function () {
    this.timeout(600_000); // the first run fetches the model files
    await loadEmbedder();
    fakeUrl = await provider.start();
  });
  after(() => provider.stop());

  it("the assessment's stage_trace says provider_error, never the connection error; the log hook gets it", async () => {
    const logged: LlmFailure[] = [];
    const scorer = createChatCompletionsScorer({ baseUrl: CLOSED, model: 'm', onFailure: (f) => logged.push(f) });
    const payload = await scorer.score({ plan: PLAN, transcript: concreteInterview() });
    expect(payload.stage_trace.matchers?.llm_fallback).to.equal('provider_error');
    expect(payload.stage_trace.matchers?.llm_fallback_note).to.equal(
      'The offline engine was used because the model was unavailable (provider_error).',
    );
    expectNoLeak(payload);
    expect(logged).to.have.length(1);
    expect(logged[0]).to.include({ kind: 'provider_error' });
    expect(logged[0]!.detail).to.include('ECONNREFUSED');
  });

  it('a provider error status and a malformed reply are stored as kinds too', async () => {
    const scorer = createChatCompletionsScorer({ baseUrl: fakeUrl, model: 'm', timeoutMs: 2000 });
    provider.answer({ status: 500 });
    const failed = await scorer.score({ plan: PLAN, transcript: concreteInterview() });
    expect(failed.stage_trace.matchers?.llm_fallback).to.equal('provider_error');
    expectNoLeak(failed);
    provider.answer('not json, says the model');
    const malformed = await scorer.score({ plan: PLAN, transcript: concreteInterview() });
    expect(malformed.stage_trace.matchers?.llm_fallback).to.equal('malformed_reply');
    expectNoLeak(malformed);
  });

  it("the plan's built_by says chat-completions: provider_error, never the connection error", async () => {
    const logged: LlmFailure[] = [];
    const planner = chatCompletionsPlanner({
      endpoint: { baseUrl: CLOSED, model: 'm', onFailure: (f) => logged.push(f) },
      embedder: await loadEmbedder(),
    });
    const result = await planner.plan(POSTING);
    if (!result.ok) throw new Error('expected the offline plan');
    const plan: Plan = result.plan;
    expect(plan.built_by).to.deep.equal({
      planner: 'deterministic',
      fallback: 'chat-completions: provider_error',
      note: 'The offline engine was used because the model was unavailable (provider_error).',
    });
    expectNoLeak(plan.built_by);
    expect(logged[0]!.detail).to.include('ECONNREFUSED');
  });
});
