import { Router } from 'express';
import { principalOf } from '../auth/guards.js';

/** Who am I: lets an integrator check a credential, the tenant it acts for and what it may do. */
export function meRouter(): Router {
  const router = Router();
  router.get('/api/v2/me', (req, res) => {
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
  });
  return router;
}
