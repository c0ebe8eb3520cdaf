import { createHmac, randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { decryptText, encryptText } from '../crypto.js';
import { badRequest } from '../errors.js';
import { platformOf } from '../identity/tenants.js';
import { TenantEntity } from '../db/identity-entities.js';
import { WebhookConfigEntity, type WebhookConfig, type WebhookSource } from '../db/webhook-entities.js';

/** A generated secret: the Standard Webhooks form, `whsec_` + base64 of 32 random bytes. */
export const generateWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;
export const secretHint = (secret: string) => `****${secret.slice(-4)}`;

/** docs/design.md §3: the base64-decoded rest of a `whsec_` secret, otherwise the UTF-8 bytes of the secret. */
export function webhookSigningKey(secret: string): Buffer {
  return secret.startsWith('whsec_') ? Buffer.from(secret.slice(6), 'base64') : Buffer.from(secret, 'utf8');
}

/** `v1,<base64 HMAC-SHA256(key, id.timestamp.body)>`: the `webhook-signature` and `X-Webhook-Signature` value. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', webhookSigningKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

export interface WebhookConfigInput {
  callbackUrl?: string;
  /** Blank or absent: keep the current one (or generate one on first save). */
  secret?: string;
  events?: string[];
  isActive?: boolean;
}

export interface SavedWebhookConfig {
  config: WebhookConfig;
  created: boolean;
  /** The full secret, only when it was just generated, first registered or rotated. */
  secret: string | null;
}

type Db = DataSource | EntityManager;

export function findWebhookConfig(db: Db, tenantId: string): Promise<WebhookConfig | null> {
  return db.getRepository(WebhookConfigEntity).findOneBy({ tenant_id: tenantId });
}

/**
 * Creates or updates a tenant's webhook config. Omitted fields keep their values (defaults on first save: every
 * event, active). A new secret replaces the old one at once: every later attempt signs with it.
 */
export async function saveWebhookConfig(
  db: Db,
  encKey: Buffer,
  tenantId: string,
  input: WebhookConfigInput,
  urlField = 'callback_url',
): Promise<SavedWebhookConfig> {
  const repo = db.getRepository(WebhookConfigEntity);
  const existing = await repo.findOneBy({ tenant_id: tenantId });
  const url = input.callbackUrl ?? existing?.callback_url;
  if (!url) throw badRequest(`Validation failed: ${urlField}: required when the webhook is first configured`);
  const given = input.secret?.trim() ? input.secret : undefined;
  let secret: string | null = null;
  if (!existing) secret = given ?? generateWebhookSecret();
  else if (given !== undefined && given !== decryptText(encKey, existing.secret_enc)) secret = given;
  // On top of the stored row: a save that changes nothing writes nothing, and must still answer its timestamps.
  const config = await repo.save({
    ...existing,
    tenant_id: tenantId,
    callback_url: url,
    secret_enc: secret ? encryptText(encKey, secret) : existing!.secret_enc,
    secret_hint: secret ? secretHint(secret) : existing!.secret_hint,
    events: input.events ? [...new Set(input.events)] : (existing?.events ?? []),
    is_active: input.isActive ?? existing?.is_active ?? true,
  });
  return { config, created: !existing, secret };
}

export async function setWebhookActive(db: Db, tenantId: string, active: boolean): Promise<WebhookConfig | null> {
  const repo = db.getRepository(WebhookConfigEntity);
  const existing = await repo.findOneBy({ tenant_id: tenantId });
  return existing && repo.save({ ...existing, is_active: active });
}

export async function deleteWebhookConfig(db: Db, tenantId: string): Promise<boolean> {
  const result = await db.getRepository(WebhookConfigEntity).delete({ tenant_id: tenantId });
  return (result.affected ?? 0) > 0;
}

/** Current API (snake_case) view; `secret` only when just generated or rotated. */
export const webhookConfigView = (c: WebhookConfig, secret: string | null = null) => ({
  tenant_id: c.tenant_id,
  callback_url: c.callback_url,
  events: c.events,
  is_active: c.is_active,
  secret_hint: c.secret_hint,
  ...(secret ? { secret } : {}),
  created_at: c.created_at.toISOString(),
  updated_at: c.updated_at.toISOString(),
});

/** Legacy base (camelCase) view. */
export const legacyWebhookConfigView = (c: WebhookConfig, secret: string | null = null) => ({
  tenantId: c.tenant_id,
  callbackUrl: c.callback_url,
  events: c.events,
  isActive: c.is_active,
  secretHint: c.secret_hint,
  ...(secret ? { secret } : {}),
  createdAt: c.created_at.toISOString(),
  updatedAt: c.updated_at.toISOString(),
});

export interface WebhookTarget {
  source: WebhookSource;
  url: string;
  /** The config whose secret signs, whose subscription filters and whose switch pauses: the tenant's, else the platform's. */
  config: WebhookConfig;
}

export type WebhookResolution =
  | { ok: true; target: WebhookTarget }
  /** `url` is set when there was a destination, but nothing may be sent to it (paused, not subscribed, ...). */
  | { ok: false; reason: string; source?: WebhookSource; url?: string };

/**
 * Where an event of a tenant goes (docs/spec.md: first match wins): (1) the run's callback_url, (2) the tenant's
 * config, (3) its platform's config. The governing config (tenant, else platform) supplies the secret, the subscription
 * and the active switch. A run's callback_url is honoured only under a config of the tenant's own: otherwise whoever
 * creates a run could have the platform's secret sign events to a URL of their choice (and forge platform webhooks), so
 * the run's events go where the tenant's events go. Without any config there is no secret, so nothing is sent.
 * `anyEvent` skips the subscription filter (the webhook-test operation sends the event it was asked for).
 */
export async function resolveWebhookTarget(
  db: Db,
  q: { tenantId: string; event: string; runCallbackUrl?: string | null; anyEvent?: boolean },
): Promise<WebhookResolution> {
  const tenant = await db.getRepository(TenantEntity).findOneBy({ id: q.tenantId });
  if (!tenant) return { ok: false, reason: 'tenant not found' };
  const own = await findWebhookConfig(db, tenant.id);
  const platformId = platformOf(tenant);
  const platform = !own && platformId && platformId !== tenant.id ? await findWebhookConfig(db, platformId) : null;
  const config = own ?? platform;
  const configSource: WebhookSource = own ? 'tenant' : 'platform';
  const runUrl = own || !config ? q.runCallbackUrl : null;
  const source: WebhookSource | undefined = runUrl ? 'run' : config ? configSource : undefined;
  const url = runUrl ?? config?.callback_url;
  if (!source || !url) return { ok: false, reason: 'no destination' };
  const refuse = (reason: string): WebhookResolution => ({ ok: false, reason, source, url });
  if (!config) return refuse("no webhook config of the tenant's own, so no signing secret for the run's callback_url");
  if (!tenant.features.webhooks) return refuse('the webhooks feature is disabled for the tenant');
  if (!config.is_active) return refuse(`paused: the ${configSource} webhook config is inactive`);
  if (!q.anyEvent && config.events.length && !config.events.includes(q.event))
    return refuse(`the ${configSource} webhook config does not subscribe to ${q.event}`);
  return { ok: true, target: { source, url, config } };
}
