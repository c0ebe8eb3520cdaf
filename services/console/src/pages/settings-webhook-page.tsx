import { useState, type FormEvent } from 'react';
import { Button, Checkbox, CheckboxGroup, Form, Label } from 'react-aria-components';
import { formatDateTime } from '../format';
import { ChoiceGroup } from '../plan-edit/choice-group';
import { OptionSelect } from '../runs/option-select';
import { useSignedIn } from '../session/session';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useSettingsAction, useSettingsRead } from '../settings/queries';
import { ShownOnce } from '../settings/shown-once';
import type { WebhookConfig, WebhookTestResult } from '../settings/types';
import { WEBHOOK_EVENTS } from '../settings/webhook-events';
import { ErrorNote } from '../ui/error-note';
import { TextInput } from '../ui/fields';
import { PageHeading } from '../ui/page-heading';

const PATH = '/api/v2/me/webhook-config';

type Scope = 'all' | 'chosen';

/** The endpoint and the events it receives; saving the first time generates the signing secret. */
function EndpointForm(props: { config: WebhookConfig | null; onSaved(saved: WebhookConfig): void }) {
  const { config } = props;
  const [url, setUrl] = useState(config?.callback_url ?? '');
  const [scope, setScope] = useState<Scope>(config?.events.length ? 'chosen' : 'all');
  const [events, setEvents] = useState<string[]>(config?.events ?? []);
  const save = useSettingsAction<WebhookConfig, object>('webhook', (body) => ({ method: 'PUT', path: PATH, body }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ callback_url: url.trim(), events: scope === 'all' ? [] : events }, { onSuccess: props.onSaved });
  };
  return (
    <Form className="form" onSubmit={submit} aria-labelledby="endpoint-title">
      <TextInput
        label="Endpoint URL"
        description="An https address on the public internet. Each event is signed with the workspace's signing secret."
        type="url"
        value={url}
        onChange={setUrl}
        isRequired
        maxLength={2048}
        validate={(v) => (v.trim() && !/^https:\/\/\S+$/.test(v.trim()) ? 'Enter an https:// address.' : null)}
      />
      <ChoiceGroup<Scope>
        label="Events to send"
        value={scope}
        options={[
          { value: 'all', label: 'Every event' },
          { value: 'chosen', label: 'Only the events I choose' },
        ]}
        onChange={setScope}
      />
      {scope === 'chosen' && (
        <CheckboxGroup
          className="field"
          value={events}
          onChange={setEvents}
          isRequired
          validate={(v) => (v.length ? null : 'Choose at least one event, or send every event.')}
        >
          <Label className="field-label">Events</Label>
          <div className="permission-list">
            {WEBHOOK_EVENTS.map((ev) => (
              <Checkbox key={ev.id} value={ev.id} className="checkbox permission">
                <span>
                  <span className="permission-id">{ev.id}</span>
                  <span className="permission-what">{ev.label}</span>
                </span>
              </Checkbox>
            ))}
          </div>
        </CheckboxGroup>
      )}
      {save.error && <ErrorNote error={save.error} prefix="The webhook was not saved" />}
      <div>
        <Button type="submit" className="button button-primary" isPending={save.isPending}>
          {config ? 'Save webhook' : 'Set up webhook'}
        </Button>
      </div>
    </Form>
  );
}

/** Pause or resume, rotate the secret, send a test event: the actions on a configured webhook. */
function WebhookActions(props: {
  config: WebhookConfig;
  onRotated(saved: WebhookConfig): void;
  announce(message: string): void;
}) {
  const { config, announce } = props;
  const [event, setEvent] = useState('interview.plan_generated');
  const toggle = useSettingsAction<WebhookConfig>('webhook', () => ({
    method: 'POST',
    path: `${PATH}/${config.is_active ? 'pause' : 'resume'}`,
  }));
  const rotate = useSettingsAction<WebhookConfig>('webhook', () => ({ method: 'POST', path: `${PATH}/rotate-secret` }));
  const test = useSettingsAction<WebhookTestResult>('webhook', () => ({
    method: 'POST',
    path: `${PATH}/test`,
    body: { event },
  }));
  const result = test.data;
  return (
    <div className="webhook-actions">
      <div className="action-row">
        <OptionSelect
          label="Test event"
          value={event}
          options={WEBHOOK_EVENTS.map((ev) => ({ id: ev.id, label: ev.label }))}
          onChange={setEvent}
        />
        <Button
          className="button button-primary"
          isPending={test.isPending}
          isDisabled={!config.is_active}
          onPress={() => test.mutate()}
        >
          Send test event
        </Button>
      </div>
      {!config.is_active && <p className="field-hint">Resume delivery to send a test event.</p>}
      {result &&
        (result.delivered ? (
          <p className="note note-success">
            Delivered: {result.callback_url ?? 'the endpoint'} answered {result.status_code}.
          </p>
        ) : (
          <p className="note note-error">
            Not delivered{result.status_code ? `: the endpoint answered ${result.status_code}` : ''}
            {result.error ? ` (${result.error})` : ''}. Check the address and that the endpoint answers 2xx.
          </p>
        ))}
      {test.error && <ErrorNote error={test.error} prefix="The test event was not sent" />}
      <div className="action-row">
        <Button
          className="button button-secondary"
          isPending={toggle.isPending}
          onPress={() =>
            toggle.mutate(undefined, {
              onSuccess: (saved) =>
                announce(saved.is_active ? 'Delivery resumed.' : 'Delivery paused: events wait until you resume.'),
            })
          }
        >
          {config.is_active ? 'Pause delivery' : 'Resume delivery'}
        </Button>
        <ConfirmDialog
          trigger="Rotate secret"
          title="Rotate the signing secret?"
          submitLabel="Rotate secret"
          onConfirm={() => rotate.mutateAsync().then(props.onRotated)}
        >
          <p>
            Events are signed with the new secret from now on: update your endpoint with it right away, or it will
            refuse them. The new secret is shown once.
          </p>
        </ConfirmDialog>
      </div>
      {toggle.error && <ErrorNote error={toggle.error} />}
    </div>
  );
}

/** The workspace's webhook: where events go, which ones, and the signing secret (shown once when set or rotated). */
export function SettingsWebhookPage() {
  const { can } = useSignedIn();
  const canUpdate = can('webhook:update');
  const config = useSettingsRead<WebhookConfig | null>('webhook', PATH, { missingAsNull: true });
  const [secret, setSecret] = useState<{ value: string; why: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const current = config.data ?? null;

  const onSaved = (saved: WebhookConfig) => {
    if (saved.secret) setSecret({ value: saved.secret, why: 'The webhook is set up.' });
    setAnnouncement('Webhook saved.');
  };

  return (
    <>
      <PageHeading title="Webhook" />
      <p className="lede">
        The service sends a signed event to your endpoint when a run changes: a plan ready for review, an assessment
        ready, a run cancelled.
      </p>
      <p role="status" className="announcement settings-announcement">
        {announcement}
      </p>
      {secret && (
        <ShownOnce
          title="Copy the signing secret now"
          note={`${secret.why} This is the only time the secret is shown: your endpoint checks each event's signature with it.`}
          fields={[{ label: 'Signing secret', value: secret.value, copyLabel: 'Copy secret' }]}
          onDone={() => setSecret(null)}
        />
      )}
      {config.error && <ErrorNote error={config.error} prefix="The webhook could not be loaded" />}
      {!canUpdate && <p className="note">Changing the webhook needs the webhook:update permission.</p>}
      {current && (
        <section className="panel" aria-labelledby="webhook-status-title">
          <h2 id="webhook-status-title" className="section-title">
            Delivery
          </h2>
          <dl className="facts">
            <div>
              <dt>Status</dt>
              <dd>
                <span className={`badge ${current.is_active ? 'badge-good' : 'badge-warn'}`}>
                  {current.is_active ? 'Delivering' : 'Paused'}
                </span>
              </dd>
            </div>
            <div>
              <dt>Signing secret</dt>
              <dd className="mono">{current.secret_hint}</dd>
            </div>
            <div>
              <dt>Last changed</dt>
              <dd>{formatDateTime(current.updated_at)}</dd>
            </div>
          </dl>
          {canUpdate && (
            <WebhookActions
              config={current}
              announce={setAnnouncement}
              onRotated={(saved) => {
                if (saved.secret) setSecret({ value: saved.secret, why: 'The secret is rotated.' });
                setAnnouncement('Secret rotated.');
              }}
            />
          )}
        </section>
      )}
      <section className="panel" aria-labelledby="endpoint-title">
        <h2 id="endpoint-title" className="section-title">
          {current ? 'Endpoint' : 'Set up the webhook'}
        </h2>
        {config.isPending ? (
          <p className="muted">Loading…</p>
        ) : canUpdate ? (
          <EndpointForm key={current?.updated_at ?? 'new'} config={current} onSaved={onSaved} />
        ) : current ? (
          <dl className="facts">
            <div>
              <dt>Endpoint URL</dt>
              <dd className="break">{current.callback_url}</dd>
            </div>
            <div>
              <dt>Events</dt>
              <dd>{current.events.length ? current.events.join(', ') : 'Every event'}</dd>
            </div>
          </dl>
        ) : (
          <p className="empty">No webhook is set up.</p>
        )}
      </section>
    </>
  );
}
