import type { DataSource } from 'typeorm';
import { systemActivities } from './system.js';

export interface ActivityDeps {
  ds: DataSource;
}

/** Every activity the `interview-runs` worker registers. */
export function createActivities(deps: ActivityDeps) {
  return { ...systemActivities(deps.ds) };
}
