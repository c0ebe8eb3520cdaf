import { useState } from 'react';
import { Button } from 'react-aria-components';
import { ApiError } from '../api/client';
import { useSignedIn } from '../session/session';
import { CollapsiblePanel } from '../ui/collapsible-panel';
import { ErrorNote, errorMessage } from '../ui/error-note';
import { useRedeliver, useRunDeliveries, type WebhookAttempt, type WebhookDelivery } from './deliveries';
import { eventLabel } from './event-labels';

/** Attempts can be seconds apart: their time shows the seconds. */
const attemptTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const at = (iso: string) => <time dateTime={iso}>{attemptTime.format(new Date(iso))}</time>;

function statusLabel(d: WebhookDelivery): string {
  switch (d.status) {
    case 'succeeded':
      return 'Delivered';
    case 'failed':
      return 'Failed';
    case 'skipped':
      return 'Not sent';
    default:
      return d.attempt_count ? 'Retrying' : 'Sending';
  }
}

function triggerLabel(a: WebhookAttempt): string {
  if (a.trigger === 'manual') return 'Redelivery';
  if (a.trigger === 'test') return 'Test event';
  return a.attempt === 1 ? 'First try' : 'Automatic retry';
}

/** What the receiver answered, or why nothing came back. */
const resultOf = (a: WebhookAttempt) =>
  a.success
    ? `Accepted · HTTP ${a.status_code}`
    : `Failed · ${a.error ?? (a.status_code ? `HTTP ${a.status_code}` : 'no answer')}`;

/** What the last redelivery became, read out: under way, then its attempt's result. */
function redeliveryNews(delivery: WebhookDelivery, attemptsBefore: number | null): string {
  if (attemptsBefore === null) return '';
  const last = delivery.attempts.at(-1);
  if (delivery.attempt_count <= attemptsBefore || !last) return 'Redelivery started: the new attempt appears here.';
  return last.success
    ? `Redelivered: attempt ${last.attempt} was accepted (HTTP ${last.status_code}).`
    : `Redelivery attempt ${last.attempt} failed (${last.error ?? `HTTP ${last.status_code}`}).`;
}

function DeliveryItem(props: { runId: string; delivery: WebhookDelivery; mayRedeliver: boolean }) {
  const { runId, delivery, mayRedeliver } = props;
  const redeliver = useRedeliver(runId);
  // The attempt count when the redelivery was asked for: a higher one is its result.
  const [attemptsBefore, setAttemptsBefore] = useState<number | null>(null);
  const event = eventLabel(delivery.event);
  const inFlight = delivery.status === 'pending';
  return (
    <li className="delivery">
      <div className="delivery-head">
        <h3 className="delivery-event">{event}</h3>
        <span className={`badge delivery-${delivery.status}`}>{statusLabel(delivery)}</span>
      </div>
      <p className="muted delivery-meta">
        {delivery.attempt_count} {delivery.attempt_count === 1 ? 'attempt' : 'attempts'}
        {inFlight && delivery.next_attempt_at && <> · next attempt {at(delivery.next_attempt_at)}</>}
        {delivery.reason && delivery.status !== 'succeeded' && <> · {delivery.reason}</>}
      </p>
      {delivery.attempts.length > 0 && (
        <ol className="attempts" aria-label={`Attempts to deliver “${event}”`}>
          {delivery.attempts.map((a) => (
            <li key={a.attempt} className={`attempt ${a.success ? 'attempt-ok' : 'attempt-failed'}`}>
              <span className="attempt-result">{resultOf(a)}</span>
              <span className="attempt-meta">
                Attempt {a.attempt} · {triggerLabel(a)} · {at(a.attempted_at)} · {a.duration_ms} ms
              </span>
            </li>
          ))}
        </ol>
      )}
      {mayRedeliver && (
        <div className="delivery-actions">
          <Button
            className="button button-secondary button-small"
            isPending={redeliver.isPending}
            isDisabled={inFlight}
            onPress={() =>
              redeliver.mutateAsync(delivery.id).then(
                () => setAttemptsBefore(delivery.attempt_count),
                () => setAttemptsBefore(null), // shown below, from redeliver.error
              )
            }
          >
            Redeliver<span className="visually-hidden"> “{event}”</span>
          </Button>
          <span role="status" className="delivery-started">
            {redeliveryNews(delivery, attemptsBefore)}
          </span>
        </div>
      )}
      {redeliver.error && <ErrorNote error={redeliver.error} prefix="Not redelivered" />}
    </li>
  );
}

/**
 * Every webhook event of the run, each with every attempt (when, what the receiver answered, what is next) and, for a
 * user who may (webhook:update), a redeliver button: same webhook-id, new timestamp and signature.
 */
export function DeliveriesView({ runId }: { runId: string }) {
  const { can } = useSignedIn();
  const deliveries = useRunDeliveries(runId, true);
  const failed = deliveries.data?.filter((d) => d.status === 'failed').length ?? 0;
  // A tenant without the webhooks feature is refused: said plainly, not as an alarm.
  const refused = deliveries.error instanceof ApiError && deliveries.error.status === 403;
  return (
    <CollapsiblePanel title="Webhook deliveries" defaultExpanded={false}>
      <p className="muted">
        The events this run sent to your integration’s receiver.
        {failed > 0 && ` ${failed} failed: redeliver once the receiver is back.`}
      </p>
      {deliveries.isPending && !deliveries.error && <p className="muted">Loading the deliveries…</p>}
      {refused && <p className="note">{errorMessage(deliveries.error)}</p>}
      {deliveries.error && !refused && (
        <ErrorNote error={deliveries.error} prefix="The deliveries could not be loaded" />
      )}
      {deliveries.data &&
        (deliveries.data.length ? (
          <ul className="deliveries">
            {deliveries.data.map((d) => (
              <DeliveryItem key={d.id} runId={runId} delivery={d} mayRedeliver={can('webhook:update')} />
            ))}
          </ul>
        ) : (
          <p className="empty">No webhook event has been sent for this run yet.</p>
        ))}
    </CollapsiblePanel>
  );
}
