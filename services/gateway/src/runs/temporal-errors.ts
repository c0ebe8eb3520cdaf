import {
  ServiceError,
  WorkflowNotFoundError,
  WorkflowUpdateFailedError,
  WorkflowUpdateRPCTimeoutOrCancelledError,
  isGrpcServiceError,
} from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import { AppError, conflict, unavailable } from '@irs/shared';
import { INVALID_STATE } from '@irs/workflows/messages';

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
