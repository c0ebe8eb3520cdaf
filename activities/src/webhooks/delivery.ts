import { readFile } from 'node:fs/promises';
import type { LookupFunction } from 'node:net';
import type { DataSource } from 'typeorm';
import {
  ATS,
  WebhookDeliveryEntity,
  atsSettings,
  decryptText,
  findAtsRun,
  findEventForDelivery,
  resolveWebhookTarget,
  signWebhook,
  type DeliveryStatus,
  type WebhookDelivery,
  type WebhookSettings,
} from '@irs/shared';
import { ashbyUpdateUrl } from '../ats.js';
import { sendWebhook, type SendResult } from './sender.js';

export interface WebhookActivityDeps {
  ds: DataSource;
  /** ENCRYPTION_KEY: webhook secrets are stored encrypted. */
  encKey: Buffer;
  settings: WebhookSettings;
  /** DNS lookup override (tests). */
  lookup?: LookupFunction;
}

export type AttemptTrigger = 'schedule' | 'manual' | 'test';

/** A `Retry-After` is honoured up to a day. */
const MAX_RETRY_AFTER_MS = 24 * 3600 * 1000;
const USER_AGENT = 'InterviewRunService-Webhooks/1.0';

/** The deliveries that are calls to an ATS (issue 36) rather than webhooks. */
const ATS_SOURCES: ReadonlySet<string> = new Set(ATS);

/** Where one attempt goes and what it sends; `skip`: nothing may be sent any more; `refused`: not sendable now. */
type Target =
  | { skip: string }
  | {
      url: string;
      source: string;
      method?: 'POST' | 'PATCH';
      body: string;
      headers: Record<string, string>;
    }
  | { url: string; source: string; refused: string };

/** What goes on the wire: docs/spec.md's envelope, plus the event id (also the `webhook-id` header). */
export function wireEnvelope(stored: Record<string, unknown>): Record<string, unknown> {
  const { event_id, event, run_id, interview_id, tenant_id, state, timestamp, data } = stored;
  return { event_id, event, run_id, interview_id, tenant_id, state, timestamp, data };
}

export interface DeliveryPlan {
  /** Null: nothing to send (no destination, or skipped: paused, not subscribed ...). */
  deliveryId: string | null;
  /** Seconds before each attempt. */
  scheduleSeconds: number[];
  jitter: number;
}

export interface AttemptOutcome {
  /** No further attempt: succeeded, gave up, or nothing may be sent any more. */
  done: boolean;
  status: DeliveryStatus;
  /** How long to wait before the next attempt (the planned delay, or longer for a `Retry-After`). */
  waitMs: number;
}

/** The activities of the `webhooks` task queue: all the I/O of a delivery; the workflow holds only ids. */
export function createWebhookActivities(deps: WebhookActivityDeps) {
  const { ds, settings } = deps;
  const repo = ds.getRepository(WebhookDeliveryEntity);

  async function extraCa(): Promise<string | undefined> {
    if (!settings.caFile) return undefined;
    return readFile(settings.caFile, 'utf8').catch(() => undefined);
  }

  /** A webhook's destination as it applies now, signed now with the secret current now. */
  async function webhookTarget(delivery: WebhookDelivery, trigger: AttemptTrigger, timestamp: number): Promise<Target> {
    const [run] = delivery.run_id
      ? ((await ds.query(`SELECT callback_url FROM runs WHERE run_id = $1`, [delivery.run_id])) as {
          callback_url: string | null;
        }[])
      : [];
    const resolution = await resolveWebhookTarget(ds, {
      tenantId: delivery.tenant_id,
      event: delivery.event,
      runCallbackUrl: run?.callback_url ?? null,
      anyEvent: trigger === 'test',
    });
    if (!resolution.ok) return { skip: resolution.reason };
    const { url, config, source } = resolution.target;
    const secret = decryptText(deps.encKey, config.secret_enc);
    const body = JSON.stringify(delivery.envelope);
    const signature = signWebhook(secret, delivery.event_id, timestamp, body);
    return {
      url,
      source,
      body,
      headers: {
        'content-type': 'application/json',
        'webhook-id': delivery.event_id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signature,
        'x-webhook-signature': signature,
      },
    };
  }

  /**
   * An ATS call (docs/integrations/): HTTP Basic with the tenant's stored credential (Greenhouse: by default the key
   * it called us with), the password blank. Greenhouse's completion is a PATCH of its `url` with no body; Ashby's
   * update a POST of the recorded body to the tenant's base URL as it is now. Without a credential the attempt fails
   * and is retried, so storing the key later still delivers it.
   */
  async function atsTarget(delivery: WebhookDelivery): Promise<Target> {
    const link = delivery.run_id ? await findAtsRun(ds, delivery.run_id) : null;
    if (!link) return { skip: 'the run is no longer linked to its ATS' };
    const stored = await atsSettings(ds, delivery.tenant_id);
    const greenhouse = link.ats === 'greenhouse';
    const credential = greenhouse
      ? (stored.greenhouse_credential_enc ?? link.credential_enc)
      : stored.ashby_api_key_enc;
    const url = greenhouse ? (link.callback_url ?? delivery.callback_url) : ashbyUpdateUrl(stored.ashby_base_url);
    const base = { url, source: link.ats };
    if (!credential) return { ...base, refused: `no ${greenhouse ? 'Greenhouse' : 'Ashby'} credential is stored` };
    const authorization = `Basic ${Buffer.from(`${decryptText(deps.encKey, credential)}:`).toString('base64')}`;
    return greenhouse
      ? { ...base, method: 'PATCH', body: '', headers: { authorization } }
      : {
          ...base,
          body: JSON.stringify(delivery.envelope),
          headers: { authorization, 'content-type': 'application/json' },
        };
  }

  return {
    /**
     * Resolves a recorded event's destination and subscription and records its delivery (once per event: a retry of
     * this activity finds the row it wrote). A redelivery or test passes the delivery it means.
     */
    async resolveDelivery(input: { eventId: string; deliveryId?: string }): Promise<DeliveryPlan> {
      const plan = { scheduleSeconds: settings.retrySchedule, jitter: settings.jitter };
      if (input.deliveryId) return { deliveryId: input.deliveryId, ...plan };
      const existing = await repo.findOneBy({ event_id: input.eventId });
      if (existing) return { deliveryId: existing.status === 'skipped' ? null : existing.id, ...plan };
      const ev = await findEventForDelivery(ds, input.eventId);
      if (!ev) return { deliveryId: null, ...plan };
      const resolution = await resolveWebhookTarget(ds, {
        tenantId: ev.tenant_id,
        event: ev.event,
        runCallbackUrl: ev.callback_url,
      });
      const source = resolution.ok ? resolution.target.source : resolution.source;
      const url = resolution.ok ? resolution.target.url : resolution.url;
      if (!source || !url) return { deliveryId: null, ...plan };
      const [row] = (await ds.query(
        `INSERT INTO webhook_deliveries (event_id, tenant_id, run_id, event, envelope, source, callback_url, status, reason)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (event_id) DO UPDATE SET event_id = EXCLUDED.event_id RETURNING id, status`,
        [
          input.eventId,
          ev.tenant_id,
          ev.run_id,
          ev.event,
          JSON.stringify(wireEnvelope(ev.envelope)),
          source,
          url,
          resolution.ok ? 'pending' : 'skipped',
          resolution.ok ? null : resolution.reason,
        ],
      )) as { id: string; status: DeliveryStatus }[];
      return { deliveryId: row && row.status !== 'skipped' ? row.id : null, ...plan };
    },

    /**
     * One HTTP attempt (a webhook signed now, or an ATS call), to the destination that applies now; recorded in the
     * delivery log whatever happens, with the owner of the destination it went to (`source`: the delivery log hides a
     * platform's receiver from its customer per attempt). Never retried by Temporal: the workflow's schedule decides
     * the next try.
     */
    async attemptDelivery(input: {
      deliveryId: string;
      trigger: AttemptTrigger;
      /** The planned delay before the next attempt; null on the last one. */
      nextDelayMs: number | null;
    }): Promise<AttemptOutcome> {
      const delivery = await repo.findOneBy({ id: input.deliveryId });
      if (!delivery) return { done: true, status: 'skipped', waitMs: 0 };
      if (input.trigger === 'schedule' && delivery.status === 'succeeded')
        return { done: true, status: 'succeeded', waitMs: 0 };
      const attemptedAt = new Date();
      const timestamp = Math.floor(attemptedAt.getTime() / 1000);
      const target = ATS_SOURCES.has(delivery.source)
        ? await atsTarget(delivery)
        : await webhookTarget(delivery, input.trigger, timestamp);
      if ('skip' in target) {
        await repo.save({ ...delivery, status: 'skipped', reason: target.skip, next_attempt_at: null });
        return { done: true, status: 'skipped', waitMs: 0 };
      }
      const { url, source } = target;
      const result: SendResult =
        'refused' in target
          ? {
              ok: false,
              statusCode: null,
              durationMs: 0,
              error: target.refused,
              excerpt: null,
              retryAfterMs: null,
              final: false,
            }
          : await sendWebhook({
              url,
              method: target.method,
              body: target.body,
              headers: { 'user-agent': USER_AGENT, ...target.headers },
              timeoutMs: settings.timeoutMs,
              allowCidrs: settings.allowCidrs,
              extraCa: await extraCa(),
              ...(deps.lookup ? { lookup: deps.lookup } : {}),
            });

      const last = input.nextDelayMs === null;
      const status: DeliveryStatus = result.ok ? 'succeeded' : result.final || last ? 'failed' : 'pending';
      const waitMs = Math.max(input.nextDelayMs ?? 0, Math.min(result.retryAfterMs ?? 0, MAX_RETRY_AFTER_MS));
      await ds.transaction(async (tx) => {
        // TypeORM answers an UPDATE ... RETURNING with [rows, affected].
        const [rows] = (await tx.query(
          `UPDATE webhook_deliveries SET attempt_count = attempt_count + 1 WHERE id = $1 RETURNING attempt_count`,
          [delivery.id],
        )) as [{ attempt_count: number }[], number];
        const attempt_count = rows[0]?.attempt_count ?? delivery.attempt_count + 1;
        await tx.query(
          `INSERT INTO webhook_attempts (delivery_id, attempt, trigger, attempted_at, source, callback_url,
             webhook_timestamp, success, status_code, duration_ms, error, response_excerpt)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [
            delivery.id,
            attempt_count,
            input.trigger,
            attemptedAt,
            source,
            url,
            timestamp,
            result.ok,
            result.statusCode,
            result.durationMs,
            result.error,
            result.excerpt,
          ],
        );
        await tx.query(
          `UPDATE webhook_deliveries SET status = $2, reason = $3, source = $4, callback_url = $5,
             last_attempt_at = $6, next_attempt_at = $7, updated_at = now() WHERE id = $1`,
          [
            delivery.id,
            status,
            status === 'failed' ? (result.error ?? 'failed') : null,
            source,
            url,
            attemptedAt,
            status === 'pending' ? new Date(Date.now() + waitMs) : null,
          ],
        );
      });
      return { done: status !== 'pending', status, waitMs };
    },
  };
}

export type WebhookActivities = ReturnType<typeof createWebhookActivities>;
