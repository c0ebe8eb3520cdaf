import { z } from 'zod';
import { EXAMPLE } from './examples.js';

/**
 * Contracts of the candidate-rights and compliance operations (issue 37; README "Compliance"): the audit chain's
 * verification.
 */

/** GET /api/v2/admin/audit/verify: the walk of the tenant's chain and its first broken link, if any. */
export const AuditChainReport = z
  .object({
    tenant_id: z.string(),
    ok: z.boolean(),
    /** Rows checked before the walk stopped (all of the chain's when `ok`). */
    rows: z.int(),
    broken: z
      .object({
        id: z.string(),
        /** `row_hash`: the row was changed; `prev_hash`: the row before it was changed, removed or moved. */
        problem: z.enum(['row_hash', 'prev_hash']),
      })
      .nullable(),
  })
  .meta({ examples: [{ tenant_id: EXAMPLE.tenantId, ok: true, rows: 1042, broken: null }] });
