import type { Router } from 'express';
import { SCOPE_DESCRIPTIONS, WORKSPACE_PERMISSIONS, type RpcMethod } from '@irs/shared';
import { RPC_PATHS } from '../rpc/json-rpc.js';
import { OPENRPC_PATH } from '../rpc/openrpc.js';

/** The skills the card lists, one per JSON-RPC method; the OpenRPC document (rpc/openrpc.ts) names them the same. */
export const SKILLS: Record<RpcMethod, { name: string; description: string; tags: string[] }> = {
  'interview.create': {
    name: 'Create interview',
    description:
      'Submit an interview request for a candidate and role; returns the run, or INFO_NEEDED (-32001) with the missing fields.',
    tags: ['interview', 'create'],
  },
  'interview.status': {
    name: 'Interview status',
    description: 'State of a run, whether it awaits a person, and its coverage summary once assessed.',
    tags: ['interview', 'status'],
  },
  'interview.complete-info': {
    name: 'Complete missing information',
    description: 'Supply the fields a run in INFO_NEEDED is missing; the plan is regenerated.',
    tags: ['interview', 'info'],
  },
  'interview.approve': {
    name: 'Approve interview plan',
    description: 'Approve the generated interview plan (human review gate).',
    tags: ['interview', 'plan', 'review'],
  },
  'interview.modify': {
    name: 'Revise interview plan',
    description: 'Send the plan back with comments; a revised plan follows.',
    tags: ['interview', 'plan', 'review'],
  },
  'assessment.approve': {
    name: 'Approve assessment',
    description: 'Approve the coverage-based assessment and close the run.',
    tags: ['assessment', 'review'],
  },
  'interview.rankings': {
    name: 'Coverage rankings',
    description: 'Candidates with an approved assessment, ranked by coverage tier then gap count.',
    tags: ['assessment', 'rankings'],
  },
  'assessment.chat': {
    name: 'Assessment chat (reserved)',
    description: 'Reserved for a later version: answers JSON-RPC error -32601 (reserved) until then.',
    tags: ['assessment', 'reserved'],
  },
};

/** The A2A agent card: what this agent does, where its JSON-RPC endpoint is, and how to authenticate. Public. */
export function agentCard(origin: string) {
  const scopes = Object.fromEntries(WORKSPACE_PERMISSIONS.map((s) => [s, SCOPE_DESCRIPTIONS[s]]));
  return {
    protocolVersion: '0.3.0',
    name: 'Interview Run Service',
    description:
      'Runs AI-led candidate interviews for ATS integrations: plan generation with human review, one-time candidate invites, and coverage-based assessments (no hire/no-hire labels).',
    url: `${origin}${RPC_PATHS[0]}`,
    preferredTransport: 'JSONRPC',
    additionalInterfaces: [{ url: `${origin}${RPC_PATHS[0]}`, transport: 'JSONRPC' }],
    version: '2.0.0',
    provider: { organization: 'Interview Run Service', url: origin },
    documentationUrl: `${origin}${OPENRPC_PATH}`,
    capabilities: { streaming: false, pushNotifications: false, stateTransitionHistory: false },
    defaultInputModes: ['application/json'],
    defaultOutputModes: ['application/json'],
    skills: Object.entries(SKILLS).map(([id, s]) => ({
      id,
      ...s,
      inputModes: ['application/json'],
      outputModes: ['application/json'],
    })),
    securitySchemes: {
      apiKey: {
        type: 'apiKey',
        in: 'header',
        name: 'X-API-Key',
        description: 'Tenant API key; platform-scoped keys also send X-Tenant-ID.',
      },
      oauth2: {
        type: 'oauth2',
        description:
          'OAuth 2.1: authorization code with mandatory PKCE (S256), or client credentials. Scopes map 1:1 onto permissions.',
        oauth2MetadataUrl: `${origin}/.well-known/oauth-authorization-server`,
        flows: {
          authorizationCode: {
            authorizationUrl: `${origin}/api/v2/oauth/authorize`,
            tokenUrl: `${origin}/api/v2/oauth/token`,
            refreshUrl: `${origin}/api/v2/oauth/token`,
            scopes,
          },
          clientCredentials: { tokenUrl: `${origin}/api/v2/oauth/token`, scopes },
        },
      },
    },
    security: [{ apiKey: [] }, { oauth2: [...WORKSPACE_PERMISSIONS] }],
  };
}

export function registerAgentCard(router: Router, origin: string): void {
  const card = agentCard(origin);
  router.get(['/.well-known/agent-card.json', '/.well-known/agent.json'], (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(card);
  });
}
