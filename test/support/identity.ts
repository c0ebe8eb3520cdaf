import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { loadKeySet } from '@irs/auth';
import { ACCESS_TOKEN_TYPE, API_AUDIENCE, createDataSource } from '@irs/shared';
import { call } from './http.js';
import { stack } from './stack.js';

export async function login(email: string, password: string, path = '/api/v1/auth/login'): Promise<string> {
  const res = await call(path, { body: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access_token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const apiKey = (key: string, tenantId?: string) => ({
  'x-api-key': key,
  ...(tenantId ? { 'x-tenant-id': tenantId } : {}),
});

export const superAdmin = () => login(stack().creds.super_admin.email, stack().creds.super_admin.password);
export const platformAdmin = () => login(stack().creds.platform.admin_email, stack().creds.platform.admin_password);
export const tenantAdmin = () => login(stack().creds.customer.admin_email, stack().creds.customer.admin_password);

/**
 * An OAuth-shaped access token (at+jwt) signed by the auth service's own key set, as the OAuth server issues them:
 * lets the gateway's bearer handling be tested before and independently of the authorization flows.
 */
export async function oauthToken(
  claims: { tenant_id: string; scope: string; client_id?: string; sub?: string },
  overrides: { aud?: string; typ?: string; exp?: number } = {},
): Promise<string> {
  const encKey = Buffer.from((await readFile(join(stack().dataDir, 'encryption.key'), 'utf8')).trim(), 'base64');
  const ds = await createDataSource(stack().databaseUrl, 1).initialize();
  try {
    const keys = await loadKeySet(ds, encKey);
    const clientId = claims.client_id ?? `client-${randomUUID()}`;
    return await new SignJWT({ ...claims, client_id: clientId })
      .setProtectedHeader({ alg: 'RS256', kid: keys.kid, typ: overrides.typ ?? ACCESS_TOKEN_TYPE })
      .setIssuer(stack().origin)
      .setAudience(overrides.aud ?? API_AUDIENCE)
      .setSubject(claims.sub ?? clientId)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(overrides.exp ?? Math.floor(Date.now() / 1000) + 900)
      .sign(keys.privateKey);
  } finally {
    await ds.destroy();
  }
}

let seq = 0;
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++seq}@example.test`;
export const PASSWORD = 'correct horse battery staple';

/** Creates a user through the admin API and logs it in. */
export async function userWithPermissions(
  adminToken: string,
  tenantId: string,
  permissions: string[],
): Promise<{ id: string; token: string }> {
  const email = uniqueEmail('user');
  const res = await call(`/api/v2/admin/tenants/${tenantId}/users`, {
    headers: bearer(adminToken),
    body: { email, password: PASSWORD, permissions },
  });
  if (res.status !== 201) throw new Error(`create user failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id, token: await login(email, PASSWORD) };
}
