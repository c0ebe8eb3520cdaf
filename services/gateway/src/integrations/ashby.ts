import { randomUUID } from 'node:crypto';
import { Router, type ErrorRequestHandler, type Request } from 'express';
import { z } from 'zod';
import {
  InternalError,
  Unprocessable,
  activeAtsRuns,
  conflict,
  findAtsRun,
  listTemplates,
  notFound,
  toAppError,
  validationError,
} from '@irs/shared';
import { cancelRun } from '../runs/service.js';
import { partnerCaller, startFromTemplate, type PartnerDeps } from './start-run.js';

/**
 * Ashby's assessments partner API, hosted by us under {origin}/integrations/ashby/ (docs/integrations/ashby.md), RPC
 * style: every call a POST answered `{success: true, results}` or `{success: false, errorInfo: {code, message}}` with
 * the HTTP status of the refusal. Unknown fields are ignored.
 */
const id = z.string().min(1).max(200);
const text = (max: number) => z.string().max(max).nullish();
const StartBody = z.looseObject({
  assessment_type_id: id,
  candidate: z.looseObject({
    ashby_id: id,
    first_name: text(200),
    last_name: text(200),
    email: z.email().max(320).nullish(),
    ashby_profile_url: text(2048),
  }),
  application: z.looseObject({ ashby_id: id, status: text(100) }),
  job: z.looseObject({
    ashby_id: id,
    name: z.string().trim().min(1).max(200),
    ashby_job_url: text(2048),
    req_id: text(200),
  }),
});
const CancelBody = z.looseObject({ assessment_id: id });

/** errorInfo codes by status: what an Ashby user or its support reads first. */
const CODES: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'already_started',
  413: 'too_large',
  422: 'unprocessable',
  429: 'rate_limited',
  503: 'unavailable',
};

/** A parse failure as Ashby's user reads it: a 422 naming the field. */
function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  throw new Unprocessable(validationError(result.error, body).message);
}

export function ashbyRouter(deps: PartnerDeps): Router {
  const router = Router();
  const base = '/integrations/ashby';
  const caller = (req: Request) => partnerCaller(deps, req, 'ashby');

  router.post(`${base}/assessment.list`, async (req, res) => {
    const ctx = await caller(req);
    const templates = await listTemplates(ctx.ds, ctx.principal.tenant.id, true);
    const results = templates
      .filter((t) => t.plan_status === 'approved')
      .map((t) => ({
        assessment_type_id: t.id,
        name: t.name,
        description: `AI-led interview: ${t.position} (${t.level.toLowerCase()}), about ${(t.request as { duration_minutes?: number }).duration_minutes ?? 45} minutes`,
      }));
    res.json({ success: true, results });
  });

  router.post(`${base}/assessment.start`, async (req, res) => {
    const ctx = await caller(req);
    const body = parse(StartBody, req.body);
    const tenantId = ctx.principal.tenant.id;
    if ((await activeAtsRuns(ctx.ds, tenantId, 'ashby', body.application.ashby_id)).length)
      throw conflict('This application already has an interview in progress: cancel it before starting another');
    const c = body.candidate;
    const { runId } = await startFromTemplate(deps, ctx, {
      ats: 'ashby',
      templateId: body.assessment_type_id,
      // One run per start: a later start for the same application (after the first ended) is a run of its own.
      externalId: `ashby:${body.application.ashby_id}:${randomUUID()}`,
      applicationId: body.application.ashby_id,
      position: body.job.name,
      candidate: {
        name: [c.first_name, c.last_name].filter(Boolean).join(' ') || null,
        email: c.email ?? null,
        profileUrl: c.ashby_profile_url ?? null,
      },
    });
    res.json({ success: true, results: { assessment_id: runId } });
  });

  router.post(`${base}/assessment.cancel`, async (req, res) => {
    const ctx = await caller(req);
    const { assessment_id } = parse(CancelBody, req.body);
    const link = await findAtsRun(ctx.ds, assessment_id);
    if (!link || link.tenant_id !== ctx.principal.tenant.id || link.ats !== 'ashby')
      throw notFound(`No assessment ${assessment_id} in this workspace`);
    await cancelRun(ctx, assessment_id, 'Cancelled in Ashby');
    res.json({ success: true, results: {} });
  });

  /** Every refusal in Ashby's envelope, with its status; an unknown route too. */
  router.all(`${base}/*path`, (req) => {
    throw notFound(`No Ashby partner method ${req.path.slice(base.length + 1)}`);
  });
  const envelope: ErrorRequestHandler = (err, req, res, next) => {
    if (!req.path.startsWith(`${base}/`) || res.headersSent) return next(err);
    const known = toAppError(err);
    if (!known) req.log?.error({ err }, 'unexpected error');
    const e = known ?? new InternalError();
    res
      .set(e.headers)
      .status(e.status)
      .json({ success: false, errorInfo: { code: CODES[e.status] ?? 'internal_error', message: e.message } });
  };
  router.use(envelope);
  return router;
}
