import type { Request, RequestHandler } from 'express';
import { forbidden, holds, isSuperAdmin, unauthorized, type Feature, type Permission } from '@irs/shared';
import type { Principal } from './principal.js';

/** The authenticated caller; 401 with the reason `identify` recorded when the credentials were refused or absent. */
export function principalOf(req: Request): Principal {
  if (req.authError) throw req.authError;
  if (!req.principal) throw unauthorized();
  return req.principal;
}

export const requireAuth: RequestHandler = (req, _res, next) => {
  principalOf(req);
  next();
};

/** docs/spec.md rule 3: a permission the caller does not hold is a 403 that names it. */
export const requirePermission =
  (permission: Permission): RequestHandler =>
  (req, _res, next) => {
    if (!holds(principalOf(req).permissions, permission)) throw forbidden(`Missing permission: ${permission}`);
    next();
  };

/** A feature switched off for the acting tenant is a 403 that names the feature. */
export const requireFeature =
  (feature: Feature): RequestHandler =>
  (req, _res, next) => {
    const p = principalOf(req);
    if (!p.tenant.features[feature]) throw forbidden(`Feature disabled for this tenant: ${feature}`);
    next();
  };

/** Routes meant for people (self-serve key creation, consent): API keys and OAuth tokens are refused. */
export const requireUserSession: RequestHandler = (req, _res, next) => {
  if (principalOf(req).kind !== 'user')
    throw forbidden('This endpoint needs a user session (Bearer token from /api/v1/auth/login)');
  next();
};

export const isSuper = (p: Principal) => isSuperAdmin(p.permissions);
