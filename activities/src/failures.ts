import { ApplicationFailure } from '@temporalio/activity';

/**
 * ApplicationFailure types of what no retry can fix. The run workflow's retry policy names every one of them
 * (`nonRetryableErrorTypes`), so such an activity fails at its first attempt instead of retrying forever.
 */
export type NonRetryableType = 'RunNotFound' | 'PlanMissing';

const failure = (type: NonRetryableType, message: string) => ApplicationFailure.create({ type, message });

/** Thrown when the run's row is not in the read model (purged, or never written): there is nothing to work on. */
export const runNotFound = (runId: string) => failure('RunNotFound', `run ${runId} is not in the read model`);

/** Thrown when a run has no stored plan to interview from or score against: only a new plan could change that. */
export const planMissing = (runId: string) => failure('PlanMissing', `run ${runId} has no plan`);
