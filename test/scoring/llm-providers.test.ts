/**
 * Issue 42: the providers an operator runs, against a local server speaking the chat-completions protocol: the URL
 * and sign-in header of OpenAI, Azure OpenAI (a deployment with `api-version`, and the `/openai/v1` endpoint) and a
 * self-hosted server; Retry-After waited out only while it fits the deadline; every request's outcome reported; and a
 * slow, truncated JSON reply that still ends the planner's call by its deadline with at most two requests.
 */
import { expect } from 'chai';
import { z } from 'zod';
import { loadEmbedder } from '@irs/semantic';
import {
  complete,
  completeJson,
  promptOf,
  type ChatEndpoint,
  type LlmRequest,
} from '../../shared/engines/src/llm/index.js';
import { chatCompletionsPlanner } from '../../shared/engines/src/planner/index.js';
import { roleInput } from '../planner/support.js';
import { FakeProvider } from './fake-provider.js';

const ASK = promptOf('Reply with the word ready.', {});

describe('issue 42: LLM providers, Retry-After and request outcomes', () => {
  const provider = new FakeProvider();
  let baseUrl: string;

  before(async () => {
    baseUrl = await provider.start();
  });
  after(() => provider.stop());

  it('OpenAI and self-hosted servers: Bearer when a key is given, nothing without one', async () => {
    provider.answer('ready');
    await complete({ baseUrl, provider: 'openai', apiKey: 'sk-1', model: 'gpt-4o-mini' }, ASK);
    await complete({ baseUrl, provider: 'openai-compatible', model: 'llama3.1:8b' }, ASK);
    const [openai, local] = provider.received;
    expect(openai!.url).to.equal('/v1/chat/completions');
    expect(openai!.headers.authorization).to.equal('Bearer sk-1');
    expect(local!.headers.authorization).to.equal(undefined);
    expect(local!.headers['api-key']).to.equal(undefined);
    expect(provider.requests[1].model, 'the served model name').to.equal('llama3.1:8b');
  });

  it('Azure OpenAI: a deployment URL with api-version, or the /openai/v1 endpoint, both with the api-key header', async () => {
    provider.answer('ready');
    const origin = baseUrl.replace(/\/v1$/, '');
    const azure = { provider: 'azure-openai', apiKey: 'az-key', model: 'gpt-4o-prod' } as const;
    await complete({ ...azure, baseUrl: `${origin}/openai/deployments/gpt-4o-prod`, apiVersion: '2024-10-21' }, ASK);
    await complete({ ...azure, baseUrl: `${origin}/openai/v1/` }, ASK);
    const [deployment, v1] = provider.received;
    expect(deployment!.url).to.equal('/openai/deployments/gpt-4o-prod/chat/completions?api-version=2024-10-21');
    expect(v1!.url).to.equal('/openai/v1/chat/completions');
    for (const r of [deployment!, v1!]) {
      expect(r.headers['api-key']).to.equal('az-key');
      expect(r.headers.authorization).to.equal(undefined);
    }
  });

  it('waits out a 429 Retry-After that fits the deadline, and reports each request', async () => {
    const seen: LlmRequest[] = [];
    const endpoint: ChatEndpoint = { baseUrl, model: 'm', deadlineMs: 5_000, onRequest: (r) => seen.push(r) };
    provider.answer({ status: 429, headers: { 'retry-after': '1' } }, 'ready');
    const started = Date.now();
    expect(await complete(endpoint, ASK)).to.equal('ready');
    expect(Date.now() - started, 'waited the second asked').to.be.at.least(1_000);
    expect(seen.map((r) => [r.outcome, r.status])).to.deep.equal([
      ['rate_limited', 429],
      ['ok', 200],
    ]);
  });

  it('gives up at once, into the offline fallback, when Retry-After does not fit the deadline', async () => {
    const endpoint: ChatEndpoint = { baseUrl, model: 'm', deadlineMs: 3_000 };
    provider.answer({ status: 503, headers: { 'retry-after': '30' } }, 'ready');
    const started = Date.now();
    const result = await completeJson(endpoint, ASK, z.object({}));
    expect(result).to.deep.include({ ok: false, reason: 'provider_error' });
    expect(Date.now() - started).to.be.below(1_000);
    expect(provider.requests).to.have.length(1);
    provider.answer({ status: 429, headers: { 'retry-after-ms': '60000' } });
    expect(await completeJson(endpoint, ASK, z.object({}))).to.deep.include({ ok: false, reason: 'rate_limited' });
  });

  it('a slow, truncated JSON plan ends the planner call by its deadline, with at most two requests', async () => {
    const truncated = '{"competencies": [{"name": "Forklift operation", "description": "Drives';
    provider.answer({ delayMs: 700, content: truncated });
    const failures: string[] = [];
    const planner = chatCompletionsPlanner({
      endpoint: { baseUrl, model: 'm', deadlineMs: 2_000, onFailure: (f) => failures.push(f.kind) },
      embedder: await loadEmbedder(),
    });
    const started = Date.now();
    const result = await planner.plan(
      roleInput({
        position: 'Warehouse Associate',
        job_description:
          'Pick and pack customer orders, operate a forklift safely, load and unload trucks and keep the aisles clear.',
        skills: ['Forklift operation', 'Inventory counts'],
      }),
    );
    const ms = Date.now() - started;
    expect(provider.requests.length).to.be.within(1, 2);
    expect(failures).to.deep.equal(['malformed_reply']);
    expect(result.ok && result.plan.built_by?.note).to.match(/offline engine was used because the model's reply/);
    expect(ms, 'the deadline, plus the offline plan').to.be.below(2_000 + 5_000);
  });
});
