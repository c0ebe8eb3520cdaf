import { z } from 'zod';

/**
 * What the identity, administration and webhook configuration operations answer (docs/spec.md "API key", "Webhook
 * config", "OAuth client"), as contracts for the OpenAPI document. camelCase where the spec keeps it.
 */
const Timestamp = z.iso.datetime({ offset: true });

export const MeView = z.object({
  credential: z.enum(['api_key', 'oauth', 'user']),
  id: z.string(),
  user_id: z.string().nullable(),
  tenant_id: z.string(),
  home_tenant_id: z.string(),
  permissions: z.array(z.string()),
  features: z.record(z.string(), z.boolean()),
});

export const TenantView = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['PLATFORM', 'CUSTOMER']),
  parent_platform_id: z.string().nullable(),
  features: z.record(z.string(), z.boolean()),
  settings: z.record(z.string(), z.unknown()),
  created_at: Timestamp,
});

export const UserView = z.object({
  id: z.string(),
  email: z.string(),
  tenant_id: z.string(),
  permissions: z.array(z.string()),
});

export const ApiKeyView = z.object({
  id: z.string(),
  name: z.string(),
  keyPrefix: z.string(),
  permissions: z.array(z.string()),
  tenantId: z.string(),
  createdAt: Timestamp,
  revokedAt: Timestamp.nullable(),
});

/** Self-serve create: the key in plaintext, this once. */
export const ApiKeyCreated = z.object({
  id: z.string(),
  name: z.string(),
  apiKey: z.string(),
  keyPrefix: z.string(),
  permissions: z.array(z.string()),
});

/** Admin create, for a tenant of the caller's platform: the key in plaintext, this once. */
export const TenantApiKeyCreated = z.object({
  id: z.string(),
  name: z.string(),
  key: z.string(),
  tenantId: z.string(),
  createdAt: Timestamp,
  permissions: z.array(z.string()),
});

export const OAuthClientView = z.object({
  client_id: z.string(),
  /** Confidential clients, at registration only. */
  client_secret: z.string().optional(),
  name: z.string(),
  tenant_id: z.string(),
  audience: z.enum(['TENANT', 'PLATFORM']),
  client_type: z.enum(['confidential', 'public']),
  redirect_uris: z.array(z.string()),
  scopes: z.array(z.string()),
  created_at: Timestamp,
});

export const WebhookConfigView = z.object({
  tenant_id: z.string(),
  callback_url: z.string(),
  events: z.array(z.string()),
  is_active: z.boolean(),
  secret_hint: z.string(),
  /** On first registration and rotation only. */
  secret: z.string().optional(),
  created_at: Timestamp,
  updated_at: Timestamp,
});

export const Deleted = z.object({ deleted: z.literal(true) });

export const LegalHoldView = z.object({
  run_id: z.string(),
  interview_id: z.string(),
  legal_hold: z.boolean(),
  reason: z.string().nullable(),
  set_at: Timestamp.nullable(),
});

/** The Temporal remote codec's body, both ways. */
export const CodecPayloads = z.object({
  payloads: z.array(z.object({ metadata: z.record(z.string(), z.string()), data: z.string() })),
});
