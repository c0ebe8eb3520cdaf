import type { DataSource } from 'typeorm';
import { errors, type KoaContextWithOIDC } from 'oidc-provider';
import {
  MCP_SCOPES,
  dynamicClientRevoked,
  findDynamicClient,
  isDynamicClientId,
  type DynamicClientKind,
  type OAuthClient,
  type Tenant,
} from '@irs/shared';
import { PLATFORM_ACCOUNT_REFUSED } from './rules.js';
import { findOAuthClient } from './store.js';

/**
 * Clients that register themselves (issue 35, docs/mcp.md): RFC 7591 Dynamic Client Registration at
 * REGISTRATION_PATH, and Client ID Metadata Documents (an https client_id whose document oidc-provider fetches). Both
 * are public clients (no secret, PKCE S256) of the MCP endpoint only, belong to no tenant, and may ask for the MCP
 * scopes; the consent narrows those to what the user holds, and binds the user's tenant.
 */
export const REGISTRATION_PATH = '/api/v2/oauth/register';

export const MCP_DISABLED = 'Feature disabled for this tenant: mcp';
export const CLIENT_REVOKED = "Your workspace's administrators have revoked access for this application";

/** The limits of a registration request (oidc-provider's own body limit is 56 KiB; these keep each value small). */
const MAX_REDIRECT_URIS = 10;
const MAX_URI = 2000;
const MAX_NAME = 200;
const MAX_CONTACTS = 5;
const URI_MEMBERS = ['client_uri', 'logo_uri', 'tos_uri', 'policy_uri'] as const;
/** Members a public MCP client has no use for and that would make the server fetch or trust more. */
const DROPPED = [
  'client_secret',
  'client_secret_expires_at',
  'scope',
  'jwks',
  'jwks_uri',
  'sector_identifier_uri',
  'request_uris',
  'post_logout_redirect_uris',
  'backchannel_logout_uri',
  'initiate_login_uri',
  'tls_client_auth_subject_dn',
  'software_statement',
];
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);
/** Schemes that are never a redirect target, whatever the client says. */
const FORBIDDEN_SCHEMES = new Set(['javascript:', 'data:', 'file:', 'blob:', 'about:', 'vbscript:', 'ws:', 'wss:']);

/** The extra metadata member whose validator normalizes self-registered clients (its own value is discarded). */
export const NORMALIZER_PROPERTY = 'irs_dynamic';

type Metadata = Record<string, unknown>;

const invalid = (description: string) => new errors.InvalidClientMetadata(description);

/**
 * A redirect URI of a self-registered client: https, http on a loopback host (RFC 8252 §7.3), or a private-use scheme
 * in reverse-domain form (RFC 8252 §7.1, e.g. `com.example.app:/callback`). Returns whether it makes the client native.
 */
function checkRedirectUri(value: unknown): 'web' | 'native' {
  if (typeof value !== 'string' || !value || value.length > MAX_URI)
    throw new errors.InvalidRedirectUri(`redirect_uris: each must be a URI of at most ${MAX_URI} characters`);
  const url = URL.parse(value);
  if (!url || url.hash || value.includes('#') || url.username || url.password)
    throw new errors.InvalidRedirectUri('redirect_uris: each must be an absolute URI without fragment or credentials');
  if (url.protocol === 'https:') return 'web';
  if (url.protocol === 'http:') {
    if (LOOPBACK_HOSTS.has(url.hostname)) return 'web';
    throw new errors.InvalidRedirectUri('redirect_uris: http is allowed on a loopback host only (127.0.0.1, [::1])');
  }
  if (FORBIDDEN_SCHEMES.has(url.protocol) || !url.protocol.slice(0, -1).includes('.'))
    throw new errors.InvalidRedirectUri(
      'redirect_uris: use https, http on a loopback host, or a private-use scheme in reverse-domain form',
    );
  return 'native';
}

function boundedString(metadata: Metadata, member: string, max: number): void {
  const value = metadata[member];
  if (value === undefined) return;
  if (typeof value !== 'string' || value.length > max)
    throw invalid(`${member}: must be a string of at most ${max} characters`);
}

/** RFC 7591 registration: a public client with PKCE, authorization code and refresh token, nothing more. */
function normalizeRegistration(metadata: Metadata): void {
  for (const member of DROPPED) delete metadata[member];
  metadata.token_endpoint_auth_method = 'none';
  metadata.response_types = ['code'];
  const grants = Array.isArray(metadata.grant_types) ? metadata.grant_types : ['authorization_code'];
  metadata.grant_types = ['authorization_code', ...(grants.includes('refresh_token') ? ['refresh_token'] : [])];
  const uris = metadata.redirect_uris;
  if (!Array.isArray(uris) || !uris.length || uris.length > MAX_REDIRECT_URIS)
    throw new errors.InvalidRedirectUri(`redirect_uris: between 1 and ${MAX_REDIRECT_URIS} are required`);
  const kinds = uris.map(checkRedirectUri);
  if (kinds.includes('native')) metadata.application_type = 'native';
  boundedString(metadata, 'client_name', MAX_NAME);
  for (const member of URI_MEMBERS) boundedString(metadata, member, MAX_URI);
  for (const member of ['software_id', 'software_version']) boundedString(metadata, member, MAX_NAME);
  const contacts = metadata.contacts;
  if (contacts !== undefined && (!Array.isArray(contacts) || contacts.length > MAX_CONTACTS))
    throw invalid(`contacts: at most ${MAX_CONTACTS}`);
}

/**
 * Client ID Metadata Document: oidc-provider has fetched and checked it (client_id equals the URL, no shared secret).
 * It stays a public client whatever the document omits, and its `scope` (a ceiling in OpenID terms) is ignored: the
 * consent decides.
 */
function normalizeMetadataDocument(metadata: Metadata): void {
  metadata.token_endpoint_auth_method = 'none';
  for (const member of ['scope', 'jwks_uri', 'sector_identifier_uri', 'request_uris']) delete metadata[member];
  boundedString(metadata, 'client_name', MAX_NAME);
  const uris = metadata.redirect_uris;
  if (!Array.isArray(uris) || !uris.length || uris.length > MAX_REDIRECT_URIS)
    throw new errors.InvalidRedirectUri(`redirect_uris: between 1 and ${MAX_REDIRECT_URIS} are required`);
  if (uris.map(checkRedirectUri).includes('native')) metadata.application_type = 'native';
}

/**
 * oidc-provider's `extraClientMetadata.validator` (it may change any member of the metadata it is given): runs for
 * every client instance; changes only a registration request's and a metadata document's.
 */
export function normalizeClientMetadata(
  ctx: KoaContextWithOIDC | undefined,
  key: string,
  _value: unknown,
  metadata: Metadata,
) {
  delete metadata[key];
  const clientId = typeof metadata.client_id === 'string' ? metadata.client_id : '';
  if (ctx?.oidc?.route === 'registration') normalizeRegistration(metadata);
  else if (clientId.startsWith('https://')) normalizeMetadataDocument(metadata);
}

/** What the rules need to know of a client, registered by an admin or self-registered. */
export interface ClientPolicy {
  client_id: string;
  name: string;
  kind: 'registered' | DynamicClientKind;
  /** The admin-registered client's row; null for a self-registered client. */
  registered: OAuthClient | null;
  /** The scopes it may ask for at most. */
  scopes: readonly string[];
}

export async function clientPolicy(ds: DataSource, clientId: unknown): Promise<ClientPolicy | null> {
  if (typeof clientId !== 'string') return null;
  if (!isDynamicClientId(clientId)) {
    const row = await findOAuthClient(ds, clientId);
    return row && { client_id: row.client_id, name: row.name, kind: 'registered', registered: row, scopes: row.scopes };
  }
  const dynamic = await findDynamicClient(ds, clientId);
  return (
    dynamic && {
      client_id: dynamic.client_id,
      name: dynamic.name,
      kind: dynamic.kind,
      registered: null,
      scopes: MCP_SCOPES,
    }
  );
}

/**
 * Why a user may not allow (or keep using) a self-registered client, or null: platform-workspace accounts never
 * complete a flow, the user's tenant must have the `oauth` and `mcp` features, and its admins must not have revoked the
 * client for the tenant.
 */
export async function dynamicRefusal(ds: DataSource, clientId: string, tenant: Tenant): Promise<string | null> {
  if (tenant.kind === 'PLATFORM') return PLATFORM_ACCOUNT_REFUSED;
  if (!tenant.features.oauth) return 'Feature disabled for this tenant: oauth';
  if (!tenant.features.mcp) return MCP_DISABLED;
  if (await dynamicClientRevoked(ds, tenant.id, clientId)) return CLIENT_REVOKED;
  return null;
}

/** The one resource indicator of an authorization request (RFC 8707), or undefined; several are refused. */
export function singleResource(param: unknown): string | undefined {
  if (param === undefined || param === null || param === '') return undefined;
  if (typeof param === 'string') return param;
  if (Array.isArray(param) && param.length === 1 && typeof param[0] === 'string') return param[0];
  throw new errors.InvalidTarget('only one resource may be requested at a time');
}
