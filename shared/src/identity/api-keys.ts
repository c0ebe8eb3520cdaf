import type { DataSource } from 'typeorm';
import { forbidden } from '../errors.js';
import { randomHex, sha256Hex } from '../crypto.js';
import { ApiKeyEntity, TenantEntity, type ApiKey, type Tenant } from '../db/identity-entities.js';
import { holds, isPlatformPermission, type Permission } from '../permissions.js';

/** Live keys: this prefix followed by 64 hex characters. */
export const API_KEY_PREFIX = 'irs_live_';
export const API_KEY_PATTERN = /^irs_live_[0-9a-f]{64}$/;
const DISPLAY_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

/** docs/spec.md rule 4: an API key never carries a `platform:` permission (nor the wildcard), whoever creates it. */
export function refuseNonKeyPermissions(permissions: readonly string[]): void {
  const refused = permissions.filter((p) => isPlatformPermission(p) || p === '*');
  if (refused.length) throw forbidden(`permissions: an API key cannot carry ${refused.join(', ')}`);
}

export interface CreatedApiKey {
  record: ApiKey;
  plaintext: string;
}

/**
 * Creates a key; the plaintext exists only in the return value. `grantor` is the permission set of the creating
 * user: a key can never carry more than that (docs/spec.md rule 4). Admin creation passes `null` to skip that guard; a
 * `platform:` permission is refused either way.
 */
export async function createApiKey(
  ds: DataSource,
  input: {
    tenantId: string;
    name: string;
    permissions: string[];
    createdBy: string | null;
    grantor: readonly string[] | null;
  },
): Promise<CreatedApiKey> {
  refuseNonKeyPermissions(input.permissions);
  if (input.grantor) {
    const beyond = input.permissions.filter((p) => !holds(input.grantor as string[], p as Permission));
    if (beyond.length)
      throw forbidden(`permissions: you cannot grant permissions you do not hold: ${beyond.join(', ')}`);
  }
  const plaintext = API_KEY_PREFIX + randomHex(32);
  const repo = ds.getRepository(ApiKeyEntity);
  const record = await repo.save(
    repo.create({
      tenant_id: input.tenantId,
      name: input.name,
      key_prefix: plaintext.slice(0, DISPLAY_PREFIX_LENGTH),
      key_hash: sha256Hex(plaintext),
      permissions: [...new Set(input.permissions)],
      created_by: input.createdBy,
    }),
  );
  return { record, plaintext };
}

/**
 * Finds a live key by its plaintext, with its tenant, in one round trip (every API-key request starts here; measured
 * in bench/README.md). Lookup is by hash, so the comparison never touches the secret itself.
 */
export function findApiKey(ds: DataSource, plaintext: string): Promise<(ApiKey & { tenant: Tenant }) | null> {
  if (!API_KEY_PATTERN.test(plaintext)) return Promise.resolve(null);
  return ds
    .getRepository(ApiKeyEntity)
    .createQueryBuilder('k')
    .innerJoinAndMapOne('k.tenant', TenantEntity.options.name, 't', 't.id = k.tenant_id')
    .where('k.key_hash = :hash AND k.revoked_at IS NULL', { hash: sha256Hex(plaintext) })
    .getOne() as Promise<(ApiKey & { tenant: Tenant }) | null>;
}

/** What may be shown after creation: never the key or its hash. */
export const apiKeyView = (k: ApiKey) => ({
  id: k.id,
  name: k.name,
  keyPrefix: k.key_prefix,
  permissions: k.permissions,
  tenantId: k.tenant_id,
  createdAt: k.created_at.toISOString(),
  revokedAt: k.revoked_at?.toISOString() ?? null,
});
