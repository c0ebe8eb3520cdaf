import { expect } from 'chai';
import {
  deterministicInterviewer,
  derivedTopicId,
  progress,
  EXAMPLES_WANTED,
  MAX_RETURNS_PER_COMPETENCY,
  MAX_PROBES_PER_COMPETENCY,
} from '../../shared/engines/src/interviewer/index.js';
import type { Plan } from '../../shared/engines/src/planner/index.js';
import { drive, planOf, storyFor, storyteller } from './support.js';

const BRIEF = 'Yes, I have done that before.';

describe('interviewer: every competency, the whole time', () => {
  const plan = planOf();
  /** Communication and Problem solving without question topics, as in the report. */
  const bare: Plan = {
    ...plan,
    competencies: plan.competencies.map((c) =>
      ['communication', 'problem-solving'].includes(c.id) ? { ...c, question_topics: [] } : c,
    ),
  };

  it('asks a competency without a question topic, with a question derived from its name', async () => {
    const { turns, transcript } = await drive(deterministicInterviewer, bare, {
      reply: (t) => storyFor(plan, t),
      stepMs: 2 * 60_000,
    });
    for (const c of bare.competencies) {
      expect(
        turns.some((t) => t.competency_id === c.id && (t.kind === 'question' || t.kind === 'greeting')),
        c.id,
      ).to.equal(true);
    }
    const derived = turns.find(
      (t) => t.topic_id === derivedTopicId(bare.competencies.find((c) => c.id === 'communication')!),
    );
    expect(derived?.text).to.match(/specific situation where you needed communication/);
    expect(progress(bare, transcript)).to.deep.include({ asked: progress(bare, transcript).total });
  });

  it('asks every competency even when answers run long (one question each before any second topic)', async () => {
    const { turns } = await drive(deterministicInterviewer, plan, {
      reply: (t) => storyFor(plan, t),
      stepMs: 8 * 60_000,
    });
    const asked = new Set(turns.filter((t) => t.kind !== 'follow_up').map((t) => t.competency_id));
    for (const c of plan.competencies) expect(asked.has(c.id), c.id).to.equal(true);
  });

  it('keeps a brief candidate talking: returns to competencies lacking examples, essential first, >= 60% of the time', async () => {
    // Each exchange takes 40 s (a short question and a six-word answer); the interview is 45 minutes.
    const { turns, transcript } = await drive(deterministicInterviewer, plan, {
      reply: () => BRIEF,
      stepMs: 40_000,
      maxTurns: 200,
    });
    const used = transcript.at(-1)!.offset_ms / (plan.duration_minutes * 60_000);
    expect(used).to.be.at.least(0.6);
    const returns = turns.filter((t) => t.reason.includes(`of ${EXAMPLES_WANTED} complete examples`));
    expect(returns.length).to.be.greaterThan(0);
    const essential = new Set(plan.competencies.filter((c) => c.requirement_type === 'essential').map((c) => c.id));
    // Essential competencies first: each is returned to before any desirable one is.
    const firstDesirable = returns.findIndex((t) => !essential.has(t.competency_id!));
    expect(new Set(returns.slice(0, Math.max(0, firstDesirable)).map((t) => t.competency_id))).to.deep.equal(
      firstDesirable < 0 ? new Set() : essential,
    );
    for (const c of plan.competencies)
      expect(turns.filter((t) => t.kind === 'follow_up' && t.competency_id === c.id).length).to.be.at.most(
        MAX_PROBES_PER_COMPETENCY,
      );
  });

  it('asks for a second example, but not again and again when the candidate has only one', async () => {
    const story = storyteller();
    const told = new Set<string>();
    const { turns } = await drive(deterministicInterviewer, plan, {
      reply: (t) =>
        told.has(t.competency_id!)
          ? "Sorry, I don't have another example of that."
          : (told.add(t.competency_id!), story()),
      stepMs: 40_000,
      maxTurns: 200,
    });
    const returns = turns.filter((t) => t.reason.includes('complete examples'));
    expect(returns.length).to.be.greaterThan(0);
    for (const c of plan.competencies)
      expect(returns.filter((t) => t.competency_id === c.id).length, c.id).to.be.at.most(MAX_RETURNS_PER_COMPETENCY);
    expect(turns.at(-1)!.done).to.equal(true);
  });

  it('asks no returns while the clock does not move, so a frozen interview still ends', async () => {
    const { turns } = await drive(deterministicInterviewer, plan, { reply: () => BRIEF, stepMs: 0, maxTurns: 200 });
    expect(turns.filter((t) => t.reason.includes('complete examples'))).to.deep.equal([]);
    expect(turns.at(-1)!.done).to.equal(true);
  });

  it('does not over-probe a candidate who answers completely: no probe, one second example each, then closes', async () => {
    const { turns } = await drive(deterministicInterviewer, plan, { reply: storyteller(), stepMs: 60_000 });
    expect(turns.filter((t) => t.kind === 'follow_up')).to.deep.equal([]);
    const returns = turns.filter((t) => t.reason.includes('complete examples'));
    const short = plan.competencies.filter((c) => c.question_topics.length < EXAMPLES_WANTED).map((c) => c.id);
    expect(returns.map((t) => t.competency_id)).to.have.members(short);
    expect(turns.at(-1)!.reason).to.equal('every topic was asked and nothing is left to probe');
  });
});
