import { SignJWT, createLocalJWKSet, jwtVerify } from 'jose';
import { badRequest } from '@irs/shared';
import { ALG, type KeySet } from '../keys.js';

/** The pending-request token: a short-lived signed pointer to one pending authorization request. */
const PRT_TYPE = 'prt+jwt';
const PRT_AUDIENCE = 'urn:interview-run-service:prt';

export interface PendingRequest {
  /** The oidc-provider interaction id. */
  uid: string;
  client_id: string;
  scope: string;
  /** SHA-256 (base64url) of the binding cookie of the browser that started the request (binding.ts). */
  binding: string;
}

export async function signPrt(keys: KeySet, issuer: string, req: PendingRequest, exp: number): Promise<string> {
  return new SignJWT({ client_id: req.client_id, scope: req.scope, bnd: req.binding })
    .setProtectedHeader({ alg: ALG, kid: keys.kid, typ: PRT_TYPE })
    .setIssuer(issuer)
    .setAudience(PRT_AUDIENCE)
    .setSubject(req.uid)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(keys.privateKey);
}

export async function verifyPrt(keys: KeySet, issuer: string, prt: unknown): Promise<PendingRequest> {
  if (typeof prt !== 'string' || !prt) throw badRequest('prt: required');
  try {
    const { payload } = await jwtVerify(prt, createLocalJWKSet(keys.jwks), {
      issuer,
      audience: PRT_AUDIENCE,
      typ: PRT_TYPE,
      algorithms: [ALG],
    });
    const { sub, client_id, scope, bnd } = payload;
    if (typeof sub !== 'string' || typeof client_id !== 'string' || typeof bnd !== 'string') throw new Error('claims');
    return { uid: sub, client_id, scope: typeof scope === 'string' ? scope : '', binding: bnd };
  } catch {
    throw badRequest('prt: invalid or expired pending request; start again from the application');
  }
}
