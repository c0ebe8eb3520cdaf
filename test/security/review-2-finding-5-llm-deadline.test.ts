/**
 * Security review 2, finding 5 (low), the engine half: an LLM call could take 2 × 15 s plus the offline fallback
 * against a 30 s activity limit retried without end, so a slow provider never let planning or scoring finish and was
 * called again on every retry. Now one deadline (LLM_DEADLINE_MS) bounds every request and retry of a call, below the
 * run activities' timeout, and activity attempts past LLM_MAX_ATTEMPTS do not call the provider. The database half
 * (the interviewer's call outside the conversation's transaction) is review-2-finding-5-llm-transaction.test.ts.
 */
import { expect } from 'chai';
import { ConfigError, LLM_DEADLINE_MAX_MS, LLM_FALLBACK_ROOM_MS, loadConfig } from '@irs/shared';
import { MockActivityEnvironment } from '@temporalio/testing';
import { RUN_ACTIVITY_TIMEOUT_MS } from '../../workflows/src/contract.js';
import { mayCallLlm } from '../../activities/src/llm-budget.js';
import {
  DEFAULT_TIMEOUT_MS,
  LLM_DEADLINE_MS,
  LLM_MAX_ATTEMPTS,
  completeJson,
  deadlineOf,
} from '../../shared/engines/src/llm/index.js';
import { z } from 'zod';
import {
  createChatCompletionsInterviewer,
  deterministicInterviewer,
} from '../../shared/engines/src/interviewer/index.js';
import { createChatCompletionsScorer } from '../../shared/engines/src/scoring/index.js';
import type { Utterance } from '../../shared/engines/src/transcript.js';
import { FakeProvider } from '../scoring/fake-provider.js';
import { PLAN, concreteInterview } from '../scoring/support.js';
import { EVASIVE, answer, ctxOf, planOf, say } from '../interviewer/support.js';

/** Room the offline fallback (planner, scorer) and the read model's writes keep inside one activity attempt. */
const OFFLINE_ROOM_MS = 5_000;
/** Per request, the old budget: each of the two requests of a call could take this long. */
const REQUEST_MS = 1_500;
/** The test's deadline for a whole call (a real one is LLM_DEADLINE_MS). */
const DEADLINE_MS = 600;
const SLACK_MS = 300;

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await fn();
  return { value, ms: Date.now() - started };
}

describe('Review 2, finding 5: one LLM deadline below the activity timeout, and capped LLM retries', () => {
  const provider = new FakeProvider();
  let baseUrl: string;

  before(async () => {
    baseUrl = await provider.start();
  });
  after(() => provider.stop());

  it('LLM_DEADLINE_MAX_MS, owned by the configuration, leaves the offline fallback room inside the activity timeout', () => {
    expect(LLM_DEADLINE_MAX_MS + LLM_FALLBACK_ROOM_MS).to.be.at.most(RUN_ACTIVITY_TIMEOUT_MS);
    expect(LLM_FALLBACK_ROOM_MS).to.be.at.least(OFFLINE_ROOM_MS);
    expect(LLM_DEADLINE_MS).to.be.at.most(LLM_DEADLINE_MAX_MS);
    expect(DEFAULT_TIMEOUT_MS).to.be.at.most(LLM_DEADLINE_MS);
    expect(LLM_MAX_ATTEMPTS).to.be.a('number').within(1, 3);
  });

  it('a malformed reply, then a hanging provider: the whole call (retry included) ends by the deadline', async () => {
    provider.answer('not json', 'hang');
    const endpoint = { baseUrl, model: 'm', timeoutMs: REQUEST_MS, deadlineMs: DEADLINE_MS };
    const { value, ms } = await timed(() => completeJson(endpoint, [{ role: 'user', content: '{}' }], z.object({})));
    expect(value).to.deep.include({ ok: false, reason: 'timeout' });
    expect(ms).to.be.below(DEADLINE_MS + SLACK_MS);
  });

  it('the configuration refuses an LLM deadline past LLM_DEADLINE_MAX_MS, and a request timeout past the deadline', () => {
    expect(() => loadConfig({ LLM_DEADLINE_MS: String(10 * 60_000) })).to.throw(
      ConfigError,
      new RegExp(`LLM_DEADLINE_MS: at most ${LLM_DEADLINE_MAX_MS}`),
    );
    expect(() => loadConfig({ LLM_TIMEOUT_MS: '22000', LLM_DEADLINE_MS: '20000' })).to.throw(
      ConfigError,
      /LLM_TIMEOUT_MS/,
    );
    const now = Date.now();
    expect(deadlineOf({ baseUrl, model: 'm' }) - now).to.be.at.most(LLM_DEADLINE_MS + 5);
    expect(deadlineOf({ baseUrl, model: 'm', deadlineMs: 100 }) - now).to.be.at.most(105);
  });

  it('the scorer falls back to the offline engine by the deadline', async () => {
    provider.answer('not json', 'hang');
    const scorer = createChatCompletionsScorer({ baseUrl, model: 'm', timeoutMs: REQUEST_MS, deadlineMs: DEADLINE_MS });
    const { value, ms } = await timed(() => scorer.score({ plan: PLAN, transcript: concreteInterview() }));
    expect(value.stage_trace.matchers?.llm_fallback).to.equal('timeout');
    expect(ms).to.be.below(DEADLINE_MS + SLACK_MS + 1_000); // + the offline scorer
  });

  it("the interviewer's call ends by the deadline too, with the deterministic turn", async () => {
    provider.answer('hang');
    const plan = planOf();
    const transcript: Utterance[] = [];
    say(transcript, await deterministicInterviewer.next(ctxOf(plan, transcript, 0)), 0);
    answer(transcript, EVASIVE, 60_000);
    const ctx = ctxOf(plan, transcript, 60_000);
    const interviewer = createChatCompletionsInterviewer({
      baseUrl,
      model: 'm',
      timeoutMs: REQUEST_MS,
      deadlineMs: DEADLINE_MS,
    });
    const { value, ms } = await timed(() => interviewer.next(ctx));
    expect(value).to.deep.equal(await deterministicInterviewer.next(ctx));
    expect(ms).to.be.below(DEADLINE_MS + SLACK_MS);
  });

  it('activity attempts past LLM_MAX_ATTEMPTS do not call the provider', async () => {
    expect(LLM_MAX_ATTEMPTS).to.be.a('number');
    for (let attempt = 1; attempt <= LLM_MAX_ATTEMPTS + 2; attempt++) {
      const allowed = await new MockActivityEnvironment({ attempt }).run(async () => mayCallLlm());
      expect(allowed, `attempt ${attempt}`).to.equal(attempt <= LLM_MAX_ATTEMPTS);
    }
  });
});
