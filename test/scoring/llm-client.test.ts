import { expect } from 'chai';
import { z } from 'zod';
import { completeJson, type ChatEndpoint } from '../../shared/engines/src/llm/index.js';
import { FakeProvider } from './fake-provider.js';

describe('llm: structured output over chat-completions', () => {
  const provider = new FakeProvider();
  const schema = z.object({ answer: z.number() });
  const ask = [{ role: 'user' as const, content: 'Reply with {"answer": <number>}' }];
  let endpoint: ChatEndpoint;

  before(async () => {
    endpoint = { baseUrl: await provider.start(), apiKey: 'sk-test', model: 'fake-model', timeoutMs: 2000 };
  });
  after(() => provider.stop());

  it('returns the validated value and asks for a JSON object at temperature 0', async () => {
    provider.answer('{"answer": 42}');
    const result = await completeJson(endpoint, ask, schema);
    expect(result).to.deep.equal({ ok: true, value: { answer: 42 }, attempts: 1 });
    expect(provider.requests[0]).to.include({ model: 'fake-model', temperature: 0 });
    expect(provider.requests[0].response_format).to.deep.equal({ type: 'json_object' });
  });

  it('accepts JSON wrapped in a Markdown code fence', async () => {
    provider.answer('```json\n{"answer": 7}\n```');
    expect(await completeJson(endpoint, ask, schema)).to.deep.include({ ok: true, value: { answer: 7 } });
  });

  it('retries a malformed reply once, showing the model why it was rejected', async () => {
    provider.answer('{"answer": "forty-two"}', '{"answer": 42}');
    const result = await completeJson(endpoint, ask, schema);
    expect(result).to.deep.equal({ ok: true, value: { answer: 42 }, attempts: 2 });
    const retry = provider.requests[1].messages;
    expect(retry.at(-2)).to.deep.equal({ role: 'assistant', content: '{"answer": "forty-two"}' });
    expect(retry.at(-1).content).to.match(/rejected \(schema: answer: /);
  });

  it('gives up after the second malformed reply, with the reason', async () => {
    provider.answer('not json at all');
    const result = await completeJson(endpoint, ask, schema);
    expect(result.ok).to.equal(false);
    expect(result).to.include({ attempts: 2 });
    // The kind only: the model's text and the parser's message go to onFailure (the server's log), never into results.
    expect(result.ok === false && result.reason).to.equal('malformed_reply');
    expect(provider.requests).to.have.length(2);
  });

  it('does not retry provider trouble and never throws (HTTP error, time-out)', async () => {
    provider.answer({ status: 500 });
    const failed = await completeJson(endpoint, ask, schema);
    expect(failed).to.deep.include({ ok: false, attempts: 1 });
    expect(failed.ok === false && failed.reason).to.equal('provider_error');

    provider.answer('hang');
    const timedOut = await completeJson({ ...endpoint, timeoutMs: 200 }, ask, schema);
    expect(timedOut).to.deep.include({ ok: false, reason: 'timeout', attempts: 1 });
    expect(provider.requests).to.have.length(1);
  });
});
