import type { DataSource } from 'typeorm';
import { AuditChainReport, verifyAuditChain } from '@irs/shared';
import { administeredTenant } from './tenant-admin.js';
import type { ApiRegistry } from './registry.js';

/**
 * The tenant's audit chain walked from its first row (shared/src/audit-chain.ts): whether every link holds, else the
 * first row where one does not. For the tenant's admins, and platform admins acting for it with X-Tenant-ID;
 * `npm run audit:verify` walks every tenant's.
 */
export function registerAuditVerify(api: ApiRegistry, ds: DataSource): void {
  api.route(
    {
      method: 'get',
      path: '/api/v2/admin/audit/verify',
      tag: 'Tenant administration',
      auth: 'user',
      summary: "Verify the tenant's tamper-evident audit chain; reports the first broken link",
      ok: { schema: AuditChainReport },
      responses: { 403: 'Not an administrator of this tenant (X-Tenant-ID selects the tenant)' },
    },
    async (req, res) => {
      const tenant = administeredTenant(req);
      const report = await verifyAuditChain(ds, tenant.id);
      res.json({
        tenant_id: tenant.id,
        ok: report.broken === null,
        rows: report.rows,
        broken: report.broken ? { id: report.broken.id, problem: report.broken.problem } : null,
      });
    },
  );
}
