import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { formatDateTime } from '../format';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { PermissionPicker } from '../settings/permission-picker';
import { useSettingsAction, useSettingsRead } from '../settings/queries';
import { ShownOnce } from '../settings/shown-once';
import type { ApiKeyRow, CreatedApiKey } from '../settings/types';
import { ErrorNote } from '../ui/error-note';
import { TextInput } from '../ui/fields';
import { PageHeading } from '../ui/page-heading';

const PATH = '/api/v2/tenant/api-keys';
/** What an ATS integration needs to create runs and read them back. */
const DEFAULT_PERMISSIONS = ['interview:create', 'interview:read'];

function KeyItem({ apiKey, onRevoked }: { apiKey: ApiKeyRow; onRevoked(name: string): void }) {
  const revoke = useSettingsAction<ApiKeyRow>('api-keys', () => ({ method: 'DELETE', path: `${PATH}/${apiKey.id}` }));
  const revoked = apiKey.revoked_at !== null;
  return (
    <li className={`item${revoked ? ' item-revoked' : ''}`}>
      <div className="item-main">
        <p className="item-title">
          {apiKey.name}
          {revoked && <span className="badge badge-muted">Revoked</span>}
        </p>
        <p className="item-meta">
          <span className="mono">{apiKey.key_prefix}…</span>
          <span>
            {revoked ? `Revoked ${formatDateTime(apiKey.revoked_at!)}` : `Created ${formatDateTime(apiKey.created_at)}`}
          </span>
        </p>
        <ul className="tags" aria-label="Permissions">
          {apiKey.permissions.map((p) => (
            <li key={p} className="tag">
              {p}
            </li>
          ))}
        </ul>
      </div>
      {!revoked && (
        <ConfirmDialog
          trigger="Revoke"
          triggerName={`Revoke ${apiKey.name}`}
          tone="danger"
          title={`Revoke “${apiKey.name}”?`}
          submitLabel="Revoke key"
          onConfirm={() => revoke.mutateAsync().then(() => onRevoked(apiKey.name))}
        >
          <p>
            Every system that uses this key is refused from now on. This cannot be undone: to restore access, create a
            new key.
          </p>
        </ConfirmDialog>
      )}
    </li>
  );
}

/** The workspace's API keys: create one (shown once, with a copy button), see them all, revoke one. */
export function SettingsApiKeysPage() {
  const keys = useSettingsRead<{ items: ApiKeyRow[] }>('api-keys', PATH);
  const create = useSettingsAction<CreatedApiKey, { name: string; permissions: string[] }>('api-keys', (body) => ({
    method: 'POST',
    path: PATH,
    body,
  }));
  const [name, setName] = useState('');
  const [permissions, setPermissions] = useState<string[]>(DEFAULT_PERMISSIONS);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { name: name.trim(), permissions },
      {
        onSuccess: (key) => {
          setCreated(key);
          setName('');
          setPermissions(DEFAULT_PERMISSIONS);
          setAnnouncement('');
        },
      },
    );
  };
  // Active keys first, newest first within each group (the server's order).
  const rows = [...(keys.data?.items ?? [])].sort(
    (a, b) => Number(a.revoked_at !== null) - Number(b.revoked_at !== null),
  );
  const active = rows.filter((k) => !k.revoked_at).length;

  return (
    <>
      <PageHeading title="API keys" />
      <p className="lede">
        Keys let your applicant tracking system and other services call the API for this workspace. A key is shown once,
        when it is created.
      </p>
      {created && (
        <ShownOnce
          title="Copy the new key now"
          note={`This is the only time “${created.name}” is shown. Store it where your integration reads its secrets; if it is lost, create another key and revoke this one.`}
          fields={[{ label: `API key “${created.name}”`, value: created.api_key, copyLabel: 'Copy key' }]}
          onDone={() => setCreated(null)}
        />
      )}
      <section className="panel" aria-labelledby="keys-title">
        <h2 id="keys-title" className="section-title">
          Keys
        </h2>
        <p role="status" className="muted list-count">
          {keys.isPending ? 'Loading keys…' : `${active} active ${active === 1 ? 'key' : 'keys'}`}
          {announcement && ` · ${announcement}`}
        </p>
        {keys.error && <ErrorNote error={keys.error} prefix="The keys could not be loaded" />}
        {rows.length > 0 ? (
          <ul className="items" aria-labelledby="keys-title">
            {rows.map((k) => (
              <KeyItem key={k.id} apiKey={k} onRevoked={(n) => setAnnouncement(`“${n}” revoked`)} />
            ))}
          </ul>
        ) : (
          !keys.isPending && <p className="empty">No key yet. Create one below.</p>
        )}
      </section>
      <section className="panel" aria-labelledby="create-key-title">
        <h2 id="create-key-title" className="section-title">
          Create a key
        </h2>
        <Form className="form" onSubmit={submit} aria-labelledby="create-key-title">
          <TextInput
            label="Name"
            description="Say who uses it, e.g. “Greenhouse sync”."
            value={name}
            onChange={setName}
            isRequired
            maxLength={200}
          />
          <PermissionPicker
            label="Permissions"
            description="Give the key only what its integration needs."
            value={permissions}
            onChange={setPermissions}
          />
          {create.error && <ErrorNote error={create.error} prefix="The key was not created" />}
          <div>
            <Button type="submit" className="button button-primary" isPending={create.isPending}>
              Create key
            </Button>
          </div>
        </Form>
      </section>
    </>
  );
}
