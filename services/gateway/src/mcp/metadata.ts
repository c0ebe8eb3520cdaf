import { MCP_PATH, MCP_SCOPES, SCOPE_DESCRIPTIONS, mcpResource } from '@irs/shared';

/** RFC 9728 §3: the metadata of the resource at `{origin}/mcp` is served at this path (and at the bare well-known). */
export const PROTECTED_RESOURCE_PATH = '/.well-known/oauth-protected-resource';
export const MCP_METADATA_PATH = `${PROTECTED_RESOURCE_PATH}${MCP_PATH}`;

/** Protected Resource Metadata (RFC 9728) of the MCP endpoint: who issues its tokens, and which scopes it knows. */
export function protectedResourceMetadata(origin: string) {
  return {
    resource: mcpResource(origin),
    authorization_servers: [origin],
    scopes_supported: [...MCP_SCOPES],
    bearer_methods_supported: ['header'],
    resource_name: 'Interview Run Service',
    // Not part of RFC 9728's registry: what each scope lets an agent do, in the consent screen's words.
    scope_descriptions: Object.fromEntries(MCP_SCOPES.map((s) => [s, SCOPE_DESCRIPTIONS[s]])),
  };
}

/** A quoted-string value of an auth-param (RFC 9110 §11.2): backslash and double quote escaped. */
const quoted = (value: string) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

function challenge(params: Record<string, string | undefined>): string {
  const parts = Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [`${k}=${quoted(v)}`]));
  return `Bearer ${parts.join(', ')}`;
}

/**
 * 401 (RFC 6750 §3, RFC 9728 §5.1): where to discover how to get a token, and the scopes to ask for. With a refused
 * token, `invalid_token` and why.
 */
export const unauthorizedChallenge = (origin: string, refusal?: string) =>
  challenge({
    ...(refusal ? { error: 'invalid_token', error_description: refusal.replace(/[^\x20-\x7e]/g, '?') } : {}),
    resource_metadata: `${origin}${MCP_METADATA_PATH}`,
    scope: MCP_SCOPES.join(' '),
  });

/** 403 insufficient_scope (RFC 6750 §3.1): `scope` is what the client should ask for again (step-up). */
export const insufficientScopeChallenge = (origin: string, scope: readonly string[], description: string) =>
  challenge({
    error: 'insufficient_scope',
    scope: scope.join(' '),
    resource_metadata: `${origin}${MCP_METADATA_PATH}`,
    error_description: description,
  });
