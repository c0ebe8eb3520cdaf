import { expect } from 'chai';
import {
  deterministicInterviewer,
  presumedPhrases,
  type InterviewerTurn,
  type MoveName,
} from '../../shared/engines/src/interviewer/index.js';
import type { Utterance } from '../../shared/engines/src/transcript.js';
import { CONCRETE, STORIES, answer, ctxOf, planOf, say } from './support.js';

const MIN = 60_000;

/** The interviewer's turn after the candidate answered the opening question (on TypeScript) with `text`. */
async function after(
  text: string,
  earlier: string[] = [],
): Promise<{ turn: InterviewerTurn; transcript: Utterance[] }> {
  const plan = planOf();
  const transcript: Utterance[] = [];
  say(transcript, await deterministicInterviewer.next(ctxOf(plan, transcript, 0)), 0);
  for (const story of earlier) {
    answer(transcript, story, transcript.length * MIN);
    say(transcript, await deterministicInterviewer.next(ctxOf(plan, transcript, transcript.length * MIN)), 0);
  }
  answer(transcript, text, transcript.length * MIN);
  return { turn: await deterministicInterviewer.next(ctxOf(plan, transcript, transcript.length * MIN)), transcript };
}

/** Realistic answers to "Tell me about a time the TypeScript type system caught ... a real bug", and the move each gets. */
const CASES: [MoveName, string][] = [
  ['probe_specific', 'Yes, I have done that a lot, it went well. Types are really useful for catching problems early.'],
  [
    'probe_own_part',
    'Our team moved the whole API client to generated types and we caught about 30 mismatched fields before release.',
  ],
  [
    'probe_outcome',
    'At my last job I noticed we passed user ids and order ids as plain strings, so I introduced branded types for both and changed the service signatures.',
  ],
  ['redirect', 'The weather has been lovely lately, I went cycling along the coast at the weekend with some friends.'],
  ['alternative_angle', "Honestly, I've never had the chance to use TypeScript in a real project."],
  ['next_topic', CONCRETE],
  ['rephrase', 'Sorry, could you repeat that?'],
  ['explain', 'What do you mean by that exactly?'],
  ['defer', 'Can I come back to this one later?'],
];

describe('interviewer: moves decided from what was said', () => {
  for (const [move, text] of CASES) {
    it(`${move}: "${text.slice(0, 60)}..."`, async () => {
      const { turn, transcript } = await after(text);
      expect(turn.move, turn.reason).to.equal(move);
      expect(turn.reason).to.be.a('string').and.not.empty;
      const allowed = [
        ...planOf().competencies.flatMap((c) => [c.name, c.description, ...c.question_topics.map((t) => t.prompt)]),
        ...transcript.filter((u) => u.speaker === 'candidate').map((u) => u.text),
      ];
      expect(presumedPhrases(turn.text, allowed), turn.text).to.deep.equal([]);
    });
  }

  it('different_example: the same story told on an earlier topic', async () => {
    const story =
      'At my last job I found that our invoice totals were computed from floats; I rewrote the money type as integer cents and the rounding complaints stopped, from about ten a month to none.';
    const plan = planOf();
    const transcript: Utterance[] = [];
    say(transcript, await deterministicInterviewer.next(ctxOf(plan, transcript, 0)), 0);
    answer(transcript, story, MIN);
    say(transcript, await deterministicInterviewer.next(ctxOf(plan, transcript, MIN)), MIN);
    expect(transcript.at(-1)!.move).to.equal('next_topic');
    answer(transcript, `As I mentioned, ${story}`, 2 * MIN);
    const turn = await deterministicInterviewer.next(ctxOf(plan, transcript, 2 * MIN));
    expect(turn.move, turn.reason).to.equal('different_example');
  });

  it('a "we" answer without an outcome asks for the own part first', async () => {
    const { turn } = await after(
      'Our team rewrote the checkout in TypeScript last year and we added strict null checks.',
    );
    expect(turn.move).to.equal('probe_own_part');
  });

  it('offers another angle once: an answer to it that still has no experience moves on', async () => {
    const { transcript } = await after("I've never had the chance to use TypeScript at work.");
    const plan = planOf();
    say(transcript, await deterministicInterviewer.next(ctxOf(plan, transcript, 5 * MIN)), 5 * MIN);
    answer(transcript, "No, I haven't done anything like that, sorry.", 6 * MIN);
    const turn = await deterministicInterviewer.next(ctxOf(plan, transcript, 6 * MIN));
    expect(turn.move).to.equal('next_topic');
  });

  it('rephrase and explain do not spend the probe budget; the deferred topic is asked again before closing', async () => {
    const plan = planOf();
    const transcript: Utterance[] = [];
    const greeting = await deterministicInterviewer.next(ctxOf(plan, transcript, 0));
    say(transcript, greeting, 0);
    answer(transcript, 'Could you repeat the question?', MIN);
    const rephrase = await deterministicInterviewer.next(ctxOf(plan, transcript, MIN));
    expect(rephrase).to.include({ move: 'rephrase', topic_id: greeting.topic_id, kind: 'follow_up' });
    expect(rephrase.text).to.contain(plan.competencies[0]!.question_topics[0]!.prompt);
    say(transcript, rephrase, MIN);
    answer(transcript, 'Can I come back to this later?', 2 * MIN);
    const defer = await deterministicInterviewer.next(ctxOf(plan, transcript, 2 * MIN));
    expect(defer.move).to.equal('defer');
    expect(defer.topic_id).not.to.equal(greeting.topic_id);
    expect(defer.text).to.match(/come back to that later/);
    say(transcript, defer, 2 * MIN);
    // Every other topic answered completely and quickly; the deferred one comes back before the closing.
    let t = 3 * MIN;
    const asked: InterviewerTurn[] = [];
    for (let i = 0; i < 20; i++) {
      answer(transcript, STORIES[i % STORIES.length]!, t);
      const turn = await deterministicInterviewer.next(ctxOf(plan, transcript, t));
      asked.push(turn);
      say(transcript, turn, t);
      if (turn.done) break;
      t += MIN;
    }
    const back = asked.findIndex((u) => u.topic_id === greeting.topic_id);
    expect(back, 'deferred topic asked again').to.be.greaterThan(-1);
    expect(asked[back]!.reason).to.match(/come back to it/);
    expect(asked.at(-1)!.done).to.equal(true);
    expect(back).to.be.lessThan(asked.length - 1);
  });
});
