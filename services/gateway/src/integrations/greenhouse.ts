import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  ATS_ERROR_MAX_BYTES,
  RunEntity,
  consoleRunUrl,
  coverageFacts,
  findAtsRun,
  listTemplates,
  notFound,
  parseInput,
  PayloadTooLarge,
  recordAtsError,
  type RunState,
} from '@irs/shared';
import { auditWrite } from '../audit.js';
import { basicApiKey } from '../auth/identify.js';
import { partnerCaller, startFromTemplate, type PartnerDeps } from './start-run.js';

/**
 * Greenhouse's Assessment Partner API, hosted by us under {origin}/integrations/greenhouse/ (docs/integrations/
 * greenhouse.md): list_tests, send_test, test_status and response_error. Greenhouse sends absent values as null and
 * may add fields: every object here takes null where a value may be absent and ignores what it does not know.
 */
const text = (max: number) => z.string().max(max).nullish();
const SendTestBody = z.looseObject({
  partner_test_id: z.union([z.string().max(100), z.number().int()]).transform(String),
  candidate: z.looseObject({
    first_name: text(200),
    last_name: text(200),
    preferred_name: text(200),
    email: z.email().max(320).nullish(),
    phone_number: text(100),
    resume_url: text(2048),
    greenhouse_profile_url: text(2048),
  }),
  sent_by: text(320),
  url: z
    .string()
    .max(2048)
    .refine((v) => URL.canParse(v) && new URL(v).protocol === 'https:', 'must be an https:// URL')
    .nullish(),
});
const StatusQuery = z.looseObject({ partner_interview_id: z.string().min(1).max(100) });

/** Our states as the plain words Greenhouse shows; `complete` only once a person approved the assessment. */
const STATUS: Record<RunState, string> = {
  INFO_NEEDED: 'pending',
  GENERATING_PLAN: 'pending',
  PENDING: 'pending',
  APPROVED: 'sent',
  INVITED: 'sent',
  IN_PROGRESS: 'started',
  ASSESSMENT_PENDING: 'scoring',
  ASSESSMENT_READY: 'in_review',
  COMPLETED: 'complete',
  REJECTED: 'rejected',
  CANCELLED: 'cancelled',
};

/** The application id from Greenhouse's profile URL (`…/people/<id>?application_id=<id>`), or null. */
export function applicationIdOf(profileUrl: string | null | undefined): string | null {
  if (!profileUrl || !URL.canParse(profileUrl)) return null;
  const url = new URL(profileUrl);
  const id = url.searchParams.get('application_id') ?? url.pathname.match(/\/applications\/(\d+)/)?.[1] ?? null;
  return id && /^\d{1,30}$/.test(id) ? id : null;
}

export function greenhouseRouter(deps: PartnerDeps): Router {
  const router = Router();
  const base = '/integrations/greenhouse';
  const caller = (req: Request) => partnerCaller(deps, req, 'greenhouse');

  router.get(`${base}/list_tests`, async (req, res) => {
    const ctx = await caller(req);
    const templates = await listTemplates(ctx.ds, ctx.principal.tenant.id, true);
    res.json(
      templates
        .filter((t) => t.plan_status === 'approved')
        .map((t) => ({ partner_test_id: t.id, partner_test_name: t.name })),
    );
  });

  router.post(`${base}/send_test`, async (req, res) => {
    const ctx = await caller(req);
    const body = parseInput(SendTestBody, req.body);
    const c = body.candidate;
    // Without an application id there is nothing to recognise a repeat by: each such request is a run of its own.
    const applicationId = applicationIdOf(c.greenhouse_profile_url) ?? `unknown-${randomUUID()}`;
    const { runId } = await startFromTemplate(deps, ctx, {
      ats: 'greenhouse',
      templateId: body.partner_test_id,
      externalId: `greenhouse:${ctx.principal.id}:${body.partner_test_id}:${applicationId}`,
      applicationId,
      candidate: {
        name: [c.preferred_name || c.first_name, c.last_name].filter(Boolean).join(' ') || null,
        email: c.email ?? null,
        profileUrl: c.greenhouse_profile_url ?? null,
      },
      callbackUrl: body.url ?? null,
      credential: basicApiKey(String(req.get('authorization')).slice(6).trim()),
    });
    res.json({ partner_interview_id: runId });
  });

  router.get(`${base}/test_status`, async (req, res) => {
    const ctx = await caller(req);
    const { partner_interview_id: id } = parseInput(StatusQuery, req.query, 'query');
    const link = await findAtsRun(ctx.ds, id);
    if (!link || link.tenant_id !== ctx.principal.tenant.id || link.ats !== 'greenhouse')
      throw notFound(`No interview ${id} in this workspace`);
    const run = await ctx.ds.getRepository(RunEntity).findOneOrFail({
      select: { run_id: true, state: true, coverage_summary: true },
      where: { run_id: id, tenant_id: ctx.principal.tenant.id },
    });
    // The result is the approved one only: before a person approves it, Greenhouse sees the state and no figures.
    const facts = run.state === 'COMPLETED' ? coverageFacts(run.coverage_summary) : null;
    res.json({
      partner_status: STATUS[run.state],
      partner_profile_url: consoleRunUrl(ctx.config.origin, run.run_id),
      metadata: facts
        ? {
            coverage_tier: facts.coverage_tier,
            competencies_well_evidenced: `${facts.well_evidenced} of ${facts.competencies}`,
            gaps: facts.gaps,
          }
        : {},
    });
  });

  router.post(`${base}/response_error`, async (req, res) => {
    const ctx = await caller(req);
    const report = (req.body ?? {}) as Record<string, unknown>;
    if (Buffer.byteLength(JSON.stringify(report)) > ATS_ERROR_MAX_BYTES)
      throw new PayloadTooLarge(`An error report is kept up to ${ATS_ERROR_MAX_BYTES} bytes`);
    const id = typeof report.partner_interview_id === 'string' ? report.partner_interview_id : null;
    const link = id ? await findAtsRun(ctx.ds, id) : null;
    const runId = link && link.tenant_id === ctx.principal.tenant.id ? link.run_id : null;
    await recordAtsError(ctx.ds, { tenantId: ctx.principal.tenant.id, ats: 'greenhouse', runId, report });
    await auditWrite(ctx.ds, ctx, {
      action: 'integration.greenhouse_error',
      targetTenantId: ctx.principal.tenant.id,
      targetId: runId,
    });
    res.json({});
  });

  return router;
}
