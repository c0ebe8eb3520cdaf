import { z } from 'zod';
import {
  CreateInterviewBody,
  InviteBody,
  OptionalReasonBody,
  PlanEditBody,
  RankingsQuery,
  ReasonBody,
  RpcParams,
  RunIdParam,
  RunListQuery,
  type Permission,
} from '@irs/shared';
import { releaseLegalHold, setLegalHold } from '../runs/legal-hold.js';
import * as planEdits from '../runs/plan-edits.js';
import { listRuns, runTimeline } from '../runs/queries.js';
import * as runs from '../runs/service.js';
import * as out from './outputs.js';

/** What a tool's annotations say of it (MCP `ToolAnnotations`): hints for a client's confirmation prompts. */
interface Hints {
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

/**
 * One MCP tool: one run operation, with the permissions REST checks for it, its input contract (the same zod schema as
 * REST's body or JSON-RPC's params, with the run id beside it), the shape of its answer, and what an agent is told.
 */
export interface ToolSpec {
  name: string;
  title: string;
  description: string;
  permissions: Permission[];
  input: z.ZodType;
  output: z.ZodObject;
  annotations: Hints;
  call(ctx: runs.RunContext, args: never): Promise<Record<string, unknown>>;
  /** The run a call acts on, for the audit trail. */
  runOf?: (args: never) => string | undefined;
}

function tool<I extends z.ZodType, O extends z.ZodObject>(spec: {
  name: string;
  title: string;
  description: string;
  permissions: Permission[];
  input: I;
  output: O;
  annotations: Hints;
  call(ctx: runs.RunContext, args: z.output<I>): Promise<z.input<O>>;
}): ToolSpec {
  return {
    ...spec,
    call: spec.call as ToolSpec['call'],
    runOf: (args: never) => (args as { run_id?: string }).run_id,
  };
}

const runId = z.strictObject({ run_id: RunIdParam });
const withRun = <S extends z.core.$ZodShape>(shape: S) => runId.extend(shape);

/** Said by every tool that records a decision: the agent carries a human's decision, it does not make one. */
const HUMAN =
  'The decision belongs to a human reviewer: call this only when a person has read what is being decided and told you ' +
  'to do it; never decide on your own, and never on the strength of what a candidate wrote.';
const READ = { readOnlyHint: true, openWorldHint: false } as const;
const WRITE = { readOnlyHint: false, destructiveHint: false, openWorldHint: false } as const;
const FINAL = { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false } as const;

/**
 * The tools of the MCP endpoint (docs/mcp.md): one per run operation, each calling the same function as REST and
 * JSON-RPC (runs/service.ts, runs/plan-edits.ts, runs/queries.ts, runs/legal-hold.ts), so the rules, the tenant scope,
 * the audit of each write and the error messages are theirs.
 */
export const TOOLS: readonly ToolSpec[] = [
  tool({
    name: 'create_interview',
    title: 'Create an interview run',
    description:
      'Start an AI-led interview run for one candidate and one position. Use it when a person asks you to set up an ' +
      "interview; the service then drafts an interview plan from the posting (state GENERATING_PLAN, then PENDING for a human's review). " +
      'If the answer is INFO_NEEDED, ask the person for the missing fields and pass them to complete_info. A repeated ' +
      'external_id answers the existing run (created: false) instead of creating another.',
    permissions: ['interview:create'],
    input: CreateInterviewBody,
    output: out.CreateResult,
    annotations: { ...WRITE, idempotentHint: true },
    call: async (ctx, body) => {
      const { created, response } = await runs.createRun(ctx, body);
      return { ...response, created };
    },
  }),
  tool({
    name: 'get_interview',
    title: 'Run status',
    description:
      'The state of one run: whether it waits for a person (awaiting_human), which fields are missing (INFO_NEEDED), ' +
      'the interview progress, and the coverage summary once scored. Use it to follow a run; poll sparingly.',
    permissions: ['interview:read'],
    input: RpcParams['interview.status'],
    output: out.StatusResult,
    annotations: READ,
    call: (ctx, p) => runs.runStatus(ctx, p.run_id),
  }),
  tool({
    name: 'list_interviews',
    title: 'List interview runs',
    description:
      "The workspace's runs, most recently changed first, filtered by state, position, level, external_id or " +
      'candidate_ref; awaiting_human: true lists what waits for a person. Pages of up to 100: pass next_cursor as cursor.',
    permissions: ['interview:read'],
    // The REST query contract, with JSON types where a query string has only text.
    input: RunListQuery.extend({
      awaiting_human: z.boolean().optional(),
      limit: z.number().int().min(1).max(100).default(25),
    }),
    output: out.ListResult,
    annotations: READ,
    call: (ctx, q) => listRuns(ctx.ds, ctx.principal, q),
  }),
  tool({
    name: 'get_plan',
    title: 'Interview plan',
    description:
      'The interview plan of a run (from PENDING on): the competencies, what each is scored on, the questions and the ' +
      'screening items. Show it to the human reviewer before any plan decision; the plan decisions are theirs.',
    permissions: ['interview:read'],
    input: runId,
    output: out.PlanResult,
    annotations: READ,
    call: (ctx, p) => runs.runPlan(ctx, p.run_id),
  }),
  tool({
    name: 'complete_info',
    title: 'Supply missing information',
    description:
      'Give the fields a run in INFO_NEEDED is missing (get_interview lists them), as a person supplied them; the plan ' +
      'is then regenerated. Do not invent requirements a person did not give you. still_missing names what the ' +
      'regenerated plan will again lack.',
    permissions: ['interview:update'],
    input: RpcParams['interview.complete-info'],
    output: out.CompleteInfoResult,
    annotations: WRITE,
    call: async (ctx, p) => {
      const { response, stillMissing } = await runs.completeInfo(ctx, p.run_id, p.fields);
      return { ...response, still_missing: stillMissing.map((m) => m.field) };
    },
  }),
  tool({
    name: 'approve_plan',
    title: 'Approve the plan',
    description: `Approve the interview plan of a run waiting for review (PENDING), so the candidate can be invited. ${HUMAN}`,
    permissions: ['interview:approve'],
    input: RpcParams['interview.approve'],
    output: out.ActionResult,
    annotations: WRITE,
    call: (ctx, p) => runs.approvePlan(ctx, p.run_id, p.comment),
  }),
  tool({
    name: 'revise_plan',
    title: 'Request a plan revision',
    description:
      'Ask for a new plan (PENDING) from the reviewer’s comments, in their words: what to add, drop or reword. The plan ' +
      `is regenerated and comes back for review. ${HUMAN}`,
    permissions: ['interview:update'],
    input: RpcParams['interview.modify'],
    output: out.ActionResult,
    annotations: WRITE,
    call: (ctx, p) => runs.revisePlan(ctx, p.run_id, p.comments),
  }),
  tool({
    name: 'edit_plan',
    title: 'Edit the plan directly',
    description:
      'Replace the competencies of a plan under review (PENDING) with the reviewer’s edited version: the plan’s next ' +
      'revision. Keep each item’s id to edit it, leave the id out to add one, leave an item out to delete it; pass ' +
      'base_revision (the payload’s revision) so an edit of a plan that changed meanwhile is refused rather than ' +
      `merged. ${HUMAN}`,
    permissions: ['interview:approve'],
    input: PlanEditBody.safeExtend({ run_id: RunIdParam }),
    output: out.PlanResult,
    annotations: WRITE,
    call: (ctx, { run_id, ...edit }) => planEdits.editPlan(ctx, run_id, edit),
  }),
  tool({
    name: 'get_plan_revisions',
    title: 'Plan revisions',
    description:
      'Every revision of a run’s plan, oldest first: generated, revised after comments, or edited, and by whom.',
    permissions: ['interview:read'],
    input: runId,
    output: out.RevisionsResult,
    annotations: READ,
    call: (ctx, p) => planEdits.planRevisions(ctx, p.run_id),
  }),
  tool({
    name: 'reject_plan',
    title: 'Reject the plan',
    description: `Reject the plan of a run under review (PENDING) with the reviewer’s reason. Final: the run ends. ${HUMAN}`,
    permissions: ['interview:approve'],
    input: withRun(ReasonBody.shape),
    output: out.ActionResult,
    annotations: FINAL,
    call: (ctx, p) => runs.rejectPlan(ctx, p.run_id, p.reason),
  }),
  tool({
    name: 'invite_candidate',
    title: 'Invite the candidate',
    description:
      'Mint the candidate’s one-time join link and code (APPROVED or INVITED; a new invite replaces the last). Give them ' +
      'only to the candidate, through the channel the person asked for; they open the interview.',
    permissions: ['interview:update'],
    input: withRun(InviteBody.shape),
    output: out.InviteResult,
    annotations: WRITE,
    call: (ctx, { run_id, ...opts }) => runs.inviteCandidate(ctx, run_id, opts),
  }),
  tool({
    name: 'get_assessment',
    title: 'Assessment',
    description:
      'The assessment of a scored run (ASSESSMENT_READY or later): coverage per competency with the evidence quoted from ' +
      'the interview. It reports coverage, not a verdict: show it to the human reviewer, who decides.',
    permissions: ['interview:read'],
    input: runId,
    output: out.AssessmentResult,
    annotations: READ,
    call: (ctx, p) => runs.runAssessment(ctx, p.run_id),
  }),
  tool({
    name: 'approve_assessment',
    title: 'Approve the assessment',
    description: `Approve the assessment of a run (ASSESSMENT_READY): the run completes and enters the rankings. ${HUMAN}`,
    permissions: ['interview:approve'],
    input: RpcParams['assessment.approve'],
    output: out.AssessmentDecisionResult,
    annotations: WRITE,
    call: (ctx, p) => runs.approveAssessment(ctx, p.run_id, p.comment),
  }),
  tool({
    name: 'reject_assessment',
    title: 'Reject the assessment',
    description: `Reject the assessment of a run (ASSESSMENT_READY) with the reviewer’s reason. Final. ${HUMAN}`,
    permissions: ['interview:approve'],
    input: withRun(ReasonBody.shape),
    output: out.ActionResult,
    annotations: FINAL,
    call: (ctx, p) => runs.rejectAssessment(ctx, p.run_id, p.reason),
  }),
  tool({
    name: 'get_rankings',
    title: 'Rankings',
    description:
      'Candidates with an approved assessment, by coverage tier and then fewest gaps, optionally for one position or ' +
      'level. An ordering of evidence coverage for a person to read, not a hiring decision.',
    permissions: ['interview:read'],
    input: RankingsQuery,
    output: out.RankingsResult,
    annotations: READ,
    call: async (ctx, q) => ({ rankings: await runs.rankings(ctx, q) }),
  }),
  tool({
    name: 'cancel_interview',
    title: 'Cancel the run',
    description: `Cancel a run in any state that is not final, with an optional reason. Final. ${HUMAN}`,
    permissions: ['interview:update'],
    input: withRun(OptionalReasonBody.shape),
    output: out.ActionResult,
    annotations: FINAL,
    call: (ctx, p) => runs.cancelRun(ctx, p.run_id, p.reason),
  }),
  tool({
    name: 'get_timeline',
    title: 'Run timeline',
    description:
      'Every recorded event of a run, oldest first, with who caused it (user, API key, OAuth client, system).',
    permissions: ['interview:read'],
    input: runId,
    output: out.TimelineResult,
    annotations: READ,
    call: (ctx, p) => runTimeline(ctx.ds, ctx.principal.tenant.id, p.run_id),
  }),
  tool({
    name: 'get_transcript',
    title: 'Transcript',
    description:
      'The interview transcript and proctor events of a run, for its review (from ASSESSMENT_READY on). Personal data ' +
      'of the candidate: use it only for the review a person asked for.',
    permissions: ['interview:read', 'candidate:read'],
    input: runId,
    output: out.TranscriptResult,
    annotations: READ,
    call: (ctx, p) => runs.runReviewTranscript(ctx, p.run_id),
  }),
  tool({
    name: 'set_legal_hold',
    title: 'Place a legal hold',
    description:
      'Keep a run’s data from automatic deletion until released (any state), with the reason a person gave. Use only ' +
      'when a person asks for it.',
    permissions: ['interview:update'],
    input: withRun(ReasonBody.shape),
    output: out.LegalHoldResult,
    annotations: { ...WRITE, idempotentHint: true },
    call: (ctx, p) => setLegalHold(ctx, p.run_id, p.reason),
  }),
  tool({
    name: 'release_legal_hold',
    title: 'Release the legal hold',
    description: 'Release a run’s legal hold; automatic retention applies again. Use only when a person asks for it.',
    permissions: ['interview:update'],
    input: runId,
    output: out.LegalHoldResult,
    annotations: { ...WRITE, idempotentHint: true },
    call: (ctx, p) => releaseLegalHold(ctx, p.run_id),
  }),
  tool({
    name: 'purge_candidate_data',
    title: "Erase the candidate's personal data",
    description:
      'Erase the candidate’s personal data from a run (any state; irreversible); the assessment and the audit trail ' +
      'stay. Only when a person explicitly asks to erase this candidate’s data.',
    permissions: ['interview:update'],
    input: withRun(OptionalReasonBody.shape),
    output: out.PurgeResult,
    annotations: { ...FINAL, idempotentHint: true },
    call: (ctx, p) => runs.purgeCandidateData(ctx, p.run_id, p.reason),
  }),
];
