import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import type { Client } from '@temporalio/client';
import {
  ActionResponse,
  AssessmentRead,
  InviteResult,
  PlanRead,
  PlanRevisions,
  PurgeResult,
  Rankings,
  RunStatus,
  TranscriptRead,
  CommentBody,
  CreateInterviewBody,
  InfoBody,
  InviteBody,
  PlanEditBody,
  OptionalReasonBody,
  RankingsQuery,
  ReasonBody,
  ReviseBody,
  RunIdParam,
  notFound,
  type Config,
} from '@irs/shared';
import { callerOf } from '../audit.js';
import * as planEdits from '../runs/plan-edits.js';
import * as runs from '../runs/service.js';
import type { ApiRegistry } from './registry.js';

/** The `:run_id` of a run operation's path, or a 404 without a database round trip when it cannot be one. */
export const pathRunId = (req: Request) => {
  const parsed = RunIdParam.safeParse(req.params.run_id);
  if (!parsed.success) throw notFound(`run ${String(req.params.run_id)} not found`);
  return parsed.data;
};

/**
 * docs/spec.md "Integration REST (15 endpoints)", and the plan editor's two: transport only; the run operations live in
 * runs/service.ts (plan edits in runs/plan-edits.ts).
 */
export function registerIntegration(api: ApiRegistry, deps: { ds: DataSource; client: Client; config: Config }): void {
  const base = '/api/v2/integration/interviews';
  const ctx = (req: Request): runs.RunContext => ({ ...deps, ...callerOf(req) });
  const runId = pathRunId;
  const common = { tag: 'Integration', auth: 'credential', feature: 'integration_api' } as const;
  const stateConflict = { 409: 'Not allowed in the run state', 404: 'Run not found in this tenant' };

  api.route(
    {
      ...common,
      method: 'post',
      path: base,
      summary: 'Create an interview run (200 with the existing run for a repeated external_id)',
      ok: { schema: ActionResponse },
      permissions: ['interview:create'],
      body: CreateInterviewBody,
      responses: { 201: 'Created' },
    },
    async (req, res, { body }) => {
      const { created, response } = await runs.createRun(ctx(req), body);
      res.status(created ? 201 : 200).json(response);
    },
  );
  api.route(
    {
      ...common,
      method: 'get',
      path: `${base}/:run_id`,
      summary: 'Run status',
      ok: { schema: RunStatus },
      permissions: ['interview:read'],
      responses: { 404: 'Run not found in this tenant' },
    },
    async (req, res) => {
      res.json(await runs.runStatus(ctx(req), runId(req)));
    },
  );
  api.route(
    {
      ...common,
      method: 'get',
      path: `${base}/:run_id/plan`,
      summary: 'The interview plan (from PENDING on)',
      ok: { schema: PlanRead },
      permissions: ['interview:read'],
      responses: { 404: 'Not available yet' },
    },
    async (req, res) => {
      res.json(await runs.runPlan(ctx(req), runId(req)));
    },
  );
  api.route(
    {
      ...common,
      method: 'patch',
      path: `${base}/:run_id/info`,
      summary: 'Supply the missing fields (INFO_NEEDED)',
      ok: { schema: ActionResponse },
      permissions: ['interview:update'],
      body: InfoBody,
      responses: stateConflict,
    },
    async (req, res, { body }) => {
      res.json((await runs.completeInfo(ctx(req), runId(req), body.fields)).response);
    },
  );
  api.route(
    {
      ...common,
      method: 'post',
      path: `${base}/:run_id/plan/approve`,
      summary: 'Approve the plan (PENDING)',
      ok: { schema: ActionResponse },
      permissions: ['interview:approve'],
      body: CommentBody,
      bodyOptional: true,
      responses: stateConflict,
    },
    async (req, res, { body }) => {
      res.json(await runs.approvePlan(ctx(req), runId(req), body.comment));
    },
  );
  api.route(
    {
      ...common,
      method: 'post',
      path: `${base}/:run_id/plan/reject`,
      summary: 'Reject the plan (PENDING); terminal',
      ok: { schema: ActionResponse },
      permissions: ['interview:approve'],
      body: ReasonBody,
      responses: stateConflict,
    },
    async (req, res, { body }) => {
      res.json(await runs.rejectPlan(ctx(req), runId(req), body.reason));
    },
  );
  api.route(
    {
      ...common,
      method: 'patch',
      path: `${base}/:run_id/plan/revise`,
      summary: 'Request a plan revision (PENDING)',
      ok: { schema: ActionResponse },
      permissions: ['interview:update'],
      body: ReviseBody,
      responses: stateConflict,
    },
    async (req, res, { body }) => {
      res.json(await runs.revisePlan(ctx(req), runId(req), body.comments));
    },
  );
  api.route(
    {
      ...common,
      method: 'put',
      path: `${base}/:run_id/plan`,
      summary: "Edit the plan directly (PENDING): the competencies as they should be; the plan's next revision",
      ok: { schema: PlanRead },
      permissions: ['interview:approve'],
      body: PlanEditBody,
      responses: { ...stateConflict, 409: 'Not PENDING, or the plan changed meanwhile (reload and edit again)' },
    },
    async (req, res, { body }) => {
      res.json(await planEdits.editPlan(ctx(req), runId(req), body));
    },
  );
  api.route(
    {
      ...common,
      method: 'get',
      path: `${base}/:run_id/plan/revisions`,
      summary: 'Every plan revision: generated, revised after comments, or edited, with its author',
      ok: { schema: PlanRevisions },
      permissions: ['interview:read'],
      responses: { 404: 'Run not found in this tenant' },
    },
    async (req, res) => {
      res.json(await planEdits.planRevisions(ctx(req), runId(req)));
    },
  );
  api.route(
    {
      ...common,
      method: 'post',
      path: `${base}/:run_id/invite`,
      summary: 'Mint a one-time join link and OTP (APPROVED or INVITED)',
      ok: { schema: InviteResult },
      permissions: ['interview:update'],
      body: InviteBody,
      bodyOptional: true,
      responses: stateConflict,
    },
    async (req, res, { body }) => {
      res.json(await runs.inviteCandidate(ctx(req), runId(req), body));
    },
  );
  api.route(
    {
      ...common,
      method: 'post',
      path: `${base}/:run_id/assessment/approve`,
      summary: 'Approve the assessment (ASSESSMENT_READY)',
      ok: { schema: ActionResponse },
      permissions: ['interview:approve'],
      body: CommentBody,
      bodyOptional: true,
      responses: stateConflict,
    },
    async (req, res, { body }) => {
      res.json(await runs.approveAssessment(ctx(req), runId(req), body.comment));
    },
  );
  api.route(
    {
      ...common,
      method: 'post',
      path: `${base}/:run_id/assessment/reject`,
      summary: 'Reject the assessment (ASSESSMENT_READY); terminal',
      ok: { schema: ActionResponse },
      permissions: ['interview:approve'],
      body: ReasonBody,
      responses: stateConflict,
    },
    async (req, res, { body }) => {
      res.json(await runs.rejectAssessment(ctx(req), runId(req), body.reason));
    },
  );
  api.route(
    {
      ...common,
      method: 'get',
      path: `${base}/:run_id/assessment`,
      summary: 'The assessment (ASSESSMENT_READY or later)',
      ok: { schema: AssessmentRead },
      permissions: ['interview:read'],
      responses: { 404: 'Not scored yet' },
    },
    async (req, res) => {
      res.json(await runs.runAssessment(ctx(req), runId(req)));
    },
  );
  api.route(
    {
      ...common,
      method: 'get',
      path: `${base}/:run_id/transcript`,
      summary: 'Transcript and proctor events (COMPLETED)',
      ok: { schema: TranscriptRead },
      permissions: ['interview:read', 'candidate:read'],
      responses: stateConflict,
    },
    async (req, res) => {
      res.json(await runs.runTranscript(ctx(req), runId(req)));
    },
  );
  api.route(
    {
      ...common,
      method: 'get',
      path: `${base}/:run_id/assessment/transcript`,
      summary: 'The transcript the assessment was scored from, for its review (ASSESSMENT_READY and later)',
      ok: { schema: TranscriptRead },
      permissions: ['interview:read', 'candidate:read'],
      responses: stateConflict,
    },
    async (req, res) => {
      res.json(await runs.runReviewTranscript(ctx(req), runId(req)));
    },
  );
  api.route(
    {
      ...common,
      method: 'get',
      path: '/api/v2/integration/rankings',
      summary: 'Coverage-ranked candidates with an approved assessment',
      ok: { schema: Rankings },
      permissions: ['interview:read'],
      query: RankingsQuery,
    },
    async (req, res, { query }) => {
      res.json(await runs.rankings(ctx(req), query));
    },
  );
  api.route(
    {
      ...common,
      method: 'delete',
      path: `${base}/:run_id`,
      summary: 'Cancel the run (any non-terminal state)',
      ok: { schema: ActionResponse },
      permissions: ['interview:update'],
      body: OptionalReasonBody,
      bodyOptional: true,
      responses: stateConflict,
    },
    async (req, res, { body }) => {
      res.json(await runs.cancelRun(ctx(req), runId(req), body.reason));
    },
  );
  api.route(
    {
      ...common,
      method: 'delete',
      path: `${base}/:run_id/candidate-data`,
      summary: "Purge the candidate's personal data (any state; irreversible)",
      ok: { schema: PurgeResult },
      permissions: ['interview:update'],
      body: OptionalReasonBody,
      bodyOptional: true,
      responses: { 404: 'Run not found in this tenant' },
    },
    async (req, res, { body }) => {
      res.json(await runs.purgeCandidateData(ctx(req), runId(req), body.reason));
    },
  );
}
