import {
  WebhookConfigView,
  WebhookTestBody,
  WebhookTestResult,
  findWebhookConfig,
  generateWebhookSecret,
  isSuperAdmin,
  notFound,
  webhookConfigView,
} from '@irs/shared';
import { principalOf } from '../auth/guards.js';
import * as webhooks from '../webhooks/service.js';
import { sendTestEvent } from '../webhooks/test-event.js';
import type { ApiRegistry } from './registry.js';
import { webhookContext, type WebhookRouteDeps } from './webhooks-v2.js';

/**
 * The webhook actions the current API lacked for the calling credential's own tenant (the legacy base has them for
 * platform admins only): rotate the signing secret (generated here, answered once), pause and resume delivery (each
 * audited as such), and send a test event.
 */
export function registerWebhookConfigActions(api: ApiRegistry, deps: WebhookRouteDeps): void {
  const common = {
    tag: 'Webhook configuration',
    auth: 'credential' as const,
    feature: 'webhooks' as const,
    permissions: ['webhook:update' as const],
    ok: { schema: WebhookConfigView },
  };

  api.route(
    {
      ...common,
      method: 'post',
      path: '/api/v2/me/webhook-config/rotate-secret',
      summary: 'Replace the signing secret with a generated one (answered once as secret); deliveries use it at once',
      responses: { 404: 'No webhook config' },
    },
    async (req, res) => {
      const ctx = webhookContext(deps, req);
      const tenant = principalOf(req).tenant;
      if (!(await findWebhookConfig(deps.ds, tenant.id))) throw notFound(`No webhook config for tenant ${tenant.id}`);
      const saved = await webhooks.saveConfig(ctx, tenant, { secret: generateWebhookSecret() }, 'callback_url');
      res.json(webhookConfigView(saved.config, saved.secret));
    },
  );

  for (const [action, active] of [
    ['pause', false],
    ['resume', true],
  ] as const) {
    api.route(
      {
        ...common,
        method: 'post',
        path: `/api/v2/me/webhook-config/${action}`,
        summary: active
          ? 'Resume delivery under your webhook config'
          : 'Pause delivery (the config is kept; events are not sent while paused)',
        responses: { 404: 'No webhook config' },
      },
      async (req, res) => {
        const config = await webhooks.setActive(webhookContext(deps, req), principalOf(req).tenant, active);
        res.json(webhookConfigView(config));
      },
    );
  }

  api.route(
    {
      ...common,
      method: 'post',
      path: '/api/v2/me/webhook-config/test',
      summary: 'Send one signed synthetic event (marked test) to where your events go now, and answer the outcome',
      body: WebhookTestBody,
      bodyOptional: true,
      ok: { schema: WebhookTestResult },
      responses: { 400: 'Nothing may be sent now (paused, or the event is not subscribed)', 404: 'No webhook config' },
    },
    async (req, res, { body }) => {
      const p = principalOf(req);
      const sent = await sendTestEvent(webhookContext(deps, req), p.tenant, body.event);
      // The platform's receiver is the platform's business: a customer's credentials learn only the outcome.
      const hidden = sent.source === 'platform' && p.home.kind !== 'PLATFORM' && !isSuperAdmin(p.permissions);
      res.json({
        event: sent.event,
        event_id: sent.eventId,
        delivery_id: sent.deliveryId,
        source: sent.source,
        callback_url: hidden ? null : sent.callbackUrl,
        delivered: sent.delivered,
        status_code: sent.statusCode,
        error: sent.error,
      });
    },
  );
}
