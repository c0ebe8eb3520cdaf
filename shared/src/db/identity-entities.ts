import { EntitySchema } from 'typeorm';

export type TenantKind = 'PLATFORM' | 'CUSTOMER';
export const FEATURES = ['integration_api', 'oauth', 'webhooks', 'mcp'] as const;
export type Feature = (typeof FEATURES)[number];
/**
 * Features a new tenant does not get until an admin switches them on (PATCH /admin/tenants/:id `features`). Absent
 * from a tenant's `features` reads as off: `mcp` (the MCP endpoint, docs/mcp.md) opens a new door on the tenant's runs.
 */
export const OPT_IN_FEATURES: readonly Feature[] = ['mcp'];

export interface Tenant {
  id: string;
  name: string;
  kind: TenantKind;
  parent_platform_id: string | null;
  features: Record<Feature, boolean>;
  settings: TenantSettings;
  created_at: Date;
}

/** Per-tenant behaviour switches (legacy webhook config carries them under camelCase names). */
export interface TenantSettings {
  auto_approve_plans?: boolean;
  /** The interviewer asks the plan's screening questions first (default true; a protected item never). */
  ask_screening?: boolean;
  candidate_pii_retention_days?: number;
  assessment_retention_days?: number;
  recording_retention_days?: number;
  /** Days an audit row is kept; at least MIN_AUDIT_RETENTION_DAYS (contracts/tenant-admin.ts). Unset: kept until deleted. */
  audit_retention_days?: number;
}

export interface User {
  id: string;
  tenant_id: string;
  email: string;
  password_hash: string;
  permissions: string[];
  created_at: Date;
}

export interface ApiKey {
  id: string;
  tenant_id: string;
  name: string;
  key_prefix: string;
  key_hash: string;
  permissions: string[];
  created_by: string | null;
  created_at: Date;
  revoked_at: Date | null;
}

export interface SigningKey {
  kid: string;
  public_jwk: Record<string, unknown>;
  private_jwk_enc: string;
  created_at: Date;
  retired_at: Date | null;
}

const id = { type: 'uuid', primary: true, generated: 'uuid' } as const;
const createdAt = { type: 'timestamptz', createDate: true } as const;

export const TenantEntity = new EntitySchema<Tenant>({
  name: 'Tenant',
  tableName: 'tenants',
  columns: {
    id,
    name: { type: 'text' },
    kind: { type: 'text' },
    parent_platform_id: { type: 'uuid', nullable: true },
    features: { type: 'jsonb' },
    settings: { type: 'jsonb' },
    created_at: createdAt,
  },
});

export const UserEntity = new EntitySchema<User>({
  name: 'User',
  tableName: 'users',
  columns: {
    id,
    tenant_id: { type: 'uuid' },
    email: { type: 'text' },
    password_hash: { type: 'text' },
    permissions: { type: 'text', array: true },
    created_at: createdAt,
  },
});

export const ApiKeyEntity = new EntitySchema<ApiKey>({
  name: 'ApiKey',
  tableName: 'api_keys',
  columns: {
    id,
    tenant_id: { type: 'uuid' },
    name: { type: 'text' },
    key_prefix: { type: 'text' },
    key_hash: { type: 'text' },
    permissions: { type: 'text', array: true },
    created_by: { type: 'uuid', nullable: true },
    created_at: createdAt,
    revoked_at: { type: 'timestamptz', nullable: true },
  },
});

export const SigningKeyEntity = new EntitySchema<SigningKey>({
  name: 'SigningKey',
  tableName: 'signing_keys',
  columns: {
    kid: { type: 'text', primary: true },
    public_jwk: { type: 'jsonb' },
    private_jwk_enc: { type: 'text' },
    created_at: createdAt,
    retired_at: { type: 'timestamptz', nullable: true },
  },
});
