import express, { Router, type Request } from 'express';
import type { DataSource } from 'typeorm';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { z } from 'zod';
import type Provider from 'oidc-provider';
import {
  API_AUDIENCE,
  OAuthConsentEntity,
  SCOPE_DESCRIPTIONS,
  USER_TOKEN_AUDIENCE,
  USER_TOKEN_TYPE,
  audit,
  badRequest,
  conflict,
  findTenant,
  findUser,
  forbidden,
  notFound,
  parseInput,
  unauthorized,
  type OAuthClient,
  type Tenant,
  type User,
  type WorkspacePermission,
} from '@irs/shared';
import { ALG, type KeySet } from '../keys.js';
import { STARTED_ELSEWHERE, browserBound } from './binding.js';
import { verifyPrt } from './prt.js';
import { OAUTH_DISABLED, refusalFor, sameScopes, scopesBeyondUser, scopesOutside, splitScope } from './rules.js';
import { findOAuthClient, revokeUserClient } from './store.js';

export interface ConsentDeps {
  ds: DataSource;
  issuer: string;
  keys: () => KeySet;
  provider: () => Provider;
}

const DecisionBody = z.strictObject({ prt: z.string().min(1).max(8192), decision: z.enum(['allow', 'deny']) });

/**
 * The consent API of docs/spec.md (all "user bearer"): the consent page reads the pending request, the user decides,
 * the browser resumes the authorization request at `redirect_to`; and the user's list of authorized apps.
 */
export function consentRouter(deps: ConsentDeps): Router {
  const { ds } = deps;
  const router = Router();

  async function userOf(req: Request): Promise<{ user: User; tenant: Tenant }> {
    const header = req.get('authorization') ?? '';
    if (!/^bearer /i.test(header))
      throw unauthorized('A user session is required (Bearer token from /api/v1/auth/login)');
    try {
      const { payload } = await jwtVerify(header.slice(7).trim(), createLocalJWKSet(deps.keys().jwks), {
        issuer: deps.issuer,
        audience: USER_TOKEN_AUDIENCE,
        typ: USER_TOKEN_TYPE,
        algorithms: [ALG],
      });
      const user = payload.sub ? await findUser(ds, payload.sub) : null;
      const tenant = user && (await findTenant(ds, user.tenant_id));
      if (user && tenant) return { user, tenant };
    } catch {
      // fall through
    }
    throw unauthorized('Invalid or expired bearer token');
  }

  /**
   * The pending request behind a PRT, from the browser that started it, with every rule of docs/spec.md "Authorize
   * rules" checked for this user.
   */
  async function pending(req: Request, prtValue: unknown, forAllow: boolean) {
    const { user, tenant } = await userOf(req);
    const prt = await verifyPrt(deps.keys(), deps.issuer, prtValue);
    if (!browserBound(req, deps.issuer, prt.binding)) throw badRequest(STARTED_ELSEWHERE);
    const interaction = await deps.provider().Interaction.find(prt.uid);
    if (!interaction || interaction.params.client_id !== prt.client_id)
      throw badRequest('prt: the authorization request has expired; start again from the application');
    if (interaction.result) throw conflict('This authorization request has already been decided');
    const client = await findOAuthClient(ds, prt.client_id);
    if (!client) throw badRequest('prt: the client no longer exists');
    const scopes = splitScope(prt.scope);
    if (forAllow) {
      const refusal = refusalFor(client, user, tenant);
      if (refusal) throw forbidden(refusal);
      const clientTenant = await findTenant(ds, client.tenant_id);
      if (!tenant.features.oauth || !clientTenant?.features.oauth) throw forbidden(OAUTH_DISABLED);
      const outside = scopesOutside(scopes, client);
      if (outside.length) throw badRequest(`invalid_scope: not allowed for this client: ${outside.join(' ')}`);
      const beyond = scopesBeyondUser(scopes, user);
      if (beyond.length) throw forbidden(`access_denied: your account does not hold ${beyond.join(' ')}`);
    }
    return { user, tenant, interaction, client, scopes };
  }

  async function consentOf(userId: string, client: OAuthClient) {
    return ds.getRepository(OAuthConsentEntity).findOneBy({ user_id: userId, client_id: client.client_id });
  }

  router.get('/api/v2/oauth/authorize/context', async (req, res) => {
    const { user, interaction, client, scopes } = await pending(req, req.query.prt, true);
    const consent = await consentOf(user.id, client);
    res.set('Cache-Control', 'no-store').json({
      client: { client_id: client.client_id, name: client.name },
      scopes,
      scope_descriptions: Object.fromEntries(scopes.map((s) => [s, SCOPE_DESCRIPTIONS[s as WorkspacePermission]])),
      already_consented: !!consent && sameScopes(consent.scopes, scopes),
      redirect_uri: interaction.params.redirect_uri ?? null,
    });
  });

  router.post('/api/v2/oauth/authorize/decision', express.json({ limit: '16kb' }), async (req, res) => {
    const body = parseInput(DecisionBody, req.body);
    const allow = body.decision === 'allow';
    const { user, interaction, client, scopes } = await pending(req, body.prt, allow);
    if (allow) {
      const grant = new (deps.provider().Grant)({ accountId: user.id, clientId: client.client_id });
      grant.addResourceScope(API_AUDIENCE, scopes.join(' '));
      const grantId = await grant.save();
      await ds.query(
        `INSERT INTO oauth_consents (user_id, client_id, scopes) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, client_id) DO UPDATE SET scopes = EXCLUDED.scopes, updated_at = now()`,
        [user.id, client.client_id, scopes],
      );
      interaction.result = { login: { accountId: user.id, remember: false }, consent: { grantId } };
    } else {
      interaction.result = { error: 'access_denied', error_description: 'The user denied the request' };
    }
    await interaction.save(Math.max(1, interaction.exp - Math.floor(Date.now() / 1000)));
    await audit(ds, {
      actor_type: 'user',
      actor_id: user.id,
      acting_tenant_id: user.tenant_id,
      target_tenant_id: user.tenant_id,
      action: allow ? 'oauth.consent_granted' : 'oauth.consent_denied',
      target_id: client.client_id,
      request_id: String(req.id ?? ''),
      detail: { scopes },
    });
    res.set('Cache-Control', 'no-store').json({ redirect_to: interaction.returnTo });
  });

  router.get('/api/v2/oauth/consents', async (req, res) => {
    const { user } = await userOf(req);
    const rows = (await ds.query(
      `SELECT c.client_id, k.name, k.audience, c.scopes, c.created_at, c.updated_at
       FROM oauth_consents c JOIN oauth_clients k USING (client_id) WHERE c.user_id = $1 ORDER BY c.created_at`,
      [user.id],
    )) as { client_id: string; name: string; audience: string; scopes: string[]; created_at: Date; updated_at: Date }[];
    res.json(
      rows.map((r) => ({
        client_id: r.client_id,
        client_name: r.name,
        audience: r.audience,
        scopes: r.scopes,
        granted_at: r.created_at.toISOString(),
        updated_at: r.updated_at.toISOString(),
      })),
    );
  });

  router.delete('/api/v2/oauth/consents/:clientId', async (req, res) => {
    const { user } = await userOf(req);
    const clientId = req.params.clientId as string;
    if (!(await revokeUserClient(ds, user.id, clientId))) throw notFound(`No consent for client ${clientId}`);
    await audit(ds, {
      actor_type: 'user',
      actor_id: user.id,
      acting_tenant_id: user.tenant_id,
      target_tenant_id: user.tenant_id,
      action: 'oauth.consent_revoked',
      target_id: clientId,
      request_id: String(req.id ?? ''),
    });
    res.status(204).end();
  });

  return router;
}
