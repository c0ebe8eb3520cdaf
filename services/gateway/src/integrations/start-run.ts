import {
  Unprocessable,
  atsSettings,
  encryptText,
  findAtsRun,
  findTemplate,
  forbidden,
  holds,
  insertAtsRun,
  markAtsInvited,
  notFound,
  type Ats,
  type Config,
  type CreateInterview,
} from '@irs/shared';
import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import type { Client } from '@temporalio/client';
import { callerOf } from '../audit.js';
import { principalOf } from '../auth/guards.js';
import type { Mailer } from '../candidate/mailer.js';
import { createRun, inviteCandidate, loadRun, type RunContext } from '../runs/service.js';

export interface PartnerDeps {
  ds: DataSource;
  client: Client;
  config: Config;
  mailer: Mailer;
  encKey: Buffer;
}

const NAMES: Record<Ats, string> = { greenhouse: 'Greenhouse', ashby: 'Ashby' };

/**
 * The caller of a partner endpoint: one of our API keys (HTTP Basic) holding interview:create and interview:read, in a
 * tenant with the integration API and this adapter on.
 */
export async function partnerCaller(deps: PartnerDeps, req: Request, ats: Ats): Promise<RunContext> {
  const principal = principalOf(req);
  if (principal.kind !== 'api_key') throw forbidden('Partner endpoints take an API key as the HTTP Basic username');
  for (const p of ['interview:create', 'interview:read'] as const)
    if (!holds(principal.permissions, p)) throw forbidden(`Missing permission: ${p}`);
  if (!principal.tenant.features.integration_api) throw forbidden('Feature disabled for this tenant: integration_api');
  const on = (await atsSettings(deps.ds, principal.tenant.id))[`${ats}_enabled`];
  if (!on) throw forbidden(`The ${NAMES[ats]} integration is off for this workspace: an admin turns it on in Settings`);
  return { ds: deps.ds, client: deps.client, config: deps.config, ...callerOf(req) };
}

/** The tenant's active templates whose plans a person approved: what an ATS may offer. */
export async function offeredTemplate(ctx: RunContext, id: string) {
  const template = /^[0-9a-f-]{36}$/i.test(id) ? await findTemplate(ctx.ds, ctx.principal.tenant.id, id) : null;
  if (!template || !template.active) throw notFound(`No test ${id} in this workspace`);
  if (template.plan_status !== 'approved')
    throw new Unprocessable(`The interview template "${template.name}" has no approved plan yet: approve it first`);
  return template;
}

export interface StartRequest {
  ats: Ats;
  templateId: string;
  /** The run's external_id: what makes a repeated request find its run. */
  externalId: string;
  applicationId: string;
  /** Ashby: the job's name; otherwise the template's position. */
  position?: string;
  candidate: { name: string | null; email: string | null; profileUrl: string | null };
  /** Greenhouse: where its completion PATCH goes, and the key it called with (stored encrypted). */
  callbackUrl?: string | null;
  credential?: string;
}

const httpsOrNull = (url: string | null) => (url && URL.canParse(url) && url.startsWith('https://') ? url : null);

/**
 * Creates the run from the template (or finds the one a repeat names), links it to its ATS, and invites the
 * candidate by e-mail with the join link and code through the run's invite. The mail is sent once: a repeat after a
 * failed mail (the ATS got a 503) sends it.
 */
export async function startFromTemplate(
  deps: PartnerDeps,
  ctx: RunContext,
  r: StartRequest,
): Promise<{ runId: string; created: boolean }> {
  const template = await offeredTemplate(ctx, r.templateId);
  if (!r.candidate.email) throw new Unprocessable('The candidate has no e-mail address: the invitation goes by e-mail');
  const request = template.request as Record<string, unknown>;
  const { created, response } = await createRun(
    ctx,
    {
      ...request,
      external_id: r.externalId,
      candidate_name: r.candidate.name?.slice(0, 200) || undefined,
      candidate_email: r.candidate.email,
      candidate_profile_url: httpsOrNull(r.candidate.profileUrl) ?? undefined,
      position: (r.position ?? template.position).slice(0, 200),
      level: template.level as CreateInterview['level'],
      duration_minutes: (request.duration_minutes as number | undefined) ?? 45,
    },
    template,
  );
  const runId = response.run_id;
  await insertAtsRun(ctx.ds, {
    run_id: runId,
    tenant_id: ctx.principal.tenant.id,
    ats: r.ats,
    api_key_id: ctx.principal.id,
    test_id: template.id,
    application_id: r.applicationId,
    callback_url: r.callbackUrl ?? null,
    credential_enc: r.credential ? encryptText(deps.encKey, r.credential) : null,
  });
  const link = await findAtsRun(ctx.ds, runId);
  const run = await loadRun(ctx, runId);
  if (!link?.invited_at && ['APPROVED', 'INVITED'].includes(run.state)) {
    const invite = await inviteCandidate(ctx, runId, { ttl_seconds: INVITE_TTL_SECONDS });
    const company = typeof request.company_name === 'string' ? ` at ${request.company_name}` : '';
    await deps.mailer.send(
      r.candidate.email,
      `Your interview for ${run.position}${company}`,
      `You are invited to an interview for the ${run.position} role${company}.\n\n` +
        `Open your interview: ${invite.joinLink}\nYour one-time code: ${invite.otp}\n\n` +
        `The link and code are valid until ${invite.expiresAt}.`,
    );
    await markAtsInvited(ctx.ds, runId);
  }
  return { runId, created };
}

/** Three days, like an invite through the API by default. */
const INVITE_TTL_SECONDS = 259_200;
