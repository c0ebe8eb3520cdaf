import {
  ApplicationFailure,
  ParentClosePolicy,
  allHandlersFinished,
  condition,
  patched,
  proxyActivities,
  setHandler,
  startChild,
  setCurrentDetails,
  upsertSearchAttributes,
} from '@temporalio/workflow';
import type { UpdateDefinition } from '@temporalio/common';
import type { Activities, NonRetryableType } from '@irs/activities';
import type { TransitionRecord } from '@irs/activities/runs';
import { RUN_ACTIVITY_TIMEOUT_MS, SEARCH_ATTRIBUTES, TASK_QUEUES, webhookWorkflowId } from './contract.js';
import { InvalidTransition, RunMachine, WAITING_FOR, type TransitionName } from './run-machine.js';
import * as msg from './run-messages.js';
import { serial } from './serial.js';
import { deliverWebhook } from './webhook-delivery.js';

/** The patch id of the ATS deliveries (issue 36): histories recorded before it never call recordAtsDeliveries. */
const ATS_DELIVERIES = 'ats-deliveries';
/**
 * The patch id of answering before the deliveries (issue 38): an Update answers once its transition is written, in the
 * workflow task that starts the event's deliveries. Histories recorded before it answered after the deliveries had
 * started, one workflow task later. (The write stays an activity, never a local one: a local activity would write
 * before the Update is accepted in history, and an Update lost with its task would leave the row ahead of the run.)
 */
const ANSWER_BEFORE_DELIVERIES = 'answer-before-deliveries';

/** What no retry can fix (activities/src/failures.ts); the compiler checks that every such type is named here. */
const NON_RETRYABLE: Record<NonRetryableType, true> = { RunNotFound: true, PlanMissing: true };

/**
 * Anything else (database or engine outage) is retried without limit: the run waits for it to come back. A named
 * failure fails the activity at its first attempt; in the main loop that fails the run's workflow with the cause
 * (visible in the Temporal UI, where an operator can reset it), in an Update it fails only that Update.
 */
const { applyTransition, generatePlan, converse, scoreInterview, recordAtsDeliveries } = proxyActivities<Activities>({
  startToCloseTimeout: RUN_ACTIVITY_TIMEOUT_MS,
  retry: {
    initialInterval: '1 second',
    backoffCoefficient: 2,
    maximumInterval: '1 minute',
    nonRetryableErrorTypes: Object.keys(NON_RETRYABLE),
  },
});

/**
 * One workflow per run (workflowId = run_id): the run's state machine. Every state change happens here; callers act
 * through Updates whose synchronous validators reject a wrong-state action before it reaches history.
 */
export async function interviewRun(input: msg.RunInput): Promise<string> {
  const run = new RunMachine(input.initialState);
  let planRequested = input.initialState === 'GENERATING_PLAN';
  let scoringRequested = false;
  /** A candidate's request awaits a recruiter (issue 37): the interview cannot start, and the run awaits a person. */
  let held = false;

  /** Applies a transition (synchronously, before any await), then records it: read model, event, search attributes. */
  async function transition(name: TransitionName, action: msg.ActionInput = {}): Promise<msg.ActionResult> {
    const { state, sequence, event } = run.apply(name);
    announce();
    await record({
      sequence,
      state,
      awaitingHuman: run.awaitingHuman || (held && run.state === 'INVITED'),
      event,
      inputId: action.inputId,
      actor: action.actor,
    });
    return { state };
  }

  /**
   * Records go to the read model one after another, in sequence order: a later transition (an Update arriving
   * while an earlier record is still being written) never overtakes an earlier one, so no event is lost.
   */
  const inRecordOrder = serial();
  const record = (t: Omit<TransitionRecord, 'runId'>): Promise<void> => {
    if (!patched(ANSWER_BEFORE_DELIVERIES))
      return inRecordOrder(async () => deliverAll(t, await applyTransition({ runId: input.runId, ...t })));
    const written = inRecordOrder(() => applyTransition({ runId: input.runId, ...t }));
    // Queued after the write, so deliveries still start in record order. A write that failed fails its caller; a
    // delivery that could not start fails the workflow task (retried, and shown to operators), never silently.
    void inRecordOrder(async () => deliverAll(t, await written)).catch((error: unknown) =>
      written.then(
        () => Promise.reject(error),
        () => undefined,
      ),
    );
    return written.then(() => undefined);
  };
  /** Starts the deliveries of one recorded transition: the ATS's first, then the webhook event's. */
  const deliverAll = async (t: Omit<TransitionRecord, 'runId'>, eventId: string | null): Promise<void> => {
    // A run an ATS started also tells the ATS (issue 36). `ats` is an input of such runs only, and the patch marks
    // the histories that took this path, so every earlier history replays as it ran.
    if (input.ats && patched(ATS_DELIVERIES))
      for (const id of await recordAtsDeliveries({ runId: input.runId, sequence: t.sequence, state: t.state }))
        await deliver(id);
    if (eventId) await deliver(eventId);
  };
  /** One delivery workflow per recorded event (a webhook, or an ATS call), left to run on its own. */
  const deliver = (eventId: string) =>
    startChild(deliverWebhook, {
      taskQueue: TASK_QUEUES.webhooks,
      workflowId: webhookWorkflowId(eventId),
      args: [{ eventId }],
      parentClosePolicy: ParentClosePolicy.ABANDON,
    });

  // The first record, queued before any handler exists: the created run's event (info_needed lists what is missing).
  run.sequence += 1;
  const created = record({
    sequence: run.sequence,
    state: run.state,
    awaitingHuman: run.awaitingHuman,
    event: run.state === 'INFO_NEEDED' ? 'interview.info_needed' : null,
  });

  function announce(): void {
    upsertSearchAttributes([
      { key: SEARCH_ATTRIBUTES.RunState, value: run.state },
      { key: SEARCH_ATTRIBUTES.AwaitingHuman, value: run.awaitingHuman },
    ]);
    setCurrentDetails(WAITING_FOR[run.state]);
  }

  const refuse = (message: string): never => {
    throw ApplicationFailure.create({ type: msg.INVALID_STATE, message, nonRetryable: true });
  };
  const validator = (name: TransitionName) => (_action: msg.ActionInput) => {
    try {
      run.check(name);
    } catch (error) {
      if (error instanceof InvalidTransition) refuse(error.message);
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

  /** Candidate turns run one at a time, in arrival order, even from two devices at once. */
  const inTurnOrder = serial();
  const converseInOrder = (inputId?: string) => inTurnOrder(() => converse({ runId: input.runId, inputId }));
  setHandler(
    msg.startInterview,
    async (action: msg.ActionInput) => {
      const { state } = await transition('startInterview', action);
      return { state, done: (await converseInOrder()).done };
    },
    {
      validator: (action: msg.ActionInput) => {
        if (held) refuse('the interview cannot start while a request of the candidate awaits the recruiter');
        validator('startInterview')(action);
      },
    },
  );
  /** A request holds the run from the moment it is accepted; granting it lets the candidate start. */
  const holding = (def: UpdateDefinition<msg.ActionResult, [msg.ActionInput]>, name: TransitionName, hold: boolean) =>
    setHandler(
      def,
      (action: msg.ActionInput) => {
        held = hold;
        return transition(name, action);
      },
      {
        validator: (action: msg.ActionInput) => {
          if (held === hold) refuse(hold ? 'a request of the candidate is already open' : 'no request is open');
          validator(name)(action);
        },
      },
    );
  holding(msg.requestAccommodation, 'requestAccommodation', true);
  holding(msg.requestAlternative, 'requestAlternative', true);
  holding(msg.grantRequest, 'grantRequest', false);
  setHandler(
    msg.candidateMessage,
    async (action: msg.ActionInput) => ({ state: run.state, done: (await converseInOrder(action.inputId)).done }),
    {
      validator: (_action: msg.ActionInput) => {
        if (run.state !== 'IN_PROGRESS')
          throw ApplicationFailure.create({
            type: msg.INVALID_STATE,
            message: `messages are only accepted IN_PROGRESS (run is ${run.state})`,
            nonRetryable: true,
          });
      },
    },
  );
  handle(msg.completeInterview, 'completeInterview', () => (scoringRequested = true));
  handle(msg.completeInfo, 'completeInfo', () => (planRequested = true));
  handle(msg.revisePlan, 'revisePlan', () => (planRequested = true));
  handle(msg.editPlan, 'editPlan');
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
  await created;

  while (!run.terminal) {
    await condition(() => planRequested || scoringRequested || run.terminal);
    if (run.terminal) break;
    if (scoringRequested) {
      scoringRequested = false;
      const { overallCoverage } = await scoreInterview(input.runId);
      if (run.state !== 'ASSESSMENT_PENDING') continue; // cancelled while scoring
      upsertSearchAttributes([{ key: SEARCH_ATTRIBUTES.OverallCoverage, value: overallCoverage }]);
      await transition('assessmentReady');
      continue;
    }
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
  await inRecordOrder(async () => undefined); // the last deliveries started, now off the Updates' path
  return run.state;
}
