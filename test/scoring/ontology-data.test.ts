/**
 * The scorer's data keyed by ontology ids and sub-dimension names (cues.ts) must name what the ontology holds: a
 * renamed competency or sub-dimension fails here instead of silently losing its cues in scoring (issue 32).
 */
import { expect } from 'chai';
import { ONTOLOGY_BY_ID } from '../../shared/engines/src/planner/ontology/index.js';
import { BEHAVIOURAL_CUES, SUB_DIMENSION_HINTS } from '../../shared/engines/src/scoring/cues.js';

describe('scoring data keyed by the ontology', () => {
  it('every behavioural cue names a behavioural competency of the ontology', () => {
    const missing = [...BEHAVIOURAL_CUES.keys()].filter((id) => ONTOLOGY_BY_ID.get(id)?.kind !== 'behavioural');
    expect(missing).to.deep.equal([]);
  });

  it('every sub-dimension hint names a sub-dimension of its competency, by the name the ontology gives it', () => {
    const missing = [...SUB_DIMENSION_HINTS].flatMap(([id, hints]) => {
      const names = new Set((ONTOLOGY_BY_ID.get(id)?.sub_dimensions ?? []).map((s) => s.name.toLowerCase()));
      return hints.filter((h) => !names.has(h.sub_dimension.toLowerCase())).map((h) => `${id}/${h.sub_dimension}`);
    });
    expect(missing).to.deep.equal([]);
  });

  it('every behavioural competency of the ontology has cues to be read across answers', () => {
    const behavioural = [...ONTOLOGY_BY_ID.values()].filter((e) => e.kind === 'behavioural').map((e) => e.id);
    const bare = behavioural.filter((id) => !BEHAVIOURAL_CUES.has(id) && !SUB_DIMENSION_HINTS.has(id));
    expect(bare).to.deep.equal([]);
  });
});
