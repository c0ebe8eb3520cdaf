/**
 * The scorer's data keyed by ontology ids and sub-dimension names (cues.ts) must name what the ontology holds: a
 * renamed competency or sub-dimension fails here instead of silently losing its cues in scoring (issue 32).
 */
import { expect } from 'chai';
import { FREE_TEXT_RULES, NAME_RULES, findKeysEach } from '../../shared/engines/src/planner/matching.js';
import { ONTOLOGY_BY_ID } from '../../shared/engines/src/planner/ontology/index.js';
import { competencyModel, mentions } from '../../shared/engines/src/scoring/attribute.js';
import { BEHAVIOURAL_CUES, SUB_DIMENSION_HINTS } from '../../shared/engines/src/scoring/cues.js';
import type { PlanCompetency } from '../../shared/engines/src/planner/index.js';

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

  it('a tool other work shares is evidence in an answer, matched as written, and plans nothing from a posting', () => {
    const model = (id: string) => {
      const entry = ONTOLOGY_BY_ID.get(id)!;
      return competencyModel({ id, name: entry.name, description: entry.description } as PlanCompetency);
    };
    expect(mentions(model('data-analysis'), 'I rebuilt the forecast in Excel with pivot tables')).to.equal(true);
    expect(mentions(model('data-analysis'), 'I excel at calming callers down')).to.equal(false);
    expect(mentions(model('sales'), 'I logged every call in Salesforce and kept the CRM clean')).to.equal(true);
    // A skills list ("Excel", "Salesforce", "Negotiation") and a duty line name no competency of the ontology by them.
    const posting = [
      'Excel',
      'Advanced Excel',
      'Salesforce',
      'CRM',
      'Negotiation',
      'Supplement negotiation with adjusters',
    ];
    expect(findKeysEach(posting, NAME_RULES).flat()).to.deep.equal([]);
    expect(findKeysEach(posting, FREE_TEXT_RULES).flat()).to.deep.equal([]);
  });
});
