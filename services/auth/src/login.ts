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
  normaliseEmail,
  parseInput,
  sha256Hex,
  unauthorized,
  userView,
  type User,
} from '@irs/shared';
import { ALG, type KeySet } from './keys.js';
import {
  LOGIN_FAILURE_WINDOW_SECONDS,
  LoginThrottle,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_ADDRESS_UNDER_ATTACK,
  clientNetwork,
  type LoginReservation,
} from './login-throttle.js';
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

const WINDOW_MINUTES = LOGIN_FAILURE_WINDOW_SECONDS / 60;

const tooManyFailures = (refused: Extract<LoginReservation, { ok: false }>) => {
  const wait = `try again in ${Math.ceil(refused.retryAfterSeconds / 60)} min`;
  return new TooManyRequests(
    refused.limit === 'address'
      ? `Too many failed logins for this account from your address: at most ${MAX_FAILURES_PER_ADDRESS} every ${WINDOW_MINUTES} minutes; ${wait}`
      : `Too many failed logins for this account from many addresses: while that lasts, at most ${MAX_FAILURES_PER_ADDRESS_UNDER_ATTACK} from each address every ${WINDOW_MINUTES} minutes; ${wait}`,
    refused.retryAfterSeconds,
  );
};

/**
 * Checks the password in constant time; unknown emails cost the same scrypt run so they cannot be told apart, and are
 * throttled alike. The throttle counts on the user's id once the e-mail names one (every spelling that finds the user
 * shares its buckets), else on the SHA-256 of the e-mail under the same normalisation the lookup uses; and per client
 * address (req.ip: the gateway's view of the client, the one hop this service trusts).
 */
async function authenticate(deps: LoginDeps, throttle: LoginThrottle, req: Request, platformOnly: boolean) {
  const body = parseInput(LoginBody, req.body);
  const emailKey = sha256Hex(normaliseEmail(body.email));
  const user = await findUserByEmail(deps.ds, body.email);
  const slot = await throttle.reserve(user ? `user:${user.id}` : `email:${emailKey}`, clientNetwork(req.ip));
  const record = (action: string, detail: Record<string, unknown> = {}) =>
    audit(deps.ds, {
      actor_type: 'anonymous',
      actor_id: user?.id ?? null,
      acting_tenant_id: user?.tenant_id ?? null,
      target_tenant_id: user?.tenant_id ?? null,
      action,
      request_id: String(req.id ?? ''),
      detail: { email_sha256: emailKey, platform_route: platformOnly, ...detail },
    });
  if (!slot.ok) {
    await record('auth.login_throttled', { limit: slot.limit, retry_after_seconds: slot.retryAfterSeconds });
    throw tooManyFailures(slot);
  }
  const ok = await checkPassword(body.password, user?.password_hash ?? (await dummyPasswordHash())).catch(
    async (err: unknown) => {
      await throttle.release(slot.slots); // refused before any check: no failure
      throw err;
    },
  );
  if (!user || !ok) {
    await record('auth.login_failed');
    throw unauthorized('Invalid email or password');
  }
  await throttle.release(slot.slots);
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
