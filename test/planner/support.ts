import type { PlanInput } from '../../shared/engines/src/planner/index.js';

/** Role data for a planner test: a 60-minute Backend Engineer (MID) with nothing else, and what the test varies. */
export function roleInput(overrides: Partial<PlanInput> = {}): PlanInput {
  return {
    position: 'Backend Engineer',
    level: 'MID',
    qualifications: [],
    skills: [],
    job_description: null,
    company_name: null,
    company_description: null,
    duration_minutes: 60,
    info: {},
    revisions: [],
    ...overrides,
  };
}
