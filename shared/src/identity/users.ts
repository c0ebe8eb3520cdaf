import type { DataSource } from 'typeorm';
import { badRequest, conflict } from '../errors.js';
import { hashPassword } from '../crypto.js';
import { UserEntity, type User } from '../db/identity-entities.js';

/**
 * The one normalisation of an e-mail address: how it is stored, looked up, and keyed by the login throttle
 * (services/auth/src/login-throttle.ts). JavaScript's locale-independent lowercasing; PostgreSQL's `lower()` folds by
 * the cluster's locale (under a UTF-8 locale 'İ' becomes 'i', under C only A-Z change), so it is never the authority.
 */
export const normaliseEmail = (email: string): string => email.toLowerCase();

export async function createUser(
  ds: DataSource,
  input: { tenantId: string; email: string; password: string; permissions: string[] },
): Promise<User> {
  const repo = ds.getRepository(UserEntity);
  // Either rule taken: the stored form, or what the unique index on lower(email) would refuse.
  const taken = await repo
    .createQueryBuilder('u')
    .where('lower(u.email) = lower(:email) OR lower(u.email) = lower(:normalised)', {
      email: input.email,
      normalised: normaliseEmail(input.email),
    })
    .getExists();
  if (taken) throw conflict(`email: a user with this email already exists`);
  if (input.password.length < 12) throw badRequest('password: must be at least 12 characters');
  return repo.save(
    repo.create({
      tenant_id: input.tenantId,
      email: normaliseEmail(input.email),
      password_hash: await hashPassword(input.password),
      permissions: [...new Set(input.permissions)],
    }),
  );
}

/**
 * The user whose e-mail is `email` under `normaliseEmail`, compared in JavaScript. `lower()` only narrows the search to
 * the unique index on lower(email); a row it finds that normalises differently (a locale's folding) is no match.
 */
export async function findUserByEmail(ds: DataSource, email: string): Promise<User | null> {
  const normalised = normaliseEmail(email);
  const candidates = await ds
    .getRepository(UserEntity)
    .createQueryBuilder('u')
    .where('lower(u.email) = lower(:normalised)', { normalised })
    .getMany();
  return candidates.find((u) => normaliseEmail(u.email) === normalised) ?? null;
}

export function findUser(ds: DataSource, id: string): Promise<User | null> {
  return ds.getRepository(UserEntity).findOneBy({ id });
}

/** The public view of a user: never the password hash. */
export const userView = (u: User) => ({ id: u.id, email: u.email, tenant_id: u.tenant_id, permissions: u.permissions });
