import { createHash, randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { parseCookie } from 'cookie';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { safeEqual } from '@irs/shared';

/**
 * Binds a pending authorization request to the browser that started it. /authorize sets a random HttpOnly cookie and
 * the PRT carries its SHA-256; the consent API honours a PRT only when that cookie comes with it. Otherwise an
 * attacker could start a request, hand the PRT to a victim and resume it in their own browser with the victim's code.
 */
export const STARTED_ELSEWHERE =
  'This authorization request was started in another browser; start again from the application';

const VALUE = /^[A-Za-z0-9_-]{43}$/;

const isHttps = (origin: string) => new URL(origin).protocol === 'https:';

/** `__Host-` (https only) pins the cookie to this exact host: no sibling subdomain or plain-http page can plant it. */
export const bindingCookieName = (origin: string) => (isHttps(origin) ? '__Host-irs_authz' : 'irs_authz');

const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Sets (or renews) the browser's binding cookie; returns the hash the PRT carries. */
export function bindBrowser(ctx: KoaContextWithOIDC, origin: string, ttlSeconds: number): string {
  const name = bindingCookieName(origin);
  const existing = ctx.cookies.get(name, { signed: false });
  // One value per browser, so that authorization requests started in two tabs both stay valid.
  const value = existing && VALUE.test(existing) ? existing : randomBytes(32).toString('base64url');
  ctx.cookies.set(name, value, {
    signed: false,
    overwrite: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(origin),
    path: '/',
    maxAge: ttlSeconds * 1000,
  });
  return digest(value);
}

/** Whether the request comes from the browser whose binding cookie hashes to `hash`. */
export function browserBound(req: Request, origin: string, hash: string): boolean {
  const value = parseCookie(req.get('cookie') ?? '')[bindingCookieName(origin)];
  return value !== undefined && safeEqual(digest(value), hash);
}
