import { z } from 'zod';
import { EXAMPLE } from './examples.js';
import { DELIVERY_STATUSES } from '../db/webhook-entities.js';

/**
 * What the identity, administration and webhook configuration operations answer (docs/spec.md "API key", "Webhook
 * config", "OAuth client"), as contracts for the OpenAPI document. camelCase where the spec keeps it.
 */
const Timestamp = z.iso.datetime({ offset: true });

export const MeView = z
  .object({
    credential: z.enum(['api_key', 'oauth', 'user']),
    id: z.string(),
    user_id: z.string().nullable(),
    tenant_id: z.string(),
    home_tenant_id: z.string(),
    permissions: z.array(z.string()),
    features: z.record(z.string(), z.boolean()),
  })
  .meta({
    examples: [
      {
        credential: 'api_key',
        id: EXAMPLE.keyId,
        user_id: null,
        tenant_id: EXAMPLE.tenantId,
        home_tenant_id: EXAMPLE.tenantId,
        permissions: ['interview:create', 'interview:read'],
        features: { integration_api: true, webhooks: true, oauth: false },
      },
    ],
  });

export const TenantView = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(['PLATFORM', 'CUSTOMER']),
    parent_platform_id: z.string().nullable(),
    features: z.record(z.string(), z.boolean()),
    settings: z.record(z.string(), z.unknown()),
    created_at: Timestamp,
  })
  .meta({
    examples: [
      {
        id: EXAMPLE.tenantId,
        name: 'Acme Recruiting',
        kind: 'CUSTOMER',
        parent_platform_id: EXAMPLE.platformId,
        features: { integration_api: true, webhooks: true },
        settings: { auto_approve_plans: false },
        created_at: EXAMPLE.time,
      },
    ],
  });

export const UserView = z
  .object({
    id: z.string(),
    email: z.string(),
    tenant_id: z.string(),
    permissions: z.array(z.string()),
  })
  .meta({
    examples: [
      {
        id: EXAMPLE.userId,
        email: 'recruiter@acme.example',
        tenant_id: EXAMPLE.tenantId,
        permissions: ['interview:read', 'interview:approve'],
      },
    ],
  });

export const ApiKeyView = z
  .object({
    id: z.string(),
    name: z.string(),
    keyPrefix: z.string(),
    permissions: z.array(z.string()),
    tenantId: z.string(),
    createdAt: Timestamp,
    revokedAt: Timestamp.nullable(),
  })
  .meta({
    examples: [
      {
        id: EXAMPLE.keyId,
        name: 'ATS production',
        keyPrefix: EXAMPLE.keyPrefix,
        permissions: ['interview:create', 'interview:read'],
        tenantId: EXAMPLE.tenantId,
        createdAt: EXAMPLE.time,
        revokedAt: null,
      },
    ],
  });

/** Self-serve create: the key in plaintext, this once. */
export const ApiKeyCreated = z
  .object({
    id: z.string(),
    name: z.string(),
    apiKey: z.string(),
    keyPrefix: z.string(),
    permissions: z.array(z.string()),
  })
  .meta({
    examples: [
      {
        id: EXAMPLE.keyId,
        name: 'ATS production',
        apiKey: EXAMPLE.apiKey,
        keyPrefix: EXAMPLE.keyPrefix,
        permissions: ['interview:create', 'interview:read'],
      },
    ],
  });

/** Admin create, for a tenant of the caller's platform: the key in plaintext, this once. */
export const TenantApiKeyCreated = z
  .object({
    id: z.string(),
    name: z.string(),
    key: z.string(),
    tenantId: z.string(),
    createdAt: Timestamp,
    permissions: z.array(z.string()),
  })
  .meta({
    examples: [
      {
        id: EXAMPLE.keyId,
        name: 'ATS production',
        key: EXAMPLE.apiKey,
        tenantId: EXAMPLE.tenantId,
        createdAt: EXAMPLE.time,
        permissions: ['interview:create', 'interview:read'],
      },
    ],
  });

export const OAuthClientView = z
  .object({
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
  })
  .meta({
    examples: [
      {
        client_id: 'irs_client_5b2f8e1a',
        client_secret: 'irs_secret_7c1d9e2f4a6b8c0d',
        name: 'Acme ATS connector',
        tenant_id: EXAMPLE.tenantId,
        audience: 'TENANT',
        client_type: 'confidential',
        redirect_uris: [],
        scopes: ['interview:create', 'interview:read'],
        created_at: EXAMPLE.time,
      },
    ],
  });

export const WebhookConfigView = z
  .object({
    tenant_id: z.string(),
    callback_url: z.string(),
    events: z.array(z.string()),
    is_active: z.boolean(),
    secret_hint: z.string(),
    /** On first registration and rotation only. */
    secret: z.string().optional(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({
    examples: [
      {
        tenant_id: EXAMPLE.tenantId,
        callback_url: EXAMPLE.callbackUrl,
        events: ['interview.plan_generated', 'interview.assessment_ready'],
        is_active: true,
        secret_hint: '****Xk4=',
        created_at: EXAMPLE.time,
        updated_at: EXAMPLE.later,
      },
    ],
  });

export const Deleted = z.object({ deleted: z.literal(true) }).meta({ examples: [{ deleted: true }] });

export const LegalHoldView = z
  .object({
    run_id: z.string(),
    interview_id: z.string(),
    legal_hold: z.boolean(),
    reason: z.string().nullable(),
    set_at: Timestamp.nullable(),
  })
  .meta({
    examples: [
      {
        run_id: EXAMPLE.runId,
        interview_id: EXAMPLE.interviewId,
        legal_hold: true,
        reason: 'Litigation hold: case 2026-114',
        set_at: EXAMPLE.time,
      },
    ],
  });

/** The Temporal remote codec's body, both ways. */
export const CodecPayloads = z
  .object({
    payloads: z.array(z.object({ metadata: z.record(z.string(), z.string()), data: z.string() })),
  })
  .meta({
    examples: [{ payloads: [{ metadata: { encoding: 'anNvbi9wbGFpbg==' }, data: 'eyJydW5JZCI6InJ1bl8xIn0=' }] }],
  });

const exampleTenantApiKey = {
  id: EXAMPLE.keyId,
  name: 'ATS production',
  key_prefix: EXAMPLE.keyPrefix,
  permissions: ['interview:create', 'interview:read'],
  created_at: EXAMPLE.time,
  revoked_at: null,
};

/** A tenant's API key as its admins see it (`/api/v2/tenant/api-keys`): never the key itself, save once at creation. */
export const TenantApiKey = z
  .object({
    id: z.string(),
    name: z.string(),
    key_prefix: z.string(),
    permissions: z.array(z.string()),
    created_at: Timestamp,
    revoked_at: Timestamp.nullable(),
  })
  .meta({ examples: [exampleTenantApiKey] });
export const TenantApiKeyList = z
  .object({ items: z.array(TenantApiKey) })
  .meta({ examples: [{ items: [exampleTenantApiKey] }] });
export const TenantApiKeyIssued = TenantApiKey.extend({ api_key: z.string() }).meta({
  examples: [{ ...exampleTenantApiKey, api_key: EXAMPLE.apiKey }],
});

const exampleTenantUser = {
  id: EXAMPLE.userId,
  email: 'recruiter@acme.example',
  role: 'recruiter',
  permissions: ['interview:read', 'interview:approve', 'candidate:read'],
  created_at: EXAMPLE.time,
};

/** A tenant's user and the preset its permissions are exactly (`custom` when none). */
export const TenantUser = z
  .object({
    id: z.string(),
    email: z.string(),
    role: z.enum(['recruiter', 'tenant_admin', 'custom']),
    permissions: z.array(z.string()),
    created_at: Timestamp,
  })
  .meta({ examples: [exampleTenantUser] });
export const TenantUserList = z
  .object({ items: z.array(TenantUser) })
  .meta({ examples: [{ items: [exampleTenantUser] }] });
/** `password` only when the service generated it: shown this once. */
export const TenantUserAdded = TenantUser.extend({ password: z.string().optional() }).meta({
  examples: [{ ...exampleTenantUser, password: '9f2c4e6a8b0d1f3e5a7c9b1d' }],
});

const RetentionDays = z.int().min(1).nullable();
export const TenantSettingsView = z
  .object({
    tenant_id: z.string(),
    auto_approve_plans: z.boolean(),
    candidate_pii_retention_days: RetentionDays,
    assessment_retention_days: RetentionDays,
    recording_retention_days: RetentionDays,
    audit_retention_days: RetentionDays,
  })
  .meta({
    examples: [
      {
        tenant_id: EXAMPLE.tenantId,
        auto_approve_plans: false,
        candidate_pii_retention_days: 365,
        assessment_retention_days: null,
        recording_retention_days: 90,
        audit_retention_days: 730,
      },
    ],
  });

const exampleAuditEntry = {
  id: '1042',
  at: '2026-11-26T09:30:00.123456Z',
  action: 'api_key.create',
  actor: { type: 'user', id: EXAMPLE.userId, label: 'admin@acme.example' },
  target: { id: EXAMPLE.keyId, label: `ATS production (${EXAMPLE.keyPrefix}…)` },
  request_id: 'b5e1c2d3-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  detail: { permissions: ['interview:create', 'interview:read'] },
};

/** One audit entry with who and what it names, in words, where the viewer may know them. */
export const AuditLogEntry = z
  .object({
    id: z.string(),
    /** To the microsecond, UTC. */
    at: Timestamp,
    action: z.string(),
    actor: z.object({ type: z.string(), id: z.string().nullable(), label: z.string() }),
    target: z.object({ id: z.string(), label: z.string().nullable() }).nullable(),
    request_id: z.string().nullable(),
    detail: z.record(z.string(), z.unknown()),
  })
  .meta({ examples: [exampleAuditEntry] });
export const AuditLogPage = z.object({ items: z.array(AuditLogEntry), next_cursor: z.string().nullable() }).meta({
  examples: [
    { items: [exampleAuditEntry], next_cursor: 'eyJhIjoiMjAyNi0xMS0yNlQwOTozMDowMC4xMjM0NTZaIiwiaSI6IjEwNDIifQ' },
  ],
});

/** The webhook test's one attempt; `callback_url` is null where it is the platform's receiver and the caller a customer. */
export const WebhookTestResult = z
  .object({
    event: z.string(),
    event_id: z.string(),
    delivery_id: z.string(),
    source: z.enum(['tenant', 'platform']),
    callback_url: z.string().nullable(),
    delivered: z.boolean(),
    status_code: z.int().nullable(),
    error: z.string().nullable(),
  })
  .meta({
    examples: [
      {
        event: 'interview.plan_generated',
        event_id: EXAMPLE.eventId,
        delivery_id: EXAMPLE.deliveryId,
        source: 'tenant',
        callback_url: EXAMPLE.callbackUrl,
        delivered: true,
        status_code: 200,
        error: null,
      },
    ],
  });

const WebhookAttemptView = z.object({
  attempt: z.int().min(1),
  trigger: z.enum(['schedule', 'manual', 'test']),
  attempted_at: Timestamp,
  callback_url: z.string().nullable(),
  webhook_timestamp: z.int(),
  success: z.boolean(),
  status_code: z.int().nullable(),
  duration_ms: z.int().min(0),
  error: z.string().nullable(),
  /** The answer's first 512 bytes. */
  response_excerpt: z.string().nullable(),
});

const exampleDelivery = {
  id: EXAMPLE.deliveryId,
  event_id: EXAMPLE.eventId,
  event: 'interview.plan_generated',
  run_id: EXAMPLE.runId,
  tenant_id: EXAMPLE.tenantId,
  test: false,
  source: 'tenant',
  callback_url: EXAMPLE.callbackUrl,
  status: 'pending',
  reason: null,
  attempt_count: 1,
  last_attempt_at: EXAMPLE.time,
  next_attempt_at: '2026-11-26T09:30:05.000Z',
  created_at: EXAMPLE.time,
  attempts: [
    {
      attempt: 1,
      trigger: 'schedule',
      attempted_at: EXAMPLE.time,
      callback_url: EXAMPLE.callbackUrl,
      webhook_timestamp: 1764149400,
      success: false,
      status_code: 503,
      duration_ms: 182,
      error: 'HTTP 503',
      response_excerpt: 'Service Unavailable',
    },
  ],
};

export const WebhookDeliveryView = z
  .object({
    id: z.string(),
    event_id: z.string(),
    event: z.string(),
    run_id: z.string().nullable(),
    tenant_id: z.string(),
    test: z.boolean(),
    source: z.enum(['tenant', 'platform', 'run', 'greenhouse', 'ashby']),
    callback_url: z.string().nullable(),
    status: z.enum(DELIVERY_STATUSES),
    reason: z.string().nullable(),
    attempt_count: z.int().min(0),
    last_attempt_at: Timestamp.nullable(),
    next_attempt_at: Timestamp.nullable(),
    created_at: Timestamp,
    attempts: z.array(WebhookAttemptView),
  })
  .meta({ examples: [exampleDelivery] });
export const WebhookDeliveryList = z.array(WebhookDeliveryView);

export const RedeliveryStarted = z
  .object({
    id: z.string(),
    event_id: z.string(),
    status: z.literal('pending'),
    message: z.string(),
  })
  .meta({
    examples: [{ id: EXAMPLE.deliveryId, event_id: EXAMPLE.eventId, status: 'pending', message: 'Redelivery started' }],
  });
