import { writeFile } from 'node:fs/promises';
import type { DataSource } from 'typeorm';
import {
  PRESETS,
  TenantEntity,
  audit,
  createApiKey,
  createTenant,
  createUser,
  randomHex,
  WORKSPACE_PERMISSIONS,
} from '@irs/shared';

export interface BootstrapFile {
  origin: string;
  super_admin: { email: string; password: string };
  platform: { tenant_id: string; admin_email: string; admin_password: string };
  customer: { tenant_id: string; admin_email: string; admin_password: string; api_key: string };
}

const password = () => randomHex(12);

/**
 * Dev bootstrap (docs/design.md §4): on an empty database, create a super admin, a platform tenant with its admin, and
 * a customer tenant with its admin and an API key, then write the credentials to `file` (mode 0600). Returns false when
 * the database already had tenants.
 */
export async function bootstrap(ds: DataSource, origin: string, file: string): Promise<boolean> {
  if ((await ds.getRepository(TenantEntity).count()) > 0) return false;
  const platform = await createTenant(ds, { name: 'Local platform', kind: 'PLATFORM', parentPlatformId: null });
  // The dev customer has the opt-in MCP endpoint on (docs/mcp.md): an AI agent connects to {origin}/mcp.
  const customer = await createTenant(ds, {
    name: 'Local customer',
    kind: 'CUSTOMER',
    parentPlatformId: platform.id,
    features: { mcp: true },
  });
  const creds: BootstrapFile = {
    origin,
    super_admin: { email: 'super-admin@platform.example', password: password() },
    platform: { tenant_id: platform.id, admin_email: 'platform-admin@platform.example', admin_password: password() },
    customer: {
      tenant_id: customer.id,
      admin_email: 'admin@customer.example',
      admin_password: password(),
      api_key: '',
    },
  };
  await createUser(ds, {
    tenantId: platform.id,
    email: creds.super_admin.email,
    password: creds.super_admin.password,
    permissions: PRESETS.super_admin,
  });
  await createUser(ds, {
    tenantId: platform.id,
    email: creds.platform.admin_email,
    password: creds.platform.admin_password,
    permissions: PRESETS.platform_admin,
  });
  const admin = await createUser(ds, {
    tenantId: customer.id,
    email: creds.customer.admin_email,
    password: creds.customer.admin_password,
    permissions: PRESETS.tenant_admin,
  });
  const key = await createApiKey(ds, {
    tenantId: customer.id,
    name: 'bootstrap',
    permissions: [...WORKSPACE_PERMISSIONS],
    createdBy: admin.id,
    grantor: null,
  });
  creds.customer.api_key = key.plaintext;
  await audit(ds, {
    actor_type: 'system',
    actor_id: 'bootstrap',
    acting_tenant_id: null,
    target_tenant_id: null,
    action: 'system.bootstrap',
    detail: { platform: platform.id, customer: customer.id },
  });
  await writeFile(file, JSON.stringify(creds, null, 2) + '\n', { mode: 0o600 });
  return true;
}
