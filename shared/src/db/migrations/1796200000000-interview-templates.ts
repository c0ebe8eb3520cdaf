import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Interview templates (issue 36): a tenant's reusable role (name, position, level, skills, qualifications, duration,
 * language) with a plan generated once by the run planner, reviewed and approved by a person. A run started from an
 * approved template (the ATS adapters) starts with that plan, its plan gate passed by the template's approval;
 * `runs.template_id` says which. The template's plan history is `template_plan_revisions`, shaped like
 * `plan_revisions`. Templates hold no candidate data. Owner module: shared/src/db/interview-templates.ts.
 */
export class InterviewTemplates1796200000000 implements MigrationInterface {
  name = 'InterviewTemplates1796200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE interview_templates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) <= 200),
        position text NOT NULL CHECK (length(position) <= 200),
        level text NOT NULL,
        language text NOT NULL DEFAULT 'en' CHECK (length(language) <= 35),
        request jsonb NOT NULL,
        active boolean NOT NULL DEFAULT true,
        plan_status text NOT NULL CHECK (plan_status IN ('generating', 'pending', 'approved')),
        generation integer NOT NULL DEFAULT 1,
        revisions jsonb NOT NULL DEFAULT '[]',
        plan jsonb,
        missing_fields jsonb,
        plan_approved_at timestamptz,
        plan_approved_by_type text,
        plan_approved_by_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX interview_templates_tenant_idx ON interview_templates (tenant_id, created_at);
      CREATE TABLE template_plan_revisions (
        template_id uuid NOT NULL REFERENCES interview_templates(id) ON DELETE CASCADE,
        revision integer NOT NULL,
        cause text NOT NULL CHECK (cause IN ('generated', 'revised', 'edited')),
        comments text,
        actor_type text,
        actor_id text,
        plan jsonb NOT NULL,
        changes jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (template_id, revision)
      );
      ALTER TABLE runs ADD COLUMN template_id uuid REFERENCES interview_templates(id) ON DELETE SET NULL;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE runs DROP COLUMN template_id;
      DROP TABLE template_plan_revisions, interview_templates;
    `);
  }
}
