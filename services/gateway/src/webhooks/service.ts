import type { DataSource } from 'typeorm';
import type { Client } from '@temporalio/client';
import {
  TenantEntity,
  badRequest,
  deleteWebhookConfig,
  findWebhookConfig,
  forbidden,
  holds,
  notFound,
  saveWebhookConfig,
  setWebhookActive,
  type Config,
  type SavedWebhookConfig,
  type Tenant,
  type TenantSettings,
  type WebhookConfig,
  type WebhookConfigInput,
} from '@irs/shared';
import { auditWrite, type Caller } from '../audit.js';

/**
 * The webhook operations, once: the current API and the legacy base call these and only translate transport (which
 * tenant the route names, snake_case or camelCase). One config per tenant, the platform tenant's being the platform
 * config; every write audited with the caller and the target tenant.
 */
export interface WebhookContext extends Caller {
  ds: DataSource;
  client: Client;
  config: Config;
  /** ENCRYPTION_KEY: webhook secrets are stored encrypted with it. */
  encKey: Buffer;
}

const noConfig = (t: Tenant) => notFound(`No webhook config for tenant ${t.id}`);

export async function getConfig(ctx: WebhookContext, tenant: Tenant): Promise<WebhookConfig> {
  const config = await findWebhookConfig(ctx.ds, tenant.id);
  if (!config) throw noConfig(tenant);
  return config;
}

/** Creates or updates the tenant's config; `urlField` names the URL in the caller's spelling when it is missing. */
export async function saveConfig(
  ctx: WebhookContext,
  tenant: Tenant,
  input: WebhookConfigInput,
  urlField: string,
  detail: Record<string, unknown> = {},
): Promise<SavedWebhookConfig> {
  const saved = await saveWebhookConfig(ctx.ds, ctx.encKey, tenant.id, input, urlField);
  await auditWrite(ctx.ds, ctx, {
    action: saved.created ? 'webhook_config.create' : 'webhook_config.update',
    targetTenantId: tenant.id,
    targetId: tenant.id,
    detail: {
      callback_url: saved.config.callback_url,
      events: saved.config.events,
      is_active: saved.config.is_active,
      secret_rotated: saved.secret !== null && !saved.created,
      ...detail,
    },
  });
  return saved;
}

export async function removeConfig(ctx: WebhookContext, tenant: Tenant): Promise<void> {
  if (!(await deleteWebhookConfig(ctx.ds, tenant.id))) throw noConfig(tenant);
  await auditWrite(ctx.ds, ctx, { action: 'webhook_config.delete', targetTenantId: tenant.id, targetId: tenant.id });
}

/** Pauses or resumes delivery under the config, which is kept. */
export async function setActive(ctx: WebhookContext, tenant: Tenant, active: boolean): Promise<WebhookConfig> {
  const config = await setWebhookActive(ctx.ds, tenant.id, active);
  if (!config) throw noConfig(tenant);
  await auditWrite(ctx.ds, ctx, {
    action: `webhook_config.${active ? 'activate' : 'deactivate'}`,
    targetTenantId: tenant.id,
    targetId: tenant.id,
  });
  return config;
}

/**
 * The legacy tenant route's save: the tenant's behaviour settings (which need platform:tenants:manage) and its
 * webhook, each only when given; saving the webhook reactivates it. Returns the tenant as saved, the config (if
 * there is one) and the secret when it was just generated or rotated.
 */
export async function saveConfigAndSettings(
  ctx: WebhookContext,
  tenant: Tenant,
  hook: Omit<WebhookConfigInput, 'isActive'>,
  settings: Partial<TenantSettings>,
): Promise<{ tenant: Tenant; saved: SavedWebhookConfig | null; config: WebhookConfig | null }> {
  const changesSettings = Object.keys(settings).length > 0;
  if (changesSettings && !holds(ctx.principal.permissions, 'platform:tenants:manage'))
    throw forbidden('Missing permission: platform:tenants:manage (to change tenant settings)');
  const changesHook = hook.callbackUrl !== undefined || hook.events !== undefined || hook.secret !== undefined;
  const config = await findWebhookConfig(ctx.ds, tenant.id);
  if (!changesHook && !changesSettings && !config)
    throw badRequest('Validation failed: callbackUrl: required when the webhook is first configured');
  if (changesSettings)
    tenant = await ctx.ds
      .getRepository(TenantEntity)
      .save({ ...tenant, settings: { ...tenant.settings, ...settings } });
  if (changesHook || config) {
    const saved = await saveConfig(ctx, tenant, { ...hook, isActive: true }, 'callbackUrl', { settings });
    return { tenant, saved, config: saved.config };
  }
  await auditWrite(ctx.ds, ctx, {
    action: 'tenant.settings_update',
    targetTenantId: tenant.id,
    targetId: tenant.id,
    detail: { settings },
  });
  return { tenant, saved: null, config };
}
