import { useState, type FormEvent } from 'react';
import { Button, Form, Switch } from 'react-aria-components';
import { formatDateTime } from '../format';
import { useSettingsAction, useSettingsRead } from '../settings/queries';
import { CopyField } from '../ui/copy-field';
import { ErrorNote } from '../ui/error-note';
import { TextInput } from '../ui/fields';
import { PageHeading } from '../ui/page-heading';

const PATH = '/api/v2/tenant/integrations';

/** GET /api/v2/tenant/integrations (shared/src/contracts/integrations.ts). */
interface Integrations {
  greenhouse_enabled: boolean;
  greenhouse_credential_hint: string | null;
  greenhouse_endpoint: string;
  ashby_enabled: boolean;
  ashby_api_key_hint: string | null;
  ashby_base_url: string;
  ashby_endpoint: string;
}

interface ErrorReport {
  id: string;
  ats: string;
  run_id: string | null;
  report: unknown;
  received_at: string;
}

function Toggle({ on, onChange, label }: { on: boolean; onChange(on: boolean): void; label: string }) {
  return (
    <Switch className="switch" isSelected={on} onChange={onChange}>
      <span className="switch-track" aria-hidden="true">
        <span className="switch-thumb" />
      </span>
      {label}
    </Switch>
  );
}

/** The form; saving sends what changed only (a credential only when one is typed), then re-reads the settings. */
function IntegrationsForm({ saved, announce }: { saved: Integrations; announce(message: string): void }) {
  const [greenhouse, setGreenhouse] = useState(saved.greenhouse_enabled);
  const [ashby, setAshby] = useState(saved.ashby_enabled);
  const [credential, setCredential] = useState('');
  const [ashbyKey, setAshbyKey] = useState('');
  const [baseUrl, setBaseUrl] = useState(saved.ashby_base_url);
  const save = useSettingsAction<Integrations, Record<string, unknown>>('integrations', (body) => ({
    method: 'PATCH',
    path: PATH,
    body,
  }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: Record<string, unknown> = {};
    if (greenhouse !== saved.greenhouse_enabled) body.greenhouse_enabled = greenhouse;
    if (ashby !== saved.ashby_enabled) body.ashby_enabled = ashby;
    if (credential.trim()) body.greenhouse_credential = credential.trim();
    if (ashbyKey.trim()) body.ashby_api_key = ashbyKey.trim();
    if (baseUrl.trim() !== saved.ashby_base_url) body.ashby_base_url = baseUrl.trim() || null;
    if (!Object.keys(body).length) return announce('Nothing to save: no setting changed.');
    announce('');
    save.mutate(body, { onSuccess: () => announce('Integration settings saved.') });
  };
  return (
    <Form className="form settings-form" onSubmit={submit} aria-label="Integration settings">
      <section className="panel" aria-labelledby="greenhouse-title">
        <h2 id="greenhouse-title" className="section-title">
          Greenhouse
        </h2>
        <Toggle on={greenhouse} onChange={setGreenhouse} label="Greenhouse assessments on" />
        <p className="field-hint">
          Give Greenhouse an API key of this workspace holding interview:create and interview:read, and these addresses:
          list_tests, send_test, test_status and response_error under
        </p>
        <CopyField label="Greenhouse endpoint" value={`${saved.greenhouse_endpoint}/`} copyLabel="Copy endpoint" />
        <TextInput
          label="Completion callback credential"
          description={
            saved.greenhouse_credential_hint
              ? `Stored: ${saved.greenhouse_credential_hint}. Type a new one to replace it.`
              : 'None stored: the callback uses the key Greenhouse called with.'
          }
          type="password"
          value={credential}
          onChange={setCredential}
          maxLength={500}
        />
      </section>
      <section className="panel" aria-labelledby="ashby-title">
        <h2 id="ashby-title" className="section-title">
          Ashby
        </h2>
        <Toggle on={ashby} onChange={setAshby} label="Ashby assessments on" />
        <CopyField label="Ashby endpoint" value={`${saved.ashby_endpoint}/`} copyLabel="Copy endpoint" />
        <TextInput
          label="Ashby API key"
          description={
            saved.ashby_api_key_hint
              ? `Stored: ${saved.ashby_api_key_hint}. Type a new one to replace it.`
              : 'None stored: needed for the updates to Ashby (candidatesWrite permission).'
          }
          type="password"
          value={ashbyKey}
          onChange={setAshbyKey}
          maxLength={500}
        />
        <TextInput
          label="Ashby API base URL"
          description="Where assessment.update is sent; empty for Ashby's own API host."
          type="url"
          value={baseUrl}
          onChange={setBaseUrl}
          maxLength={2048}
        />
      </section>
      {save.error && <ErrorNote error={save.error} prefix="The integration settings were not saved" />}
      <div>
        <Button type="submit" className="button button-primary" isPending={save.isPending}>
          Save integration settings
        </Button>
      </div>
    </Form>
  );
}

/** The ATS adapters (admins): which are on, their credentials and endpoints, and what Greenhouse reported back. */
export function SettingsIntegrationsPage() {
  const settings = useSettingsRead<Integrations>('integrations', PATH);
  const errors = useSettingsRead<{ items: ErrorReport[] }>('integration-errors', `${PATH}/errors`);
  const [announcement, setAnnouncement] = useState('');
  return (
    <>
      <PageHeading title="ATS integrations" />
      <p className="lede">Greenhouse and Ashby call this workspace as an assessment partner: turn them on here.</p>
      {settings.error && <ErrorNote error={settings.error} prefix="The settings could not be loaded" />}
      {settings.data && (
        <IntegrationsForm key={JSON.stringify(settings.data)} saved={settings.data} announce={setAnnouncement} />
      )}
      <section className="panel" aria-labelledby="reports-title">
        <h2 id="reports-title" className="section-title">
          Errors reported by Greenhouse
        </h2>
        {errors.data?.items.length ? (
          <ul className="items">
            {errors.data.items.map((e) => (
              <li key={e.id} className="item">
                <div className="item-main">
                  <p className="item-meta">
                    <span>{formatDateTime(e.received_at)}</span>
                    {e.run_id && <span className="mono">{e.run_id}</span>}
                  </p>
                  <pre className="mono">{JSON.stringify(e.report, null, 2)}</pre>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">Greenhouse has reported no error.</p>
        )}
      </section>
      <p role="status" className="announcement">
        {announcement}
      </p>
    </>
  );
}
