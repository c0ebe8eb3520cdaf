import { z } from 'zod';
import { CommentBody, CreateInterviewBody, InfoBody, RankingsQuery, ReviseBody, RunIdParam } from './runs.js';

/** JSON-RPC params, one schema per method (docs/spec.md "JSON-RPC 2.0"), built from the same contracts as REST. */
const runId = z.strictObject({ run_id: RunIdParam });

export const RpcParams = {
  'interview.create': CreateInterviewBody,
  'interview.status': runId,
  'interview.complete-info': runId.extend(InfoBody.shape),
  'interview.approve': runId.extend(CommentBody.shape),
  'interview.modify': runId.extend(ReviseBody.shape),
  'assessment.approve': runId.extend(CommentBody.shape),
  'interview.rankings': RankingsQuery,
  'assessment.chat': runId.extend({ message: z.string().min(1).max(4_000) }),
} as const;

export type RpcMethod = keyof typeof RpcParams;

/** JSON-RPC 2.0 request object (section 4). */
export const RpcRequest = z.strictObject({
  jsonrpc: z.literal('2.0'),
  method: z.string().max(100),
  params: z.union([z.record(z.string().max(100), z.unknown()), z.array(z.unknown()).max(100)]).optional(),
  id: z.union([z.string().max(200), z.number(), z.null()]).optional(),
});
