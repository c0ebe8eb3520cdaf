import { useState, type FormEvent } from 'react';
import { Button, FieldError, Form, Input, Label, NumberField, Switch, Text } from 'react-aria-components';
import { useSettingsAction, useSettingsRead } from '../settings/queries';
import type { WorkspaceSettings } from '../settings/types';
import { ErrorNote } from '../ui/error-note';
import { PageHeading } from '../ui/page-heading';

const PATH = '/api/v2/tenant/settings';

type Retention =
  'candidate_pii_retention_days' | 'assessment_retention_days' | 'recording_retention_days' | 'audit_retention_days';

const RETENTION: { name: Retention; label: string; what: string; min?: number }[] = [
  {
    name: 'candidate_pii_retention_days',
    label: 'Candidate personal data',
    what: 'Name, e-mail, résumé, transcript and recording are erased; the assessment stays.',
  },
  {
    name: 'recording_retention_days',
    label: 'Recordings',
    what: 'The interview recording is erased.',
  },
  {
    name: 'assessment_retention_days',
    label: 'Assessments',
    what: 'The assessment is erased from closed runs, which then leave the rankings.',
  },
  {
    name: 'audit_retention_days',
    label: 'Audit trail',
    what: 'Days after an entry is written, at least 183 (6 months). The trail stays verifiable after its oldest entries go.',
    min: 183,
  },
];

type Draft = Omit<WorkspaceSettings, 'tenant_id'>;

/** The form; the page keeps what it announces, as a save re-reads the settings and remounts the form. */
function SettingsForm({ saved, announce }: { saved: WorkspaceSettings; announce(message: string): void }) {
  const [draft, setDraft] = useState<Draft>(saved);
  const save = useSettingsAction<WorkspaceSettings, Partial<Draft>>('workspace', (body) => ({
    method: 'PATCH',
    path: PATH,
    body,
  }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Only what changed is sent: the audit log then says what this save changed.
    const changed = Object.fromEntries(
      Object.entries(draft).filter(([name, value]) => saved[name as keyof Draft] !== value),
    ) as Partial<Draft>;
    if (!Object.keys(changed).length) return announce('Nothing to save: no setting changed.');
    announce('');
    save.mutate(changed, { onSuccess: () => announce('Settings saved.') });
  };
  return (
    <Form className="form settings-form" onSubmit={submit} aria-label="Workspace settings">
      <section className="panel" aria-labelledby="review-title">
        <h2 id="review-title" className="section-title">
          Plan review
        </h2>
        <Switch
          className="switch"
          isSelected={draft.auto_approve_plans}
          onChange={(on) => setDraft((d) => ({ ...d, auto_approve_plans: on }))}
          aria-describedby="auto-approve-what"
        >
          <span className="switch-track" aria-hidden="true">
            <span className="switch-thumb" />
          </span>
          Approve plans automatically
        </Switch>
        <p id="auto-approve-what" className="field-hint switch-hint">
          New plans skip review and are approved as soon as they are generated: they no longer wait in the inbox. Turn
          it on only when every posting&apos;s plan can be trusted as generated.
        </p>
      </section>
      <section className="panel" aria-labelledby="retention-title">
        <h2 id="retention-title" className="section-title">
          Retention
        </h2>
        <p className="field-hint retention-intro">
          Days after a run closes (completed, rejected or cancelled) before its data is erased. Leave a field empty to
          keep the data until someone deletes it. A run under legal hold is never erased automatically.
        </p>
        <div className="retention-fields">
          {RETENTION.map((r) => (
            <NumberField
              key={r.name}
              className="field"
              minValue={r.min ?? 1}
              maxValue={36_500}
              step={1}
              formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
              value={draft[r.name] ?? Number.NaN}
              onChange={(v) => setDraft((d) => ({ ...d, [r.name]: Number.isNaN(v) ? null : v }))}
            >
              <Label className="field-label">{r.label} (days)</Label>
              <Input className="input input-number" placeholder="Kept" />
              <Text slot="description" className="field-hint">
                {r.what}
              </Text>
              <FieldError className="field-error" />
            </NumberField>
          ))}
        </div>
      </section>
      {save.error && <ErrorNote error={save.error} prefix="The settings were not saved" />}
      <div>
        <Button type="submit" className="button button-primary" isPending={save.isPending}>
          Save settings
        </Button>
      </div>
    </Form>
  );
}

/** How the workspace behaves: whether plans need review, and how long candidate data is kept. */
export function SettingsWorkspacePage() {
  const settings = useSettingsRead<WorkspaceSettings>('workspace', PATH);
  const [announcement, setAnnouncement] = useState('');
  return (
    <>
      <PageHeading title="Workspace settings" />
      <p className="lede">How this workspace treats its runs: plan review and how long data is kept.</p>
      {settings.error && <ErrorNote error={settings.error} prefix="The settings could not be loaded" />}
      {settings.isPending && <p className="muted">Loading…</p>}
      {settings.data && (
        <SettingsForm key={JSON.stringify(settings.data)} saved={settings.data} announce={setAnnouncement} />
      )}
      <p role="status" className="announcement">
        {announcement}
      </p>
    </>
  );
}
