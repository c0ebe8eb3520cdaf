import {
  ApplicationFailure,
  allHandlersFinished,
  condition,
  proxyActivities,
  setHandler,
  setCurrentDetails,
  upsertSearchAttributes,
} from '@temporalio/workflow';
import type { UpdateDefinition } from '@temporalio/common';
import type { RunActivities } from '@irs/activities/runs';
import { SEARCH_ATTRIBUTES } from './contract.js';
import { InvalidTransition, RunMachine, WAITING_FOR, type TransitionName } from './run-machine.js';
import * as msg from './run-messages.js';

const { applyTransition, generatePlan } = proxyActivities<RunActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

/**
 * One workflow per run (workflowId = run_id): the run's state machine. Every state change happens here; callers act
 * through Updates whose synchronous validators reject a wrong-state action before it reaches history.
 */
export async function interviewRun(input: msg.RunInput): Promise<string> {
  const run = new RunMachine(input.initialState);
  let planRequested = input.initialState === 'GENERATING_PLAN';

  /** Applies a transition (synchronously, before any await), then records it: read model, event, search attributes. */
  async function transition(name: TransitionName, action: msg.ActionInput = {}): Promise<msg.ActionResult> {
    const { state, sequence, event } = run.apply(name);
    announce();
    await applyTransition({
      runId: input.runId,
      sequence,
      state,
      awaitingHuman: run.awaitingHuman,
      event,
      inputId: action.inputId,
      actor: action.actor,
    });
    return { state };
  }

  function announce(): void {
    upsertSearchAttributes([
      { key: SEARCH_ATTRIBUTES.RunState, value: run.state },
      { key: SEARCH_ATTRIBUTES.AwaitingHuman, value: run.awaitingHuman },
    ]);
    setCurrentDetails(WAITING_FOR[run.state]);
  }

  const validator = (name: TransitionName) => (_action: msg.ActionInput) => {
    try {
      run.check(name);
    } catch (error) {
      if (error instanceof InvalidTransition)
        throw ApplicationFailure.create({ type: msg.INVALID_STATE, message: error.message, nonRetryable: true });
      throw error;
    }
  };

  const handle = (
    def: UpdateDefinition<msg.ActionResult, [msg.ActionInput]>,
    name: TransitionName,
    after?: () => void,
  ) =>
    setHandler(
      def,
      async (action: msg.ActionInput) => {
        const result = await transition(name, action);
        after?.(); // only once the input it carries is in the read model
        return result;
      },
      { validator: validator(name) },
    );

  handle(msg.completeInfo, 'completeInfo', () => (planRequested = true));
  handle(msg.revisePlan, 'revisePlan', () => (planRequested = true));
  handle(msg.approvePlan, 'approvePlan');
  handle(msg.rejectPlan, 'rejectPlan');
  handle(msg.invite, 'invite');
  handle(msg.approveAssessment, 'approveAssessment');
  handle(msg.rejectAssessment, 'rejectAssessment');
  handle(msg.cancel, 'cancel');
  setHandler(msg.stateQuery, () => run.state);

  upsertSearchAttributes([
    { key: SEARCH_ATTRIBUTES.TenantId, value: input.tenantId },
    { key: SEARCH_ATTRIBUTES.ExternalId, value: input.externalId },
  ]);
  announce();
  // The first record: the created run's event (info_needed lists what is missing).
  run.sequence += 1;
  await applyTransition({
    runId: input.runId,
    sequence: run.sequence,
    state: run.state,
    awaitingHuman: run.awaitingHuman,
    event: run.state === 'INFO_NEEDED' ? 'interview.info_needed' : null,
  });

  while (!run.terminal) {
    await condition(() => planRequested || run.terminal);
    if (run.terminal) break;
    planRequested = false;
    const plan = await generatePlan(input.runId);
    if (run.state !== 'GENERATING_PLAN') continue; // cancelled while the plan was being built
    if (!plan.ok) {
      await transition('planInsufficient');
      continue;
    }
    await transition('planReady');
    if (plan.autoApprove) await transition('approvePlan', { actor: { type: 'system', id: 'auto_approve_plans' } });
  }
  await condition(allHandlersFinished);
  return run.state;
}
