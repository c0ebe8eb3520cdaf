import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import type { Client } from '@temporalio/client';
import {
  CandidateDataExport,
  CandidateRequestList,
  CandidateRequestView,
  CloseRequestBody,
  GrantRequestBody,
  type Config,
} from '@irs/shared';
import { callerOf } from '../audit.js';
import * as requests from '../runs/candidate-requests.js';
import { pathRunId } from './integration.js';
import type { ApiRegistry } from './registry.js';

/**
 * A candidate's rights on a run (issue 37 §1 and §2; docs/api.md "Candidate requests"): their requests (read, grant,
 * close as handled outside; an erasure confirmed runs the purge) and the export of their data.
 */
export function registerCandidateRequests(
  api: ApiRegistry,
  deps: { ds: DataSource; client: Client; config: Config; encKey: Buffer },
): void {
  const base = '/api/v2/integration/interviews/:run_id/candidate-requests';
  const ctx = (req: Request): requests.RequestContext => ({ ...deps, ...callerOf(req) });
  const runId = pathRunId;
  const common = { tag: 'Integration', auth: 'credential', feature: 'integration_api' } as const;
  const answered = { 404: 'Run or request not found in this tenant', 409: 'The request is answered already' };

  api.route(
    {
      ...common,
      method: 'get',
      path: base,
      summary: "The candidate's requests (accommodation, alternative process), oldest first, with their answers",
      ok: { schema: CandidateRequestList },
      permissions: ['interview:read'],
      responses: { 404: 'Run not found in this tenant' },
    },
    async (req, res) => {
      res.json(await requests.runRequests(ctx(req), runId(req)));
    },
  );
  api.route(
    {
      ...common,
      method: 'post',
      path: `${base}/:request_id/grant`,
      summary: 'Grant the open request (extra minutes lengthen the interview); the candidate can then start',
      ok: { schema: CandidateRequestView },
      permissions: ['interview:update'],
      body: GrantRequestBody,
      bodyOptional: true,
      responses: answered,
    },
    async (req, res, { body }) => {
      res.json(await requests.grantRequest(ctx(req), runId(req), String(req.params.request_id), body));
    },
  );
  api.route(
    {
      ...common,
      method: 'post',
      path: `${base}/:request_id/close`,
      summary: 'Close the open request as handled outside this service: the run is cancelled',
      ok: { schema: CandidateRequestView },
      permissions: ['interview:update'],
      body: CloseRequestBody,
      bodyOptional: true,
      responses: answered,
    },
    async (req, res, { body }) => {
      res.json(await requests.closeRequest(ctx(req), runId(req), String(req.params.request_id), body.reason));
    },
  );
  api.route(
    {
      ...common,
      method: 'get',
      path: '/api/v2/integration/interviews/:run_id/candidate-data/export',
      summary: "Everything held about the run's candidate, as JSON (GDPR Art. 15 and 20); audited",
      ok: { schema: CandidateDataExport },
      permissions: ['candidate:read'],
      responses: { 404: 'Run not found in this tenant' },
    },
    async (req, res) => {
      res.json(await requests.exportCandidateData(ctx(req), runId(req)));
    },
  );
}
