/** The reads of one run; all sit under its key, so a change to the run refreshes every one of them. */
export type RunPart = 'status' | 'plan' | 'revisions' | 'events' | 'assessment' | 'transcript';

/** Query keys, tenant first: switching tenants never shows another tenant's cached reads. */
export const runKeys = {
  tenant: (tenantId: string | null) => [tenantId] as const,
  lists: (tenantId: string | null) => [tenantId, 'runs'] as const,
  list: (tenantId: string | null, params: object) => [tenantId, 'runs', params] as const,
  run: (tenantId: string | null, runId: string) => [tenantId, 'run', runId] as const,
  part: (tenantId: string | null, runId: string, part: RunPart) => [tenantId, 'run', runId, part] as const,
};
