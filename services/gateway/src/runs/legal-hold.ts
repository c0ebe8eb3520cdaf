import type { Run } from '@irs/shared';
import { auditWrite } from '../audit.js';
import { loadRun, type RunContext } from './service.js';

/** The legal hold of a run as the endpoints answer it. */
export interface LegalHoldView {
  run_id: string;
  interview_id: string;
  legal_hold: boolean;
  reason: string | null;
  set_at: string | null;
}

const view = (
  run: Pick<Run, 'run_id' | 'interview_id'>,
  hold: Pick<Run, 'legal_hold_reason' | 'legal_hold_set_at'>,
) => ({
  run_id: run.run_id,
  interview_id: run.interview_id,
  legal_hold: hold.legal_hold_set_at !== null,
  reason: hold.legal_hold_reason,
  set_at: hold.legal_hold_set_at?.toISOString() ?? null,
});

/**
 * Places (or re-places, with a new reason) a legal hold: the retention sweep leaves the run alone until it is
 * released. Any state; scoped to the caller's tenant like every run operation (another tenant's run is a 404).
 * Raw SQL on purpose: a hold is not activity on the run, so it does not touch `updated_at` (the idle clock).
 */
export async function setLegalHold(ctx: RunContext, runId: string, reason: string): Promise<LegalHoldView> {
  const run = await loadRun(ctx, runId);
  const [rows] = (await ctx.ds.query(
    `UPDATE runs SET legal_hold = true, legal_hold_reason = $2, legal_hold_set_at = now()
     WHERE run_id = $1 RETURNING legal_hold_reason, legal_hold_set_at`,
    [run.run_id, reason],
  )) as [Pick<Run, 'legal_hold_reason' | 'legal_hold_set_at'>[], number];
  await auditWrite(ctx.ds, ctx, { action: 'run.legal_hold_set', run, detail: { already_held: run.legal_hold } });
  return view(run, rows[0]!);
}

/** Releases the hold; releasing a run that is not held changes nothing (200, not audited). */
export async function releaseLegalHold(ctx: RunContext, runId: string): Promise<LegalHoldView> {
  const run = await loadRun(ctx, runId);
  if (run.legal_hold) {
    await ctx.ds.query(
      `UPDATE runs SET legal_hold = false, legal_hold_reason = NULL, legal_hold_set_at = NULL WHERE run_id = $1`,
      [run.run_id],
    );
    await auditWrite(ctx.ds, ctx, {
      action: 'run.legal_hold_release',
      run,
      detail: { held_since: run.legal_hold_set_at?.toISOString() ?? null },
    });
  }
  return view(run, { legal_hold_reason: null, legal_hold_set_at: null });
}
