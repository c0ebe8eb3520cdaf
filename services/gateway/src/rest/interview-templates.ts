import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import type { Client } from '@temporalio/client';
import { z } from 'zod';
import {
  PlanEditBody,
  ReviseBody,
  TemplateCreateBody,
  TemplateDeleted,
  TemplateList,
  TemplatePatchBody,
  TemplatePlanRead,
  TemplatePlanRevisions,
  TemplateRead,
  notFound,
  type Config,
} from '@irs/shared';
import { callerOf } from '../audit.js';
import type { RunContext } from '../runs/service.js';
import * as templates from '../templates/service.js';
import type { ApiRegistry } from './registry.js';

/** /api/v2/interview-templates: transport only; the operations live in templates/service.ts. */
export function registerInterviewTemplates(
  api: ApiRegistry,
  deps: { ds: DataSource; client: Client; config: Config },
): void {
  const base = '/api/v2/interview-templates';
  const ctx = (req: Request): RunContext => ({ ...deps, ...callerOf(req) });
  const id = (req: Request) => {
    const parsed = z.uuid().safeParse(req.params.id);
    if (!parsed.success) throw notFound(`interview template ${String(req.params.id)} not found`);
    return parsed.data;
  };
  const common = { tag: 'Interview templates', auth: 'credential', feature: 'integration_api' } as const;
  const read = { ...common, permissions: ['interview:read' as const] };
  const write = { ...common, permissions: ['interview:create' as const] };
  const missing = { 404: 'Template not found in this tenant' };
  const review = { ...missing, 409: 'The plan is not waiting for review (generating or approved)' };

  api.route(
    {
      ...write,
      method: 'post',
      path: base,
      summary: 'Create an interview template; its plan is generated at once, then waits for review',
      body: TemplateCreateBody,
      ok: { schema: TemplateRead },
      responses: { 201: 'Created', 409: 'The workspace has reached its limit of templates' },
    },
    async (req, res, { body }) => {
      res.status(201).json(await templates.createTemplate(ctx(req), body));
    },
  );
  api.route(
    {
      ...read,
      method: 'get',
      path: base,
      summary: "The workspace's interview templates",
      ok: { schema: TemplateList },
    },
    async (req, res) => {
      res.json(await templates.getTemplates(ctx(req)));
    },
  );
  api.route(
    {
      ...read,
      method: 'get',
      path: `${base}/:id`,
      summary: 'One interview template',
      ok: { schema: TemplateRead },
      responses: missing,
    },
    async (req, res) => {
      res.json(templates.templateView(await templates.loadTemplate(ctx(req), id(req))));
    },
  );
  api.route(
    {
      ...write,
      method: 'patch',
      path: `${base}/:id`,
      summary: 'Change a template; a change to the role plans it again and withdraws the approval',
      body: TemplatePatchBody,
      ok: { schema: TemplateRead },
      responses: missing,
    },
    async (req, res, { body }) => {
      res.json(await templates.patchTemplate(ctx(req), id(req), body));
    },
  );
  api.route(
    {
      ...write,
      method: 'delete',
      path: `${base}/:id`,
      summary: 'Delete a template (runs started from it keep their plan)',
      ok: { schema: TemplateDeleted },
      responses: missing,
    },
    async (req, res) => {
      res.json(await templates.removeTemplate(ctx(req), id(req)));
    },
  );
  api.route(
    {
      ...read,
      method: 'get',
      path: `${base}/:id/plan`,
      summary: "The template's plan (once generated)",
      ok: { schema: TemplatePlanRead },
      responses: { 404: 'Template not found, or its plan not generated yet' },
    },
    async (req, res) => {
      res.json(await templates.templatePlanRead(ctx(req), id(req)));
    },
  );
  api.route(
    {
      ...read,
      method: 'get',
      path: `${base}/:id/plan/revisions`,
      summary: "Every revision of the template's plan: generated, revised after comments, or edited",
      ok: { schema: TemplatePlanRevisions },
      responses: missing,
    },
    async (req, res) => {
      res.json(await templates.templatePlanRevisions(ctx(req), id(req)));
    },
  );
  api.route(
    {
      ...write,
      method: 'post',
      path: `${base}/:id/plan/revise`,
      summary: 'Revision comments: the planner plans again with them (pending)',
      body: ReviseBody,
      ok: { schema: TemplateRead },
      responses: review,
    },
    async (req, res, { body }) => {
      res.json(await templates.reviseTemplatePlan(ctx(req), id(req), body.comments));
    },
  );
  api.route(
    {
      ...write,
      method: 'put',
      path: `${base}/:id/plan`,
      summary: "Edit the template's plan directly (pending): the plan's next revision",
      body: PlanEditBody,
      ok: { schema: TemplatePlanRead },
      responses: { ...review, 409: 'Not pending, or the plan changed meanwhile (reload and edit again)' },
    },
    async (req, res, { body }) => {
      res.json(await templates.editTemplatePlan(ctx(req), id(req), body));
    },
  );
  api.route(
    {
      ...common,
      permissions: ['interview:create', 'interview:approve'],
      method: 'post',
      path: `${base}/:id/plan/approve`,
      summary: 'Approve the plan (pending): runs started from the template begin with it, their plan gate passed',
      ok: { schema: TemplateRead },
      responses: review,
    },
    async (req, res) => {
      res.json(await templates.approveTemplatePlan(ctx(req), id(req)));
    },
  );
}
