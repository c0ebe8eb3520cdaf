import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import type { Client } from '@temporalio/client';
import { LegalHoldView, ReasonBody, type Config } from '@irs/shared';
import { callerOf } from '../audit.js';
import { releaseLegalHold, setLegalHold } from '../runs/legal-hold.js';
import type { RunContext } from '../runs/service.js';
import { pathRunId } from './integration.js';
import type { ApiRegistry } from './registry.js';

/**
 * Legal hold of a run (issue 10): PUT places it with a reason, DELETE releases it. While held, the retention sweep
 * skips the run; the explicit purge (DELETE …/candidate-data) still works, as docs/spec.md says it does in any state.
 * Guarded and tenant-scoped exactly like the integration endpoints: interview:update, feature integration_api.
 */
export function registerLegalHold(api: ApiRegistry, deps: { ds: DataSource; client: Client; config: Config }): void {
  const path = '/api/v2/integration/interviews/:run_id/legal-hold';
  const ctx = (req: Request): RunContext => ({ ...deps, ...callerOf(req) });
  const runId = pathRunId;
  const common = { tag: 'Integration', auth: 'credential', feature: 'integration_api' } as const;
  const guarded = {
    ...common,
    permissions: ['interview:update' as const],
    responses: { 404: 'Run not found in this tenant' },
  };

  api.route(
    {
      ...guarded,
      method: 'put',
      path,
      summary: 'Place a legal hold (any state): automatic retention leaves the run alone until released',
      ok: { schema: LegalHoldView },
      body: ReasonBody,
    },
    async (req, res, { body }) => {
      res.json(await setLegalHold(ctx(req), runId(req), body.reason));
    },
  );
  api.route(
    {
      ...guarded,
      method: 'delete',
      path,
      summary: 'Release the legal hold (no change when the run is not held)',
      ok: { schema: LegalHoldView },
    },
    async (req, res) => {
      res.json(await releaseLegalHold(ctx(req), runId(req)));
    },
  );
}
