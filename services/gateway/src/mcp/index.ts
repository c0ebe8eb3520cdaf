/** The MCP endpoint (issue 35, docs/mcp.md): the door, and the tenant administration of its self-registered clients. */
export { mcpRouter } from './router.js';
export { registerMcpClientAdmin } from './clients-admin.js';
