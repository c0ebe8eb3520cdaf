import { MeView } from '@irs/shared';
import { principalOf } from '../auth/guards.js';
import type { ApiRegistry } from './registry.js';

/** Who am I: lets an integrator check a credential, the tenant it acts for and what it may do. */
export function registerMe(api: ApiRegistry): void {
  api.route(
    {
      method: 'get',
      path: '/api/v2/me',
      tag: 'Identity',
      auth: 'credential',
      summary: 'The calling credential, its tenant and permissions',
      ok: { schema: MeView },
    },
    async (req, res) => {
      const p = principalOf(req);
      res.json({
        credential: p.kind,
        id: p.id,
        user_id: p.userId,
        tenant_id: p.tenant.id,
        home_tenant_id: p.home.id,
        permissions: p.permissions,
        features: p.tenant.features,
      });
    },
  );
}
