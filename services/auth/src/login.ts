import { Router, type Request, type Response } from 'express';
import type { DataSource } from 'typeorm';
import { SignJWT } from 'jose';
import { z } from 'zod';
import {
  USER_TOKEN_AUDIENCE,
  USER_TOKEN_TYPE,
  audit,
  dummyPasswordHash,
  findTenant,
  findUserByEmail,
  forbidden,
  parseInput,
  sha256Hex,
  unauthorized,
  userView,
  verifyPassword,
  type User,
} from '@irs/shared';
import { ALG, type KeySet } from './keys.js';

const LoginBody = z.strictObject({ email: z.string().min(1).max(320), password: z.string().min(1).max(1024) });

export interface LoginDeps {
  ds: DataSource;
  keys: () => KeySet;
  issuer: string;
  ttlSeconds: number;
}

export async function signUserToken(deps: LoginDeps, user: User): Promise<string> {
  const keys = deps.keys();
  return new SignJWT({ tenant_id: user.tenant_id })
    .setProtectedHeader({ alg: ALG, kid: keys.kid, typ: USER_TOKEN_TYPE })
    .setIssuer(deps.issuer)
    .setAudience(USER_TOKEN_AUDIENCE)
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(`${deps.ttlSeconds}s`)
    .setJti(crypto.randomUUID())
    .sign(keys.privateKey);
}

/** Checks the password in constant time; unknown emails cost the same scrypt run so they cannot be told apart. */
async function authenticate(deps: LoginDeps, req: Request, platformOnly: boolean) {
  const body = parseInput(LoginBody, req.body);
  const user = await findUserByEmail(deps.ds, body.email);
  const ok = await verifyPassword(body.password, user?.password_hash ?? (await dummyPasswordHash()));
  const requestId = String(req.id ?? '');
  if (!user || !ok) {
    await audit(deps.ds, {
      actor_type: 'anonymous',
      actor_id: user?.id ?? null,
      acting_tenant_id: user?.tenant_id ?? null,
      target_tenant_id: user?.tenant_id ?? null,
      action: 'auth.login_failed',
      request_id: requestId,
      detail: { email_sha256: sha256Hex(body.email.toLowerCase()), platform_route: platformOnly },
    });
    throw unauthorized('Invalid email or password');
  }
  const tenant = await findTenant(deps.ds, user.tenant_id);
  if (platformOnly && tenant?.kind !== 'PLATFORM') throw forbidden('This login is for platform accounts only');
  return user;
}

export function loginRouter(deps: LoginDeps): Router {
  const router = Router();
  const handler = (platformOnly: boolean) => async (req: Request, res: Response) => {
    const user = await authenticate(deps, req, platformOnly);
    res.json({
      access_token: await signUserToken(deps, user),
      token_type: 'Bearer',
      expires_in: deps.ttlSeconds,
      user: userView(user),
    });
  };
  router.post('/api/v1/auth/login', handler(false));
  router.post('/api/v1/platform-admin/auth/login', handler(true));
  return router;
}
