import { RunIdParam, parseInput, RunListQuery, type Permission } from '@irs/shared';
import { listRuns } from '../runs/queries.js';
import * as runs from '../runs/service.js';

/**
 * The resources of the MCP endpoint: a run's plan and its assessment as JSON, read through the same run operations as
 * GET …/plan and GET …/assessment (tenant-scoped, interview:read).
 */
export const RESOURCE_PERMISSION: Permission = 'interview:read';

export const RESOURCE_TEMPLATES = [
  {
    uriTemplate: 'interview://runs/{run_id}/plan',
    name: 'plan',
    title: 'Interview plan',
    description: 'The interview plan of a run (from PENDING on), as get_plan answers it.',
    mimeType: 'application/json',
  },
  {
    uriTemplate: 'interview://runs/{run_id}/assessment',
    name: 'assessment',
    title: 'Assessment',
    description: 'The assessment of a scored run (ASSESSMENT_READY or later), as get_assessment answers it.',
    mimeType: 'application/json',
  },
];

const URI = /^interview:\/\/runs\/([^/]{1,100})\/(plan|assessment)$/;

/** The run and the part a resource URI names, or null when it names none. */
export function parseResourceUri(uri: string): { runId: string; part: 'plan' | 'assessment' } | null {
  const match = URI.exec(uri);
  if (!match || !RunIdParam.safeParse(match[1]).success) return null;
  return { runId: match[1]!, part: match[2] as 'plan' | 'assessment' };
}

export async function readResource(ctx: runs.RunContext, uri: string) {
  const target = parseResourceUri(uri);
  if (!target) return null;
  const body =
    target.part === 'plan' ? await runs.runPlan(ctx, target.runId) : await runs.runAssessment(ctx, target.runId);
  return { runId: target.runId, contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(body) }] };
}

/** States whose run has no plan yet. */
const PLANLESS = new Set(['INFO_NEEDED', 'GENERATING_PLAN']);

/**
 * The plans and assessments of the tenant's most recently changed runs (a page of runs; `nextCursor` continues with
 * the run list's own cursor).
 */
export async function listResources(ctx: runs.RunContext, cursor: string | undefined) {
  const page = await listRuns(ctx.ds, ctx.principal, parseInput(RunListQuery, { limit: 20, cursor }, 'cursor'));
  const resources = page.items.flatMap((run) => {
    const label = `${run.position} (${run.level.toLowerCase()}), ${run.external_id}`;
    return [
      ...(PLANLESS.has(run.state)
        ? []
        : [
            {
              uri: `interview://runs/${run.run_id}/plan`,
              name: `plan ${run.run_id}`,
              title: `Plan: ${label}`,
              mimeType: 'application/json',
            },
          ]),
      ...(run.overall_coverage
        ? [
            {
              uri: `interview://runs/${run.run_id}/assessment`,
              name: `assessment ${run.run_id}`,
              title: `Assessment: ${label}`,
              mimeType: 'application/json',
            },
          ]
        : []),
    ];
  });
  return { resources, ...(page.next_cursor ? { nextCursor: page.next_cursor } : {}) };
}
