import type { Request, Router } from 'express';
import {
  LegacyPlatformWebhookConfigBody,
  LegacySharedWebhookConfigBody,
  LegacyTenantWebhookConfigBody,
  WebhookTestBody,
  findWebhookConfig,
  forbidden,
  legacyWebhookConfigView,
  type Tenant,
} from '@irs/shared';
import { principalOf } from '../auth/guards.js';
import { adminTarget, sharedRouteTarget } from '../auth/tenant-scope.js';
import * as webhooks from '../webhooks/service.js';
import { sendTestEvent } from '../webhooks/test-event.js';
import { ApiRegistry } from './registry.js';
import { webhookContext, type WebhookRouteDeps } from './webhooks-v2.js';

const settingsView = (t: Tenant) => ({
  autoApprovePlans: t.settings.auto_approve_plans ?? false,
  candidatePiiRetentionDays: t.settings.candidate_pii_retention_days ?? null,
  assessmentRetentionDays: t.settings.assessment_retention_days ?? null,
  recordingRetentionDays: t.settings.recording_retention_days ?? null,
});

/** The legacy tenant route answers a tenant without a webhook with an empty one. */
const emptyWebhook = (t: Tenant) => ({
  tenantId: t.id,
  callbackUrl: null,
  events: [],
  isActive: false,
  secretHint: null,
});

const read = ['webhook:read' as const];
const update = ['webhook:update' as const];
const lg = { tag: 'Webhooks (legacy)', auth: 'user' } as const;

/**
 * Webhook configuration, legacy base (camelCase). Registered on a registry of its own, so the OpenAPI document stays
 * the v2 one. Translation only; the operations are in webhooks/.
 */
export function registerWebhooksLegacy(router: Router, deps: WebhookRouteDeps): void {
  const legacy = new ApiRegistry(router);
  platformRoutes(legacy, deps);
  tenantRoutes(legacy, deps);
  sharedRoutes(legacy, deps);
}

/** The platform config of the caller's platform (platform admin login). */
function platformRoutes(legacy: ApiRegistry, deps: WebhookRouteDeps): void {
  const ctx = (req: Request) => webhookContext(deps, req);
  const platformPath = '/api/v1/platform-admin/webhook-config';
  const platformTenant = (req: Request) => {
    const p = principalOf(req);
    if (p.home.kind !== 'PLATFORM') throw forbidden('Platform admin endpoints need a platform account');
    return p.home;
  };
  legacy.route(
    { ...lg, method: 'get', path: platformPath, summary: 'Platform webhook config', permissions: read },
    async (req, res) => void res.json(legacyWebhookConfigView(await webhooks.getConfig(ctx(req), platformTenant(req)))),
  );
  legacy.route(
    {
      ...lg,
      method: 'put',
      path: platformPath,
      summary: 'Create or update the platform webhook config; saving reactivates it',
      permissions: update,
      body: LegacyPlatformWebhookConfigBody,
    },
    async (req, res, { body }) => {
      const saved = await webhooks.saveConfig(
        ctx(req),
        platformTenant(req),
        { ...body, isActive: true },
        'callbackUrl',
      );
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
        permissions: update,
      },
      async (req, res) =>
        void res.json(legacyWebhookConfigView(await webhooks.setActive(ctx(req), platformTenant(req), active))),
    );
  }
  legacy.route(
    { ...lg, method: 'delete', path: platformPath, summary: 'Remove the platform webhook', permissions: update },
    async (req, res) => {
      await webhooks.removeConfig(ctx(req), platformTenant(req));
      res.json({ deleted: true });
    },
  );
}

/** A tenant of the caller's platform (docs/spec.md rule 5), with the tenant's behaviour settings, and the webhook test. */
function tenantRoutes(legacy: ApiRegistry, deps: WebhookRouteDeps): void {
  const ctx = (req: Request) => webhookContext(deps, req);
  const adminTenant = (req: Request) => adminTarget(deps.ds, principalOf(req), req.params.tenantId as string);
  const tenantPath = '/api/v1/platform-admin/tenants/:tenantId/webhook-config';
  legacy.route(
    { ...lg, method: 'get', path: tenantPath, summary: "A tenant's webhook config and settings", permissions: read },
    async (req, res) => {
      const tenant = await adminTenant(req);
      const config = await findWebhookConfig(deps.ds, tenant.id);
      res.json({ ...(config ? legacyWebhookConfigView(config) : emptyWebhook(tenant)), ...settingsView(tenant) });
    },
  );
  legacy.route(
    {
      ...lg,
      method: 'put',
      path: tenantPath,
      summary: "Create or update a tenant's webhook config and settings; saving reactivates it",
      permissions: update,
      body: LegacyTenantWebhookConfigBody,
    },
    async (req, res, { body }) => {
      const { autoApprovePlans, candidatePiiRetentionDays, assessmentRetentionDays, recordingRetentionDays, ...hook } =
        body;
      const settings = {
        ...(autoApprovePlans !== undefined ? { auto_approve_plans: autoApprovePlans } : {}),
        ...(candidatePiiRetentionDays !== undefined ? { candidate_pii_retention_days: candidatePiiRetentionDays } : {}),
        ...(assessmentRetentionDays !== undefined ? { assessment_retention_days: assessmentRetentionDays } : {}),
        ...(recordingRetentionDays !== undefined ? { recording_retention_days: recordingRetentionDays } : {}),
      };
      const { tenant, saved, config } = await webhooks.saveConfigAndSettings(
        ctx(req),
        await adminTenant(req),
        hook,
        settings,
      );
      const view = config ? legacyWebhookConfigView(config, saved?.secret) : emptyWebhook(tenant);
      res.status(saved?.created ? 201 : 200).json({ ...view, ...settingsView(tenant) });
    },
  );
  legacy.route(
    { ...lg, method: 'delete', path: tenantPath, summary: "Remove a tenant's webhook", permissions: update },
    async (req, res) => {
      await webhooks.removeConfig(ctx(req), await adminTenant(req));
      res.json({ deleted: true });
    },
  );
  legacy.route(
    {
      ...lg,
      method: 'post',
      path: '/api/v1/platform-admin/tenants/:tenantId/webhook-test',
      summary: 'Send a synthetic event (default interview.plan_generated) to where the tenant events go',
      permissions: update,
      body: WebhookTestBody,
      bodyOptional: true,
    },
    async (req, res, { body }) => void res.json(await sendTestEvent(ctx(req), await adminTenant(req), body.event)),
  );
}

/** The shared self-serve route, caller-aware (docs/spec.md rule 6). */
function sharedRoutes(legacy: ApiRegistry, deps: WebhookRouteDeps): void {
  const ctx = (req: Request) => webhookContext(deps, req);
  const sharedPath = '/api/v1/tenants/:id/webhook-config';
  const sharedTenant = async (req: Request) => {
    const tenant = await sharedRouteTarget(deps.ds, principalOf(req), req.params.id as string);
    if (!tenant.features.webhooks) throw forbidden('Feature disabled for this tenant: webhooks');
    return tenant;
  };
  const shared = { ...lg, auth: 'credential' } as const;
  legacy.route(
    { ...shared, method: 'get', path: sharedPath, summary: "A tenant's webhook config", permissions: read },
    async (req, res) =>
      void res.json(legacyWebhookConfigView(await webhooks.getConfig(ctx(req), await sharedTenant(req)))),
  );
  legacy.route(
    {
      ...shared,
      method: 'put',
      path: sharedPath,
      summary: "Create or update a tenant's webhook config",
      permissions: update,
      body: LegacySharedWebhookConfigBody,
    },
    async (req, res, { body }) => {
      const saved = await webhooks.saveConfig(ctx(req), await sharedTenant(req), body, 'callbackUrl');
      res.status(saved.created ? 201 : 200).json(legacyWebhookConfigView(saved.config, saved.secret));
    },
  );
  legacy.route(
    { ...shared, method: 'delete', path: sharedPath, summary: "Remove a tenant's webhook", permissions: update },
    async (req, res) => {
      await webhooks.removeConfig(ctx(req), await sharedTenant(req));
      res.json({ deleted: true });
    },
  );
}
