import type { Request, RequestHandler, Response } from 'express';
import type { DataSource } from 'typeorm';
import { RunChangeData, RunListPage, RunListQuery, RunTimeline, holds, type Permission } from '@irs/shared';
import { principalOf } from '../auth/guards.js';
import { listRuns, runTimeline } from '../runs/queries.js';
import type { RunChangeHub } from '../runs/run-stream.js';
import type { ApiRegistry } from './registry.js';

export interface ReadRouteDeps {
  ds: DataSource;
  streams: RunChangeHub;
  /** The gateway's `identify`: a stream re-checks its caller's credential with it at every heartbeat. */
  authenticate: RequestHandler;
}

const READ: Permission = 'interview:read';
const FEATURE = 'integration_api' as const;
/** A comment line this often keeps proxies from closing an idle stream; each beat also re-checks the credential. */
const HEARTBEAT_MS = 15_000;
/** How long a client waits before reconnecting (EventSource reads it; a fetch client should too). */
const RETRY_MS = 3_000;
/** Bytes a client may leave unread before its stream is dropped (it reconnects and reloads) rather than buffered. */
const MAX_UNREAD = 1 << 20;

/**
 * The read API of runs for consoles and integrators: the list, a run's timeline, and the live stream of changes.
 * Registered before registerIntegration, so that `/interviews/stream` is not taken for a run id.
 */
export function registerIntegrationReads(api: ApiRegistry, deps: ReadRouteDeps): void {
  const base = '/api/v2/integration/interviews';
  const common = { tag: 'Integration', auth: 'credential' as const, feature: FEATURE, permissions: [READ] };

  api.route(
    {
      ...common,
      method: 'get',
      path: base,
      summary: "The tenant's runs, last change first, filtered, in pages (pass next_cursor as cursor)",
      query: RunListQuery,
      ok: { schema: RunListPage },
    },
    async (req, res, { query }) => {
      res.json(await listRuns(deps.ds, principalOf(req), query));
    },
  );
  api.route(
    {
      ...common,
      method: 'get',
      path: `${base}/stream`,
      summary: 'Server-Sent Events: `event: run` for every state change of a run of the tenant; a comment every 15 s',
      ok: {
        schema: RunChangeData,
        mediaType: 'text/event-stream',
        description: 'A stream of `event: run` whose `data` is this JSON, `retry:` and heartbeat comments',
      },
      responses: { 429: 'Too many open streams for this tenant', 503: 'Shutting down or change feed unavailable' },
    },
    (req, res) => openStream(req, res, deps),
  );
  api.route(
    {
      ...common,
      method: 'get',
      path: `${base}/:run_id/events`,
      summary: "The run's timeline: its recorded events, oldest first, with who caused each",
      ok: { schema: RunTimeline },
      responses: { 404: 'Run not found in this tenant' },
    },
    async (req, res) => {
      res.json(await runTimeline(deps.ds, principalOf(req).tenant.id, String(req.params.run_id)));
    },
  );
}

/** Runs `identify` again on the stream's request: the credential must still act for the tenant, with the permission. */
async function stillAllowed(req: Request, res: Response, tenantId: string, authenticate: RequestHandler) {
  req.principal = undefined;
  req.authError = undefined;
  await new Promise<void>((next) => void authenticate(req, res, () => next()));
  const p = req.principal as Request['principal'];
  return (
    !req.authError && p?.tenant.id === tenantId && p.tenant.features[FEATURE] === true && holds(p.permissions, READ)
  );
}

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no', // nginx: pass each event on at once
};

async function openStream(req: Request, res: Response, deps: ReadRouteDeps): Promise<void> {
  if (req.method === 'HEAD') return void res.writeHead(200, STREAM_HEADERS).end(); // no body to keep open
  const tenantId = principalOf(req).tenant.id;
  let open = true;
  let unsubscribe = () => {};
  const beat = async () => {
    if (!(await stillAllowed(req, res, tenantId, deps.authenticate))) end();
    else if (open && res.headersSent) res.write(': heartbeat\n\n');
  };
  const heartbeat = setInterval(() => void beat().catch(() => end()), HEARTBEAT_MS);
  const end = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    unsubscribe();
    if (res.headersSent) res.end(); // before the 200, a refusal is still to be rendered
  };
  res.on('close', end);
  try {
    unsubscribe = await deps.streams.subscribe(tenantId, {
      send: (change) => {
        if (!res.headersSent) return; // not open yet: the client reads the list after the stream opens
        if (res.writableLength > MAX_UNREAD) return end();
        res.write(`event: run\ndata: ${JSON.stringify(change)}\n\n`);
      },
      end,
    });
  } catch (error) {
    end();
    throw error;
  }
  if (!open) return unsubscribe(); // the client left while the feed was starting
  res.writeHead(200, STREAM_HEADERS);
  res.write(`retry: ${RETRY_MS}\n: connected\n\n`);
}
