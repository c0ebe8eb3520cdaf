/**
 * Security review 2, finding 6 (low): the interviewer sent candidate turns to the provider unmasked, while the scorer
 * masked e-mail addresses and phone numbers. Masking now happens in one place, complete() in llm/transport.ts, for
 * every LLM call: the interviewer's, the scorer's and the planner's.
 */
import { expect } from 'chai';
import { loadEmbedder } from '@irs/semantic';
import { MASKED, maskText } from '../../shared/engines/src/llm/index.js';
import {
  createChatCompletionsInterviewer,
  deterministicInterviewer,
} from '../../shared/engines/src/interviewer/index.js';
import { chatCompletionsPlanner } from '../../shared/engines/src/planner/index.js';
import { createChatCompletionsScorer } from '../../shared/engines/src/scoring/index.js';
import type { Utterance } from '../../shared/engines/src/transcript.js';
import { FakeProvider } from '../scoring/fake-provider.js';
import { PLAN } from '../scoring/support.js';
import { answer, ctxOf, planOf, say } from '../interviewer/support.js';
import { roleInput } from '../planner/support.js';

const EMAIL = 'jane.doe@example.com';
const PHONES = ['+44 20 7946 0958', '(555) 123-4567', '555.123.4567'];
const CONTACT = `You can reach me at ${EMAIL}, or call ${PHONES[0]}, (555) 123-4567 or 555.123.4567 any time.`;
/** What must never reach the provider. */
const SECRETS = [EMAIL, '7946 0958', '123-4567', '123.4567'];

function expectMasked(request: unknown): void {
  const sent = JSON.stringify(request);
  for (const s of SECRETS) expect(sent, `sent "${s}"`).to.not.include(s);
  expect(sent).to.include(MASKED);
}

describe('Review 2, finding 6: contact details are masked for every LLM call, in one place', () => {
  const provider = new FakeProvider();
  let baseUrl: string;

  before(async function () {
    this.timeout(600_000); // the first run fetches the model files
    await loadEmbedder();
    baseUrl = await provider.start();
  });
  after(() => provider.stop());

  it("the interviewer sends the candidate's turns masked", async () => {
    provider.answer('Thank you. Could you tell me about one specific time?');
    const plan = planOf();
    const transcript: Utterance[] = [];
    say(transcript, await deterministicInterviewer.next(ctxOf(plan, transcript, 0)), 0);
    answer(transcript, `I led the migration of our billing service last year. ${CONTACT}`, 60_000);
    await createChatCompletionsInterviewer({ baseUrl, model: 'm' }).next(ctxOf(plan, transcript, 60_000));
    expect(provider.requests).to.have.length(1);
    expectMasked(provider.requests[0]);
  });

  it('the scorer sends them masked, and its JSON prompt stays valid JSON (a line break before an address)', async () => {
    provider.answer('{"claims": []}');
    const topic = PLAN.competencies[0]!.question_topics[0]!;
    const meta = { topic_id: topic.id, competency_id: PLAN.competencies[0]!.id };
    const text = `I rewrote the export to stream rows and it finished in 25 minutes.\n${EMAIL}\n${CONTACT}`;
    const transcript: Utterance[] = [
      { id: 'u-1', speaker: 'interviewer', kind: 'question', text: topic.prompt, offset_ms: 0, ...meta },
      { id: 'u-2', speaker: 'candidate', kind: 'answer', text, offset_ms: 1000, ...meta },
    ];
    await createChatCompletionsScorer({ baseUrl, model: 'm' }).score({ plan: PLAN, transcript });
    expectMasked(provider.requests[0]);
    const turns = JSON.parse(provider.requests[0].messages[1].content).candidate_turns;
    expect(turns[0].text).to.include('25 minutes').and.include(MASKED);
  });

  it("the planner sends the posting's contact details masked", async () => {
    provider.answer('{"competencies": []}');
    const planner = chatCompletionsPlanner({ endpoint: { baseUrl, model: 'm' }, embedder: await loadEmbedder() });
    await planner.plan(
      roleInput({
        position: 'Warehouse Shift Supervisor',
        qualifications: [
          'Led a team of 15+ associates on a warehouse shift',
          'Forklift certification (required)',
          'Working knowledge of OSHA rules for warehouses',
          'Experience with WMS transactions and cycle counts',
        ],
        job_description: `Apply to our recruiter: ${CONTACT}`,
      }),
    );
    expect(provider.requests.length).to.be.greaterThan(0);
    expectMasked(provider.requests[0]);
  });

  it('masks e-mail addresses and phone numbers, not years, figures or durations', () => {
    expect(maskText(CONTACT)).to.not.match(/\d{3}/);
    for (const kept of ['2019-2023', 'from 4 seconds to 120 ms', '30 million rows', '15+ associates', 'p95 of 1.2 s'])
      expect(maskText(kept)).to.equal(kept);
  });
});
