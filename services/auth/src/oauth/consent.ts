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
  markDynamicClientAuthorized,
  mcpResource,
  notFound,
  parseInput,
  unauthorized,
  type Tenant,
  type User,
  type WorkspacePermission,
} from '@irs/shared';
import { ALG, type KeySet } from '../keys.js';
import { STARTED_ELSEWHERE, browserBound } from './binding.js';
import { verifyPrt } from './prt.js';
import { OAUTH_DISABLED, refusalFor, sameScopes, scopesBeyondUser, scopesOutside, splitScope } from './rules.js';
import { MCP_DISABLED, clientPolicy, dynamicRefusal, type ClientPolicy } from './dynamic-clients.js';
import { revokeUserClient } from './store.js';

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
  const mcp = mcpResource(deps.issuer);

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
  /** The one resource (RFC 8707) the request names, or the client's default: the API, or the MCP endpoint's. */
  function resourceOf(param: unknown, client: ClientPolicy): string {
    const list = Array.isArray(param) ? param : param ? [param] : [];
    if (list.length > 1 || (list.length === 1 && typeof list[0] !== 'string'))
      throw badRequest('invalid_target: only one resource may be requested at a time');
    return (list[0] as string | undefined) ?? (client.registered ? API_AUDIENCE : mcp);
  }

  /**
   * The pending request behind a PRT, from the browser that started it, with every rule of docs/spec.md "Authorize
   * rules" checked for this user. A self-registered client (docs/mcp.md) asked for the MCP scopes without knowing the
   * user: it is granted those the user holds (`scopes`), the others are named and withheld (`withheld`), never silently.
   */
  async function pending(req: Request, prtValue: unknown, forAllow: boolean) {
    const { user, tenant } = await userOf(req);
    const prt = await verifyPrt(deps.keys(), deps.issuer, prtValue);
    if (!browserBound(req, deps.issuer, prt.binding)) throw badRequest(STARTED_ELSEWHERE);
    const interaction = await deps.provider().Interaction.find(prt.uid);
    if (!interaction || interaction.params.client_id !== prt.client_id)
      throw badRequest('prt: the authorization request has expired; start again from the application');
    if (interaction.result) throw conflict('This authorization request has already been decided');
    const client = await clientPolicy(ds, prt.client_id);
    if (!client) throw badRequest('prt: the client no longer exists');
    const resource = resourceOf(interaction.params.resource, client);
    const requested = splitScope(prt.scope);
    let scopes = requested;
    let withheld: string[] = [];
    if (forAllow) {
      const row = client.registered;
      if (row) {
        const refusal = refusalFor(row, user, tenant);
        if (refusal) throw forbidden(refusal);
        const clientTenant = await findTenant(ds, row.tenant_id);
        if (!tenant.features.oauth || !clientTenant?.features.oauth) throw forbidden(OAUTH_DISABLED);
      } else {
        const refusal = await dynamicRefusal(ds, client.client_id, tenant);
        if (refusal) throw forbidden(refusal);
      }
      if (resource === mcp && !tenant.features.mcp) throw forbidden(MCP_DISABLED);
      const outside = scopesOutside(requested, client);
      if (outside.length) throw badRequest(`invalid_scope: not allowed for this client: ${outside.join(' ')}`);
      const beyond = scopesBeyondUser(requested, user);
      if (beyond.length && row) throw forbidden(`access_denied: your account does not hold ${beyond.join(' ')}`);
      withheld = beyond;
      scopes = requested.filter((s) => !beyond.includes(s));
      if (!scopes.length)
        throw forbidden(`access_denied: your account holds none of the requested permissions (${beyond.join(' ')})`);
    }
    return { user, tenant, interaction, client, scopes, withheld, resource };
  }

  async function consentOf(userId: string, client: ClientPolicy) {
    return ds.getRepository(OAuthConsentEntity).findOneBy({ user_id: userId, client_id: client.client_id });
  }

  const describe = (scopes: string[]) =>
    Object.fromEntries(scopes.map((s) => [s, SCOPE_DESCRIPTIONS[s as WorkspacePermission]]));

  router.get('/api/v2/oauth/authorize/context', async (req, res) => {
    const { user, interaction, client, scopes, withheld, resource } = await pending(req, req.query.prt, true);
    const consent = await consentOf(user.id, client);
    res.set('Cache-Control', 'no-store').json({
      client: { client_id: client.client_id, name: client.name },
      // `registered` by an admin, or self-registered: `registration` (RFC 7591) or `metadata_document`, whose client_id
      // is a URL on the client's own domain (`client_domain`), the one thing about it that is not self-asserted.
      client_kind: client.kind,
      ...(client.kind === 'metadata_document' ? { client_domain: new URL(client.client_id).host } : {}),
      scopes,
      scope_descriptions: describe([...scopes, ...withheld]),
      withheld,
      resource,
      already_consented: !!consent && sameScopes(consent.scopes, scopes),
      redirect_uri: interaction.params.redirect_uri ?? null,
    });
  });

  router.post('/api/v2/oauth/authorize/decision', express.json({ limit: '16kb' }), async (req, res) => {
    const body = parseInput(DecisionBody, req.body);
    const allow = body.decision === 'allow';
    const { user, interaction, client, scopes, withheld, resource } = await pending(req, body.prt, allow);
    if (allow) {
      const grant = new (deps.provider().Grant)({ accountId: user.id, clientId: client.client_id });
      grant.addResourceScope(resource, scopes.join(' '));
      // Withheld scopes count as decided (oidc-provider would otherwise ask again), and are not in the token.
      if (withheld.length) grant.rejectResourceScope(resource, withheld.join(' '));
      const grantId = await grant.save();
      if (!client.registered) await markDynamicClientAuthorized(ds, client.client_id);
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
      detail: {
        scopes,
        ...(withheld.length ? { withheld } : {}),
        ...(resource === mcp ? { resource: 'mcp' } : {}),
        ...(client.registered ? {} : { client_kind: client.kind }),
      },
    });
    res.set('Cache-Control', 'no-store').json({ redirect_to: interaction.returnTo });
  });

  router.get('/api/v2/oauth/consents', async (req, res) => {
    const { user } = await userOf(req);
    // Admin-registered clients, and self-registered ones (audience DYNAMIC: they belong to no tenant).
    const rows = (await ds.query(
      `SELECT c.client_id, COALESCE(k.name, d.name) AS name, COALESCE(k.audience, 'DYNAMIC') AS audience, c.scopes,
              c.created_at, c.updated_at
       FROM oauth_consents c
       LEFT JOIN oauth_clients k ON k.client_id = c.client_id
       LEFT JOIN oauth_dynamic_clients d ON d.client_id = c.client_id
       WHERE c.user_id = $1 AND (k.client_id IS NOT NULL OR d.client_id IS NOT NULL) ORDER BY c.created_at`,
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
