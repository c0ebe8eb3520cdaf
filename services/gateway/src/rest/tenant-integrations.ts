import type { DataSource } from 'typeorm';
import {
  ASHBY_DEFAULT_BASE_URL,
  IntegrationErrorList,
  IntegrationSettingsBody,
  IntegrationSettingsView,
  atsSettings,
  encryptText,
  listAtsErrors,
  saveAtsSettings,
  secretHint,
  type AtsSettings,
} from '@irs/shared';
import { auditWrite } from '../audit.js';
import { PARTNER_PATH } from '../auth/identify.js';
import { administeredTenant } from './tenant-admin.js';
import type { ApiRegistry } from './registry.js';

/** The tenant's ATS adapter settings (issue 36, docs/integrations/), for its administrators like the other settings. */
export function registerTenantIntegrations(
  api: ApiRegistry,
  deps: { ds: DataSource; encKey: Buffer; origin: string },
): void {
  const common = { tag: 'Tenant administration', auth: 'user' } as const;
  const endpoint = (ats: string) => `${deps.origin}${PARTNER_PATH}${ats}`;
  const view = (s: AtsSettings) => ({
    greenhouse_enabled: s.greenhouse_enabled,
    greenhouse_credential_hint: s.greenhouse_credential_hint,
    greenhouse_endpoint: endpoint('greenhouse'),
    ashby_enabled: s.ashby_enabled,
    ashby_api_key_hint: s.ashby_api_key_hint,
    ashby_base_url: s.ashby_base_url ?? ASHBY_DEFAULT_BASE_URL,
    ashby_endpoint: endpoint('ashby'),
  });
  const sealed = (value: string | null | undefined) =>
    value === undefined
      ? {}
      : value === null
        ? { enc: null, hint: null }
        : { enc: encryptText(deps.encKey, value), hint: secretHint(value) };

  api.route(
    {
      ...common,
      method: 'get',
      path: '/api/v2/tenant/integrations',
      summary:
        'The ATS adapters: which are on, the stored credentials (by hint only) and the endpoints to give the ATS',
      ok: { schema: IntegrationSettingsView },
    },
    async (req, res) => {
      res.json(view(await atsSettings(deps.ds, administeredTenant(req).id)));
    },
  );

  api.route(
    {
      ...common,
      method: 'patch',
      path: '/api/v2/tenant/integrations',
      summary: 'Change the ATS adapter settings; only the given ones change, a credential of null removes it',
      body: IntegrationSettingsBody,
      ok: { schema: IntegrationSettingsView },
    },
    async (req, res, { body }) => {
      const tenant = administeredTenant(req);
      const greenhouse = sealed(body.greenhouse_credential);
      const ashby = sealed(body.ashby_api_key);
      const saved = await saveAtsSettings(deps.ds, tenant.id, {
        ...(body.greenhouse_enabled !== undefined ? { greenhouse_enabled: body.greenhouse_enabled } : {}),
        ...('enc' in greenhouse
          ? { greenhouse_credential_enc: greenhouse.enc, greenhouse_credential_hint: greenhouse.hint }
          : {}),
        ...(body.ashby_enabled !== undefined ? { ashby_enabled: body.ashby_enabled } : {}),
        ...('enc' in ashby ? { ashby_api_key_enc: ashby.enc, ashby_api_key_hint: ashby.hint } : {}),
        ...(body.ashby_base_url !== undefined ? { ashby_base_url: body.ashby_base_url } : {}),
      });
      // Which settings changed, never the credentials.
      await auditWrite(deps.ds, req, {
        action: 'tenant.integrations_update',
        targetTenantId: tenant.id,
        detail: { changed: Object.keys(body) },
      });
      res.json(view(saved));
    },
  );

  api.route(
    {
      ...common,
      method: 'get',
      path: '/api/v2/tenant/integrations/errors',
      summary: 'What Greenhouse reported through response_error, newest first',
      ok: { schema: IntegrationErrorList },
    },
    async (req, res) => {
      const rows = await listAtsErrors(deps.ds, administeredTenant(req).id);
      res.json({ items: rows.map((r) => ({ ...r, received_at: r.received_at.toISOString() })) });
    },
  );
}
