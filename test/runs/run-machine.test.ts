import { expect } from 'chai';
import { RUN_STATES, TERMINAL_STATES, type RunState } from '@irs/shared';
import { InvalidTransition, RunMachine, TRANSITIONS, type TransitionName } from '@irs/workflows/run-machine';

/** docs/spec.md "States and transitions" and its required-state table, checked on the pure state machine. */
const expected: Record<string, { from: RunState[]; to: RunState }> = {
  completeInfo: { from: ['INFO_NEEDED'], to: 'GENERATING_PLAN' },
  approvePlan: { from: ['PENDING'], to: 'APPROVED' },
  rejectPlan: { from: ['PENDING'], to: 'REJECTED' },
  revisePlan: { from: ['PENDING'], to: 'GENERATING_PLAN' },
  invite: { from: ['APPROVED', 'INVITED'], to: 'INVITED' },
  approveAssessment: { from: ['ASSESSMENT_READY'], to: 'COMPLETED' },
  rejectAssessment: { from: ['ASSESSMENT_READY'], to: 'REJECTED' },
  planReady: { from: ['GENERATING_PLAN'], to: 'PENDING' },
  planInsufficient: { from: ['GENERATING_PLAN'], to: 'INFO_NEEDED' },
};

describe('run state machine', () => {
  for (const [name, rule] of Object.entries(expected)) {
    it(`${name}: only from ${rule.from.join('/')}, to ${rule.to}`, () => {
      for (const state of RUN_STATES) {
        const machine = new RunMachine(state);
        if (rule.from.includes(state)) {
          const result = machine.apply(name as TransitionName);
          expect(result.state).to.equal(rule.to);
          expect(result.sequence).to.equal(1);
        } else {
          expect(() => machine.apply(name as TransitionName), state).to.throw(
            InvalidTransition,
            `${name} is not allowed in state ${state}`,
          );
          expect(machine.state, 'a refused action changes nothing').to.equal(state);
          expect(machine.sequence).to.equal(0);
        }
      }
    });
  }

  it('cancel is allowed from every non-terminal state and from no terminal one', () => {
    for (const state of RUN_STATES) {
      const machine = new RunMachine(state);
      if (TERMINAL_STATES.includes(state)) expect(() => machine.apply('cancel')).to.throw(InvalidTransition);
      else expect(machine.apply('cancel').state).to.equal('CANCELLED');
    }
  });

  it('every transition raises its docs/spec.md event', () => {
    expect(TRANSITIONS.planInsufficient.event).to.equal('interview.info_needed');
    expect(TRANSITIONS.completeInfo.event).to.equal('interview.info_completed');
    expect(TRANSITIONS.planReady.event).to.equal('interview.plan_generated');
    expect(TRANSITIONS.approvePlan.event).to.equal('interview.approved');
    expect(TRANSITIONS.rejectPlan.event).to.equal('interview.rejected');
    expect(TRANSITIONS.revisePlan.event).to.equal('interview.modification_requested');
    expect(TRANSITIONS.cancel.event).to.equal('interview.cancelled');
    expect(TRANSITIONS.approveAssessment.event).to.equal('interview.completed');
  });

  it('sequence numbers grow by one per transition', () => {
    const machine = new RunMachine('GENERATING_PLAN');
    expect(machine.apply('planReady').sequence).to.equal(1);
    expect(machine.apply('revisePlan').sequence).to.equal(2);
    expect(machine.apply('planReady').sequence).to.equal(3);
    expect(machine.apply('approvePlan').sequence).to.equal(4);
    expect(machine.awaitingHuman).to.equal(false);
  });
});
