import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { ActivityFailure, ApplicationFailure, RetryState } from '@temporalio/common';
import { WorkflowFailedError, WorkflowUpdateFailedError, type WorkflowHandle } from '@temporalio/client';
import { runNotFound, type Activities } from '@irs/activities';
import type { TransitionRecord } from '@irs/activities/runs';
import type { RunState } from '@irs/shared/run-states';
import type { interviewRun } from '@irs/workflows';
import { TASK_QUEUES, webhookWorkflowId } from '@irs/workflows/contract';
import * as msg from '@irs/workflows/messages';
import { timeSkippingSuite } from './support.js';

type Run = WorkflowHandle<typeof interviewRun>;

/**
 * The run workflow's activities as stubs: what it asked the read model to record, and the candidate turns it took.
 * `planFails` makes a run's plan attempts throw, each attempt counted in `planAttempts`.
 */
function stubActivities() {
  const planFails = new Map<string, (attempt: number) => Error | undefined>();
  const planAttempts = new Map<string, number>();
  const records: TransitionRecord[] = [];
  const turns: (string | undefined)[] = [];
  let conversing = 0;
  let overlapped = false;
  const activities: Pick<Activities, 'applyTransition' | 'generatePlan' | 'converse' | 'scoreInterview'> = {
    async applyTransition(t) {
      records.push(t);
      return t.event ? `${t.runId}-${t.sequence}` : null;
    },
    async generatePlan(runId) {
      const attempt = (planAttempts.get(runId) ?? 0) + 1;
      planAttempts.set(runId, attempt);
      const failure = planFails.get(runId)?.(attempt);
      if (failure) throw failure;
      return { ok: true, autoApprove: false };
    },
    async converse({ inputId }) {
      overlapped ||= conversing > 0;
      conversing++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      conversing--;
      turns.push(inputId);
      return { done: false };
    },
    async scoreInterview() {
      return { overallCoverage: 'strong' };
    },
  };
  return { activities, records, turns, overlapped: () => overlapped, planFails, planAttempts };
}

/**
 * The run workflow on an in-process, time-skipping Temporal test server with stub activities: its states, the order
 * of its records and turns, and its Update validators, in seconds and without PostgreSQL (the stack suites cover the
 * real activities).
 */
describe('the run workflow with stub activities (TestWorkflowEnvironment, time-skipping server)', function () {
  this.timeout(60_000);
  const stubs = stubActivities();
  const temporal = timeSkippingSuite(TASK_QUEUES.runs, () => stubs.activities);

  const start = (initialState: RunState, runId = randomUUID()): Promise<Run> => {
    return temporal().client.workflow.start('interviewRun', {
      taskQueue: TASK_QUEUES.runs,
      workflowId: runId,
      args: [{ runId, tenantId: 'tenant-1', externalId: 'ext-1', initialState, position: 'Engineer', level: 'senior' }],
    });
  };
  const act = (run: Run, update: typeof msg.approvePlan | typeof msg.candidateMessage, inputId?: string) =>
    run.executeUpdate(update, { args: [{ inputId }] });
  /** The workflow moves on by itself (plan, scoring): wait for the state it reaches. */
  async function reaches(run: Run, state: RunState): Promise<void> {
    for (let i = 0; i < 100 && (await run.query(msg.stateQuery)) !== state; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await run.query(msg.stateQuery)).to.equal(state);
  }
  const recordsOf = (run: Run) => stubs.records.filter((r) => r.runId === run.workflowId);

  it('goes through every state to COMPLETED, records each transition once and in order, one delivery per event', async () => {
    const run = await start('GENERATING_PLAN');
    await reaches(run, 'PENDING');
    await act(run, msg.approvePlan);
    await act(run, msg.invite);
    expect(await act(run, msg.startInterview)).to.deep.equal({ state: 'IN_PROGRESS', done: false });
    // Two devices answer at once: the turns still run one at a time (serial()).
    await Promise.all(['answer-1', 'answer-2'].map((id) => act(run, msg.candidateMessage, id)));
    await act(run, msg.completeInterview);
    await reaches(run, 'ASSESSMENT_READY');
    await act(run, msg.approveAssessment);
    expect(await run.result()).to.equal('COMPLETED');

    const records = recordsOf(run);
    expect(records.map((r) => [r.sequence, r.state, r.event])).to.deep.equal([
      [1, 'GENERATING_PLAN', null],
      [2, 'PENDING', 'interview.plan_generated'],
      [3, 'APPROVED', 'interview.approved'],
      [4, 'INVITED', null],
      [5, 'IN_PROGRESS', null],
      [6, 'ASSESSMENT_PENDING', 'interview.assessment_pending'],
      [7, 'ASSESSMENT_READY', 'interview.assessment_ready'],
      [8, 'COMPLETED', 'interview.completed'],
    ]);
    expect(records.filter((r) => r.awaitingHuman).map((r) => r.state)).to.deep.equal(['PENDING', 'ASSESSMENT_READY']);
    expect(stubs.turns).to.have.members([undefined, 'answer-1', 'answer-2']);
    expect(stubs.overlapped(), 'two turns overlapped').to.equal(false);
    for (const { sequence } of records.filter((r) => r.event)) {
      const delivery = await temporal()
        .client.workflow.getHandle(webhookWorkflowId(`${run.workflowId}-${sequence}`))
        .describe();
      expect(delivery.type).to.equal('deliverWebhook');
    }
  });

  it('refuses an action in the wrong state before it reaches history, then still takes the right ones', async () => {
    const run = await start('GENERATING_PLAN');
    await reaches(run, 'PENDING');
    const refused = await act(run, msg.approveAssessment).catch((error: unknown) => error);
    expect(refused).to.be.instanceOf(WorkflowUpdateFailedError);
    const cause = (refused as WorkflowUpdateFailedError).cause;
    expect(cause).to.be.instanceOf(ApplicationFailure);
    expect((cause as ApplicationFailure).type).to.equal(msg.INVALID_STATE);
    const { events } = await run.fetchHistory();
    expect(events?.some((e) => e.workflowExecutionUpdateAcceptedEventAttributes)).to.equal(false);

    await act(run, msg.cancel);
    expect(await run.result()).to.equal('CANCELLED');
    expect(recordsOf(run).map((r) => r.state)).to.deep.equal(['GENERATING_PLAN', 'PENDING', 'CANCELLED']);
  });

  it('fails the run at the first attempt of an activity that cannot succeed (a type its retry policy names)', async () => {
    const runId = randomUUID();
    stubs.planFails.set(runId, () => runNotFound(runId));
    const failed = await (await start('GENERATING_PLAN', runId)).result().catch((error: unknown) => error);
    expect(failed).to.be.instanceOf(WorkflowFailedError);
    const activity = (failed as WorkflowFailedError).cause as ActivityFailure;
    expect(activity).to.be.instanceOf(ActivityFailure);
    // Not flagged non-retryable by the activity: the workflow's nonRetryableErrorTypes stopped the retries.
    expect(activity.retryState).to.equal(RetryState.NON_RETRYABLE_FAILURE);
    expect((activity.cause as ApplicationFailure).type).to.equal('RunNotFound');
    expect((activity.cause as ApplicationFailure).nonRetryable).to.equal(false);
    expect(stubs.planAttempts.get(runId)).to.equal(1);
  });

  it('retries any other activity failure (an outage) until it succeeds', async () => {
    const runId = randomUUID();
    stubs.planFails.set(runId, (attempt) => (attempt === 1 ? new Error('database is restarting') : undefined));
    const run = await start('GENERATING_PLAN', runId);
    await reaches(run, 'PENDING');
    expect(stubs.planAttempts.get(runId)).to.equal(2);
    await act(run, msg.cancel);
    expect(await run.result()).to.equal('CANCELLED');
  });
});
