import { expect } from 'chai';
import { PlanEditError, editPlan, type Plan, type PlanEdit } from '../../shared/engines/src/planner/index.js';
import { planOf } from '../interviewer/support.js';

/** The plan as a recruiter would send it back unchanged (a copy): every item with its id. */
const asEdit = (plan: Plan): PlanEdit => ({
  competencies: structuredClone(plan.competencies).map(({ role_importance: _, source_phrases: __, ...c }) => c),
});

describe('planner: a recruiter edits the plan directly', () => {
  const plan = planOf();

  it('renames, rewords a question, adds one, and makes a competency desirable: same ids, the next revision', () => {
    const edit = asEdit(plan);
    const [first, second] = edit.competencies;
    first!.name = 'Typed backend code';
    first!.question_topics[0]!.prompt = 'Tell me about a type error that reached production. What did you change?';
    first!.question_topics.push({ prompt: 'How do you decide between an interface and a type alias?', follow_ups: [] });
    second!.requirement_type = second!.requirement_type === 'essential' ? 'desirable' : 'essential';
    const next = editPlan(plan, edit);

    expect(next.revision).to.equal(plan.revision + 1);
    expect(next.competencies.map((c) => c.id)).to.deep.equal(plan.competencies.map((c) => c.id));
    const renamed = next.competencies[0]!;
    expect(renamed.name).to.equal('Typed backend code');
    expect(renamed.sub_dimensions).to.deep.equal(plan.competencies[0]!.sub_dimensions);
    const added = renamed.question_topics.at(-1)!;
    expect(plan.competencies[0]!.question_topics.map((t) => t.id)).not.to.include(added.id);
    expect(next.competencies[1]!.role_importance, 'reweighed for its new requirement').to.not.equal(
      plan.competencies[1]!.role_importance,
    );
    expect(next.changes).to.include(`renamed "${plan.competencies[0]!.name}" to "Typed backend code"`);
    expect(next.changes.some((c) => c.startsWith('added question to "Typed backend code"'))).to.equal(true);
    expect(next.changes.some((c) => c.startsWith('edited question of "Typed backend code"'))).to.equal(true);
    expect(next.changes).to.include(`"${second!.name}" is now ${second!.requirement_type}`);
    expect(next.opening, 'what the edit does not name stays').to.equal(plan.opening);
  });

  it('deletes a competency and adds a new one with ids of its own', () => {
    const edit = asEdit(plan);
    const dropped = edit.competencies.pop()!;
    edit.competencies.push({
      name: 'On-call',
      description: 'Keeps production healthy out of hours.',
      kind: 'behavioural',
      requirement_type: 'desirable',
      sub_dimensions: [{ name: 'Calm triage', rubric: 'Names what they checked first and why.' }],
      question_topics: [{ prompt: 'Tell me about a night you were paged. What did you do first?', follow_ups: [] }],
    });
    const next = editPlan(plan, edit);
    const ids = next.competencies.map((c) => c.id);
    expect(ids).not.to.include(dropped.id);
    const added = next.competencies.at(-1)!;
    expect(added.id).to.equal('edit-on-call');
    expect(added.question_topics[0]!.id).to.equal('edit-on-call-t1');
    expect(added.sub_dimensions[0]!.id).to.equal('edit-on-call-s1');
    expect(added.role_importance).to.be.within(0, 1);
    expect(next.changes).to.include(`deleted competency "${dropped.name}"`);
    expect(next.changes).to.include('added competency "On-call"');
  });

  it('refuses an id that is not in the plan, or not under the competency it is given for', () => {
    const unknown = asEdit(plan);
    unknown.competencies[0]!.id = 'no-such-competency';
    expect(() => editPlan(plan, unknown)).to.throw(PlanEditError, /no-such-competency is not in the plan/);
    const moved = asEdit(plan);
    moved.competencies[0]!.question_topics[0]!.id = plan.competencies[1]!.question_topics[0]!.id;
    expect(() => editPlan(plan, moved)).to.throw(PlanEditError, /is not part of/);
  });

  it('keeps or drops screening items by id, and says so', () => {
    const screened: Plan = {
      ...plan,
      screening: [
        {
          id: 'screen-years',
          requirement: '5+ years building backend services',
          kind: 'experience',
          requirement_type: 'essential',
          protected: false,
          question: 'How many years have you built backend services?',
          source: 'qualifications',
        },
      ],
    } as Plan;
    const next = editPlan(screened, { ...asEdit(screened), screening_ids: [] });
    expect(next.screening).to.deep.equal([]);
    expect(next.changes).to.include('dropped the screening item "5+ years building backend services"');
    expect(editPlan(screened, asEdit(screened)).screening).to.deep.equal(screened.screening);
    expect(editPlan(screened, asEdit(screened)).changes).to.deep.equal(['no change']);
  });
});
