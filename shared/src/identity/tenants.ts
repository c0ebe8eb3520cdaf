import type { DataSource } from 'typeorm';
import { badRequest, notFound } from '../errors.js';
import {
  FEATURES,
  OPT_IN_FEATURES,
  TenantEntity,
  type Feature,
  type Tenant,
  type TenantKind,
} from '../db/identity-entities.js';

export const allFeatures = (): Record<Feature, boolean> =>
  Object.fromEntries(FEATURES.map((f) => [f, true])) as Record<Feature, boolean>;

/** What a new tenant starts with: every feature but the opt-in ones, which stay absent (off) until switched on. */
export const defaultFeatures = (): Partial<Record<Feature, boolean>> =>
  Object.fromEntries(FEATURES.filter((f) => !OPT_IN_FEATURES.includes(f)).map((f) => [f, true]));

export async function createTenant(
  ds: DataSource,
  input: {
    name: string;
    kind: TenantKind;
    parentPlatformId: string | null;
    features?: Partial<Record<Feature, boolean>>;
  },
): Promise<Tenant> {
  if (input.kind === 'CUSTOMER') {
    const parent = input.parentPlatformId ? await findTenant(ds, input.parentPlatformId) : null;
    if (parent?.kind !== 'PLATFORM')
      throw badRequest('parent_platform_id: a customer tenant needs a platform tenant as parent');
  }
  const repo = ds.getRepository(TenantEntity);
  return repo.save(
    repo.create({
      name: input.name,
      kind: input.kind,
      parent_platform_id: input.kind === 'CUSTOMER' ? input.parentPlatformId : null,
      features: { ...defaultFeatures(), ...input.features } as Record<Feature, boolean>,
      settings: {},
    }),
  );
}

export function findTenant(ds: DataSource, id: string): Promise<Tenant | null> {
  return ds.getRepository(TenantEntity).findOneBy({ id });
}

export async function getTenant(ds: DataSource, id: string): Promise<Tenant> {
  const tenant = await findTenant(ds, id);
  if (!tenant) throw notFound(`tenant ${id} not found`);
  return tenant;
}

/** The platform a tenant belongs to: itself for a platform tenant, its parent for a customer tenant. */
export const platformOf = (t: Tenant): string => (t.kind === 'PLATFORM' ? t.id : (t.parent_platform_id as string));
