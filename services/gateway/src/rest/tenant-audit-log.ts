import type { DataSource } from 'typeorm';
import { AuditLogPage, AuditLogQuery, encodeAuditCursor, type AuditCursor } from '@irs/shared';
import { isSuper, principalOf } from '../auth/guards.js';
import { administeredTenant } from './tenant-admin.js';
import type { ApiRegistry } from './registry.js';

interface AuditRow {
  id: string;
  /** To the microsecond, UTC: the page's sort key (a JS Date would drop the microseconds). */
  at: string;
  actor_type: string;
  actor_id: string | null;
  action: string;
  target_id: string | null;
  request_id: string | null;
  detail: Record<string, unknown>;
}

/** Who and what an entry names, in words, where the viewer may know them. */
interface Names {
  users: Map<string, { email: string; tenant_id: string }>;
  keys: Map<string, { name: string; key_prefix: string; tenant_id: string }>;
  clients: Map<string, { name: string; tenant_id: string }>;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page, newest first, on the index (target_tenant_id, at); ties broken by id. */
async function page(ds: DataSource, tenantId: string, query: ReturnType<typeof AuditLogQuery.parse>) {
  const params: unknown[] = [tenantId];
  let where = 'target_tenant_id = $1';
  if (query.cursor) {
    params.push(query.cursor.at, query.cursor.id);
    where += ` AND at <= $2::timestamptz AND (at, id) < ($2::timestamptz, $3::bigint)`;
  }
  const add = (value: unknown) => params.push(value);
  if (query.actor) where += ` AND actor_id = $${add(query.actor)}`;
  if (query.target) where += ` AND target_id = $${add(query.target)}`;
  if (query.from) where += ` AND at >= $${add(query.from)}::timestamptz`;
  if (query.to) where += ` AND at < $${add(query.to)}::timestamptz`;
  if (query.action) {
    const exact = query.action.filter((a) => !a.endsWith('.'));
    const prefixes = query.action.filter((a) => a.endsWith('.')).map((a) => `${escapeLike(a)}%`);
    params.push(exact, prefixes);
    where += ` AND (action = ANY($${params.length - 1}::text[]) OR action LIKE ANY($${params.length}::text[]))`;
  }
  params.push(query.limit + 1);
  const rows = (await ds.query(
    `SELECT id::text AS id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at, actor_type,
            actor_id, action, target_id, request_id, detail
       FROM audit_log WHERE ${where} ORDER BY audit_log.at DESC, audit_log.id DESC LIMIT $${params.length}`,
    params,
  )) as AuditRow[];
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  const next: AuditCursor | null = rows.length > query.limit && last ? { at: last.at, id: last.id } : null;
  return { items, next };
}

/** The names behind the page's actor and target ids: users, API keys and OAuth clients, three lookups in all. */
async function names(ds: DataSource, rows: AuditRow[]): Promise<Names> {
  const ids = [...new Set(rows.flatMap((r) => [r.actor_id, r.target_id]).filter((v): v is string => Boolean(v)))];
  const uuids = ids.filter((v) => /^[0-9a-f-]{36}$/i.test(v));
  const [users, keys, clients] = (await Promise.all([
    ds.query(`SELECT id::text, email, tenant_id::text FROM users WHERE id = ANY($1::uuid[])`, [uuids]),
    ds.query(`SELECT id::text, name, key_prefix, tenant_id::text FROM api_keys WHERE id = ANY($1::uuid[])`, [uuids]),
    ds.query(`SELECT client_id AS id, name, tenant_id::text FROM oauth_clients WHERE client_id = ANY($1::text[])`, [
      ids,
    ]),
  ])) as [
    { id: string; email: string; tenant_id: string }[],
    { id: string; name: string; key_prefix: string; tenant_id: string }[],
    { id: string; name: string; tenant_id: string }[],
  ];
  return {
    users: new Map(users.map((u) => [u.id, u])),
    keys: new Map(keys.map((k) => [k.id, k])),
    clients: new Map(clients.map((c) => [c.id, c])),
  };
}

/**
 * The tenant's audit trail (every write that targeted it, failed sign-ins of its users included), for its admins.
 * A customer tenant's admin reads its platform's people and keys as "a platform administrator" and never the
 * platform's receiver address: those are the platform's business, as in the delivery log.
 */
export function registerTenantAuditLog(api: ApiRegistry, ds: DataSource): void {
  api.route(
    {
      method: 'get',
      path: '/api/v2/audit-log',
      tag: 'Tenant administration',
      auth: 'user',
      summary:
        "The tenant's audit trail, newest first, paged ({items, next_cursor}); filter by actor, action or family, target and time",
      query: AuditLogQuery,
      ok: { schema: AuditLogPage },
      responses: { 403: 'Not an administrator of this tenant (X-Tenant-ID selects the tenant)' },
    },
    async (req, res, { query }) => {
      const tenant = administeredTenant(req);
      const p = principalOf(req);
      const platformSide = isSuper(p) || p.home.kind === 'PLATFORM';
      const { items, next } = await page(ds, tenant.id, query);
      const known = await names(ds, items);
      /** Whether the viewer may read a name that belongs to `owner` (a tenant id). */
      const mayName = (owner: string) => owner === tenant.id || platformSide;

      const actorLabel = (r: AuditRow): string => {
        const id = r.actor_id ?? '';
        if (r.actor_type === 'user') {
          const u = known.users.get(id);
          if (!u) return 'A user';
          return mayName(u.tenant_id) ? u.email : 'A platform administrator';
        }
        if (r.actor_type === 'api_key') {
          const k = known.keys.get(id);
          return k && mayName(k.tenant_id) ? `API key ${k.name} (${k.key_prefix}…)` : 'A platform API key';
        }
        if (r.actor_type === 'oauth_client') {
          const c = known.clients.get(id);
          return c && mayName(c.tenant_id) ? `OAuth client ${c.name}` : 'An OAuth client';
        }
        if (r.actor_type === 'system') return `The service (${id || 'system'})`;
        if (r.actor_type === 'candidate') return 'The candidate';
        // A sign-in attempt names the account it tried (actor_id), if the e-mail found one.
        const tried = known.users.get(id);
        return tried?.tenant_id === tenant.id ? `Someone signing in as ${tried.email}` : 'Someone not signed in';
      };
      const targetLabel = (r: AuditRow): string | null => {
        const id = r.target_id ?? '';
        const u = known.users.get(id);
        if (u?.tenant_id === tenant.id) return u.email;
        const k = known.keys.get(id);
        if (k?.tenant_id === tenant.id) return `${k.name} (${k.key_prefix}…)`;
        const c = known.clients.get(id);
        if (c?.tenant_id === tenant.id) return c.name;
        return null;
      };
      const detailOf = (r: AuditRow) => {
        if (platformSide || r.detail.source !== 'platform') return r.detail;
        const { callback_url: _hidden, ...rest } = r.detail;
        return rest;
      };

      res.json({
        items: items.map((r) => ({
          id: r.id,
          at: r.at,
          action: r.action,
          actor: { type: r.actor_type, id: r.actor_id, label: actorLabel(r) },
          target: r.target_id ? { id: r.target_id, label: targetLabel(r) } : null,
          request_id: r.request_id,
          detail: detailOf(r),
        })),
        next_cursor: next ? encodeAuditCursor(next) : null,
      });
    },
  );
}
