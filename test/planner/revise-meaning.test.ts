import { expect } from 'chai';
import { intentOf, mentionsOf } from '../../shared/engines/src/planner/revise-meaning.js';

/** Issue 31, item 5: what a revision comment asks and what it names, read before any meaning is compared. */
describe('planner: revision comments read by meaning', () => {
  it('tells a merge and a screening drop from other comments by their verbs and phrasing', () => {
    expect(intentOf('Fold those two competencies into one.')).to.equal('merge');
    expect(intentOf('Brazing and soldering are the same skill for us.')).to.equal('merge');
    expect(intentOf('Score them as one area, not two.')).to.equal('merge');
    expect(intentOf('We stopped weekend work, so take the Saturday item off the screening list.')).to.equal(
      'drop-screening',
    );
    expect(intentOf('Please remove the degree from screening.')).to.equal('drop-screening');
    // Dropping a competency, or adding to the screening list, is the lexical reader's.
    expect(intentOf('Drop Java.')).to.equal(null);
    expect(intentOf('Add a screening question on night shifts.')).to.equal(null);
  });

  it('names the things a comment mentions: quoted names whole, pointers and cue verbs left out', () => {
    const texts = (comment: string) => mentionsOf(comment).map((m) => m.text);
    expect(texts("Merge 'Wheel-lift and flatbed towing' with 'Vehicle securement' please.")).to.deep.equal([
      'Wheel-lift and flatbed towing',
      'Vehicle securement',
    ]);
    const loose = texts(
      'Workspace and refresh admin is part of building the reports here. Fold those two competencies into one.',
    );
    expect(loose).to.include.members([
      'Workspace',
      'refresh admin',
      'Workspace and refresh admin',
      'building the reports',
    ]);
    expect(loose.join(' | ')).to.not.match(/competenc|fold|those/i);
  });

  it('marks a mention followed by "into" as the one that moves', () => {
    const [moved, stays] = mentionsOf('Merge refrigerant recovery into diagnosis');
    expect([moved!.text, moved!.into, stays!.text, stays!.into]).to.deep.equal([
      'refrigerant recovery',
      true,
      'diagnosis',
      false,
    ]);
  });
});
