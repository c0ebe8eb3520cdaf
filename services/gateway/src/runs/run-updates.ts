import {
  ServiceError,
  WorkflowNotFoundError,
  WorkflowUpdateFailedError,
  WorkflowUpdateRPCTimeoutOrCancelledError,
  isGrpcServiceError,
} from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import type { DataSource } from 'typeorm';
import type { Client } from '@temporalio/client';
import type { UpdateDefinition } from '@temporalio/common';
import { AppError, conflict, storeRunInput, unavailable, type Config, type ClaimCheckInput } from '@irs/shared';
import { INVALID_STATE, type ActionInput } from '@irs/workflows/messages';

/** A refused or failed Update as a value with a status: wrong state 409, missing worker or server 503. */
export function fromTemporal(error: unknown): AppError {
  if (
    error instanceof WorkflowUpdateFailedError &&
    error.cause instanceof ApplicationFailure &&
    error.cause.type === INVALID_STATE
  ) {
    return conflict(error.cause.message);
  }
  if (error instanceof WorkflowNotFoundError) return conflict('The run no longer accepts actions');
  if (
    error instanceof WorkflowUpdateRPCTimeoutOrCancelledError ||
    error instanceof ServiceError ||
    isGrpcServiceError(error)
  ) {
    return unavailable(
      'The run engine did not answer in time; it may not have been applied: check the run status before retrying',
    );
  }
  if (error instanceof AppError) return error;
  throw error;
}

export interface UpdateDeps {
  ds: DataSource;
  client: Client;
  config: Config;
}

export interface UpdateOptions {
  input?: ClaimCheckInput;
  actor: NonNullable<ActionInput['actor']>;
  /** How long to wait for the Update's result (ms); RUN_ACTION_TIMEOUT_MS by default. */
  timeoutMs?: number;
  /** Temporal applies an Update id once per run and answers a repeat with the first one's outcome. */
  updateId?: string;
  /** Stores the input, returning its claim check; a new run_inputs row by default. */
  storeInput?: (input: ClaimCheckInput) => Promise<string>;
}

/** What makes a repeated request the same Update: its id and its first attempt's stored input. */
export type SameUpdate = Pick<UpdateOptions, 'updateId' | 'storeInput'>;

/**
 * Sends one Update to a run's workflow, with a deadline (a missing worker is a 503, not a hang). What the caller
 * sent along is stored first as a claim check (run_inputs), so the Update itself carries only its id.
 */
export async function sendUpdate<R>(
  deps: UpdateDeps,
  runId: string,
  update: UpdateDefinition<R, [ActionInput]>,
  opts: UpdateOptions,
): Promise<R> {
  const store = opts.storeInput ?? ((input: ClaimCheckInput) => storeRunInput(deps.ds, runId, input));
  const inputId = opts.input && (await store(opts.input));
  try {
    const handle = deps.client.workflow.getHandle(runId);
    const deadline = Date.now() + (opts.timeoutMs ?? deps.config.RUN_ACTION_TIMEOUT_MS);
    return await deps.client.connection.withDeadline(deadline, () =>
      handle.executeUpdate(update, { args: [{ inputId, actor: opts.actor }], updateId: opts.updateId }),
    );
  } catch (error) {
    throw fromTemporal(error);
  }
}
