// The reference page at /api/v2/docs: Scalar's API reference on the served OpenAPI document, with nothing loaded from
// elsewhere (no web fonts, no telemetry, no AI agent or MCP panel, no request proxy). "Try it" calls the origin the
// page came from, the only one its policy lets it reach.
const root = document.getElementById('reference');
window.Scalar.createApiReference(root, {
  url: new URL(root.dataset.document, document.baseURI).href,
  servers: [{ url: window.location.origin }],
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
  documentDownloadType: 'json',
  authentication: { preferredSecurityScheme: 'apiKey' },
  persistAuth: false,
  hideClientButton: true,
  hideModels: true,
});
