import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import { BiasReport, BiasReportCsv, BiasReportQuery, biasReport, outcomeCounts } from '@irs/shared';
import { isSuper, principalOf } from '../auth/guards.js';
import { administeredTenant } from './tenant-admin.js';
import type { ApiRegistry } from './registry.js';

/**
 * The bias report (issue 37 §4; README "Compliance"): impact ratios from the de-identified outcomes, for a tenant's
 * admins; a platform admin without X-Tenant-ID gets its customers' together. JSON, or CSV at `.csv`.
 */
export function registerBiasReport(api: ApiRegistry, ds: DataSource): void {
  /** The tenants the report covers: the administered one, or every customer of the caller's platform. */
  const scope = async (req: Request): Promise<string[]> => {
    const tenant = administeredTenant(req);
    const p = principalOf(req);
    if (isSuper(p) || p.home.kind !== 'PLATFORM' || tenant.id !== p.home.id) return [tenant.id];
    const rows = (await ds.query(`SELECT id::text FROM tenants WHERE parent_platform_id = $1`, [p.home.id])) as {
      id: string;
    }[];
    return rows.map((r) => r.id);
  };
  const report = async (req: Request, query: z.infer<typeof BiasReportQuery>) => {
    const tenantIds = await scope(req);
    const to = query.to ? `${query.to}-01` : undefined;
    const from = query.from ? `${query.from}-01` : undefined;
    const counts = await outcomeCounts(ds, { tenantIds, position: query.position, level: query.level, from, to });
    return { scope: { tenant_ids: tenantIds }, ...biasReport(counts) };
  };
  const common = {
    method: 'get',
    tag: 'Tenant administration',
    auth: 'user',
    query: BiasReportQuery,
    responses: { 403: 'Not an administrator of this tenant or platform' },
  } as const;

  api.route(
    {
      ...common,
      path: '/api/v2/admin/bias-report',
      summary: 'Selection rates and impact ratios per sex, race/ethnicity and their intersections (four-fifths rule)',
      ok: { schema: BiasReport },
    },
    async (req, res, { query }) => {
      res.json(await report(req, query));
    },
  );
  api.route(
    {
      ...common,
      path: '/api/v2/admin/bias-report.csv',
      summary: 'The bias report as CSV, one row per group',
      ok: { schema: BiasReportCsv, mediaType: 'text/csv' },
    },
    async (req, res, { query }) => {
      const { groups, note } = await report(req, query);
      res.type('text/csv').attachment('bias-report.csv');
      res.send(
        stringify(groups, {
          header: true,
          columns: [
            'dimension',
            'group',
            'assessed',
            'selected',
            'selection_rate',
            'impact_ratio',
            'suppressed',
            'excluded',
            'flagged',
          ],
          cast: { boolean: (v) => String(v) },
        }) + stringify([[`# ${note}`]]),
      );
    },
  );
}
