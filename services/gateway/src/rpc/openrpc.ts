import type { Router } from 'express';
import { z } from 'zod';
import { RPC_PATHS, RpcCode, RPC_FORBIDDEN, RpcParams, type RpcMethod } from '@irs/shared';
import { SKILLS } from '../rest/agent-card.js';
import { METHODS } from './methods.js';

export const OPENRPC_PATH = `${RPC_PATHS[1]}/openrpc.json`;

const json = (s: z.ZodType, io: 'input' | 'output') => {
  const schema = z.toJSONSchema(s, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  delete schema.$schema;
  return schema;
};

/** The errors every method may answer (docs/spec.md "JSON-RPC errors"), besides its own. */
const ERRORS = [
  { code: RpcCode.INVALID_PARAMS, message: 'Invalid params: the message names each field' },
  { code: RPC_FORBIDDEN, message: 'Missing or invalid credentials, permission not held, or feature disabled' },
  { code: RpcCode.NOT_FOUND, message: 'Run not found in this tenant' },
  { code: RpcCode.INVALID_STATE, message: 'Not allowed in the run state' },
];

/**
 * The JSON-RPC door described as OpenRPC 1.3: each method's params (by name) and result from the same zod contracts
 * as the REST operations, with the permission it needs. Linked from the agent card.
 */
export function openRpcDocument(origin: string) {
  return {
    openrpc: '1.3.2',
    info: {
      title: 'Interview Run Service: JSON-RPC 2.0',
      version: '2.0.0',
      description: 'The A2A agent door. Authenticate with X-API-Key (and X-Tenant-ID for platform keys) or OAuth.',
    },
    servers: [{ name: 'JSON-RPC', url: `${origin}${RPC_PATHS[0]}` }],
    methods: (Object.keys(METHODS) as RpcMethod[]).map((name) => {
      const params = json(RpcParams[name], 'input') as { properties?: Record<string, object>; required?: string[] };
      const { result, permission } = METHODS[name];
      return {
        name,
        summary: SKILLS[name].name,
        description: `${SKILLS[name].description}${permission ? ` Needs the ${permission} permission.` : ''}`,
        tags: SKILLS[name].tags.map((t) => ({ name: t })),
        paramStructure: 'by-name',
        params: Object.entries(params.properties ?? {}).map(([param, schema]) => ({
          name: param,
          required: params.required?.includes(param) ?? false,
          schema,
        })),
        result: { name: 'result', schema: result ? json(result, 'output') : {} },
        errors:
          name === 'interview.create' || name === 'interview.complete-info'
            ? [...ERRORS, { code: RpcCode.INFO_NEEDED, message: 'INFO_NEEDED: data lists the missing fields' }]
            : result
              ? ERRORS
              : [{ code: RpcCode.METHOD_NOT_FOUND, message: 'Reserved for a later version' }],
      };
    }),
  };
}

export function registerOpenRpc(router: Router, origin: string): void {
  const doc = openRpcDocument(origin);
  router.get(OPENRPC_PATH, (_req, res) => void res.json(doc));
}
