import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { formatDateTime } from '../format';
import { ChoiceGroup } from '../plan-edit/choice-group';
import { useSignedIn } from '../session/session';
import { PermissionPicker } from '../settings/permission-picker';
import { useSettingsAction, useSettingsRead } from '../settings/queries';
import { ShownOnce } from '../settings/shown-once';
import type { OAuthClient, RegisteredOAuthClient } from '../settings/types';
import { ErrorNote } from '../ui/error-note';
import { TextInput } from '../ui/fields';
import { PageHeading } from '../ui/page-heading';

const PATH = '/api/v2/admin/oauth-clients';

type ClientType = OAuthClient['client_type'];

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The server's rule (services/gateway/src/rest/oauth-clients.ts): https, or http on a loopback host; no fragment. */
function redirectProblem(text: string, type: ClientType): string | null {
  const uris = lines(text);
  if (type === 'public' && !uris.length) return 'A public client needs at least one redirect address.';
  if (uris.length > 10) return 'At most 10 addresses.';
  const bad = uris.find((u) => {
    const url = URL.canParse(u) ? new URL(u) : null;
    const loopback = url && ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname);
    return (
      !url || url.hash || u.includes('*') || !(url.protocol === 'https:' || (url.protocol === 'http:' && loopback))
    );
  });
  return bad ? `${bad} is not an https address (http only on localhost), or it has a # or a *.` : null;
}

/** OAuth clients of this workspace: partner apps its users may authorize. Platform admins register them. */
export function SettingsOAuthClientsPage() {
  const { tenantId } = useSignedIn();
  const clients = useSettingsRead<OAuthClient[]>('oauth-clients', PATH);
  const register = useSettingsAction<RegisteredOAuthClient, object>('oauth-clients', (body) => ({
    method: 'POST',
    path: PATH,
    body,
  }));
  const [name, setName] = useState('');
  const [type, setType] = useState<ClientType>('confidential');
  const [redirects, setRedirects] = useState('');
  const [scopes, setScopes] = useState<string[]>(['interview:read']);
  const [registered, setRegistered] = useState<RegisteredOAuthClient | null>(null);
  // Checked when sent and kept until the field is edited: an error that vanished when the field lost focus would move
  // the button from under the pointer, and the click would be lost.
  const [problem, setProblem] = useState<string | null>(null);
  // The list holds every client of the platform; this page is about the chosen workspace's.
  const mine = (clients.data ?? []).filter((c) => c.tenant_id === tenantId).reverse();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = redirectProblem(redirects, type);
    setProblem(found);
    if (found) return;
    register.mutate(
      {
        name: name.trim(),
        tenant_id: tenantId,
        audience: 'TENANT',
        client_type: type,
        redirect_uris: lines(redirects),
        scopes,
      },
      {
        onSuccess: (client) => {
          setRegistered(client);
          setName('');
          setRedirects('');
        },
      },
    );
  };

  return (
    <>
      <PageHeading title="OAuth clients" />
      <p className="lede">
        A partner app registered here can ask this workspace&apos;s users for access (OAuth 2.1 with PKCE) and then call
        the API with the scopes they grant.
      </p>
      {registered && (
        <ShownOnce
          title="Client registered"
          note={
            registered.client_secret
              ? 'Give both to the partner now: the secret is shown only this once.'
              : 'A public client has no secret: it proves itself with PKCE at each sign-in.'
          }
          fields={[
            { label: 'Client ID', value: registered.client_id, copyLabel: 'Copy ID' },
            ...(registered.client_secret
              ? [{ label: 'Client secret', value: registered.client_secret, copyLabel: 'Copy secret' }]
              : []),
          ]}
          onDone={() => setRegistered(null)}
        />
      )}
      <section className="panel" aria-labelledby="clients-title">
        <h2 id="clients-title" className="section-title">
          Clients
        </h2>
        {clients.error && <ErrorNote error={clients.error} prefix="The clients could not be loaded" />}
        {mine.length > 0 ? (
          <ul className="items" aria-labelledby="clients-title">
            {mine.map((c) => (
              <li key={c.client_id} className="item">
                <div className="item-main">
                  <p className="item-title">
                    {c.name}
                    <span className="badge">{c.client_type === 'public' ? 'Public' : 'Confidential'}</span>
                  </p>
                  <p className="item-meta">
                    <span className="mono break">{c.client_id}</span>
                    <span>Registered {formatDateTime(c.created_at)}</span>
                  </p>
                  {c.redirect_uris.length > 0 && (
                    <ul className="plain-list" aria-label="Redirect addresses">
                      {c.redirect_uris.map((u) => (
                        <li key={u} className="mono break">
                          {u}
                        </li>
                      ))}
                    </ul>
                  )}
                  <ul className="tags" aria-label="Scopes">
                    {c.scopes.map((s) => (
                      <li key={s} className="tag">
                        {s}
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty">
            {clients.isPending ? 'Loading…' : 'No OAuth client is registered for this workspace.'}
          </p>
        )}
      </section>
      <section className="panel" aria-labelledby="register-title">
        <h2 id="register-title" className="section-title">
          Register a client
        </h2>
        <Form className="form" onSubmit={submit} aria-labelledby="register-title">
          <TextInput
            label="Name"
            description="Users see it when they grant access."
            value={name}
            onChange={setName}
            isRequired
            maxLength={200}
          />
          <ChoiceGroup<ClientType>
            label="Kind of app"
            value={type}
            options={[
              { value: 'confidential', label: 'Server app (gets a secret)' },
              { value: 'public', label: 'Browser or mobile app' },
            ]}
            onChange={setType}
          />
          <TextInput
            label="Redirect addresses"
            description="One per line: where the app receives the user back after consent."
            multiline
            rows={3}
            value={redirects}
            onChange={(text) => {
              setRedirects(text);
              setProblem(null);
            }}
            isInvalid={problem !== null}
            aria-describedby={problem ? 'redirect-problem' : undefined}
          />
          {problem && (
            <p id="redirect-problem" role="alert" className="field-error">
              {problem}
            </p>
          )}
          <PermissionPicker
            label="Scopes"
            description="The most the app may ask for; each user grants them at consent."
            value={scopes}
            onChange={setScopes}
          />
          {register.error && <ErrorNote error={register.error} prefix="The client was not registered" />}
          <div>
            <Button type="submit" className="button button-primary" isPending={register.isPending}>
              Register client
            </Button>
          </div>
        </Form>
      </section>
    </>
  );
}
