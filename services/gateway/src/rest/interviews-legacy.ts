import type { Request, Router } from 'express';
import type { DataSource } from 'typeorm';
import type { Client } from '@temporalio/client';
import { LegacyRunListQuery, type Config, type RunListItem } from '@irs/shared';
import { callerOf } from '../audit.js';
import { principalOf } from '../auth/guards.js';
import { listRuns, runIdOf, runIdParam, runTimeline } from '../runs/queries.js';
import * as runs from '../runs/service.js';
import { ApiRegistry } from './registry.js';

const legacyItem = (r: RunListItem) => ({
  runId: r.run_id,
  interviewId: r.interview_id,
  externalId: r.external_id,
  candidateRef: r.candidate_ref,
  candidateName: r.candidate_name,
  position: r.position,
  level: r.level,
  state: r.state,
  awaitingHuman: r.awaiting_human,
  overallCoverage: r.overall_coverage,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const legacyStatus = (s: Awaited<ReturnType<typeof runs.runStatus>>) => ({
  runId: s.run_id,
  interviewId: s.interview_id,
  state: s.state,
  awaitingHuman: s.awaiting_human,
  coverageSummary: s.coverage_summary && {
    overallCoverage: s.coverage_summary.overall_coverage,
    gapCompetencies: s.coverage_summary.gap_competencies,
    coveredCount: s.coverage_summary.covered_count,
    totalCount: s.coverage_summary.total_count,
  },
  ...(s.missing_fields ? { missingFields: s.missing_fields } : {}),
});

/**
 * The legacy base's interviews (list, get) and workflow (state, history) reads (docs/spec.md "Other modules on the
 * legacy base"): the v2 reads in camelCase, with the legacy error shape. A registry of their own, so the OpenAPI
 * document stays the v2 one.
 */
export function registerInterviewsLegacy(router: Router, deps: { ds: DataSource; client: Client; config: Config }) {
  const legacy = new ApiRegistry(router);
  const common = {
    tag: 'Interviews (legacy)',
    auth: 'credential' as const,
    feature: 'integration_api' as const,
    permissions: ['interview:read' as const],
  };
  const ctx = (req: Request): runs.RunContext => ({ ...deps, ...callerOf(req) });
  const tenantOf = (req: Request) => principalOf(req).tenant.id;

  legacy.route(
    {
      ...common,
      method: 'get',
      path: '/api/v1/interviews',
      summary: 'Runs, last change first',
      query: LegacyRunListQuery,
    },
    async (req, res, { query }) => {
      const page = await listRuns(deps.ds, principalOf(req), query);
      res.json({ items: page.items.map(legacyItem), nextCursor: page.next_cursor });
    },
  );
  legacy.route(
    { ...common, method: 'get', path: '/api/v1/interviews/:id', summary: 'A run status, by run_id or interview_id' },
    async (req, res) => {
      const runId = await runIdOf(deps.ds, tenantOf(req), String(req.params.id));
      res.json(legacyStatus(await runs.runStatus(ctx(req), runId)));
    },
  );
  legacy.route(
    { ...common, method: 'get', path: '/api/v1/workflow/:run_id/state', summary: "The run's state (read model)" },
    async (req, res) => {
      const s = await runs.runStatus(ctx(req), runIdParam(String(req.params.run_id)));
      res.json({ runId: s.run_id, state: s.state, awaitingHuman: s.awaiting_human });
    },
  );
  legacy.route(
    { ...common, method: 'get', path: '/api/v1/workflow/:run_id/history', summary: "The run's timeline" },
    async (req, res) => {
      res.json(await runTimeline(deps.ds, tenantOf(req), String(req.params.run_id)));
    },
  );
}
