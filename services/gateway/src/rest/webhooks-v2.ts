import type { Request } from 'express';
import type { z } from 'zod';
import {
  WebhookConfigBody,
  webhookConfigView,
  type Tenant,
  type WebhookConfigInput,
  Deleted,
  WebhookConfigView,
} from '@irs/shared';
import { callerOf } from '../audit.js';
import { principalOf } from '../auth/guards.js';
import { adminTarget } from '../auth/tenant-scope.js';
import * as webhooks from '../webhooks/service.js';
import type { ApiRegistry } from './registry.js';

export type WebhookRouteDeps = Omit<webhooks.WebhookContext, 'principal' | 'requestId'>;

/** The webhook operations' context for one request: the routes' dependencies and the request's caller. */
export const webhookContext = (deps: WebhookRouteDeps, req: Request): webhooks.WebhookContext => ({
  ...deps,
  ...callerOf(req),
});

const fromV2 = (b: z.infer<typeof WebhookConfigBody>): WebhookConfigInput => ({
  callbackUrl: b.callback_url,
  secret: b.secret,
  events: b.events,
  isActive: b.is_active,
});

/**
 * Webhook configuration, current API (snake_case): the calling credential's tenant, and the platform admin's route
 * to a tenant of its platform (docs/spec.md rule 5). Translation only; the operations are in webhooks/service.ts.
 */
export function registerWebhooksV2(api: ApiRegistry, deps: WebhookRouteDeps): void {
  const ctx = (req: Request) => webhookContext(deps, req);
  const common = { tag: 'Webhook configuration', auth: 'credential' } as const;
  const read = { ...common, permissions: ['webhook:read' as const], responses: { 404: 'No webhook config' } };
  const update = { ...common, permissions: ['webhook:update' as const] };

  /** The same three operations under both paths; `feature` is checked on the caller's own tenant only. */
  const routes = (
    path: string,
    summary: { get: string; put: string; delete: string },
    tenantOf: (req: Request) => Tenant | Promise<Tenant>,
    feature?: 'webhooks',
  ) => {
    const scope = feature ? { feature } : {};
    api.route(
      { ...read, ...scope, method: 'get', path, summary: summary.get, ok: { schema: WebhookConfigView } },
      async (req, res) => void res.json(webhookConfigView(await webhooks.getConfig(ctx(req), await tenantOf(req)))),
    );
    api.route(
      {
        ...update,
        ...scope,
        method: 'put',
        path,
        summary: summary.put,
        body: WebhookConfigBody,
        ok: { schema: WebhookConfigView },
        responses: { 201: 'Created' },
      },
      async (req, res, { body }) => {
        const saved = await webhooks.saveConfig(ctx(req), await tenantOf(req), fromV2(body), 'callback_url');
        res.status(saved.created ? 201 : 200).json(webhookConfigView(saved.config, saved.secret));
      },
    );
    api.route(
      {
        ...update,
        ...scope,
        method: 'delete',
        path,
        summary: summary.delete,
        ok: { schema: Deleted },
        responses: { 404: 'No webhook config' },
      },
      async (req, res) => {
        await webhooks.removeConfig(ctx(req), await tenantOf(req));
        res.json({ deleted: true });
      },
    );
  };

  routes(
    '/api/v2/me/webhook-config',
    {
      get: "Your tenant's webhook config (secret masked)",
      put: "Create or update your tenant's webhook (secret returned once: generated, first given or rotated)",
      delete: "Remove your tenant's webhook config",
    },
    (req) => principalOf(req).tenant,
    'webhooks',
  );
  routes(
    '/api/v2/admin/tenants/:tenantId/webhook-config',
    {
      get: "A tenant's webhook config (platform admin)",
      put: "Create or update a tenant's webhook config (platform admin)",
      delete: "Remove a tenant's webhook config (platform admin)",
    },
    (req) => adminTarget(deps.ds, principalOf(req), req.params.tenantId as string),
  );
}
