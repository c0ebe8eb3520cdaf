import type { z } from 'zod';
import {
  ActionResponse,
  InfoNeeded,
  MethodNotFound,
  Rankings,
  RunStatus,
  type Permission,
  type RpcMethod,
  type RpcParams,
} from '@irs/shared';
import * as runs from '../runs/service.js';

interface MethodSpec<M extends RpcMethod> {
  permission: Permission | null;
  /** What `result` holds, for the OpenRPC document (openrpc.ts); null for a method that only answers an error. */
  result: z.ZodType | null;
  call: (ctx: runs.RunContext, params: z.infer<(typeof RpcParams)[M]>) => Promise<unknown>;
}

/** docs/spec.md's eight methods, each calling the same run operation as its REST twin. */
export const METHODS: { [M in RpcMethod]: MethodSpec<M> } = {
  'interview.create': {
    permission: 'interview:create',
    result: ActionResponse,
    call: async (ctx, params) => {
      const { response } = await runs.createRun(ctx, params);
      if (response.state !== 'INFO_NEEDED') return response;
      throw new InfoNeeded(response, (await runs.runStatus(ctx, response.run_id)).missing_fields ?? []);
    },
  },
  'interview.status': {
    permission: 'interview:read',
    result: RunStatus,
    call: (ctx, p) => runs.runStatus(ctx, p.run_id),
  },
  'interview.complete-info': {
    permission: 'interview:update',
    result: ActionResponse,
    call: async (ctx, p) => {
      const { response, stillMissing } = await runs.completeInfo(ctx, p.run_id, p.fields);
      if (stillMissing.length) throw new InfoNeeded(response, stillMissing);
      return response;
    },
  },
  'interview.approve': {
    permission: 'interview:approve',
    result: ActionResponse,
    call: (ctx, p) => runs.approvePlan(ctx, p.run_id, p.comment),
  },
  'interview.modify': {
    permission: 'interview:update',
    result: ActionResponse,
    call: (ctx, p) => runs.revisePlan(ctx, p.run_id, p.comments),
  },
  'assessment.approve': {
    permission: 'interview:approve',
    result: ActionResponse,
    call: (ctx, p) => runs.approveAssessment(ctx, p.run_id, p.comment),
  },
  'interview.rankings': { permission: 'interview:read', result: Rankings, call: (ctx, p) => runs.rankings(ctx, p) },
  'assessment.chat': {
    permission: null,
    result: null,
    call: async () => {
      throw new MethodNotFound('assessment.chat', true);
    },
  },
};
