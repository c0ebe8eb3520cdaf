import { expect } from 'chai';
import {
  decide,
  deterministicInterviewer,
  progress,
  EXAMPLES_WANTED,
  MAX_PROBES_PER_COMPETENCY,
  MAX_PROBES_PER_QUESTION,
  type InterviewerTurn,
} from '../../shared/engines/src/interviewer/index.js';
import type { Plan } from '../../shared/engines/src/planner/index.js';
import type { Utterance } from '../../shared/engines/src/transcript.js';
import {
  COMPANY,
  CONCRETE,
  EVASIVE,
  answer,
  ctxOf,
  drive,
  planOf,
  say,
  storyFor,
  storyteller,
  topicIds,
} from './support.js';

const MIN = 60_000;
const mains = (turns: InterviewerTurn[]): InterviewerTurn[] =>
  turns.filter((t) => t.kind === 'question' || (t.kind === 'greeting' && t.topic_id !== null));
const followUps = (turns: InterviewerTurn[]): InterviewerTurn[] => turns.filter((t) => t.kind === 'follow_up');
const topicOf = (plan: Plan, id: string | null) =>
  plan.competencies.flatMap((c) => c.question_topics).find((t) => t.id === id);

describe('interviewer: deterministic', () => {
  const plan = planOf();

  it('opens with one greeting turn that names the company and asks the first main question', async () => {
    const turn = await deterministicInterviewer.next(ctxOf(plan, []));
    const first = plan.competencies[0]!;
    expect(turn.kind).to.equal('greeting');
    expect(turn.done).to.equal(false);
    expect(turn.text).to.contain(COMPANY);
    expect(turn.text.startsWith(plan.opening)).to.equal(true);
    expect(turn.text).to.contain(first.question_topics[0]!.prompt);
    expect(turn.topic_id).to.equal(first.question_topics[0]!.id);
    expect(turn.competency_id).to.equal(first.id);
  });

  it('walks every topic once (one per competency first, then the further ones), then asks for second examples', async () => {
    const { turns } = await drive(deterministicInterviewer, plan, { reply: storyteller(), stepMs: MIN });
    const all = topicIds(plan);
    expect(
      mains(turns)
        .map((t) => t.topic_id)
        .slice(0, all.length),
    ).to.deep.equal(all);
    // Complete answers to every topic: only the competencies with fewer topics than examples wanted are asked again.
    const short = plan.competencies.filter((c) => c.question_topics.length < EXAMPLES_WANTED).map((c) => c.id);
    expect(short).to.not.be.empty;
    expect(
      mains(turns)
        .slice(all.length)
        .map((t) => t.competency_id),
    ).to.have.members(short);
    expect(followUps(turns)).to.have.length(0);
    const last = turns.at(-1)!;
    expect(last.kind).to.equal('closing');
    expect(last.done).to.equal(true);
    expect(last.topic_id).to.equal(null);
    expect(last.competency_id).to.equal(null);
    expect(turns.slice(0, -1).every((t) => !t.done)).to.equal(true);
    for (const t of mains(turns)) {
      const c = plan.competencies.find((x) => x.id === t.competency_id)!;
      expect(c.question_topics.map((q) => q.id)).to.include(t.topic_id);
    }
    for (const t of mains(turns).slice(0, all.length)) expect(t.text).to.contain(topicOf(plan, t.topic_id)!.prompt);
  });

  it('asks a competency again for a second example only until the candidate says they have no other one', async () => {
    const tell = storyteller();
    const asked = new Set<string>();
    const { turns, transcript } = await drive(deterministicInterviewer, plan, {
      // Each topic's first question gets a story; asked again (a return, or its follow-up), the candidate has no other.
      reply: (turn) =>
        asked.has(turn.topic_id!) ? 'I think I said all my examples.' : (asked.add(turn.topic_id!), tell()),
      stepMs: MIN,
    });
    const declined = transcript.filter((u) => u.speaker === 'candidate' && /all my examples/.test(u.text));
    expect(declined).to.not.be.empty;
    // A decline is no vague answer to quote back, and no competency is asked again after one.
    expect(turns.map((t) => t.text).join(' ')).to.not.contain('You said "I think I said all my examples"');
    for (const u of declined) {
      const after = transcript.slice(transcript.indexOf(u) + 1);
      expect(after.filter((t) => t.kind === 'question' && t.competency_id === u.competency_id)).to.deep.equal([]);
    }
  });

  it('asks essential competencies first, keeping plan order within each group (first topics, then second ones)', async () => {
    // Put the desirable competencies first in the plan; the interviewer must still start with the essential ones.
    const shuffled: Plan = { ...plan, competencies: [...plan.competencies].reverse() };
    const essential = shuffled.competencies.filter((c) => c.requirement_type === 'essential');
    const desirable = shuffled.competencies.filter((c) => c.requirement_type === 'desirable');
    expect(essential.length).to.be.greaterThan(0);
    expect(desirable.length).to.be.greaterThan(0);
    const { turns } = await drive(deterministicInterviewer, shuffled, { reply: (t) => storyFor(plan, t), stepMs: MIN });
    const expected = topicIds(shuffled);
    expect(expected.slice(0, shuffled.competencies.length)).to.deep.equal(
      [...essential, ...desirable].map((c) => c.question_topics[0]!.id),
    );
    expect(
      mains(turns)
        .map((t) => t.topic_id)
        .slice(0, expected.length),
    ).to.deep.equal(expected);
    expect(turns[0]!.competency_id).to.equal(essential[0]!.id);
  });

  it('probes an evasive answer for one specific situation, twice at most, then moves on', async () => {
    const transcript: Utterance[] = [];
    const greeting = await deterministicInterviewer.next(ctxOf(plan, transcript, 0));
    say(transcript, greeting, 0);
    for (const at of [1, 2]) {
      answer(transcript, EVASIVE, at * 30_000);
      const follow = await deterministicInterviewer.next(ctxOf(plan, transcript, at * 30_000));
      expect(follow).to.include({
        kind: 'follow_up',
        move: 'probe_specific',
        topic_id: greeting.topic_id,
        done: false,
      });
      expect(follow.text).to.match(/one specific time/i);
      expect(follow.text, "built from the candidate's own words").to.contain("I'm a hard worker and a team player");
      say(transcript, follow, at * 30_000);
    }
    answer(transcript, EVASIVE, 90_000);
    const next = await deterministicInterviewer.next(ctxOf(plan, transcript, 90_000));
    expect(next).to.include({ kind: 'question', move: 'next_topic', topic_id: topicIds(plan)[1] });
    expect(next.reason).to.match(/probe budget spent/);
  });

  it('gives a complete answer no follow-up', async () => {
    const transcript: Utterance[] = [];
    say(transcript, await deterministicInterviewer.next(ctxOf(plan, transcript, 0)), 0);
    answer(transcript, CONCRETE, 30_000);
    const next = await deterministicInterviewer.next(ctxOf(plan, transcript, 30_000));
    expect(next).to.include({ kind: 'question', move: 'next_topic', topic_id: topicIds(plan)[1] });
    expect(next.reason).to.match(/^complete answer/);
  });

  it('never spends more than the probe budget over a whole evasive interview', async () => {
    const { turns } = await drive(deterministicInterviewer, plan, {
      reply: () => EVASIVE,
      stepMs: 30_000,
      duration_minutes: 60,
      maxTurns: 300,
    });
    for (const c of plan.competencies) {
      const probes = followUps(turns).filter((t) => t.competency_id === c.id);
      expect(probes.length, c.id).to.be.at.most(MAX_PROBES_PER_COMPETENCY);
    }
    let run = 0;
    for (const t of turns) {
      run = t.kind === 'follow_up' ? run + 1 : 0;
      expect(run).to.be.at.most(MAX_PROBES_PER_QUESTION);
    }
    expect(new Set(mains(turns).map((t) => t.topic_id))).to.deep.equal(new Set(topicIds(plan)));
  });

  it('treats a missing answer as a general one (probed, then on)', async () => {
    const transcript: Utterance[] = [];
    say(transcript, await deterministicInterviewer.next(ctxOf(plan, transcript, 0)), 0);
    const follow = await deterministicInterviewer.next(ctxOf(plan, transcript, 60_000));
    expect(follow).to.include({ kind: 'follow_up', move: 'probe_specific' });
  });

  it('cuts to the closing when the time budget runs out, before the interview is over', async () => {
    // 45 minutes, 8 topics: 2 minutes kept for the closing, about 5.4 minutes per topic. At 10 minutes per
    // exchange, the topics at 0, 10, 20 and 30 minutes fit; at 40 minutes there is not enough left for another
    // topic of a competency already asked, but a competency never asked is still asked while time is left.
    expect(plan.duration_minutes).to.equal(45);
    const { turns, transcript } = await drive(deterministicInterviewer, plan, {
      reply: (t) => storyFor(plan, t),
      stepMs: 10 * MIN,
    });
    expect(mains(turns).map((t) => t.topic_id)).to.deep.equal(topicIds(plan).slice(0, 5));
    const closing = transcript.at(-1)!;
    expect(closing.kind).to.equal('closing');
    expect(closing.offset_ms).to.equal(50 * MIN);
    expect(turns.at(-1)!.done).to.equal(true);
    expect(turns.at(-1)!.text).to.match(/close to the end of our time/i);
  });

  it('skips a follow-up when too little time is left, still asks a competency never asked, then closes', async () => {
    const transcript: Utterance[] = [];
    say(transcript, await deterministicInterviewer.next(ctxOf(plan, transcript, 0)), 0);
    answer(transcript, EVASIVE, 42 * MIN);
    const turn = await deterministicInterviewer.next(ctxOf(plan, transcript, 42 * MIN));
    expect(turn).to.include({ kind: 'question', move: 'next_topic', topic_id: topicIds(plan)[1] });
    expect(turn.reason).to.match(/^no time left for a follow-up; .* not asked yet$/);
    say(transcript, turn, 42 * MIN);
    answer(transcript, EVASIVE, 43 * MIN);
    const closing = await deterministicInterviewer.next(ctxOf(plan, transcript, 43 * MIN));
    expect(closing).to.include({ kind: 'closing', done: true, move: 'closing' });
  });

  it('closes by thanking the candidate and saying what happens next, without promising a result', async () => {
    const { turns } = await drive(deterministicInterviewer, plan, { reply: (t) => storyFor(plan, t), stepMs: MIN });
    const closing = turns.at(-1)!;
    expect(closing).to.include({ kind: 'closing', done: true, topic_id: null, competency_id: null });
    expect(closing.text).to.match(/thank you/i);
    expect(closing.text).to.match(/next steps/i);
    expect(closing.text).to.contain(COMPANY);
    expect(closing.text).not.to.match(/\?|congratulat|offer|you (?:have|got) the job|passed|successful/i);
  });

  it('keeps returning the closing once closed', async () => {
    const { transcript } = await drive(deterministicInterviewer, plan, {
      reply: (t) => storyFor(plan, t),
      stepMs: MIN,
    });
    answer(transcript, 'Thanks, bye!', 50 * MIN);
    const again = await deterministicInterviewer.next(ctxOf(plan, transcript, 50 * MIN));
    expect(again).to.include({ kind: 'closing', done: true });
  });

  it('greets and closes on a plan without topics', async () => {
    const empty: Plan = { ...plan, competencies: [] };
    const { turns } = await drive(deterministicInterviewer, empty, { reply: (t) => storyFor(plan, t), stepMs: MIN });
    expect(turns.map((t) => t.kind)).to.deep.equal(['greeting', 'closing']);
    expect(turns[0]!.topic_id).to.equal(null);
    expect(progress(empty, [])).to.deep.equal({ asked: 0, total: 0 });
  });

  it('is deterministic: same context, same turn; no clock or randomness used', async () => {
    const realNow = Date.now;
    const realRandom = Math.random;
    Date.now = () => {
      throw new Error('Date.now used');
    };
    Math.random = () => {
      throw new Error('Math.random used');
    };
    try {
      const reply = (t: InterviewerTurn): string => ((t.topic_id ?? '').length % 2 === 0 ? EVASIVE : storyFor(plan, t));
      const a = await drive(deterministicInterviewer, plan, { reply, stepMs: 3 * MIN });
      const b = await drive(deterministicInterviewer, plan, { reply, stepMs: 3 * MIN });
      expect(a).to.deep.equal(b);
      const ctx = ctxOf(plan, a.transcript.slice(0, 5), 7 * MIN);
      expect(await decide(ctx)).to.deep.equal(await decide(ctx));
    } finally {
      Date.now = realNow;
      Math.random = realRandom;
    }
  });
});

describe('interviewer: progress', () => {
  const plan = planOf();
  const total = topicIds(plan).length;

  it('counts main questions asked (greeting included) against the number of topics', async () => {
    const transcript: Utterance[] = [];
    expect(progress(plan, transcript)).to.deep.equal({ asked: 0, total });
    say(transcript, await deterministicInterviewer.next(ctxOf(plan, transcript, 0)), 0);
    expect(progress(plan, transcript)).to.deep.equal({ asked: 1, total });
    answer(transcript, EVASIVE, MIN);
    say(transcript, await deterministicInterviewer.next(ctxOf(plan, transcript, MIN)), MIN);
    expect(transcript.at(-1)!.kind).to.equal('follow_up');
    expect(progress(plan, transcript), 'a follow-up is not a main question').to.deep.equal({ asked: 1, total });
    answer(transcript, CONCRETE, 2 * MIN);
    say(transcript, await deterministicInterviewer.next(ctxOf(plan, transcript, 2 * MIN)), 2 * MIN);
    expect(progress(plan, transcript)).to.deep.equal({ asked: 2, total });
  });

  it('reaches total at the end of a full interview, and stops short when time cuts it', async () => {
    const full = await drive(deterministicInterviewer, plan, { reply: (t) => storyFor(plan, t), stepMs: MIN });
    expect(progress(plan, full.transcript)).to.deep.equal({ asked: total, total });
    const cut = await drive(deterministicInterviewer, plan, { reply: (t) => storyFor(plan, t), stepMs: 10 * MIN });
    expect(progress(plan, cut.transcript)).to.deep.equal({ asked: 5, total });
  });
});
