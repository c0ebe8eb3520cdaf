import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { ASHBY_DEFAULT_BASE_URL, RunEntity, ashbyUpdate, atsSettings, findAtsRun, type RunState } from '@irs/shared';

/** What the workflow names: ids, a counter and a state (no candidate data in its history). */
export interface AtsTransition {
  runId: string;
  sequence: number;
  state: RunState;
}

/** The delivery's event id: one per run transition, so a retried activity finds the row it wrote. */
function deliveryEventId(runId: string, sequence: number): string {
  const h = createHash('sha256').update(`ats:${runId}:${sequence}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Where Ashby's assessment.update is, for the tenant's base URL (Ashby's API host by default). */
export const ashbyUpdateUrl = (baseUrl: string | null) =>
  `${(baseUrl ?? ASHBY_DEFAULT_BASE_URL).replace(/\/$/, '')}/assessment.update`;

export function atsActivities(deps: { ds: DataSource; origin: string }) {
  const { ds } = deps;
  return {
    /**
     * Records what the run's ATS must be told of this transition as deliveries (the webhook delivery log, `source`
     * greenhouse or ashby); returns their event ids for the delivery workflow. Greenhouse: a PATCH of its `url` once
     * a person approves the assessment. Ashby: Started, the result on approval, the reason on cancel or rejection.
     */
    async recordAtsDeliveries(t: AtsTransition): Promise<string[]> {
      const link = await findAtsRun(ds, t.runId);
      if (!link) return [];
      let body: Record<string, unknown> | null;
      let url: string;
      if (link.ats === 'greenhouse') {
        if (t.state !== 'COMPLETED' || !link.callback_url) return [];
        body = {};
        url = link.callback_url;
      } else {
        const run = await ds.getRepository(RunEntity).findOneBy({ run_id: t.runId });
        body = run && ashbyUpdate(t.state, run, deps.origin, Date.now());
        url = ashbyUpdateUrl((await atsSettings(ds, link.tenant_id)).ashby_base_url);
      }
      if (!body) return [];
      const eventId = deliveryEventId(t.runId, t.sequence);
      await ds.query(
        `INSERT INTO webhook_deliveries (event_id, tenant_id, run_id, event, envelope, source, callback_url, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending') ON CONFLICT (event_id) DO NOTHING`,
        [
          eventId,
          link.tenant_id,
          t.runId,
          link.ats === 'greenhouse' ? 'greenhouse.completed' : `ashby.${t.state.toLowerCase()}`,
          JSON.stringify(body),
          link.ats,
          url,
        ],
      );
      return [eventId];
    },
  };
}

export type AtsActivities = ReturnType<typeof atsActivities>;
