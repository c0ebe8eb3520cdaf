import type { Run } from '@irs/shared';
import type { PlanInput } from './planner/index.js';

/** The planner's input, from what the read model holds for a run (its request, supplied info, revision comments). */
export function planInput(run: Pick<Run, 'position' | 'level' | 'request' | 'info' | 'revisions'>): PlanInput {
  const req = run.request as Partial<PlanInput>;
  return {
    position: run.position,
    level: run.level as PlanInput['level'],
    qualifications: req.qualifications ?? [],
    skills: req.skills ?? [],
    job_description: req.job_description?.trim() || null,
    company_name: req.company_name ?? null,
    company_description: req.company_description ?? null,
    duration_minutes: req.duration_minutes ?? 45,
    info: run.info,
    revisions: run.revisions,
  };
}
