/**
 * Audiences keep the two kinds of bearer token apart: a user session JWT can never pass for an OAuth access token
 * and vice versa, even though both are signed by the same key set.
 */
export const USER_TOKEN_AUDIENCE = 'urn:interview-run-service:user';
export const API_AUDIENCE = 'urn:interview-run-service:api';
/** The MCP endpoint's path: `{origin}/mcp` is its resource indicator (RFC 8707) and the audience of its tokens. */
export const MCP_PATH = '/mcp';
/** The audience of an access token for the MCP endpoint: the gateway accepts it there only, and nowhere else. */
export const mcpResource = (origin: string) => `${origin.replace(/\/$/, '')}${MCP_PATH}`;
export const USER_TOKEN_TYPE = 'JWT';
export const ACCESS_TOKEN_TYPE = 'at+jwt';
