import { Router, type Request, type Response } from 'express';
import type { DataSource } from 'typeorm';
import { SignJWT } from 'jose';
import { z } from 'zod';
import {
  TooManyRequests,
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
  type User,
} from '@irs/shared';
import { ALG, type KeySet } from './keys.js';
import { LOGIN_FAILURE_WINDOW_SECONDS, LoginThrottle, MAX_LOGIN_FAILURES } from './login-throttle.js';
import { checkPassword } from './password-checks.js';

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

const tooManyFailures = (retryAfterSeconds: number) =>
  new TooManyRequests(
    `Too many failed logins for this account: at most ${MAX_LOGIN_FAILURES} every ${LOGIN_FAILURE_WINDOW_SECONDS / 60} minutes; try again in ${Math.ceil(retryAfterSeconds / 60)} min`,
    retryAfterSeconds,
  );

/**
 * Checks the password in constant time; unknown emails cost the same scrypt run so they cannot be told apart, and are
 * throttled alike (the account key is the hash of the lowercased email, whether or not a user has it).
 */
async function authenticate(deps: LoginDeps, throttle: LoginThrottle, req: Request, platformOnly: boolean) {
  const body = parseInput(LoginBody, req.body);
  const accountKey = sha256Hex(body.email.toLowerCase());
  const slot = await throttle.reserve(accountKey);
  const user = await findUserByEmail(deps.ds, body.email);
  const record = (action: string, detail: Record<string, unknown> = {}) =>
    audit(deps.ds, {
      actor_type: 'anonymous',
      actor_id: user?.id ?? null,
      acting_tenant_id: user?.tenant_id ?? null,
      target_tenant_id: user?.tenant_id ?? null,
      action,
      request_id: String(req.id ?? ''),
      detail: { email_sha256: accountKey, platform_route: platformOnly, ...detail },
    });
  if (!slot.ok) {
    await record('auth.login_throttled', { retry_after_seconds: slot.retryAfterSeconds });
    throw tooManyFailures(slot.retryAfterSeconds);
  }
  const ok = await checkPassword(body.password, user?.password_hash ?? (await dummyPasswordHash())).catch(
    async (err: unknown) => {
      await throttle.release(accountKey, slot.at); // refused before any check: no failure
      throw err;
    },
  );
  if (!user || !ok) {
    await record('auth.login_failed');
    throw unauthorized('Invalid email or password');
  }
  await throttle.release(accountKey, slot.at);
  const tenant = await findTenant(deps.ds, user.tenant_id);
  if (platformOnly && tenant?.kind !== 'PLATFORM') throw forbidden('This login is for platform accounts only');
  return user;
}

export function loginRouter(deps: LoginDeps): Router {
  const router = Router();
  const throttle = new LoginThrottle(deps.ds);
  const handler = (platformOnly: boolean) => async (req: Request, res: Response) => {
    const user = await authenticate(deps, throttle, req, platformOnly);
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
