import { expect } from 'chai';
import { classifyAnswer, deterministicInterviewer } from '../../shared/engines/src/interviewer/index.js';
import { saysNoExperience } from '../../shared/engines/src/interviewer/answer-style.js';
import type { Embedder } from '../../shared/engines/src/semantic.js';
import type { Utterance } from '../../shared/engines/src/transcript.js';
import { answer, ctxOf, planOf, say } from './support.js';

const MIN = 60_000;
const QUESTION = 'Tell me about a slow query you fixed. How did you find out why it was slow?';
const ABOUT = ['SQL and relational databases', 'Querying, modelling and operating relational databases.'];

/**
 * A stand-in for the sentence model: texts mentioning a word of a group point the same way, so meaning is known in
 * advance (pay and weekends one way, queries and databases another). Unit vectors, like the real model's.
 */
function fakeEmbedder(calls: string[][] = []): Embedder {
  const GROUPS = [/query|database|index|sql|slow|report|join/i, /salary|pay|bonus|commute|parking|weekend|holiday/i];
  return {
    model: 'fake',
    embed: async (texts) => {
      calls.push([...texts]);
      return texts.map((t) => {
        const v = new Float32Array(GROUPS.length + 1);
        GROUPS.forEach((g, i) => (v[i] = g.test(t) ? 1 : 0));
        v[GROUPS.length] = 0.2;
        const norm = Math.hypot(...v);
        return v.map((x) => x / norm);
      });
    },
  };
}

/** The standard plan's interview after its greeting (the first question asked). */
async function opened(): Promise<{ plan: ReturnType<typeof planOf>; transcript: Utterance[] }> {
  const plan = planOf();
  const transcript: Utterance[] = [];
  say(transcript, await deterministicInterviewer.next(ctxOf(plan, transcript, 0)), 0);
  return { plan, transcript };
}

const situation = (text: string, earlier: string[] = []) => ({
  answer: text,
  question: QUESTION,
  about: ABOUT,
  earlier,
});

describe('interviewer: answers read by meaning and across the follow-ups', () => {
  it('an answer about pay that mentions work is off-topic by meaning, not by its words', async () => {
    const text = 'I asked my manager about the salary bands and the bonus, and I would like to know the pay here.';
    expect(await classifyAnswer(situation(text))).not.to.equal('off_topic');
    expect(await classifyAnswer(situation(text), fakeEmbedder())).to.equal('off_topic');
  });

  it('a story from home that uses the question words is off-topic; the same words at work or about others are not', async () => {
    const home =
      'Slow queries happen at home too: I run a media server for my family, and I once rebuilt its SQL index so it loads fast.';
    expect(await classifyAnswer(situation(home))).to.equal('off_topic');
    expect(await classifyAnswer(situation(home), fakeEmbedder())).to.equal('off_topic');
    const work =
      'A customer said the orders report was slow; I read the query plan, rebuilt the SQL index and it loaded in 2 seconds.';
    expect(await classifyAnswer(situation(work))).to.equal('complete');
    const others =
      "A user's daughter called because her mother's report was slow; I found a missing index, added it and the report ran in 2 seconds.";
    expect(await classifyAnswer(situation(others))).to.equal('complete');
  });

  it('"I never" with a past tense is no experience; with a habit it is a general claim', async () => {
    expect(
      await classifyAnswer(situation('I never worked with SQL databases, my last job was all spreadsheets.')),
    ).to.equal('no_experience');
    expect(
      await classifyAnswer(
        situation('I never ship a query without reading its plan first, and I always check the indexes.'),
      ),
    ).to.equal('general');
  });

  it('"no other example" is an answer with no experience to offer; "I told all the pickers" is a story', async () => {
    expect(await classifyAnswer(situation("I've told you everything I have, I think."))).to.equal('no_experience');
    expect(await classifyAnswer(situation('I think I say all my examples.'))).to.equal('no_experience');
    expect(await classifyAnswer(situation('I do not have a specific example for that one.'))).to.equal('no_experience');
    expect(
      await classifyAnswer(situation('I told all the analysts to stop running the slow query and rewrote its join.')),
    ).to.not.equal('no_experience');
  });

  it('someone else who "had never worked" on it is part of the story, not the candidate\'s lack of experience', async () => {
    const story =
      'A new analyst had never worked on a large database. I sat with him twice a week for six weeks while he rewrote ' +
      'our slow report queries, and by the second month he was fixing them on his own.';
    expect(await classifyAnswer(situation(story))).to.equal('complete');
    // The interviewer returns for a second example to a competency only while the candidate has not declined it.
    expect(saysNoExperience(story)).to.equal(false);
    expect(saysNoExperience("I'd never worked on a database that large before this role.")).to.equal(true);
  });

  it('"I have covered that with the examples I gave" moves on; no other angle is offered for an example they lack', async () => {
    expect(await classifyAnswer(situation('I think I have covered that with the examples I gave.'))).to.equal(
      'no_experience',
    );
    const { plan, transcript } = await opened();
    answer(transcript, 'I think I have covered that with the examples I gave.', MIN);
    const next = await deterministicInterviewer.next(ctxOf(plan, transcript, MIN));
    expect(next.move).to.equal('next_topic');
    expect(next.reason).to.match(/^the candidate has no other example to tell;/);
  });

  it('hears "those are the best ones I have" and "I answer this already" as no other example', async () => {
    for (const text of [
      'I think those examples are the best ones I have.',
      'That is the best example I have.',
      'I think I answer this already with my examples.',
    ]) {
      expect(await classifyAnswer(situation(text)), text).to.equal('no_experience');
    }
    // A story that opens with the best example is a story.
    expect(
      await classifyAnswer(
        situation(
          'The best example I have is last spring: our search took six seconds, I added an index and it took 40 ms.',
        ),
      ),
    ).to.not.equal('no_experience');
  });

  it('a question back about the job, or a verdict on others, with no story in it is off-topic; a claim of practice is general', async () => {
    for (const text of [
      'What is the team like? I would love to know how many people I would be working with and who I would report to.',
      'Is there a bonus for fast queries? At my last place we got vouchers at Christmas.',
      'Honestly the database tools at my current job are terrible, nobody wants to pay for new ones.',
      'Slow queries have gone mad these days if you ask me, there is a report for everything.',
    ])
      expect(await classifyAnswer(situation(text)), text).to.equal('off_topic');
    expect(await classifyAnswer(situation('Honestly, I always check the query plan before I ship a query.'))).to.equal(
      'general',
    );
    const story =
      'What could I do? Last March I read the slow query log, added an index on the order date, and the report went from forty seconds to one.';
    expect(await classifyAnswer(situation(story))).to.equal('complete');
  });

  it('a vague claim about the asked work is general (one specific time is asked for), never off-topic', async () => {
    // The stand-in model hears this claim closer to talk about something else than to the question, as the real one did.
    for (const text of [
      'Yes, I have done that a lot in my previous jobs, and it always went well.',
      "I've handled that many times before, it was always fine.",
    ])
      expect(await classifyAnswer(situation(text), fakeEmbedder()), text).to.equal('general');
    expect(
      await classifyAnswer(situation('I have done a lot of gardening and my roses always win prizes.'), fakeEmbedder()),
    ).to.equal('off_topic');
  });

  it('a question about the terms of the job instead of an answer is off-topic', async () => {
    const text = 'Before we go on, could you tell me how the bonus scheme works here and what the hours are?';
    expect(await classifyAnswer(situation(text))).to.equal('off_topic');
  });

  it('an on-topic story stays what its words say with the model', async () => {
    const text =
      'Last year the orders report took a minute; I read the query plan, added a composite index, and it ran in 2 seconds.';
    expect(await classifyAnswer(situation(text), fakeEmbedder())).to.equal('complete');
  });

  it('the same story retold in other words is a repeat by meaning', async () => {
    const earlier = ['In March I found a missing index on the orders table and the report went from 40 s to 2 s.'];
    const retold = 'There was that slow report: I looked at the join, saw an index was absent and put one in.';
    expect(await classifyAnswer(situation(retold, earlier), fakeEmbedder())).to.equal('repeated');
  });

  it('repeating a vague line is still vague, not a retold example; "printed normally" is no habit', async () => {
    const vague = 'Yes, I have done that a lot, it went well.';
    expect(await classifyAnswer(situation(vague, [vague]), fakeEmbedder())).to.equal('general');
    const story =
      'Our label printing failed at one warehouse. I compared its printer settings with a working site, found the DPI differed and fixed the profile. It printed normally the next day and no site has had the problem since.';
    expect(await classifyAnswer(situation(story))).to.equal('complete');
    // The interviewer returns for a second example to a competency only while the candidate has not declined it.
    expect(saysNoExperience(story)).to.equal(false);
    expect(saysNoExperience("I'd never worked on a database that large before this role.")).to.equal(true);
  });

  it('an outcome given after "what was the outcome?" completes the story told before it', async () => {
    const { plan, transcript } = await opened();
    answer(
      transcript,
      'At my last job I moved our API types to zod schemas and rewrote the handlers around them.',
      MIN,
    );
    const probe = await deterministicInterviewer.next(ctxOf(plan, transcript, MIN));
    expect(probe.move).to.equal('probe_outcome');
    say(transcript, probe, MIN);
    answer(transcript, 'Type errors in production went from a few a week to none in three months.', 2 * MIN);
    const next = await deterministicInterviewer.next(ctxOf(plan, transcript, 2 * MIN));
    expect(next.move, next.reason).to.equal('next_topic');
  });

  it('"no experience" with the reason why is still no experience; an example from elsewhere with its result is a story', async () => {
    for (const text of [
      'At my last job the DBA team owned the database, so I have never tuned a query myself.',
      'Not personally. Last year I was on the front end, and the backend team handled the slow queries.',
      'That has not come up for me yet; in my first month here I only fixed styling bugs.',
    ])
      expect(await classifyAnswer(situation(text)), text).to.equal('no_experience');
    const elsewhere =
      'I have never tuned a production database, but last year I rewrote a slow report query in my course project and it went from a minute to two seconds.';
    expect(await classifyAnswer(situation(elsewhere))).to.equal('complete');
  });

  it('"no experience" again after an offered angle moves on, also in a transcript recorded without moves', async () => {
    const { plan, transcript } = await opened();
    answer(transcript, "I haven't used TypeScript at work, only plain JavaScript.", MIN);
    const angle = await deterministicInterviewer.next(ctxOf(plan, transcript, MIN));
    expect(angle.move).to.equal('alternative_angle');
    say(transcript, angle, MIN);
    delete transcript.at(-1)!.move;
    answer(transcript, 'No, honestly nothing comes to mind.', 2 * MIN);
    expect((await deterministicInterviewer.next(ctxOf(plan, transcript, 2 * MIN))).move).to.equal('next_topic');
  });

  it('with the model, the same transcript gives the same turn, and each text is embedded in one batch', async () => {
    const { plan, transcript } = await opened();
    answer(
      transcript,
      'Honestly my commute is long and I would like to know about parking and the holiday policy.',
      MIN,
    );
    const calls: string[][] = [];
    const ctx = { ...ctxOf(plan, transcript, MIN), embedder: fakeEmbedder(calls) };
    const first = await deterministicInterviewer.next(ctx);
    expect(first.move).to.equal('redirect');
    expect(await deterministicInterviewer.next(ctx)).to.deep.equal(first);
    expect(calls.every((batch) => batch.length > 1)).to.equal(true);
  });
});
