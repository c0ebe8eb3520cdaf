import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { useSignedIn } from '../session/session';
import { administers, SETTINGS_SECTIONS } from '../settings/access';
import { PageHeading } from '../ui/page-heading';

// Each section is loaded when first opened: most visits to the console never come here.
const ApiKeys = lazy(() => import('./settings-api-keys-page').then((m) => ({ default: m.SettingsApiKeysPage })));
const Webhook = lazy(() => import('./settings-webhook-page').then((m) => ({ default: m.SettingsWebhookPage })));
const OAuthClients = lazy(() =>
  import('./settings-oauth-clients-page').then((m) => ({ default: m.SettingsOAuthClientsPage })),
);
const Users = lazy(() => import('./settings-users-page').then((m) => ({ default: m.SettingsUsersPage })));
const Workspace = lazy(() => import('./settings-workspace-page').then((m) => ({ default: m.SettingsWorkspacePage })));
const Templates = lazy(() => import('./settings-templates-page').then((m) => ({ default: m.SettingsTemplatesPage })));
const Integrations = lazy(() =>
  import('./settings-integrations-page').then((m) => ({ default: m.SettingsIntegrationsPage })),
);
const AuditLog = lazy(() => import('./settings-audit-log-page').then((m) => ({ default: m.SettingsAuditLogPage })));
const BiasReport = lazy(() =>
  import('./settings-bias-report-page').then((m) => ({ default: m.SettingsBiasReportPage })),
);

const PAGES: Record<string, ReactNode> = {
  'api-keys': <ApiKeys />,
  webhook: <Webhook />,
  'oauth-clients': <OAuthClients />,
  users: <Users />,
  workspace: <Workspace />,
  templates: <Templates />,
  integrations: <Integrations />,
  'audit-log': <AuditLog />,
  'bias-report': <BiasReport />,
};

function NotForYou() {
  return (
    <>
      <PageHeading title="Settings" />
      <p className="note">
        Settings are for the workspace&apos;s admins. Ask an admin if you need an API key, a webhook or a new user.
      </p>
    </>
  );
}

function Unavailable() {
  return (
    <>
      <PageHeading title="Not available" />
      <p className="note">
        This part of the settings is not open to you: your permissions do not allow it. The sections you may use are
        listed beside it.
      </p>
    </>
  );
}

/** The workspace's settings (admins): a sub-navigation of the sections the user may open, and the open one. */
export function SettingsPage() {
  const { can } = useSignedIn();
  if (!administers(can)) return <NotForYou />;
  const sections = SETTINGS_SECTIONS.filter((s) => s.allowed(can));
  return (
    <div className="settings">
      <nav className="settings-nav" aria-label="Settings">
        <p className="settings-nav-title" aria-hidden="true">
          Settings
        </p>
        <ul>
          {sections.map((s) => (
            <li key={s.path}>
              <NavLink to={`/settings/${s.path}`} className="settings-nav-link">
                {s.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="settings-body">
        <Suspense fallback={<p className="muted">Loading…</p>}>
          <Routes>
            <Route index element={<Navigate to={`/settings/${sections[0]!.path}`} replace />} />
            {sections.map((s) => (
              <Route key={s.path} path={s.path} element={PAGES[s.path]} />
            ))}
            <Route path="*" element={<Unavailable />} />
          </Routes>
        </Suspense>
      </div>
    </div>
  );
}
