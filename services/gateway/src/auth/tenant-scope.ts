import type { DataSource } from 'typeorm';
import { findTenant, forbidden, notFound, type Tenant } from '@irs/shared';
import { isSuper } from './guards.js';
import type { Principal } from './principal.js';

const belongsToPlatform = (target: Tenant, platformId: string) =>
  target.id === platformId || target.parent_platform_id === platformId;

async function load(ds: DataSource, tenantId: string): Promise<Tenant> {
  const tenant = /^[0-9a-f-]{36}$/i.test(tenantId) ? await findTenant(ds, tenantId) : null;
  if (!tenant) throw notFound(`tenant ${tenantId} not found`);
  return tenant;
}

/**
 * docs/spec.md rule 5, for /admin/tenants/:tenantId/...: the caller's tenant must be a platform tenant, and the target
 * its own platform or one of its customer tenants. Super admins pass unconditionally.
 */
export async function adminTarget(ds: DataSource, p: Principal, tenantId: string): Promise<Tenant> {
  if (isSuper(p)) return load(ds, tenantId);
  if (p.home.kind !== 'PLATFORM') throw forbidden('Admin endpoints need a platform account');
  const target = await load(ds, tenantId).catch(() => null);
  if (!target || !belongsToPlatform(target, p.home.id)) throw forbidden('Tenant is outside your platform');
  return target;
}

/**
 * docs/spec.md rule 6, for the shared route /tenants/:id/...: a super admin may use any tenant; a platform user only
 * tenants of its platform; a customer user only its own tenant; an API key only the X-Tenant-ID tenant; an OAuth token
 * only its tenant_id claim. Anything else is a 403.
 */
export async function sharedRouteTarget(ds: DataSource, p: Principal, tenantId: string): Promise<Tenant> {
  if (isSuper(p)) return load(ds, tenantId);
  if (p.kind === 'user' && p.home.kind === 'PLATFORM') return adminTarget(ds, p, tenantId);
  if (tenantId !== p.tenant.id) throw forbidden('Tenant is outside what this credential may act for');
  return p.tenant;
}
