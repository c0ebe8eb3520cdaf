import { useState, type FormEvent } from 'react';
import { Button, Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { formatDateTime } from '../format';
import { useSignedIn } from '../session/session';
import { useSettingsAction, useSettingsRead } from '../settings/queries';
import { ShownOnce } from '../settings/shown-once';
import type { AddedUser, UserRole, UserRow } from '../settings/types';
import { ErrorNote } from '../ui/error-note';
import { TextInput } from '../ui/fields';
import { PageHeading } from '../ui/page-heading';

const PATH = '/api/v2/tenant/users';

/** The presets (shared/src/permissions.ts PRESETS) a workspace admin hands out, in the words of what they allow. */
const ROLES: { id: Exclude<UserRole, 'custom'>; label: string; what: string }[] = [
  {
    id: 'recruiter',
    label: 'Recruiter',
    what: 'Reviews plans and assessments: approves, rejects and edits plans, approves assessments. Sees candidate names.',
  },
  {
    id: 'tenant_admin',
    label: 'Admin',
    what: 'Everything a recruiter does, and creates interviews, invites candidates, manages webhooks and these settings.',
  },
];

const ROLE_LABELS: Record<UserRole, string> = { recruiter: 'Recruiter', tenant_admin: 'Admin', custom: 'Custom' };

/** The workspace's users, and adding one as a recruiter or an admin (a first password is generated, shown once). */
export function SettingsUsersPage() {
  const { userId } = useSignedIn();
  const users = useSettingsRead<{ items: UserRow[] }>('users', PATH);
  const add = useSettingsAction<AddedUser, { email: string; role: string }>('users', (body) => ({
    method: 'POST',
    path: PATH,
    body,
  }));
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<string>('recruiter');
  const [added, setAdded] = useState<AddedUser | null>(null);
  const rows = users.data?.items ?? [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      { email: email.trim(), role },
      {
        onSuccess: (user) => {
          setAdded(user);
          setEmail('');
          setRole('recruiter'); // the narrower preset, unless chosen again
        },
      },
    );
  };

  return (
    <>
      <PageHeading title="Users" />
      <p className="lede">The people who sign in to this workspace, and what each may do.</p>
      {added?.password && (
        <ShownOnce
          title={`${added.email} can sign in`}
          note="Send this first password to them over a channel you trust: it is shown only this once."
          fields={[{ label: `Password for ${added.email}`, value: added.password, copyLabel: 'Copy password' }]}
          onDone={() => setAdded(null)}
        />
      )}
      <section className="panel" aria-labelledby="users-title">
        <h2 id="users-title" className="section-title">
          People
        </h2>
        <p role="status" className="muted list-count">
          {users.isPending ? 'Loading users…' : `${rows.length} ${rows.length === 1 ? 'user' : 'users'}`}
        </p>
        {users.error && <ErrorNote error={users.error} prefix="The users could not be loaded" />}
        <ul className="items" aria-labelledby="users-title">
          {rows.map((u) => (
            <li key={u.id} className="item">
              <div className="item-main">
                <p className="item-title">
                  <span className="break">{u.email}</span>
                  {u.id === userId && <span className="muted">(you)</span>}
                  <span className={`badge role-${u.role}`}>{ROLE_LABELS[u.role]}</span>
                </p>
                <p className="item-meta">Added {formatDateTime(u.created_at)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="panel" aria-labelledby="add-user-title">
        <h2 id="add-user-title" className="section-title">
          Add a user
        </h2>
        <Form className="form" onSubmit={submit} aria-labelledby="add-user-title">
          <TextInput label="Email" type="email" value={email} onChange={setEmail} isRequired maxLength={320} />
          <RadioGroup className="field" value={role} onChange={setRole} isRequired>
            <Label className="field-label">Role</Label>
            <div className="role-options">
              {ROLES.map((r) => (
                <Radio key={r.id} value={r.id} className="radio role-option">
                  <span>
                    <span className="role-name">{r.label}</span>
                    <span className="role-what">{r.what}</span>
                  </span>
                </Radio>
              ))}
            </div>
          </RadioGroup>
          {add.error && <ErrorNote error={add.error} prefix="The user was not added" />}
          <div>
            <Button type="submit" className="button button-primary" isPending={add.isPending}>
              Add user
            </Button>
          </div>
        </Form>
      </section>
    </>
  );
}
