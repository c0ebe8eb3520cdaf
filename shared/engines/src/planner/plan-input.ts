import type { PlanInput } from './types.js';

/** The read model's columns the planner reads (a `runs` row satisfies it; declared here so the engine needs no ORM). */
export interface StoredRun {
  position: string;
  level: string;
  request: Record<string, unknown>;
  info: Record<string, string>;
  revisions: string[];
}

/** The planner's input, from what the read model holds for a run (its request, supplied info, revision comments). */
export function planInput(run: StoredRun): PlanInput {
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
