import { deterministicPlanner, type Plan, type PlanInput } from '../../shared/engines/src/planner/index.js';

/**
 * A real plan from the deterministic planner for a Backend Engineer role; `input` gives what a suite varies (level,
 * skills, qualifications, company). Fails loudly when the planner asks for more information instead.
 */
export function plannedFor(input: Partial<PlanInput> & Pick<PlanInput, 'level'>): Plan {
  const result = deterministicPlanner.plan({
    position: 'Backend Engineer',
    qualifications: [],
    skills: [],
    job_description: null,
    company_name: null,
    company_description: null,
    duration_minutes: 45,
    info: {},
    revisions: [],
    ...input,
  });
  if (!result.ok) throw new Error(`expected a plan, got ${JSON.stringify(result.missing_fields)}`);
  return result.plan;
}
