import { randomUUID } from 'node:crypto';
import type { Request, Router } from 'express';
import type { DataSource } from 'typeorm';
import type { Client } from '@temporalio/client';
import {
  LegacyPlatformWebhookConfigBody,
  LegacySharedWebhookConfigBody,
  LegacyTenantWebhookConfigBody,
  TenantEntity,
  WebhookConfigBody,
  WebhookDeliveryEntity,
  WebhookTestBody,
  badRequest,
  deleteWebhookConfig,
  findWebhookConfig,
  forbidden,
  holds,
  legacyWebhookConfigView,
  notFound,
  randomHex,
  resolveWebhookTarget,
  saveWebhookConfig,
  setWebhookActive,
  webhookConfigView,
  type Config,
  type EventName,
  type RunState,
  type Tenant,
  type WebhookConfigInput,
} from '@irs/shared';
import type { deliverWebhook } from '@irs/workflows';
import { TASK_QUEUES } from '@irs/workflows/contract';
import { principalOf } from '../auth/guards.js';
import { adminTarget, sharedRouteTarget } from '../auth/tenant-scope.js';
import { auditWrite } from './audit.js';
import { ApiRegistry } from './registry.js';

export interface WebhookRouteDeps {
  ds: DataSource;
  client: Client;
  config: Config;
  /** ENCRYPTION_KEY: webhook secrets are stored encrypted with it. */
  encKey: Buffer;
}

const noConfig = (t: Tenant) => notFound(`No webhook config for tenant ${t.id}`);
const read = ['webhook:read'] as const;
const update = ['webhook:update'] as const;

/**
 * Webhook configuration (SPEC.md "Webhook config" and both configuration tables): one config per tenant, the
 * platform tenant's row being the platform config. Current API in snake_case, legacy base in camelCase; every write
 * audited with the actor and the target tenant. The legacy routes are registered on their own registry, so the
 * OpenAPI document stays the v2 one.
 */
export function registerWebhooks(api: ApiRegistry, router: Router, deps: WebhookRouteDeps): void {
  const { ds, encKey } = deps;
  const legacy = new ApiRegistry(router);

  async function save(req: Request, tenant: Tenant, input: WebhookConfigInput, urlField: string, detail = {}) {
    const saved = await saveWebhookConfig(ds, encKey, tenant.id, input, urlField);
    await auditWrite(ds, req, {
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

  async function remove(req: Request, tenant: Tenant) {
    if (!(await deleteWebhookConfig(ds, tenant.id))) throw noConfig(tenant);
    await auditWrite(ds, req, { action: 'webhook_config.delete', targetTenantId: tenant.id, targetId: tenant.id });
  }

  async function existing(tenant: Tenant) {
    const config = await findWebhookConfig(ds, tenant.id);
    if (!config) throw noConfig(tenant);
    return config;
  }

  const fromV2 = (b: {
    callback_url?: string;
    secret?: string;
    events?: string[];
    is_active?: boolean;
  }): WebhookConfigInput => ({
    callbackUrl: b.callback_url,
    secret: b.secret,
    events: b.events,
    isActive: b.is_active,
  });

  // --- Current API: the calling credential's tenant, and the admin route (SPEC rule 5) ---------------------------

  const v2 = { tag: 'Webhooks', auth: 'credential' } as const;
  const me = (req: Request) => principalOf(req).tenant;

  api.route(
    {
      ...v2,
      method: 'get',
      path: '/api/v2/me/webhook-config',
      summary: "Your tenant's webhook config (secret masked)",
      feature: 'webhooks',
      permissions: [...read],
      responses: { 404: 'No webhook config' },
    },
    async (req, res) => void res.json(webhookConfigView(await existing(me(req)))),
  );
  api.route(
    {
      ...v2,
      method: 'put',
      path: '/api/v2/me/webhook-config',
      summary: "Create or update your tenant's webhook (secret returned once: generated, first given or rotated)",
      feature: 'webhooks',
      permissions: [...update],
      body: WebhookConfigBody,
      responses: { 201: 'Created' },
    },
    async (req, res, { body }) => {
      const saved = await save(req, me(req), fromV2(body), 'callback_url');
      res.status(saved.created ? 201 : 200).json(webhookConfigView(saved.config, saved.secret));
    },
  );
  api.route(
    {
      ...v2,
      method: 'delete',
      path: '/api/v2/me/webhook-config',
      summary: "Remove your tenant's webhook config",
      feature: 'webhooks',
      permissions: [...update],
      responses: { 404: 'No webhook config' },
    },
    async (req, res) => {
      await remove(req, me(req));
      res.json({ deleted: true });
    },
  );

  const admin = '/api/v2/admin/tenants/:tenantId/webhook-config';
  const adminTenant = (req: Request) => adminTarget(ds, principalOf(req), req.params.tenantId as string);
  api.route(
    {
      ...v2,
      method: 'get',
      path: admin,
      summary: "A tenant's webhook config (platform admin)",
      permissions: [...read],
      responses: { 404: 'No webhook config' },
    },
    async (req, res) => void res.json(webhookConfigView(await existing(await adminTenant(req)))),
  );
  api.route(
    {
      ...v2,
      method: 'put',
      path: admin,
      summary: "Create or update a tenant's webhook config (platform admin)",
      permissions: [...update],
      body: WebhookConfigBody,
      responses: { 201: 'Created' },
    },
    async (req, res, { body }) => {
      const saved = await save(req, await adminTenant(req), fromV2(body), 'callback_url');
      res.status(saved.created ? 201 : 200).json(webhookConfigView(saved.config, saved.secret));
    },
  );
  api.route(
    {
      ...v2,
      method: 'delete',
      path: admin,
      summary: "Remove a tenant's webhook config (platform admin)",
      permissions: [...update],
      responses: { 404: 'No webhook config' },
    },
    async (req, res) => {
      await remove(req, await adminTenant(req));
      res.json({ deleted: true });
    },
  );

  // --- Legacy base: the platform config of the caller's platform (platform admin login) ---------------------------

  const lg = { tag: 'Webhooks (legacy)', auth: 'user' } as const;
  const platformTenant = (req: Request) => {
    const p = principalOf(req);
    if (p.home.kind !== 'PLATFORM') throw forbidden('Platform admin endpoints need a platform account');
    return p.home;
  };
  const platformPath = '/api/v1/platform-admin/webhook-config';

  legacy.route(
    { ...lg, method: 'get', path: platformPath, summary: 'Platform webhook config', permissions: [...read] },
    async (req, res) => void res.json(legacyWebhookConfigView(await existing(platformTenant(req)))),
  );
  legacy.route(
    {
      ...lg,
      method: 'put',
      path: platformPath,
      summary: 'Create or update the platform webhook config; saving reactivates it',
      permissions: [...update],
      body: LegacyPlatformWebhookConfigBody,
    },
    async (req, res, { body }) => {
      const saved = await save(req, platformTenant(req), { ...body, isActive: true }, 'callbackUrl');
      res.status(saved.created ? 201 : 200).json(legacyWebhookConfigView(saved.config, saved.secret));
    },
  );
  for (const [action, active] of [
    ['deactivate', false],
    ['activate', true],
  ] as const) {
    legacy.route(
      {
        ...lg,
        method: 'patch',
        path: `${platformPath}/${action}`,
        summary: active ? 'Re-enable platform webhook delivery' : 'Pause platform webhook delivery (keeps the config)',
        permissions: [...update],
      },
      async (req, res) => {
        const tenant = platformTenant(req);
        const config = await setWebhookActive(ds, tenant.id, active);
        if (!config) throw noConfig(tenant);
        await auditWrite(ds, req, {
          action: `webhook_config.${action}`,
          targetTenantId: tenant.id,
          targetId: tenant.id,
        });
        res.json(legacyWebhookConfigView(config));
      },
    );
  }
  legacy.route(
    { ...lg, method: 'delete', path: platformPath, summary: 'Remove the platform webhook', permissions: [...update] },
    async (req, res) => {
      await remove(req, platformTenant(req));
      res.json({ deleted: true });
    },
  );

  // --- Legacy base: a tenant of the caller's platform (SPEC rule 5), with the tenant's behaviour settings ---------

  const tenantPath = '/api/v1/platform-admin/tenants/:tenantId/webhook-config';
  const settingsView = (t: Tenant) => ({
    autoApprovePlans: t.settings.auto_approve_plans ?? false,
    candidatePiiRetentionDays: t.settings.candidate_pii_retention_days ?? null,
    assessmentRetentionDays: t.settings.assessment_retention_days ?? null,
    recordingRetentionDays: t.settings.recording_retention_days ?? null,
  });
  const emptyWebhook = (t: Tenant) => ({
    tenantId: t.id,
    callbackUrl: null,
    events: [],
    isActive: false,
    secretHint: null,
  });

  legacy.route(
    {
      ...lg,
      method: 'get',
      path: tenantPath,
      summary: "A tenant's webhook config and settings",
      permissions: [...read],
    },
    async (req, res) => {
      const tenant = await adminTenant(req);
      const config = await findWebhookConfig(ds, tenant.id);
      res.json({ ...(config ? legacyWebhookConfigView(config) : emptyWebhook(tenant)), ...settingsView(tenant) });
    },
  );
  legacy.route(
    {
      ...lg,
      method: 'put',
      path: tenantPath,
      summary: "Create or update a tenant's webhook config and settings; saving reactivates it",
      permissions: [...update],
      body: LegacyTenantWebhookConfigBody,
    },
    async (req, res, { body }) => {
      const p = principalOf(req);
      let tenant = await adminTenant(req);
      const { autoApprovePlans, candidatePiiRetentionDays, assessmentRetentionDays, recordingRetentionDays, ...hook } =
        body;
      const settings = {
        ...(autoApprovePlans !== undefined ? { auto_approve_plans: autoApprovePlans } : {}),
        ...(candidatePiiRetentionDays !== undefined ? { candidate_pii_retention_days: candidatePiiRetentionDays } : {}),
        ...(assessmentRetentionDays !== undefined ? { assessment_retention_days: assessmentRetentionDays } : {}),
        ...(recordingRetentionDays !== undefined ? { recording_retention_days: recordingRetentionDays } : {}),
      };
      const changesSettings = Object.keys(settings).length > 0;
      if (changesSettings && !holds(p.permissions, 'platform:tenants:manage'))
        throw forbidden('Missing permission: platform:tenants:manage (to change tenant settings)');
      const changesHook = hook.callbackUrl !== undefined || hook.events !== undefined || hook.secret !== undefined;
      const config = await findWebhookConfig(ds, tenant.id);
      if (!changesHook && !changesSettings && !config)
        throw badRequest('Validation failed: callbackUrl: required when the webhook is first configured');
      if (changesSettings) {
        tenant = await ds
          .getRepository(TenantEntity)
          .save({ ...tenant, settings: { ...tenant.settings, ...settings } });
      }
      let view: Record<string, unknown> = config ? legacyWebhookConfigView(config) : emptyWebhook(tenant);
      let status = 200;
      if (changesHook || config) {
        const saved = await save(req, tenant, { ...hook, isActive: true }, 'callbackUrl', { settings });
        view = legacyWebhookConfigView(saved.config, saved.secret);
        if (saved.created) status = 201;
      } else {
        await auditWrite(ds, req, {
          action: 'tenant.settings_update',
          targetTenantId: tenant.id,
          targetId: tenant.id,
          detail: { settings },
        });
      }
      res.status(status).json({ ...view, ...settingsView(tenant) });
    },
  );
  legacy.route(
    { ...lg, method: 'delete', path: tenantPath, summary: "Remove a tenant's webhook", permissions: [...update] },
    async (req, res) => {
      await remove(req, await adminTenant(req));
      res.json({ deleted: true });
    },
  );

  legacy.route(
    {
      ...lg,
      method: 'post',
      path: '/api/v1/platform-admin/tenants/:tenantId/webhook-test',
      summary: 'Send a synthetic event (default interview.plan_generated) to where the tenant events go',
      permissions: [...update],
      body: WebhookTestBody,
      bodyOptional: true,
    },
    async (req, res, { body }) => {
      const tenant = await adminTenant(req);
      res.json(await sendTestEvent(req, deps, tenant, body.event));
    },
  );

  // --- Legacy base: the shared self-serve route, caller-aware (SPEC rule 6) -----------------------------------------

  const sharedPath = '/api/v1/tenants/:id/webhook-config';
  const sharedTenant = async (req: Request) => {
    const tenant = await sharedRouteTarget(ds, principalOf(req), req.params.id as string);
    if (!tenant.features.webhooks) throw forbidden('Feature disabled for this tenant: webhooks');
    return tenant;
  };
  const shared = { ...lg, auth: 'credential' } as const;
  legacy.route(
    { ...shared, method: 'get', path: sharedPath, summary: "A tenant's webhook config", permissions: [...read] },
    async (req, res) => void res.json(legacyWebhookConfigView(await existing(await sharedTenant(req)))),
  );
  legacy.route(
    {
      ...shared,
      method: 'put',
      path: sharedPath,
      summary: "Create or update a tenant's webhook config",
      permissions: [...update],
      body: LegacySharedWebhookConfigBody,
    },
    async (req, res, { body }) => {
      const saved = await save(req, await sharedTenant(req), body, 'callbackUrl');
      res.status(saved.created ? 201 : 200).json(legacyWebhookConfigView(saved.config, saved.secret));
    },
  );
  legacy.route(
    { ...shared, method: 'delete', path: sharedPath, summary: "Remove a tenant's webhook", permissions: [...update] },
    async (req, res) => {
      await remove(req, await sharedTenant(req));
      res.json({ deleted: true });
    },
  );
}

/** The state a run is in when each event fires, for synthetic events. */
const STATE_OF: Record<EventName, RunState> = {
  'interview.info_needed': 'INFO_NEEDED',
  'interview.info_completed': 'GENERATING_PLAN',
  'interview.plan_generated': 'PENDING',
  'interview.approved': 'APPROVED',
  'interview.rejected': 'REJECTED',
  'interview.assessment_ready': 'ASSESSMENT_READY',
  'interview.assessment_pending': 'ASSESSMENT_PENDING',
  'interview.completed': 'COMPLETED',
  'interview.modification_requested': 'GENERATING_PLAN',
  'interview.cancelled': 'CANCELLED',
};

/** Example `data` in the shape of SPEC.md's events table (no score, no hire/no-hire label). */
function syntheticData(event: EventName, appUrl: string): Record<string, unknown> {
  switch (event) {
    case 'interview.plan_generated':
      return { plan_id: randomUUID(), message: 'Test event: interview plan ready for review' };
    case 'interview.info_needed':
      return {
        missing_fields: [
          {
            field: 'skills',
            severity: 'required',
            reason: 'Test event: no skills or qualifications given',
            question: 'Which skills should the interview cover?',
          },
        ],
      };
    case 'interview.approved':
      return {
        approved: true,
        interview_link: `${appUrl}/join`,
        inmail_draft: 'Test event: hello, we would like to invite you to a short AI-led interview.',
      };
    case 'interview.assessment_ready':
      return {
        coverage_summary: { overall_coverage: 'partial', gap_competencies: ['sql'], covered_count: 3, total_count: 4 },
        highlights_count: 2,
        lowlights_count: 1,
        overall_coverage: 'partial',
      };
    default:
      return {};
  }
}

/** The webhook-test operation: one signed attempt to where the tenant's events go now (tenant, else platform config). */
async function sendTestEvent(req: Request, deps: WebhookRouteDeps, tenant: Tenant, event: EventName) {
  const resolution = await resolveWebhookTarget(deps.ds, { tenantId: tenant.id, event, anyEvent: true });
  if (!resolution.ok) {
    if (!resolution.url) throw notFound('No webhook config for the tenant or its platform');
    throw badRequest(`Cannot send a test event: ${resolution.reason}`);
  }
  const { source, url } = resolution.target;
  const eventId = randomUUID();
  const envelope = {
    event_id: eventId,
    event,
    run_id: `run_${Math.floor(Date.now() / 1000)}_${randomHex(8)}`,
    interview_id: randomUUID(),
    tenant_id: tenant.id,
    state: STATE_OF[event],
    timestamp: new Date().toISOString(),
    data: syntheticData(event, deps.config.appUrl),
    test: true,
  };
  const repo = deps.ds.getRepository(WebhookDeliveryEntity);
  const delivery = await repo.save(
    repo.create({
      event_id: eventId,
      tenant_id: tenant.id,
      run_id: null,
      event,
      envelope,
      source,
      callback_url: url,
      status: 'pending',
      reason: null,
      test: true,
      attempt_count: 0,
      last_attempt_at: null,
      next_attempt_at: new Date(),
    }),
  );
  await auditWrite(deps.ds, req, {
    action: 'webhook.test',
    targetTenantId: tenant.id,
    targetId: delivery.id,
    detail: { event, source, callback_url: url },
  });
  await deps.client.workflow.execute<typeof deliverWebhook>('deliverWebhook', {
    taskQueue: TASK_QUEUES.webhooks,
    workflowId: `webhook-${eventId}`,
    args: [{ eventId, deliveryId: delivery.id, trigger: 'test', attempts: 1 }],
    workflowExecutionTimeout: '2 minutes',
  });
  const [attempt] = (await deps.ds.query(
    `SELECT success, status_code, error FROM webhook_attempts WHERE delivery_id = $1 ORDER BY attempt DESC LIMIT 1`,
    [delivery.id],
  )) as { success: boolean; status_code: number | null; error: string | null }[];
  return {
    source,
    event,
    eventId,
    deliveryId: delivery.id,
    callbackUrl: url,
    delivered: attempt?.success ?? false,
    statusCode: attempt?.status_code ?? null,
    error: attempt ? attempt.error : 'not attempted',
  };
}
