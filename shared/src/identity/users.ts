import type { DataSource } from 'typeorm';
import { badRequest, conflict } from '../errors.js';
import { hashPassword } from '../crypto.js';
import { UserEntity, type User } from '../db/identity-entities.js';

export async function createUser(
  ds: DataSource,
  input: { tenantId: string; email: string; password: string; permissions: string[] },
): Promise<User> {
  const repo = ds.getRepository(UserEntity);
  if (await findUserByEmail(ds, input.email)) throw conflict(`email: a user with this email already exists`);
  if (input.password.length < 12) throw badRequest('password: must be at least 12 characters');
  return repo.save(
    repo.create({
      tenant_id: input.tenantId,
      email: input.email.toLowerCase(),
      password_hash: await hashPassword(input.password),
      permissions: [...new Set(input.permissions)],
    }),
  );
}

export function findUserByEmail(ds: DataSource, email: string): Promise<User | null> {
  return ds
    .getRepository(UserEntity)
    .createQueryBuilder('u')
    .where('lower(u.email) = lower(:email)', { email })
    .getOne();
}

export function findUser(ds: DataSource, id: string): Promise<User | null> {
  return ds.getRepository(UserEntity).findOneBy({ id });
}

/** The public view of a user: never the password hash. */
export const userView = (u: User) => ({ id: u.id, email: u.email, tenant_id: u.tenant_id, permissions: u.permissions });
