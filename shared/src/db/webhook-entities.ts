import { EntitySchema } from 'typeorm';

/** docs/spec.md "Webhook config": one per tenant; the row of a platform tenant is the platform config. */
export interface WebhookConfig {
  tenant_id: string;
  callback_url: string;
  /** AES-256-GCM under ENCRYPTION_KEY (encryptText); never returned, only its hint. */
  secret_enc: string;
  /** `****<last4>`. */
  secret_hint: string;
  /** Empty: every event. */
  events: string[];
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

/** Whose receiver: a run's callback, the tenant's or its platform's webhook, or an ATS the run was started from. */
export type WebhookSource = 'run' | 'tenant' | 'platform' | 'greenhouse' | 'ashby';
export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One event on its way to one destination. */
export interface WebhookDelivery {
  id: string;
  /** The `webhook-id` header: the same on every attempt and every redelivery. */
  event_id: string;
  tenant_id: string;
  run_id: string | null;
  event: string;
  /** The body sent (docs/spec.md "Envelope"). */
  envelope: Record<string, unknown>;
  source: WebhookSource;
  callback_url: string;
  status: DeliveryStatus;
  /** Why it was skipped or gave up. */
  reason: string | null;
  /** A synthetic event of the webhook-test operation. */
  test: boolean;
  attempt_count: number;
  last_attempt_at: Date | null;
  next_attempt_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface WebhookAttempt {
  id: string;
  delivery_id: string;
  attempt: number;
  /** `schedule` (the retry schedule), `manual` (a redelivery) or `test`. */
  trigger: string;
  attempted_at: Date;
  /** Whose destination this attempt went to; a delivery's `source` is its latest attempt's. */
  source: WebhookSource;
  callback_url: string;
  webhook_timestamp: string;
  success: boolean;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  response_excerpt: string | null;
}

const createdAt = { type: 'timestamptz', createDate: true } as const;
const updatedAt = { type: 'timestamptz', updateDate: true } as const;

export const WebhookConfigEntity = new EntitySchema<WebhookConfig>({
  name: 'WebhookConfig',
  tableName: 'webhook_configs',
  columns: {
    tenant_id: { type: 'uuid', primary: true },
    callback_url: { type: 'text' },
    secret_enc: { type: 'text' },
    secret_hint: { type: 'text' },
    events: { type: 'text', array: true },
    is_active: { type: 'boolean' },
    created_at: createdAt,
    updated_at: updatedAt,
  },
});

export const WebhookDeliveryEntity = new EntitySchema<WebhookDelivery>({
  name: 'WebhookDelivery',
  tableName: 'webhook_deliveries',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    event_id: { type: 'uuid' },
    tenant_id: { type: 'uuid' },
    run_id: { type: 'text', nullable: true },
    event: { type: 'text' },
    envelope: { type: 'jsonb' },
    source: { type: 'text' },
    callback_url: { type: 'text' },
    status: { type: 'text' },
    reason: { type: 'text', nullable: true },
    test: { type: 'boolean' },
    attempt_count: { type: 'integer' },
    last_attempt_at: { type: 'timestamptz', nullable: true },
    next_attempt_at: { type: 'timestamptz', nullable: true },
    created_at: createdAt,
    updated_at: updatedAt,
  },
});

export const WebhookAttemptEntity = new EntitySchema<WebhookAttempt>({
  name: 'WebhookAttempt',
  tableName: 'webhook_attempts',
  columns: {
    id: { type: 'bigint', primary: true, generated: 'increment' },
    delivery_id: { type: 'uuid' },
    attempt: { type: 'integer' },
    trigger: { type: 'text' },
    attempted_at: { type: 'timestamptz' },
    source: { type: 'text' },
    callback_url: { type: 'text' },
    webhook_timestamp: { type: 'bigint' },
    success: { type: 'boolean' },
    status_code: { type: 'integer', nullable: true },
    duration_ms: { type: 'integer' },
    error: { type: 'text', nullable: true },
    response_excerpt: { type: 'text', nullable: true },
  },
});
