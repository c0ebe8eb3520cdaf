import { expect } from 'chai';
import { answerGaps, lacksEvidence, MIN_ANSWER_WORDS } from '../../shared/engines/src/interviewer/index.js';
import { hasOwnAction, hasSpecificSituation } from '../../shared/engines/src/story-evidence.js';
import { CONCRETE, EVASIVE } from './support.js';

describe('interviewer: evidence check', () => {
  it('flags an evasive answer on every count', () => {
    expect(answerGaps(EVASIVE)).to.deep.equal({ tooShort: true, noExample: true, noOutcome: true });
    expect(lacksEvidence(answerGaps(EVASIVE))).to.equal(true);
  });

  it('finds a concrete answer complete: long enough, a first-person past example and an outcome', () => {
    expect(answerGaps(CONCRETE)).to.deep.equal({ tooShort: false, noExample: false, noOutcome: false });
    expect(lacksEvidence(answerGaps(CONCRETE))).to.equal(false);
  });

  it('treats an empty answer as lacking everything', () => {
    expect(answerGaps('')).to.deep.equal({ tooShort: true, noExample: true, noOutcome: true });
    expect(answerGaps('   \n ')).to.deep.equal({ tooShort: true, noExample: true, noOutcome: true });
  });

  it(`counts words: ${MIN_ANSWER_WORDS} is enough, one fewer is too short`, () => {
    const text = (n: number): string => Array.from({ length: n }, () => 'word').join(' ');
    expect(answerGaps(text(MIN_ANSWER_WORDS)).tooShort).to.equal(false);
    expect(answerGaps(text(MIN_ANSWER_WORDS - 1)).tooShort).to.equal(true);
    expect(answerGaps(`${text(MIN_ANSWER_WORDS - 1)} - -- ;`).tooShort, 'punctuation is not a word').to.equal(true);
  });

  it('recognises first-person past-tense situations', () => {
    for (const example of [
      'I built a queue consumer',
      'We migrated the service',
      "I've rewritten the parser",
      'we have been on call for it',
      'we then rolled it out',
      'I quickly noticed the lock',
      'At my last job the team was small',
      'In my previous role there was no CI',
      'When I joined, deploys were manual',
      'I led the effort',
      'We cut the scope',
      'I’ve shipped this before',
    ]) {
      expect(answerGaps(example).noExample, example).to.equal(false);
    }
  });

  it('does not take general statements or present-tense habits for an example', () => {
    for (const general of [
      "I'm a hard worker and a team player.",
      'I always write tests first and I need clear requirements.',
      'Generally you should index foreign keys.',
      'I would proceed carefully and succeed.',
      'We embed the config in the image.',
      'I have ten years of experience with it.',
    ]) {
      expect(answerGaps(general).noExample, general).to.equal(true);
    }
  });

  it('reads a story told in the present tense as a story when the answer marks it as past, and a habit as none', () => {
    const story =
      'The customer could not upload big files. I make a test with different sizes and I find the limit is in his proxy. Next day the upload was working.';
    expect(hasSpecificSituation(story)).to.equal(true);
    expect(hasOwnAction(story)).to.equal(true);
    const habit = 'I stay calm with angry customers and I listen to them, they calm down.';
    expect(hasSpecificSituation(habit)).to.equal(false);
    expect(hasOwnAction(habit)).to.equal(false);
  });

  it('takes "Before, …" and "in next two weeks" for marks of a past occasion told in the present tense', () => {
    for (const story of [
      'Before, new users call us in their first week. I make short guide with ten steps, I add pictures, and we send it with welcome email.',
      'Nobody know our product there. I go to trade fair, I collect forty contacts, and I call every one in next two weeks.',
    ]) {
      expect(hasSpecificSituation(story), story).to.equal(true);
      expect(hasOwnAction(story), story).to.equal(true);
    }
    expect(
      hasOwnAction('Before I call a customer I check the last three tickets and I write down their questions.'),
    ).to.equal(false);
  });

  it('reads present-tense actions around one person or two figures, or ending in a result that moved, as one occasion', () => {
    for (const story of [
      'I see worker climb on racking for take box. I stop him and explain is dangerous, I report near miss, and we put ladders in every aisle.',
      'System say 300 pieces but on shelf only 240. I check movements and I find goods-in put pallets in wrong place.',
    ]) {
      expect(hasSpecificSituation(story), story).to.equal(true);
      expect(hasOwnAction(story), story).to.equal(true);
    }
    // One action and a result that moved: the candidate's own action in a story, if a thin one.
    expect(
      hasOwnAction(
        'Customers keep asking where the invoice is. I write a short help page with three pictures, and the calls about it go down a lot.',
      ),
    ).to.equal(true);
    // "Always" of someone else is the scene of the story, not the candidate's habit.
    const scene =
      'The printer jam always when she print labels. I ask her for a photo, I see the wrong paper size and I change it with her.';
    expect(hasSpecificSituation(scene), scene).to.equal(true);
    expect(hasOwnAction(scene), scene).to.equal(true);
    for (const claim of [
      'I always ask her for a photo and I change the paper size with her.',
      'I stay calm and let people talk. Most angry customers just want to be heard, so I listen and then I help.',
      'Every week I count 50 fast products and compare. When is difference I look why and I fix it.',
      'When a customer is angry I listen to him and I give him my number.',
      'When I write help pages the calls go down.',
      'I manage 12 people and I lead the team.',
      'I handle 50 tickets a day and I answer 20 calls.',
    ]) {
      expect(hasOwnAction(claim), claim).to.equal(false);
    }
  });

  it('recognises outcomes: numbers and result words', () => {
    for (const outcome of [
      'p99 went to 120 ms',
      'it reduced errors',
      'as a result the team could ship weekly',
      'we had zero downtime',
      'the fix was shipped',
      'costs dropped by half',
      'we learned to test migrations',
    ]) {
      expect(answerGaps(outcome).noOutcome, outcome).to.equal(false);
    }
    expect(answerGaps('I worked on the billing service with my team.').noOutcome).to.equal(true);
  });

  it('recognises how stories end without a result word, and not an action that only sounds like one', () => {
    for (const outcome of [
      'I restarted the printer spooler and it worked again.',
      'I called the on-call surgeon and she was in theatre within the hour.',
      'I moved the reader to another socket and it has worked every day since.',
      'I warned every partner before the change, and no partner broke.',
      'I walked them through the setup and nobody had to call us afterwards.',
      'I replanned the loading and the trailer went out before the last collection.',
      'I rewrote the onboarding guide and the pilot went live on Monday.',
      'I rang her back at five and she stayed with us.',
      'I fixed the DNS record and the test email arrived.',
      'I explained each machine and asked him to tell it back; he got it right and stayed calmer.',
      'I found the family a quiet room and explained what would happen, and they said they felt prepared.',
      'I checked the insulin dose with her before she went in, and the ward now asks for a second check on every dose.',
      'I found the missing index and the report went from forty seconds to one.',
    ]) {
      expect(answerGaps(outcome).noOutcome, outcome).to.equal(false);
    }
    for (const action of [
      'I went through the registry and wrote to each of them.',
      'I worked with the warehouse team on the counts.',
      'The team worked on it all night while I checked the logs.',
      'I checked the sync logs, found the job had stopped at midnight, and passed the error to our developers.',
      'I pulled last year sales, worked out the sizes that ran out first and doubled the order for those.',
    ]) {
      expect(answerGaps(action).noOutcome, action).to.equal(true);
    }
  });

  it('is pure: the same text gives the same gaps', () => {
    const text = 'When I joined we had no monitoring, so I added tracing and looked at the slow calls.';
    expect(answerGaps(text)).to.deep.equal(answerGaps(text));
    expect(answerGaps(text)).to.deep.equal({ tooShort: true, noExample: false, noOutcome: true });
  });
});
