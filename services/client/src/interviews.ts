import { dataOrThrow } from './errors.js';
import type { IrsClient } from './client.js';
import type { CreateInterview, RunAction } from './schemas.js';

/**
 * Creates an interview run, or answers the run already created for the same `external_id` (SPEC: a repeat returns
 * the existing run with 200, never a second run). So a create may be sent again safely (the client's retries do it
 * after a 429 or 503, and so can the caller after a lost answer); `created` says which happened.
 */
export async function createInterview(
  client: IrsClient,
  body: CreateInterview,
): Promise<{ run: RunAction; created: boolean }> {
  const result = await client.POST('/api/v2/integration/interviews', { body });
  const run = dataOrThrow(result);
  return { run, created: result.response.status === 201 };
}
