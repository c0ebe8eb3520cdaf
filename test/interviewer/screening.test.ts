import { expect } from 'chai';
import {
  deterministicInterviewer,
  screeningFacts,
  withScreening,
  type InterviewerTurn,
} from '../../shared/engines/src/interviewer/index.js';
import { separateScreening } from '../../shared/engines/src/planner/screening.js';
import { normalise } from '../../shared/engines/src/scoring/segment.js';
import { roleInput } from '../planner/support.js';
import type { Utterance } from '../../shared/engines/src/transcript.js';
import { CONCRETE, answer, ctxOf, drive, planOf, say, storyteller } from './support.js';

/** Issue 31: the interviewer asks the plan's screening questions first, as facts (interviewer/screening.ts). */
const MIN = 60_000;
const qualifications = [
  'Valid Class A CDL',
  'Must pass a pre-employment drug test',
  '3+ years of commercial HVAC experience',
  'Kubernetes is nice to have',
];
// The interviewer's suites plan with the lexical planner; the screening list is the open planner's step.
const plan = {
  ...planOf({ qualifications }),
  screening: separateScreening(roleInput({ qualifications })).screening,
};
const interviewer = withScreening(deterministicInterviewer);
const askable = plan.screening!.filter((s) => !s.protected);

describe('interviewer: screening questions first', () => {
  it('the plan holds screening items, one of them protected', () => {
    expect(plan.screening!.map((s) => [s.kind, s.protected])).to.deep.equal([
      ['licence', false],
      ['legal', true],
      ['experience', false],
    ]);
  });

  it('opens with the screening questions, one per turn, never a protected one, then the competency interview', async () => {
    const { turns } = await drive(interviewer, plan, { reply: storyteller(), stepMs: MIN });
    const screening = turns.filter((t) => t.kind === 'screening');
    expect(screening.map((t) => t.screening_id)).to.deep.equal(askable.map((s) => s.id));
    expect(turns.slice(0, askable.length)).to.deep.equal(screening);
    expect(screening[0]!.text.startsWith(plan.opening)).to.equal(true);
    expect(screening[0]!.text).to.contain('I have two short factual questions.').and.contain(askable[0]!.question!);
    expect(screening[1]!.text).to.equal(askable[1]!.question);
    const asked = turns.map((t) => t.text).join('\n');
    expect(asked).to.not.match(/drug/i);

    // Then the interview the wrapped interviewer holds, its first question without a second opening.
    const next = turns[askable.length]!;
    expect(next.kind).to.equal('question');
    expect(next.text.startsWith('Thank you.')).to.equal(true);
    expect(next.text).to.not.contain(plan.opening);
    const plain = await deterministicInterviewer.next(ctxOf(plan, []));
    expect(next.topic_id).to.equal(plain.topic_id);
    expect(next.text).to.equal(`Thank you. ${plain.text.slice(plan.opening.length).trim()}`);
  });

  it('asks none when the tenant turned ask_screening off, or when the interview began without them', async () => {
    const off = await interviewer.next({ ...ctxOf(plan, []), ask_screening: false });
    const plain = await deterministicInterviewer.next(ctxOf(plan, []));
    expect(off).to.deep.equal(plain);

    const begun: Utterance[] = [];
    say(begun, plain, 0);
    answer(begun, CONCRETE, 1000);
    const later = await interviewer.next(ctxOf(plan, begun, 2000));
    expect(later).to.deep.equal(await deterministicInterviewer.next(ctxOf(plan, begun, 2000)));
  });

  it('gives the recruiter each question with its answer, and the scorer never reads those answers', async () => {
    const transcript: Utterance[] = [];
    const turns: InterviewerTurn[] = [];
    for (const reply of ['Yes, since 2019.', CONCRETE, CONCRETE]) {
      const turn = await interviewer.next(ctxOf(plan, transcript, transcript.length * 1000));
      turns.push(turn);
      say(transcript, turn, transcript.length * 1000);
      answer(transcript, reply, transcript.length * 1000);
    }
    expect(screeningFacts(plan, transcript)).to.deep.equal([
      { ...pick(askable[0]!), answer: 'Yes, since 2019.' },
      { ...pick(askable[1]!), answer: CONCRETE },
    ]);
    const read = normalise(transcript);
    expect(read.counts.screening_answers).to.equal(2);
    expect(read.answers.map((a) => a.id)).to.deep.equal([transcript.at(-1)!.id]);
    expect(turns[2]!.kind).to.equal('question');
  });
});

const pick = (s: { id: string; requirement: string; kind: string; question: string | null }) => ({
  id: s.id,
  requirement: s.requirement,
  kind: s.kind,
  question: s.question,
});
