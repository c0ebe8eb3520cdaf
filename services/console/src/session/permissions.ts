/** The gateway's rule (shared/src/permissions.ts `holds`): the wildcard passes every check, else the exact key. */
export const holds = (held: readonly string[], permission: string) => held.includes('*') || held.includes(permission);
